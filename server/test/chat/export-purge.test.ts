import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { pngImage } from '../support/images.ts';
import { createTestApp } from '../support/test-app.ts';
import { chatHelpers, type Member } from './chat-helpers.ts';

describe('chat in the data export and in the purge of a deleted account', async () => {
  const { app, db, config } = await createTestApp();
  const deps = { config, db, clock: () => new Date(), mailer: createMailer(config, { info: () => {} }) };
  const { sql, call, chatter, sent } = chatHelpers(app, db);

  const sendImage = async (from: Member, to: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/message-image.php?profile=${to}&client_id=${crypto.randomUUID()}`,
      payload: await pngImage(),
      headers: { 'content-type': 'image/png', cookie: from.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().message as { id: number; image: { filename: string; thumb_filename: string } };
  };
  const sendGift = async (from: Member, to: number) => {
    const response = await call('POST', '/api/message.php', {
      cookie: from.cookie,
      payload: { profile: to, client_id: crypto.randomUUID(), kind: 'gift', gift: 'rose' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const exported = async (member: Member) => {
    const response = await call('GET', '/api/export.php', { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const filesOf = (memberId: number) => {
    const dir = path.join(config.dataDir, 'uploads', String(memberId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const count = async (query: string, id: number) =>
    (
      (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${query}`, [id])).rows[0] as {
        n: number;
      }
    ).n;

  it('the export lists the messages the member sent and received, the other member by id and name only', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const carla = await chatter({ credits: 100 });
    const hello = await sent(anna, bram.id, 'Hoi Bram');
    await sent(bram, anna.id, 'Hoi Anna');
    await sendGift(anna, bram.id);
    const picture = await sendImage(bram, anna.id);
    await sent(bram, carla.id, 'Geheim voor Anna');

    const data = await exported(anna);
    const withBram = {
      conversation: hello.conversation.id,
      with: { profile_id: bram.id, name: bram.form.name },
    };
    expect(data.messages).toEqual([
      {
        ...withBram,
        id: hello.message.id,
        seq: 1,
        sent: true,
        kind: 'text',
        text: 'Hoi Bram',
        gift: null,
        image: null,
        created_at: expect.any(String),
      },
      {
        ...withBram,
        id: expect.any(Number),
        seq: 2,
        sent: false,
        kind: 'text',
        text: 'Hoi Anna',
        gift: null,
        image: null,
        created_at: expect.any(String),
      },
      {
        ...withBram,
        id: expect.any(Number),
        seq: 3,
        sent: true,
        kind: 'gift',
        text: null,
        gift: 'rose',
        image: null,
        created_at: expect.any(String),
      },
      {
        ...withBram,
        id: picture.id,
        seq: 4,
        sent: false,
        kind: 'image',
        text: null,
        gift: null,
        image: picture.image,
        created_at: expect.any(String),
      },
    ]);
    // Bram's conversation with Carla is not Anna's; nothing of Bram but his id and name.
    expect(JSON.stringify(data.messages)).not.toContain('Geheim');
    const { rows } = await sql.query('SELECT email FROM users WHERE id = $1', [bram.id]);
    expect(JSON.stringify(data.messages)).not.toContain(rows[0].email);
  });

  it('the purge removes the member’s conversations, messages and pictures, files included', async () => {
    const anna = await chatter({ credits: 100 });
    const bram = await chatter({ credits: 100 });
    const carla = await chatter({ credits: 100 });
    await sent(anna, bram.id, 'Hoi Bram');
    const annaPicture = await sendImage(anna, bram.id);
    const bramPicture = await sendImage(bram, anna.id);
    const kept = await sendImage(bram, carla.id);
    expect(filesOf(anna.id)).toHaveLength(2);
    expect(filesOf(bram.id)).toHaveLength(4);

    await sql.query(
      `UPDATE users SET status = 'deleted', deleted_at = now() - interval '15 days' WHERE id = $1`,
      [anna.id],
    );
    await purgeDeletedAccounts(deps, memberDataHooks(deps));

    expect(await count('conversations WHERE member_a = $1 OR member_b = $1', anna.id)).toBe(0);
    expect(await count('conversation_members WHERE member_id = $1', anna.id)).toBe(0);
    expect(await count('messages WHERE sender_id = $1', anna.id)).toBe(0);
    expect(await count('chat_images WHERE owner_id = $1', anna.id)).toBe(0);
    expect(filesOf(anna.id)).toEqual([]);
    // Bram's picture to Anna went with their conversation; the one to Carla stays, for both of them.
    expect(await count('chat_images WHERE owner_id = $1', bram.id)).toBe(1);
    // Files on disk are named by the key alone.
    expect(filesOf(bram.id)).toEqual(
      [kept.image.filename, kept.image.thumb_filename].map((name) => name.replace(/^\d+-/, '')).sort(),
    );
    expect(
      (await call('GET', `/chat-images/${bramPicture.image.filename}`, { cookie: bram.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/chat-images/${annaPicture.image.filename}`, { cookie: bram.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/chat-images/${kept.image.filename}`, { cookie: carla.cookie })).statusCode,
    ).toBe(200);
    // Bram's list no longer shows the conversation with Anna; the one with Carla is there.
    const chats = (await call('GET', '/api/chats.php', { cookie: bram.cookie })).json().chats;
    expect(chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([carla.id]);
  });
});
