// The push service a browser's subscription points at, on this machine (Chromium cannot reach its vendor's
// here). The browser's keys and the decryption are the server tests' (server/test/support/web-push-crypto.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export { browserKeys, decryptPush } from '../../server/test/support/web-push-crypto.ts';

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on a loopback port, standing in for the browser vendor's (which Chromium cannot reach here):
 * records every POST, answers 201, and `next(path)` answers the next push to that path (waiting for it).
 */
export async function startPushService() {
  const unclaimed: ReceivedPush[] = [];
  const waiting: Array<{ path: string; resolve: (push: ReceivedPush) => void }> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      const index = waiting.findIndex((entry) => entry.path === push.path);
      if (index >= 0) waiting.splice(index, 1)[0]?.resolve(push);
      else unclaimed.push(push);
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (path: string) => `http://127.0.0.1:${port}${path}`,
    next(path: string, timeoutMs = 30_000): Promise<ReceivedPush> {
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
