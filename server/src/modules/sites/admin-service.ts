import { type AdminSite, SITE_TEXT_FIELDS, type SiteInput } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { changedSettings, ownName, presentAdminSite } from './admin-presenter.ts';
import {
  announceSiteChange,
  findAllSites,
  findSiteRow,
  insertSiteRow,
  updateSiteRow,
} from './admin-queries.ts';
import { forgetCachedSites } from './service.ts';
import { SITES_CHANNEL } from './site-changes.ts';

type SitesDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function listSites(deps: SitesDeps) {
  const rows = await findAllSites(deps.db.$client);
  return rows.map((row) => ({
    id: row.id,
    domain: row.domain,
    name: ownName(row),
    domain_language: row.domain_language,
    is_default: row.is_default,
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function readSite(deps: SitesDeps, id: number): Promise<AdminSite> {
  const row = await findSiteRow(deps.db.$client, id);
  if (!row) throw new AppError('not_found', 404);
  return presentAdminSite(row);
}

/** Texts trimmed; a language whose text is empty has none (it shows the site's own language's). */
function cleaned(input: SiteInput): SiteInput {
  const texts = Object.fromEntries(
    SITE_TEXT_FIELDS.map((field) => [
      field,
      Object.fromEntries(
        Object.entries(input[field])
          .map(([language, text]) => [language, text?.trim() ?? ''])
          .filter(([, text]) => text !== ''),
      ),
    ]),
  );
  return { ...input, ...texts, support_email: input.support_email.trim() };
}

function domainTaken(error: unknown): never {
  if ((error as { code?: string; constraint?: string }).code === '23505')
    throw new AppError('site_domain_taken', 409, { field: 'domain' });
  throw error;
}

/**
 * Changes every setting of a site in one transaction with its audit entry (the settings that changed, before and
 * after), and tells every instance to read the site again. An edit that changes nothing is no action.
 */
export async function updateSite(
  deps: SitesDeps,
  id: number,
  input: SiteInput,
  audit: AuditWriter,
): Promise<AdminSite> {
  const site = await withTransaction(deps.db.$client, async (tx) => {
    const row = await findSiteRow(tx, id, true);
    if (!row) throw new AppError('not_found', 404);
    const before = presentAdminSite(row);
    const after = presentAdminSite(
      await updateSiteRow(tx, id, cleaned(input), deps.clock()).catch(domainTaken),
    );
    const change = changedSettings(before, after);
    if (Object.keys(change.after).length === 0) {
      audit.nothingChanged();
      throw new Unchanged(before);
    }
    await audit.record(tx, { action: 'site.update', targetType: 'site', targetId: id, ...change });
    await announceSiteChange(tx, SITES_CHANNEL, id);
    return after;
  }).catch((error: unknown) => {
    if (error instanceof Unchanged) return error.site;
    throw error;
  });
  forgetCachedSites(deps.db);
  return site;
}

/** Rolls an edit that changed nothing back (its updated_at), answering the site as it was. */
class Unchanged extends Error {
  constructor(readonly site: AdminSite) {
    super('unchanged');
  }
}

/** A new site (a new domain), never the default one, audited with its settings as `after`. */
export async function createSite(deps: SitesDeps, input: SiteInput, audit: AuditWriter): Promise<AdminSite> {
  const site = await withTransaction(deps.db.$client, async (tx) => {
    const created = presentAdminSite(await insertSiteRow(tx, cleaned(input)).catch(domainTaken));
    await audit.record(tx, {
      action: 'site.create',
      targetType: 'site',
      targetId: created.id,
      before: null,
      after: created,
    });
    await announceSiteChange(tx, SITES_CHANNEL, created.id);
    return created;
  });
  forgetCachedSites(deps.db);
  return site;
}
