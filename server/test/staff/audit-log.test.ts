import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStaffAuditCheck } from '../../src/platform/staff-audit.ts';
import { pngImage } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** The staff audit log (decision 0053): every staff action is written, and nobody can rewrite it. */
describe('staff audit log', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;

  it('records who decided a photo, from where, with the state before and after; a double click adds nothing', async () => {
    const member = await createActiveMember(app, db);
    const moderator = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, moderator.user.id);
    const photo = (
      await app.inject({
        method: 'POST',
        url: '/api/photos.php',
        payload: await pngImage(),
        headers: { cookie: member.cookie, 'content-type': 'image/png' },
      })
    )
      .json()
      .photos.at(-1);
    const reject = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/photos.php',
        payload: { id: photo.id, decision: 'reject', reason: 'contact_details' },
        headers: { cookie: moderator.cookie, 'user-agent': 'audit-test', 'x-forwarded-for': '203.0.113.9' },
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(200);

    const { rows } = await sql.query('SELECT * FROM staff_audit_log WHERE target_id = $1', [
      String(photo.id),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_id: moderator.user.id,
      staff_email: moderator.form.email,
      staff_role: 'moderator',
      action: 'photo.reject',
      target_type: 'photo',
      reason: 'contact_details',
      user_agent: 'audit-test',
      before: { status: 'inspection', owner_id: member.user.id },
      after: { status: 'rejected' },
    });
    expect(rows[0].ip).toBeTruthy();
    expect(rows[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses every update, delete and truncate of the log, even from the database owner', async () => {
    await expect(sql.query(`UPDATE staff_audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(sql.query('DELETE FROM staff_audit_log')).rejects.toThrow(/append-only/);
    await expect(sql.query('TRUNCATE staff_audit_log')).rejects.toThrow(/append-only/);
  });

  it('fails a staff call that changed something without an audit entry, outside production', async () => {
    const bare = Fastify();
    registerStaffAuditCheck(bare, false);
    bare.post('/forgot', { config: { access: 'staff' } }, async () => ({ ok: true }));
    bare.post('/audited', { config: { access: 'staff' } }, async (request) => {
      request.audited = true;
      return { ok: true };
    });
    bare.get('/read', { config: { access: 'staff' } }, async () => ({ ok: true }));
    bare.post('/member', { config: { access: 'member' } }, async () => ({ ok: true }));
    expect((await bare.inject({ method: 'POST', url: '/forgot' })).statusCode).toBe(500);
    expect((await bare.inject({ method: 'POST', url: '/audited' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'POST', url: '/member' })).statusCode).toBe(200);
    await bare.close();
  });
});
