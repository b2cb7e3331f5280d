import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup, verifyBackup, writeBackup } from '../db/backup.ts';
import { connectDatabase } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { openSourceDatabase, uploadsDirOf } from './backup-connection.ts';

const USAGE = `npm run backup:drill -- [--keep]
  The restore drill: backs up the configured database and uploads (as npm run backup), restores the backup
  into a new embedded PostgreSQL in a temporary data folder (as npm run restore), checks every table's rows,
  every sequence and every upload file against the backup, then starts the server on the restored folder and
  asks it /readyz and the site settings. --keep leaves the temporary folder for a look.`;

const serverEntry = path.join(import.meta.dirname, '../main.ts');

/** Starts `npm start`'s server on `dataDir`, waits for its address, asks it two questions and stops it. */
async function serverAnswers(dataDir: string): Promise<{ readyz: number; settings: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_PROFILES: '0',
      // The drill reads the server's address from its "ready on" line, whatever level the operator logs at.
      LOG_LEVEL: 'info',
      // A copy asks no real provider and mails nobody: the sandbox (named, as production requires) and .eml files.
      PAYMENT_PROVIDER: 'sandbox',
      MOLLIE_API_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const address = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"address":"(http:\/\/[^"]+)"/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`the server on the restored data did not start:\n${output}`)));
    setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server on the restored data was not ready within 2 minutes:\n${output}`));
    }, 120_000).unref();
  });
  try {
    const readyz = (await fetch(`${address}/readyz`)).status;
    const settings = (await fetch(`${address}/api/settings.php`)).status;
    return { readyz, settings };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** `npm run backup:drill` (docs/operations.md). */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { keep: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'community-drill-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must reach the folder.
  fs.chmodSync(work, 0o755);
  const cleanups: Array<() => unknown> = [];
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    const source = await openSourceDatabase(config, cleanups);
    const backupDir = path.join(work, 'backup');
    const written = await writeBackup(source.$client, uploadsDirOf(config), backupDir);
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
    console.log(
      `1. backup written (${seconds()} s): ${written.tables.length} tables, ${written.uploads.length} files`,
    );

    const manifest = await verifyBackup(backupDir);
    const dataDir = path.join(work, 'data');
    const embedded = await startEmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      database: 'community',
      log: () => {},
    });
    const problems: string[] = [];
    try {
      const db = connectDatabase(embedded.url, { max: 2 });
      try {
        await restoreBackup(db.$client, backupDir, path.join(dataDir, 'uploads'));
        for (const table of manifest.tables) {
          const { rows } = await db.$client.query<{ n: string }>(
            `SELECT count(*)::text AS n FROM public."${table.name}"`,
          );
          if (Number(rows[0]?.n) !== table.rows)
            problems.push(`${table.name}: ${rows[0]?.n} rows, backup ${table.rows}`);
        }
        for (const sequence of manifest.sequences) {
          const { rows } = await db.$client.query<{ v: string }>(
            `SELECT last_value::text AS v FROM public."${sequence.name}"`,
          );
          if (rows[0]?.v !== sequence.lastValue)
            problems.push(`${sequence.name} at ${rows[0]?.v}, backup ${sequence.lastValue}`);
        }
      } finally {
        await db.$client.end();
      }
    } finally {
      await embedded.stop();
    }
    for (const upload of manifest.uploads) {
      const file = path.join(dataDir, 'uploads', upload.path);
      if (!fs.existsSync(file) || fs.statSync(file).size !== upload.bytes)
        problems.push(`uploads/${upload.path} differs`);
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `2. restored and compared (${seconds()} s): ${rows} rows, ${manifest.sequences.length} sequences, ${manifest.uploads.length} files`,
    );

    const answers = await serverAnswers(dataDir);
    if (answers.readyz !== 200 || answers.settings !== 200)
      problems.push(
        `the server on the restored data answered /readyz ${answers.readyz}, settings ${answers.settings}`,
      );
    console.log(
      `3. server started on the restored data (${seconds()} s): /readyz ${answers.readyz}, settings ${answers.settings}`,
    );

    if (problems.length) {
      console.error(`Drill FAILED:\n  ${problems.join('\n  ')}`);
      return 1;
    }
    console.log(`Drill passed in ${seconds()} s.`);
    return 0;
  } catch (error) {
    console.error(`Drill FAILED: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    if (values.keep) console.log(`Kept ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

process.exit(await main());
