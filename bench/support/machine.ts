import { spawnSync } from 'node:child_process';
import os from 'node:os';

/** The machine a run measured on, for bench/RESULTS.md. */
export type MachineFacts = {
  cores: number;
  cpu: string;
  memory: string;
  node: string;
  postgres: string;
  os: string;
  loadAverage: string;
};

/** PostgreSQL's version comes from a running server (the parts start their own embedded one). */
export function machineFacts(postgres: string): MachineFacts {
  const release = spawnSync('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"'], { encoding: 'utf8' });
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    postgres,
    os: release.stdout.trim() || `${os.type()} ${os.release()}`,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
}
