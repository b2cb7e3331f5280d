// The push module's door for other modules: queue a Web Push for a member, ask whether they can get one, the
// installation's VAPID public key (settings), its part of a member's data, and its job-queue part.

export { pushMemberData, pushOnMemberDeleted } from './member-data.ts';
export { type PushQueueOptions, pushQueue } from './push-queue.ts';
export { hasPushSubscription } from './queries.ts';
export { queuePush } from './service.ts';
export { vapidPublicKey } from './vapid-keys.ts';
