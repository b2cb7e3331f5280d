import type { Currency, DiscountCode, DiscountValidity, PaymentMethod } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limits.ts';
import type { Sql } from '../../platform/sql.ts';
import {
  appliesToOrder,
  codeEndsFor,
  codeExistsFor,
  DISCOUNT_LOOKUP_LIMIT,
  type DiscountMember,
  discountLookupKey,
  endedAt,
  forUnpaidOnly,
  redemptionScope,
  usedUpScope,
} from './policy.ts';
import { presentDiscountCode } from './presenter.ts';
import {
  type DiscountCodeRow,
  deleteRedemption,
  findCode,
  findCodeValidity,
  findDiscountMember,
  findWelcomeCode,
  insertRedemption,
  insertSystemCodes,
  lockOrderRedemption,
  lockScopeHolder,
  moveRedemption,
  scopeTaken,
  takeOverAbandonedReservation,
} from './queries.ts';

type DiscountDeps = Pick<AppDeps, 'db' | 'clock'>;
type DiscountCodeResponse = { discount_code: DiscountCode };

/** A discount code that applies to an order about to be created. */
export type AppliedDiscount = {
  discountCodeId: number;
  code: string;
  percentage: number;
  validity: DiscountValidity;
};

/** The code as this member may see it: code_not_found, or code_used when its validity is used up for them. */
async function memberCode(
  sql: Sql,
  siteId: number,
  memberId: number,
  text: string,
): Promise<DiscountCodeRow> {
  const code = await findCode(sql, siteId, text);
  if (!code || !codeExistsFor(code, memberId)) throw new AppError('code_not_found', 404);
  if (await isUsedUp(sql, code, memberId)) throw new AppError('code_used', 409);
  return code;
}

async function isUsedUp(sql: Sql, code: DiscountCodeRow, memberId: number): Promise<boolean> {
  const scope = usedUpScope(code, memberId);
  return scope !== undefined && (await scopeTaken(sql, scope, memberId));
}

/**
 * Validates a code for an order about to be created, inside the order's transaction. The order must then
 * call reserveDiscount, which is what guards against concurrent use.
 */
export async function discountForOrder(
  sql: Sql,
  input: {
    siteId: number;
    member: DiscountMember;
    code: string;
    country: string | null;
    currency: Currency;
    listAmount: number;
    method: PaymentMethod;
    now: Date;
  },
): Promise<AppliedDiscount> {
  const code = await memberCode(sql, input.siteId, input.member.id, input.code);
  if (!appliesToOrder(code, input.member, input)) throw new AppError('code_not_applicable', 400);
  return {
    discountCodeId: code.id,
    code: code.code,
    percentage: code.value_percentage,
    validity: code.validity,
  };
}

/**
 * Reserves the code for the order (in the order's transaction, after the order row is inserted). code_used
 * when its validity is used up: of concurrent reservations only one wins, the others wait for it and lose.
 * Answers the member's orders it superseded (left open at the checkout with the same code, now cancelled):
 * their checkouts are to be cancelled at the provider after the commit.
 */
export async function reserveDiscount(
  sql: Sql,
  discount: AppliedDiscount,
  order: { id: number; userId: number },
): Promise<{ supersededOrderIds: number[] }> {
  const scope = redemptionScope(
    { id: discount.discountCodeId, validity: discount.validity },
    order.userId,
    order.id,
  );
  const supersededOrderIds = await takeOverAbandonedReservation(sql, scope, order);
  const holder = await insertRedemption(sql, {
    discountCodeId: discount.discountCodeId,
    userId: order.userId,
    orderId: order.id,
    scope,
  });
  // The same order reserving again holds the code already.
  if (holder !== order.id) throw new AppError('code_used', 409);
  return { supersededOrderIds };
}

/** Unpaid ends whose reservation is normally released at once; one left behind never blocks a payment. */
const ENDED_UNPAID: ReadonlySet<string> = new Set(['failed', 'canceled', 'expired']);
/** Attempts at claiming a scope whose holder keeps disappearing (released by a concurrent failure). */
const CLAIM_ATTEMPTS = 3;

/**
 * Whether a payment that has just arrived for the order is owed its discount (decision 0026): the validity
 * scope holds over paid orders, whatever happened to the order's reservation on the way. Runs in the settling
 * transaction; the reservation row is the lock of its scope, so concurrent settlements of orders with the same
 * scope decide one after the other. The order is owed the discount when it holds its reservation, when the
 * scope is free (the reservation was released when the order failed, expired or was superseded), or when the
 * holder is another unpaid order of the same member (the first money wins; that order then pays without the
 * discount). Not when the scope is held by a paid order, or by another member's order still open or pending.
 */
export async function redeemForPaidOrder(
  sql: Sql,
  order: { id: number; userId: number; discountCodeId: number },
): Promise<boolean> {
  if (await lockOrderRedemption(sql, order.id)) return true;
  const code = await findCodeValidity(sql, order.discountCodeId);
  if (!code) return false;
  const scope = redemptionScope(code, order.userId, order.id);
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const holder = await lockScopeHolder(sql, scope);
    if (!holder) {
      // Free: claim it. A concurrent claim waits on the unique index; the loser locks the winner next round.
      const claimed = await insertRedemption(sql, {
        discountCodeId: code.id,
        userId: order.userId,
        orderId: order.id,
        scope,
      });
      if (claimed === order.id) return true;
      continue;
    }
    if (holder.status === 'paid') return false;
    if (holder.user_id !== order.userId && !ENDED_UNPAID.has(holder.status)) return false;
    await moveRedemption(sql, scope, order.id);
    return true;
  }
  throw new Error(`discount scope ${scope} kept changing while order ${order.id} was settled`);
}

/** Frees the order's reservation (the order failed, was cancelled or expired), so the code can be used again. */
export async function releaseDiscount(sql: Sql, orderId: number): Promise<void> {
  await deleteRedemption(sql, orderId);
}

/** Creates TIMEBONUS25 and the welcome code when missing (at every start, like the default site). */
export async function ensureSystemDiscountCodes(sql: Sql): Promise<void> {
  await insertSystemCodes(sql);
}

/** The session member of this site, or 403 authentication_required. */
async function siteMember(sql: Sql, site: SiteRow, memberId: number): Promise<DiscountMember> {
  const row = await findDiscountMember(sql, memberId);
  if (!row || row.site_id !== site.id) throw new AppError('authentication_required', 403);
  return { id: row.id, paidUser: row.paid_user, signupDate: row.signup_date };
}

/**
 * GET /api/discountcode.php?code=: the code as this member may use it. An expired code is still answered
 * (expired: true) so the client can say so; a code for another payment country, or the time bonus or welcome
 * code for a member who has paid, is code_not_applicable.
 */
export async function lookupDiscountCode(
  deps: DiscountDeps,
  site: SiteRow,
  memberId: number,
  query: { code: string; country?: string | undefined },
): Promise<DiscountCodeResponse> {
  const sql = deps.db.$client;
  const limit = await hitRateLimit(sql, deps.clock, discountLookupKey(memberId), DISCOUNT_LOOKUP_LIMIT);
  if (!limit.allowed) throw new AppError('rate_limited', 429);
  const member = await siteMember(sql, site, memberId);
  const code = await memberCode(sql, site.id, member.id, query.code);
  if (forUnpaidOnly(code) && member.paidUser) throw new AppError('code_not_applicable', 400);
  if (query.country && code.country !== null && code.country !== query.country) {
    throw new AppError('code_not_applicable', 400);
  }
  const ends = codeEndsFor(code, member);
  return { discount_code: presentDiscountCode(code, ends, endedAt(ends, deps.clock())) };
}

/** GET /api/discountcode.php?welcome=true: the member's welcome code while it applies, else code_not_found. */
export async function welcomeDiscountCode(
  deps: DiscountDeps,
  site: SiteRow,
  memberId: number,
): Promise<DiscountCodeResponse> {
  const sql = deps.db.$client;
  const member = await siteMember(sql, site, memberId);
  const code = await findWelcomeCode(sql, site.id, member.id);
  const ends = code && codeEndsFor(code, member);
  if (
    !code ||
    member.paidUser ||
    endedAt(ends ?? null, deps.clock()) ||
    (await isUsedUp(sql, code, member.id))
  ) {
    throw new AppError('code_not_found', 404);
  }
  return { discount_code: presentDiscountCode(code, ends ?? null, false) };
}
