import { setTimeout as sleep } from 'node:timers/promises';
import {
  DIRECT_DEBIT_METHOD,
  discountedPrice,
  type Language,
  methodsFor,
  type Order,
  type PaymentMethod,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { RouteErrors } from '../../platform/openapi-errors.ts';
import { hitRateLimit, type Limit } from '../../platform/rate-limits.ts';
import { withTransaction } from '../../platform/sql.ts';
import {
  type AppliedDiscount,
  discountForOrder,
  releaseDiscount,
  reserveDiscount,
} from '../discounts/index.ts';
import { siteText } from '../sites/index.ts';
import type { PaymentDeps } from './deps.ts';
import {
  failOpenOrder,
  findMemberOrder,
  findMemberOrders,
  findOrder,
  findOrderByClientId,
  insertOrder,
  markCheckoutsMayBePaid,
  type OrderRow,
  setOrderPayment,
} from './order-queries.ts';
import { directDebitRefusal, paymentCountry } from './policy.ts';
import { presentOrder } from './presenter.ts';
import { findPackage, findPackageCountries, findPayingMember } from './queries.ts';
import { cancelCheckout, cancelSupersededCheckouts } from './superseded-checkouts.ts';

/** New orders per member (a repeated client_id does not count): enough for every retry a person makes. */
const ORDER_RATE_LIMIT: Limit = { max: 20, windowSeconds: 3600 };
/** GET /api/orders.php answers at most this many. */
const ORDERS_PAGE_SIZE = 50;
/** How long a repeated order call waits for the first attempt's checkout link before giving up. */
const CHECKOUT_WAIT_MS = 15_000;

export type PlaceOrderInput = {
  package: number;
  method: PaymentMethod;
  client_id: string;
  discount_code?: string | null;
  country?: string;
  /** A confirmed direct-debit mandate: only with method sdd, and sdd only with it. */
  directDebit?: { mandateId: number; accountHolder: string; iban: string; signedAt: Date };
  /** The member's consent to immediate delivery (createOrderBodySchema), and when it was given (default: now). */
  delivery_consent: true;
  consentedAt?: Date;
};
export type PlacedOrder = { order: Order; checkoutUrl: string | null; created: boolean };

/** The refusals of placeOrder (the package and method, direct-debit rules, the discount code, the provider). */
export const ORDER_ERRORS = {
  400: ['method_not_available', 'code_not_applicable'],
  403: ['authentication_required', 'direct_debit_blocked', 'direct_debit_limit'],
  404: ['not_found', 'code_not_found'],
  409: ['code_used'],
  429: ['rate_limited'],
  502: ['payment_provider_unavailable'],
} as const satisfies RouteErrors;

/**
 * An order for a package (docs/payments.md): checked and stored open in one transaction (with the discount
 * code reserved), committed, then the provider's payment is created and its checkout link stored. The same
 * client_id again answers the same order without a second payment (`created` false). `origin` is the
 * request's own (https://<host>): the member returns to /transactions/<id> there.
 */
export async function placeOrder(
  deps: PaymentDeps,
  site: SiteRow,
  memberId: number,
  input: PlaceOrderInput,
  origin: string,
): Promise<PlacedOrder> {
  const sql = deps.db.$client;
  const earlier = await findOrderByClientId(sql, memberId, input.client_id);
  if (earlier) return repeatedOrder(deps, earlier);
  const rate = await hitRateLimit(sql, deps.clock, `order:${memberId}`, ORDER_RATE_LIMIT);
  if (!rate.allowed) throw new AppError('rate_limited', 429);

  let stored: StoredOrder | undefined;
  try {
    stored = await storeOpenOrder(deps, site, memberId, input);
  } catch (error) {
    // A refusal (e.g. the code now used) by a repeat whose first attempt committed meanwhile: its order.
    const winner = await findOrderByClientId(sql, memberId, input.client_id);
    if (winner) return repeatedOrder(deps, winner);
    throw error;
  }
  if (!stored) {
    const winner = await findOrderByClientId(sql, memberId, input.client_id);
    if (!winner) throw new Error('order insert conflicted, but no order has this client_id');
    return repeatedOrder(deps, winner);
  }
  await cancelSupersededCheckouts(deps, stored.supersededOrderIds);
  return createProviderPayment(deps, site, stored, input, origin);
}

/** An order stored open, and the member's orders it superseded (their checkouts to cancel at the provider). */
type StoredOrder = { id: number; language: Language; supersededOrderIds: number[] };

/** The rules and the open order, in one transaction; undefined when a concurrent call with the client_id won. */
async function storeOpenOrder(
  deps: PaymentDeps,
  site: SiteRow,
  memberId: number,
  input: PlaceOrderInput,
): Promise<StoredOrder | undefined> {
  const directDebit = input.method === DIRECT_DEBIT_METHOD;
  return withTransaction(deps.db.$client, async (sql) => {
    const now = deps.clock();
    // Direct debit locks the member, so two mandates confirmed at once cannot both pass the 30-day limit.
    const member = await findPayingMember(sql, memberId, directDebit);
    if (!member || member.site_id !== site.id) throw new AppError('authentication_required', 403);
    const { country, packagesCountry } = paymentCountry(site, await findPackageCountries(sql, site.id), {
      asked: input.country,
      profile: member.profile_country,
    });
    const pkg = await findPackage(sql, input.package);
    if (!pkg?.active || pkg.site_id !== site.id || pkg.country !== packagesCountry) {
      throw new AppError('not_found', 404);
    }
    if (!methodsFor(country, pkg.currency).includes(input.method) || directDebit !== !!input.directDebit) {
      throw new AppError('method_not_available', 400);
    }
    if (directDebit) {
      const refusal = await directDebitRefusal(sql, site.id, member, now);
      if (refusal) throw new AppError(refusal, 403);
    }
    let discount: AppliedDiscount | undefined;
    if (input.discount_code) {
      discount = await discountForOrder(sql, {
        siteId: site.id,
        member: { id: member.id, paidUser: member.paid_user, signupDate: member.signup_date },
        code: input.discount_code,
        country,
        currency: pkg.currency,
        listAmount: pkg.price,
        method: input.method,
        now,
      });
    }
    const id = await insertOrder(sql, {
      siteId: site.id,
      userId: member.id,
      clientId: input.client_id,
      packageId: pkg.id,
      credits: pkg.credits,
      listAmount: pkg.price,
      amount: discount ? discountedPrice(pkg.price, discount.percentage) : pkg.price,
      currency: pkg.currency,
      method: input.method,
      country,
      discountCodeId: discount?.discountCodeId ?? null,
      discountPercentage: discount?.percentage ?? null,
      mandateId: input.directDebit?.mandateId ?? null,
      provider: deps.provider.name,
      consentedAt: input.consentedAt ?? now,
      now,
    });
    if (id === undefined) return undefined;
    const reserved = discount && (await reserveDiscount(sql, discount, { id, userId: member.id }));
    // With their cancellation in our books: reconciled until the provider has cancelled them too.
    await markCheckoutsMayBePaid(sql, reserved?.supersededOrderIds ?? []);
    return {
      id,
      language: member.language as Language,
      supersededOrderIds: reserved?.supersededOrderIds ?? [],
    };
  });
}

/** After the commit: the provider's payment. Its failure fails the order and frees the discount code (502). */
async function createProviderPayment(
  deps: PaymentDeps,
  site: SiteRow,
  stored: Pick<StoredOrder, 'id' | 'language'>,
  input: PlaceOrderInput,
  origin: string,
): Promise<PlacedOrder> {
  const sql = deps.db.$client;
  const order = (await findOrder(sql, stored.id)) as OrderRow;
  const webhookOrigin = deps.config.paymentWebhookOrigin ?? origin;
  let payment: Awaited<ReturnType<PaymentDeps['provider']['createPayment']>>;
  try {
    payment = await deps.provider.createPayment({
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      method: order.method,
      description: `${siteText(site, 'name', stored.language)}: ${order.credits} credits (order ${order.id})`,
      redirectUrl: `${origin}/transactions/${order.id}`,
      webhookUrl: `${webhookOrigin}/api/payment-webhook.php?provider=${deps.provider.name}`,
      locale: stored.language,
      directDebit: input.directDebit && {
        accountHolder: input.directDebit.accountHolder,
        iban: input.directDebit.iban,
        mandateReference: `MANDATE-${input.directDebit.mandateId}`,
        signedAt: input.directDebit.signedAt,
      },
    });
  } catch (error) {
    deps.log.error({ err: error, order: order.id }, 'payment provider refused or unreachable');
    await withTransaction(sql, async (tx) => {
      await failOpenOrder(tx, order.id, deps.clock());
      await releaseDiscount(tx, order.id);
    });
    throw new AppError('payment_provider_unavailable', 502);
  }
  await setOrderPayment(sql, order.id, payment, deps.clock());
  const saved = (await findOrder(sql, order.id)) as OrderRow;
  // Superseded by the member's next order while its payment was being created: that checkout goes too.
  if (saved.status === 'canceled' && payment.checkoutUrl) await cancelCheckout(deps, saved.id, payment.id);
  return { order: presentOrder(saved), checkoutUrl: payment.checkoutUrl, created: true };
}

/**
 * The order a repeated client_id already has. Its first attempt may still be waiting for the provider: then
 * this waits for the checkout link (a double click lands on the same checkout), or answers 502 as the first
 * attempt did when the provider failed.
 */
async function repeatedOrder(deps: PaymentDeps, order: OrderRow): Promise<PlacedOrder> {
  let current = order;
  const deadline = Date.now() + CHECKOUT_WAIT_MS;
  while (!current.checkout_url && current.method !== DIRECT_DEBIT_METHOD) {
    const stillCreating = current.status === 'open' && !current.provider_payment_id;
    if (!stillCreating || Date.now() > deadline) throw new AppError('payment_provider_unavailable', 502);
    await sleep(100);
    current = (await findOrder(deps.db.$client, current.id)) as OrderRow;
  }
  return { order: presentOrder(current), checkoutUrl: current.checkout_url, created: false };
}

/** GET /api/order.php: one of the member's own orders; 404 for any other id. */
export async function memberOrder(
  deps: Pick<PaymentDeps, 'db'>,
  memberId: number,
  id: number,
): Promise<Order> {
  const row = await findMemberOrder(deps.db.$client, memberId, id);
  if (!row) throw new AppError('not_found', 404);
  return presentOrder(row);
}

/** GET /api/orders.php: the member's orders, newest first. */
export async function memberOrders(deps: Pick<PaymentDeps, 'db'>, memberId: number): Promise<Order[]> {
  const rows = await findMemberOrders(deps.db.$client, memberId, ORDERS_PAGE_SIZE);
  return rows.map(presentOrder);
}
