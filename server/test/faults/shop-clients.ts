import crypto from 'node:crypto';

/** What the members' shop clients saw while the server was killed under them; printed and asserted (500s: none). */
export type ShopCounts = {
  /** POST /api/order.php calls, first attempts and retries. */
  orderCalls: number;
  /** Orders whose first call went unanswered and were sent again with the same client_id. */
  retriedOrders: number;
  /** Checkout page POSTs, first attempts and retries. */
  checkoutCalls: number;
  networkErrors: number;
  unavailable: number;
  serverErrors: number;
  /** Client ids answered 502 on a retry (the attempt that committed the order died before its payment was made). */
  gaveUp: number;
};

export function newShopCounts(): ShopCounts {
  return {
    orderCalls: 0,
    retriedOrders: 0,
    checkoutCalls: 0,
    networkErrors: 0,
    unavailable: 0,
    serverErrors: 0,
    gaveUp: 0,
  };
}

export type PlacedOrder = { clientId: string; id: number; checkoutUrl: string; code: string | null };
export type OrderChoice = { package: number; code?: string };
/** The order, or the refusal of its discount code (code_used, code_not_applicable). */
export type OrderOutcome = { placed: PlacedOrder } | { refused: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEADLINE_MS = 60_000;

/**
 * A member's checkout button as the web app's useCheckout drives it: one client_id per attempt, sent again
 * until the server answers (a refused or cut connection, a 503, a 500 counted), so a double click or a retry
 * after a cut connection is one order. A 502 means the order of this client_id will never get a checkout (the
 * process that committed it died before the provider's payment was stored): as in the web app, the member's
 * next try is a new attempt with a new client_id. A 4xx about the code is answered as is.
 */
export async function orderUntilAcknowledged(
  server: () => string,
  cookie: string,
  choice: OrderChoice,
  counts: ShopCounts,
  onAttempt: (clientId: string) => void,
): Promise<OrderOutcome> {
  const deadline = Date.now() + DEADLINE_MS;
  let clientId = crypto.randomUUID();
  onAttempt(clientId);
  for (let attempt = 0; ; attempt += 1) {
    if (Date.now() > deadline) throw new Error(`order ${clientId} not acknowledged within 60 s`);
    if (attempt === 1) counts.retriedOrders += 1;
    counts.orderCalls += 1;
    let response: Response;
    try {
      response = await fetch(`${server()}/api/order.php`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          package: choice.package,
          method: 'ideal',
          country: 'NL',
          client_id: clientId,
          delivery_consent: true,
          ...(choice.code ? { discount_code: choice.code } : {}),
        }),
        // A repeat waits up to 15 s for the first attempt's checkout link.
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      counts.networkErrors += 1;
      await pause(50);
      continue;
    }
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      order?: { id: number };
      checkout_url?: string;
    };
    if ((response.status === 201 || response.status === 200) && body.order && body.checkout_url) {
      return {
        placed: { clientId, id: body.order.id, checkoutUrl: body.checkout_url, code: choice.code ?? null },
      };
    }
    if (response.status === 502 && body.error === 'payment_provider_unavailable') {
      counts.gaveUp += 1;
      clientId = crypto.randomUUID();
      onAttempt(clientId);
      continue;
    }
    if (response.status === 503) {
      counts.unavailable += 1;
      await pause(100);
    } else if (response.status >= 500) {
      counts.serverErrors += 1;
      await pause(100);
    } else if (body.error === 'code_used' || body.error === 'code_not_applicable') {
      return { refused: body.error };
    } else {
      throw new Error(`order refused: ${response.status} ${JSON.stringify(body)}`);
    }
  }
}

/**
 * "Pay" on the sandbox's checkout page: its form's POST (same origin, as the browser sends it), sent again
 * until the page answers its redirect back to the shop. The sandbox changes only a payment still open, so a
 * repeat, or the old tab of a checkout that was cancelled meanwhile, pays nothing twice.
 */
export async function payAtCheckout(checkoutUrl: string, counts: ShopCounts): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`checkout ${checkoutUrl} not answered within 60 s`);
    counts.checkoutCalls += 1;
    let response: Response;
    try {
      response = await fetch(checkoutUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: 'outcome=paid',
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      counts.networkErrors += 1;
      await pause(50);
      continue;
    }
    await response.body?.cancel();
    if (response.status === 303) return;
    if (response.status === 503) counts.unavailable += 1;
    else if (response.status >= 500) counts.serverErrors += 1;
    else throw new Error(`checkout answered ${response.status}`);
    await pause(100);
  }
}
