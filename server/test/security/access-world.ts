import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { bookCredits } from '../../src/modules/credits/index.ts';
import { pngImage } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';

/** Who tries a call. `partner` chats with the owner; `blocked` was blocked by the owner; `blocker` blocked them. */
export const ROLES = [
  'visitor',
  'member',
  'partner',
  'blocked',
  'blocker',
  'deleted',
  'moderator',
  'owner',
] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD = 'zomer-aan-zee-2026';
/** A valid Dutch IBAN and mobile number that only the owner uses (the others type the helpers' ones). */
const OWNER_IBAN = 'NL02ABNA0123456789';
const OWNER_MOBILE = '06 23456789';
export const OTHER_IBAN = 'NL91ABNA0417164300';
export const OTHER_MOBILE = '06 12345678';

type PhotoRef = { id: number; key: string; filename: string; thumb: string };

/** Everything the table's requests point at: the owner, their objects, and the viewers' sessions. */
export type World = {
  tag: string;
  /** A small PNG for uploads. */
  image: Buffer;
  ids: Record<Exclude<Role, 'visitor'>, number>;
  cookies: Partial<Record<Role, string>>;
  owner: { email: string; name: string };
  photos: Record<'main' | 'private' | 'rejected' | 'inspection' | 'spare', PhotoRef>;
  /** The client_id the owner uploaded their photo in inspection under. */
  inspectionPhotoClientId: string;
  /** The owner's conversation with each viewer who has one; the partner's is "the owner's conversation". */
  conversations: Partial<Record<Role, { id: number; lastSeq: number }>>;
  chatImage: string;
  blockedChatImage: string;
  order: { id: number; clientId: string; paymentId: string };
  packageId: number;
  mandate: number;
  /** Values only some viewers may ever read in an answer (see access-table.ts `SECRETS`). */
  secret: {
    email: string;
    passwordHash: string;
    birthDate: string;
    lat: string;
    lon: string;
    place: string;
    tracking: string;
    ledgerReference: string;
    balance: number;
    ownerText: string;
    partnerText: string;
    blockedText: string;
    chatImageKey: string;
    paymentId: string;
    phone: string;
    accountHolder: string;
  };
};

const letters = (n: number) =>
  Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** A caller of the app as one viewer: every request from its own address, so no per-IP limit is shared. */
export function caller(app: FastifyInstance) {
  let ip = 0;
  return (options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> => {
    ip += 1;
    const { cookie, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.77.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
    });
  };
}

/**
 * The owner with public, private, rejected and pending photos, a position, conversations with messages and a
 * picture, likes both ways, an order, a confirmed direct-debit mandate, settings and a distinctive balance;
 * and the viewers, each with the history with the owner that makes their row meaningful.
 */
export async function buildWorld(
  app: FastifyInstance,
  db: Database,
  dataDir: string,
  webhooks: () => Promise<void>,
): Promise<World> {
  const sql = db.$client;
  const call = caller(app);
  const tag = letters(8);
  const ok = async (response: Promise<LightMyRequestResponse>, status = 200) => {
    const answer = await response;
    expect(answer.statusCode, `${answer.statusCode} ${answer.body}`).toBe(status);
    return answer.json();
  };

  const join = async (role: Exclude<Role, 'visitor'>, overrides: Record<string, string> = {}) => {
    const created = await createActiveMember(app, db, {
      email: `${role}-${tag}@example.nl`,
      name: `${role[0]?.toUpperCase()}${role.slice(1)} ${tag}`,
      gender: 'male',
      password: PASSWORD,
      ...overrides,
    });
    return { id: created.user.id as number, cookie: created.cookie };
  };
  const owner = await join('owner', {
    name: `Eigenaar ${tag}`,
    gender: 'female',
    date_of_birth: '1987-03-29',
  });
  const others = {
    member: await join('member'),
    partner: await join('partner'),
    blocked: await join('blocked'),
    blocker: await join('blocker'),
    deleted: await join('deleted'),
    moderator: await join('moderator'),
  };
  await sql.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [others.moderator.id]);
  // The moderator's session confirmed its second factor (the enrolment itself is tested in the staff tests).
  await sql.query('UPDATE sessions SET staff_verified_at = now() WHERE user_id = $1', [others.moderator.id]);
  await sql.query('UPDATE users SET paid_user = true WHERE id = ANY($1)', [
    [owner.id, others.partner.id, others.blocked.id, others.blocker.id, others.deleted.id],
  ]);
  await sql.query(`UPDATE users SET tracking = $2 WHERE id = $1`, [
    owner.id,
    JSON.stringify({ network: `net-${tag}` }),
  ]);

  let booking = 0;
  const setCredits = async (userId: number, credits: number, reference?: string) => {
    const { rows } = await sql.query<{ credits: number }>('SELECT credits FROM users WHERE id = $1', [
      userId,
    ]);
    const amount = credits - (rows[0]?.credits ?? 0);
    booking += 1;
    if (amount !== 0)
      await bookCredits(sql, {
        userId,
        amount,
        reason: 'test',
        reference: reference ?? `setup-${tag}-${booking}`,
        now: new Date(),
      });
  };
  for (const member of [owner, others.partner, others.blocked, others.blocker, others.deleted])
    await setCredits(member.id, 500);

  // Position and settings.
  await ok(
    call({
      method: 'PUT',
      url: '/api/profile.php',
      cookie: owner.cookie,
      payload: { position: { lat: 52.1561, lon: 5.3878 }, description: `Hallo, ik ben ${tag}` },
    }),
  );
  await ok(
    call({
      method: 'PUT',
      url: '/api/account.php',
      cookie: owner.cookie,
      payload: { notifications_disabled: ['promotions'] },
    }),
  );
  await ok(
    call({
      method: 'POST',
      url: '/api/dismissals.php',
      cookie: owner.cookie,
      payload: { flag: 'hide-enrich-alert' },
    }),
  );

  // Photos: uploaded, then decided by the moderator; the second is made private.
  const image = await pngImage(240, 240);
  const upload = async (clientId = crypto.randomUUID()) => {
    const body = await ok(
      call({
        method: 'POST',
        url: `/api/photos.php?client_id=${clientId}`,
        cookie: owner.cookie,
        headers: { 'content-type': 'image/png' },
        payload: image,
      }),
      201,
    );
    const photo = body.photos.at(-1) as { id: number; filename: string; thumb_filename: string };
    const key = photo.filename.replace(/^\d+-/, '').replace(/\.webp$/, '');
    return { id: photo.id, key, filename: photo.filename, thumb: photo.thumb_filename };
  };
  const inspectionPhotoClientId = crypto.randomUUID();
  const photos = {
    main: await upload(),
    private: await upload(),
    rejected: await upload(),
    inspection: await upload(inspectionPhotoClientId),
    spare: await upload(),
  };
  const decide = (id: number, decision: object) =>
    ok(
      call({
        method: 'POST',
        url: '/api/admin/photos.php',
        cookie: others.moderator.cookie,
        payload: { id, ...decision },
      }),
    );
  for (const photo of [photos.main, photos.private, photos.spare])
    await decide(photo.id, { decision: 'approve' });
  await decide(photos.rejected.id, { decision: 'reject', reason: 'contact_details' });
  await ok(
    call({
      method: 'PUT',
      url: '/api/photo.php',
      cookie: owner.cookie,
      payload: { id: photos.main.id, main: true },
    }),
  );
  await ok(
    call({
      method: 'PUT',
      url: '/api/photo.php',
      cookie: owner.cookie,
      payload: { id: photos.private.id, private: true },
    }),
  );
  await ok(
    call({
      method: 'POST',
      url: '/api/photo-unlock.php',
      cookie: others.partner.cookie,
      payload: { id: photos.private.id },
    }),
  );

  // Likes both ways with everyone who has a history with the owner, and their conversations.
  const like = (from: string, to: number) =>
    ok(call({ method: 'POST', url: '/api/like.php', cookie: from, payload: { id: to } }));
  const say = async (from: string, to: number, text: string) =>
    (await ok(
      call({
        method: 'POST',
        url: '/api/message.php',
        cookie: from,
        payload: { profile: to, client_id: crypto.randomUUID(), kind: 'text', text },
      }),
    )) as { conversation: { id: number }; message: { seq: number } };
  const conversations: World['conversations'] = {};
  const texts = {
    ownerText: `owner-says-${tag}`,
    partnerText: `partner-says-${tag}`,
    blockedText: `blocked-says-${tag}`,
  };
  for (const role of ['partner', 'blocked', 'blocker', 'deleted'] as const) {
    const viewer = others[role];
    await like(viewer.cookie, owner.id);
    await like(owner.cookie, viewer.id);
    const first = await say(
      viewer.cookie,
      owner.id,
      role === 'partner' ? texts.partnerText : `${role}-says-${tag}`,
    );
    const answer = await say(
      owner.cookie,
      viewer.id,
      role === 'partner' ? texts.ownerText : `owner-to-${role}`,
    );
    conversations[role] = { id: first.conversation.id, lastSeq: answer.message.seq };
  }
  const sentImage = await ok(
    call({
      method: 'POST',
      url: `/api/message-image.php?profile=${others.partner.id}&client_id=${crypto.randomUUID()}`,
      cookie: owner.cookie,
      headers: { 'content-type': 'image/png' },
      payload: image,
    }),
  );
  const chatImage = sentImage.message.image.filename as string;
  const toBlocked = await ok(
    call({
      method: 'POST',
      url: `/api/message-image.php?profile=${others.blocked.id}&client_id=${crypto.randomUUID()}`,
      cookie: owner.cookie,
      headers: { 'content-type': 'image/png' },
      payload: image,
    }),
  );
  const blockedChatImage = toBlocked.message.image.filename as string;
  (conversations.blocked as { lastSeq: number }).lastSeq = toBlocked.message.seq;
  const partnerConversation = conversations.partner as { id: number; lastSeq: number };
  partnerConversation.lastSeq = sentImage.message.seq;
  await like(others.member.cookie, owner.id);

  // Blocks, then the deleted member leaves (their old cookie is kept).
  await ok(
    call({
      method: 'POST',
      url: '/api/block.php',
      cookie: owner.cookie,
      payload: { profile_id: others.blocked.id },
    }),
  );
  await ok(
    call({
      method: 'POST',
      url: '/api/block.php',
      cookie: others.blocker.cookie,
      payload: { profile_id: owner.id },
    }),
  );
  await ok(
    call({
      method: 'POST',
      url: '/api/account-delete.php',
      cookie: others.deleted.cookie,
      payload: { password: PASSWORD, reason: 'found_partner' },
    }),
  );

  // An order through the sandbox checkout, and a direct-debit mandate confirmed with the SMS code.
  const { rows: packages } = await sql.query<{ id: number }>(
    `SELECT p.id::int AS id FROM credit_packages p JOIN sites s ON s.id = p.site_id
     WHERE s.is_default AND p.country = 'NL' AND p.active ORDER BY p.position LIMIT 1`,
  );
  const packageId = (packages[0] as { id: number }).id;
  const clientId = crypto.randomUUID();
  const placed = await ok(
    call({
      method: 'POST',
      url: '/api/order.php',
      cookie: owner.cookie,
      payload: { package: packageId, method: 'ideal', client_id: clientId, delivery_consent: true },
    }),
    201,
  );
  const { rows: payment } = await sql.query<{ provider_payment_id: string }>(
    'SELECT provider_payment_id FROM orders WHERE id = $1',
    [placed.order.id],
  );
  const paymentId = payment[0]?.provider_payment_id as string;
  const accountHolder = `Olga Eigenaar ${tag}`;
  const started = await ok(
    call({
      method: 'POST',
      url: '/api/directdebit.php',
      cookie: owner.cookie,
      payload: {
        package: packageId,
        account_holder: accountHolder,
        iban: OWNER_IBAN,
        street: 'Oudegracht',
        house_number: '7',
        zip: '3511 AB',
        city: 'Utrecht',
        phone: OWNER_MOBILE,
        country: 'NL',
        delivery_consent: true,
      },
    }),
    201,
  );
  const smsFolder = path.join(dataDir, 'sms');
  const sms = fs
    .readdirSync(smsFolder)
    .filter((name) => name.startsWith('31623456789-'))
    .map((name) => fs.readFileSync(path.join(smsFolder, name), 'utf8'))
    .at(-1);
  const otp = sms?.match(/\b(\d{6})\b/)?.[1] as string;
  const debited = await ok(
    call({
      method: 'POST',
      url: '/api/directdebit-code.php',
      cookie: owner.cookie,
      payload: { mandate: started.mandate.id, otp, client_id: crypto.randomUUID() },
    }),
  );
  // The sandbox collects the debit a moment later and credits the owner: wait for that before the balance is set.
  const deadline = Date.now() + 10_000;
  for (;;) {
    await webhooks();
    const { rows } = await sql.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      debited.order.id,
    ]);
    if (rows[0]?.status === 'paid') break;
    if (Date.now() > deadline) throw new Error(`the direct debit stayed ${rows[0]?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  // Balances last: the owner's is a number no other answer holds; the strangers have none.
  const ledgerReference = `ledger-${tag}`;
  await setCredits(owner.id, 73519, ledgerReference);
  await setCredits(others.partner.id, 100);
  // Strangers hold nothing to pay with (the signup credits taken back), so their tries change nothing.
  await setCredits(others.member.id, 0);
  await setCredits(others.moderator.id, 0);
  const { rows: stored } = await sql.query<{
    password_hash: string;
    lat: number;
    lon: number;
    place: string;
  }>(
    'SELECT u.password_hash, p.lat, p.lon, p.place FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1',
    [owner.id],
  );
  const row = stored[0] as NonNullable<(typeof stored)[0]>;

  return {
    tag,
    image,
    ids: {
      owner: owner.id,
      member: others.member.id,
      partner: others.partner.id,
      blocked: others.blocked.id,
      blocker: others.blocker.id,
      deleted: others.deleted.id,
      moderator: others.moderator.id,
    },
    cookies: {
      owner: owner.cookie,
      member: others.member.cookie,
      partner: others.partner.cookie,
      blocked: others.blocked.cookie,
      blocker: others.blocker.cookie,
      deleted: others.deleted.cookie,
      moderator: others.moderator.cookie,
    },
    owner: { email: `owner-${tag}@example.nl`, name: `Eigenaar ${tag}` },
    photos,
    inspectionPhotoClientId,
    conversations,
    chatImage,
    blockedChatImage,
    order: { id: placed.order.id, clientId, paymentId },
    packageId,
    mandate: started.mandate.id,
    secret: {
      email: `owner-${tag}@example.nl`,
      passwordHash: row.password_hash,
      birthDate: '1987-03-29',
      lat: String(row.lat),
      lon: String(row.lon),
      place: row.place,
      tracking: `net-${tag}`,
      ledgerReference,
      balance: 73519,
      ...texts,
      chatImageKey: chatImage.replace(/^\d+-/, '').replace(/\.webp$/, ''),
      paymentId,
      phone: '+31623456789',
      accountHolder,
    },
  };
}
