import type { CurrentUser } from '@community/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { registerPush } from './push-api.ts';
import { serviceWorkerRegistration } from './service-worker.ts';

/**
 * SPEC §4 push state of this browser: `not-capable` (no service worker, Push API or notifications, or the site
 * has no push key), `unknown` (not read from the browser yet), `not-subscribed`, `subscribed`, `denied` (the
 * member refused notifications to this site).
 */
export type PushState = 'not-capable' | 'unknown' | 'not-subscribed' | 'subscribed' | 'denied';

let state: PushState = 'unknown';
const listeners = new Set<() => void>();

function setState(next: PushState) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

function pushCapable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Reading never registers the worker (that waits for the page's load event). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Reads the state from the browser: capability, permission, then whether a subscription exists. */
export async function readPushState(publicKey: string | null): Promise<PushState> {
  if (!publicKey || !pushCapable()) return 'not-capable';
  if (Notification.permission === 'denied') return 'denied';
  try {
    return (await currentSubscription()) ? 'subscribed' : 'not-subscribed';
  } catch {
    return 'not-capable';
  }
}

async function refreshPushState(publicKey: string | null): Promise<PushState> {
  const next = await readPushState(publicKey);
  setState(next);
  return next;
}

/** The VAPID public key (base64url) as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser's permission and subscribes with the site's key, then tells the server (POST user.php?push=1);
 * a refusal is told as 'denied'. Answers the member as the server has them now, or null when nothing was stored
 * (the member closed the permission prompt without choosing).
 */
export async function enablePush(publicKey: string): Promise<CurrentUser | null> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    setState('denied');
    return registerPush('denied');
  }
  if (permission !== 'granted') return null;
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new Error('service worker unavailable');
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const user = await registerPush(subscription.toJSON() as Parameters<typeof registerPush>[0]);
  setState('subscribed');
  return user;
}

/** Ends this browser's subscription; the push service then answers 410 and the server forgets it. */
export async function disablePush(): Promise<void> {
  if (!pushCapable()) return;
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
  setState('not-subscribed');
}

/** The subscription of this browser, to hand to the server again after a login (it may be another member's). */
export async function existingSubscription(): Promise<PushSubscriptionJSON | null> {
  if (!pushCapable() || Notification.permission !== 'granted') return null;
  return (await currentSubscription())?.toJSON() ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The push state, read from the browser when the site's key is known (and again when it changes). */
export function usePushState(publicKey: string | null): PushState {
  useEffect(() => {
    void refreshPushState(publicKey);
  }, [publicKey]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unknown',
  );
}

/**
 * Whether this browser receives the site's pushes: the periodic refreshes then slow down (SPEC §9). Only reads the
 * state, which PushSync (above every layout) keeps read from the browser.
 */
export function usePushSubscribed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state === 'subscribed',
    () => false,
  );
}

/** For tests: forget the state read before. */
export function resetPushStateForTests(): void {
  state = 'unknown';
}
