import type { Sql } from '../../platform/sql.ts';
import { pairBlocked } from './queries.ts';

/** A picture sent in chat: its renditions are `<id>-<file_key>[-thumb].webp` under DATA_DIR/uploads/<folder>. */
export type ChatImageFile = { id: number; folder: string; file_key: string };

/**
 * The image if the viewer may see it: they sent it, or they are the other member of its conversation and have
 * not removed the conversation through that message, and no block stands between the two. Anyone else: undefined.
 */
export async function findChatImageForViewer(
  sql: Sql,
  imageId: number,
  viewerId: number,
): Promise<ChatImageFile | undefined> {
  const { rows } = await sql.query<ChatImageFile>(
    `SELECT i.id::int AS id, i.folder, i.file_key FROM chat_images i
     JOIN messages m ON m.image_id = i.id
     JOIN conversations c ON c.id = m.conversation_id
     WHERE i.id = $1 AND NOT ${pairBlocked('c')} AND (m.sender_id = $2 OR EXISTS (
       SELECT 1 FROM conversation_members cm
       WHERE cm.conversation_id = m.conversation_id AND cm.member_id = $2 AND cm.removed_through_seq < m.seq))
     LIMIT 1`,
    [imageId, viewerId],
  );
  return rows[0];
}
