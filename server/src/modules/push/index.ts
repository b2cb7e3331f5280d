// The push module's door for other modules: queue a Web Push for a member, ask whether they can get one, the
// installation's VAPID public key (settings), its part of a member's data, and its job-queue part; the rule of
// which outbound URLs the server may call, which the traffic module's postbacks share (decision 0064).

export { pushMemberData, pushOnMemberDeleted } from './member-data.ts';
export { endpointRefusal, mayConnectTo } from './policy.ts';
export { type PushQueueOptions, pushQueue } from './push-queue.ts';
export { hasPushSubscription } from './queries.ts';
export { queuePush } from './service.ts';
export { vapidPublicKey } from './vapid-keys.ts';
