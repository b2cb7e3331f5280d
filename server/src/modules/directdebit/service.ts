import {
  type directDebitBodySchema,
  type Language,
  methodsFor,
  type Order,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_S,
  SMS_RESEND_INTERVAL_S,
  SMS_RESENDS_PER_HOUR,
  sepaIban,
} from '@community/contract';
import type { z } from 'zod';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { RouteErrors } from '../../platform/openapi-errors.ts';
import { hitRateLimit } from '../../platform/rate-limits.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { withTransaction } from '../../platform/sql.ts';
import {
  directDebitRefusal,
  findPackage,
  findPackageCountries,
  findPayingMember,
  type PayingMemberRow,
  paymentCountry,
  placeOrder,
} from '../payments/index.ts';
import { siteText } from '../sites/index.ts';
import { hashSmsCode, mobileNumber, newSmsCode, phoneHint, smsCodeMatches } from './policy.ts';
import { confirmMandate, insertMandate, lockMandate, recordWrongCode, replaceCode } from './queries.ts';
import { smsCodeText } from './sms-texts.ts';

export type DirectDebitDeps = Parameters<typeof placeOrder>[0] & { sms: SmsSender };
type DirectDebitForm = z.infer<typeof directDebitBodySchema>;
/** New mandates per member per hour: each one sends an SMS. */
const MANDATES_PER_HOUR = 5;

/** The refusals of allowedDebtor: who may pay by direct debit (SPEC §8). */
export const DEBTOR_ERRORS = {
  403: ['authentication_required', 'email_not_confirmed', 'direct_debit_blocked', 'direct_debit_limit'],
} as const satisfies RouteErrors;

/** The member may pay by direct debit: confirmed, and not refused by SPEC §8 (blocked, or at the site's limit). */
async function allowedDebtor(
  deps: DirectDebitDeps,
  site: SiteRow,
  memberId: number,
): Promise<PayingMemberRow> {
  const sql = deps.db.$client;
  const debtor = await findPayingMember(sql, memberId);
  if (!debtor || debtor.site_id !== site.id) throw new AppError('authentication_required', 403);
  if (debtor.status !== 'active') throw new AppError('email_not_confirmed', 403);
  const refusal = await directDebitRefusal(sql, site.id, debtor, deps.clock());
  if (refusal) throw new AppError(refusal, 403);
  return debtor;
}

async function sendCode(
  deps: DirectDebitDeps,
  site: SiteRow,
  debtor: PayingMemberRow,
  phone: string,
  code: string,
) {
  const text = smsCodeText(debtor.language as Language, {
    code,
    site: siteText(site, 'name', debtor.language as Language),
    minutes: SMS_CODE_TTL_S / 60,
  });
  await deps.sms.send({ to: phone, text });
}

/**
 * POST /api/directdebit.php: checks the form and the member, stores the mandate with a hash of a new code, and
 * sends the code by SMS. Nothing is ordered until the code is confirmed.
 */
export async function startMandate(
  deps: DirectDebitDeps,
  site: SiteRow,
  memberId: number,
  form: DirectDebitForm,
) {
  const sql = deps.db.$client;
  const debtor = await allowedDebtor(deps, site, memberId);
  // The package and the payment country by the order's own rules (placeOrder checks them again on confirmation).
  const { country, packagesCountry } = paymentCountry(site, await findPackageCountries(sql, site.id), {
    asked: form.country,
    profile: debtor.profile_country,
  });
  const pack = await findPackage(sql, form.package);
  if (!pack?.active || pack.site_id !== site.id || pack.country !== packagesCountry)
    throw new AppError('not_found', 404);
  if (!methodsFor(country, pack.currency).includes('sdd')) throw new AppError('method_not_available', 400);
  const iban = sepaIban(form.iban);
  if (!iban) throw new AppError('iban_invalid', 400, { fields: ['iban'] });
  const phone = mobileNumber(form.phone, country);
  if (!phone) throw new AppError('validation_failed', 400, { fields: ['phone'] });

  const rate = await hitRateLimit(sql, deps.clock, `dd-mandate:${memberId}`, {
    max: MANDATES_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!rate.allowed) throw new AppError('rate_limited', 429);

  const now = deps.clock();
  const code = newSmsCode();
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000);
  const id = await insertMandate(sql, {
    siteId: site.id,
    userId: memberId,
    packageId: pack.id,
    discountCode: form.discount_code ?? null,
    country,
    accountHolder: form.account_holder,
    iban,
    street: form.street,
    houseNumber: form.house_number,
    zip: form.zip,
    city: form.city,
    phone,
    codeHash: hashSmsCode(code),
    codeExpiresAt: expiresAt,
    now,
  });
  await sendCode(deps, site, debtor, phone, code);
  return { mandate: { id, phone_hint: phoneHint(phone), expires_at: expiresAt.toISOString() } };
}

/**
 * POST /api/directdebit-code.php: the code confirms the mandate (one try at a time per mandate, under its row
 * lock), then the order is placed through the payment provider as a direct debit. The first confirming request's
 * client_id names the order, so a retry (a lost answer, a double click, another client_id) answers the same order:
 * one mandate, one order. The code stays required for a confirmed mandate too.
 */
export async function confirmWithCode(
  deps: DirectDebitDeps,
  site: SiteRow,
  memberId: number,
  input: { mandate: number; otp: string; client_id: string },
  origin: string,
): Promise<{ order: Order }> {
  const outcome = await withTransaction(deps.db.$client, async (tx) => {
    const row = await lockMandate(tx, memberId, input.mandate);
    if (!row || row.site_id !== site.id) throw new AppError('not_found', 404);
    const expired =
      row.status === 'void' || (row.status === 'awaiting_code' && row.code_expires_at <= deps.clock());
    if (expired) throw new AppError('code_expired', 410);
    if (!smsCodeMatches(row.code_hash, input.otp)) {
      // Committed with the refusal: the try counts although the request fails; the fifth voids the mandate.
      await recordWrongCode(tx, row.id, SMS_CODE_MAX_TRIES);
      return { wrong: true as const };
    }
    if (row.status === 'confirmed') return { wrong: false as const, mandate: row };
    const now = deps.clock();
    await confirmMandate(tx, row.id, input.client_id, now);
    return {
      wrong: false as const,
      mandate: { ...row, status: 'confirmed' as const, confirmed_at: now, order_client_id: input.client_id },
    };
  });
  if (outcome.wrong) throw new AppError('code_invalid', 400);
  const { mandate } = outcome;

  // placeOrder checks the refusals again under the member's lock; a repeated confirmation answers its order.
  const { order } = await placeOrder(
    deps,
    site,
    memberId,
    {
      package: mandate.package_id,
      method: 'sdd',
      client_id: mandate.order_client_id ?? input.client_id,
      discount_code: mandate.discount_code,
      country: mandate.country ?? undefined,
      delivery_consent: true,
      consentedAt: mandate.created_at,
      directDebit: {
        mandateId: mandate.id,
        accountHolder: mandate.account_holder,
        iban: mandate.iban,
        signedAt: mandate.confirmed_at ?? deps.clock(),
      },
    },
    origin,
  );
  return { order };
}

/** POST /api/directdebit-resend.php: a new code for a mandate still waiting for one (the old code stops working). */
export async function resendCode(deps: DirectDebitDeps, site: SiteRow, memberId: number, mandateId: number) {
  const debtor = await allowedDebtor(deps, site, memberId);
  const sent = await withTransaction(deps.db.$client, async (tx) => {
    const row = await lockMandate(tx, memberId, mandateId);
    if (!row || row.site_id !== site.id) throw new AppError('not_found', 404);
    if (row.status !== 'awaiting_code') throw new AppError('code_expired', 410);
    const now = deps.clock();
    const wait = Math.ceil(
      (row.code_sent_at.getTime() + SMS_RESEND_INTERVAL_S * 1000 - now.getTime()) / 1000,
    );
    if (wait > 0) throw new AppError('rate_limited', 429, { retry_after: wait });
    const rate = await hitRateLimit(tx, deps.clock, `dd-resend:${memberId}`, {
      max: SMS_RESENDS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!rate.allowed) throw new AppError('rate_limited', 429);
    const code = newSmsCode();
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000);
    await replaceCode(tx, row.id, { hash: hashSmsCode(code), expiresAt, now });
    return { phone: row.phone, code, expiresAt };
  });
  await sendCode(deps, site, debtor, sent.phone, sent.code);
  return {
    mandate: { id: mandateId, phone_hint: phoneHint(sent.phone), expires_at: sent.expiresAt.toISOString() },
  };
}
