import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debianProgram } from '../support/debian-package.ts';
import { freePort } from './fault-support.ts';

export type LoadBalancer = {
  address: string;
  /** Requests each instance answered so far (HAProxy's own count, `stot`), by instance name. */
  requestsPerInstance: () => Promise<Record<string, number>>;
  stop: () => Promise<void>;
};

/**
 * HAProxy in front of `instances` (name → port), as docs/deployment.md describes it: round robin, each instance
 * checked on /readyz twice a second and taken out after two failures, a refused connection tried again on
 * another instance, timeouts long enough for the live-event stream (a ping every 25 s). Each answer names its
 * instance in `x-served-by`, so the drill can tell where a stream landed.
 */
export async function startHaproxy(instances: Record<string, number>): Promise<LoadBalancer> {
  // Debian's HAProxy, installed when missing (.ci/run starts on a machine without it).
  const binary = debianProgram('haproxy', 'haproxy');
  const [port, statsPort] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  timeout http-keep-alive 10s',
      '  retries 3',
      '  option redispatch 1',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  http-response set-header x-served-by %[srv_name]',
      ...Object.entries(instances).map(
        ([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort} check inter 500 fall 2 rise 2`,
      ),
      'frontend stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const address = `http://127.0.0.1:${port}`;
  const stats = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = '', ...lines] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
  };
  // Up once every instance has passed its check.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    const rows = await stats().catch(() => []);
    const up = rows.filter((row) => row.pxname === 'instances' && row.status === 'UP').length;
    if (up === Object.keys(instances).length) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not see every instance up: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    address,
    requestsPerInstance: async () =>
      Object.fromEntries(
        (await stats())
          .filter((row) => row.pxname === 'instances' && row.svname !== 'BACKEND')
          .map((row) => [row.svname, Number(row.stot)]),
      ),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
