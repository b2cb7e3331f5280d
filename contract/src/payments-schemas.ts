import { z } from 'zod';
import {
  CURRENCIES,
  DIRECT_DEBIT_FIELD_LENGTHS,
  DISCOUNT_VALIDITIES,
  type DirectDebitField,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from './payments.ts';

/** Shapes of the credits and payment calls (docs/payments.md). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());
const method = z.enum(PAYMENT_METHODS);
const currency = z.enum(CURRENCIES);
/** A code as members type it; compared without case. */
const code = z.string().trim().min(1).max(40);
/**
 * The member's express consent to the credits being delivered at once, and their acknowledgement that they
 * thereby lose the right of withdrawal once the credits are used (EU Directive 2011/83/EU art. 16(m); our terms
 * and return policy say we ask for it at every purchase). Without it there is no order.
 */
const deliveryConsent = z.literal(true);

export const creditPackageSchema = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  /** What the package costs before any discount, in minor units. */
  price: z.number().int(),
  currency,
  /** SPEC §9: labelled "Meest gekozen". */
  popular: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** GET /api/credits.php?country=: the packages and methods for the member's payment country. */
export const creditsQuerySchema = z.object({ country: country.optional() }).strict();
export const creditsResponseSchema = z.object({
  /** The payment country the packages are for (the asked one when the site sells there, else the member's). */
  country: z.string().nullable(),
  packages: z.array(creditPackageSchema),
  methods: z.array(method),
  /** Paid members: the package and method of their last paid order, for /credits/repeat-order. */
  repeat: z.object({ package_id: z.number().int(), method }).nullable(),
  /** Direct debit can be chosen (not blocked for this member, under the site's limit, offered in the country). */
  direct_debit: z.boolean(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  credits: z.number().int(),
  /** Charged, after the discount, in minor units. */
  amount: z.number().int(),
  /** Before the discount. */
  list_amount: z.number().int(),
  currency,
  method,
  status: z.enum(ORDER_STATUSES),
  /** The discount code applied and its percentage, if any. */
  discount: z.object({ code: z.string(), value_percentage: z.number() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /api/order.php: an order for a package, paid through the provider's checkout. The same client_id again
 * answers the same order (a double click or a retry creates one order). Not for sdd: see /api/directdebit.php.
 */
export const createOrderBodySchema = z
  .object({
    package: id,
    method,
    client_id: z.string().uuid(),
    discount_code: code.nullable().optional(),
    country: country.optional(),
    delivery_consent: deliveryConsent,
  })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;
export const createOrderResponseSchema = z.object({ order: orderSchema, checkout_url: z.string() });

/** GET /api/order.php?id=: one of the member's own orders (404 for anyone else's). */
export const orderQuerySchema = z.object({ id }).strict();
export const orderResponseSchema = z.object({ order: orderSchema });
/** GET /api/orders.php: the member's orders, newest first (at most 50). */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

/** SPEC §3 discount code, as GET /api/discountcode.php answers it. */
export const discountCodeSchema = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number(),
  currency: currency.nullable(),
  /** In minor units of `currency` (or of any currency when null). */
  minimum_order_value: z.number().int().nullable(),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  /** null: every method. */
  paymentmethods: z.array(method).nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
/**
 * GET /api/discountcode.php (SPEC §7): `code` looks a code up (404 code_not_found, 409 code_used);
 * `welcome=true` answers the member's welcome code (404 when none applies; the client ignores failures).
 */
export const discountCodeQuerySchema = z.union([
  z.object({ code, country: country.optional() }).strict(),
  z.object({ welcome: z.literal('true') }).strict(),
]);
export const discountCodeResponseSchema = z.object({ discount_code: discountCodeSchema });

const field = (name: DirectDebitField) =>
  z.string().trim().min(DIRECT_DEBIT_FIELD_LENGTHS[name].min).max(DIRECT_DEBIT_FIELD_LENGTHS[name].max);
/** SPEC §3 direct-debit form, without the otp (sent in a second step). */
export const directDebitBodySchema = z
  .object({
    package: id,
    account_holder: field('account_holder'),
    iban: field('iban'),
    street: field('street'),
    house_number: field('house_number'),
    zip: field('zip'),
    city: field('city'),
    phone: field('phone'),
    discount_code: code.nullable().optional(),
    country: country.optional(),
    delivery_consent: deliveryConsent,
  })
  .strict();
export type DirectDebitBody = z.infer<typeof directDebitBodySchema>;
/** POST /api/directdebit.php: the mandate waits for the code sent by SMS to `phone_hint`. */
export const directDebitResponseSchema = z.object({
  mandate: z.object({ id: z.number().int(), phone_hint: z.string(), expires_at: z.string() }),
});
/** POST /api/directdebit-code.php: the code confirms the mandate and places the order (once per client_id). */
export const directDebitCodeBodySchema = z
  .object({
    mandate: id,
    // Any wrong code, also one of the wrong form, is answered "Code ongeldig" (400 code_invalid).
    otp: z.string().trim().min(1).max(12),
    client_id: z.string().uuid(),
  })
  .strict();
export type DirectDebitCodeBody = z.infer<typeof directDebitCodeBodySchema>;
export const directDebitCodeResponseSchema = z.object({ order: orderSchema });
/** POST /api/directdebit-resend.php: a new code for the mandate (rate-limited). */
export const directDebitResendBodySchema = z.object({ mandate: id }).strict();
export type DirectDebitResendBody = z.infer<typeof directDebitResendBodySchema>;
