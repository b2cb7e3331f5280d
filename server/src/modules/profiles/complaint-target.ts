import type { Sql } from '../../platform/sql.ts';
import { findProfileForViewer } from './queries.ts';

/**
 * A member's profile as this viewer may report it (docs/complaints.md): undefined for unknown ids, other sites and
 * members who are not listed, as viewMember answers 404. A block does not hide it: the member who blocked a
 * harasser, or was blocked by them, may still report them.
 */
export async function profileForComplaint(
  sql: Sql,
  siteId: number,
  viewerId: number | null,
  profileId: number,
  now: Date,
) {
  const row = await findProfileForViewer(sql, profileId, viewerId, now);
  if (!row || row.site_id !== siteId || (!row.listed && row.id !== viewerId)) return undefined;
  const main = row.main_photo?.status === 'active' ? row.main_photo : null;
  return { id: row.id, name: row.name, description: row.description ?? null, mainPhoto: main };
}
