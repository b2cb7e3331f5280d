/**
 * Credits and payments (issue 7, docs/payments.md, decision 0021): packages, orders, payment methods, discount
 * codes, the time bonus and direct debit. Amounts are integers in the currency's minor unit (cents); every
 * currency we sell in has two decimals.
 */

/** SPEC §3 payment methods, spelled as the spec spells them (prezelewy24 is Przelewy24). */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'nexi',
  'cartebancaire',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Currencies of the countries we sell in (SPEC §9 and the Nordic languages). */
export const CURRENCIES = [
  'EUR',
  'PLN',
  'GBP',
  'CHF',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'DKK',
  'NOK',
  'SEK',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Card methods: a failed card payment offers a retry or PayPal (SPEC §8). */
export const CARD_METHODS: readonly PaymentMethod[] = [
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'cartebancaire',
  'nexi',
];
/** Direct debit is set up on its own form (/directdebit) with a code by SMS, not through a checkout. */
export const DIRECT_DEBIT_METHOD: PaymentMethod = 'sdd';

/**
 * Which methods a member may choose, by the package's currency and the member's payment country (decision 0021
 * records the table and why). A country not listed gets the methods of its currency.
 */
export const METHODS_BY_COUNTRY: Record<string, readonly PaymentMethod[]> = {
  NL: [
    'ideal',
    'creditcard',
    'visa',
    'mastercard',
    'maestro',
    'paypal',
    'applepay',
    'sdd',
    'sct',
    'paysafecard',
  ],
  BE: [
    'bancontact',
    'creditcard',
    'visa',
    'mastercard',
    'maestro',
    'paypal',
    'applepay',
    'sct',
    'paysafecard',
  ],
  DE: [
    'sofort',
    'giropay',
    'creditcard',
    'visa',
    'mastercard',
    'paypal',
    'applepay',
    'sdd',
    'sct',
    'paysafecard',
  ],
  AT: [
    'eps',
    'sofort',
    'creditcard',
    'visa',
    'mastercard',
    'paypal',
    'applepay',
    'sdd',
    'sct',
    'paysafecard',
  ],
  FR: ['cartebancaire', 'creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'sct', 'paysafecard'],
  IT: ['nexi', 'creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'sct'],
  ES: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'sct'],
  IE: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'sct'],
  FI: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'sct'],
  PL: ['blik', 'prezelewy24', 'creditcard', 'visa', 'mastercard', 'paypal'],
  CH: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
};
export const METHODS_BY_CURRENCY: Record<Currency, readonly PaymentMethod[]> = {
  EUR: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'sct'],
  PLN: ['blik', 'prezelewy24', 'creditcard', 'paypal'],
  GBP: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  CHF: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  USD: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  CAD: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  AUD: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  NZD: ['creditcard', 'visa', 'mastercard', 'paypal'],
  DKK: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  NOK: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
  SEK: ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay'],
};

/** The methods offered for a package in `currency` to a member paying from `country`. */
export function methodsFor(country: string | null, currency: Currency): readonly PaymentMethod[] {
  const byCountry = country ? METHODS_BY_COUNTRY[country] : undefined;
  // A country's own table applies only to the currency it pays in (EUR everywhere but PL and CH).
  const countryCurrency = country === 'PL' ? 'PLN' : country === 'CH' ? 'CHF' : 'EUR';
  if (byCountry && countryCurrency === currency) return byCountry;
  return METHODS_BY_CURRENCY[currency];
}

/**
 * Order states, as stored. The transaction page (SPEC §4) shows loading while it asks, pending ("being
 * processed") for open and pending, completed for paid, failed for failed and expired, cancelled for canceled.
 * A paid order may later be refunded or charged back (in part or whole): it stays paid, with the amounts.
 */
export const ORDER_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentState = 'pending' | 'completed' | 'failed' | 'cancelled';
export function paymentState(status: OrderStatus): PaymentState {
  if (status === 'paid') return 'completed';
  if (status === 'failed' || status === 'expired') return 'failed';
  if (status === 'canceled') return 'cancelled';
  return 'pending';
}
/** The transaction page asks again this often while the order is not final. */
export const ORDER_POLL_INTERVAL_MS = 2_000;

/** The price after `percentage` off, rounded to the nearest minor unit (half up). */
export function discountedPrice(price: number, percentage: number): number {
  return Math.round((price * (100 - percentage)) / 100);
}

export const DISCOUNT_VALIDITIES = ['once', 'once_per_user', 'unlimited'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];
/** The welcome discount is offered this long after signup to a member who has not paid (SPEC §9: time-limited). */
export const WELCOME_DISCOUNT_WINDOW_S = 7 * 24 * 3600;
export const WELCOME_DISCOUNT_CODE = 'WELCOME25';
/** How long the time bonus has left for a member who signed up at `signupDate`; 0 when over. */
export function timeBonusSecondsLeft(signupDate: string, now: number, windowSeconds: number): number {
  const left = Math.floor((new Date(signupDate).getTime() + windowSeconds * 1000 - now) / 1000);
  return Math.max(0, left);
}
/** hours:minutes:seconds, zero-padded (SPEC §4). */
export function countdownText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** SPEC §3 direct-debit form: the length each field may have once trimmed (the IBAN is checked by sepaIban). */
export const DIRECT_DEBIT_FIELD_LENGTHS = {
  account_holder: { min: 2, max: 70 },
  iban: { min: 15, max: 42 },
  street: { min: 1, max: 100 },
  house_number: { min: 1, max: 10 },
  zip: { min: 3, max: 10 },
  city: { min: 1, max: 60 },
  phone: { min: 6, max: 20 },
} as const;
export type DirectDebitField = keyof typeof DIRECT_DEBIT_FIELD_LENGTHS;

/** Direct debit (SPEC §3 form, §8 refusals). The code by SMS: */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_S = 600;
export const SMS_CODE_MAX_TRIES = 5;
/** A new code for the same mandate at most this often, and at most this many an hour. */
export const SMS_RESEND_INTERVAL_S = 60;
export const SMS_RESENDS_PER_HOUR = 5;
