import type { Viewer } from '../members/index.ts';
import type { PhotoAccessRow } from './queries.ts';

/** A private photo of someone else stays locked until this viewer unlocked it. */
export function isLockedFor(viewer: Viewer, photo: PhotoAccessRow): boolean {
  return photo.private && photo.user_id !== viewer?.id && !photo.unlocked;
}

/**
 * Who may load a photo file: the owner always; a moderator of the site any photo (to review it); anyone
 * else only an active photo of a listed member of the same site, with no block between the two, and a
 * private photo only once unlocked.
 */
export function maySeePhoto(viewer: Viewer, photo: PhotoAccessRow, siteId: number): boolean {
  if (photo.owner_site_id !== siteId) return false;
  if (viewer && photo.user_id === viewer.id) return true;
  if (viewer?.moderator) return true;
  if (photo.status !== 'active' || !photo.owner_listed || photo.blocked_either_way) return false;
  return !isLockedFor(viewer, photo);
}
