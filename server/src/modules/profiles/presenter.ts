import { type MemberProfile, PROFILE_NOTE_NAMES, VISIBLE_PROFILE_FIELD_NAMES } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { presentTile } from '../members/index.ts';
import { presentMemberPhoto } from '../photos/index.ts';
import type { ViewedPhotoRow, ViewedProfileRow } from './queries.ts';

/**
 * Another member's profile: only the fields the site lists in visible_profile_fields and the notes in
 * visible_profile_notes (SPEC §3); a private photo the viewer has not unlocked names no file. `likes`: whether
 * the viewer likes this member, and whether it is a match.
 */
export function presentMemberProfile(
  row: ViewedProfileRow,
  photos: ViewedPhotoRow[],
  site: Pick<SiteRow, 'visibleProfileFields' | 'visibleProfileNotes'>,
  viewerId: number | null,
  likes: { liked: boolean; match: boolean },
): MemberProfile {
  const profile: MemberProfile = {
    ...presentTile(row),
    photos: photos.map((photo) =>
      presentMemberPhoto(photo, photo.private && !photo.unlocked && viewerId !== row.id),
    ),
    blocked: row.blocked_by_viewer,
    liked: likes.liked,
    match: likes.match,
  };
  for (const field of VISIBLE_PROFILE_FIELD_NAMES) {
    if (site.visibleProfileFields.includes(field)) Object.assign(profile, { [field]: row[field] });
  }
  for (const note of PROFILE_NOTE_NAMES) {
    if (site.visibleProfileNotes.includes(note)) Object.assign(profile, { [note]: row[note] });
  }
  return profile;
}
