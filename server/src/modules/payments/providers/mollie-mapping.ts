import { CURRENCIES, type Currency, type Language, type PaymentMethod } from '@community/contract';
import { Locale, PaymentMethod as MollieMethod } from '@mollie/api-client';
import type { ProviderPaymentStatus } from './payment-provider.ts';

/**
 * How our names (SPEC §3 methods, languages, minor units) translate to Mollie's v2 API and back
 * (docs/payments.md, "Mollie").
 */

/**
 * Our method → Mollie's `method`. null: Mollie no longer takes the method (giropay closed on 2024-06-30 and Klarna
 * retired Sofort in 2024; @mollie/api-client v4 lists both only as HistoricPaymentMethod), so the payment is created
 * without `method` and Mollie's checkout offers the methods active on the profile.
 */
export const MOLLIE_METHODS: Record<PaymentMethod, MollieMethod | null> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  sofort: null,
  giropay: null,
  eps: MollieMethod.eps,
  prezelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  sct: MollieMethod.banktransfer,
  creditcard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  sdd: MollieMethod.directdebit,
};

export const MOLLIE_LOCALES: Record<Language, Locale> = {
  nl: Locale.nl_NL,
  en: Locale.en_US,
  de: Locale.de_DE,
  fr: Locale.fr_FR,
  es: Locale.es_ES,
  it: Locale.it_IT,
  pl: Locale.pl_PL,
  da: Locale.da_DK,
  no: Locale.nb_NO,
  sv: Locale.sv_SE,
  fi: Locale.fi_FI,
};

/** 1999 → '19.99'. Every currency we sell in has two decimals. */
export function toMollieValue(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) {
    throw new RangeError(`An amount must be a whole number of minor units, not ${minorUnits}`);
  }
  return `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;
}

/** '19.99' → 1999; undefined for anything that is not a two-decimal amount. */
export function fromMollieValue(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) return undefined;
  const minorUnits = Number(match[1]) * 100 + Number(match[2]);
  return Number.isSafeInteger(minorUnits) ? minorUnits : undefined;
}

export function isOurCurrency(currency: unknown): currency is Currency {
  return typeof currency === 'string' && (CURRENCIES as readonly string[]).includes(currency);
}

/**
 * Mollie's payment status → ours. `authorized` (a card or Klarna hold not yet captured) is not money yet: pending.
 * A status Mollie may add later is treated as pending too, so nothing is credited or failed on a guess.
 */
export function fromMollieStatus(status: string): ProviderPaymentStatus {
  switch (status) {
    case 'open':
    case 'pending':
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
      return status;
    default:
      return 'pending';
  }
}

/** The order id we put in the metadata; null when the payment does not carry one (not one of ours). */
export function orderIdFromMetadata(metadata: unknown): number | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const orderId = (metadata as { order_id?: unknown }).order_id;
  return typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null;
}

/**
 * The mandate's signature date as Mollie wants it (YYYY-MM-DD), on the calendar of Mollie's own time zone, so a
 * mandate signed just after midnight is never dated in Mollie's future.
 */
export function signatureDate(signedAt: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(signedAt);
}
