import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { authenticatorCode, makeConfirmedStaff, makeStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** Administrators manage the staff (decision 0054): roles and second factors, audited, never their own. */
describe('staff management', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, payload });

  async function team() {
    const admin = await createActiveMember(app, db, { name: 'Beheerder' });
    await makeConfirmedStaff(sql, admin.user.id, 'administrator');
    const moderator = await createActiveMember(app, db, { name: 'Moderator' });
    await makeStaff(sql, moderator.user.id, 'moderator');
    return { admin, moderator };
  }

  it('lists the staff with their role, enrolment and last visit; a moderator may not', async () => {
    const { admin, moderator } = await team();
    const response = await call(admin.cookie, 'GET', '/api/admin/staff.php');
    expect(response.statusCode).toBe(200);
    const staff = response.json().staff as Array<{ id: number; last_seen_at: string }>;
    expect(staff.find((s) => s.id === admin.user.id)).toMatchObject({
      name: 'Beheerder',
      email: admin.form.email,
      role: 'administrator',
      enrolled: false,
      self: true,
    });
    const listed = staff.find((s) => s.id === moderator.user.id);
    expect(listed).toMatchObject({ role: 'moderator', enrolled: false, self: false });
    expect(Date.parse(listed?.last_seen_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    await makeConfirmedStaff(sql, moderator.user.id, 'moderator');
    expect((await call(moderator.cookie, 'GET', '/api/admin/staff.php')).json()).toEqual({
      error: 'staff_only',
    });
  });

  it('changes a role and takes it away, with the before and after in the audit log', async () => {
    const { admin, moderator } = await team();
    const promote = await call(admin.cookie, 'POST', '/api/admin/staff.php', {
      id: moderator.user.id,
      role: 'administrator',
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(promote.json().staff.find((s: { id: number }) => s.id === moderator.user.id).role).toBe(
      'administrator',
    );
    // The same role again changes nothing and writes nothing.
    expect(
      (
        await call(admin.cookie, 'POST', '/api/admin/staff.php', {
          id: moderator.user.id,
          role: 'administrator',
        })
      ).statusCode,
    ).toBe(200);
    await sql.query('UPDATE sessions SET staff_verified_at = now() WHERE user_id = $1', [moderator.user.id]);
    const revoke = await call(admin.cookie, 'POST', '/api/admin/staff.php', {
      id: moderator.user.id,
      role: 'member',
    });
    expect(revoke.json().staff.map((s: { id: number }) => s.id)).not.toContain(moderator.user.id);
    expect((await call(moderator.cookie, 'GET', '/api/admin/photos.php')).json()).toEqual({
      error: 'staff_only',
    });
    const { rows } = await sql.query(
      'SELECT staff_id, action, target_type, target_id, before, after FROM staff_audit_log WHERE target_id = $1 ORDER BY id',
      [String(moderator.user.id)],
    );
    expect(rows).toEqual([
      {
        staff_id: admin.user.id,
        action: 'staff.role_change',
        target_type: 'staff',
        target_id: String(moderator.user.id),
        before: { role: 'moderator' },
        after: { role: 'administrator' },
      },
      {
        staff_id: admin.user.id,
        action: 'staff.role_change',
        target_type: 'staff',
        target_id: String(moderator.user.id),
        before: { role: 'administrator' },
        after: { role: 'member' },
      },
    ]);
    // Now a member: not staff any more, so not found among the staff.
    expect(
      (
        await call(admin.cookie, 'POST', '/api/admin/staff.php', { id: moderator.user.id, role: 'moderator' })
      ).json(),
    ).toEqual({ error: 'not_found' });
  });

  it('never changes the role or second factor of the administrator asking', async () => {
    const { admin } = await team();
    expect(
      (
        await call(admin.cookie, 'POST', '/api/admin/staff.php', { id: admin.user.id, role: 'member' })
      ).json(),
    ).toEqual({ error: 'staff_own_account' });
    expect(
      (await call(admin.cookie, 'POST', '/api/admin/staff-second-factor.php', { id: admin.user.id })).json(),
    ).toEqual({ error: 'staff_own_account' });
    const { rows } = await sql.query('SELECT role FROM users WHERE id = $1', [admin.user.id]);
    expect(rows[0].role).toBe('administrator');
  });

  it('resets a second factor: their staff sessions end and they enrol again', async () => {
    const { admin, moderator } = await team();
    const secret = (await call(moderator.cookie, 'POST', '/api/admin/enrolment.php')).json().secret;
    const confirm = await call(moderator.cookie, 'POST', '/api/admin/enrolment-confirm.php', {
      code: authenticatorCode(secret, new Date()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await call(moderator.cookie, 'GET', '/api/admin/photos.php')).statusCode).toBe(200);

    const reset = await call(admin.cookie, 'POST', '/api/admin/staff-second-factor.php', {
      id: moderator.user.id,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().staff.find((s: { id: number }) => s.id === moderator.user.id).enrolled).toBe(false);
    expect((await call(moderator.cookie, 'GET', '/api/admin/photos.php')).json()).toEqual({
      error: 'second_factor_required',
    });
    expect((await call(moderator.cookie, 'GET', '/api/admin/session.php')).json().staff).toMatchObject({
      enrolled: false,
      verified: false,
    });
    expect((await call(moderator.cookie, 'POST', '/api/admin/enrolment.php')).statusCode).toBe(200);
    const { rows } = await sql.query(
      `SELECT before, after FROM staff_audit_log WHERE action = 'staff.second_factor_reset' AND target_id = $1`,
      [String(moderator.user.id)],
    );
    expect(rows).toEqual([{ before: { enrolled: true }, after: { enrolled: false } }]);
    const codes = await sql.query('SELECT count(*)::int AS n FROM staff_recovery_codes WHERE user_id = $1', [
      moderator.user.id,
    ]);
    expect(codes.rows[0].n).toBe(0);
  });

  it('changes staff only: an ordinary member is not found', async () => {
    const { admin } = await team();
    const member = await createActiveMember(app, db);
    expect(
      (await call(admin.cookie, 'POST', '/api/admin/staff-second-factor.php', { id: member.user.id })).json(),
    ).toEqual({ error: 'not_found' });
    expect(
      (
        await call(admin.cookie, 'POST', '/api/admin/staff.php', {
          id: member.user.id,
          role: 'administrator',
        })
      ).json(),
    ).toEqual({ error: 'not_found' });
  });
});
