import type { Sql } from '../../platform/sql.ts';
import { findProfileForViewer } from './queries.ts';

/**
 * A member's profile as this viewer may report it (docs/complaints.md): undefined for unknown ids, other sites,
 * members who are not listed and members who blocked the viewer (as viewMember, but 404 for all, so a complaint
 * probes nothing). The viewer's own block does not hide it: the member who blocked a harasser may still report them.
 */
export async function profileForComplaint(
  sql: Sql,
  siteId: number,
  viewerId: number | null,
  profileId: number,
  now: Date,
) {
  const row = await findProfileForViewer(sql, profileId, viewerId, now);
  const own = row?.id === viewerId;
  if (!row || row.site_id !== siteId || (!row.listed && !own) || (row.blocked_viewer && !own))
    return undefined;
  const main = row.main_photo?.status === 'active' ? row.main_photo : null;
  return { id: row.id, name: row.name, description: row.description ?? null, mainPhoto: main };
}
