import { type EventSubscriber, subscriber } from '../../platform/domain-events.ts';
import { type NotificationDeps, recordLike, recordMessage } from './service.ts';

/**
 * The notifications' subscribers (decision 0049): a message, a like and a match each become a pending item for
 * the member they concern, and wake that member's deliver step for when the item is due. Each is safe to run
 * twice (the event's key is recorded with the item).
 */
export function notificationSubscribers(deps: NotificationDeps): EventSubscriber[] {
  return [
    subscriber({
      event: 'message.sent',
      name: 'notifications',
      handle: (event) => recordMessage(deps, event),
    }),
    subscriber({
      event: 'like.created',
      name: 'notifications',
      handle: (event) => recordLike(deps, event, false),
    }),
    // A match is news about a like: the member liked back learns it as a like that says "match".
    subscriber({
      event: 'match.created',
      name: 'notifications',
      handle: (event) => recordLike(deps, event, true),
    }),
  ];
}
