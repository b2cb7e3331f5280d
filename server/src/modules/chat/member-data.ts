import type { GiftKey, MessageKind } from '@community/contract';
import { type ExpressionBuilder, sql as sqlFragment } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Conversations, DB } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import type { PhotoStorage } from '../../platform/photo-storage.ts';
import type { Sql } from '../../platform/sql.ts';
import type { ChatImageFile } from './image-queries.ts';

/** One message of the data export: the other member by profile id and name only. */
type ExportedMessage = {
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
/** The other member of conversation `c`. */
const otherMember = (eb: ExpressionBuilder<DB & { c: Conversations }, 'c'>, memberId: number) =>
  eb.case().when('c.member_a', '=', memberId).then(eb.ref('c.member_b')).else(eb.ref('c.member_a')).end();

async function exportMemberMessages(sql: Sql, memberId: number): Promise<ExportedMessage[]> {
  const rows = await typed(sql)
    .selectFrom('conversations as c')
    .innerJoin('messages as m', 'm.conversation_id', 'c.id')
    .leftJoin('profiles as p', (join) => join.on((eb) => eb('p.id', '=', otherMember(eb, memberId))))
    .leftJoin('chat_images as i', 'i.id', 'm.image_id')
    .select((eb) => [
      'c.id as conversation',
      otherMember(eb, memberId).as('other_id'),
      'p.name as other_name',
      'm.id',
      'm.seq',
      eb('m.sender_id', '=', memberId).$castTo<boolean>().as('sent'),
      'm.kind',
      'm.body as text',
      'm.gift',
      eb
        .case()
        .when('i.id', 'is', null)
        .then(null)
        .else(jsonBuildObject({ id: eb.ref('i.id').$notNull(), file_key: eb.ref('i.file_key').$notNull() }))
        .end()
        .as('image'),
      'm.created_at',
    ])
    .where((eb) => eb.or([eb('c.member_a', '=', memberId), eb('c.member_b', '=', memberId)]))
    .orderBy('c.id')
    .orderBy('m.seq')
    .execute();
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
  const db = typed(sql);
  const images = await db
    .selectFrom('chat_images as i')
    .select(['i.id', 'i.folder', 'i.file_key'])
    .where((eb) =>
      eb.or([
        eb('i.owner_id', '=', memberId),
        eb(
          'i.id',
          'in',
          eb
            .selectFrom('messages as m')
            .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
            .select('m.image_id')
            .where((inner) =>
              inner.and([
                inner.or([inner('c.member_a', '=', memberId), inner('c.member_b', '=', memberId)]),
                inner('m.image_id', 'is not', null),
              ]),
            ),
        ),
      ]),
    )
    .execute();
  await db
    .deleteFrom('conversations')
    .where((eb) => eb.or([eb('member_a', '=', memberId), eb('member_b', '=', memberId)]))
    .execute();
  const ids = images.map((image) => image.id);
  await db
    .deleteFrom('chat_images')
    .where((eb) => eb('id', '=', eb.fn.any(sqlFragment<number[]>`${ids}::bigint[]`)))
    .execute();
  return images;
}

/** The chat module's part of the data export and of the purge of a deleted account. */
export function chatMemberData(storage: PhotoStorage): MemberDataHook {
  return {
    // Every message of the member's conversations, sent and received; the other member by id and name only.
    exportData: async (sql, memberId) => ({ messages: await exportMemberMessages(sql, memberId) }),
    // Conversations with their messages, and the pictures sent in them (their files once the purge committed).
    async purge(sql, memberId, afterCommit) {
      const images = await purgeMemberChat(sql, memberId);
      afterCommit(async () => {
        for (const image of images) await storage.remove(image.folder, image.file_key);
      });
    },
  };
}
