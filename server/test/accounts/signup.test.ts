import { describe, expect, it } from 'vitest';
import { createMember, sessionCookie, signupForm } from '../support/members.ts';
import { changeSites } from '../support/sites.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

describe('signup and activation', async () => {
  const smtp = await startSmtpServer();
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url });
  const signup = (payload: object, remoteAddress = '10.1.0.1') =>
    app.inject({ method: 'POST', url: '/api/signup.php', payload, remoteAddress });
  const check = (payload: object) => app.inject({ method: 'POST', url: '/api/signup-check.php', payload });

  it('refuses every broken field with its SPEC §5 code and the field, and creates nothing', async () => {
    const cases: Array<[object, number, object]> = [
      [{ date_of_birth: '' }, 400, { error: 'birth_date_required', field: 'date_of_birth', min_age: 18 }],
      [{ date_of_birth: '2015-01-01' }, 400, { error: 'birth_date_required', min_age: 18 }],
      [{ date_of_birth: '1990-02-31' }, 400, { error: 'birth_date_invalid' }],
      [{ name: '@sanne' }, 400, { error: 'name_starts_with_at', field: 'name' }],
      [{ email: 'Sanne@Example.nl', name: 'sanne@example.nl' }, 400, { error: 'name_equals_email' }],
      [{ email: 'sanne@' }, 400, { error: 'email_invalid', field: 'email' }],
      // A disposable domain from the list package, and a subdomain of one (decision 0057).
      [{ email: 'sanne@mailinator.com' }, 400, { error: 'email_disposable', field: 'email' }],
      [{ email: 'Sanne@Inbox.YOPmail.com' }, 400, { error: 'email_disposable', field: 'email' }],
      [{ password: 'kort' }, 400, { error: 'password_too_short', field: 'password' }],
      [{ password: 'x'.repeat(129) }, 400, { error: 'password_too_long' }],
      [{ password: 'Wachtwoord123' }, 400, { error: 'password_too_common' }],
      [{ password: 'iloveyou' }, 400, { error: 'password_too_common' }],
    ];
    for (const [fields, status, body] of cases) {
      const response = await signup(signupForm(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json()).toMatchObject(body);
      expect(response.cookies).toHaveLength(0);
    }
    const { rows } = await db.$client.query('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBe(0);
  });

  it('refuses wrong types with validation_failed', async () => {
    const response = await signup({ ...signupForm(), gender: 'robot', date_of_birth: 19900517 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });

  it('an address with an account is refused at the check and at signup, in any letter case', async () => {
    const { form } = await createMember(app);
    const upper = form.email.toUpperCase();
    expect((await check({ email: upper })).json()).toEqual({ error: 'email_taken', field: 'email' });
    const again = await signup(signupForm({ email: ` ${upper} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('email_taken');
  });

  it('a deleted account not yet purged sends the member to customer service', async () => {
    const { form, cookie } = await createMember(app);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie },
      payload: { password: form.password, reason: 'taking_a_break' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await check({ email: form.email })).json().error).toBe('account_deleted_contact_support');
  });

  it('books the site signup credits once in the ledger and stores the tracking data', async () => {
    const { user } = await createMember(app, { tracking: { network: 'tradetracker', sub1: 'banner-7' } });
    expect(user.credits).toBe(10);
    const ledger = await db.$client.query('SELECT amount, reason FROM credit_ledger WHERE user_id = $1', [
      user.id,
    ]);
    expect(ledger.rows).toEqual([{ amount: 10, reason: 'signup' }]);
    const stored = await db.$client.query('SELECT tracking FROM users WHERE id = $1', [user.id]);
    expect(stored.rows[0].tracking).toEqual({ network: 'tradetracker', sub1: 'banner-7' });
    await expect(db.$client.query('DELETE FROM credit_ledger WHERE user_id = $1', [user.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('follows the site signup policy: none refuses, with_trafficsource needs a network', async () => {
    await changeSites(db, "UPDATE sites SET signups = 'with_trafficsource'");
    try {
      expect((await signup(signupForm())).json()).toEqual({ error: 'signups_closed' });
      const withNetwork = await signup(signupForm({ tracking: { network: 'daisycon' } }));
      expect(withNetwork.statusCode).toBe(201);
      await changeSites(db, "UPDATE sites SET signups = 'none'");
      const closed = await signup(signupForm({ tracking: { network: 'daisycon' } }));
      expect(closed.statusCode).toBe(403);
    } finally {
      await changeSites(db, "UPDATE sites SET signups = 'all'");
    }
  });

  it('limits address checks per IP address, so nobody can sweep the member list', async () => {
    const statuses = [];
    for (let i = 0; i < 61; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/signup-check.php',
        payload: { email: `probe${i}@example.nl` },
        remoteAddress: '10.8.8.8',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('limits signups per IP address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await signup(signupForm(), '10.9.9.9')).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('sends the activation mail over SMTP in the member language; the link activates once', async () => {
    const { form, user, cookie } = await createMember(app, { language: 'de' });
    expect(user.status).toBe('not_confirmed');
    expect(user.profile.status).toBe('disabled');
    const sent = await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    expect(sent.json()).toEqual({ ok: true });
    const mail = await smtp.nextMail(form.email);
    expect(mail.subject).toMatch(/E-Mail-Adresse/);
    expect(mail.html).toContain('lang="de-DE"');
    const link = mail.links.find((l) => l.includes('/api/activate.php'));
    expect(link).toMatch(/^http:\/\/localhost\/api\/activate\.php\?token=[A-Za-z0-9_-]{43}$/);
    const url = new URL(link as string);
    const first = await app.inject({ url: url.pathname + url.search });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/activate/done');
    const me = await app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.json().user).toMatchObject({ status: 'active', profile: { status: 'active' } });
    const second = await app.inject({ url: url.pathname + url.search });
    expect(second.headers.location).toBe('/activate/error');
    const again = await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    expect(again.json()).toEqual({ error: 'already_confirmed' });
  });

  it('a new activation mail makes the older link useless; garbage tokens fail', async () => {
    const { form, cookie } = await createMember(app);
    await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    const old = (await smtp.nextMail(form.email)).links[0] as string;
    await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    await smtp.nextMail(form.email);
    expect((await app.inject({ url: new URL(old).pathname + new URL(old).search })).headers.location).toBe(
      '/activate/error',
    );
    expect((await app.inject({ url: '/api/activate.php?token=abc' })).headers.location).toBe(
      '/activate/error',
    );
    expect((await app.inject({ url: '/api/activate.php' })).headers.location).toBe('/activate/error');
  });

  it('limits activation mails to 5 an hour', async () => {
    const { cookie } = await createMember(app);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('the session cookie follows SPEC §9 and the signup page knows the member', async () => {
    const response = await signup(signupForm());
    const cookie = response.cookies.find((c) => c.name === 'auth.session');
    expect(cookie).toMatchObject({ path: '/', maxAge: 30 * 86_400, sameSite: 'Lax', httpOnly: true });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await app.inject({ url: '/', headers: { cookie: sessionCookie(response) } });
    expect(page.body).toContain('"status":"not_confirmed"');
    expect(page.body).not.toContain('password');
  });

  it('matches found at signup count only visible members of the wanted gender', async () => {
    const man = await createMember(app, { gender: 'male', sexuality: 'hetero' });
    const woman = await createMember(app, { gender: 'female', sexuality: 'hetero' });
    await db.$client.query(`UPDATE users SET status = 'active' WHERE id = $1`, [woman.user.id]);
    await db.$client.query(`UPDATE profiles SET status = 'active' WHERE id = $1`, [woman.user.id]);
    const before = (
      await app.inject({ url: '/api/signup-matches.php', headers: { cookie: man.cookie } })
    ).json();
    expect(before.count).toBeGreaterThanOrEqual(1);
    await db.$client.query('UPDATE users SET invisible = true WHERE id = $1', [woman.user.id]);
    const after = (
      await app.inject({ url: '/api/signup-matches.php', headers: { cookie: man.cookie } })
    ).json();
    expect(after.count).toBe(before.count - 1);
  });
});
