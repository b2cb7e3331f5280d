import type { AppDeps } from './deps.ts';
import { abuseSubscribers } from './modules/abuse/index.ts';
import { notificationSubscribers } from './modules/notifications/index.ts';
import { pushOnMemberDeleted } from './modules/push/index.ts';
import { trafficSubscribers } from './modules/traffic/index.ts';
import type { EventSubscriber } from './platform/domain-events.ts';

/**
 * The modules' subscribers to domain events (platform/domain-events.ts, decision 0045), worked by every
 * instance: each module exports its own from its index.ts (built with `subscriber(...)`) and they are listed
 * here, as the member-data hooks are in member-data-hooks.ts: the activity notifications (decision 0049) and the
 * removal of a deleted member's push subscriptions (decision 0050), the spam signals (decision 0057), the traffic
 * networks' postbacks (decision 0064).
 */
export function eventSubscribers(deps: AppDeps): EventSubscriber[] {
  return [
    ...notificationSubscribers(deps),
    pushOnMemberDeleted(deps.db.$client),
    ...abuseSubscribers(deps),
    ...trafficSubscribers(deps, deps.postbacks),
  ];
}
