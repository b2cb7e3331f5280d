import type { profileUpdateBodySchema } from '@community/contract';
import {
  type CurrentUser,
  type MemberProfile,
  nameError,
  type ProfileTile,
  REGION_COUNTRIES,
} from '@community/contract';
import type { z } from 'zod';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldError } from '../accounts/index.ts';
import { buildRegions, reverseGeocode, snapPosition } from '../geo/index.ts';
import { openedProfileLikes } from '../likes/index.ts';
import { findMemberById, presentTile, presentUser } from '../members/index.ts';
import { presentMemberProfile } from './presenter.ts';
import {
  findBlockedTiles,
  findProfileForViewer,
  findRelatedProfiles,
  listActivePhotos,
  type ProfileChanges,
  updateProfile,
} from './queries.ts';

type ProfileDeps = Pick<AppDeps, 'db' | 'clock'>;
export type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>;
const RELATED_PROFILES = 6;

let regionCodes: Map<string, Set<string>> | undefined;
function regionsOf(country: string): Set<string> | undefined {
  regionCodes ??= new Map(
    Object.entries(buildRegions().regions).map(([code, data]) => [
      code,
      new Set(data.regions.map((r) => r.code)),
    ]),
  );
  return regionCodes.get(country);
}

/** Applies the member's own changes after the same rules as signup; answers the refreshed member. */
export async function updateOwnProfile(
  deps: ProfileDeps,
  site: SiteRow,
  userId: number,
  update: ProfileUpdate,
): Promise<CurrentUser> {
  const sql = deps.db.$client;
  const member = await findMemberById(sql, userId);
  if (!member) throw new AppError('authentication_required', 403);
  const { position, ...fields } = update;
  const changes: ProfileChanges = { ...fields };
  if (fields.name !== undefined) {
    const code = nameError(fields.name, member.user.email);
    if (code) throw fieldError(code, 'name');
    changes.name = fields.name.trim();
  }
  if (fields.interests !== undefined) changes.interests = [...new Set(fields.interests)];
  if (fields.description !== undefined) changes.description = fields.description?.trim() || null;
  const country = fields.country ?? member.profile.country;
  if (fields.country !== undefined) {
    const served =
      site.countries.includes(country) || (REGION_COUNTRIES as readonly string[]).includes(country);
    if (!served) throw fieldError('validation_failed', 'country');
    // A new country without a region clears the old one, which belonged to the old country.
    if (fields.region === undefined && country !== member.profile.country) changes.region = null;
  }
  if (fields.region !== undefined && fields.region !== null) {
    if (!regionsOf(country)?.has(fields.region)) throw fieldError('region_unknown', 'region');
  }
  if (position !== undefined) {
    // Only a coarse cell is kept, and only the member sees its place name (decision 0011).
    const snapped = position && snapPosition(position.lat, position.lon);
    changes.lat = snapped?.lat ?? null;
    changes.lon = snapped?.lon ?? null;
    changes.place = snapped ? (reverseGeocode(snapped.lat, snapped.lon)?.place ?? null) : null;
  }
  await updateProfile(sql, userId, changes, deps.clock());
  const updated = await findMemberById(sql, userId);
  return presentUser(updated as NonNullable<typeof updated>);
}

/**
 * Another member's profile as this viewer may see it: 404 for unknown ids, other sites and members who are
 * not listed (deleted, unconfirmed, disabled, invisible); 403 blocked_by_member when they blocked the viewer.
 * The owner always sees their own public view. Whether the viewer likes the member, and whether it is a match.
 */
export async function viewMember(
  deps: ProfileDeps,
  site: SiteRow,
  viewerId: number | null,
  profileId: number,
): Promise<{ profile: MemberProfile; related: ProfileTile[] }> {
  const sql = deps.db.$client;
  const now = deps.clock();
  const row = await findProfileForViewer(sql, profileId, viewerId, now);
  const own = row?.id === viewerId;
  if (!row || row.site_id !== site.id || (!row.listed && !own)) throw new AppError('not_found', 404);
  if (row.blocked_viewer && !own) throw new AppError('blocked_by_member', 403);
  const visibleMain = row.main_photo?.status === 'active' ? row.main_photo.id : null;
  const photos = await listActivePhotos(sql, row.id, visibleMain, viewerId);
  const related = await findRelatedProfiles(sql, row, viewerId, now, RELATED_PROFILES);
  // Opening a profile that liked the viewer clears its new-like flag (SPEC §4).
  const likes =
    viewerId !== null && !own
      ? await openedProfileLikes(deps, viewerId, row.id)
      : { liked: false, match: false };
  return {
    profile: presentMemberProfile(row, photos, site, viewerId, likes),
    related: related.map(presentTile),
  };
}

export async function blockedProfiles(deps: ProfileDeps, userId: number): Promise<ProfileTile[]> {
  return (await findBlockedTiles(deps.db.$client, userId, deps.clock())).map(presentTile);
}
