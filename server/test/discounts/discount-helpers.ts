import crypto from 'node:crypto';
import type { Currency, PaymentMethod } from '@community/contract';
import type { Database } from '../../src/db/database.ts';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import type { Sql } from '../../src/platform/sql.ts';

export type CodeFields = {
  siteId?: number | null;
  code?: string;
  kind?: 'code' | 'welcome' | 'time_bonus';
  country?: string | null;
  userId?: number | null;
  expiresAt?: Date | null;
  percentage?: number;
  currency?: Currency | null;
  minimumOrderValue?: number | null;
  status?: 'active' | 'inactive';
  validity?: 'once' | 'once_per_user' | 'unlimited';
  methods?: PaymentMethod[] | null;
};

/** Discount codes, members, packages and orders straight into the tables, as an operator or H1's orders would. */
export function discountHelpers(db: Database) {
  const sql = db.$client;

  /** A code as an operator adds it; answers its id and spelling. */
  async function addCode(fields: CodeFields = {}): Promise<{ id: number; code: string }> {
    const code = fields.code ?? `KORTING-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO discount_codes (site_id, code, kind, country, user_id, expires_at, value_percentage, currency,
         minimum_order_value, status, validity, payment_methods)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::int AS id`,
      [
        fields.siteId === undefined ? 1 : fields.siteId,
        code,
        fields.kind ?? 'code',
        fields.country ?? null,
        fields.userId ?? null,
        fields.expiresAt ?? null,
        fields.percentage ?? 10,
        fields.currency ?? null,
        fields.minimumOrderValue ?? null,
        fields.status ?? 'active',
        fields.validity ?? 'once_per_user',
        fields.methods ?? null,
      ],
    );
    return { id: (rows[0] as { id: number }).id, code };
  }

  /** A member without a session; answers what the discount rules need. */
  async function addMember(
    options: { siteId?: number; paid?: boolean; signupDate?: Date } = {},
  ): Promise<{ id: number; paidUser: boolean; signupDate: Date }> {
    const email = `koper-${crypto.randomBytes(5).toString('hex')}@example.nl`;
    const signupDate = options.signupDate ?? new Date();
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, paid_user, signup_date)
       VALUES ($1, $2, $2, 'active', 'nl', '1990-01-01', $3, $4) RETURNING id::int AS id`,
      [options.siteId ?? 1, email, options.paid ?? false, signupDate],
    );
    return { id: (rows[0] as { id: number }).id, paidUser: options.paid ?? false, signupDate };
  }

  async function addPackage(siteId = 1, currency: Currency = 'EUR', price = 1995): Promise<number> {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO credit_packages (site_id, currency, credits, price) VALUES ($1, $2, 100, $3)
       RETURNING id::int AS id`,
      [siteId, currency, price],
    );
    return (rows[0] as { id: number }).id;
  }

  /** A minimal order row, as the order call inserts it before reserving its discount. */
  async function addOrder(
    db: Sql,
    order: {
      siteId?: number;
      userId: number;
      packageId: number;
      amount?: number;
      codeId?: number;
      status?: 'open' | 'pending' | 'paid';
    },
  ): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO orders (site_id, user_id, client_id, package_id, credits, list_amount, amount, currency, method,
         provider, discount_code_id, delivery_consent_at, status)
       VALUES ($1, $2, $3, $4, 100, 1995, $5, 'EUR', 'ideal', 'sandbox', $6, now(), $7) RETURNING id::int AS id`,
      [
        order.siteId ?? 1,
        order.userId,
        crypto.randomUUID(),
        order.packageId,
        order.amount ?? 1995,
        order.codeId ?? null,
        order.status ?? 'open',
      ],
    );
    return (rows[0] as { id: number }).id;
  }

  async function newSite(): Promise<{ id: number; host: string }> {
    const host = `site-${crypto.randomBytes(4).toString('hex')}.example`;
    const site = await createSite(db, { ...defaultSite(host), isDefault: false });
    return { id: site.id, host };
  }

  return { sql, addCode, addMember, addPackage, addOrder, newSite };
}
