import { describe, expect, it } from 'vitest';
import { createMember, login, sessionCookie } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp, testClock } from '../support/test-app.ts';

describe('login, sessions and logout', async () => {
  const smtp = await startSmtpServer();
  const clock = testClock();
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url }, { clock });

  it('requires authentication: GET/PUT user.php without a session answer 403 authentication_required', async () => {
    for (const request of [
      { url: '/api/user.php' },
      { method: 'PUT' as const, url: '/api/user.php', payload: { language: 'en' } },
      { url: '/api/user.php', headers: { cookie: 'auth.session=not-a-real-token' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
  });

  it('logs in with the right password in any letter case of the address, and rotates the token', async () => {
    const { form, cookie } = await createMember(app);
    const response = await login(app, form.email.toUpperCase(), form.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(form.email);
    expect(sessionCookie(response)).not.toBe(cookie);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const { form } = await createMember(app);
    const wrong = await login(app, form.email, 'not-the-password-1', '10.2.0.1');
    const unknown = await login(app, 'nobody-here@example.nl', 'not-the-password-1', '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'login_failed' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('locks an address after 5 failures with the minutes left, for known and unknown addresses alike', async () => {
    const { form } = await createMember(app);
    for (const email of [form.email, 'ghost@example.nl']) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(app, email, `wrong-${i}-password`, `10.3.0.${i}`));
      expect(answers.slice(0, 4).map((r) => r.json().error)).toEqual(Array(4).fill('login_failed'));
      expect(answers[4]?.json()).toEqual({ error: 'account_locked', minutes: 15 });
      expect(answers[5]?.json()).toEqual({ error: 'account_locked', minutes: 15 });
    }
    // Locked: even the right password is refused, and the minutes count down.
    clock.set(new Date(clock().getTime() + 6 * 60_000));
    expect((await login(app, form.email, form.password)).json()).toEqual({
      error: 'account_locked',
      minutes: 9,
    });
    clock.set(new Date(clock().getTime() + 10 * 60_000));
    expect((await login(app, form.email, form.password)).statusCode).toBe(200);
  });

  it('limits failures per IP address against password spraying', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await login(app, `spray${i}@example.nl`, 'Summer2026!', '10.4.0.1')).json());
    expect(statuses.slice(0, 30).every((body) => body.error === 'login_failed')).toBe(true);
    expect(statuses[30]).toEqual({ error: 'rate_limited', retry_after: 900 });
  }, 90_000);

  it('a locked address can still reset its password, and the reset lifts the lock', async () => {
    const { form } = await createMember(app);
    for (let i = 0; i < 5; i++) await login(app, form.email, `wrong-${i}-password`, '10.5.0.1');
    expect((await login(app, form.email, form.password)).json().error).toBe('account_locked');
    const request = await app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      payload: { email: form.email },
    });
    expect(request.json()).toEqual({ ok: true });
    const link = new URL((await smtp.nextMail(form.email)).links[0] as string);
    const token = link.searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/password-reset-do.php',
      payload: { token, password: 'nieuw-wachtwoord-42', password_repeat: 'nieuw-wachtwoord-42' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, form.email, 'nieuw-wachtwoord-42')).statusCode).toBe(200);
  });

  it('logout ends the session on the server: the old cookie is worth nothing', async () => {
    const { cookie } = await createMember(app);
    const out = await app.inject({ url: '/api/logout.php', headers: { cookie } });
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers['set-cookie'])).toMatch(/auth\.session=;.*signed_in=;/s);
    expect((await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode).toBe(403);
  });

  it('PUT user.php saves the language; a second member session reads and changes only its own member', async () => {
    const first = await createMember(app);
    const second = await createMember(app);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: second.cookie },
      payload: { language: 'fr' },
    });
    expect(saved.json().user).toMatchObject({ id: second.user.id, language: 'fr' });
    const mine = (await app.inject({ url: '/api/user.php', headers: { cookie: first.cookie } })).json().user;
    expect(mine).toMatchObject({ id: first.user.id, language: 'nl' });
    expect(JSON.stringify(saved.json())).not.toContain(first.form.email);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: second.cookie },
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses state-changing calls from another site', async () => {
    const { form, cookie } = await createMember(app);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: form.email, password: form.password },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'cross_site_refused' });
    const foreignOrigin = await app.inject({
      url: '/api/logout.php',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(foreignOrigin.json()).toEqual({ error: 'cross_site_refused' });
    expect((await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode).toBe(200);
    const sameOrigin = await app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie, origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' },
      payload: { language: 'en' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('a one-time sign-in link ({token} route) works once, and never for a deleted account', async () => {
    const { user } = await createMember(app);
    const { randomToken, hashToken } = await import('../../src/platform/tokens.ts');
    const token = randomToken();
    await db.$client.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'sign_in', $2, now() + interval '1 day')`,
      [user.id, hashToken(token)],
    );
    const first = await app.inject({ url: `/${token}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const me = await app.inject({ url: '/api/user.php', headers: { cookie: sessionCookie(first) } });
    expect(me.json().user.id).toBe(user.id);
    expect((await app.inject({ url: `/${token}` })).headers.location).toBe('/login?link=invalid');
    const other = randomToken();
    await db.$client.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'sign_in', $2, now() + interval '1 day')`,
      [user.id, hashToken(other)],
    );
    await db.$client.query(`UPDATE users SET status = 'deleted', deleted_at = now() WHERE id = $1`, [
      user.id,
    ]);
    expect((await app.inject({ url: `/${other}` })).headers.location).toBe('/login?link=invalid');
  });
});
