import type { ChatEntry } from '@community/contract';
import { noEntryWarning } from './member-fixtures.ts';
import { testUser } from './render-app.tsx';

/** Fixtures of the chat list tests (docs/chat.md answers). */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

type LastMessage = NonNullable<ChatEntry['last_message']>;

const textMessage = (text: string, overrides: Partial<LastMessage> = {}): LastMessage => ({
  seq: 3,
  mine: false,
  kind: 'text',
  text,
  gift: null,
  created_at: minutesAgo(5),
  ...overrides,
});

export const chatEntry = (
  conversation: number,
  name: string,
  overrides: Partial<ChatEntry> = {},
): ChatEntry => ({
  conversation: { id: conversation, last_seq: 3 },
  profile: {
    id: 100 + conversation,
    name,
    fictional: false,
    main_image: {
      thumb_filename: `${name.toLowerCase()}-thumb.webp`,
      filename: `${name.toLowerCase()}.webp`,
      status: 'active',
      match: `/photos/${name.toLowerCase()}-match.webp`,
    },
  },
  num_unread_messages: 0,
  last_message: textMessage('Hoi!'),
  ...overrides,
});

/**
 * Sanne's conversations, newest first: Bram wrote 5 minutes ago (2 unread), she sent Eva a photo 2 hours ago,
 * and Daan (no photo) sent a gift yesterday (1 unread).
 */
export const testChats = (): { chats: ChatEntry[] } => ({
  chats: [
    chatEntry(5, 'Bram', { num_unread_messages: 2, last_message: textMessage('Zin in koffie morgen?') }),
    chatEntry(6, 'Eva', {
      last_message: textMessage('', { kind: 'image', text: null, mine: true, created_at: minutesAgo(120) }),
    }),
    chatEntry(7, 'Daan', {
      num_unread_messages: 1,
      profile: { id: 107, name: 'Daan', fictional: false, main_image: null },
      last_message: textMessage('', {
        kind: 'gift',
        text: null,
        gift: 'rose',
        created_at: minutesAgo(26 * 60),
      }),
    }),
  ],
});

export const member = { settings: noEntryWarning, user: testUser() };
