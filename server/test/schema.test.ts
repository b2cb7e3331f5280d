import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { companyInfo, sites } from '../src/db/schema.ts';
import { createTestDatabase } from './support/test-app.ts';

describe('database schema', async () => {
  const { db } = await createTestDatabase();

  it('has every column the Drizzle schema names, as the migrations created it', async () => {
    for (const table of [sites, companyInfo]) {
      const rows = await db.execute<{ column_name: string }>(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = ${getTableName(table)}`,
      );
      const inDatabase = new Set(rows.rows.map((row) => row.column_name));
      for (const column of Object.values(getTableColumns(table))) {
        expect(inDatabase.has(column.name), `${getTableName(table)}.${column.name}`).toBe(true);
      }
    }
  });

  it('keeps a site’s name, title and description per language, and refuses a site without a name', async () => {
    await expect(
      db.execute(
        sql`INSERT INTO sites (domain, name, index_title, description, message_credits, photo_credits, gift_credits, signup_credits, message_length, support_email, support_phone) VALUES ('nameless.example', '{}', '{}', '{}', 1, 1, 1, 1, 1, 'a@b', '1')`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'sites_name_per_language' } });
  });

  it('applies each migration once: a second run applies nothing', async () => {
    expect(await migrate(db.$client)).toEqual([]);
  });

  it('keeps one default site and refuses an upper-case domain', async () => {
    await expect(
      db.execute(
        sql`INSERT INTO sites (domain, is_default, name, index_title, description, message_credits, photo_credits, gift_credits, signup_credits, message_length, support_email, support_phone) VALUES ('second.example', true, '{"nl": "x"}', '{"nl": "x"}', '{"nl": "x"}', 1, 1, 1, 1, 1, 'a@b', '1')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`INSERT INTO sites (domain, name, index_title, description, message_credits, photo_credits, gift_credits, signup_credits, message_length, support_email, support_phone) VALUES ('Upper.example', '{"nl": "x"}', '{"nl": "x"}', '{"nl": "x"}', 1, 1, 1, 1, 1, 'a@b', '1')`,
      ),
    ).rejects.toThrow();
  });
});
