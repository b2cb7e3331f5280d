import { describe, expect, it, vi } from 'vitest';
import { jpegWithGps } from '../support/images.ts';
import { login } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';
import { FICTIONAL_BODY, fictionalHelpers } from './fictional-helpers.ts';

// Each test makes members, staff and conversations through the API: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
/** Fictional profiles in the back office (issue 23, decision 0058): made and edited by staff, audited. */
describe('fictional profiles', async () => {
  const { app, db } = await createTestApp();
  const { call, sql, moderator, createFictional, audit, member } = fictionalHelpers(app, db);

  it('staff create one: listed at once as fictional, with its fields, and the creation in the audit log', async () => {
    const staff = await moderator('Moderator Mila');
    const created = await createFictional(staff);
    expect(created).toMatchObject({ name: 'Sanne', date_of_birth: '1994-03-12', region: 'NH', photos: [] });

    const { rows } = await sql.query(
      'SELECT p.fictional, p.listed, u.password_hash, u.email FROM profiles p JOIN users u ON u.id = p.id WHERE p.id = $1',
      [created.id],
    );
    expect(rows[0]).toMatchObject({ fictional: true, listed: true, password_hash: null });
    expect(rows[0].email).toMatch(/@fictional\.invalid$/);

    const viewer = await member();
    const seen = await call('GET', `/api/member.php?id=${created.id}`, { cookie: viewer.cookie });
    expect(seen.json().profile).toMatchObject({ id: created.id, fictional: true });

    const list = await call('GET', '/api/admin/fictional.php', { cookie: staff.cookie });
    expect(list.json().profiles).toContainEqual(expect.objectContaining({ id: created.id, name: 'Sanne' }));
    expect(await audit('fictional.create', created.id)).toMatchObject([
      { staff_id: staff.id, after: expect.objectContaining({ name: 'Sanne', gender: 'female' }) },
    ]);
  });

  it('staff edit one, with the state before and after in the audit log; a member profile is not theirs to edit', async () => {
    const staff = await moderator('Moderator Mo');
    const created = await createFictional(staff);
    const edited = await call('POST', '/api/admin/fictional-profile.php', {
      cookie: staff.cookie,
      payload: { id: created.id, ...FICTIONAL_BODY, name: 'Sanna', date_of_birth: '1990-01-02' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profile).toMatchObject({ name: 'Sanna', date_of_birth: '1990-01-02' });
    expect(await audit('fictional.update', created.id)).toMatchObject([
      {
        before: expect.objectContaining({ name: 'Sanne' }),
        after: expect.objectContaining({ name: 'Sanna' }),
      },
    ]);

    const real = await member();
    const refused = await call('POST', '/api/admin/fictional-profile.php', {
      cookie: staff.cookie,
      payload: { id: real.id, ...FICTIONAL_BODY },
    });
    expect(refused.statusCode).toBe(404);
    expect((await sql.query('SELECT name FROM profiles WHERE id = $1', [real.id])).rows[0].name).not.toBe(
      'Sanne',
    );
  });

  it('a photo staff upload is processed (metadata dropped), active and the main photo at once, stored once per client id', async () => {
    const staff = await moderator('Moderator Pim');
    const created = await createFictional(staff);
    const clientId = crypto.randomUUID();
    const image = await jpegWithGps();
    const upload = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/fictional-photo.php?id=${created.id}&client_id=${clientId}`,
        payload: image,
        headers: { cookie: staff.cookie, 'content-type': 'image/jpeg' },
      });
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().profile.photos).toMatchObject([{ main: true }]);
    expect((await upload()).json().profile.photos).toHaveLength(1);

    const { rows } = await sql.query(
      `SELECT ph.status, ph.reviewed_by::int AS reviewed_by, p.main_photo_id = ph.id AS main
       FROM photos ph JOIN profiles p ON p.id = ph.user_id WHERE ph.user_id = $1`,
      [created.id],
    );
    expect(rows).toEqual([{ status: 'active', reviewed_by: staff.id, main: true }]);
    const served = await app.inject({ url: `/photos/${first.json().profile.photos[0].thumb_filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect(await audit('fictional.photo_add', created.id)).toHaveLength(1);
  });

  it('a fictional profile can never sign in, even with a password set on its account', async () => {
    const staff = await moderator('Moderator Noor');
    const created = await createFictional(staff);
    const real = await member();
    await sql.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = $2), email = 'fictief@example.nl',
         email_normalized = 'fictief@example.nl' WHERE id = $1`,
      [created.id, real.id],
    );
    const refused = await login(app, 'fictief@example.nl', real.form.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'login_failed' });
    expect(refused.cookies.some((cookie) => cookie.name === 'auth.session')).toBe(false);
    // The control: the same password opens the real member's account.
    expect((await login(app, real.form.email, real.form.password)).statusCode).toBe(200);
  });

  it('members get 403 with no data', async () => {
    const someone = await member();
    for (const url of ['/api/admin/fictional.php', '/api/admin/inbox.php']) {
      const answer = await call('GET', url, { cookie: someone.cookie });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'staff_only' });
    }
  });
});
