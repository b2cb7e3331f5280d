import { type EventSubscriber, subscriber } from '../../platform/domain-events.ts';
import { type PostbackDeps, sendConversion, sendFirstPurchase } from './postback-service.ts';

// The traffic module's door (issue 24, decision 0064): the networks' postbacks on activation and first purchase,
// the `lb` page-bounce beacon and its purge, the back office's postbacks editor and report, and the report for the
// command line.
export { trafficAdminRoutes } from './admin-routes.ts';
export { pageBounceRoutes } from './bounce-routes.ts';
export { purgePageBouncesJob } from './page-bounces.ts';
export { trafficReport } from './report.ts';

/** Tests: shorter waits than a network deserves in production. */
export type PostbackOptions = { retryDelaySeconds?: number; timeoutMs?: number };

/**
 * The postbacks, sent from the events after the activation or the payment committed. A network that does not
 * take one (no answer, an error status) is tried again: 8 more times, the waits doubling from a minute (about 4
 * hours in all).
 */
export function trafficSubscribers(deps: PostbackDeps, options: PostbackOptions = {}): EventSubscriber[] {
  const retry = { retryLimit: 8, retryDelay: options.retryDelaySeconds ?? 60, retryBackoff: true };
  const postbackDeps = { ...deps, postbackTimeoutMs: options.timeoutMs };
  return [
    subscriber({
      event: 'member.activated',
      name: 'postback',
      retry,
      handle: (event) => sendConversion(postbackDeps, event.memberId, 'activation'),
    }),
    subscriber({
      event: 'payment.paid',
      name: 'postback',
      retry,
      handle: (event) => sendFirstPurchase(postbackDeps, event),
    }),
  ];
}
