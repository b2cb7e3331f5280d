import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from '../db/database.ts';
import { isAlive, readPid } from '../platform/instance-lock.ts';
import { startEmbeddedForCli } from './cli-database.ts';

/**
 * The embedded PostgreSQL of a running server (`npm start` on DATA_DIR): its port is in postmaster.pid (line
 * 4), its password in postgres.secret beside the cluster. Undefined when none runs there.
 */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  const databaseDir = path.join(dataDir, 'postgres');
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined || !isAlive(pid)) return undefined;
  const port = fs.readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(`${databaseDir}.secret`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/community`;
}

/**
 * The database a backup is taken of, connected like `npm start` (DATABASE_URL, or PostgreSQL itself with
 * DATABASE_DIRECT_URL; else the embedded PostgreSQL in DATA_DIR): while a server runs there, through the server's
 * own PostgreSQL (a backup needs no downtime); otherwise it starts it for the time of the backup, holding the data
 * folder's lock.
 */
export async function openSourceDatabase(config: Config, cleanups: Array<() => unknown>): Promise<Database> {
  const url =
    config.databaseDirectUrl ??
    runningEmbeddedUrl(config.dataDir) ??
    (await startEmbeddedForCli(config, cleanups));
  const db = connectDatabase(url, { max: 2 });
  cleanups.push(() => db.$client.end());
  return db;
}

/**
 * The database a backup is restored into: DATABASE_URL (or PostgreSQL itself with DATABASE_DIRECT_URL: the restore
 * migrates, which holds a session's lock), else the embedded PostgreSQL in DATA_DIR (created when the folder is
 * new), which needs the data folder to itself: no server may run on it.
 */
export async function openTargetDatabase(config: Config, cleanups: Array<() => unknown>): Promise<Database> {
  const url = config.databaseDirectUrl ?? (await startEmbeddedForCli(config, cleanups));
  const db = connectDatabase(url, { max: 2 });
  cleanups.push(() => db.$client.end());
  return db;
}

export const uploadsDirOf = (config: Config) => path.join(config.dataDir, 'uploads');
