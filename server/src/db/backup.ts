import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { migrate } from './migrate.ts';

/**
 * A backup (docs/operations.md, decision 0031): one folder with
 * - `manifest.json`: when, from which PostgreSQL, the migrations applied, every table's columns and row count,
 *   every sequence's position, and the upload files with their sizes and SHA-256;
 * - `tables/<table>.jsonl.gz`: the rows of each table of the `public` schema, one JSON object a line, all read
 *   in one REPEATABLE READ transaction, so the tables agree with each other as at one instant;
 * - `uploads/`: DATA_DIR/uploads (profile photos and chat images), copied after the snapshot.
 *
 * The schema is not in it: it is the migrations' (`schema_migrations` names them), and a restore replays them;
 * the database functions (server/src/db/functions) are applied again by the next start.
 * Not pg_dump: no pg_dump of the server's major version (18) ships in the npm or Debian packages here, and an
 * older one refuses a newer server. pg-boss's schema (queued jobs) is left out: the server recreates it.
 */
const BACKUP_FORMAT = 'community-backup-1';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: number; file: string }>;
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  uploads: Array<{ path: string; bytes: number; sha256: string }>;
};

const BATCH = 1000;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(client: pg.PoolClient | pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND c.relname NOT IN ('schema_migrations', 'schema_functions') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Stored columns only: generated ones are computed again on insert. */
async function storedColumns(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${ident(table)}`],
  );
  return rows.map((row) => row.name);
}

/** Every file under `root` (relative paths), leaving out files still being written (`*.part`). */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function fileDigest(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes a backup of the database and `uploadsDir` to the folder `target` (which must not exist yet). */
export async function writeBackup(
  pool: pg.Pool,
  uploadsDir: string,
  target: string,
): Promise<BackupManifest> {
  if (fs.existsSync(target)) throw new Error(`${target} exists already`);
  // Written under another name and renamed at the end: a backup folder is never half-written.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(partial), { recursive: true });
  // Members' personal data: readable by the owner only.
  fs.mkdirSync(partial, { mode: 0o700 });
  fs.mkdirSync(path.join(partial, 'tables'), { mode: 0o700 });
  const client = await pool.connect();
  let manifest: BackupManifest;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const serverVersion =
      (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? '';
    const { rows: schema } = await client.query<{ table: string | null }>(
      `SELECT to_regclass('public.schema_migrations')::text AS table`,
    );
    if (!schema[0]?.table) throw new Error('The database holds no site yet (no migrations applied).');
    const migrations = (
      await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    ).rows.map((row) => row.name);
    const tables: BackupManifest['tables'] = [];
    for (const name of await publicTables(client)) {
      const columns = await storedColumns(client, name);
      const file = `tables/${name}.jsonl.gz`;
      const gzip = zlib.createGzip();
      const written = pipeline(gzip, fs.createWriteStream(path.join(partial, file)));
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR
         SELECT row_to_json(t)::text AS line FROM (SELECT ${columns.map(ident).join(', ')} FROM public.${ident(name)}) t`,
      );
      let rows = 0;
      for (;;) {
        const batch = await client.query<{ line: string }>(`FETCH ${BATCH} FROM backup_rows`);
        for (const row of batch.rows) {
          if (!gzip.write(`${row.line}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
        }
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await client.query('CLOSE backup_rows');
      gzip.end();
      await written;
      tables.push({ name, columns, rows, file });
    }
    const sequences: BackupManifest['sequences'] = [];
    const { rows: names } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
    );
    for (const { name } of names) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM public.${ident(name)}`,
      );
      const row = rows[0];
      if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
    }
    await client.query('COMMIT');
    manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      serverVersion,
      migrations,
      tables,
      sequences,
      uploads: [],
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    client.release();
  }

  // After the snapshot: photo files are written once under new names and never changed, so every file a row
  // of the snapshot names is there now, unless it was deleted in between (then its row is gone too, soon).
  for (const relative of listFiles(uploadsDir)) {
    const from = path.join(uploadsDir, relative);
    const to = path.join(partial, 'uploads', relative);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    try {
      fs.copyFileSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted meanwhile
      throw error;
    }
    manifest.uploads.push({ path: relative, bytes: fs.statSync(to).size, sha256: await fileDigest(to) });
  }
  fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(partial, target);
  return manifest;
}

function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${backupDir} is no backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${backupDir}: unknown format ${manifest.format}`);
  return manifest;
}

/** Checks the backup's files against its manifest (sizes and SHA-256 of the uploads, the table files there). */
export async function verifyBackup(backupDir: string): Promise<BackupManifest> {
  const manifest = readManifest(backupDir);
  for (const table of manifest.tables) {
    if (!fs.existsSync(path.join(backupDir, table.file))) throw new Error(`${table.file} is missing`);
  }
  for (const upload of manifest.uploads) {
    const file = path.join(backupDir, 'uploads', upload.path);
    if (!fs.existsSync(file) || (await fileDigest(file)) !== upload.sha256)
      throw new Error(`uploads/${upload.path} is missing or damaged`);
  }
  return manifest;
}

/**
 * Restores a backup into an empty database (no members) and an empty uploads folder: replays the backup's
 * migrations, empties what they inserted, loads every table with triggers and foreign-key checks off (as
 * pg_restore --disable-triggers: the rows are consistent, being one snapshot; needs a superuser), sets every
 * sequence, and copies the uploads. The next server start applies the migrations that came after it.
 */
export async function restoreBackup(
  pool: pg.Pool,
  backupDir: string,
  uploadsDir: string,
): Promise<BackupManifest> {
  const manifest = await verifyBackup(backupDir);
  const { rows } = await pool.query<{ users: string | null }>(
    `SELECT to_regclass('public.users')::text AS users`,
  );
  if (rows[0]?.users) {
    const members = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((members.rows[0]?.n ?? 0) > 0)
      throw new Error('The target database has members: restore into an empty one.');
  }
  if (listFiles(uploadsDir).length > 0)
    throw new Error(`${uploadsDir} is not empty: restore into an empty data folder.`);

  await migrate(pool, { only: manifest.migrations });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    const existing = await publicTables(client);
    if (existing.length)
      await client.query(`TRUNCATE ${existing.map((name) => `public.${ident(name)}`).join(', ')}`);
    for (const table of manifest.tables) {
      const columns = table.columns.map(ident).join(', ');
      const insert = `INSERT INTO public.${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
        SELECT ${columns} FROM json_populate_recordset(NULL::public.${ident(table.name)}, $1::json)`;
      const lines = readline.createInterface({
        input: fs.createReadStream(path.join(backupDir, table.file)).pipe(zlib.createGunzip()),
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      let batch: string[] = [];
      let loaded = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await client.query(insert, [`[${batch.join(',')}]`]);
        loaded += batch.length;
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      if (loaded !== table.rows)
        throw new Error(`${table.name}: ${loaded} rows read, the manifest says ${table.rows}`);
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        `public.${ident(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  await pool.query('ANALYZE');

  for (const upload of manifest.uploads) {
    const to = path.join(uploadsDir, upload.path);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(backupDir, 'uploads', upload.path), to);
  }
  return manifest;
}
