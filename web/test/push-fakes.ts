import { vi } from 'vitest';

/** A VAPID public key as settings.push_public_key carries it (base64url, 65 bytes). */
export const PUSH_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

type Permission = 'default' | 'granted' | 'denied';

/**
 * A browser that can receive pushes: navigator.serviceWorker with a registration and its PushManager, and the
 * Notification permission (`answer` is what the member picks when asked). Undone by `removePushBrowser`.
 */
export function fakePushBrowser(
  options: { permission?: Permission; subscribed?: boolean; answer?: Permission } = {},
) {
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = options.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const container = Object.assign(new EventTarget(), {
    getRegistration: vi.fn(async () => registration),
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  /** A message from the service worker to this page. */
  const post = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
  return { container, pushManager, subscription, notification, post };
}

export function removePushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
}
