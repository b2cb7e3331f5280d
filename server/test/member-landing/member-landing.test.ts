import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createActiveMember, createMember, signupForm } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

/** Member landings (decision 0063): the public teaser, the member a signup remembers, and where activation leads. */
describe('member landings', async () => {
  const smtp = await startSmtpServer();
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url });
  const sql = db.$client;
  const teaser = (id: number | string, options: { ip?: string; cookie?: string; host?: string } = {}) =>
    app.inject({
      url: `/api/member-teaser.php?id=${id}`,
      remoteAddress: options.ip ?? '10.7.0.1',
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.host ? { host: options.host } : {}),
      },
    });

  async function addPhoto(userId: number, options: { status?: string; private?: boolean; main?: boolean }) {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO photos (user_id, file_key, folder, status, private, width, height)
       VALUES ($1, $2, $3, $4, $5, 600, 600) RETURNING id::int AS id`,
      [
        userId,
        `key-${crypto.randomBytes(4).toString('hex')}`,
        String(userId),
        options.status ?? 'active',
        !!options.private,
      ],
    );
    const id = rows[0]?.id as number;
    if (options.main !== false)
      await sql.query('UPDATE profiles SET main_photo_id = $2 WHERE id = $1', [userId, id]);
    return id;
  }

  /** Signs up through the API with the landing's member, confirms the address; answers where the link led. */
  async function signUpFrom(targetId: number | undefined, extra: object = {}) {
    const { form, user, cookie } = await createMember(app, { target_member_id: targetId, ...extra });
    const stored = await sql.query('SELECT landing_member_id::int AS id FROM users WHERE id = $1', [user.id]);
    await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    const link = new URL(
      (await smtp.nextMail(form.email)).links.find((l) => l.includes('/api/activate.php')) as string,
    );
    // The link is followed without the session: another browser.
    const activated = await app.inject({ url: link.pathname + link.search });
    return {
      user,
      cookie,
      remembered: stored.rows[0].id as number | null,
      location: activated.headers.location,
    };
  }

  it('shows a listed member to visitors: name, age, region, fictional, and only a public approved main photo', async () => {
    const { user } = await createActiveMember(app, db, { name: 'Marloes', date_of_birth: '1990-05-17' });
    await sql.query('UPDATE profiles SET fictional = true WHERE id = $1', [user.id]);
    const answer = await teaser(user.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { member } = answer.json();
    expect(member).toMatchObject({
      id: user.id,
      name: 'Marloes',
      country: 'NL',
      region: 'NH',
      fictional: true,
    });
    expect(member.age).toBeGreaterThanOrEqual(35);
    expect(member.main_image).toBeNull();
    expect(Object.keys(member).sort()).toEqual([
      'age',
      'country',
      'fictional',
      'id',
      'main_image',
      'name',
      'region',
    ]);

    const inspected = await addPhoto(user.id, { status: 'inspection' });
    expect((await teaser(user.id)).json().member.main_image).toBeNull();
    await sql.query(`UPDATE photos SET status = 'active' WHERE id = $1`, [inspected]);
    expect((await teaser(user.id)).json().member.main_image.filename).toMatch(new RegExp(`^${inspected}-`));
    // A private main photo (the photo rules forbid one; the teaser never trusts that) is never shown.
    await sql.query('UPDATE photos SET private = true WHERE id = $1', [inspected]);
    const hidden = (await teaser(user.id)).json();
    expect(hidden.member.main_image).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain(`${inspected}-`);
  });

  it('answers the same 404 for unknown, unconfirmed, disabled, invisible, deleted, banned and other-site members', async () => {
    const unconfirmed = await createMember(app);
    const disabled = await createActiveMember(app, db);
    await sql.query(`UPDATE profiles SET status = 'disabled' WHERE id = $1`, [disabled.user.id]);
    const invisible = await createActiveMember(app, db);
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible.user.id]);
    const deleted = await createActiveMember(app, db);
    await sql.query(
      `UPDATE users SET status = 'deleted', deleted_at = now(), status_before_deletion = 'active' WHERE id = $1`,
      [deleted.user.id],
    );
    const banned = await createActiveMember(app, db);
    await sql.query(
      `UPDATE users SET status = 'banned', restricted_at = now(), status_before_restriction = 'active' WHERE id = $1`,
      [banned.user.id],
    );
    const host = `other-${crypto.randomBytes(3).toString('hex')}.example`;
    await createSite(db, { ...defaultSite(host), isDefault: false });
    const elsewhere = await createActiveMember(app, db);
    for (const id of [
      999_999_999,
      unconfirmed.user.id,
      disabled.user.id,
      invisible.user.id,
      deleted.user.id,
      banned.user.id,
    ]) {
      const answer = await teaser(id);
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json()).toEqual({ error: 'not_found' });
    }
    expect((await teaser(elsewhere.user.id)).statusCode).toBe(200);
    expect((await teaser(elsewhere.user.id, { host })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1&extra=1']) expect((await teaser(bad)).statusCode).toBe(400);
  });

  it('hides the teaser from a member blocked either way', async () => {
    const owner = await createActiveMember(app, db);
    const other = await createActiveMember(app, db);
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
      owner.user.id,
      other.user.id,
    ]);
    expect((await teaser(owner.user.id, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await teaser(other.user.id, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await teaser(owner.user.id)).statusCode).toBe(200);
  });

  it('limits teasers per IP address', async () => {
    const { user } = await createActiveMember(app, db);
    await sql.query(`DELETE FROM rate_limits WHERE key LIKE 'member-teaser-ip:%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) statuses.push((await teaser(user.id, { ip: '10.7.9.9' })).statusCode);
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    const refused = await teaser(user.id, { ip: '10.7.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
    expect((await teaser(user.id, { ip: '10.7.9.10' })).statusCode).toBe(200);
  });

  it('remembers the landing member and leads the activation link to the chat with them, in any browser', async () => {
    const target = await createActiveMember(app, db, { name: 'Femke' });
    const { user, cookie, remembered, location } = await signUpFrom(target.user.id);
    expect(remembered).toBe(target.user.id);
    expect(location).toBe(`/members/${target.user.id}/chat`);
    const lead = await app.inject({ url: '/api/landing-member.php', headers: { cookie } });
    expect(lead.json()).toEqual({ member: expect.objectContaining({ id: target.user.id, name: 'Femke' }) });
    const exported = await app.inject({ url: '/api/export.php', headers: { cookie } });
    expect(exported.json().account.landing_member_id).toBe(target.user.id);
    // The member may really write to them: the chat opens.
    const chat = await app.inject({ url: `/api/member.php?id=${target.user.id}`, headers: { cookie } });
    expect(chat.statusCode).toBe(200);
    expect(user.id).not.toBe(target.user.id);
  });

  it('ignores a landing member a visitor may not see, silently: the signup goes on and activation leads to /activate/done', async () => {
    const hidden = await createActiveMember(app, db);
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [hidden.user.id]);
    const unconfirmed = await createMember(app);
    const host = `far-${crypto.randomBytes(3).toString('hex')}.example`;
    const farSite = await createSite(db, { ...defaultSite(host), isDefault: false });
    const far = await createActiveMember(app, db);
    await sql.query('UPDATE users SET site_id = $2 WHERE id = $1', [far.user.id, farSite.id]);
    await sql.query('UPDATE profiles SET site_id = $2 WHERE id = $1', [far.user.id, farSite.id]);
    for (const target of [hidden.user.id, unconfirmed.user.id, far.user.id, 999_999_999, undefined]) {
      const { remembered, location, cookie } = await signUpFrom(target);
      expect(remembered, String(target)).toBeNull();
      expect(location).toBe('/activate/done');
      expect((await app.inject({ url: '/api/landing-member.php', headers: { cookie } })).json()).toEqual({
        member: null,
      });
    }
  });

  it('leads to /activate/done when the remembered member vanished or blocked the new member before activation', async () => {
    const gone = await createActiveMember(app, db);
    const blocker = await createActiveMember(app, db);
    const first = await createMember(app, { target_member_id: gone.user.id });
    const second = await createMember(app, { target_member_id: blocker.user.id });
    await sql.query(`UPDATE profiles SET status = 'disabled' WHERE id = $1`, [gone.user.id]);
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
      blocker.user.id,
      second.user.id,
    ]);
    for (const { form, cookie } of [first, second]) {
      await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
      const link = new URL(
        (await smtp.nextMail(form.email)).links.find((l) => l.includes('/api/activate.php')) as string,
      );
      expect((await app.inject({ url: link.pathname + link.search })).headers.location).toBe(
        '/activate/done',
      );
      expect((await app.inject({ url: '/api/landing-member.php', headers: { cookie } })).json()).toEqual({
        member: null,
      });
    }
  });

  it('never stores the member themself, and refuses a target that is not a positive id', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: { ...signupForm(), target_member_id: 'x' },
      remoteAddress: '10.7.3.3',
    });
    expect(bad.statusCode).toBe(400);
    await expect(
      sql.query(`UPDATE users SET landing_member_id = id WHERE id = (SELECT max(id) FROM users)`),
    ).rejects.toThrow(/users_landing_member_not_self/);
  });

  it('tells the landing member to members only', async () => {
    expect((await app.inject({ url: '/api/landing-member.php' })).statusCode).toBe(403);
  });
});
