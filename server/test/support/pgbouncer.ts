import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../faults/fault-support.ts';
import { debianProgram } from './debian-package.ts';

/** Debian's PgBouncer, installed when missing (debian-package.ts). */
export const findPgBouncer = () => debianProgram('pgbouncer', 'pgbouncer');

export type PgBouncer = {
  /** The target's URL with PgBouncer's address in place of PostgreSQL's: same database, user and password. */
  url: string;
  /** A statement on PgBouncer's admin console (SHOW POOLS, SHOW SERVERS, SHOW STATS …), as the target's user. */
  admin: <Row>(statement: string) => Promise<Row[]>;
  /** What PgBouncer logged so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/** `"name" "value"`, as PgBouncer's auth_file quotes (a quote inside doubled). */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * PgBouncer as a child process (not a daemon) in front of the database at `target`, on a free loopback port, with a
 * configuration of its own in a temporary folder: one pool for that database and user, `poolMode` and at most
 * `poolSize` server connections. PgBouncer refuses to run as root, so as root it runs as `nobody`.
 */
export async function startPgBouncer(options: {
  binary: string;
  target: string;
  poolMode: 'transaction' | 'session';
  poolSize: number;
}): Promise<PgBouncer> {
  const target = new URL(options.target);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = decodeURIComponent(target.pathname.slice(1));
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-pgbouncer-'));
  const authFile = path.join(dir, 'userlist.txt');
  const configFile = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(authFile, `${quoted(user)} ${quoted(password)}\n`, { mode: 0o600 });
  fs.writeFileSync(
    configFile,
    [
      '[databases]',
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The password is in the auth file, so PgBouncer checks the client's with SCRAM and logs in to PostgreSQL.
      `auth_type = ${password ? 'scram-sha-256' : 'trust'}`,
      `auth_file = ${authFile}`,
      `admin_users = ${user}`,
      `pool_mode = ${options.poolMode}`,
      `default_pool_size = ${options.poolSize}`,
      `max_db_connections = ${options.poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 200',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const asNobody = process.getuid?.() === 0;
  const ids = asNobody
    ? {
        uid: Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim()),
      }
    : {};
  if (ids.uid !== undefined && ids.gid !== undefined)
    for (const file of [dir, authFile, configFile]) fs.chownSync(file, ids.uid, ids.gid);

  const child: ChildProcess = spawn(options.binary, [configFile], {
    ...ids,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pgbouncer did not come up:\n${output}`)), 15_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('process up')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`pgbouncer exited (${code}):\n${output}`));
    });
  });

  const url = new URL(options.target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    admin: async <Row>(statement: string) => {
      const consoleUrl = new URL(url);
      consoleUrl.pathname = '/pgbouncer';
      const client = new pg.Client({ connectionString: consoleUrl.toString() });
      await client.connect();
      try {
        // The admin console speaks the simple protocol only: a statement without parameters.
        return (await client.query(statement)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
