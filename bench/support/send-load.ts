/**
 * The sending members of chat-send.ts, in a process of their own so the server's process does only the server's
 * work: `concurrency` members at a time, each sending its next text as soon as the last one was answered, over
 * keep-alive HTTP connections (one each, RawHttpConnection), for `seconds`. Started with fork(); gets a LoadJob,
 * answers a LoadResult.
 */
import crypto from 'node:crypto';
import { BENCH_TEXT } from './chat-bench.ts';
import { RawHttpConnection } from './raw-http.ts';

export type LoadJob = {
  port: number;
  senders: Array<{ cookie: string; to: number }>;
  concurrency: number;
  seconds: number;
};
export type LoadResult = {
  sent: number;
  seconds: number;
  failed: number;
  firstError?: string;
  latencies: number[];
  cpu: number;
};

async function run(job: LoadJob): Promise<LoadResult> {
  const connections = await Promise.all(
    Array.from({ length: job.concurrency }, () => RawHttpConnection.open(job.port)),
  );
  const latencies: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const end = start + job.seconds * 1000;
  const loop = async (connection: RawHttpConnection) => {
    while (performance.now() < end) {
      const sender = job.senders[
        Math.floor(Math.random() * job.senders.length)
      ] as LoadJob['senders'][number];
      const payload = JSON.stringify({
        profile: sender.to,
        client_id: crypto.randomUUID(),
        kind: 'text',
        text: BENCH_TEXT,
      });
      const sentAt = performance.now();
      const answer = await connection.post('/api/message.php', sender.cookie, payload);
      if (answer.status === 200) latencies.push(performance.now() - sentAt);
      else {
        failed++;
        firstError ??= `${answer.status} ${answer.body}`;
      }
    }
  };
  await Promise.all(connections.map(loop));
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  for (const connection of connections) connection.close();
  return {
    sent: latencies.length,
    seconds,
    failed,
    firstError,
    latencies,
    cpu: (cpu.user + cpu.system) / 1e6,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result),
    (error: unknown) =>
      process.send?.({ sent: 0, seconds: 0, failed: 1, firstError: String(error), latencies: [], cpu: 0 }),
  );
});
