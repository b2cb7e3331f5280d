import { typed } from '../../db/typed.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * A message as a member of its conversation may report it (docs/complaints.md): undefined unless `memberId` is one
 * of the conversation's two members on this site, so another conversation's message is as unknown as a made-up id.
 * A block does not hide it: the member who blocked a harasser may still report what they were sent.
 */
export async function messageForComplaint(sql: Sql, memberId: number, siteId: number, messageId: number) {
  const row = await typed(sql)
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('profiles as p', 'p.id', 'm.sender_id')
    .leftJoin('chat_images as i', 'i.id', 'm.image_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'p.name as sender_name',
      'm.kind',
      'm.body',
      'm.gift',
      'm.created_at',
      'i.id as image_id',
      'i.file_key as image_key',
    ])
    .where('m.id', '=', messageId)
    .where('c.site_id', '=', siteId)
    .where((eb) => eb.or([eb('c.member_a', '=', memberId), eb('c.member_b', '=', memberId)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    kind: row.kind,
    text: row.body,
    gift: row.gift,
    imageFilename:
      row.image_id !== null && row.image_key !== null
        ? photoFilename({ id: row.image_id, file_key: row.image_key }, 'full')
        : null,
    sentAt: row.created_at,
  };
}
