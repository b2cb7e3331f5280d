import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Trap = {
  shouldCut: (paymentId: string) => Promise<boolean>;
  onCut: (paymentId: string) => Promise<void>;
  done: (paymentId: string | undefined, error?: unknown) => void;
};

/**
 * The network between the sandbox provider and the shop. The server runs with PAYMENT_WEBHOOK_ORIGIN at this
 * line, which passes each webhook call on to the server (`server()`) twice at once, as a provider that delivers
 * at least once may, and notes the payments whose call the server answered 2xx (`delivered`: the webhook was
 * handled to its end). `cutNext` arms it: the next call for
 * a payment `shouldCut` accepts is held, `onCut` runs (the test kills the server there), and the call is then
 * dropped. So the kill lands while a paid payment's webhook is on its way, and the sandbox's retries, kept in
 * the process that was killed, die with it: only the reconciliation job can credit that payment.
 */
export async function webhookLine(server: () => string) {
  const delivered = new Set<string>();
  const cut: string[] = [];
  let armed: Trap | undefined;

  async function pass(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const paymentId = new URLSearchParams(body).get('id') ?? '';
    const trap = armed;
    if (trap && (await trap.shouldCut(paymentId)) && armed === trap) {
      armed = undefined;
      cut.push(paymentId);
      try {
        await trap.onCut(paymentId);
        trap.done(paymentId);
      } catch (error) {
        trap.done(undefined, error);
      }
      request.socket.destroy();
      return;
    }
    // Providers deliver at least once: each call is passed on twice, at the same moment.
    const forward = () =>
      fetch(`${server()}${request.url}`, {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(15_000),
      }).then(async (answer) => {
        await answer.body?.cancel();
        return answer.status;
      });
    const [first, second] = await Promise.allSettled([forward(), forward()]);
    const statuses = [first, second].map((settled) => (settled.status === 'fulfilled' ? settled.value : 502));
    const handled = statuses.find((status) => status >= 200 && status < 300);
    if (handled) delivered.add(paymentId);
    // The server down, or killed while it handled the call: the provider is told it failed.
    response.writeHead(handled ?? statuses[0] ?? 502).end();
  }

  const line = http.createServer((request, response) => {
    pass(request, response).catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => line.listen(0, '127.0.0.1', resolve));
  const { port } = line.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    delivered,
    cut,
    /** Cuts the next webhook call `shouldCut` accepts; answers its payment id, or undefined when disarmed. */
    cutNext(shouldCut: Trap['shouldCut'], onCut: Trap['onCut']): Promise<string | undefined> {
      return new Promise((resolve, reject) => {
        armed = {
          shouldCut,
          onCut,
          done: (paymentId, error) => (error ? reject(error) : resolve(paymentId)),
        };
      });
    },
    /** Lets every call through again; a cut still armed answers undefined. */
    disarm() {
      armed?.done(undefined);
      armed = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        line.closeAllConnections();
        line.close(() => resolve());
      }),
  };
}
