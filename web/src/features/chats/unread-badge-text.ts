import { UNREAD_BADGE_CAP } from '@community/contract';

/** What an unread badge shows: the count, or "99+" from 100 on (SPEC §9). */
export const unreadBadgeText = (count: number) =>
  count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
