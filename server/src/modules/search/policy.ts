import type { SiteRow } from '../../db/schema.ts';

/**
 * Who may search (SPEC §6): every member holding a session (unconfirmed ones too); a visitor only where the
 * site shows search logged out, or shows it to visitors who came through a traffic source and this one did.
 */
export function maySearch(
  site: Pick<SiteRow, 'loggedOutSearch' | 'loggedOutSearchTrafficsource'>,
  viewerId: number | null,
  network: string | undefined,
): boolean {
  if (viewerId !== null) return true;
  if (site.loggedOutSearch) return true;
  return site.loggedOutSearchTrafficsource && !!network?.trim();
}
