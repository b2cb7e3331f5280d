import fs from 'node:fs';
import path from 'node:path';
import type { OwnPhoto } from '@community/contract';
import exifr from 'exifr';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, pngImage } from '../support/images.ts';
import { createActiveMember, createMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

describe('photos: upload, checking, limits, privacy and serving', async () => {
  const { app, db, config } = await createTestApp();
  const upload = (cookie: string | undefined, body: Buffer | string, type = 'image/jpeg') =>
    app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: body,
      headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    });
  const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload: object, cookie?: string) =>
    app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const file = (name: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/photos/${name}`, headers: cookie ? { cookie } : {} });
  const filesOf = (userId: number) => {
    const dir = path.join(config.dataDir, 'uploads', String(userId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const decide = (id: number, status: 'active' | 'rejected') =>
    db.$client.query(
      `UPDATE photos SET status = $2, reject_reason = CASE WHEN $2 = 'rejected' THEN 'quality' END WHERE id = $1`,
      [id, status],
    );
  const view = (id: number, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: cookie ? { cookie } : {} });
  const photosOf = (response: LightMyRequestResponse) => response.json().photos as OwnPhoto[];

  it('requires authentication for the own photo calls', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/photos.php' })).json()).toEqual({
      error: 'authentication_required',
    });
    expect((await upload(undefined, await jpegWithGps())).statusCode).toBe(403);
    expect((await call('PUT', '/api/photo.php', { id: 1, main: true })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/photo.php', { id: 1 })).statusCode).toBe(403);
  });

  it('stores an upload in inspection, re-encoded without any metadata, visible only to its owner', async () => {
    const owner = await createActiveMember(app, db);
    const other = await createActiveMember(app, db, { gender: 'male' });
    const original = await jpegWithGps(4000, 3000);
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(52.37, 1) });
    const response = await upload(owner.cookie, original);
    expect(response.statusCode, response.body).toBe(201);
    const [photo] = photosOf(response);
    expect(photo).toMatchObject({ status: 'inspection', main: true, private: false, reject_reason: null });
    expect(response.json().user.profile.main_image).toMatchObject({ status: 'inspection' });
    expect(response.json().limit).toBe(3);
    // The server chose the name; nothing of the upload's name or content survives in it.
    expect(photo?.filename).toMatch(/^\d+-[0-9a-f]{32}\.webp$/);
    expect(filesOf(owner.user.id)).toHaveLength(2);

    for (const name of [photo?.filename, photo?.thumb_filename] as string[]) {
      const served = await file(name, owner.cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+/);
      // No EXIF, XMP or ICC chunk in the WebP container, and the decoder finds no metadata either.
      const chunks = served.rawPayload.toString('latin1');
      expect(['EXIF', 'XMP ', 'ICCP'].filter((chunk) => chunks.includes(chunk))).toEqual([]);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    const full = await sharp((await file(photo?.filename as string, owner.cookie)).rawPayload).metadata();
    expect(Math.max(full.width ?? 0, full.height ?? 0)).toBe(1600);

    // Others and visitors see nothing while the photo is checked.
    expect((await file(photo?.filename as string, other.cookie)).statusCode).toBe(404);
    expect((await file(photo?.filename as string)).statusCode).toBe(404);
    const seen = (await view(owner.user.id, other.cookie)).json().profile;
    expect(seen.main_image).toBeNull();
    expect(seen.photos).toEqual([]);

    await decide(photo?.id as number, 'active');
    expect((await file(photo?.thumb_filename as string, other.cookie)).statusCode).toBe(200);
    expect((await file(photo?.thumb_filename as string)).statusCode).toBe(200);
    expect((await view(owner.user.id, other.cookie)).json().profile.main_image).toMatchObject({
      status: 'active',
      filename: photo?.filename,
      match: `/photos/${photo?.filename}`,
    });
  });

  it('refuses what is not a usable image with a clear code and leaves nothing behind', async () => {
    const member = await createActiveMember(app, db);
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const cases: Array<[Buffer | string, string, number, string]> = [
      [gif, 'image/gif', 400, 'photo_unsupported_type'],
      ['just some text', 'text/plain', 415, 'photo_unsupported_type'],
      [Buffer.from('not really a jpeg at all'), 'image/jpeg', 400, 'photo_unreadable'],
      [await pngImage(150, 150), 'image/png', 400, 'photo_too_small'],
      [await pngImage(8000, 7000), 'image/png', 400, 'photo_too_many_pixels'],
      [Buffer.alloc(16 * 1024 * 1024, 1), 'image/jpeg', 413, 'photo_too_large'],
    ];
    for (const [body, type, status, error] of cases) {
      const response = await upload(member.cookie, body, type);
      expect([response.statusCode, response.json().error], type).toEqual([status, error]);
    }
    expect(
      photosOf(
        await app.inject({ method: 'GET', url: '/api/photos.php', headers: { cookie: member.cookie } }),
      ),
    ).toEqual([]);
    expect(filesOf(member.user.id)).toEqual([]);
  });

  it('holds free members to 3 photos and premium members to 25, rejected photos not counted', async () => {
    const member = await createActiveMember(app, db);
    const image = await pngImage();
    for (let i = 0; i < 3; i++)
      expect((await upload(member.cookie, image, 'image/png')).statusCode).toBe(201);
    const refused = await upload(member.cookie, image, 'image/png');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'photo_limit_reached', limit: 3 });
    expect(filesOf(member.user.id)).toHaveLength(6);

    const { rows } = await db.$client.query('SELECT id FROM photos WHERE user_id = $1 ORDER BY id', [
      member.user.id,
    ]);
    await decide(rows[0].id, 'rejected');
    expect((await upload(member.cookie, image, 'image/png')).statusCode).toBe(201);

    await db.$client.query('UPDATE users SET paid_user = true WHERE id = $1', [member.user.id]);
    const premium = await upload(member.cookie, image, 'image/png');
    expect(premium.statusCode).toBe(201);
    expect(premium.json().limit).toBe(25);
  });

  it('lets only the owner change or delete a photo; the main photo follows', async () => {
    const owner = await createActiveMember(app, db);
    const intruder = await createActiveMember(app, db);
    const first = photosOf(await upload(owner.cookie, await pngImage(), 'image/png'))[0] as OwnPhoto;
    const answer = await upload(owner.cookie, await pngImage(), 'image/png');
    const second = photosOf(answer)[1] as OwnPhoto;

    for (const [method, body] of [
      ['PUT', { id: first.id, private: true }],
      ['PUT', { id: second.id, main: true }],
      ['DELETE', { id: first.id }],
    ] as const) {
      const response = await call(method, '/api/photo.php', body, intruder.cookie);
      expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    }
    const mine = await app.inject({
      method: 'GET',
      url: '/api/photos.php',
      headers: { cookie: owner.cookie },
    });
    expect(photosOf(mine).map((p) => [p.id, p.private, p.main])).toEqual([
      [first.id, false, true],
      [second.id, false, false],
    ]);

    const mainPrivate = await call('PUT', '/api/photo.php', { id: first.id, private: true }, owner.cookie);
    expect(mainPrivate.json()).toEqual({ error: 'photo_private_main' });
    const switched = await call('PUT', '/api/photo.php', { id: second.id, main: true }, owner.cookie);
    expect(photosOf(switched).map((p) => p.main)).toEqual([false, true]);

    const deleted = await call('DELETE', '/api/photo.php', { id: second.id }, owner.cookie);
    expect(photosOf(deleted).map((p) => [p.id, p.main])).toEqual([[first.id, true]]);
    expect(filesOf(owner.user.id).some((name) => second.filename.includes(name.replace('.webp', '')))).toBe(
      false,
    );
    expect(filesOf(owner.user.id)).toHaveLength(2);
  });

  it('shows private photos of others locked until unlocked once for photo_credits', async () => {
    const owner = await createActiveMember(app, db);
    const viewer = await createActiveMember(app, db, { gender: 'male' });
    await upload(owner.cookie, await pngImage(), 'image/png');
    const answer = await upload(owner.cookie, await pngImage(), 'image/png');
    const [main, secret] = photosOf(answer);
    await decide(main?.id as number, 'active');
    await decide(secret?.id as number, 'active');
    await call('PUT', '/api/photo.php', { id: secret?.id, private: true }, owner.cookie);

    const seen = (await view(owner.user.id, viewer.cookie)).json().profile.photos;
    expect(seen).toEqual([
      expect.objectContaining({ id: main?.id, locked: false }),
      { id: secret?.id, locked: true, thumb_filename: null, filename: null },
    ]);
    expect((await file(secret?.filename as string, viewer.cookie)).statusCode).toBe(404);

    const visitor = await call('POST', '/api/photo-unlock.php', { id: secret?.id });
    expect([visitor.statusCode, visitor.json().error]).toEqual([403, 'login_required']);

    await db.$client.query('UPDATE users SET credits = 5 WHERE id = $1', [viewer.user.id]);
    const poor = await call('POST', '/api/photo-unlock.php', { id: secret?.id }, viewer.cookie);
    expect([poor.statusCode, poor.json().error]).toEqual([402, 'insufficient_credits']);

    await db.$client.query('UPDATE users SET credits = 25 WHERE id = $1', [viewer.user.id]);
    const [a, b] = await Promise.all([
      call('POST', '/api/photo-unlock.php', { id: secret?.id }, viewer.cookie),
      call('POST', '/api/photo-unlock.php', { id: secret?.id }, viewer.cookie),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().photo).toMatchObject({ id: secret?.id, locked: false, filename: secret?.filename });
    const { rows } = await db.$client.query(
      `SELECT amount, reason FROM credit_ledger WHERE user_id = $1 AND reason = 'photo_unlock'`,
      [viewer.user.id],
    );
    expect(rows).toEqual([{ amount: -10, reason: 'photo_unlock' }]);
    expect(
      (await db.$client.query('SELECT credits FROM users WHERE id = $1', [viewer.user.id])).rows[0].credits,
    ).toBe(15);
    expect((await file(secret?.filename as string, viewer.cookie)).statusCode).toBe(200);
    // Unlocking one's own or a public photo charges nothing.
    const ownPhoto = await call('POST', '/api/photo-unlock.php', { id: secret?.id }, owner.cookie);
    expect(ownPhoto.statusCode).toBe(404);
  });

  it('never serves files of members who are not listed, nor names that were guessed', async () => {
    const owner = await createMember(app);
    const other = await createActiveMember(app, db);
    const [photo] = photosOf(await upload(owner.cookie, await pngImage(), 'image/png'));
    await decide(photo?.id as number, 'active');
    // Unconfirmed owner: not listed, so not served to others.
    expect((await file(photo?.filename as string, other.cookie)).statusCode).toBe(404);
    expect((await file(photo?.filename as string, owner.cookie)).statusCode).toBe(200);
    const guessed = String(photo?.filename).replace(/-[0-9a-f]{4}/, '-0000');
    expect((await file(guessed, owner.cookie)).statusCode).toBe(404);
    expect((await file('../../etc/passwd', owner.cookie)).statusCode).toBe(404);
  });
});
