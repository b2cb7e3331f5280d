import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A traffic network's postback endpoint on a loopback port: keeps every URL it is called with and answers the
 * statuses it is told, one per call (then 200), or never answers when told `hang`.
 */
export async function startNetworkServer() {
  const received: string[] = [];
  const answers: Array<number | 'hang'> = [];
  const server = http.createServer((request, response) => {
    received.push(request.url ?? '');
    const answer = answers.shift() ?? 200;
    if (answer === 'hang') return;
    response.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${port}`, received, answers };
}
