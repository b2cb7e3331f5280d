import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChangedMigrationError, checksumOf, migrate } from '../../src/db/migrate.ts';
import { createEmptyDatabase } from './database-schema.ts';

const migrationsDir = path.join(import.meta.dirname, '../../src/db/migrations');

describe('migration checksums and repeatable database functions', async () => {
  const pool = await createEmptyDatabase();
  await migrate(pool);

  it('records the SHA-256 of every migration it applies', async () => {
    const { rows } = await pool.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations ORDER BY name',
    );
    expect(rows.length).toBeGreaterThan(16);
    for (const row of rows) {
      expect(row.checksum, row.name).toBe(
        checksumOf(fs.readFileSync(path.join(migrationsDir, row.name), 'utf8')),
      );
    }
    expect(checksumOf('SELECT 1;\r\nSELECT 2;\r\n')).toBe(checksumOf('SELECT 1;\nSELECT 2;\n'));
  });

  it('refuses to start when an applied migration changed, naming the file and what to do, and applies nothing', async () => {
    await pool.query(`UPDATE schema_migrations SET checksum = repeat('0', 64) WHERE name = '0005_chat.sql'`);
    await pool.query(`DELETE FROM schema_migrations WHERE name = '0016_photo_upload_client_id.sql'`);
    try {
      const refused = migrate(pool);
      await expect(refused).rejects.toThrow(ChangedMigrationError);
      await expect(refused).rejects.toThrow(
        /0005_chat\.sql changed after this database applied it.*new migration/,
      );
      const pending = await pool.query(`SELECT 1 FROM schema_migrations WHERE name LIKE '0016%'`);
      expect(pending.rowCount).toBe(0);
    } finally {
      await pool.query('UPDATE schema_migrations SET checksum = NULL');
      await pool.query(`INSERT INTO schema_migrations (name) VALUES ('0016_photo_upload_client_id.sql')`);
    }
  });

  it('records the checksums of migrations applied before checksums were kept, at the next start', async () => {
    await pool.query('UPDATE schema_migrations SET checksum = NULL');
    expect(await migrate(pool)).toEqual([]);
    const { rows } = await pool.query('SELECT name FROM schema_migrations WHERE checksum IS NULL');
    expect(rows).toEqual([]);
  });

  it('applies a database function file again when its text changed, and only then', async () => {
    expect(await migrate(pool)).toEqual([]);
    await pool.query('DROP FUNCTION chat_send');
    await pool.query(`UPDATE schema_functions SET checksum = 'an earlier text' WHERE name = 'chat_send.sql'`);
    expect(await migrate(pool)).toEqual(['functions/chat_send.sql']);
    const { rows } = await pool.query(`SELECT 1 FROM pg_proc WHERE proname = 'chat_send'`);
    expect(rows).toHaveLength(1);
  });

  it('applies no database function while a restore replays only the backup’s migrations', async () => {
    await pool.query('DELETE FROM schema_functions');
    expect(await migrate(pool, { only: ['0001_sites.sql'] })).toEqual([]);
    expect((await pool.query('SELECT 1 FROM schema_functions')).rowCount).toBe(0);
    expect(await migrate(pool)).toEqual(
      fs
        .readdirSync(path.join(migrationsDir, '../functions'))
        .sort()
        .map((name) => `functions/${name}`),
    );
  });
});
