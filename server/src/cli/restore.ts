import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../db/backup.ts';
import { InstanceLockedError } from '../platform/instance-lock.ts';
import { openTargetDatabase, uploadsDirOf } from './backup-connection.ts';

const USAGE = `npm run restore -- <backup folder>
  Restores a backup made by npm run backup into an empty database (DATABASE_URL, or a new embedded one in
  DATA_DIR, on which no server may run) and DATA_DIR/uploads. Start the server on it afterwards.`;

/** `npm run restore` (docs/operations.md). */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [backupDir] = positionals;
  if (values.help || !backupDir) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  try {
    const db = await openTargetDatabase(config, cleanups);
    const started = performance.now();
    const manifest = await restoreBackup(db.$client, backupDir, uploadsDirOf(config));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${backupDir} (made ${manifest.createdAt}) in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${rows} rows in ${manifest.tables.length} tables, ${manifest.uploads.length} upload files`,
    );
    return 0;
  } catch (error) {
    if (error instanceof InstanceLockedError)
      console.error(`${error.message}\nnpm run restore needs the data folder to itself.`);
    else console.error(`Restore failed: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  }
}

process.exit(await main());
