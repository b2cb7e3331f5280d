import { type EventSubscriber, subscriber } from '../../platform/domain-events.ts';
import { type AbuseDeps, likeSignals, messageSignals } from './signals.ts';

// The abuse module's door (decision 0057): the spam signals' subscribers, the slowed-down limits that chat_send and
// the likes apply, the flagged queue's size for the dashboard, and the disposable-domain check of the accounts.
export { isDisposableAddress } from './disposable-domains.ts';
export { SLOWED_LIMITS } from './policy.ts';
export { flagsQueueSize } from './service.ts';

/** The spam signals, computed from the events after the send or the like committed, never on its path. */
export function abuseSubscribers(deps: AbuseDeps): EventSubscriber[] {
  return [
    subscriber({ event: 'message.sent', name: 'abuse', handle: (event) => messageSignals(deps, event) }),
    subscriber({ event: 'like.created', name: 'abuse', handle: (event) => likeSignals(deps, event) }),
  ];
}
