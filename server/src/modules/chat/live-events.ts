import type { ChatEvent } from '@community/contract';
import type pg from 'pg';
import { listenTo, type PgListener } from '../../platform/pg-listener.ts';
import type { Sql } from '../../platform/sql.ts';
import { markDelivered, notifyChannel } from './conversation-queries.ts';
import { presentMessage } from './presenter.ts';
import { findMessageBySeq, type MessageRow } from './queries.ts';

/**
 * Live chat events between server instances (decision 0018): a change is announced with pg_notify on the
 * channel 'chat' inside the transaction that makes it, so it is announced exactly when it commits; every
 * instance LISTENs and pushes to its own connected members.
 */
const CHAT_CHANNEL = 'chat';
/**
 * A new message's event, sent by the send's own statement (chat_send, server/src/db/functions/chat_send.sql): NOTIFY payloads
 * must stay under 8000 bytes, so a longer message travels as a reference and is read back.
 */
export const MESSAGE_EVENT = { channel: CHAT_CHANNEL, payloadLimit: 7800 };

/** What the server announces in Node (a message's event is built in SQL, as Wire's 'message'). */
type Announcement =
  | { type: 'read'; members: [number, number]; conversation: number; seq: number; reader: number }
  | { type: 'delivered'; to: number; conversation: number; seq: number }
  | { type: 'typing'; to: number; conversation: number; member: number };
type Wire =
  | Announcement
  | {
      type: 'message';
      members: [number, number];
      message?: MessageRow;
      ref?: { conversation: number; seq: number };
    };

export async function notifyChat(sql: Sql, announcement: Announcement): Promise<void> {
  await notifyChannel(sql, CHAT_CHANNEL, JSON.stringify(announcement));
}

/** One open stream: `end` closes it (a member over the limit, or the server stopping). */
type Subscriber = { send: (event: ChatEvent) => void; end: () => void };
type Log = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** This instance's connected members and the one LISTEN connection that feeds them. */
export function createChatHub(pool: pg.Pool, log: Log) {
  const subscribers = new Map<number, Set<Subscriber>>();

  const sendTo = (memberId: number, event: (viewer: number) => ChatEvent) => {
    const set = subscribers.get(memberId);
    if (!set) return false;
    const built = event(memberId);
    for (const subscriber of set) subscriber.send(built);
    return true;
  };

  /** The receiving member's device got the message: record it and tell the sender (delivered receipt). */
  const delivered = (message: MessageRow, recipient: number) => {
    const receipt: Announcement = {
      type: 'delivered',
      to: message.sender_id,
      conversation: message.conversation_id,
      seq: message.seq,
    };
    return markDelivered(
      pool,
      { memberId: recipient, conversationId: message.conversation_id, seq: message.seq },
      { channel: CHAT_CHANNEL, payload: JSON.stringify(receipt) },
    );
  };

  const deliverMessage = async (members: [number, number], message: MessageRow) => {
    for (const member of members) {
      const reached = sendTo(member, (viewer) => ({
        type: 'message',
        conversation: message.conversation_id,
        seq: message.seq,
        message: presentMessage(message, viewer),
      }));
      if (reached && member !== message.sender_id)
        delivered(message, member).catch((error: unknown) =>
          log.warn({ err: error }, 'delivered receipt not recorded'),
        );
    }
  };

  const dispatch = async (wire: Wire) => {
    switch (wire.type) {
      case 'message': {
        if (!wire.members.some((member) => subscribers.has(member))) return;
        const message =
          wire.message ?? (wire.ref && (await findMessageBySeq(pool, wire.ref.conversation, wire.ref.seq)));
        if (message) await deliverMessage(wire.members, message);
        return;
      }
      case 'read':
        for (const member of wire.members)
          sendTo(member, () => ({
            type: 'read',
            conversation: wire.conversation,
            seq: wire.seq,
            reader: wire.reader,
          }));
        return;
      case 'delivered':
        sendTo(wire.to, () => ({ type: 'delivered', conversation: wire.conversation, seq: wire.seq }));
        return;
      case 'typing':
        sendTo(wire.to, () => ({ type: 'typing', conversation: wire.conversation, member: wire.member }));
        return;
    }
  };

  let listener: PgListener | undefined;
  const onNotification = (payload: string) => {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    dispatch(wire).catch((error: unknown) => log.error({ err: error }, 'chat event not delivered'));
  };
  // Notifications sent while the connection was down are lost: every client catches up as after a reconnect.
  const onReconnect = () => {
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.send({ type: 'ready' });
  };

  return {
    /** Listening before anything is promised to a client, so no event after `ready` is missed. */
    start: async () => {
      listener ??= listenTo(pool, CHAT_CHANNEL, { onNotification, onReconnect }, log);
      await listener.ready();
    },
    /** Adds a member's stream; beyond `maxPerMember` the member's oldest stream is ended. */
    subscribe(memberId: number, subscriber: Subscriber, maxPerMember: number): () => void {
      const set = subscribers.get(memberId) ?? new Set();
      set.add(subscriber);
      subscribers.set(memberId, set);
      if (set.size > maxPerMember) set.values().next().value?.end();
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(memberId) === set) subscribers.delete(memberId);
      };
    },
    endAll: () => {
      for (const set of [...subscribers.values()]) for (const subscriber of [...set]) subscriber.end();
    },
    close: async () => {
      await listener?.close();
      listener = undefined;
    },
  };
}
