import type { Readable } from 'node:stream';
import {
  type CurrentUser,
  FREE_PHOTO_LIMIT,
  type MemberPhoto,
  type OwnPhoto,
  type PhotoDecision,
  type PhotoUploadQuery,
  PREMIUM_PHOTO_LIMIT,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { photoStorageOf } from '../../platform/configured-photo-storage.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { dropPhotoFiles, writePendingPhotoFiles } from '../../platform/pending-photo-files.ts';
import { parsePhotoFilename } from '../../platform/photo-names.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import type { Session } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { bookCredits } from '../credits/index.ts';
import { findMemberById, type Member, presentUser, type Viewer } from '../members/index.ts';
import { processPhoto } from './image-processing.ts';
import { isLockedFor, maySeePhoto } from './policy.ts';
import { presentMemberPhoto, presentOwnPhoto, presentPhotoDecision } from './presenter.ts';
import {
  countCountedPhotos,
  deletePhotoRow,
  findPhoto,
  findPhotoForViewer,
  hasPhotoWithClientId,
  insertPhoto,
  insertUnlock,
  listOwnPhotos,
  listUnannouncedDecisions,
  lockMember,
  lockMemberCredits,
  markDecisionsAnnounced,
  refreshMainPhoto,
  setMainPhoto,
  setPhotoPrivate,
} from './queries.ts';

type PhotoDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'photoStorage'>;
export type OwnPhotosAnswer = { photos: OwnPhoto[]; limit: number; user: CurrentUser };

/** SPEC §5/§6: free members 3 photos, premium members 25. */
const photoLimit = (member: Member) => (member.user.paid_user ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);

async function loadMember(deps: PhotoDeps, userId: number): Promise<Member> {
  const member = await findMemberById(deps.db.$client, userId);
  if (!member) throw new AppError('authentication_required', 403);
  return member;
}

export async function ownPhotos(deps: PhotoDeps, userId: number): Promise<OwnPhotosAnswer> {
  const member = await loadMember(deps, userId);
  const rows = await listOwnPhotos(deps.db.$client, userId);
  const mainId = member.profile.main_photo?.id ?? null;
  return {
    photos: rows.map((row) => presentOwnPhoto(row, mainId)),
    limit: photoLimit(member),
    user: presentUser(member),
  };
}

/**
 * Stores a new photo in inspection. An upload whose client_id the member stored already (a retry after a lost
 * answer, a double click) is answered with their photos before any check or image work, and stores nothing.
 * The limit is checked before the (costly) image work and again under the member's row lock, so two uploads at
 * once cannot pass it; the unique (member, client_id) index decides between two at once with the same id.
 * Files of a refused or duplicate upload are removed.
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  session: Session,
  query: PhotoUploadQuery,
  body: Buffer,
): Promise<OwnPhotosAnswer> {
  const sql = deps.db.$client;
  const userId = session.userId;
  const clientId = query.client_id ?? null;
  if (clientId && (await hasPhotoWithClientId(sql, userId, clientId))) return ownPhotos(deps, userId);
  await enforceRateLimit(sql, deps.clock, `photo-upload:${userId}`, LIMITS.photoUploadsPerMember);
  const member = await loadMember(deps, userId);
  const limit = photoLimit(member);
  if ((await countCountedPhotos(sql, userId)) >= limit) {
    throw new AppError('photo_limit_reached', 409, { limit });
  }
  const processed = await processPhoto(body);
  const files = { sql, storage: photoStorageOf(deps), clock: deps.clock };
  const folder = String(userId);
  const fileKey = await writePendingPhotoFiles(files, folder, processed);
  let stored: boolean;
  try {
    stored = await withTransaction(sql, async (tx) => {
      await lockMember(tx, userId);
      const now = deps.clock();
      const { width, height } = processed;
      // Inserted first, so a concurrent duplicate is answered rather than refused by the limit it filled.
      const photoId = await insertPhoto(tx, { userId, clientId, fileKey, folder, width, height, now });
      if (photoId === undefined) return false;
      if ((await countCountedPhotos(tx, userId)) > limit) {
        throw new AppError('photo_limit_reached', 409, { limit });
      }
      await refreshMainPhoto(tx, userId, now);
      return true;
    });
  } catch (error) {
    await dropPhotoFiles(files, folder, fileKey);
    throw error;
  }
  if (!stored) await dropPhotoFiles(files, folder, fileKey);
  return ownPhotos(deps, userId);
}

async function ownPhotoOr404(sql: Parameters<typeof findPhoto>[0], userId: number, photoId: number) {
  const photo = await findPhoto(sql, photoId, true);
  // Another member's photo answers exactly like a missing one.
  if (!photo || photo.user_id !== userId) throw new AppError('not_found', 404);
  return photo;
}

export async function changePhoto(
  deps: PhotoDeps,
  session: Session,
  change: { id: number; main?: true; private?: boolean },
): Promise<OwnPhotosAnswer> {
  await withTransaction(deps.db.$client, async (tx) => {
    const photo = await ownPhotoOr404(tx, session.userId, change.id);
    const now = deps.clock();
    const member = await findMemberById(tx, session.userId);
    const isMain = member?.profile.main_photo?.id === photo.id;
    const willBePrivate = change.private ?? photo.private;
    // The main photo is the public face of the profile: it cannot be private (decision 0010).
    if (willBePrivate && (change.main || isMain)) throw new AppError('photo_private_main', 409);
    if (change.main && photo.status === 'rejected') throw new AppError('validation_failed', 409);
    if (change.private !== undefined) await setPhotoPrivate(tx, photo.id, change.private);
    if (change.main) await setMainPhoto(tx, session.userId, photo.id, now);
  });
  return ownPhotos(deps, session.userId);
}

export async function deletePhoto(
  deps: PhotoDeps,
  session: Session,
  photoId: number,
): Promise<OwnPhotosAnswer> {
  const photo = await withTransaction(deps.db.$client, async (tx) => {
    const found = await ownPhotoOr404(tx, session.userId, photoId);
    await deletePhotoRow(tx, found.id);
    await refreshMainPhoto(tx, session.userId, deps.clock());
    return found;
  });
  await photoStorageOf(deps).remove(photo.folder, photo.file_key);
  return ownPhotos(deps, session.userId);
}

/** The rendition's bytes for a requested name, or undefined (answered 404, never 403). */
export async function photoFileFor(
  deps: PhotoDeps,
  site: SiteRow,
  viewer: Viewer,
  filename: string,
): Promise<Readable | undefined> {
  const name = parsePhotoFilename(filename);
  if (!name) return undefined;
  const photo = await findPhotoForViewer(deps.db.$client, name.id, viewer?.id ?? null);
  if (!photo || photo.file_key !== name.file_key || !maySeePhoto(viewer, photo, site.id)) return undefined;
  return photoStorageOf(deps).read(photo.folder, photo.file_key, name.rendition === 'thumb');
}

/**
 * Unlocks another member's private photo for photo_credits, booked once in the ledger in the same
 * transaction as the unlock (decision 0010). Unlocking twice charges once.
 */
export async function unlockPhoto(
  deps: PhotoDeps,
  site: SiteRow,
  viewerId: number,
  photoId: number,
): Promise<{ photo: MemberPhoto; user: CurrentUser }> {
  await withTransaction(deps.db.$client, async (tx) => {
    const credits = (await lockMemberCredits(tx, viewerId)) ?? 0;
    const viewer: Viewer = { id: viewerId, moderator: false, staffRole: null };
    const photo = await findPhotoForViewer(tx, photoId, viewerId);
    const visible =
      photo && photo.user_id !== viewerId && photo.private && maySeePhotoIfUnlocked(viewer, photo, site);
    if (!photo || !visible) throw new AppError('not_found', 404);
    if (!isLockedFor(viewer, photo)) return;
    const cost = site.photoCredits;
    if (credits < cost) throw new AppError('insufficient_credits', 402, { credits: cost });
    const now = deps.clock();
    if (await insertUnlock(tx, viewerId, photoId, now)) {
      if (cost > 0)
        await bookCredits(tx, {
          userId: viewerId,
          amount: -cost,
          reason: 'photo_unlock',
          reference: String(photoId),
          now,
        });
    }
  });
  const member = await loadMember(deps, viewerId);
  const photo = await findPhotoForViewer(deps.db.$client, photoId, viewerId);
  return { photo: presentMemberPhoto(photo as NonNullable<typeof photo>, false), user: presentUser(member) };
}

/** Everything maySeePhoto asks except the lock itself. */
function maySeePhotoIfUnlocked(
  viewer: Viewer,
  photo: NonNullable<Awaited<ReturnType<typeof findPhotoForViewer>>>,
  site: SiteRow,
) {
  return maySeePhoto(viewer, { ...photo, unlocked: true }, site.id);
}

/** Moderators' decisions on the member's photos not yet announced to them (decision 0036). */
export async function unannouncedDecisions(deps: PhotoDeps, userId: number): Promise<PhotoDecision[]> {
  return (await listUnannouncedDecisions(deps.db.$client, userId)).map(presentPhotoDecision);
}

/** The member's client has shown these decisions: they are not announced again. */
export async function decisionsAnnounced(deps: PhotoDeps, userId: number, ids: number[]): Promise<void> {
  await markDecisionsAnnounced(deps.db.$client, userId, ids, deps.clock());
}
