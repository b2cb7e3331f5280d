import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { OwnPhoto } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { copyLocalPhotos } from '../../src/cli/photo-migration.ts';
import { loadConfig } from '../../src/config.ts';
import { photosMemberData } from '../../src/modules/photos/index.ts';
import { photoStorageFor } from '../../src/platform/configured-photo-storage.ts';
import {
  localPhotoStorage,
  type PhotoStorage,
  SHARED_DEMO_FOLDER,
} from '../../src/platform/photo-storage.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { jpegWithGps } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { startS3Server } from '../support/s3-server.ts';
import { createTestApp } from '../support/test-app.ts';

/* Decision 0072 (issue 26): photo files on disk or in an S3-compatible bucket, behind the same calls. */
const bucket = await startS3Server();
const s3Config = loadConfig({ ...bucket.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'photo-s3-')) });

const bytesOf = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

describe.each([
  ['the local folder', () => localPhotoStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'photo-local-')))],
  ['an S3 bucket', () => photoStorageFor(s3Config)],
])('photo storage in %s', (_, make: () => PhotoStorage) => {
  const storage = make();
  const key = () => crypto.randomBytes(16).toString('hex');

  it('reads back both renditions as written; a missing one is undefined', async () => {
    const photo = key();
    await storage.write('41', photo, Buffer.from('full picture'), Buffer.from('thumbnail'));
    expect((await bytesOf(await storage.read('41', photo, false)))?.toString()).toBe('full picture');
    expect((await bytesOf(await storage.read('41', photo, true)))?.toString()).toBe('thumbnail');
    expect(await storage.has('41', photo, true)).toBe(true);
    expect(await storage.read('41', key(), false)).toBeUndefined();
    expect(await storage.has('41', key(), false)).toBe(false);
  });

  it('removes one photo, or a member’s folder whole; never the shared demo pictures', async () => {
    const [kept, removed, other] = [key(), key(), key()];
    for (const photo of [kept, removed]) await storage.write('42', photo, Buffer.from('a'), Buffer.from('b'));
    await storage.write('43', other, Buffer.from('c'), Buffer.from('d'));
    await storage.write(SHARED_DEMO_FOLDER, 'female-1', Buffer.from('e'), Buffer.from('f'));
    await storage.remove('42', removed);
    expect([await storage.has('42', removed, false), await storage.has('42', removed, true)]).toEqual([
      false,
      false,
    ]);
    expect(await storage.has('42', kept, false)).toBe(true);
    await storage.removeFolder('42');
    expect(await storage.has('42', kept, true)).toBe(false);
    expect(await storage.has('43', other, false)).toBe(true);
    await storage.remove(SHARED_DEMO_FOLDER, 'female-1');
    await storage.removeFolder(SHARED_DEMO_FOLDER);
    expect(await storage.has(SHARED_DEMO_FOLDER, 'female-1', false)).toBe(true);
  });
});

describe('the app with S3_BUCKET set', async () => {
  const { app, db, config } = await createTestApp(bucket.env);
  const storage = photoStorageFor(config);
  const upload = async (cookie: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: await jpegWithGps(),
      headers: { 'content-type': 'image/jpeg', cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    // The own photos, with the new one as the newest.
    return (response.json().photos as OwnPhoto[]).reduce((newest, each) =>
      each.id > newest.id ? each : newest,
    );
  };
  const served = (name: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/photos/${name}`, headers: cookie ? { cookie } : {} });
  const keyOf = (photo: OwnPhoto) => photo.filename.replace(/^\d+-|\.webp$/g, '');

  it('stores an upload in the bucket, not on disk, and serves it to its owner alone', async () => {
    const owner = await createActiveMember(app, db);
    const other = await createActiveMember(app, db, { gender: 'male' });
    const photo = await upload(owner.cookie);
    const folder = String(owner.user.id);
    expect(await storage.has(folder, keyOf(photo), false)).toBe(true);
    expect(await storage.has(folder, keyOf(photo), true)).toBe(true);
    expect(fs.existsSync(path.join(config.dataDir, 'uploads', folder))).toBe(false);

    const own = await served(photo.filename, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(
      own.rawPayload.equals((await bytesOf(await storage.read(folder, keyOf(photo), false))) as Buffer),
    ).toBe(true);
    // Still in inspection: another member and a visitor get the same 404 as for a name that does not exist.
    expect((await served(photo.filename, other.cookie)).statusCode).toBe(404);
    expect((await served(photo.thumb_filename)).statusCode).toBe(404);
    expect(
      (await served(`${photo.filename.split('-')[0]}-${'0'.repeat(32)}.webp`, owner.cookie)).statusCode,
    ).toBe(404);
  });

  it('a deleted photo leaves the bucket; the purge of an account empties the member’s folder', async () => {
    const owner = await createActiveMember(app, db);
    const folder = String(owner.user.id);
    const first = await upload(owner.cookie);
    const second = await upload(owner.cookie);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/photo.php',
      payload: { id: first.id },
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storage.has(folder, keyOf(first), false)).toBe(false);
    expect(await storage.has(folder, keyOf(second), false)).toBe(true);

    const afterCommit: Array<() => Promise<void>> = [];
    await withTransaction(db.$client, async (tx) => {
      await photosMemberData(storage).purge?.(tx, owner.user.id, (work) => afterCommit.push(work));
    });
    for (const work of afterCommit) await work();
    expect(await storage.has(folder, keyOf(second), true)).toBe(false);
  });
});

describe('npm run photos:to-s3', () => {
  it('copies every complete photo of DATA_DIR/uploads once; a repeated run copies nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-move-'));
    const local = localPhotoStorage(dataDir);
    const keys = [crypto.randomBytes(16).toString('hex'), crypto.randomBytes(16).toString('hex')];
    await local.write('51', keys[0] as string, Buffer.from('one'), Buffer.from('one small'));
    await local.write('52', keys[1] as string, Buffer.from('two'), Buffer.from('two small'));
    // A crash's leftover and a lone thumbnail are not photos.
    fs.writeFileSync(path.join(dataDir, 'uploads', '52', 'abc.webp.part'), 'half');
    fs.writeFileSync(path.join(dataDir, 'uploads', '52', 'def-thumb.webp'), 'alone');
    const target = photoStorageFor(s3Config);

    const first = await copyLocalPhotos(dataDir, target);
    expect(first).toMatchObject({ copied: 2, present: 0 });
    expect(first.skipped.sort()).toEqual(['52/abc.webp.part', '52/def-thumb.webp']);
    expect((await bytesOf(await target.read('52', keys[1] as string, true)))?.toString()).toBe('two small');
    expect(await target.has('52', 'def', true)).toBe(false);
    expect(await copyLocalPhotos(dataDir, target)).toMatchObject({ copied: 0, present: 2 });
    // The local files stay until the operator removes them.
    expect(await local.has('51', keys[0] as string, false)).toBe(true);
  });
});
