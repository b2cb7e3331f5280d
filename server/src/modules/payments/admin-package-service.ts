import type { AdminPackage, adminPackageBodySchema, adminPackagesResponseSchema } from '@community/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import {
  findCountryCurrency,
  findSitePackages,
  findSites,
  insertPackage,
  lockPackage,
  updatePackage,
} from './admin-package-queries.ts';
import type { PaymentDeps } from './deps.ts';
import { messageCostClaims } from './message-cost-claims.ts';

type PackagesAnswer = z.infer<typeof adminPackagesResponseSchema>;
type PackageChange = z.output<typeof adminPackageBodySchema>;
type Deps = Pick<PaymentDeps, 'db'>;
type PackageState = Omit<AdminPackage, 'orders'>;

/**
 * GET /api/admin/packages.php: every package of a site (the request's unless another is asked for), retired ones
 * too, and the site's "from … per message" claims its active prices no longer make true.
 */
export async function sitePackages(deps: Deps, siteId: number): Promise<PackagesAnswer> {
  const sql = deps.db.$client;
  const sites = await findSites(sql);
  const site = sites.find((candidate) => candidate.id === siteId);
  if (!site) throw new AppError('not_found', 404);
  const packages = await findSitePackages(sql, siteId);
  const claims = (await messageCostClaims(sql)).filter(
    (claim) => claim.domain === site.domain && claim.false,
  );
  return {
    site_id: siteId,
    sites,
    packages: packages.map((row) => ({ ...row, orders: Number(row.orders ?? 0) })),
    false_claims: claims.map(({ country, claimed, cheapest }) => ({ country, claimed, cheapest })),
  };
}

const currencyConflict = () => new AppError('validation_failed', 400, { fields: ['currency'] });

/**
 * POST /api/admin/package.php: add a package, change its credits, price, label or place, retire it or offer it
 * again; audited with the package before and after, in the change's transaction. A change is in the database at
 * once, and /api/credits.php reads the packages there on every call, so every instance offers it at the next
 * request. Orders already placed keep what they were placed at: an order carries its own credits and amounts.
 * A country's packages share one currency (a package in another one is refused). Answers the site's packages.
 */
export async function changePackage(
  deps: Deps,
  audit: AuditWriter,
  change: PackageChange,
): Promise<PackagesAnswer> {
  const siteId = await withTransaction(deps.db.$client, async (tx) => {
    if (change.action === 'create') {
      if (!(await findSites(tx)).some((site) => site.id === change.site))
        throw new AppError('not_found', 404);
      const currency = await findCountryCurrency(tx, change.site, change.country);
      if (currency && currency !== change.currency) throw currencyConflict();
      const values = {
        site_id: change.site,
        country: change.country,
        currency: change.currency,
        credits: change.credits,
        price: change.price,
        popular: change.popular,
        position: change.position,
      };
      const id = await insertPackage(tx, values);
      await audit.record(tx, {
        action: 'package.create',
        targetType: 'package',
        targetId: id,
        after: { id, ...values, active: true },
      });
      return change.site;
    }
    const before: PackageState | undefined = await lockPackage(tx, change.id);
    if (!before) throw new AppError('not_found', 404);
    const after: PackageState = { ...before };
    if (change.action === 'update') {
      for (const field of ['credits', 'price', 'popular', 'position'] as const) {
        if (change[field] !== undefined) Object.assign(after, { [field]: change[field] });
      }
    } else {
      after.active = change.action === 'restore';
      if (after.active) {
        const currency = await findCountryCurrency(tx, before.site_id, before.country, before.id);
        if (currency && currency !== before.currency) throw currencyConflict();
      }
    }
    const changed = (['credits', 'price', 'popular', 'position', 'active'] as const).filter(
      (field) => after[field] !== before[field],
    );
    if (!changed.length) {
      audit.nothingChanged();
      return before.site_id;
    }
    await updatePackage(tx, before.id, Object.fromEntries(changed.map((field) => [field, after[field]])));
    await audit.record(tx, {
      action: `package.${change.action}`,
      targetType: 'package',
      targetId: before.id,
      before,
      after,
    });
    return before.site_id;
  });
  return sitePackages(deps, siteId);
}
