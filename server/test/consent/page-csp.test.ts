import { CONSENT_COOKIE_NAME } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createTestApp } from '../support/test-app.ts';

const cspOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-security-policy']);
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

/**
 * A page's content security policy per site and consent (decision 0065): the configured tags' hosts, only for the
 * categories the consent cookie agrees to, never on a page that loads no tags; otherwise as strict as always.
 */
describe('the content security policy of a page with tags', async () => {
  const { app, db } = await createTestApp();
  await createSite(db, {
    ...defaultSite('tagged.example'),
    isDefault: false,
    tagManagerId: 'GTM-AB12CD',
    sessionReplayId: '1234567',
    advertisingId: 'AW-123456789',
  });
  await createSite(db, { ...defaultSite('replay.example'), isDefault: false, sessionReplayId: '7654321' });
  const page = (host: string, url: string, consent?: string) =>
    app.inject({
      url,
      headers: { host, ...(consent ? { cookie: `${CONSENT_COOKIE_NAME}=${consent}` } : {}) },
    });
  const strict = cspOf(await page('localhost', '/'));

  it('is the strict policy without a consent cookie, with a refusal, and on a site without tags', async () => {
    expect(directive(strict, 'script-src')).toBe("script-src 'self'");
    expect(cspOf(await page('tagged.example', '/'))).toBe(strict);
    expect(cspOf(await page('tagged.example', '/', 'statistics=0.marketing=0'))).toBe(strict);
    expect(cspOf(await page('tagged.example', '/', 'not-ours'))).toBe(strict);
    expect(cspOf(await page('localhost', '/', 'statistics=1.marketing=1'))).toBe(strict);
  });

  it('adds the statistics tags’ hosts (tag manager, replay) for statistics consent, not the advertising tag’s', async () => {
    const csp = cspOf(await page('tagged.example', '/members', 'statistics=1.marketing=0'));
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://static.hotjar.com https://script.hotjar.com",
    );
    expect(directive(csp, 'connect-src')).toContain('wss://*.hotjar.com');
    expect(csp).not.toContain('googleadservices');
    expect(csp).not.toContain('doubleclick');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('adds the advertising tag’s hosts for marketing consent only', async () => {
    const csp = cspOf(await page('tagged.example', '/', 'statistics=0.marketing=1'));
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net",
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://td.doubleclick.net https://www.googletagmanager.com",
    );
    expect(csp).not.toContain('hotjar');
  });

  it('allows exactly the configured tags of the site: one with only a replay script gets only its hosts', async () => {
    const csp = cspOf(await page('replay.example', '/', 'statistics=1.marketing=1'));
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://static.hotjar.com https://script.hotjar.com",
    );
    expect(csp).not.toContain('googletagmanager');
  });

  it('stays strict on chat, payment, account and sign-in pages and the back office, whatever the consent', async () => {
    for (const url of [
      '/chats',
      '/chats/5',
      '/members/5/chat',
      '/credits',
      '/transactions/3',
      '/profile',
      '/login',
      '/admin/sites',
    ]) {
      expect(cspOf(await page('tagged.example', url, 'statistics=1.marketing=1')), url).toBe(strict);
    }
  });

  it('keeps an API answer’s policy strict: nothing allowed, whatever the consent', async () => {
    const answer = await page('tagged.example', '/api/settings.php', 'statistics=1.marketing=1');
    expect(cspOf(answer)).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('tags from a stand-in origin (TAG_SCRIPT_ORIGIN)', async () => {
  const { app, db } = await createTestApp({ TAG_SCRIPT_ORIGIN: 'http://127.0.0.1:4999/' });
  await createSite(db, { ...defaultSite('stand-in.example'), isDefault: false, tagManagerId: 'GTM-TEST1' });

  it('loads the script from there, and the policy allows that origin alone', async () => {
    const settings = (
      await app.inject({ url: '/api/settings.php', headers: { host: 'stand-in.example' } })
    ).json().settings;
    expect(settings.tags).toEqual([
      { kind: 'tag_manager', id: 'GTM-TEST1', src: 'http://127.0.0.1:4999/gtm.js?id=GTM-TEST1' },
    ]);
    const page = await app.inject({
      url: '/',
      headers: { host: 'stand-in.example', cookie: 'cookie_consent=statistics=1.marketing=0' },
    });
    const csp = cspOf(page);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:4999");
    expect(csp).not.toContain('googletagmanager');
  });
});
