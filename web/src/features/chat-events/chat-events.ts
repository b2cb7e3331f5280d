import type { ChatEvent } from '@community/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError, apiProbe } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

/**
 * Live chat events (GET /api/chat-events.php, Server-Sent Events; protocol on ChatEvent in contract/src/chat.ts).
 * One EventSource per tab, opened while anyone listens and closed when the last listener leaves. Listeners
 * come through useChatEvents, which only listens while a member is logged in, so logging out closes it.
 * EventSource retries network drops itself; when it gives up (any non-200 answer) we probe the answer and
 * reconnect with a doubling delay, except after 403 (not allowed: stays closed until listeners start anew; a 403
 * authentication_required also logs the member out, through the API client).
 */
const CHAT_EVENTS_URL = '/api/chat-events.php';
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;

type Listener = (event: ChatEvent) => void;
const listeners = new Set<Listener>();
const connectedListeners = new Set<() => void>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryAttempt = 0;
let refused = false;
let connected = false;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of connectedListeners) listener();
}

function dispatch(raw: string) {
  let event: ChatEvent;
  try {
    event = JSON.parse(raw) as ChatEvent;
  } catch {
    return;
  }
  if (!event || typeof event.type !== 'string') return;
  if (event.type === 'ready') {
    retryAttempt = 0;
    setConnected(true);
  }
  for (const listener of [...listeners]) listener(event);
}

/**
 * Whether the refusal was a 403 (then we stop); a failed probe counts as "try again later". The probe goes through
 * the API client, so a 403 authentication_required logs the member out as any call's does.
 */
async function isRefused(): Promise<boolean> {
  const controller = new AbortController();
  try {
    await apiProbe(CHAT_EVENTS_URL, { accept: 'text/event-stream', signal: controller.signal });
    return false;
  } catch (error) {
    return error instanceof ApiError && error.status === 403;
  } finally {
    controller.abort();
  }
}

function open() {
  const eventSource = new EventSource(CHAT_EVENTS_URL, { withCredentials: true });
  source = eventSource;
  eventSource.onmessage = (message: MessageEvent<string>) => dispatch(message.data);
  eventSource.onerror = () => {
    setConnected(false);
    if (eventSource.readyState !== EventSource.CLOSED) return; // EventSource reconnects by itself
    eventSource.close();
    if (source !== eventSource) return;
    source = null;
    void isRefused().then((wasRefused) => {
      if (source || retryTimer || listeners.size === 0) return;
      if (wasRefused) {
        refused = true;
        return;
      }
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** retryAttempt++);
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        update();
      }, delay);
    });
  };
}

function close() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = null;
  retryAttempt = 0;
  refused = false;
  setConnected(false);
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Open while someone listens and the page is visible. A hidden page closes the stream, so that the server does not
 * count a member with the site in a background tab as online (their messages then go out by mail and push, issue
 * 22); on visible it opens again and its `ready` makes the listeners catch up on what came meanwhile.
 */
function update() {
  if (listeners.size === 0 || pageHidden()) close();
  // Without EventSource (old browsers, jsdom) the periodic refreshes carry on alone.
  else if (!source && !retryTimer && !refused && typeof EventSource !== 'undefined') open();
}

let followingVisibility = false;
function followVisibility() {
  if (followingVisibility || typeof document === 'undefined') return;
  followingVisibility = true;
  document.addEventListener('visibilitychange', update);
}

/** Listens to every live chat event of the logged-in member; opens the shared connection when needed. */
export function subscribeChatEvents(listener: Listener): () => void {
  listeners.add(listener);
  followVisibility();
  update();
  return () => {
    listeners.delete(listener);
    update();
  };
}

/** Listens while a member is logged in; the latest `listener` is called, without resubscribing on each render. */
export function useChatEvents(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  const memberId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (memberId === null) return;
    return subscribeChatEvents((event) => latest.current(event));
  }, [memberId]);
}

function subscribeConnected(listener: () => void) {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/**
 * True while the live chat connection is up (after its `ready`): the chats' polling can then slow down. Not the
 * push state of SPEC §4 (features/push/push-state.ts), which slows the refreshes of user, chats and likes.
 */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribeConnected,
    () => connected,
    () => false,
  );
}
