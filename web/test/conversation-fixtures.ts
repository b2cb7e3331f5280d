import type { ChatEvent, ChatMessage } from '@community/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type FakeAnswer, type FakeCall, fakeApi } from './account-fake-api.ts';
import { chatEntry } from './chats-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { testUser } from './render-app.tsx';

/** Fixtures of the conversation tests (docs/chat.md answers): Sanne (member 7) chats with Eva (profile 12). */
export const EVA = 12;
export const CONVERSATION = 40;

/** A stand-in for the browser's EventSource: the test sends the live events. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  static get latest() {
    return FakeEventSource.all.at(-1) ?? null;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(event: ChatEvent) {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  /** The connection failed: `closed` when the browser gave up (a non-200 answer), else it reconnects itself. */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

/** Sends a live event on the open connection. */
export function liveEvent(event: ChatEvent) {
  act(() => FakeEventSource.latest?.send(event));
}

export const message = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1000 + seq,
  seq,
  client_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  mine: false,
  kind: 'text',
  text: `Bericht ${seq}`,
  image: null,
  gift: null,
  created_at: new Date(Date.UTC(2026, 10, 3, 9, seq)).toISOString(),
  ...overrides,
});

export type ConversationOptions = {
  messages?: ChatMessage[];
  id?: number | null;
  has_more?: boolean;
  history_limited?: boolean;
  other_read_seq?: number;
  fictional?: boolean;
};

const conversationAnswer = (options: ConversationOptions = {}) => {
  const messages = options.messages ?? [];
  return {
    conversation: {
      id: options.id === undefined ? (messages.length > 0 ? CONVERSATION : null) : options.id,
      last_seq: messages.at(-1)?.seq ?? 0,
      other_read_seq: options.other_read_seq ?? 0,
      other_delivered_seq: 0,
    },
    profile: { id: EVA, name: 'Eva', fictional: options.fictional ?? false, main_image: null },
    messages,
    has_more: options.has_more ?? false,
    history_limited: options.history_limited ?? false,
  };
};

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** The server's answer to a send: the message as stored, its conversation and the balance after the charge. */
export function sentAnswer(call: FakeCall, seq: number, credits: number): FakeAnswer {
  const body = call.body as { client_id: string; text?: string; kind: 'text' | 'gift'; gift?: string };
  return {
    body: {
      conversation: { id: CONVERSATION },
      message: message(seq, {
        mine: true,
        client_id: body.client_id,
        kind: body.kind,
        text: body.kind === 'text' ? (body.text ?? '').trim() : null,
        gift: (body.gift as ChatMessage['gift']) ?? null,
      }),
      credits,
    },
  };
}

/** The fake server of a conversation with Eva; the chat list lists it once it exists. */
export function conversationApi(options: ConversationOptions = {}, routes: Record<string, Handler> = {}) {
  const answer = conversationAnswer(options);
  return fakeApi({
    'GET /api/user.php': { body: { user: testUser() } },
    'GET /api/conversation.php': { body: answer },
    'GET /api/chats.php': {
      body: {
        chats:
          answer.conversation.id === null
            ? []
            : [
                chatEntry(CONVERSATION, 'Eva', {
                  profile: answer.profile,
                  conversation: { id: CONVERSATION, last_seq: answer.conversation.last_seq },
                }),
              ],
      },
    },
    'POST /api/chat-read.php': (call) => ({
      body: { conversation: CONVERSATION, last_read_seq: (call.body as { seq: number }).seq },
    }),
    'POST /api/typing.php': { body: {} },
    'GET /api/messages.php': { body: { messages: [], has_more: false, history_limited: false } },
    ...routes,
  });
}

export const chatting = (overrides: Parameters<typeof testUser>[0] = {}) => ({
  settings: noEntryWarning,
  user: testUser({ credits: 50, ...overrides }),
});

/** Fake timers that still move with real time, and the fake EventSource. */
export function startChatTestClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
