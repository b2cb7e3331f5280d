import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshChats } from '../chats/chats-api.ts';
import { refreshLikes } from '../likes/likes-api.ts';
import { CURRENT_USER_KEY } from '../session/user-api.ts';

/** What the service worker posts to the open pages (web/public/sw.js, SPEC §7). */
type WorkerMessage = {
  type: 'NEW_PUSH_MESSAGE' | 'NEW_PUSH_CLICK';
  data: { checkUrl: string; openUrl: string };
};

const isWorkerMessage = (value: unknown): value is WorkerMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data } = value as Partial<WorkerMessage>;
  return (
    (type === 'NEW_PUSH_MESSAGE' || type === 'NEW_PUSH_CLICK') &&
    typeof data?.checkUrl === 'string' &&
    typeof data.openUrl === 'string'
  );
};

/**
 * The queries behind `checkUrl`, the call whose answer the push says has changed: chats (a message), likes (a
 * like or a match) or the member; a call the page does not keep gets the chats and likes, which the badges show.
 */
function refetchForPush(queryClient: QueryClient, checkUrl: string): Promise<unknown> {
  const path = new URL(checkUrl, 'http://site').pathname;
  if (path === '/api/chats.php') return refreshChats(queryClient);
  if (path === '/api/likes.php') return refreshLikes(queryClient);
  if (path === '/api/user.php') return queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
  return Promise.all([refreshChats(queryClient), refreshLikes(queryClient)]);
}

/** A path of this site (the worker already keeps clicks on the site; this holds for any other sender too). */
function sitePath(openUrl: string): string {
  const url = new URL(openUrl, window.location.origin);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : '/';
}

/** The page's side of the push messages: a push refetches what it changed, a click on one opens its page. */
export function usePushPageMessages(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (!isWorkerMessage(event.data)) return;
      const { type, data } = event.data;
      if (type === 'NEW_PUSH_MESSAGE') void refetchForPush(queryClient, data.checkUrl);
      else void navigate(sitePath(data.openUrl));
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient, navigate]);
}
