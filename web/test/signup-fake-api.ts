import type { CurrentUser, SignupForm } from '@community/contract';
import { vi } from 'vitest';
import nl from '../src/i18n/locales/nl.json';
import { checkFakeAnswer } from './contract-answers.ts';
import { testUser } from './render-app.tsx';

/** One answer of the fake server. */
export type Answer = { status: number; body: unknown };
type Handler = (body: Record<string, unknown>) => Answer;

export const ok = (body: unknown = { ok: true }): Answer => ({ status: 200, body });
export const refuse = (status: number, error: string, params: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error, ...params },
});

const newMember = (form: Partial<SignupForm>): CurrentUser =>
  testUser({
    id: 99,
    status: 'not_confirmed',
    email: form.email ?? 'nieuw@example.nl',
    profile: { ...testUser().profile, id: 99, name: form.name ?? 'Nieuw', status: 'disabled' },
  });

const REGIONS = {
  regions: {
    NL: {
      term: 'province',
      regions: [
        { code: 'NH', name: 'Noord-Holland' },
        { code: 'ZH', name: 'Zuid-Holland' },
      ],
    },
    BE: { term: 'province', regions: [{ code: 'VAN', name: 'Antwerpen' }] },
  },
};

/**
 * The account calls of docs/accounts.md as a small in-memory fake behind `fetch`. Each route answers with
 * its handlers in turn (the last one repeats); every request is recorded.
 */
export function fakeApi(routes: Record<string, Handler | Handler[]> = {}) {
  const handlers: Record<string, Handler[]> = {
    'POST /api/signup-check.php': [() => ok()],
    'POST /api/signup.php': [(body) => ({ status: 201, body: { user: newMember(body) } })],
    'GET /api/signup-matches.php': [() => ok({ count: 42, profiles: [] })],
    'POST /api/activation-mail.php': [() => ok()],
    'GET /api/regions.php': [() => ok(REGIONS)],
  };
  for (const [route, handler] of Object.entries(routes))
    handlers[route] = Array.isArray(handler) ? [...handler] : [handler];
  const calls: Array<{ route: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ route, body });
      const queue = handlers[route];
      const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      const answer = handler ? handler(body) : refuse(404, 'not_found');
      checkFakeAnswer(route, answer.status, answer.body);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    /** The requests to one route, in order. */
    to: (route: string) => calls.filter((call) => call.route === route),
    /** The account routes called, in order (regions left out). */
    routes: () => calls.map((call) => call.route).filter((route) => !route.includes('regions')),
  };
}

/** A Dutch text of the locale file, placeholders filled: for the errors.* texts another engineer writes. */
export function nlText(key: string, params: Record<string, string | number> = {}): string {
  const find = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], nl);
  const plural =
    typeof params.count === 'number' ? `${key}_${new Intl.PluralRules('nl').select(params.count)}` : key;
  const value = find(key) ?? find(plural);
  if (typeof value !== 'string') throw new Error(`no nl text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** What a screen reader reads as the description of an element (aria-describedby). */
export function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
