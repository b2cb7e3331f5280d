import { describe, expect, it } from 'vitest';
import { createMember, login, sessionCookie } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp, testClock } from '../support/test-app.ts';

describe('password reset, password change and e-mail change', async () => {
  const smtp = await startSmtpServer();
  const clock = testClock();
  const { app } = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://flirtlokaal.example' },
    { clock },
  );
  const post = (url: string, payload: object, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const resetToken = async (email: string) =>
    new URL((await smtp.nextMail(email)).links[0] as string).searchParams.get('token') as string;

  it('answers a reset request the same for a known and an unknown address; only the known one gets mail', async () => {
    const { form } = await createMember(app);
    const known = await post('/api/password-reset.php', { email: form.email });
    const unknown = await post('/api/password-reset.php', { email: 'niemand@example.nl' });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mail = await smtp.nextMail(form.email);
    expect(mail.subject.length).toBeGreaterThan(5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.some((m) => m.to.includes('niemand@example.nl'))).toBe(false);
    expect((await post('/api/password-reset.php', { email: 'geen-adres' })).json()).toEqual({
      error: 'email_invalid',
      field: 'email',
    });
  });

  it('builds the link from the configured origin, never from a forged Host header', async () => {
    const { form } = await createMember(app);
    await post('/api/password-reset.php', { email: form.email }, undefined, { host: 'attacker.example' });
    const mail = await smtp.nextMail(form.email);
    expect(mail.links[0]).toMatch(/^https:\/\/flirtlokaal\.example\/reset-password\/do\?token=/);
    expect(mail.text + mail.html).not.toContain('attacker.example');
  });

  it('allows 3 reset mails per address a day: "Te veel wachtwoordherstel mails verstuurd"', async () => {
    const { form } = await createMember(app);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post('/api/password-reset.php', { email: form.email })).json());
    expect(answers.slice(0, 3)).toEqual(Array(3).fill({ ok: true }));
    expect(answers[3]).toEqual({ error: 'reset_limit_reached' });
    clock.advanceDays(1);
    expect((await post('/api/password-reset.php', { email: form.email })).json()).toEqual({ ok: true });
  });

  it('a reset sets the password, ends every other session, and the link works once', async () => {
    const { form, cookie } = await createMember(app);
    await post('/api/password-reset.php', { email: form.email });
    const token = await resetToken(form.email);
    const mismatch = await post('/api/password-reset-do.php', {
      token,
      password: 'nieuw-wachtwoord-1',
      password_repeat: 'anders-1234',
    });
    expect(mismatch.json()).toEqual({ error: 'password_mismatch', field: 'password_repeat' });
    const done = await post('/api/password-reset-do.php', {
      token,
      password: 'nieuw-wachtwoord-1',
      password_repeat: 'nieuw-wachtwoord-1',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.status).toBe('active');
    expect((await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/user.php', headers: { cookie: sessionCookie(done) } })).statusCode,
    ).toBe(200);
    const replay = await post('/api/password-reset-do.php', {
      token,
      password: 'weer-anders-99',
      password_repeat: 'weer-anders-99',
    });
    expect(replay.json()).toEqual({ error: 'reset_link_invalid', field: 'token' });
    expect((await login(app, form.email, form.password)).statusCode).toBe(401);
  });

  it('an expired reset link is refused; a deleted account gives "E-mailadres niet gevonden"', async () => {
    const { form, cookie } = await createMember(app);
    await post('/api/password-reset.php', { email: form.email });
    const token = await resetToken(form.email);
    clock.set(new Date(clock().getTime() + 3 * 3600_000));
    const body = { token, password: 'nieuw-wachtwoord-2', password_repeat: 'nieuw-wachtwoord-2' };
    expect((await post('/api/password-reset-do.php', body)).json().error).toBe('reset_link_invalid');
    await post('/api/password-reset.php', { email: form.email });
    const fresh = await resetToken(form.email);
    await post('/api/account-delete.php', { password: form.password, reason: 'other' }, cookie);
    expect((await post('/api/password-reset-do.php', { ...body, token: fresh })).json().error).toBe(
      'reset_email_not_found',
    );
  });

  it('password change checks the old password and the repeat, and ends the other sessions', async () => {
    const { form, cookie } = await createMember(app);
    const other = sessionCookie(await login(app, form.email, form.password));
    const change = (payload: object) => post('/api/password.php', payload, cookie);
    expect(
      (
        await change({
          old_password: 'fout-wachtwoord',
          password: 'nieuw-wachtwoord-3',
          password_repeat: 'nieuw-wachtwoord-3',
        })
      ).json(),
    ).toEqual({ error: 'old_password_wrong', field: 'old_password' });
    expect(
      (
        await change({
          old_password: form.password,
          password: 'nieuw-wachtwoord-3',
          password_repeat: 'nieuw-wachtwoord-4',
        })
      ).json(),
    ).toEqual({ error: 'password_mismatch', field: 'password_repeat' });
    expect(
      (
        await change({
          old_password: form.password,
          password: 'nieuw-wachtwoord-3',
          password_repeat: 'nieuw-wachtwoord-3',
        })
      ).json(),
    ).toEqual({ ok: true });
    expect((await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user.php', headers: { cookie: other } })).statusCode).toBe(403);
    expect((await login(app, form.email, 'nieuw-wachtwoord-3')).statusCode).toBe(200);
    expect(
      (await post('/api/password.php', { old_password: 'x', password: 'y', password_repeat: 'y' }))
        .statusCode,
    ).toBe(403);
  });

  it('e-mail change asks the password, checks the address, confirms by mail and tells the old address', async () => {
    const { form, cookie } = await createMember(app);
    const taken = await createMember(app);
    const ask = (payload: object) => post('/api/email-change.php', payload, cookie);
    expect((await ask({ password: 'fout-wachtwoord', email: 'nieuw@example.nl' })).json().error).toBe(
      'password_wrong',
    );
    expect((await ask({ password: form.password, email: 'nieuw@' })).json()).toEqual({
      error: 'email_invalid',
      field: 'email',
    });
    expect((await ask({ password: form.password, email: taken.form.email })).json().error).toBe(
      'email_taken',
    );
    expect((await ask({ password: form.password, email: 'weg@guerrillamail.com' })).json()).toEqual({
      error: 'email_disposable',
      field: 'email',
    });
    const newEmail = `nieuw-${Date.now()}@example.nl`;
    expect((await ask({ password: form.password, email: newEmail })).json()).toEqual({ ok: true });
    const link = new URL((await smtp.nextMail(newEmail)).links[0] as string);
    expect(link.pathname).toBe('/mail-change/do');
    const token = link.searchParams.get('token');
    expect((await post('/api/mail-change-do.php', { token })).json()).toEqual({ ok: true });
    const notice = await smtp.nextMail(form.email);
    expect(notice.text).toContain(newEmail);
    expect((await app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email).toBe(
      newEmail,
    );
    expect((await login(app, newEmail, form.password)).statusCode).toBe(200);
    expect((await post('/api/mail-change-do.php', { token })).json()).toEqual({ error: 'link_invalid' });
  });

  it('another member cannot use a session to change someone else: calls act on the session member only', async () => {
    const first = await createMember(app, { password: 'eerste-lid-geheim-1' });
    const second = await createMember(app);
    // The second member's password does not open the first member's e-mail change or deletion.
    const changed = await post(
      '/api/email-change.php',
      { password: first.form.password, email: 'x@example.nl' },
      second.cookie,
    );
    expect(changed.json().error).toBe('password_wrong');
    const deleted = await post(
      '/api/account-delete.php',
      { password: first.form.password, reason: 'other' },
      second.cookie,
    );
    expect(deleted.json().error).toBe('password_wrong');
    expect((await app.inject({ url: '/api/user.php', headers: { cookie: first.cookie } })).statusCode).toBe(
      200,
    );
  });
});
