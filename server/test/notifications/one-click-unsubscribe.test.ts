import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe-links.ts';
import { createMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

/** RFC 8058 one-click unsubscribe (decision 0052): POST /api/unsubscribe.php?token=…, the token is the authority. */
describe('one-click unsubscribe of a notification type', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const switchedOff = async (userId: number) =>
    (await sql.query('SELECT notifications_disabled FROM users WHERE id = $1', [userId])).rows[0]
      .notifications_disabled as string[];
  /** A mail provider's one-click POST: a form, no cookie, from another origin. */
  const oneClick = (token: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://webmail.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: ip,
    });

  it('a mail client’s form POST from another site, without a cookie, switches that type off, once', async () => {
    const { user } = await createMember(app);
    const other = await createMember(app);
    const token = await unsubscribeToken(sql, user.id, 'new_messages');

    const first = await oneClick(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true, type: 'new_messages' });
    expect(await switchedOff(user.id)).toEqual(['new_messages']);

    const again = await oneClick(token);
    expect(again.json()).toEqual({ ok: true, type: 'new_messages' });
    expect(await switchedOff(user.id)).toEqual(['new_messages']);
    expect(await switchedOff(other.user.id)).toEqual([]);
  });

  it('takes multipart/form-data too, as RFC 8058 allows', async () => {
    const { user } = await createMember(app);
    const token = await unsubscribeToken(sql, user.id, 'like');
    const boundary = 'x-one-click';
    const response = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'sec-fetch-site': 'cross-site',
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await switchedOff(user.id)).toEqual(['like']);
  });

  it('the notifications page’s JSON POST unsubscribes, and the member’s settings show it', async () => {
    const { user, cookie } = await createMember(app);
    const token = await unsubscribeToken(sql, user.id, 'weekly_updates');
    const response = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(response.json()).toEqual({ ok: true, type: 'weekly_updates' });
    const me = await app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.json().user.notifications_disabled).toEqual(['weekly_updates']);
    expect(me.json().user.email_disabled_reason).toBeNull();
  });

  it('refuses an altered token with 400 and changes nothing', async () => {
    const { user } = await createMember(app);
    const other = await createMember(app);
    const token = await unsubscribeToken(sql, user.id, 'promotions');
    const [id, index, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const altered = [
      `${id}.${index}.${flipped}`,
      `${other.user.id}.${index}.${signature}`,
      `${id}.${Number(index) === 0 ? 1 : 0}.${signature}`,
      `${id}.${index}`,
      'nonsense',
    ];
    for (const bad of altered) {
      const response = await oneClick(bad, '203.0.113.50');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ error: 'unsubscribe_link_invalid' });
    }
    expect(await switchedOff(user.id)).toEqual([]);
    expect(await switchedOff(other.user.id)).toEqual([]);
  });

  it('a GET (a link scanner, a client without one-click) changes nothing and leads to the page', async () => {
    const { user } = await createMember(app);
    const token = await unsubscribeToken(sql, user.id, 'news');
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: `/api/unsubscribe.php?token=${token}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/notifications?unsubscribe=${token}`);
    }
    expect(await switchedOff(user.id)).toEqual([]);
  });

  it('slows down an address that sends bad tokens, but never refuses a good one', async () => {
    const { user } = await createMember(app);
    const ip = '198.51.100.9';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++)
      answers.push((await oneClick(`${user.id}.0.${'A'.repeat(32)}`, ip)).statusCode);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(answers[30]).toBe(429);
    const good = await oneClick(await unsubscribeToken(sql, user.id, 'reminders'), ip);
    expect(good.statusCode).toBe(200);
    expect(await switchedOff(user.id)).toEqual(['reminders']);
  });
});
