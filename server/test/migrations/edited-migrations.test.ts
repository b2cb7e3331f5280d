import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { createEmptyDatabase, schemaOf } from './database-schema.ts';

const migrationsDir = path.join(import.meta.dirname, '../../src/db/migrations');
const functionsDir = path.join(import.meta.dirname, '../../src/db/functions');
// Earlier texts of the migrations edited after they landed, from git history (commit in the name).
const editedBefore = path.join(import.meta.dirname, 'edited-before');
const sqlFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/** The runner before checksums: names only, each file once in name order; `texts` replaces some files. */
async function migrateAsBefore(pool: pg.Pool, texts: Record<string, string>, through: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const name of sqlFiles(migrationsDir).filter((file) => file.slice(0, 4) <= through)) {
      const text = texts[name];
      const file = text ? path.join(editedBefore, text) : path.join(migrationsDir, name);
      await client.query('BEGIN');
      await client.query(fs.readFileSync(file, 'utf8'));
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      await client.query('COMMIT');
    }
  } finally {
    client.release();
  }
}

const SITE = `INSERT INTO sites (domain, name, index_title, description, message_credits, photo_credits,
  gift_credits, signup_credits, message_length, support_email, support_phone)
  VALUES ('old.example', '{"nl": "x"}', '{"nl": "x"}', '{"nl": "x"}', 1, 1, 1, 1, 1, 'a@b', '1')`;

/** An order as the first payments code stored it, before the consent to immediate delivery was recorded. */
async function orderWithoutConsent(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `WITH site AS (${SITE} RETURNING id),
     member AS (
       INSERT INTO users (site_id, email, language) SELECT id, 'old@example.com', 'nl' FROM site RETURNING id, site_id),
     package AS (
       INSERT INTO credit_packages (site_id, currency, credits, price) SELECT id, 'EUR', 100, 999 FROM site
       RETURNING id)
     INSERT INTO orders (site_id, user_id, client_id, package_id, credits, list_amount, amount, currency, method,
       provider)
     SELECT member.site_id, member.id, gen_random_uuid(), package.id, 100, 999, 999, 'EUR', 'ideal', 'sandbox'
     FROM member, package RETURNING id::int AS id`,
  );
  return rows[0]?.id ?? 0;
}

describe('a database migrated with earlier texts of the edited migrations 0004, 0005 and 0006', async () => {
  const fresh = await createEmptyDatabase();
  await migrate(fresh);
  const today = await schemaOf(fresh);
  const catchUp = '0017_edited_migrations_catch_up.sql';
  const functions = sqlFiles(functionsDir).map((name) => `functions/${name}`);
  // The migrations that came after 0017 (0018 on) apply after it as on any database.
  const later = sqlFiles(migrationsDir).filter((name) => name > catchUp);

  it('gets today’s schema from migration 0017 when it had the first texts and every later migration', async () => {
    const old = await createEmptyDatabase();
    await migrateAsBefore(
      old,
      {
        '0004_discovery.sql': '0004_discovery.548257a.sql',
        '0005_chat.sql': '0005_chat.9788107.sql',
        '0006_payments.sql': '0006_payments.da6ba73.sql',
      },
      '0016',
    );
    const before = await schemaOf(old);
    expect(before.columns).not.toEqual(today.columns);
    expect(before.indexes).not.toEqual(today.indexes);
    const order = await orderWithoutConsent(old);

    expect(await migrate(old)).toEqual([catchUp, ...later, ...functions]);

    expect(await schemaOf(old)).toEqual(today);
    const consent = await old.query('SELECT delivery_consent_at::text AS at FROM orders WHERE id = $1', [
      order,
    ]);
    expect(consent.rows[0]?.at).toBe('-infinity');
    const unrecorded = await old.query('SELECT name FROM schema_migrations WHERE checksum IS NULL');
    expect(unrecorded.rows).toEqual([]);
  });

  it('gets today’s schema when it had the second texts and today’s runner applies the migrations after 0006', async () => {
    const old = await createEmptyDatabase();
    await migrateAsBefore(
      old,
      { '0005_chat.sql': '0005_chat.386f552.sql', '0006_payments.sql': '0006_payments.26bdc0f.sql' },
      '0006',
    );
    expect((await schemaOf(old)).indexes).not.toContain(
      'CREATE INDEX messages_image ON public.messages USING btree (image_id) WHERE (image_id IS NOT NULL)',
    );

    const applied = await migrate(old);
    expect(applied).toContain(catchUp);
    expect(applied[0]).toBe('0007_chat_send.sql');

    expect(await schemaOf(old)).toEqual(today);
  });

  it('stops, losing nothing, when an image message of the first 0005 names a profile photo', async () => {
    const old = await createEmptyDatabase();
    await migrateAsBefore(old, { '0005_chat.sql': '0005_chat.9788107.sql' }, '0016');
    await old.query(SITE);
    await old.query(
      `WITH pair AS (
         INSERT INTO users (site_id, email, language) SELECT id, 'pair-' || n || '@example.com', 'nl'
         FROM sites, generate_series(1, 2) n RETURNING id, site_id),
       photo AS (
         INSERT INTO photos (user_id, file_key, folder, width, height) SELECT min(id), 'key', 'f', 1, 1 FROM pair
         RETURNING id, user_id),
       conversation AS (
         INSERT INTO conversations (site_id, member_a, member_b)
         SELECT min(site_id), min(id), max(id) FROM pair RETURNING id, member_a)
       INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, photo_id, credits)
       SELECT conversation.id, 1, conversation.member_a, gen_random_uuid(), 'image', photo.id, 0
       FROM conversation, photo`,
    );

    await expect(migrate(old)).rejects.toThrow(
      /Migration 0017_edited_migrations_catch_up\.sql failed: messages of kind image with a photo_id/,
    );
    expect((await old.query('SELECT photo_id FROM messages')).rows).toHaveLength(1);
  });

  it('changes nothing on a database made with today’s texts', async () => {
    const again = await createEmptyDatabase();
    await migrateAsBefore(again, {}, '0017');
    await migrate(again);
    expect(await schemaOf(again)).toEqual(today);
  });
});
