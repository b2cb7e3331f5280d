import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockedError } from '../src/platform/instance-lock.ts';

describe('instance lock of a data folder', () => {
  it('refuses a second holder while the first runs, and frees on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // A live process other than us holds it: our parent.
    fs.writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => acquireInstanceLock(dir)).toThrow(InstanceLockedError);
    fs.rmSync(path.join(dir, 'server.pid'));
    const lock = acquireInstanceLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'server.pid'), '999999');
    const lock = acquireInstanceLock(dir);
    expect(lock.tookOverStale).toBe(true);
    lock.release();
  });
});
