import type { ChatEvent } from '@community/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxFigures } from '../../src/modules/fictional/index.ts';
import { type EventStream, openEventStream } from '../chat/event-stream.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';
import { fictionalHelpers } from './fictional-helpers.ts';

const isMessage = (event: ChatEvent): event is Extract<ChatEvent, { type: 'message' }> =>
  event.type === 'message';

// Each test makes members, staff and conversations through the API: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
/** The moderators' inbox (issue 23, decision 0058): claims, answers as the fictional profile, figures. */
describe('fictional inbox', async () => {
  const { url } = await createTestDatabase();
  const instance = await startTestInstance(url);
  const helpers = fictionalHelpers(instance.app, instance.db);
  const {
    call,
    sql,
    chatter,
    sent,
    moderator,
    createFictional,
    claim,
    reply,
    audit,
    credits,
    messageLedger,
  } = helpers;
  const streams: EventStream[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  /** A member who wrote to a new fictional profile; answers both and the conversation. */
  async function writtenTo(staff: { cookie: string }, text = 'Hoi Sanne!') {
    const fictional = await createFictional(staff);
    const member = await chatter({ credits: 50 });
    const first = await sent(member, fictional.id, text);
    return { fictional, member, conversation: first.conversation.id };
  }

  it('lists conversations with fictional profiles, waiting ones first, newest first, never a conversation between members', async () => {
    const staff = await moderator('Moderator Ada');
    const answered = await writtenTo(staff, 'Eerste');
    expect((await reply(staff, answered.conversation, 'Hallo!')).statusCode).toBe(200);
    const older = await writtenTo(staff, 'Tweede');
    const newer = await writtenTo(staff, 'Derde');
    const a = await chatter({ credits: 50 });
    const b = await chatter({ credits: 50 });
    const between = await sent(a, b.id, 'Tussen leden');

    const inbox = (await call('GET', '/api/admin/inbox.php', { cookie: staff.cookie })).json().conversations;
    const ids = inbox.map((entry: { id: number }) => entry.id);
    expect(ids).not.toContain(between.conversation.id);
    const mine = ids.filter((id: number) => [answered, older, newer].some((c) => c.conversation === id));
    expect(mine).toEqual([newer.conversation, older.conversation, answered.conversation]);
    expect(inbox.find((entry: { id: number }) => entry.id === newer.conversation)).toMatchObject({
      waiting: true,
      last_text: 'Derde',
      member: { id: newer.member.id },
      fictional: { id: newer.fictional.id, name: 'Sanne' },
    });
    expect(inbox.find((entry: { id: number }) => entry.id === answered.conversation).waiting).toBe(false);
  });

  it('an answer reaches the member live, is stored once per client id, costs the member nothing and the fictional profile nothing', async () => {
    const staff = await moderator('Moderator Bea');
    const { member, fictional, conversation } = await writtenTo(staff);
    // The member's own message cost them the site's message credits, as any message does.
    expect(await credits(member.id)).toEqual({ credits: 45, ledger: 45 });
    const stream = await openEventStream(instance.baseUrl, member.cookie);
    streams.push(stream);

    const opened = await call('GET', `/api/admin/inbox-conversation.php?id=${conversation}`, {
      cookie: staff.cookie,
    });
    expect(opened.json()).toMatchObject({
      member: { id: member.id },
      fictional: { id: fictional.id },
      messages: [{ text: 'Hoi Sanne!', from_fictional: false }],
    });
    const { rows: address } = await sql.query('SELECT email FROM users WHERE id = $1', [member.id]);
    expect(JSON.stringify(opened.json())).not.toContain(address[0].email);
    expect((await claim(staff, conversation)).statusCode).toBe(200);

    const clientId = crypto.randomUUID();
    const first = await reply(staff, conversation, 'Hoi! Leuk dat je schrijft.', clientId);
    expect(first.statusCode, first.body).toBe(200);
    const again = await reply(staff, conversation, 'Hoi! Leuk dat je schrijft.', clientId);
    expect(again.json().message.id).toBe(first.json().message.id);

    const arrived = await stream.next(
      (event) => isMessage(event) && event.conversation === conversation && !event.message.mine,
    );
    expect(arrived).toMatchObject({ seq: 2, message: { text: 'Hoi! Leuk dat je schrijft.', mine: false } });
    const { rows } = await sql.query('SELECT credits FROM messages WHERE sender_id = $1', [fictional.id]);
    expect(rows).toEqual([{ credits: 0 }]);
    expect(await messageLedger(fictional.id)).toEqual([]);
    expect(await credits(member.id)).toEqual({ credits: 45, ledger: 45 });
    // The member sees it in their conversation as a message from the fictional profile.
    const page = await call('GET', `/api/conversation.php?profile=${fictional.id}`, {
      cookie: member.cookie,
    });
    expect(page.json().profile).toMatchObject({ id: fictional.id, fictional: true });
    expect(page.json().messages.at(-1)).toMatchObject({ text: 'Hoi! Leuk dat je schrijft.', mine: false });

    expect(await audit('inbox.claim', conversation)).toMatchObject([{ staff_id: staff.id }]);
    expect(await audit('inbox.reply', conversation)).toMatchObject([
      { staff_id: staff.id, after: { message_id: first.json().message.id, as_profile: fictional.id } },
    ]);
  });

  it('two moderators never answer at once: the second sees who holds the claim and gets 409 until it is released or expires', async () => {
    const ada = await moderator('Ada');
    const bob = await moderator('Bob');
    const { conversation, member, fictional } = await writtenTo(ada);
    expect((await claim(ada, conversation)).json().claim).toMatchObject({ staff_name: 'Ada', mine: true });
    // Renewing one's own claim is no new claim in the log.
    expect((await claim(ada, conversation)).statusCode).toBe(200);
    expect(await audit('inbox.claim', conversation)).toHaveLength(1);

    const taken = await claim(bob, conversation);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'inbox_claimed', staff_name: 'Ada' });
    const refused = await reply(bob, conversation, 'Ik ben Bob');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'inbox_claimed', staff_name: 'Ada' });
    const seen = await call('GET', `/api/admin/inbox-conversation.php?id=${conversation}`, {
      cookie: bob.cookie,
    });
    expect(seen.json().conversation.claim).toMatchObject({ staff_name: 'Ada', mine: false });

    // The answer releases the claim: Bob may take it for the member's next message.
    expect((await reply(ada, conversation, 'Hoi!')).statusCode).toBe(200);
    await sent(member, fictional.id, 'En nu?');
    expect((await claim(bob, conversation)).statusCode).toBe(200);

    // An expired claim is free for anyone.
    await sql.query(
      `UPDATE fictional_claims SET expires_at = now() - interval '1 second' WHERE conversation_id = $1`,
      [conversation],
    );
    expect((await claim(ada, conversation)).json().claim).toMatchObject({ staff_name: 'Ada' });
    const { rows } = await sql.query('SELECT body FROM messages WHERE conversation_id = $1 ORDER BY seq', [
      conversation,
    ]);
    expect(rows.map((row) => row.body)).toEqual(['Hoi Sanne!', 'Hoi!', 'En nu?']);
  });

  it('a member who blocked the fictional profile, or left, is no longer in the inbox and cannot be answered', async () => {
    const staff = await moderator('Moderator Dirk');
    const blocking = await writtenTo(staff);
    const gone = await writtenTo(staff);
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
      blocking.member.id,
      blocking.fictional.id,
    ]);
    await sql.query(`UPDATE users SET invisible = true WHERE id = $1`, [gone.member.id]);
    const inbox = (await call('GET', '/api/admin/inbox.php', { cookie: staff.cookie })).json().conversations;
    const ids = inbox.map((entry: { id: number }) => entry.id);
    expect(ids).not.toContain(blocking.conversation);
    expect(ids).not.toContain(gone.conversation);
    for (const each of [blocking, gone]) {
      expect((await reply(staff, each.conversation, 'Hallo?')).statusCode).toBe(404);
    }
    expect(
      (
        await sql.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = ANY($1)', [
          [blocking.fictional.id, gone.fictional.id],
        ])
      ).rows[0].n,
    ).toBe(0);
  });

  it('counts open conversations and answer times for the dashboard', async () => {
    const staff = await moderator('Moderator Cas');
    const site = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]
      ?.id as number;
    // From now: the answers of the tests before are not counted.
    const since = new Date();
    const before = await inboxFigures(sql, site, since);
    const one = await writtenTo(staff);
    const two = await writtenTo(staff);
    // The member's message is 30 and 90 seconds old when answered.
    for (const [each, seconds] of [
      [one, 30],
      [two, 90],
    ] as const) {
      await sql.query(
        `UPDATE messages SET created_at = now() - make_interval(secs => $2) WHERE conversation_id = $1`,
        [each.conversation, seconds],
      );
      expect((await reply(staff, each.conversation, 'Antwoord')).statusCode).toBe(200);
    }
    await writtenTo(staff);
    const after = await inboxFigures(sql, site, since);
    expect(after.open).toBe(before.open + 1);
    expect(after.oldest_at).toBeInstanceOf(Date);
    expect(after.answered).toBe(before.answered + 2);
    expect(after.median_answer_seconds).toBeGreaterThanOrEqual(29);
    expect(after.p90_answer_seconds).toBeGreaterThan(after.median_answer_seconds as number);
    expect(await inboxFigures(sql, site, new Date(Date.now() + 60_000))).toMatchObject({
      answered: 0,
      median_answer_seconds: null,
    });
  });
});
