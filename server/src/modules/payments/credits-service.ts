import { type creditsResponseSchema, DIRECT_DEBIT_METHOD } from '@community/contract';
import type { z } from 'zod';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentDeps } from './deps.ts';
import { findLastPaidOrder } from './order-queries.ts';
import { checkoutMethods, directDebitOffered, directDebitRefusal, paymentCountry } from './policy.ts';
import { presentPackage } from './presenter.ts';
import { findPackageCountries, findPackages, findPayingMember } from './queries.ts';

type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/**
 * GET /api/credits.php: the packages of the member's payment country (policy.ts `paymentCountry`), the
 * checkout methods for their currency, whether direct debit can be chosen, and the repeat order of a paid
 * member (their last paid order's package and method, while both are still offered).
 */
export async function creditsOverview(
  deps: Pick<PaymentDeps, 'db' | 'clock'>,
  site: SiteRow,
  memberId: number,
  asked: { country?: string; geoipCountry: string | null },
): Promise<CreditsResponse> {
  const sql = deps.db.$client;
  const member = await findPayingMember(sql, memberId);
  if (!member || member.site_id !== site.id) throw new AppError('authentication_required', 403);
  const packageCountries = await findPackageCountries(sql, site.id);
  const { country, packagesCountry } = paymentCountry(site, packageCountries, {
    asked: asked.country,
    profile: member.profile_country,
    geoip: asked.geoipCountry,
  });
  const packages = packageCountries.has(packagesCountry)
    ? await findPackages(sql, site.id, packagesCountry)
    : [];
  // A country's packages share one currency; the methods follow it.
  const currency = packages[0]?.currency;
  const methods = currency ? checkoutMethods(country, currency) : [];
  const directDebit =
    !!currency &&
    directDebitOffered(country, currency) &&
    (await directDebitRefusal(sql, site.id, member, deps.clock())) === null;

  let repeat: CreditsResponse['repeat'] = null;
  if (member.paid_user) {
    const last = await findLastPaidOrder(sql, member.id);
    const offered =
      !!last &&
      packages.some((pkg) => pkg.id === last.package_id) &&
      (methods.includes(last.method) || (last.method === DIRECT_DEBIT_METHOD && directDebit));
    if (last && offered) repeat = { package_id: last.package_id, method: last.method };
  }
  return { country, packages: packages.map(presentPackage), methods, repeat, direct_debit: directDebit };
}
