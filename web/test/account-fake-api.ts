import { vi } from 'vitest';
import { checkFakeAnswer } from './contract-answers.ts';
import { fakeSessionMember, followFakeSession } from './fake-session.ts';
import { FakeXhr } from './fake-xhr.ts';
import { testCompanyInfo } from './render-app.tsx';

/** One call the web app made to the fake server. */
export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeAnswer = { status?: number; body?: unknown };
type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

const DEFAULTS: Record<string, Handler> = {
  // The session's member (renderApp's `user`, then whoever logged in), else a visitor (docs/accounts.md).
  'GET /api/user.php': () => {
    const user = fakeSessionMember();
    return user ? { body: { user } } : { status: 403, body: { error: 'authentication_required' } };
  },
  'GET /api/companyinfo.php': { body: { companyinfo: testCompanyInfo } },
  // The settings page lists blocked members (docs/profiles.md).
  'GET /api/blocks.php': { body: { profiles: [] } },
  // Nobody liked the member yet (docs/discovery.md): the top bar and the page title ask on every page.
  'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
  // No conversations yet (docs/chat.md): the top bar and the page title ask on every page too.
  'GET /api/chats.php': { body: { chats: [] } },
  // No moderator's decision waiting to be announced (docs/profiles.md): the layout asks on every page.
  'GET /api/photo-decisions.php': { body: { decisions: [] } },
  // No warning from staff waiting (decision 0056): the app asks once per visit of a signed-in member.
  'GET /api/member-warning.php': { body: { warning: null } },
};

/**
 * A small in-test stand-in for the documented answers of docs/accounts.md: `fetch` (and XMLHttpRequest, which
 * carries uploads) is replaced, every call is recorded, and each `"METHOD /path"` answers what the test scripted (404
 * not_found for anything else), checked against the contract's answer for that call (contract-answers.ts). Unless
 * a test scripts it, GET /api/user.php answers the session's member (fake-session.ts).
 */
export function fakeApi(routes: Record<string, Handler> = {}) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FakeCall = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`] ?? DEFAULTS[`${method} ${url.pathname}`];
    const answer: FakeAnswer = !handler
      ? { status: 404, body: { error: 'not_found' } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = answer.status ?? 200;
    const answerBody = answer.body ?? { ok: true };
    checkFakeAnswer(`${method} ${url.pathname}`, status, answerBody);
    followFakeSession(`${method} ${url.pathname}`, status, answerBody);
    return new Response(JSON.stringify(answerBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  // Uploads travel by XMLHttpRequest (for their progress); the stand-in hands them to the fake fetch above.
  FakeXhr.inFlight.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    calls,
    /** The calls to one `"METHOD /path"`. */
    to: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A promise the test resolves when it wants the server to answer (to hold a request in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
