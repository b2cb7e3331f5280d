import type { GiftKey } from '@community/contract';

/**
 * What survives a reload, per member and profile (SPEC: unsent text is kept): the draft in the input and the
 * sends not yet confirmed, each with its client_id so a re-send is stored once. Images stay in memory only.
 */
export type StoredSend =
  | { client_id: string; kind: 'text'; text: string; created_at: string }
  | { client_id: string; kind: 'gift'; gift: GiftKey; created_at: string };

const outboxKey = (memberId: number, profileId: number) => `chat-outbox:${memberId}:${profileId}`;
const draftKey = (memberId: number, profileId: number) => `chat-draft:${memberId}:${profileId}`;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the message is still sent, only a reload would lose it.
  }
}

export function readStoredSends(memberId: number, profileId: number): StoredSend[] {
  const stored = read<unknown>(outboxKey(memberId, profileId), []);
  return Array.isArray(stored)
    ? stored.filter(
        (each): each is StoredSend =>
          typeof each?.client_id === 'string' && (each.kind === 'text' || each.kind === 'gift'),
      )
    : [];
}

export function writeStoredSends(memberId: number, profileId: number, sends: StoredSend[]) {
  write(outboxKey(memberId, profileId), sends.length > 0 ? sends : null);
}

export function readDraft(memberId: number, profileId: number): string {
  const draft = read<unknown>(draftKey(memberId, profileId), '');
  return typeof draft === 'string' ? draft : '';
}

export function writeDraft(memberId: number, profileId: number, text: string) {
  write(draftKey(memberId, profileId), text === '' ? null : text);
}

const SEND_ON_ENTER_KEY = 'chat-send-on-enter';

/** The member's "send on Enter" choice (SPEC §5), for every conversation on this device; on by default. */
export function readSendOnEnter(): boolean {
  return read<unknown>(SEND_ON_ENTER_KEY, true) !== false;
}

export function writeSendOnEnter(value: boolean) {
  write(SEND_ON_ENTER_KEY, value);
}

const icebreakerKey = (memberId: number, profileId: number) => `chat-icebreaker:${memberId}:${profileId}`;

/** The icebreakers show once per conversation (SPEC §2 icebreaker modal). */
export function icebreakerShown(memberId: number, profileId: number): boolean {
  return read<unknown>(icebreakerKey(memberId, profileId), false) === true;
}

export function markIcebreakerShown(memberId: number, profileId: number) {
  write(icebreakerKey(memberId, profileId), true);
}
