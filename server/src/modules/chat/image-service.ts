import type { Readable } from 'node:stream';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { photoStorageOf } from '../../platform/configured-photo-storage.ts';
import { LIMITS } from '../../platform/limits.ts';
import { dropPhotoFiles, writePendingPhotoFiles } from '../../platform/pending-photo-files.ts';
import { parsePhotoFilename } from '../../platform/photo-names.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { processPhoto } from '../photos/index.ts';
import { findChatImageForViewer } from './image-queries.ts';
import { findMessageByClientId } from './queries.ts';
import { type SendOutcome, type SendResult, storeMessage } from './service.ts';

type ImageDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'photoStorage'>;
type ImageSend = { profile: number; client_id: string };
/** Image work is costly; a member who chats sends far fewer than this (profile photos allow 40 an hour). */

const withoutDuplicate = ({ duplicate: _, ...result }: SendOutcome): SendResult => result;

/**
 * POST /api/message-image.php: the picture goes through the profile photo pipeline (header checks before
 * decoding, WebP renditions without metadata), is written to the sender's folder, and is then stored as a
 * message for photo_credits by storeMessage. A send whose client_id is stored already is answered before any
 * image work; files of a send that was refused, or turned out to be a concurrent duplicate, are removed again.
 */
export async function sendImage(
  deps: ImageDeps,
  site: SiteRow,
  sender: { id: number; sessionHash: Buffer },
  send: ImageSend,
  body: Buffer,
): Promise<SendResult> {
  const sql = deps.db.$client;
  const senderId = sender.id;
  if (await findMessageByClientId(sql, senderId, send.client_id)) {
    // storeMessage answers the stored message; no picture is needed for that.
    return withoutDuplicate(
      await storeMessage(deps, site, sender.sessionHash, send, { kind: 'image', image: null }),
    );
  }
  await enforceRateLimit(sql, deps.clock, `chat-image:${senderId}`, LIMITS.chatImagesPerMember);

  const processed = await processPhoto(body);
  const files = { sql, storage: photoStorageOf(deps), clock: deps.clock };
  // The sender's own folder: the purge of their account removes it whole.
  const folder = String(senderId);
  const fileKey = await writePendingPhotoFiles(files, folder, processed);
  let outcome: SendOutcome;
  try {
    const { width, height } = processed;
    outcome = await storeMessage(deps, site, sender.sessionHash, send, {
      kind: 'image',
      image: { file_key: fileKey, folder, width, height },
    });
  } catch (error) {
    await dropPhotoFiles(files, folder, fileKey);
    throw error;
  }
  if (outcome.duplicate) await dropPhotoFiles(files, folder, fileKey);
  return withoutDuplicate(outcome);
}

/** GET /chat-images/<name>: the bytes for one of the two members of its conversation, else undefined (404). */
export async function chatImageFileFor(
  deps: ImageDeps,
  viewerId: number | undefined,
  filename: string,
): Promise<Readable | undefined> {
  const name = parsePhotoFilename(filename);
  if (!name || viewerId === undefined) return undefined;
  const image = await findChatImageForViewer(deps.db.$client, name.id, viewerId);
  if (!image || image.file_key !== name.file_key) return undefined;
  return photoStorageOf(deps).read(image.folder, image.file_key, name.rendition === 'thumb');
}
