import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signMailEvents } from '../../src/modules/notifications/mail-event-signature.ts';
import { createMember, signupForm } from '../support/members.ts';
import { changeSites } from '../support/sites.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

const SECRET = 'test-mail-events-secret-0123456789abcdef';
const CLI = path.resolve(import.meta.dirname, '../../src/cli/mail-event.ts');

/** Bounces, complaints and unsubscribes fed in by the operator's mail service (decision 0052). */
describe('mail events switch e-mail off with their reason', async () => {
  const smtp = await startSmtpServer();
  const { app, db } = await createTestApp({ MAIL_EVENTS_SECRET: SECRET, SMTP_URL: smtp.url });
  const sql = db.$client;
  const reasonOf = async (userId: number) =>
    (await sql.query('SELECT email_disabled_reason FROM users WHERE id = $1', [userId])).rows[0]
      .email_disabled_reason as string | null;
  const shownReason = async (cookie: string) =>
    (await app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email_disabled_reason;
  const send = (body: string, signature?: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: {
        'content-type': contentType,
        ...(signature ? { 'x-mail-events-signature': signature } : {}),
      },
      payload: body,
    });
  const now = () => Math.floor(Date.now() / 1000);
  const eventsBody = (type: string, email: string) => JSON.stringify({ events: [{ type, email }] });

  it('a signed bounce switches e-mail off for every account with the address, on every site', async () => {
    const columns = (
      await sql.query(
        `SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
         WHERE table_name = 'sites' AND column_name NOT IN ('id', 'domain', 'is_default') AND is_generated = 'NEVER'`,
      )
    ).rows[0].list as string;
    await changeSites(
      db,
      `INSERT INTO sites (domain, is_default, ${columns}) SELECT 'second.example', false, ${columns} FROM sites WHERE is_default`,
    );
    const { form, user, cookie } = await createMember(app);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'second.example' },
      payload: signupForm({ email: form.email }),
      remoteAddress: '10.77.0.1',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const bystander = await createMember(app);

    const body = eventsBody('bounce', form.email.toUpperCase());
    const response = await send(body, signMailEvents(SECRET, now(), body));
    expect(response.statusCode, response.body).toBe(204);
    expect(await shownReason(cookie)).toBe('bounce');
    expect(await reasonOf(elsewhere.json().user.id)).toBe('bounce');
    expect(await reasonOf(bystander.user.id)).toBeNull();
    expect(await reasonOf(user.id)).toBe('bounce');
  });

  it('a complaint shows as "fbl" and an unsubscribe as "unsubscribe"; the member turns mail on again', async () => {
    const complainer = await createMember(app);
    const leaver = await createMember(app);
    const body = JSON.stringify({
      events: [
        { type: 'complaint', email: complainer.form.email, at: new Date().toISOString() },
        { type: 'unsubscribe', email: leaver.form.email },
      ],
    });
    const signed = signMailEvents(SECRET, now(), body);
    expect((await send(body, signed, 'application/json; charset=utf-8')).statusCode).toBe(204);
    expect(await shownReason(complainer.cookie)).toBe('fbl');
    expect(await shownReason(leaver.cookie)).toBe('unsubscribe');

    const enabled = await app.inject({
      method: 'PUT',
      url: '/api/account.php',
      headers: { cookie: leaver.cookie },
      payload: { email_enabled: true },
    });
    expect(enabled.json().user.email_disabled_reason).toBeNull();
  });

  it('refuses a missing, wrong, altered or old signature with a bare 404 and changes nothing', async () => {
    const { user, form } = await createMember(app);
    const body = eventsBody('complaint', form.email);
    const refused = [
      await send(body),
      await send(body, signMailEvents('another-secret-of-at-least-32-characters', now(), body)),
      await send(eventsBody('complaint', 'someone-else@example.nl'), signMailEvents(SECRET, now(), body)),
      await send(body, signMailEvents(SECRET, now() - 600, body)),
      await send(body, signMailEvents(SECRET, now() + 600, body)),
      await send(body, `${signMailEvents(SECRET, now(), body)}0`),
      await send(body, signMailEvents(SECRET, now(), body), 'text/plain'),
      await send(body, signMailEvents(SECRET, now(), body), 'application/json-patch+json'),
      await send('{"events": [', signMailEvents(SECRET, now(), '{}')),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    expect(await reasonOf(user.id)).toBeNull();
  });

  it('answers a signed call with a bad event 400, and changes nothing', async () => {
    const { user, form } = await createMember(app);
    const body = JSON.stringify({ events: [{ type: 'soft_bounce', email: form.email }] });
    const response = await send(body, signMailEvents(SECRET, now(), body));
    expect(response.statusCode).toBe(400);
    expect(await reasonOf(user.id)).toBeNull();
  });

  it('still sends the mails a member asks for (a password reset) while notification mail is off', async () => {
    const { form } = await createMember(app);
    const body = eventsBody('bounce', form.email);
    expect((await send(body, signMailEvents(SECRET, now(), body))).statusCode).toBe(204);
    await app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: form.email } });
    let mail = await smtp.nextMail(form.email);
    while (!mail.links.some((link) => link.includes('/reset-password/')))
      mail = await smtp.nextMail(form.email);
    expect(mail.links.some((link) => link.includes('token='))).toBe(true);
  });

  it('npm run mail-event does the same from the command line', async () => {
    const { user, form, cookie } = await createMember(app);
    const url = (sql as pg.Pool).options.connectionString as string;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, 'complaint', form.email],
      { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' } },
    );
    expect(stdout).toContain('complaint: e-mail switched off for 1 account(s) of 1 address(es).');
    expect(await shownReason(cookie)).toBe('fbl');
    expect(await reasonOf(user.id)).toBe('fbl');

    const usage = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, 'soft', form.email], {
      env: { ...process.env, DATABASE_URL: url },
    }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in usage ? usage.code : 0).toBe(2);
    // Two Node processes that compile TypeScript at start: a loaded machine takes a while.
  }, 90_000);
});

describe('the mail-events endpoint without MAIL_EVENTS_SECRET', async () => {
  const { app } = await createTestApp();

  it('answers 404 to every call, signed or not', async () => {
    const body = JSON.stringify({ events: [{ type: 'bounce', email: 'someone@example.nl' }] });
    for (const signature of [undefined, signMailEvents(SECRET, Math.floor(Date.now() / 1000), body)]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/mail-events.php',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-mail-events-signature': signature } : {}),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
  });
});
