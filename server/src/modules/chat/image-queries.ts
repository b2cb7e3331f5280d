import type { Selectable } from 'kysely';
import type { ChatImages } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { pairBlocked } from './queries.ts';

/** A picture sent in chat: its renditions are `<id>-<file_key>[-thumb].webp` under DATA_DIR/uploads/<folder>. */
export type ChatImageFile = Pick<Selectable<ChatImages>, 'id' | 'folder' | 'file_key'>;

/**
 * The image if the viewer may see it: they sent it, or they are the other member of its conversation and have
 * not removed the conversation through that message, and no block stands between the two. Anyone else: undefined.
 */
export async function findChatImageForViewer(
  sql: Sql,
  imageId: number,
  viewerId: number,
): Promise<ChatImageFile | undefined> {
  return typed(sql)
    .selectFrom('chat_images as i')
    .innerJoin('messages as m', 'm.image_id', 'i.id')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['i.id', 'i.folder', 'i.file_key'])
    .where((eb) =>
      eb.and([
        eb('i.id', '=', imageId),
        eb.not(pairBlocked),
        eb.or([
          eb('m.sender_id', '=', viewerId),
          eb.exists(
            eb
              .selectFrom('conversation_members as cm')
              .select(eb.lit(1).as('one'))
              .whereRef('cm.conversation_id', '=', 'm.conversation_id')
              .where('cm.member_id', '=', viewerId)
              .whereRef('cm.removed_through_seq', '<', 'm.seq'),
          ),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
}
