// A push service on a loopback port, standing in for a browser vendor's (which nothing here can reach), for the
// server's push tests and the end-to-end journey alike (no test runner imports here).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on a loopback port: records every POST and answers what `answer` says for its path (201 by
 * default). `next(path)` answers the next push to that path (waiting for it).
 */
export async function startLoopbackPushService(answer: (path: string) => number = () => 201) {
  const received: ReceivedPush[] = [];
  const waiting: Array<{ path: string; resolve: (push: ReceivedPush) => void }> = [];
  // Arrived before a test asked for them.
  const unclaimed: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      const index = waiting.findIndex((entry) => entry.path === push.path);
      if (index >= 0) waiting.splice(index, 1)[0]?.resolve(push);
      else unclaimed.push(push);
      response.statusCode = answer(push.path);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    endpoint: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    next(path: string, timeoutMs = 15_000): Promise<ReceivedPush> {
      const early = unclaimed.findIndex((push) => push.path === path);
      if (early >= 0) return Promise.resolve(unclaimed.splice(early, 1)[0] as ReceivedPush);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push to ${path} in ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          path,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
  };
}
