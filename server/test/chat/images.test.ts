import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, pngImage } from '../support/images.ts';
import { createTestApp } from '../support/test-app.ts';
import { chatHelpers, type Member } from './chat-helpers.ts';

describe('images in chat (message-image.php, /chat-images/<name>)', async () => {
  const { app, db, config } = await createTestApp();
  const { sql, call, chatter, credits, messageLedger } = chatHelpers(app, db);
  // The default site: photo_credits 10.

  const sendImage = (
    from: Member | undefined,
    to: number,
    body: Buffer | string,
    options: { clientId?: string; type?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/message-image.php?profile=${to}&client_id=${options.clientId ?? crypto.randomUUID()}`,
      payload: body,
      headers: { 'content-type': options.type ?? 'image/jpeg', ...(from ? { cookie: from.cookie } : {}) },
    });
  const file = (name: string, viewer?: Member) =>
    app.inject({
      method: 'GET',
      url: `/chat-images/${name}`,
      headers: viewer ? { cookie: viewer.cookie } : {},
    });
  const filesOf = (memberId: number) => {
    const dir = path.join(config.dataDir, 'uploads', String(memberId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const imageRows = async (ownerId: number) =>
    (await sql.query('SELECT id FROM chat_images WHERE owner_id = $1', [ownerId])).rows;
  const imageMessages = async (senderId: number) =>
    (await sql.query(`SELECT id FROM messages WHERE sender_id = $1 AND kind = 'image'`, [senderId])).rows;

  it('asks a visitor to log in and serves them nothing', async () => {
    const bram = await chatter();
    const response = await sendImage(undefined, bram.id, await jpegWithGps());
    expect([response.statusCode, response.json()]).toEqual([403, { error: 'login_required' }]);
    expect((await file('1-0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
  });

  it('sends a picture for photo_credits, without metadata, shown to the two members only', async () => {
    const anna = await chatter({ credits: 25 });
    const bram = await chatter();
    const third = await chatter();
    const original = await jpegWithGps(3000, 2000);
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(52.37, 1) });

    const response = await sendImage(anna, bram.id, original);
    expect(response.statusCode, response.body).toBe(200);
    const { message, credits: balance } = response.json();
    expect(balance).toBe(15);
    expect(message).toMatchObject({ seq: 1, mine: true, kind: 'image', text: null, gift: null });
    expect(message.image.filename).toMatch(/^\d+-[0-9a-f]{32}\.webp$/);
    expect(message.image.thumb_filename).toBe(message.image.filename.replace('.webp', '-thumb.webp'));
    expect(await credits(anna.id)).toEqual({ credits: 15, ledger: 15 });
    expect(await messageLedger(anna.id)).toEqual([{ amount: -10, reference: `message:${message.id}` }]);
    expect(filesOf(anna.id)).toHaveLength(2);

    // Bram finds it in the conversation as a picture from Anna.
    const page = await call('GET', `/api/conversation.php?profile=${anna.id}`, { cookie: bram.cookie });
    expect(page.json().messages).toEqual([{ ...message, mine: false }]);

    for (const name of [message.image.filename, message.image.thumb_filename]) {
      for (const viewer of [anna, bram]) {
        const served = await file(name, viewer);
        expect(served.statusCode).toBe(200);
        expect(served.headers).toMatchObject({
          'content-type': 'image/webp',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
        });
        expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
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
      expect((await file(name, third)).statusCode).toBe(404);
      expect((await file(name)).statusCode).toBe(404);
    }
    const full = await sharp((await file(message.image.filename, bram)).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([1600, 1067]);
    // The right id with a guessed key is as unknown as a name that does not exist.
    const guessed = message.image.filename.replace(/-[0-9a-f]{32}/, `-${'0'.repeat(32)}`);
    expect((await file(guessed, anna)).statusCode).toBe(404);
  });

  it('a repeated client_id answers the stored message: no image work, no second file, no second charge', async () => {
    const anna = await chatter({ credits: 30 });
    const bram = await chatter();
    const clientId = crypto.randomUUID();
    const first = await sendImage(anna, bram.id, await pngImage(), { clientId, type: 'image/png' });
    expect(first.statusCode, first.body).toBe(200);
    // Even a body that is no image: the stored send is answered before anything is decoded.
    const again = await sendImage(anna, bram.id, 'not an image', { clientId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await imageMessages(anna.id)).toHaveLength(1);
    expect(await imageRows(anna.id)).toHaveLength(1);
    expect(filesOf(anna.id)).toHaveLength(2);
    expect(await credits(anna.id)).toEqual({ credits: 20, ledger: 20 });
  });

  it('concurrent duplicates store, keep and charge one picture', async () => {
    const anna = await chatter({ credits: 30 });
    const bram = await chatter();
    const clientId = crypto.randomUUID();
    const image = await pngImage();
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => sendImage(anna, bram.id, image, { clientId, type: 'image/png' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().message.id)).size).toBe(1);
    expect(await imageRows(anna.id)).toHaveLength(1);
    expect(filesOf(anna.id)).toHaveLength(2);
    expect(await credits(anna.id)).toEqual({ credits: 20, ledger: 20 });
  });

  it('short of credits: 402, no picture row, no file, nothing charged', async () => {
    const anna = await chatter({ credits: 9 });
    const bram = await chatter();
    const response = await sendImage(anna, bram.id, await jpegWithGps());
    expect([response.statusCode, response.json()]).toEqual([
      402,
      { error: 'insufficient_credits', credits: 10 },
    ]);
    expect(await imageMessages(anna.id)).toEqual([]);
    expect(await imageRows(anna.id)).toEqual([]);
    expect(filesOf(anna.id)).toEqual([]);
    expect(await credits(anna.id)).toEqual({ credits: 9, ledger: 9 });
  });

  it('refuses what is not a usable picture with the photo codes, and stores and charges nothing', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter();
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
      const response = await sendImage(anna, bram.id, body, { type });
      expect([response.statusCode, response.json().error], type).toEqual([status, error]);
    }
    expect(await imageMessages(anna.id)).toEqual([]);
    expect(await imageRows(anna.id)).toEqual([]);
    expect(filesOf(anna.id)).toEqual([]);
    expect(await credits(anna.id)).toEqual({ credits: 100, ledger: 100 });
  });

  it('the rules of a send apply: a blocked member gets nothing and the files are removed again', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [bram.id, anna.id]);
    const response = await sendImage(anna, bram.id, await pngImage(), { type: 'image/png' });
    expect([response.statusCode, response.json()]).toEqual([403, { error: 'blocked_by_member' }]);
    expect(await imageRows(anna.id)).toEqual([]);
    expect(filesOf(anna.id)).toEqual([]);
  });

  it('a member who removed the conversation no longer gets its pictures; the sender still does', async () => {
    const anna = await chatter({ credits: 50 });
    const bram = await chatter();
    const sent = await sendImage(anna, bram.id, await pngImage(), { type: 'image/png' });
    const { conversation, message } = sent.json();
    expect((await file(message.image.thumb_filename, bram)).statusCode).toBe(200);
    const removed = await call('DELETE', '/api/chat.php', {
      cookie: bram.cookie,
      payload: { conversation: conversation.id },
    });
    expect(removed.statusCode).toBe(204);
    expect((await file(message.image.thumb_filename, bram)).statusCode).toBe(404);
    expect((await file(message.image.thumb_filename, anna)).statusCode).toBe(200);
  });
});
