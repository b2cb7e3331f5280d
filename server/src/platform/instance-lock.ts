import fs from 'node:fs';
import path from 'node:path';

export class InstanceLockedError extends Error {}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One server per data folder: a second `npm start` on the same ./data must stop before touching the database.
 * The lock is a pid file created exclusively; a file left by a process that is gone is taken over.
 */
export function acquireInstanceLock(dataDir: string): { release: () => void; tookOverStale: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  let tookOverStale = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        tookOverStale,
        release: () => {
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new InstanceLockedError(
          `Another server (pid ${holder}) is already running on the data folder ${dataDir}. ` +
            'Stop it first (Ctrl+C in its terminal, or kill ' +
            holder +
            '), or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
      tookOverStale = true;
    }
  }
  throw new InstanceLockedError(`Could not take the lock file ${file}.`);
}
