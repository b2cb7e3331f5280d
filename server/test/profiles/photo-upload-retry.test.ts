import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OwnPhoto } from '@community/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { pngImage } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

/** A retried or double-clicked upload carries the same client_id: the photo is stored once (decision 0036). */
describe('photos: a repeated upload (same client_id) stores one photo', async () => {
  const { app, db, config } = await createTestApp();
  const image = await pngImage();
  const upload = (cookie: string, clientId: string | undefined, body: Buffer | string = image) =>
    app.inject({
      method: 'POST',
      url: clientId ? `/api/photos.php?client_id=${clientId}` : '/api/photos.php',
      payload: body,
      headers: { 'content-type': 'image/png', cookie },
    });
  const filesOf = (userId: number) => {
    const dir = path.join(config.dataDir, 'uploads', String(userId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const storedPhotos = async (userId: number) =>
    (await db.$client.query('SELECT id::int AS id FROM photos WHERE user_id = $1', [userId])).rows.length;
  const idsOf = (photos: OwnPhoto[]) => photos.map((photo) => photo.id);

  it('answers a repeat with the photos as they are, storing and re-encoding nothing', async () => {
    const member = await createActiveMember(app, db);
    const clientId = crypto.randomUUID();
    const first = await upload(member.cookie, clientId);
    expect(first.statusCode, first.body).toBe(201);
    const files = filesOf(member.user.id);

    const again = await upload(member.cookie, clientId);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedPhotos(member.user.id)).toBe(1);
    expect(filesOf(member.user.id)).toEqual(files);

    // The body of a repeat is not even decoded: the stored upload is the answer.
    const unreadable = await upload(member.cookie, clientId, 'not an image at all');
    expect([unreadable.statusCode, idsOf(unreadable.json().photos)]).toEqual([
      201,
      idsOf(first.json().photos),
    ]);

    // A new client_id (another file), or none (an older client), is a new photo.
    expect((await upload(member.cookie, crypto.randomUUID())).statusCode).toBe(201);
    expect((await upload(member.cookie, undefined)).statusCode).toBe(201);
    expect(await storedPhotos(member.user.id)).toBe(3);
  });

  it('stores one photo for two uploads at once with the same client_id, and leaves no files of the other', async () => {
    const member = await createActiveMember(app, db);
    const clientId = crypto.randomUUID();
    // Hold the member's row until both uploads have done their image work and wait to store: neither can have
    // seen the other's photo, so the unique (member, client_id) index decides.
    const holder = await db.$client.connect();
    let answers: LightMyRequestResponse[];
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [member.user.id]);
      const both = Promise.all([upload(member.cookie, clientId), upload(member.cookie, clientId)]);
      await vi.waitFor(
        async () => {
          const { rows } = await db.$client.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query = 'select 1 as "locked" from "users" where "id" = $1 for update'`,
          );
          expect(rows[0]?.waiting).toBe(2);
        },
        { timeout: 20_000, interval: 50 },
      );
      await holder.query('COMMIT');
      answers = await both;
    } finally {
      holder.release();
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await storedPhotos(member.user.id)).toBe(1);
    const [photo] = answers.map((answer) => answer.json().photos as OwnPhoto[])[0] ?? [];
    expect(answers.map((answer) => idsOf(answer.json().photos))).toEqual([[photo?.id], [photo?.id]]);
    // Only the stored photo's two renditions (<key>.webp, <key>-thumb.webp): the other's files were removed.
    const key = String(photo?.filename).replace(/^\d+-|\.webp$/g, '');
    expect(filesOf(member.user.id)).toEqual([`${key}-thumb.webp`, `${key}.webp`]);
  });

  it("keeps one member's client_id to that member: the same id from another member is another photo", async () => {
    const first = await createActiveMember(app, db);
    const second = await createActiveMember(app, db);
    const clientId = crypto.randomUUID();
    const mine = await upload(first.cookie, clientId);
    const theirs = await upload(second.cookie, clientId);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().photos).toHaveLength(1);
    // Nothing of the first member's photo in the second member's answer.
    expect(idsOf(theirs.json().photos)).not.toEqual(idsOf(mine.json().photos));
    const firstKey = String(mine.json().photos[0].filename).replace(/^\d+-|\.webp$/g, '');
    expect(theirs.body).not.toContain(firstKey);
    expect([await storedPhotos(first.user.id), await storedPhotos(second.user.id)]).toEqual([1, 1]);
  });

  it('answers a free member at 3 photos retrying the 3rd upload with their photos, not the limit', async () => {
    const member = await createActiveMember(app, db);
    for (let i = 0; i < 2; i++)
      expect((await upload(member.cookie, crypto.randomUUID())).statusCode).toBe(201);
    const third = crypto.randomUUID();
    const stored = await upload(member.cookie, third);
    expect(stored.statusCode).toBe(201);
    expect(stored.json().photos).toHaveLength(3);

    const retried = await upload(member.cookie, third);
    expect([retried.statusCode, retried.json()]).toEqual([201, stored.json()]);
    // A fourth photo is still refused.
    const fourth = await upload(member.cookie, crypto.randomUUID());
    expect([fourth.statusCode, fourth.json()]).toEqual([409, { error: 'photo_limit_reached', limit: 3 }]);
  });

  it('refuses a client_id that is not a UUID', async () => {
    const member = await createActiveMember(app, db);
    const response = await upload(member.cookie, 'not-a-uuid');
    expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
    expect(await storedPhotos(member.user.id)).toBe(0);
  });
});
