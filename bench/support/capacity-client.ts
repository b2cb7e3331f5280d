import http from 'node:http';
import type { CapacityMember } from './capacity-population.ts';

/** Requests answered later than this count as failed (a browser would long have given up). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Keep-alive connections of one load process for the members' calls, as a proxy in front keeps them. */
const REQUEST_SOCKETS = 256;

/** What one load process measured since the last reset: every call (not the streams) with its time. */
export type ClientWindow = {
  latencies: number[];
  errors: number;
  /** Per call name: calls, failures, summed milliseconds. */
  calls: Record<string, { count: number; errors: number; totalMs: number }>;
  /** A few failures as text (status and body, or the network error), for the report. */
  errorSamples: string[];
};

const emptyWindow = (): ClientWindow => ({ latencies: [], errors: 0, calls: {}, errorSamples: [] });

export type Answer = { status: number; json: unknown };

/**
 * The HTTP side of the simulated browsers of one load process: JSON calls over a shared keep-alive pool (each
 * carrying its member's cookie and address in X-Forwarded-For), and one connection per live-event stream.
 */
export function createCapacityClient(port: number) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: REQUEST_SOCKETS,
    maxFreeSockets: REQUEST_SOCKETS,
  });
  let window = emptyWindow();
  let streamIndex = 0;

  const record = (name: string, startedAt: number, failure: string | undefined) => {
    const took = performance.now() - startedAt;
    window.latencies.push(took);
    const call = window.calls[name] ?? { count: 0, errors: 0, totalMs: 0 };
    window.calls[name] = call;
    call.count++;
    call.totalMs += took;
    if (failure === undefined) return;
    call.errors++;
    window.errors++;
    if (window.errorSamples.length < 20) window.errorSamples.push(`${name}: ${failure}`);
  };

  /** One call; resolves with the answer (undefined when it failed, which is recorded). */
  function call(
    member: CapacityMember,
    name: string,
    method: string,
    path: string,
    body?: unknown,
    read: 'json' | 'drain' = 'json',
  ): Promise<Answer | undefined> {
    const startedAt = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = {
      host: 'localhost',
      cookie: member.cookie,
      'x-forwarded-for': member.ip,
      accept: read === 'json' ? 'application/json' : 'image/webp,*/*',
    };
    if (path.startsWith('/api/user.php')) headers['x-request-type'] = 'client';
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve) => {
      let settled = false;
      const settle = (answer: Answer | undefined, failure?: string) => {
        if (settled) return;
        settled = true;
        record(name, startedAt, failure);
        resolve(answer);
      };
      const request = http.request({ agent, host: '127.0.0.1', port, method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (read === 'json') chunks.push(chunk);
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 400) return settle(undefined, `${status} ${text.slice(0, 120)}`);
          let json: unknown;
          try {
            json = read === 'json' && text ? JSON.parse(text) : undefined;
          } catch {
            return settle(undefined, `${status} unreadable answer`);
          }
          settle({ status, json });
        });
        response.on('error', (error) => settle(undefined, error.message));
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
      request.on('error', (error) =>
        settle(undefined, (error as NodeJS.ErrnoException).code ?? error.message),
      );
      request.end(payload);
    });
  }

  /**
   * GET /api/chat-events.php held open on a connection of its own (from one of many loopback addresses, so the
   * ephemeral ports of one source address do not run out); `onEvent` gets each event's type, `onEnd` the end.
   */
  function openStream(
    member: CapacityMember,
    onOpen: (ok: boolean, detail: string) => void,
    onEvent: (type: string) => void,
    onEnd: () => void,
  ): { close: () => void } {
    const localAddress = `127.0.${1 + ((streamIndex >> 8) % 200)}.${1 + (streamIndex % 250)}`;
    streamIndex++;
    const request = http.request(
      {
        agent: false,
        host: '127.0.0.1',
        port,
        ...(process.env.CAPACITY_LOCAL_ADDRESSES === '1' ? { localAddress } : {}),
        path: '/api/chat-events.php',
        headers: {
          host: 'localhost',
          cookie: member.cookie,
          'x-forwarded-for': member.ip,
          accept: 'text/event-stream',
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          onOpen(false, `status ${response.statusCode}`);
          response.resume();
          response.on('end', onEnd);
          return;
        }
        onOpen(true, '');
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const type = /"type":"([a-z_]+)"/.exec(data)?.[1];
            if (type) onEvent(type);
          }
        });
        response.on('close', onEnd);
        response.on('error', () => {});
      },
    );
    request.on('error', (error) => {
      onOpen(false, (error as NodeJS.ErrnoException).code ?? error.message);
      onEnd();
    });
    request.end();
    return { close: () => request.destroy() };
  }

  return {
    call,
    openStream,
    /** A stream that could not open, as text for the report (the member layer counts it). */
    noteStreamFailure(detail: string) {
      if (window.errorSamples.length < 20) window.errorSamples.push(`stream: ${detail}`);
    },
    /** The window so far, and a fresh one from now on. */
    takeWindow(): ClientWindow {
      const taken = window;
      window = emptyWindow();
      return taken;
    },
    sockets: () =>
      Object.values(agent.sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0) +
      Object.values(agent.freeSockets).reduce((sum, list) => sum + (list?.length ?? 0), 0),
  };
}

export type CapacityClient = ReturnType<typeof createCapacityClient>;
