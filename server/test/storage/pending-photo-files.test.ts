import crypto from 'node:crypto';
import type { OwnPhoto } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { photoStorageFor } from '../../src/platform/configured-photo-storage.ts';
import {
  dropPhotoFiles,
  STRAY_AFTER_MS,
  sweepStrayPhotoFiles,
  writePendingPhotoFiles,
} from '../../src/platform/pending-photo-files.ts';
import type { PhotoStorage } from '../../src/platform/photo-storage.ts';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { jpegWithGps } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

/* Decision 0077 (issue 26): files written before their row commits are never left behind for good. */
describe('photo files whose upload never committed', async () => {
  const { app, db, config } = await createTestApp();
  const storage = photoStorageFor(config);
  const sql = db.$client;
  const files = { full: Buffer.from('full picture'), thumb: Buffer.from('thumbnail') };
  const pendingRecords = async (folder: string) =>
    (await sql.query('SELECT file_key FROM pending_photo_files WHERE folder = $1', [folder])).rows.map(
      (row: { file_key: string }) => row.file_key,
    );
  const hasFiles = async (folder: string, key: string) => [
    await storage.has(folder, key, false),
    await storage.has(folder, key, true),
  ];
  const inAnHour = () => new Date(Date.now() + STRAY_AFTER_MS + 60_000);

  it('an upload that commits leaves its files and no record; the sweep never touches them', async () => {
    const owner = await createActiveMember(app, db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: await jpegWithGps(),
      headers: { 'content-type': 'image/jpeg', cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [photo] = response.json().photos as OwnPhoto[];
    const key = (photo as OwnPhoto).filename.replace(/^\d+-|\.webp$/g, '');
    const folder = String(owner.user.id);
    expect(await pendingRecords(folder)).toEqual([]);

    await sweepStrayPhotoFiles({ sql, storage, clock: inAnHour });
    expect(await hasFiles(folder, key)).toEqual([true, true]);
  });

  it('a chat image that is sent settles its record in the send itself (chat_send)', async () => {
    const { chatter } = chatHelpers(app, db);
    const anna = await chatter({ credits: 25 });
    const bram = await chatter();
    const response = await app.inject({
      method: 'POST',
      url: `/api/message-image.php?profile=${bram.id}&client_id=${crypto.randomUUID()}`,
      payload: await jpegWithGps(),
      headers: { 'content-type': 'image/jpeg', cookie: anna.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const key = response.json().message.image.filename.replace(/^\d+-|\.webp$/g, '');
    expect(await pendingRecords(String(anna.id))).toEqual([]);
    await sweepStrayPhotoFiles({ sql, storage, clock: inAnHour });
    expect(await hasFiles(String(anna.id), key)).toEqual([true, true]);
  });

  it('files written by a process that died before its commit are removed after an hour, not before', async () => {
    const folder = String(900_000 + crypto.randomInt(99_999));
    // What an upload leaves when its process is killed between the write and the commit.
    const key = await writePendingPhotoFiles({ sql, storage, clock: () => new Date() }, folder, files);
    expect(await hasFiles(folder, key)).toEqual([true, true]);

    await sweepStrayPhotoFiles({ sql, storage, clock: () => new Date(Date.now() + STRAY_AFTER_MS - 60_000) });
    expect(await hasFiles(folder, key)).toEqual([true, true]);
    expect(await pendingRecords(folder)).toEqual([key]);

    await sweepStrayPhotoFiles({ sql, storage, clock: inAnHour });
    expect(await hasFiles(folder, key)).toEqual([false, false]);
    expect(await pendingRecords(folder)).toEqual([]);
  });

  it('a clean-up the storage refused stays recorded, and the sweep finishes it', async () => {
    const folder = String(900_000 + crypto.randomInt(99_999));
    const clock = () => new Date();
    const key = await writePendingPhotoFiles({ sql, storage, clock }, folder, files);
    const refusing: PhotoStorage = {
      ...storage,
      remove: async () => {
        throw new Error('storage unreachable');
      },
    };
    await expect(dropPhotoFiles({ sql, storage: refusing, clock }, folder, key)).rejects.toThrow(
      'storage unreachable',
    );
    expect(await pendingRecords(folder)).toEqual([key]);

    await sweepStrayPhotoFiles({ sql, storage, clock: inAnHour });
    expect(await hasFiles(folder, key)).toEqual([false, false]);
    expect(await pendingRecords(folder)).toEqual([]);
  });
});
