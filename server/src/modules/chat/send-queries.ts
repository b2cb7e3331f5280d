import type { GiftKey, MessageKind, PremiumOnlyLimit } from '@community/contract';
import { type CompiledQuery, sql as sqlFragment } from 'kysely';
import { runPrepared, typed } from '../../db/typed.ts';
import type { Limit } from '../../platform/rate-limits.ts';
import type { Sql } from '../../platform/sql.ts';
import type { MessageRow } from './queries.ts';

/*
 * The SQL of one send (storeMessage): a single call of the database function chat_send (migration
 * 0007_chat_send.sql, decision 0023; its rate limit since 0008, decision 0028; the premium_only reason since 0015), which checks and writes everything in one statement, so a send costs one
 * round trip. bench/support/send-pgbench.ts runs the same call; change them together.
 */

/** Why chat_send refused a send; nothing was written. */
export type SendRefusal =
  | 'login_required'
  | 'authentication_required'
  | 'email_not_confirmed'
  | 'validation_failed'
  | 'not_found'
  | 'blocked_by_member'
  | 'premium_only'
  | 'insufficient_credits'
  | 'rate_limited';

/** A send's answer from chat_send: stored, a duplicate of a stored client_id, or refused. */
export type SendCallResult =
  | { message: MessageRow; credits: number; duplicate?: undefined; refused?: undefined }
  | { duplicate: MessageRow; credits: number; message?: undefined; refused?: undefined }
  | {
      refused: SendRefusal;
      retry_after?: number;
      /** premium_only: which free limit (migration 0015), and its number. */
      limit?: PremiumOnlyLimit;
      max?: number;
      message?: undefined;
      duplicate?: undefined;
    };

export type SendCall = {
  /** The hash of the request's session cookie: chat_send finds and locks the sender through it. */
  tokenHash: Buffer;
  now: Date;
  siteId: number;
  clientId: string;
  profileId: number;
  kind: MessageKind;
  body: string | null;
  gift: GiftKey | null;
  /** A picture already written to storage; stored in chat_images only if the send is. */
  image: { file_key: string; folder: string; width: number; height: number } | null;
  /** Charged through the ledger as 'message:<id>'; 0 books nothing. */
  credits: number;
  freeMessages: number;
  freeConversations: number;
  event: { channel: string; payloadLimit: number };
  /** Sends of one member per window (LIMITS.chatSends); over it, refused with rate_limited and retry_after. */
  rate: Limit;
  /** The stricter limit of a member the spam signals slowed down (SLOWED_LIMITS, decision 0057). */
  slowedRate: Limit;
};

/** The call of chat_send with its values in order, a result typed as SendCallResult. */
const chatSendCall = (values: readonly unknown[]) =>
  sqlFragment<{ result: SendCallResult }>`SELECT chat_send(${sqlFragment.join([...values])}) AS result`;

/**
 * The call compiled once: a named statement's text never changes, only its values, and compiling it anew cost
 * about 70 µs of CPU a send (more than pgbench's whole send, docs/chat-benchmarks.md). Its text stays exactly
 * the one bench/support/send-pgbench.ts copies (bench/chat-send.ts compares it with PostgreSQL's log).
 */
let compiledCall: CompiledQuery<{ result: SendCallResult }> | undefined;

export async function callChatSend(sql: Sql, send: SendCall): Promise<SendCallResult> {
  const values = [
    send.tokenHash,
    send.now,
    send.siteId,
    send.clientId,
    send.profileId,
    send.kind,
    send.body,
    send.gift,
    send.image && JSON.stringify(send.image),
    send.credits,
    send.freeMessages,
    send.freeConversations,
    send.event.channel,
    send.event.payloadLimit,
    send.rate.max,
    send.rate.windowSeconds,
    send.slowedRate.max,
    send.slowedRate.windowSeconds,
  ];
  compiledCall ??= chatSendCall(values).compile(typed(sql));
  const call = { ...compiledCall, parameters: values };
  const rows = await runPrepared(sql, 'chat-send', { compile: () => call });
  return (rows[0] as { result: SendCallResult }).result;
}
