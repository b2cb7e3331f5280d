import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

/** The service worker script as the browser gets it (web/public/sw.js). */
const SCRIPT = fs.readFileSync(path.join(import.meta.dirname, '../public/sw.js'), 'utf8');
export const ORIGIN = 'https://flirt.example';

type Listener = (event: FakeEvent) => void;
/** What the worker's events carry: waitUntil and respondWith collect the promises the test then awaits. */
type FakeEvent = {
  waits: Promise<unknown>[];
  responded?: Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  respondWith: (response: Promise<Response>) => void;
  [key: string]: unknown;
};

/** A CacheStorage in memory, keyed by URL as the browser's. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  private key = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  async match(request: Request | string) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(this.key(request));
  }
}

class FakeCacheStorage {
  readonly byName = new Map<string, FakeCache>();
  async open(name: string) {
    const cache = this.byName.get(name) ?? new FakeCache();
    this.byName.set(name, cache);
    return cache;
  }
  async keys() {
    return [...this.byName.keys()];
  }
  async delete(name: string) {
    return this.byName.delete(name);
  }
}

export type FakePage = {
  url: string;
  focused: boolean;
  focus: () => Promise<FakePage>;
  postMessage: ReturnType<typeof vi.fn>;
};

export function fakePage(url: string, focused = false): FakePage {
  const page: FakePage = { url, focused, focus: vi.fn(async () => page), postMessage: vi.fn() };
  return page;
}

/** Runs sw.js against a fake `self` (registration, clients, navigator), `caches` and `fetch`. */
export function startWorker(options: { pages?: FakePage[]; network?: (request: Request) => Response } = {}) {
  const listeners = new Map<string, Listener>();
  const pages = options.pages ?? [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js?v=2`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => pages),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => undefined),
    },
    navigator: { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) },
  };
  const caches = new FakeCacheStorage();
  const fetch = vi.fn(async (request: Request) =>
    options.network ? options.network(request) : new Response('offline', { status: 503 }),
  );
  new Function('self', 'caches', 'fetch', SCRIPT)(self, caches, fetch);

  /** Dispatches an event and waits for everything it handed to waitUntil and respondWith. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const event: FakeEvent = {
      ...fields,
      waits: [],
      waitUntil(promise) {
        event.waits.push(promise);
      },
      respondWith(response) {
        event.responded = response;
      },
    };
    listeners.get(type)?.(event);
    const response = await event.responded;
    await Promise.all(event.waits);
    return { event, response };
  }
  return { self, caches, fetch, dispatch, pages };
}

/** A GET the page makes: a navigation or a sub-resource. */
export const pageRequest = (pathAndQuery: string, mode: RequestMode | 'navigate' = 'navigate') => {
  const request = new Request(`${ORIGIN}${pathAndQuery}`);
  Object.defineProperty(request, 'mode', { value: mode });
  return request;
};
