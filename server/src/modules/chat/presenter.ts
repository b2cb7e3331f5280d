import type { ChatEntry, ChatMessage } from '@community/contract';
import { photoFilename, presentPublicMainImage } from '../../platform/photo-names.ts';
import type { ChatListRow, ChatProfileRow, MessageRow } from './queries.ts';

const iso = (date: Date | string) => new Date(date).toISOString();

/** A message as the member `viewerId` sees it. */
export function presentMessage(row: MessageRow, viewerId: number): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    client_id: row.client_id,
    mine: row.sender_id === viewerId,
    kind: row.kind,
    text: row.body,
    image: row.image && {
      thumb_filename: photoFilename(row.image, 'thumb'),
      filename: photoFilename(row.image, 'full'),
    },
    gift: row.gift,
    created_at: iso(row.created_at),
  };
}

/** The other member of a conversation: id, name, fictional and the active main photo; nothing else. */
export function presentChatProfile(row: ChatProfileRow): ChatEntry['profile'] {
  return {
    id: row.id,
    name: row.name,
    fictional: row.fictional,
    main_image: presentPublicMainImage(row.main_photo),
  };
}

/** SPEC §3 Chat entry. */
export function presentChatEntry(row: ChatListRow, viewerId: number): ChatEntry {
  const last = row.last_message ? presentMessage(row.last_message, viewerId) : null;
  return {
    conversation: { id: row.conversation_id, last_seq: row.last_seq },
    profile: presentChatProfile(row.profile),
    num_unread_messages: row.unread,
    last_message: last && {
      seq: last.seq,
      mine: last.mine,
      kind: last.kind,
      text: last.text,
      gift: last.gift,
      created_at: last.created_at,
    },
  };
}
