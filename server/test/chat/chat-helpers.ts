import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { bookCredits } from '../../src/modules/credits/index.ts';
import { likeHelpers } from '../discovery/like-helpers.ts';

export type Member = { id: number; cookie: string; form: { name: string } };

/** Shared steps of the chat tests: members, credits, sends and reads. */
export function chatHelpers(app: FastifyInstance, db: Database) {
  const helpers = likeHelpers(app, db);
  const { sql, call } = helpers;

  /** Books the difference in the ledger, so users.credits stays the ledger's sum. */
  async function setCredits(memberId: number, credits: number): Promise<void> {
    const { rows } = await sql.query<{ credits: number }>('SELECT credits FROM users WHERE id = $1', [
      memberId,
    ]);
    const amount = credits - (rows[0]?.credits ?? 0);
    if (amount !== 0)
      await bookCredits(sql, {
        userId: memberId,
        amount,
        reason: 'test',
        reference: crypto.randomUUID(),
        now: new Date(),
      });
  }

  /**
   * The tests of other rules send faster than a person types: their members' send rate limit (LIMITS.chatSends)
   * starts far below zero in a window that never ends. `sendLimited` gives a member the real limit back.
   */
  const liftSendLimit = (memberId: number) =>
    sql.query(`INSERT INTO rate_limits (key, hits, window_ends) VALUES ($1, -1000000, 'infinity')`, [
      `chat-send:${memberId}`,
    ]);
  const sendLimited = (memberId: number) =>
    sql.query('DELETE FROM rate_limits WHERE key = $1', [`chat-send:${memberId}`]);

  /** A confirmed member with a session (like-helpers), sending without the send rate limit. */
  const member: typeof helpers.member = async (...args) => {
    const created = await helpers.member(...args);
    await liftSendLimit(created.id);
    return created;
  };

  /** A confirmed member; premium (paid_user) unless `free`, with `credits` when given. */
  async function chatter(options: { free?: boolean; credits?: number } = {}): Promise<Member> {
    const created = await member();
    if (!options.free) await sql.query('UPDATE users SET paid_user = true WHERE id = $1', [created.id]);
    if (options.credits !== undefined) await setCredits(created.id, options.credits);
    return created;
  }

  const send = (from: Member, to: number, text: string, clientId: string = crypto.randomUUID()) =>
    call('POST', '/api/message.php', {
      cookie: from.cookie,
      payload: { profile: to, client_id: clientId, kind: 'text', text },
    });

  async function sent(from: Member, to: number, text: string) {
    const response = await send(from, to, text);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      conversation: { id: number };
      message: { id: number; seq: number; text: string; mine: boolean };
      credits: number;
    };
  }

  const credits = async (memberId: number) => {
    const { rows } = await sql.query<{ credits: number; ledger: number }>(
      `SELECT u.credits, (SELECT coalesce(sum(amount), 0)::int FROM credit_ledger WHERE user_id = u.id) AS ledger
       FROM users u WHERE u.id = $1`,
      [memberId],
    );
    return rows[0] as { credits: number; ledger: number };
  };

  const storedMessages = async (senderId: number) =>
    (
      await sql.query<{ id: number; seq: number; body: string | null; credits: number }>(
        'SELECT id::int, seq::int, body, credits FROM messages WHERE sender_id = $1 ORDER BY id',
        [senderId],
      )
    ).rows;

  const messageLedger = async (memberId: number) =>
    (
      await sql.query<{ amount: number; reference: string }>(
        `SELECT amount, reference FROM credit_ledger WHERE user_id = $1 AND reason = 'message' ORDER BY id`,
        [memberId],
      )
    ).rows;

  return {
    ...helpers,
    member,
    sendLimited,
    setCredits,
    chatter,
    send,
    sent,
    credits,
    storedMessages,
    messageLedger,
  };
}
