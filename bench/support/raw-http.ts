import net from 'node:net';
import { BENCH_HOST } from './chat-bench.ts';

export type RawAnswer = { status: number; body: string };

/**
 * One keep-alive HTTP/1.1 connection that sends a request only after the last one was answered, as a browser's
 * connection does, with as little client work as possible: each request is written as bytes in one write, and
 * an answer is read by its Content-Length (the server answers these calls with a length, never chunked). The
 * send benchmark's members use it because node's http client costs about as much CPU a request as pgbench
 * spends on a whole transaction, on the same two cores as the server it measures.
 */
export class RawHttpConnection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting?: { resolve: (answer: RawAnswer) => void; reject: (error: Error) => void };

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('connection closed')));
  }

  static open(port: number): Promise<RawHttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawHttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** POST `path` with the JSON `payload` and the `cookie` header; resolves with the whole answer. */
  post(path: string, cookie: string, payload: string): Promise<RawAnswer> {
    const body = Buffer.from(payload);
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${BENCH_HOST}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(Buffer.concat([Buffer.from(head), body]));
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
    if (!Number.isFinite(length)) {
      this.fail(new Error(`answer without a length: ${head}`));
      return;
    }
    const end = headEnd + 4 + length;
    if (this.buffer.length < end) return;
    const body = this.buffer.subarray(headEnd + 4, end).toString('utf8');
    this.buffer = this.buffer.subarray(end);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status: Number(head.slice(9, 12)), body });
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}
