import { z } from 'zod';
import { CURRENCIES, DISCOUNT_VALIDITIES, ORDER_STATUSES, PAYMENT_METHODS } from './payments.ts';

/** Shapes of the back office's discount codes (issue 23; docs/discounts.md, "Codes in the back office"). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const CODE_BATCH_LIMITS = { maxCount: 1000, prefixLength: 12, randomLength: 8 } as const;
/** What a code an administrator names may hold: letters, digits, dashes and underscores. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

export const adminCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** null: the code of every site. */
  site_id: z.number().int().nullable(),
  kind: z.enum(['code', 'welcome', 'time_bonus']),
  batch_id: z.number().int().nullable(),
  value_percentage: z.number(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  payment_methods: z.array(z.string()).nullable(),
  expires_at: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
  /** Orders holding the code: paid ones, and ones still waiting for their payment. */
  redeemed: z.number().int(),
  reserved: z.number().int(),
});
export type AdminCode = z.infer<typeof adminCodeSchema>;

export const adminCodeBatchSchema = z.object({
  id: z.number().int(),
  prefix: z.string(),
  count: z.number().int(),
  created_at: z.string(),
});

export const adminCodesQuerySchema = z
  .object({ q: z.string().trim().max(40).optional(), batch: id.optional() })
  .strict();
export const adminCodesResponseSchema = z.object({
  codes: z.array(adminCodeSchema),
  batches: z.array(adminCodeBatchSchema),
});

export const adminCodeRedemptionSchema = z.object({
  order_id: z.number().int(),
  member_id: z.number().int(),
  member_email: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const adminCodeQuerySchema = z.object({ id }).strict();
export const adminCodeResponseSchema = z.object({
  code: adminCodeSchema,
  redemptions: z.array(adminCodeRedemptionSchema),
});

/** What a new code (or each code of a batch) holds: its scope, validity and limits. */
const terms = {
  value_percentage: z.number().min(0.01).max(99.99),
  validity: z.enum(DISCOUNT_VALIDITIES),
  /** true: the code of every site; false: of the site the administrator works on. */
  every_site: z.boolean().default(false),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .nullable()
    .default(null),
  currency: z.enum(CURRENCIES).nullable().default(null),
  minimum_order_value: z.number().int().min(1).max(10_000_000).nullable().default(null),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).min(1).nullable().default(null),
  /** ISO 8601; null: the code does not end. */
  expires_at: z.string().datetime({ offset: true }).nullable().default(null),
};

/** POST /api/admin/codes.php: one named code, or a batch of `count` random codes starting with `prefix`. */
export const adminCreateCodesBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), code: z.string().trim().regex(CODE_PATTERN), ...terms }).strict(),
  z
    .object({
      kind: z.literal('batch'),
      prefix: z
        .string()
        .trim()
        .regex(new RegExp(`^[A-Za-z0-9_-]{0,${CODE_BATCH_LIMITS.prefixLength}}$`)),
      count: z.number().int().min(1).max(CODE_BATCH_LIMITS.maxCount),
      ...terms,
    })
    .strict(),
]);
export type AdminCreateCodesBody = z.input<typeof adminCreateCodesBodySchema>;
export const adminCreateCodesResponseSchema = z.object({
  codes: z.array(adminCodeSchema),
  batch_id: z.number().int().nullable(),
});

/** POST /api/admin/code.php: switch a code off or on, or change when it ends. */
export const adminUpdateCodeBodySchema = z
  .object({
    id,
    status: z.enum(['active', 'inactive']).optional(),
    expires_at: z.string().datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export const adminBatchQuerySchema = z.object({ id }).strict();
