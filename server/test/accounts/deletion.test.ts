import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createMember, login, sessionCookie } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp, testClock } from '../support/test-app.ts';

describe('deletion, reactivation, purge, settings and export', async () => {
  const smtp = await startSmtpServer();
  const clock = testClock();
  const { app, db, config } = await createTestApp({ SMTP_URL: smtp.url }, { clock });
  const deps = { config, db, clock, mailer: createMailer(config, { info: () => {} }) };
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const listed = async (id: number) =>
    (await db.$client.query('SELECT 1 FROM listed_profiles WHERE id = $1', [id])).rowCount;
  const activate = (id: number) =>
    db.$client
      .query(`UPDATE users SET status = 'active' WHERE id = $1; `, [id])
      .then(() => db.$client.query(`UPDATE profiles SET status = 'active' WHERE id = $1`, [id]));

  async function deleteMember() {
    const member = await createMember(app);
    await activate(member.user.id);
    const other = sessionCookie(await login(app, member.form.email, member.form.password));
    const wrong = await post(
      '/api/account-delete.php',
      { password: 'fout-wachtwoord', reason: 'other' },
      member.cookie,
    );
    expect(wrong.json()).toEqual({ error: 'password_wrong', field: 'password' });
    const deleted = await post(
      '/api/account-delete.php',
      { password: member.form.password, reason: 'found_partner', reason_text: 'Gevonden!' },
      member.cookie,
    );
    expect(deleted.json()).toEqual({ ok: true });
    expect(String(deleted.headers['set-cookie'])).toMatch(/auth\.session=;.*signed_in=;/s);
    const mail = await smtp.nextMail(member.form.email);
    const token = new URL(mail.links[0] as string).searchParams.get('reactivate') as string;
    return { ...member, other, token, mail };
  }

  it('deletion hides the profile at once, ends every session and mails a reactivation link', async () => {
    const member = await deleteMember();
    expect(await listed(member.user.id)).toBe(0);
    for (const cookie of [member.cookie, member.other]) {
      expect((await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode).toBe(403);
    }
    expect(member.mail.links[0]).toMatch(/\/login\?reactivate=[A-Za-z0-9_-]{43}$/);
    expect(member.mail.text).toMatch(/14/);
    const relogin = await login(app, member.form.email, member.form.password);
    expect(relogin.json()).toEqual({ error: 'account_deleted' });
    expect((await smtp.nextMail(member.form.email)).links[0]).toMatch(/reactivate=/);
  });

  it('reactivation within 14 days restores the account, the profile and a session; the link works once', async () => {
    const member = await deleteMember();
    clock.advanceDays(13);
    const back = await post('/api/reactivate.php', { token: member.token });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ id: member.user.id, status: 'active', credits: 10 });
    expect(await listed(member.user.id)).toBe(1);
    expect(
      (await app.inject({ url: '/api/user.php', headers: { cookie: sessionCookie(back) } })).statusCode,
    ).toBe(200);
    expect((await post('/api/reactivate.php', { token: member.token })).json()).toEqual({
      error: 'link_invalid',
    });
  });

  it('after 14 days the link no longer works and the purge erases personal data but keeps the ledger', async () => {
    const member = await deleteMember();
    const uploads = path.join(config.dataDir, 'uploads', String(member.user.id));
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'photo.webp'), 'x');
    await db.$client.query(
      `INSERT INTO photos (user_id, file_key, folder, width, height) VALUES ($1, 'photo', $2, 600, 600)`,
      [member.user.id, String(member.user.id)],
    );
    const status = async () =>
      (await db.$client.query('SELECT status FROM users WHERE id = $1', [member.user.id])).rows[0].status;
    clock.advanceDays(13);
    await purgeDeletedAccounts(deps, memberDataHooks(deps));
    expect(await status()).toBe('deleted');
    clock.advanceDays(1.01);
    expect((await post('/api/reactivate.php', { token: member.token })).json()).toEqual({
      error: 'link_invalid',
    });
    expect(await purgeDeletedAccounts(deps, memberDataHooks(deps))).toBeGreaterThanOrEqual(1);
    const user = (await db.$client.query('SELECT * FROM users WHERE id = $1', [member.user.id])).rows[0];
    expect(user).toMatchObject({
      status: 'purged',
      email: null,
      password_hash: null,
      date_of_birth: null,
      tracking: {},
    });
    expect((await db.$client.query('SELECT 1 FROM profiles WHERE id = $1', [member.user.id])).rowCount).toBe(
      0,
    );
    expect(
      (await db.$client.query('SELECT 1 FROM sessions WHERE user_id = $1', [member.user.id])).rowCount,
    ).toBe(0);
    expect(
      (await db.$client.query('SELECT 1 FROM account_tokens WHERE user_id = $1', [member.user.id])).rowCount,
    ).toBe(0);
    expect(
      (await db.$client.query('SELECT amount FROM credit_ledger WHERE user_id = $1', [member.user.id])).rows,
    ).toEqual([{ amount: 10 }]);
    expect(fs.existsSync(uploads)).toBe(false);
    expect(
      (await db.$client.query('SELECT 1 FROM photos WHERE user_id = $1', [member.user.id])).rowCount,
    ).toBe(0);
    // The address is free again; signing up with it starts a new account.
    const again = await createMember(app, { email: member.form.email });
    expect(again.user.id).not.toBe(member.user.id);
    expect(await purgeDeletedAccounts(deps, memberDataHooks(deps))).toBe(0);
  });

  it('settings: notification switches, invisible mode (leaves every list), e-mail back on, dismissals', async () => {
    const { user, cookie } = await createMember(app);
    await activate(user.id);
    await db.$client.query(`UPDATE users SET email_disabled_reason = 'bounce' WHERE id = $1`, [user.id]);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/account.php', headers: { cookie }, payload });
    const saved = await put({ notifications_disabled: ['promotions', 'news', 'news'], invisible: true });
    expect(saved.json().user).toMatchObject({
      notifications_disabled: ['promotions', 'news'],
      invisible: true,
    });
    expect(await listed(user.id)).toBe(0);
    expect((await put({ email_enabled: true })).json().user.email_disabled_reason).toBeNull();
    expect((await put({ notifications_disabled: ['spam'] })).statusCode).toBe(400);
    const dismissed = await post(
      '/api/dismissals.php',
      { flag: 'hide-disabled-notifications-alert' },
      cookie,
    );
    expect(dismissed.json().user.dismissals['hide-disabled-notifications-alert']).toBe(clock().toISOString());
    expect((await post('/api/dismissals.php', { flag: 'hide-everything' }, cookie)).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/account.php', payload: { invisible: false } }))
        .statusCode,
    ).toBe(403);
  });

  it('"download my data" gives the member their own data only, as a JSON file', async () => {
    const first = await createMember(app, { signup_message: 'Op zoek naar gezelligheid' });
    const second = await createMember(app);
    const response = await app.inject({ url: '/api/export.php', headers: { cookie: first.cookie } });
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account.email).toBe(first.form.email);
    expect(data.profile.signup_message).toBe('Op zoek naar gezelligheid');
    expect(data.credit_ledger).toHaveLength(1);
    expect(response.body).not.toContain(second.form.email);
    expect(response.body).not.toContain('argon2');
    expect((await app.inject({ url: '/api/export.php' })).statusCode).toBe(403);
  });
});
