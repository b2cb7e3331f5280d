import crypto from 'node:crypto';
import {
  type AdminCode,
  type adminCodeResponseSchema,
  type adminCodesResponseSchema,
  type adminCreateCodesBodySchema,
  type adminCreateCodesResponseSchema,
  type adminUpdateCodeBodySchema,
  CODE_BATCH_LIMITS,
} from '@community/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import {
  type AdminCodeRow,
  codeSpellingTaken,
  findAdminCode,
  findAdminCodes,
  findBatch,
  findBatches,
  findCodeRedemptions,
  insertBatch,
  insertCodes,
  updateCode,
} from './admin-queries.ts';

type Deps = Pick<AppDeps, 'db'>;
type CreateCodes = z.output<typeof adminCreateCodesBodySchema>;
type UpdateCode = z.output<typeof adminUpdateCodeBodySchema>;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function presentAdminCode(row: AdminCodeRow): AdminCode {
  return {
    ...row,
    expires_at: iso(row.expires_at),
    created_at: new Date(row.created_at).toISOString(),
    redeemed: Number(row.redeemed ?? 0),
    reserved: Number(row.reserved ?? 0),
  };
}

/** GET /api/admin/codes.php: the site's codes and those of every site, newest first, and its batches. */
export async function adminCodes(
  deps: Deps,
  siteId: number,
  filter: { q?: string; batch?: number },
): Promise<z.infer<typeof adminCodesResponseSchema>> {
  const sql = deps.db.$client;
  const [codes, batches] = await Promise.all([findAdminCodes(sql, siteId, filter), findBatches(sql, siteId)]);
  return {
    codes: codes.map(presentAdminCode),
    batches: batches.map((batch) => ({ ...batch, created_at: new Date(batch.created_at).toISOString() })),
  };
}

/** GET /api/admin/code.php: one code with the orders that hold it. */
export async function adminCode(
  deps: Deps,
  siteId: number,
  id: number,
): Promise<z.infer<typeof adminCodeResponseSchema>> {
  const sql = deps.db.$client;
  const code = await findAdminCode(sql, siteId, id);
  if (!code) throw new AppError('not_found', 404);
  const redemptions = await findCodeRedemptions(sql, id);
  return {
    code: presentAdminCode(code),
    redemptions: redemptions.map((r) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      paid_at: iso(r.paid_at),
    })),
  };
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomPart = () =>
  Array.from(
    { length: CODE_BATCH_LIMITS.randomLength },
    () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)],
  ).join('');

/**
 * POST /api/admin/codes.php: one code an administrator names, or a batch of random ones (the prefix and 8 random
 * letters and digits: 31⁸ ≈ 8.5 × 10¹¹ spellings, so a code cannot be guessed from another of its batch). Kind
 * 'code': members redeem them as any code (docs/discounts.md). Audited once, with every code made.
 */
export async function createCodes(
  deps: Deps,
  site: { id: number },
  staffId: number,
  audit: AuditWriter,
  body: CreateCodes,
): Promise<z.infer<typeof adminCreateCodesResponseSchema>> {
  const siteId = body.every_site ? null : site.id;
  const terms = {
    site_id: siteId,
    value_percentage: body.value_percentage,
    validity: body.validity,
    country: body.country,
    currency: body.currency,
    minimum_order_value: body.minimum_order_value,
    payment_methods: body.payment_methods,
    expires_at: body.expires_at ? new Date(body.expires_at) : null,
    created_by: staffId,
  };
  const made = await withTransaction(deps.db.$client, async (tx) => {
    if (body.kind === 'single') {
      if (await codeSpellingTaken(tx, siteId, body.code)) throw new AppError('code_exists', 409);
      const ids = await insertCodes(tx, [body.code], { ...terms, batch_id: null });
      if (!ids.length) throw new AppError('code_exists', 409);
      await audit.record(tx, {
        action: 'discount_code.create',
        targetType: 'discount_code',
        targetId: ids[0],
        after: { code: body.code, ...terms },
      });
      return { ids, batchId: null };
    }
    const prefix = body.prefix.toUpperCase();
    const batchId = await insertBatch(tx, {
      site_id: siteId,
      prefix,
      count: body.count,
      created_by: staffId,
    });
    const ids: number[] = [];
    const codes: string[] = [];
    // A random spelling that exists already is skipped by the unique index and drawn again.
    for (let round = 0; ids.length < body.count && round < 5; round += 1) {
      const wanted = Array.from({ length: body.count - ids.length }, () => `${prefix}${randomPart()}`);
      const inserted = await insertCodes(tx, wanted, { ...terms, batch_id: batchId });
      ids.push(...inserted);
    }
    if (ids.length < body.count) throw new Error('could not draw enough distinct codes');
    const rows = await findAdminCodes(tx, site.id, { batch: batchId });
    codes.push(...rows.map((row) => row.code));
    await audit.record(tx, {
      action: 'discount_code.create_batch',
      targetType: 'discount_code_batch',
      targetId: batchId,
      after: { prefix, count: body.count, ...terms, codes },
    });
    return { ids, batchId };
  });
  const codes = await findAdminCodes(deps.db.$client, site.id, made.batchId ? { batch: made.batchId } : {});
  return {
    codes: codes.filter((row) => made.ids.includes(row.id)).map(presentAdminCode),
    batch_id: made.batchId,
  };
}

/** POST /api/admin/code.php: switch a code off or on, or change when it ends; audited before and after. */
export async function changeCode(
  deps: Deps,
  siteId: number,
  audit: AuditWriter,
  body: UpdateCode,
): Promise<z.infer<typeof adminCodeResponseSchema>> {
  await withTransaction(deps.db.$client, async (tx) => {
    const before = await findAdminCode(tx, siteId, body.id, true);
    if (!before) throw new AppError('not_found', 404);
    const change: { status?: 'active' | 'inactive'; expires_at?: Date | null } = {};
    if (body.status !== undefined && body.status !== before.status) change.status = body.status;
    const expires =
      body.expires_at === undefined ? undefined : body.expires_at === null ? null : new Date(body.expires_at);
    if (expires !== undefined && iso(expires) !== iso(before.expires_at)) change.expires_at = expires;
    if (!Object.keys(change).length) return audit.nothingChanged();
    await updateCode(tx, before.id, change);
    await audit.record(tx, {
      action: 'discount_code.update',
      targetType: 'discount_code',
      targetId: before.id,
      before: { code: before.code, status: before.status, expires_at: iso(before.expires_at) },
      after: {
        code: before.code,
        status: change.status ?? before.status,
        expires_at: iso(change.expires_at === undefined ? before.expires_at : change.expires_at),
      },
    });
  });
  return adminCode(deps, siteId, body.id);
}

const csvField = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula: such a cell is quoted and prefixed.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** GET /api/admin/code-batch.php: a batch's codes as CSV (RFC 4180), for mailing or printing them. */
export async function batchCsv(deps: Deps, siteId: number, batchId: number) {
  const sql = deps.db.$client;
  const batch = await findBatch(sql, siteId, batchId);
  if (!batch) throw new AppError('not_found', 404);
  const rows = await findAdminCodes(sql, siteId, { batch: batchId });
  const header = [
    'code',
    'value_percentage',
    'validity',
    'expires_at',
    'country',
    'currency',
    'minimum_order_value',
    'payment_methods',
    'status',
    'redeemed',
  ];
  const lines = rows
    .sort((a, b) => a.id - b.id)
    .map((row) =>
      [
        row.code,
        row.value_percentage,
        row.validity,
        iso(row.expires_at),
        row.country,
        row.currency,
        row.minimum_order_value,
        row.payment_methods?.join(' '),
        row.status,
        Number(row.redeemed ?? 0),
      ]
        .map(csvField)
        .join(','),
    );
  return {
    filename: `codes-${batch.prefix || 'batch'}-${batch.id}.csv`,
    csv: `${[header.join(','), ...lines].join('\r\n')}\r\n`,
  };
}
