import type { GiftKey, MessageKind } from '@community/contract';
import type { MemberDataHook } from '../../platform/member-data.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import { localPhotoStorage } from '../../platform/photo-storage.ts';
import type { Sql } from '../../platform/sql.ts';
import type { ChatImageFile } from './image-queries.ts';

/** One message of the data export: the other member by profile id and name only. */
export type ExportedMessage = {
  conversation: number;
  with: { profile_id: number; name: string | null };
  id: number;
  seq: number;
  sent: boolean;
  kind: MessageKind;
  text: string | null;
  gift: GiftKey | null;
  image: { filename: string; thumb_filename: string } | null;
  created_at: Date;
};

/**
 * For the data export: every message of the member's conversations, sent and received, by conversation and
 * seq. Also those the member removed from their list: the other member still has them, so we still hold them.
 */
async function exportMemberMessages(sql: Sql, memberId: number): Promise<ExportedMessage[]> {
  const { rows } = await sql.query<
    Omit<ExportedMessage, 'with' | 'image'> & {
      other_id: number;
      other_name: string | null;
      image: { id: number; file_key: string } | null;
    }
  >(
    `SELECT c.id::int AS conversation, o.id::int AS other_id, p.name AS other_name,
       m.id::int AS id, m.seq::int AS seq, m.sender_id = $1 AS sent, m.kind, m.body AS text, m.gift,
       CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id::int, 'file_key', i.file_key) END AS image,
       m.created_at
     FROM conversations c
     CROSS JOIN LATERAL (SELECT CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS id) o
     JOIN messages m ON m.conversation_id = c.id
     LEFT JOIN profiles p ON p.id = o.id
     LEFT JOIN chat_images i ON i.id = m.image_id
     WHERE c.member_a = $1 OR c.member_b = $1
     ORDER BY c.id, m.seq`,
    [memberId],
  );
  return rows.map(({ other_id, other_name, image, ...message }) => ({
    ...message,
    with: { profile_id: other_id, name: other_name },
    image: image && {
      filename: photoFilename(image, 'full'),
      thumb_filename: photoFilename(image, 'thumb'),
    },
  }));
}

/**
 * For the purge of a deleted account: its conversations go whole (their messages and both members' sides
 * cascade; the other member's list loses them), and every picture sent in them, whoever sent it, since no one
 * can see it any more. Answers the picture files for the caller to remove once the transaction has committed.
 */
async function purgeMemberChat(sql: Sql, memberId: number): Promise<ChatImageFile[]> {
  const { rows: images } = await sql.query<ChatImageFile>(
    `SELECT i.id::int AS id, i.folder, i.file_key FROM chat_images i
     WHERE i.owner_id = $1 OR i.id IN (
       SELECT m.image_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE (c.member_a = $1 OR c.member_b = $1) AND m.image_id IS NOT NULL)`,
    [memberId],
  );
  await sql.query('DELETE FROM conversations WHERE member_a = $1 OR member_b = $1', [memberId]);
  await sql.query('DELETE FROM chat_images WHERE id = ANY($1::bigint[])', [images.map((image) => image.id)]);
  return images;
}

/** The chat module's part of the data export and of the purge of a deleted account. */
export function chatMemberData(dataDir: string): MemberDataHook {
  return {
    // Every message of the member's conversations, sent and received; the other member by id and name only.
    exportData: async (sql, memberId) => ({ messages: await exportMemberMessages(sql, memberId) }),
    // Conversations with their messages, and the pictures sent in them (their files once the purge committed).
    async purge(sql, memberId, afterCommit) {
      const images = await purgeMemberChat(sql, memberId);
      afterCommit(async () => {
        const storage = localPhotoStorage(dataDir);
        for (const image of images) await storage.remove(image.folder, image.file_key);
      });
    },
  };
}
