import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatTargetProblem, type TargetProblem } from '../../src/modules/chat/policy.ts';
import { findChatMember, findChatProfile } from '../../src/modules/chat/queries.ts';
import { createTestApp } from '../support/test-app.ts';
import { chatHelpers, type Member } from './chat-helpers.ts';

/*
 * Whom a member may chat with is written twice: chatTargetProblem (chat/policy.ts, for reading a conversation)
 * and inside the database function chat_send (server/src/db/functions/chat_send.sql, for sending). One table of
 * cases, judged by both: they must agree with each other and with the expected answer.
 */
describe('the chat target rules: chat/policy.ts and chat_send agree', async () => {
  const { app, db } = await createTestApp();
  const { sql, call, chatter, member, addProfile, newSite } = chatHelpers(app, db);
  const defaultSiteId = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]
    ?.id;
  const otherSite = await newSite();
  const block = (blocker: number, blocked: number) =>
    sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker, blocked]);
  const deleteAccount = (id: number) =>
    sql.query(
      `UPDATE users SET status = 'deleted', status_before_deletion = 'active', deleted_at = now() WHERE id = $1`,
      [id],
    );
  const someone = async () => (await member()).id;

  type Case = {
    name: string;
    sender?: { free: boolean };
    /** Makes the target (and any block); answers the profile id the sender writes to. */
    target: (sender: Member) => Promise<number>;
    expected: TargetProblem | undefined;
  };
  const cases: Case[] = [
    { name: 'a listed member of the same site', target: someone, expected: undefined },
    {
      name: 'the same, written by a free member',
      sender: { free: true },
      target: someone,
      expected: undefined,
    },
    {
      name: 'a fictional profile',
      target: () => addProfile({ siteId: defaultSiteId as number, fictional: true }),
      expected: undefined,
    },
    { name: 'themselves', target: async (sender) => sender.id, expected: 'validation_failed' },
    { name: 'an unknown profile', target: async () => 2_000_000_000, expected: 'not_found' },
    {
      name: 'a member of another site',
      target: async () => (await member({}, otherSite.id)).id,
      expected: 'not_found',
    },
    {
      name: 'a member who has not confirmed their e-mail address',
      target: async () => {
        const id = await someone();
        await sql.query(`UPDATE users SET status = 'not_confirmed', confirmed_at = NULL WHERE id = $1`, [id]);
        return id;
      },
      expected: 'not_found',
    },
    {
      name: 'a deleted member',
      target: async () => {
        const id = await someone();
        await deleteAccount(id);
        return id;
      },
      expected: 'not_found',
    },
    {
      name: 'an invisible member',
      target: async () => {
        const id = await someone();
        await sql.query('UPDATE users SET invisible = true WHERE id = $1', [id]);
        return id;
      },
      expected: 'not_found',
    },
    {
      name: 'a disabled profile',
      target: async () => {
        const id = await someone();
        await sql.query(`UPDATE profiles SET status = 'disabled' WHERE id = $1`, [id]);
        return id;
      },
      expected: 'not_found',
    },
    {
      name: 'a member the sender blocked',
      target: async (sender) => {
        const id = await someone();
        await block(sender.id, id);
        return id;
      },
      expected: 'blocked_by_member',
    },
    {
      name: 'a member who blocked the sender',
      target: async (sender) => {
        const id = await someone();
        await block(id, sender.id);
        return id;
      },
      expected: 'blocked_by_member',
    },
    {
      name: 'a deleted member who blocked the sender (unlisted comes first)',
      target: async (sender) => {
        const id = await someone();
        await block(id, sender.id);
        await deleteAccount(id);
        return id;
      },
      expected: 'not_found',
    },
    {
      name: 'a blocked member of another site',
      target: async (sender) => {
        const id = (await member({}, otherSite.id)).id;
        await block(sender.id, id);
        return id;
      },
      expected: 'not_found',
    },
  ];

  it.each(cases)('$name: $expected', async ({ sender: senderKind, target, expected }) => {
    const sender = await chatter({ free: senderKind?.free, credits: 100 });
    const profileId = await target(sender);

    const chatMember = await findChatMember(sql, sender.id);
    const byPolicy = chatTargetProblem(
      chatMember as NonNullable<typeof chatMember>,
      await findChatProfile(sql, sender.id, profileId),
      profileId,
    );
    const response = await call('POST', '/api/message.php', {
      cookie: sender.cookie,
      payload: { profile: profileId, client_id: crypto.randomUUID(), kind: 'text', text: 'Hallo' },
    });
    const byChatSend = response.statusCode === 200 ? undefined : response.json().error;

    expect({ byPolicy, byChatSend }).toEqual({ byPolicy: expected, byChatSend: expected });
  });
});
