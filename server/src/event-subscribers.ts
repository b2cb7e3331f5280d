import type { AppDeps } from './deps.ts';
import type { EventSubscriber } from './platform/domain-events.ts';

/**
 * The modules' subscribers to domain events (platform/domain-events.ts, decision 0045), worked by every
 * instance: each module exports its own from its index.ts (built with `subscriber(...)`) and they are listed
 * here, as the member-data hooks are in member-data-hooks.ts. None yet: no change of today's modules has a
 * consequence in another that may wait (the decision lists them); the activity mails of the notifications work
 * are the first.
 */
export function eventSubscribers(_deps: AppDeps): EventSubscriber[] {
  return [];
}
