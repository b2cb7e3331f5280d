import type { ComplaintTarget } from '@community/contract';
import { AppError } from '../../platform/errors.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import type { Sql } from '../../platform/sql.ts';
import { messageForComplaint } from '../chat/index.ts';
import type { Viewer } from '../members/index.ts';
import { photoForComplaint } from '../photos/index.ts';
import { profileForComplaint } from '../profiles/index.ts';

/** What a complaint about content keeps: the member it concerns, and the object as it was at the time. */
export type ReportedContent = {
  targetMemberId: number;
  snapshot: Record<string, unknown>;
  preview: ComplaintTarget;
};

/**
 * The content this viewer may report, looked up through the module that owns it (docs/complaints.md): a message only
 * in the viewer's own conversations (a visitor has none), a photo or a member only as far as the viewer may see
 * them. Anything else answers 404, the same as an unknown id, so a complaint cannot probe what exists.
 */
export async function reportableContent(
  sql: Sql,
  viewer: Viewer,
  siteId: number,
  target: { kind: ComplaintTarget['kind']; id: number },
  now: Date,
): Promise<ReportedContent> {
  const found = await lookUp(sql, viewer, siteId, target, now);
  if (!found) throw new AppError('not_found', 404);
  return found;
}

async function lookUp(
  sql: Sql,
  viewer: Viewer,
  siteId: number,
  target: { kind: ComplaintTarget['kind']; id: number },
  now: Date,
): Promise<ReportedContent | undefined> {
  if (target.kind === 'message') {
    if (!viewer) return undefined;
    const message = await messageForComplaint(sql, viewer.id, siteId, target.id);
    if (!message) return undefined;
    return {
      targetMemberId: message.senderId,
      snapshot: {
        message_id: message.id,
        conversation_id: message.conversationId,
        sender_id: message.senderId,
        sender_name: message.senderName,
        kind: message.kind,
        text: message.text,
        gift: message.gift,
        image_filename: message.imageFilename,
        sent_at: message.sentAt.toISOString(),
      },
      preview: {
        kind: 'message',
        id: message.id,
        member_id: message.senderId,
        name: message.senderName,
        text: message.text,
        thumb_filename: null,
      },
    };
  }
  if (target.kind === 'photo') {
    const photo = await photoForComplaint(sql, viewer, siteId, target.id);
    if (!photo) return undefined;
    return {
      targetMemberId: photo.ownerId,
      snapshot: {
        photo_id: photo.id,
        owner_id: photo.ownerId,
        owner_name: photo.ownerName,
        filename: photo.filename,
        thumb_filename: photo.thumbFilename,
        status: photo.status,
        private: photo.private,
      },
      preview: {
        kind: 'photo',
        id: photo.id,
        member_id: photo.ownerId,
        name: photo.ownerName,
        text: null,
        thumb_filename: photo.thumbFilename,
      },
    };
  }
  const profile = await profileForComplaint(sql, siteId, viewer?.id ?? null, target.id, now);
  if (!profile) return undefined;
  return {
    targetMemberId: profile.id,
    snapshot: {
      member_id: profile.id,
      name: profile.name,
      description: profile.description,
      main_photo_id: profile.mainPhoto?.id ?? null,
    },
    preview: {
      kind: 'member',
      id: profile.id,
      member_id: profile.id,
      name: profile.name,
      text: null,
      thumb_filename: profile.mainPhoto ? photoFilename(profile.mainPhoto, 'thumb') : null,
    },
  };
}
