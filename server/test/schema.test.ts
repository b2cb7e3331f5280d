import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { generateTableTypes, TABLE_TYPES_FILE } from '../src/db/table-types.ts';
import { createTestDatabase } from './support/test-app.ts';

describe('database schema', async () => {
  const { db, url } = await createTestDatabase();

  it('types every query with the tables the migrations create: tables.ts is current (else `npm run db:types`)', async () => {
    const current = fs.readFileSync(TABLE_TYPES_FILE, 'utf8');
    expect(await generateTableTypes(url), 'server/src/db/tables.ts is stale: run `npm run db:types`').toBe(
      current,
    );
  });

  it('keeps a site’s name, title and description per language, and refuses a site without a name', async () => {
    await expect(
      sql`INSERT INTO sites (domain, name, index_title, description, message_credits, photo_credits, gift_credits, signup_credits, message_length, support_email, support_phone) VALUES ('nameless.example', '{}', '{}', '{}', 1, 1, 1, 1, 1, 'a@b', '1')`.execute(
        db,
      ),
    ).rejects.toMatchObject({ constraint: 'sites_name_per_language' });
  });

  it('applies each migration once: a second run applies nothing', async () => {
    expect(await migrate(db.$client)).toEqual([]);
  });

  it('keeps one default site and refuses an upper-case domain', async () => {
    await expect(
      sql`INSERT INTO sites (domain, is_default, name, index_title, description, message_credits, photo_credits, gift_credits, signup_credits, message_length, support_email, support_phone) VALUES ('second.example', true, '{"nl": "x"}', '{"nl": "x"}', '{"nl": "x"}', 1, 1, 1, 1, 1, 'a@b', '1')`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO sites (domain, name, index_title, description, message_credits, photo_credits, gift_credits, signup_credits, message_length, support_email, support_phone) VALUES ('Upper.example', '{"nl": "x"}', '{"nl": "x"}', '{"nl": "x"}', 1, 1, 1, 1, 1, 'a@b', '1')`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
