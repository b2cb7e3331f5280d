import { z } from 'zod';
import { CURRENCIES } from './payments.ts';

/** Shapes of the back office's packages and prices (issue 23; docs/payments.md, "Packages in the back office"). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A package's figures an administrator may set; prices in minor units (cents). */
export const PACKAGE_LIMITS = { maxCredits: 100_000, maxPrice: 10_000_000, maxPosition: 99 } as const;

const credits = z.number().int().min(1).max(PACKAGE_LIMITS.maxCredits);
const price = z.number().int().min(1).max(PACKAGE_LIMITS.maxPrice);
const position = z.number().int().min(0).max(PACKAGE_LIMITS.maxPosition);
/** A payment country (two letters, any case), or null for the fallback packages of every other country. */
const packageCountry = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase())
  .nullable();

const messageCost = z.object({ costs: z.number(), currency: z.string() });

export const adminPackageSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  country: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  credits: z.number().int(),
  price: z.number().int(),
  popular: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
  /** Orders placed with it so far (they keep the price they were placed at). */
  orders: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPackagesQuerySchema = z.object({ site: id.optional() }).strict();

export const adminPackagesResponseSchema = z.object({
  site_id: z.number().int(),
  sites: z.array(z.object({ id: z.number().int(), domain: z.string() })),
  packages: z.array(adminPackageSchema),
  /** The site's "from … per message" claims that its active prices no longer make true (docs/payments.md). */
  false_claims: z.array(
    z.object({
      country: z.string(),
      claimed: messageCost,
      /** The cheapest message at list price there; null where no package is offered. */
      cheapest: messageCost.nullable(),
    }),
  ),
});

/** POST /api/admin/package.php: add a package, change one, retire it or offer it again. */
export const adminPackageBodySchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('create'),
      site: id,
      country: packageCountry,
      currency: z.enum(CURRENCIES),
      credits,
      price,
      popular: z.boolean().default(false),
      position: position.default(0),
    })
    .strict(),
  z
    .object({
      action: z.literal('update'),
      id,
      credits: credits.optional(),
      price: price.optional(),
      popular: z.boolean().optional(),
      position: position.optional(),
    })
    .strict(),
  z.object({ action: z.literal('retire'), id }).strict(),
  z.object({ action: z.literal('restore'), id }).strict(),
]);
export type AdminPackageBody = z.input<typeof adminPackageBodySchema>;
