import { describe, expect, it } from 'vitest';
import { pngImage } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** A moderator's decision reaches the photo's owner once, whenever they next ask (decision 0036). */
describe('announcing photo decisions to their owner', async () => {
  const { app, db } = await createTestApp();
  const call = (
    method: 'GET' | 'POST',
    url: string,
    cookie?: string,
    payload?: object | Buffer,
    type?: string,
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
    });
  const decisions = async (cookie: string) =>
    (await call('GET', '/api/photo-decisions.php', cookie)).json().decisions;

  it('requires authentication', async () => {
    expect((await call('GET', '/api/photo-decisions.php')).json()).toEqual({
      error: 'authentication_required',
    });
    expect((await call('POST', '/api/photo-decisions.php', undefined, { ids: [1] })).statusCode).toBe(403);
  });

  it('tells the owner of an approval and of a rejection with its reason, once, and no one else', async () => {
    const member = await createActiveMember(app, db);
    const other = await createActiveMember(app, db);
    const moderator = await createActiveMember(app, db);
    await makeConfirmedStaff(db.$client, moderator.user.id);
    const upload = async () =>
      (await call('POST', '/api/photos.php', member.cookie, await pngImage(), 'image/png'))
        .json()
        .photos.at(-1);
    const first = await upload();
    const second = await upload();
    // Nothing decided yet: nothing to announce.
    expect(await decisions(member.cookie)).toEqual([]);

    const decide = (body: object) => call('POST', '/api/admin/photos.php', moderator.cookie, body);
    await decide({ id: first.id, decision: 'approve' });
    await decide({ id: second.id, decision: 'reject', reason: 'contact_details' });

    const told = await decisions(member.cookie);
    expect(told).toEqual([
      { id: first.id, thumb_filename: first.thumb_filename, status: 'active', reject_reason: null },
      {
        id: second.id,
        thumb_filename: second.thumb_filename,
        status: 'rejected',
        reject_reason: 'contact_details',
      },
    ]);
    // Asking again before the client confirmed (a reload, a second tab) still tells.
    expect(await decisions(member.cookie)).toHaveLength(2);
    expect(await decisions(other.cookie)).toEqual([]);

    // Another member cannot silence the owner's announcements.
    expect(
      (await call('POST', '/api/photo-decisions.php', other.cookie, { ids: [first.id] })).json(),
    ).toEqual({
      ok: true,
    });
    expect(await decisions(member.cookie)).toHaveLength(2);

    await call('POST', '/api/photo-decisions.php', member.cookie, { ids: [first.id, second.id] });
    expect(await decisions(member.cookie)).toEqual([]);
  });
});
