import type { PaymentLog } from '../deps.ts';

/** How a provider tells a shop that a payment changed: it posts the payment id to the webhook URL. */
export type WebhookNotifier = {
  notify(webhookUrl: string, paymentId: string): void;
  /** Drops the attempts still waiting (shutdown). */
  stop(): void;
};

/** Waits before each attempt: at once, then backing off; as real providers retry a failing webhook. */
const WEBHOOK_RETRY_DELAYS_MS = [0, 1_000, 5_000, 30_000, 120_000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/** One call of a webhook: true when it answered 2xx. */
export async function postWebhook(url: string, paymentId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const timeout = AbortSignal.timeout(ATTEMPT_TIMEOUT_MS);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: paymentId }).toString(),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Calls webhooks over HTTP like a provider: POST `id=<payment id>` as a form, in the background; a non-2xx
 * answer or a network error is tried again after the next delay, until the delays run out.
 */
export function httpWebhookNotifier(
  log: PaymentLog,
  delaysMs: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): WebhookNotifier {
  const timers = new Set<NodeJS.Timeout>();
  const controller = new AbortController();

  function schedule(url: string, paymentId: string, index: number): void {
    if (controller.signal.aborted) return;
    const delay = delaysMs[index];
    if (delay === undefined) {
      log.error({ paymentId, url }, 'webhook still failing after every retry: given up');
      return;
    }
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (await postWebhook(url, paymentId, controller.signal)) return;
      log.warn({ paymentId, url, attempt: index + 1 }, 'webhook failed, will retry');
      schedule(url, paymentId, index + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    notify: (url, paymentId) => schedule(url, paymentId, 0),
    stop() {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
