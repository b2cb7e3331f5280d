import type { AppDeps } from './deps.ts';
import { blocksMemberData } from './modules/blocks/index.ts';
import { chatMemberData } from './modules/chat/index.ts';
import { complaintsMemberData } from './modules/complaints/index.ts';
import { creditsMemberData } from './modules/credits/index.ts';
import { directDebitMemberData } from './modules/directdebit/index.ts';
import { likesMemberData } from './modules/likes/index.ts';
import { memberAdminMemberData } from './modules/member-admin/index.ts';
import { notificationsMemberData } from './modules/notifications/index.ts';
import { paymentsMemberData } from './modules/payments/index.ts';
import { photosMemberData } from './modules/photos/index.ts';
import { presenceMemberData } from './modules/presence/index.ts';
import { pushMemberData } from './modules/push/index.ts';
import { photoStorageOf } from './platform/configured-photo-storage.ts';
import type { MemberDataHook } from './platform/member-data.ts';

/**
 * The modules that hold data of a member beyond the account, for the data export and the purge of a deleted
 * account (accounts runs them; decision 0037). The order is the export document's and the purge's order.
 */
export function memberDataHooks(deps: Pick<AppDeps, 'config' | 'photoStorage'>): MemberDataHook[] {
  return [
    photosMemberData(photoStorageOf(deps)),
    blocksMemberData,
    likesMemberData,
    chatMemberData(photoStorageOf(deps)),
    paymentsMemberData,
    directDebitMemberData,
    creditsMemberData,
    presenceMemberData,
    pushMemberData,
    notificationsMemberData,
    complaintsMemberData,
    memberAdminMemberData,
  ];
}
