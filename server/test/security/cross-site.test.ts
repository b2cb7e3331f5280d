import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from '../../src/platform/tokens.ts';
import { createActiveMember, createMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

/** Spellings of an /api address that the router may (or may not) take for the address itself. */
const spellings = (path: string) => {
  const tail = path.slice('/api/'.length);
  return [
    path,
    `/%61pi/${tail}`,
    `/api/${tail.replace('.', '%2E')}`,
    `/%2561pi/${tail}`,
    `/API/${tail}`,
    `//api/${tail}`,
    `/api//${tail}`,
    `${path}/`,
    `${path}.`,
    `${path};jsessionid=1`,
    `/api%2F${tail}`,
    `/api%2f${tail}`,
    `/api/./${tail}`,
    `/api/x/../${tail}`,
  ];
};

describe('the cross-site guard judges the address the router routes', async () => {
  const { app, db } = await createTestApp();
  const stillLoggedIn = async (cookie: string) =>
    (await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode === 200;
  const addToken = async (userId: number, purpose: string) => {
    const token = randomToken();
    await db.$client.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
      [userId, purpose, hashToken(token)],
    );
    return token;
  };

  it('another site cannot log a member out, however it spells the address', async () => {
    const { cookie } = await createMember(app);
    for (const url of spellings('/api/logout.php')) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({
          method,
          url,
          headers: { cookie, 'sec-fetch-site': 'cross-site' },
        });
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(await stillLoggedIn(cookie), `${method} ${url}`).toBe(true);
      }
    }
  });

  it('another site cannot make a member like someone, however it spells the address', async () => {
    const liker = await createActiveMember(app, db);
    const liked = await createActiveMember(app, db);
    const foreign = { cookie: liker.cookie, origin: 'https://evil.example', host: 'localhost' };
    for (const url of spellings('/api/like.php')) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: foreign,
        payload: { id: liked.user.id },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    const likes = await db.$client.query('SELECT 1 FROM likes WHERE liker_id = $1', [liker.user.id]);
    expect(likes.rowCount).toBe(0);
  });

  it('a form the site’s own page posts counts as the site’s own, though no-referrer makes its Origin null', async () => {
    const liker = await createActiveMember(app, db);
    const liked = await createActiveMember(app, db);
    const own = { cookie: liker.cookie, origin: 'null', 'sec-fetch-site': 'same-origin' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: own,
      payload: { id: liked.user.id },
    });
    expect(response.statusCode).toBeLessThan(300);
    // Without the browser's word, a null Origin stays foreign.
    const bare = await app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: liker.cookie, origin: 'null' },
      payload: { id: liked.user.id },
    });
    expect(bare.json()).toEqual({ error: 'cross_site_refused' });
  });

  it('GETs with effects answer only the site’s own pages, not a link from a mail, another site or the address bar', async () => {
    const { cookie } = await createMember(app);
    const refused: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ];
    for (const url of [
      '/api/logout.php',
      '/api/auto-like.php',
      '/api/chat-events.php',
      '/api/member.php?id=1',
    ]) {
      for (const headers of refused) {
        const response = await app.inject({ url, headers: { cookie, host: 'localhost', ...headers } });
        expect(response.json(), `${url} ${JSON.stringify(headers)}`).toEqual({ error: 'cross_site_refused' });
      }
    }
    expect(await stillLoggedIn(cookie)).toBe(true);
    const ownPage = await app.inject({
      url: '/api/logout.php',
      headers: { cookie, host: 'localhost', 'sec-fetch-site': 'same-origin', referer: 'http://localhost/' },
    });
    expect(ownPage.json()).toEqual({ ok: true });
    expect(await stillLoggedIn(cookie)).toBe(false);
  });

  it('the one-click links of mails still work when opened from a mail client or a webmail site', async () => {
    for (const fetchSite of ['none', 'cross-site']) {
      const { user, cookie } = await createMember(app);
      const activation = await addToken(user.id, 'activation');
      const activated = await app.inject({
        url: `/api/activate.php?token=${activation}`,
        headers: { 'sec-fetch-site': fetchSite },
      });
      expect(activated.headers.location).toBe('/activate/done');
      const me = await app.inject({ url: '/api/user.php', headers: { cookie } });
      expect(me.json().user.status).toBe('active');
      const signIn = await addToken(user.id, 'sign_in');
      const signedIn = await app.inject({ url: `/${signIn}`, headers: { 'sec-fetch-site': fetchSite } });
      expect(signedIn.headers.location).toBe('/');
    }
  });

  it('an address the router cannot decode is answered in the error shape', async () => {
    const response = await app.inject({ url: '/api/logout.php%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed' });
  });
});
