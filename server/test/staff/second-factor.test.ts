import { describe, expect, it } from 'vitest';
import { createActiveMember, login, sessionCookie } from '../support/members.ts';
import { authenticatorCode, makeStaff } from '../support/staff.ts';
import { createTestApp, testClock } from '../support/test-app.ts';

/** The back office's second factor (decision 0054): enrolment, codes, recovery codes, the lock-out. */
describe('staff second factor', async () => {
  // On a step boundary, so "the next step" is exactly 30 s on.
  const start = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 5_000);
  const clock = testClock(start);
  const { app, db } = await createTestApp({}, { clock });
  const sql = db.$client;
  const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  const post = (url: string, cookie: string, payload?: object, ip = '10.7.0.1') =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload, remoteAddress: ip });
  const staffCall = (cookie: string) => app.inject({ url: '/api/admin/photos.php', headers: { cookie } });
  const sessionOf = async (cookie: string) =>
    (await app.inject({ url: '/api/admin/session.php', headers: { cookie } })).json().staff;
  const auditOf = async (staffId: number) =>
    (
      await sql.query(
        'SELECT action, target_id, before, after FROM staff_audit_log WHERE staff_id = $1 ORDER BY id',
        [staffId],
      )
    ).rows;

  /** A new staff member who enrolled at `start`; answers their secret, recovery codes and a way to log in again. */
  async function enrolledStaff() {
    clock.set(start);
    const member = await createActiveMember(app, db);
    await makeStaff(sql, member.user.id);
    const enrolment = (await post('/api/admin/enrolment.php', member.cookie)).json();
    const confirmed = await post('/api/admin/enrolment-confirm.php', member.cookie, {
      code: authenticatorCode(enrolment.secret, start),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const newSession = async () =>
      sessionCookie(await login(app, member.form.email, member.form.password, '10.7.1.1'));
    return { member, secret: enrolment.secret as string, codes: confirmed.json().recovery_codes, newSession };
  }

  it('enrols with a QR code and the first code: the session is confirmed, the recovery codes answered once', async () => {
    clock.set(start);
    const member = await createActiveMember(app, db);
    await makeStaff(sql, member.user.id);
    expect(await sessionOf(member.cookie)).toMatchObject({ enrolled: false, verified: false });
    expect((await staffCall(member.cookie)).json()).toEqual({ error: 'second_factor_required' });
    // Before an enrolment there is nothing to confirm with.
    expect((await post('/api/admin/second-factor.php', member.cookie, { code: '123456' })).json()).toEqual({
      error: 'second_factor_not_enrolled',
    });

    const enrolment = await post('/api/admin/enrolment.php', member.cookie);
    expect(enrolment.statusCode).toBe(200);
    const { uri, secret, qr_svg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    expect(uri).toBe(
      `otpauth://totp/localhost:${encodeURIComponent(member.form.email)}?issuer=localhost&secret=${secret.replace(/ /g, '')}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await post('/api/admin/enrolment-confirm.php', member.cookie, { code: '000000' });
    expect(wrong.json()).toEqual({ error: 'second_factor_invalid' });
    const confirmed = await post('/api/admin/enrolment-confirm.php', member.cookie, {
      code: authenticatorCode(secret, start),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { staff, recovery_codes } = confirmed.json();
    expect(staff).toMatchObject({ role: 'moderator', enrolled: true, verified: true });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await sessionOf(member.cookie)).toMatchObject({ enrolled: true, verified: true });
    expect((await staffCall(member.cookie)).statusCode).toBe(200);

    // Only hashes are kept; a second enrolment is refused.
    const { rows } = await sql.query('SELECT code_hash FROM staff_recovery_codes WHERE user_id = $1', [
      member.user.id,
    ]);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.code_hash.length)).toEqual(Array(10).fill(32));
    expect((await post('/api/admin/enrolment.php', member.cookie)).json()).toEqual({
      error: 'second_factor_enrolled',
    });
    expect(await auditOf(member.user.id)).toEqual([
      {
        action: 'second_factor.enrol',
        target_id: String(member.user.id),
        before: { enrolled: false },
        after: { enrolled: true, recovery_codes: 10 },
      },
    ]);
  });

  it('confirms a new session with the right code, one step either way, never with a code used before', async () => {
    const { member, secret, newSession } = await enrolledStaff();
    const [first, second, third, fourth] = [
      await newSession(),
      await newSession(),
      await newSession(),
      await newSession(),
    ];
    expect(await sessionOf(first)).toMatchObject({ enrolled: true, verified: false });

    clock.set(later(60));
    expect((await post('/api/admin/second-factor.php', first, { code: '000000' })).json()).toEqual({
      error: 'second_factor_invalid',
    });
    // The enrolment's code: two steps old, and taken already.
    expect(
      (await post('/api/admin/second-factor.php', first, { code: authenticatorCode(secret, start) }))
        .statusCode,
    ).toBe(400);
    const code = authenticatorCode(secret, later(60));
    const right = await post('/api/admin/second-factor.php', first, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().staff).toMatchObject({ verified: true, enrolled: true, role: 'moderator' });
    expect((await staffCall(first)).statusCode).toBe(200);
    // Replayed in another session within its time: refused.
    expect((await post('/api/admin/second-factor.php', second, { code })).json()).toEqual({
      error: 'second_factor_invalid',
    });
    expect(await sessionOf(second)).toMatchObject({ verified: false });

    // A step behind and a step ahead of the server's clock still count (drift), each once.
    clock.set(later(150));
    expect(
      (await post('/api/admin/second-factor.php', second, { code: authenticatorCode(secret, later(120)) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/admin/second-factor.php', third, { code: authenticatorCode(secret, later(180)) }))
        .statusCode,
    ).toBe(200);
    // Two steps ahead does not.
    expect(
      (await post('/api/admin/second-factor.php', fourth, { code: authenticatorCode(secret, later(210)) }))
        .statusCode,
    ).toBe(400);
    expect((await auditOf(member.user.id)).map((entry) => entry.action)).toEqual([
      'second_factor.enrol',
      'second_factor.confirm',
      'second_factor.confirm',
      'second_factor.confirm',
    ]);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const { member, codes, newSession } = await enrolledStaff();
    const [first, second] = [await newSession(), await newSession()];
    const code = codes[3] as string;
    const used = await post('/api/admin/second-factor.php', first, { code: ` ${code.toUpperCase()} ` });
    expect(used.statusCode, used.body).toBe(200);
    expect((await staffCall(first)).statusCode).toBe(200);
    expect((await post('/api/admin/second-factor.php', second, { code })).json()).toEqual({
      error: 'second_factor_invalid',
    });
    expect((await post('/api/admin/second-factor.php', second, { code: codes[4] })).statusCode).toBe(200);
    expect((await auditOf(member.user.id)).slice(1)).toEqual([
      {
        action: 'second_factor.recovery_code',
        target_id: String(member.user.id),
        before: null,
        after: { method: 'recovery_code', recovery_codes_left: 9 },
      },
      {
        action: 'second_factor.recovery_code',
        target_id: String(member.user.id),
        before: null,
        after: { method: 'recovery_code', recovery_codes_left: 8 },
      },
    ]);
  });

  it('locks the account after five wrong codes for the rest of 15 minutes, and writes the lock-out down', async () => {
    const { member, secret, newSession } = await enrolledStaff();
    const cookie = await newSession();
    clock.set(later(60));
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await post('/api/admin/second-factor.php', cookie, { code: '000000' })).statusCode).toBe(400);
    const fifth = await post('/api/admin/second-factor.php', cookie, { code: 'not-a-code' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ error: 'second_factor_locked', minutes: 15 });
    // Locked: even the right code is not looked at, from any address.
    const right = await post(
      '/api/admin/second-factor.php',
      cookie,
      { code: authenticatorCode(secret, later(60)) },
      '10.7.9.9',
    );
    expect(right.json()).toEqual({ error: 'second_factor_locked', minutes: 15 });
    expect(await sessionOf(cookie)).toMatchObject({ verified: false });
    const lockout = (await auditOf(member.user.id)).at(-1);
    expect(lockout).toMatchObject({ action: 'second_factor.lockout', after: { failures: 5 } });

    clock.set(later(60 + 15 * 60));
    const after = await post('/api/admin/second-factor.php', cookie, {
      code: authenticatorCode(secret, later(60 + 15 * 60)),
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('slows down one address guessing for many accounts', async () => {
    const ip = '10.7.3.3';
    const accounts = [];
    for (let i = 0; i < 5; i++) accounts.push(await enrolledStaff());
    clock.set(later(60));
    for (const { newSession } of accounts) {
      const cookie = await newSession();
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await post('/api/admin/second-factor.php', cookie, { code: '000000' }, ip)).statusCode).toBe(
          400,
        );
    }
    const next = accounts[0] as (typeof accounts)[number];
    const refused = await post(
      '/api/admin/second-factor.php',
      await next.newSession(),
      { code: '000000' },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
  });

  it('refuses members and visitors with 403 staff_only', async () => {
    const member = await createActiveMember(app, db);
    for (const url of [
      '/api/admin/enrolment.php',
      '/api/admin/enrolment-confirm.php',
      '/api/admin/second-factor.php',
    ]) {
      expect((await post(url, member.cookie, { code: '123456' })).json(), url).toEqual({
        error: 'staff_only',
      });
      expect((await post(url, '', { code: '123456' })).json(), url).toEqual({ error: 'staff_only' });
    }
  });
});
