// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { BOOTSTRAP_GLOBAL, WEB_ROUTES } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { ORIGIN, pageRequest, startWorker } from './service-worker-fakes.ts';

const member = { id: 7, email: 'sanne@example.nl' };
/** The page as the server renders it: the site's settings and the member of the cookie. */
const serverPage = (title: string, user: unknown = member) =>
  `<!doctype html><html><head><title>${title}</title><script type="application/json" id="${BOOTSTRAP_GLOBAL}">${JSON.stringify(
    { settings: { name: 'Flirt<lokaal>' }, language: 'nl', user },
  ).replace(
    /</g,
    '\\u003c',
  )}</script></head><body><script src="/assets/index-abc123.js"></script></body></html>`;
const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

function siteWorker() {
  let title = 'first';
  const worker = startWorker({
    network: (request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/assets/')) return new Response(`asset ${url.pathname}`);
      if (url.pathname.startsWith('/api/')) return Response.json({ user: member });
      return html(serverPage(title));
    },
  });
  const deploy = (next: string) => {
    title = next;
  };
  return { ...worker, deploy };
}

describe('the app shell cache', () => {
  it('answers a return visit from the cache at once and refreshes it behind, without the member in it', async () => {
    const worker = siteWorker();
    const first = await worker.dispatch('fetch', { request: pageRequest('/members') });
    expect(await first.response?.text()).toContain('<title>first</title>');

    worker.deploy('second');
    const again = await worker.dispatch('fetch', { request: pageRequest('/chats/31?x=1') });
    const cachedPage = await again.response?.text();
    expect(cachedPage).toContain('<title>first</title>');
    expect(cachedPage).not.toContain('sanne@example.nl');
    const bootstrap = cachedPage?.match(/id="__BOOTSTRAP__">([^<]*)</)?.[1] ?? '';
    expect(JSON.parse(bootstrap)).toEqual({ settings: { name: 'Flirt<lokaal>' }, language: 'nl' });
    // The network's newer page replaced it meanwhile: the next visit gets that one.
    const third = await worker.dispatch('fetch', { request: pageRequest('/likes') });
    expect(await third.response?.text()).toContain('<title>second</title>');
    expect(worker.fetch).toHaveBeenCalledTimes(3);
  });

  it('serves hashed assets from the cache first', async () => {
    const worker = siteWorker();
    const request = () => pageRequest('/assets/index-abc123.js', 'no-cors');
    expect(await (await worker.dispatch('fetch', { request: request() })).response?.text()).toBe(
      'asset /assets/index-abc123.js',
    );
    expect(await (await worker.dispatch('fetch', { request: request() })).response?.text()).toBe(
      'asset /assets/index-abc123.js',
    );
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('never touches API calls, photos, other sites, other methods, or navigations that are no app page', async () => {
    const worker = siteWorker();
    const untouched = [
      pageRequest('/api/user.php', 'cors'),
      pageRequest('/api/unsubscribe.php?token=x', 'navigate'),
      pageRequest('/photos/12/thumb.jpg', 'no-cors'),
      pageRequest('/a1b2c3d4e5f6', 'navigate'), // a one-click sign-in link ({token}) is the server's
      pageRequest('/healthz', 'navigate'),
      Object.defineProperty(new Request(`${ORIGIN}/members`, { method: 'POST' }), 'mode', {
        value: 'navigate',
      }),
      Object.defineProperty(new Request('https://cdn.example/assets/x.js'), 'mode', { value: 'no-cors' }),
    ];
    for (const request of untouched) {
      const { event } = await worker.dispatch('fetch', { request });
      expect(event.responded, request.url).toBeUndefined();
    }
    expect([...worker.caches.byName.values()].every((cache) => cache.entries.size === 0)).toBe(true);
  });

  it('keeps no page the server refused (a 404) and no answer that is not a page', async () => {
    const worker = startWorker({ network: () => html('gone', 404) });
    await worker.dispatch('fetch', { request: pageRequest('/members/99') });
    const shell = await worker.caches.open('app-shell-v2');
    expect(shell.entries.size).toBe(0);
  });

  it('answers every page route of the app from the shell', () => {
    const script = fs.readFileSync(path.join(import.meta.dirname, '../public/sw.js'), 'utf8');
    const appPage = new RegExp(script.match(/const APP_PAGE =\s*\/(.+)\/;/)?.[1] ?? 'never');
    const samples = Object.values(WEB_ROUTES).map((pattern) =>
      pattern
        .replace(/:id\??/g, '12')
        .replace(/:type/, 'new')
        .replace(/\/:\w+\?/g, '/ideal')
        .replace(/:\w+/g, 'x'),
    );
    expect(samples.filter((sample) => !appPage.test(sample))).toEqual([]);
  });

  it('removes the caches of earlier versions when a new worker takes over', async () => {
    const worker = siteWorker();
    await worker.caches.open('app-shell-v1');
    await worker.caches.open('app-shell-v2');
    await worker.dispatch('activate');
    expect(await worker.caches.keys()).toEqual(['app-shell-v2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
    await worker.dispatch('install');
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });
});
