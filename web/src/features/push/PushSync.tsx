import { useEffect } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { registerPush } from './push-api.ts';
import { usePushPageMessages } from './push-page-messages.ts';
import { existingSubscription, usePushState } from './push-state.ts';

/** Members this page has handed the browser's subscription to (once per member and page load). */
const handedOver = new Set<number>();

/**
 * The page's part of web push: the push state read from the browser (for the refresh intervals), what the service
 * worker posts (push-page-messages.ts), and, after a member logs in
 * on a browser that already has a subscription, that subscription handed to the server for them, so that pushes
 * follow whoever uses this browser now (the server keeps one owner per endpoint).
 */
export function PushSync() {
  usePushPageMessages();
  usePushState(useCurrentSettings().push_public_key);
  const memberId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (memberId === null || handedOver.has(memberId)) return;
    handedOver.add(memberId);
    void existingSubscription()
      .then(
        (subscription) => subscription && registerPush(subscription as Parameters<typeof registerPush>[0]),
      )
      .catch(() => undefined);
  }, [memberId]);
  return null;
}
