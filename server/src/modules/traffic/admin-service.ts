import type { Postback, SitePostbacks } from '@community/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { endpointRefusal } from '../push/index.ts';
import { findSitePostbacks, replaceSitePostbacks, siteExists } from './admin-queries.ts';

type AdminDeps = { db: Database; clock: Clock; config: Pick<Config, 'env' | 'pushAllowLoopback'> };

export async function readSitePostbacks(deps: AdminDeps, siteId: number): Promise<SitePostbacks> {
  if (!(await siteExists(deps.db.$client, siteId))) throw new AppError('not_found', 404);
  return { postbacks: await findSitePostbacks(deps.db.$client, siteId) };
}

/** The URL a template calls, as far as its host goes: placeholders filled with a harmless value. */
const sampleUrl = (template: string) => template.replace(/\{[a-z_0-9]+\}/g, 'x');

/**
 * Replaces a site's postbacks, audited as `site.postbacks` with before and after. Every template must call https
 * on a public host (the rule Web Push endpoints follow); anything else is `validation_failed` on its field.
 */
export async function saveSitePostbacks(
  deps: AdminDeps,
  siteId: number,
  input: SitePostbacks,
  audit: AuditWriter,
): Promise<SitePostbacks> {
  const refused = input.postbacks.findIndex((p) => endpointRefusal(deps.config, sampleUrl(p.url_template)));
  if (refused >= 0)
    throw new AppError('validation_failed', 400, { fields: [`postbacks/${refused}/url_template`] });
  const sorted: Postback[] = [...input.postbacks].sort((a, b) => a.network.localeCompare(b.network));
  return withTransaction(deps.db.$client, async (tx) => {
    if (!(await siteExists(tx, siteId))) throw new AppError('not_found', 404);
    const before = await findSitePostbacks(tx, siteId);
    if (JSON.stringify(before) === JSON.stringify(sorted)) {
      audit.nothingChanged();
      return { postbacks: before };
    }
    await replaceSitePostbacks(tx, siteId, sorted, deps.clock());
    await audit.record(tx, {
      action: 'site.postbacks',
      targetType: 'site',
      targetId: siteId,
      before: { postbacks: before },
      after: { postbacks: sorted },
    });
    return { postbacks: sorted };
  });
}
