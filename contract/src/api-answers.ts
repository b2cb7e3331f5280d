import type { z } from 'zod';
import { flagsResponseSchema } from './abuse.ts';
import { okResponseSchema, userResponseSchema } from './account-schemas.ts';
import {
  adminCodeResponseSchema,
  adminCodesResponseSchema,
  adminCreateCodesResponseSchema,
} from './admin-codes-schemas.ts';
import { dashboardResponseSchema } from './admin-dashboard.ts';
import {
  adminMemberDetailSchema,
  adminMembersResponseSchema,
  memberWarningResponseSchema,
} from './admin-members-schemas.ts';
import { adminOrderResponseSchema, adminOrdersResponseSchema } from './admin-orders-schemas.ts';
import { adminPackagesResponseSchema } from './admin-packages-schemas.ts';
import { adminSiteResponseSchema, adminSitesResponseSchema } from './admin-sites.ts';
import { auditResponseSchema } from './audit-schemas.ts';
import {
  chatReadResponseSchema,
  chatsResponseSchema,
  conversationResponseSchema,
  messagesResponseSchema,
  sendMessageResponseSchema,
} from './chat-schemas.ts';
import { companyInfoResponseSchema } from './company-info.ts';
import {
  adminComplaintResponseSchema,
  adminComplaintsResponseSchema,
  complaintCreatedResponseSchema,
  complaintTargetResponseSchema,
} from './complaints.ts';
import {
  autoLikeResponseSchema,
  likeResponseSchema,
  likesResponseSchema,
  searchResponseSchema,
  signupMatchesResponseSchema,
  swipeAnswerSchema,
  swipeStateSchema,
} from './discovery-schemas.ts';
import {
  fictionalProfileResponseSchema,
  fictionalProfilesResponseSchema,
  inboxClaimResponseSchema,
  inboxConversationResponseSchema,
  inboxReplyResponseSchema,
  inboxResponseSchema,
} from './fictional-schemas.ts';
import { interestsResponseSchema } from './interests.ts';
import { landerResponseSchema } from './landers.ts';
import { landingMemberResponseSchema, memberTeaserResponseSchema } from './member-landing.ts';
import { unsubscribeResponseSchema } from './notification-schemas.ts';
import { partnersResponseSchema } from './partners.ts';
import {
  createOrderResponseSchema,
  creditsResponseSchema,
  directDebitCodeResponseSchema,
  directDebitResponseSchema,
  discountCodeResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
} from './payments-schemas.ts';
import {
  blocksResponseSchema,
  geocodeResponseSchema,
  memberResponseSchema,
  moderationPhotosResponseSchema,
  ownPhotosResponseSchema,
  photoDecisionsResponseSchema,
  photoUnlockResponseSchema,
} from './profile-schemas.ts';
import { regionsResponseSchema } from './regions.ts';
import { settingsResponseSchema } from './settings.ts';
import { staffSessionResponseSchema } from './staff.ts';
import {
  enrolmentConfirmResponseSchema,
  enrolmentResponseSchema,
  staffListResponseSchema,
} from './staff-schemas.ts';
import { sitePostbacksSchema, trafficReportResponseSchema } from './traffic.ts';

/**
 * The JSON answer of every call that has one, by status: "METHOD /path" -> status -> schema, exactly the schemas
 * the server's routes declare (server/test/api-answers.test.ts holds the two equal). The web's test fakes check
 * each scripted answer against it, so a fixture that drifts from the contract fails its test. Calls answering
 * 204, a stream, a file or a redirect have no entry. A refusal is errorBodySchema.
 */
export const API_ANSWERS = {
  'GET /api/settings.php': { 200: settingsResponseSchema },
  'GET /api/companyinfo.php': { 200: companyInfoResponseSchema },
  'GET /api/interests.php': { 200: interestsResponseSchema },
  'GET /api/regions.php': { 200: regionsResponseSchema },
  'GET /api/geocode.php': { 200: geocodeResponseSchema },
  'GET /api/user.php': { 200: userResponseSchema },
  'POST /api/user.php': { 200: userResponseSchema },
  'POST /api/user.php?push=1': { 200: userResponseSchema },
  'PUT /api/user.php': { 200: userResponseSchema },
  'GET /api/logout.php': { 200: okResponseSchema },
  'POST /api/unsubscribe.php': { 200: unsubscribeResponseSchema },
  'POST /api/signup-check.php': { 200: okResponseSchema },
  'POST /api/signup.php': { 201: userResponseSchema },
  'GET /api/signup-matches.php': { 200: signupMatchesResponseSchema },
  'GET /api/member-teaser.php': { 200: memberTeaserResponseSchema },
  'GET /api/landing-member.php': { 200: landingMemberResponseSchema },
  'POST /api/activation-mail.php': { 200: okResponseSchema },
  'POST /api/password-reset.php': { 200: okResponseSchema },
  'POST /api/password-reset-do.php': { 200: userResponseSchema },
  'POST /api/password.php': { 200: okResponseSchema },
  'POST /api/email-change.php': { 200: okResponseSchema },
  'POST /api/mail-change-do.php': { 200: okResponseSchema },
  'PUT /api/account.php': { 200: userResponseSchema },
  'POST /api/dismissals.php': { 200: userResponseSchema },
  'POST /api/account-delete.php': { 200: okResponseSchema },
  'POST /api/reactivate.php': { 200: userResponseSchema },
  'PUT /api/profile.php': { 200: userResponseSchema },
  'GET /api/member.php': { 200: memberResponseSchema },
  'GET /api/photos.php': { 200: ownPhotosResponseSchema },
  'POST /api/photos.php': { 201: ownPhotosResponseSchema },
  'PUT /api/photo.php': { 200: ownPhotosResponseSchema },
  'DELETE /api/photo.php': { 200: ownPhotosResponseSchema },
  'GET /api/photo-decisions.php': { 200: photoDecisionsResponseSchema },
  'POST /api/photo-decisions.php': { 200: okResponseSchema },
  'POST /api/photo-unlock.php': { 200: photoUnlockResponseSchema },
  'GET /api/blocks.php': { 200: blocksResponseSchema },
  'POST /api/block.php': { 200: blocksResponseSchema },
  'DELETE /api/block.php': { 200: blocksResponseSchema },
  'GET /api/admin/photos.php': { 200: moderationPhotosResponseSchema },
  'POST /api/admin/photos.php': { 200: moderationPhotosResponseSchema },
  'GET /api/admin/members.php': { 200: adminMembersResponseSchema },
  'GET /api/admin/members-detail.php': { 200: adminMemberDetailSchema },
  'POST /api/admin/members-action.php': { 200: adminMemberDetailSchema },
  'GET /api/member-warning.php': { 200: memberWarningResponseSchema },
  'POST /api/member-warning.php': { 200: okResponseSchema },
  'GET /api/admin/session.php': { 200: staffSessionResponseSchema },
  'POST /api/admin/enrolment.php': { 200: enrolmentResponseSchema },
  'POST /api/admin/enrolment-confirm.php': { 200: enrolmentConfirmResponseSchema },
  'POST /api/admin/second-factor.php': { 200: staffSessionResponseSchema },
  'GET /api/admin/staff.php': { 200: staffListResponseSchema },
  'POST /api/admin/staff.php': { 200: staffListResponseSchema },
  'POST /api/admin/staff-second-factor.php': { 200: staffListResponseSchema },
  'GET /api/admin/audit.php': { 200: auditResponseSchema },
  'POST /api/complaints.php': { 201: complaintCreatedResponseSchema },
  'GET /api/complaint-target.php': { 200: complaintTargetResponseSchema },
  'GET /api/admin/complaints.php': { 200: adminComplaintsResponseSchema },
  'GET /api/admin/complaint.php': { 200: adminComplaintResponseSchema },
  'POST /api/admin/complaint.php': { 200: adminComplaintResponseSchema },
  'GET /api/admin/flags.php': { 200: flagsResponseSchema },
  'POST /api/admin/flag.php': { 200: flagsResponseSchema },
  'GET /api/admin/fictional.php': { 200: fictionalProfilesResponseSchema },
  'POST /api/admin/fictional.php': { 200: fictionalProfileResponseSchema },
  'GET /api/admin/fictional-profile.php': { 200: fictionalProfileResponseSchema },
  'POST /api/admin/fictional-profile.php': { 200: fictionalProfileResponseSchema },
  'POST /api/admin/fictional-photo.php': { 200: fictionalProfileResponseSchema },
  'GET /api/admin/inbox.php': { 200: inboxResponseSchema },
  'GET /api/admin/inbox-conversation.php': { 200: inboxConversationResponseSchema },
  'POST /api/admin/inbox-claim.php': { 200: inboxClaimResponseSchema },
  'POST /api/admin/inbox-reply.php': { 200: inboxReplyResponseSchema },
  'GET /api/admin/dashboard.php': { 200: dashboardResponseSchema },
  'GET /api/admin/sites.php': { 200: adminSitesResponseSchema },
  'GET /api/admin/site.php': { 200: adminSiteResponseSchema },
  'PUT /api/admin/site.php': { 200: adminSiteResponseSchema },
  'POST /api/admin/site.php': { 201: adminSiteResponseSchema },
  'GET /api/admin/site-postbacks.php': { 200: sitePostbacksSchema },
  'PUT /api/admin/site-postbacks.php': { 200: sitePostbacksSchema },
  'GET /api/admin/traffic-report.php': { 200: trafficReportResponseSchema },
  'GET /api/admin/packages.php': { 200: adminPackagesResponseSchema },
  'POST /api/admin/package.php': { 200: adminPackagesResponseSchema },
  'GET /api/admin/codes.php': { 200: adminCodesResponseSchema },
  'POST /api/admin/codes.php': { 201: adminCreateCodesResponseSchema },
  'GET /api/admin/code.php': { 200: adminCodeResponseSchema },
  'POST /api/admin/code.php': { 200: adminCodeResponseSchema },
  'GET /api/admin/orders.php': { 200: adminOrdersResponseSchema },
  'GET /api/admin/order.php': { 200: adminOrderResponseSchema },
  'POST /api/admin/order-refund.php': { 200: adminOrderResponseSchema },
  'GET /api/members.php': { 200: searchResponseSchema },
  // Landers (issue 24, decision 0061).
  'GET /api/lander.php': { 200: landerResponseSchema },
  'GET /api/partners.php': { 200: partnersResponseSchema },
  'GET /api/likes.php': { 200: likesResponseSchema },
  'POST /api/like.php': { 200: likeResponseSchema },
  'GET /api/auto-like.php': { 200: autoLikeResponseSchema },
  'GET /api/swipe.php': { 200: swipeStateSchema },
  'POST /api/swipe.php': { 200: swipeAnswerSchema },
  'GET /api/chats.php': { 200: chatsResponseSchema },
  'GET /api/conversation.php': { 200: conversationResponseSchema },
  'GET /api/messages.php': { 200: messagesResponseSchema },
  'POST /api/message.php': { 200: sendMessageResponseSchema },
  'POST /api/message-image.php': { 200: sendMessageResponseSchema },
  'POST /api/chat-read.php': { 200: chatReadResponseSchema },
  'GET /api/credits.php': { 200: creditsResponseSchema },
  'POST /api/order.php': { 200: createOrderResponseSchema, 201: createOrderResponseSchema },
  'GET /api/order.php': { 200: orderResponseSchema },
  'GET /api/orders.php': { 200: ordersResponseSchema },
  'GET /api/discountcode.php': { 200: discountCodeResponseSchema },
  'POST /api/directdebit.php': { 201: directDebitResponseSchema },
  'POST /api/directdebit-code.php': { 200: directDebitCodeResponseSchema },
  'POST /api/directdebit-resend.php': { 200: directDebitResponseSchema },
} as const satisfies Record<string, Partial<Record<200 | 201, z.ZodType>>>;
export type ApiCall = keyof typeof API_ANSWERS;
/** The answer a call gives with a status (200 or 201), as the server sends it. */
export type ApiAnswer<Call extends ApiCall> = z.output<
  (typeof API_ANSWERS)[Call][keyof (typeof API_ANSWERS)[Call]]
>;
