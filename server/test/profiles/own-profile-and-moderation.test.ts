import { describe, expect, it } from 'vitest';
import { pngImage } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

describe('editing the own profile, and the photo review', async () => {
  const { app, db } = await createTestApp();
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object | Buffer,
    cookie?: string,
    type?: string,
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
    });

  it('requires authentication and acts only on the session member', async () => {
    expect((await call('PUT', '/api/profile.php', { hair_color: 'red' })).json()).toEqual({
      error: 'authentication_required',
    });
    const member = await createActiveMember(app, db);
    const other = await createActiveMember(app, db);
    // There is no way to name another profile: an id in the body is refused as a whole.
    const sneaky = await call(
      'PUT',
      '/api/profile.php',
      { id: other.user.id, hair_color: 'red' },
      member.cookie,
    );
    expect(sneaky.statusCode).toBe(400);
    const { rows } = await db.$client.query('SELECT hair_color FROM profiles WHERE id = ANY($1)', [
      [member.user.id, other.user.id],
    ]);
    expect(rows.map((row) => row.hair_color)).toEqual([null, null]);
  });

  it('saves every field, checks the rules, snaps the position and never answers coordinates', async () => {
    const member = await createActiveMember(app, db);
    const update = {
      name: 'Marieke',
      gender: 'female',
      sexuality: 'bi',
      hair_color: 'blond',
      body_type: 'athletic',
      eye_color: 'blue',
      relationship_status: 'divorced',
      reason: 'friendship',
      interests: ['cooking', 'wine'],
      description: 'Wandelen langs het strand.',
      country: 'NL',
      region: 'UT',
      position: { lat: 52.0907, lon: 5.1214 },
    };
    const response = await call('PUT', '/api/profile.php', update, member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { position: _position, ...fields } = update;
    expect(response.json().user.profile).toMatchObject({ ...fields, place: 'Utrecht' });
    expect(response.body).not.toMatch(/"lat"|"lon"|52\.09|5\.12/);
    const stored = (await db.$client.query('SELECT lat, lon FROM profiles WHERE id = $1', [member.user.id]))
      .rows[0];
    expect(stored.lat).not.toBe(52.0907);
    expect(Math.abs(stored.lat - 52.0907) * 111).toBeLessThan(1.5);
    expect(Math.abs(stored.lon - 5.1214) * 111 * Math.cos((52 * Math.PI) / 180)).toBeLessThan(1.5);

    const errors: Array<[object, object]> = [
      [{ name: '@marieke' }, { error: 'name_starts_with_at', field: 'name' }],
      [{ name: member.form.email }, { error: 'name_equals_email', field: 'name' }],
      [{ region: 'XX' }, { error: 'region_unknown', field: 'region' }],
      [
        { country: 'DE', region: 'UT' },
        { error: 'region_unknown', field: 'region' },
      ],
      [{ country: 'JP' }, { error: 'validation_failed', field: 'country' }],
    ];
    for (const [body, error] of errors) {
      expect(
        (await call('PUT', '/api/profile.php', body, member.cookie)).json(),
        JSON.stringify(body),
      ).toEqual(error);
    }
    const hairless = await call('PUT', '/api/profile.php', { hair_color: 'purple' }, member.cookie);
    expect(hairless.json().error).toBe('validation_failed');

    const moved = await call('PUT', '/api/profile.php', { country: 'BE', position: null }, member.cookie);
    expect(moved.json().user.profile).toMatchObject({ country: 'BE', region: null, place: null });
    const cleared = (await db.$client.query('SELECT lat FROM profiles WHERE id = $1', [member.user.id]))
      .rows[0];
    expect(cleared.lat).toBeNull();
  });

  it('lets only moderators review photos; an approved photo shows to others, a rejected one is explained', async () => {
    const member = await createActiveMember(app, db);
    const moderator = await createActiveMember(app, db);
    const upload = async () =>
      (await call('POST', '/api/photos.php', await pngImage(), member.cookie, 'image/png'))
        .json()
        .photos.at(-1);
    const first = await upload();
    const second = await upload();

    for (const cookie of [undefined, member.cookie]) {
      expect((await call('GET', '/api/admin/photos.php', undefined, cookie)).statusCode).toBe(403);
      const decision = await call(
        'POST',
        '/api/admin/photos.php',
        { id: first.id, decision: 'approve' },
        cookie,
      );
      expect(decision.statusCode).toBe(403);
    }
    await makeConfirmedStaff(db.$client, moderator.user.id);
    const queue = (await call('GET', '/api/admin/photos.php', undefined, moderator.cookie)).json().photos;
    expect(queue.map((photo: { id: number }) => photo.id)).toEqual([first.id, second.id]);
    expect(queue[0].owner).toEqual({ id: member.user.id, name: member.form.name });
    // A moderator may load a photo that is still being checked.
    expect((await call('GET', `/photos/${first.filename}`, undefined, moderator.cookie)).statusCode).toBe(
      200,
    );

    const afterApprove = await call(
      'POST',
      '/api/admin/photos.php',
      { id: first.id, decision: 'approve' },
      moderator.cookie,
    );
    expect(afterApprove.json().photos.map((photo: { id: number }) => photo.id)).toEqual([second.id]);
    // A double click changes nothing.
    await call(
      'POST',
      '/api/admin/photos.php',
      { id: first.id, decision: 'reject', reason: 'nudity' },
      moderator.cookie,
    );
    const rejected = await call(
      'POST',
      '/api/admin/photos.php',
      { id: second.id, decision: 'reject', reason: 'not_yourself' },
      moderator.cookie,
    );
    expect(rejected.json().photos).toEqual([]);

    const own = (await call('GET', '/api/photos.php', undefined, member.cookie)).json();
    expect(
      own.photos.map((p: { status: string; reject_reason: string | null }) => [p.status, p.reject_reason]),
    ).toEqual([
      ['active', null],
      ['rejected', 'not_yourself'],
    ]);
    expect(own.user.profile.main_image.status).toBe('active');
    const stranger = await createActiveMember(app, db, { gender: 'male' });
    expect((await call('GET', `/photos/${first.filename}`, undefined, stranger.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/photos/${second.filename}`, undefined, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/user.php', undefined, moderator.cookie)).json().user.moderator).toBe(
      true,
    );
  });
});
