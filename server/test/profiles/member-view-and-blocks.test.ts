import { describe, expect, it } from 'vitest';
import { pngImage } from '../support/images.ts';
import { createActiveMember, createMember } from '../support/members.ts';
import { changeSites } from '../support/sites.ts';
import { createTestApp } from '../support/test-app.ts';

describe('the member profile view, visible fields and blocking', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, cookie?: string) =>
    app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const view = (id: number, cookie?: string) => get(`/api/member.php?id=${id}`, cookie);
  async function withActivePhoto(member: { cookie: string; user: { id: number } }) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: await pngImage(),
      headers: { 'content-type': 'image/png', cookie: member.cookie },
    });
    const photo = answer.json().photos.at(-1);
    await db.$client.query(`UPDATE photos SET status = 'active' WHERE id = $1`, [photo.id]);
    return photo as { id: number; filename: string };
  }

  it('shows only the fields the site lists, never private data', async () => {
    const owner = await createActiveMember(app, db, { date_of_birth: '1991-03-04' });
    const viewer = await createActiveMember(app, db, { gender: 'male' });
    const edit = await call(
      'PUT',
      '/api/profile.php',
      {
        hair_color: 'red',
        body_type: 'curvy',
        eye_color: 'green',
        relationship_status: 'single',
        reason: 'relationship',
        interests: ['travelling', 'kissing', 'travelling'],
        description: '  Dol op de zee.  ',
        position: { lat: 52.3702, lon: 4.8952 },
      },
      owner.cookie,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const profile = (await view(owner.user.id, viewer.cookie)).json().profile;
    expect(profile).toMatchObject({
      id: owner.user.id,
      name: owner.form.name,
      country: 'NL',
      region: 'NH',
      gender: 'female',
      hair_color: 'red',
      body_type: 'curvy',
      eye_color: 'green',
      relationship_status: 'single',
      interests: ['travelling', 'kissing'],
      description: 'Dol op de zee.',
      fictional: false,
      blocked: false,
    });
    expect(profile.age).toBeGreaterThanOrEqual(35);
    // The default site does not list `reason`; nothing private leaves the server.
    expect(profile).not.toHaveProperty('reason');
    const body = (await view(owner.user.id, viewer.cookie)).body;
    for (const secret of [
      owner.form.email,
      '1991-03-04',
      '52.3',
      '4.89',
      'Amsterdam',
      '"lat"',
      '"lon"',
      '"place"',
    ]) {
      expect(body, secret).not.toContain(secret);
    }

    await changeSites(
      db,
      `UPDATE sites SET visible_profile_fields = '{gender}', visible_profile_notes = '{}'`,
    );
    const narrow = (await view(owner.user.id, viewer.cookie)).json().profile;
    expect(narrow.gender).toBe('female');
    for (const hidden of ['hair_color', 'interests', 'description', 'sexuality'])
      expect(narrow).not.toHaveProperty(hidden);
    await changeSites(
      db,
      `UPDATE sites SET visible_profile_fields = '{gender,sexuality,relationship_status,body_type,hair_color,eye_color,interests}',
         visible_profile_notes = '{description}'`,
    );
  });

  it('answers 404 for unknown ids and for members who are not listed; the owner still sees their own', async () => {
    const viewer = await createActiveMember(app, db);
    const unconfirmed = await createMember(app);
    const invisible = await createActiveMember(app, db);
    await db.$client.query('UPDATE users SET invisible = true WHERE id = $1', [invisible.user.id]);
    const deleted = await createActiveMember(app, db);
    await db.$client.query(`UPDATE users SET status = 'deleted', deleted_at = now() WHERE id = $1`, [
      deleted.user.id,
    ]);
    for (const id of [999_999, unconfirmed.user.id, invisible.user.id, deleted.user.id]) {
      const response = await view(id, viewer.cookie);
      expect([response.statusCode, response.json().error], String(id)).toEqual([404, 'not_found']);
    }
    expect((await view(invisible.user.id, invisible.cookie)).statusCode).toBe(200);
    expect((await get('/api/member.php?id=abc', viewer.cookie)).statusCode).toBe(400);
    // Visitors may look at listed profiles.
    expect((await view(viewer.user.id)).statusCode).toBe(200);
  });

  it('shows the fictional flag and related profiles without the viewer or blocked members', async () => {
    const viewed = await createActiveMember(app, db, { country: 'BE', region: 'VAN' });
    const viewer = await createActiveMember(app, db, { country: 'BE', region: 'VAN' });
    const related = [];
    for (let i = 0; i < 3; i++) {
      const member = await createActiveMember(app, db, { country: 'BE', region: 'VAN' });
      await withActivePhoto(member);
      related.push(member);
    }
    await db.$client.query('UPDATE profiles SET fictional = true WHERE id = $1', [viewed.user.id]);
    await call('POST', '/api/block.php', { profile_id: related[0]?.user.id }, viewer.cookie);
    const answer = (await view(viewed.user.id, viewer.cookie)).json();
    expect(answer.profile.fictional).toBe(true);
    const ids = answer.related.map((tile: { id: number }) => tile.id);
    expect(ids).toEqual(expect.arrayContaining([related[1]?.user.id, related[2]?.user.id]));
    expect(ids).not.toContain(related[0]?.user.id);
    expect(ids).not.toContain(viewer.user.id);
    expect(answer.related[0].main_image.status).toBe('active');
  });

  it('closes every way in once a member is blocked, and opens them again on unblock', async () => {
    const blocker = await createActiveMember(app, db);
    const blocked = await createActiveMember(app, db, { gender: 'male' });
    const photo = await withActivePhoto(blocker);
    expect((await get('/api/blocks.php')).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/block.php', { profile_id: blocker.user.id }, blocker.cookie)).json(),
    ).toEqual({
      error: 'cannot_block_self',
    });
    expect((await call('POST', '/api/block.php', { profile_id: 999_999 }, blocker.cookie)).statusCode).toBe(
      404,
    );

    const list = await call('POST', '/api/block.php', { profile_id: blocked.user.id }, blocker.cookie);
    expect(list.json().profiles.map((p: { id: number }) => p.id)).toEqual([blocked.user.id]);
    // Twice changes nothing.
    await call('POST', '/api/block.php', { profile_id: blocked.user.id }, blocker.cookie);
    expect((await get('/api/blocks.php', blocker.cookie)).json().profiles).toHaveLength(1);
    // The blocked member can't view the blocker, nor load their photos.
    const refused = await view(blocker.user.id, blocked.cookie);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'blocked_by_member' }]);
    expect((await get(`/photos/${photo.filename}`, blocked.cookie)).statusCode).toBe(404);
    // The blocker still sees whom they blocked, marked, so they can undo it; the list is theirs alone.
    expect((await view(blocked.user.id, blocker.cookie)).json().profile.blocked).toBe(true);
    expect((await get('/api/blocks.php', blocked.cookie)).json().profiles).toEqual([]);

    await call('DELETE', '/api/block.php', { profile_id: blocked.user.id }, blocker.cookie);
    expect((await view(blocker.user.id, blocked.cookie)).statusCode).toBe(200);
    expect((await get(`/photos/${photo.filename}`, blocked.cookie)).statusCode).toBe(200);
  });
});
