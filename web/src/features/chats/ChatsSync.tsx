import { REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useChatEvents, useLiveConnected } from '../chat-events/chat-events.ts';
import { usePushSubscribed } from '../push/push-state.ts';
import { sessionEnding } from '../session/logout-gate.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { usePeriodicRefresh } from '../session/use-periodic-refresh.ts';
import { refreshChats } from './chats-api.ts';

/** Live events arrive in bursts (a message, then its read receipt): one reload after the burst. */
const CHATS_EVENT_DEBOUNCE_MS = 300;

/**
 * Keeps the conversation list fresh while a member is logged in, so the unread badge and the page title follow:
 * every 60 s, or every 300 s while this browser has a push subscription (SPEC §9) or the live connection is up
 * (it brings every change of the list at once), and shortly after a live event that changes the list (`ready` is
 * a (re)connection: whatever was missed in between).
 */
export function ChatsSync() {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;
  const refresh = useCallback(() => void refreshChats(queryClient), [queryClient]);
  const pushSubscribed = usePushSubscribed();
  const interval = useLiveConnected() || pushSubscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;
  usePeriodicRefresh(refresh, loggedIn, interval);

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A reload planned just before the member logged out would only ask for what is no longer theirs.
  useEffect(() => {
    if (!loggedIn) clearTimeout(pending.current);
    return () => clearTimeout(pending.current);
  }, [loggedIn]);
  useChatEvents((event) => {
    if (event.type !== 'ready' && event.type !== 'message' && event.type !== 'read') return;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      if (!sessionEnding()) refresh();
    }, CHATS_EVENT_DEBOUNCE_MS);
  });
  return null;
}
