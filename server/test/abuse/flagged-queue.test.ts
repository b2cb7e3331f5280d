import { describe, expect, it } from 'vitest';
import { flagsQueueSize } from '../../src/modules/abuse/index.ts';
import { openFlag } from '../../src/modules/abuse/queries.ts';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/* Decision 0057: the flagged queue of the back office, its two actions, and their audit entries. */
describe('the flagged queue (admin/flags.php, admin/flag.php)', async () => {
  const { app, db } = await createTestApp();
  const { chatter, sent, send, addProfile, sql } = chatHelpers(app, db);
  const siteId = ((await sql.query('SELECT id FROM sites WHERE is_default')).rows[0] as { id: number }).id;
  const moderator = await chatter();
  await makeConfirmedStaff(sql, moderator.id);
  const hour = 3_600_000;

  const queue = (cookie = moderator.cookie) =>
    app.inject({ method: 'GET', url: '/api/admin/flags.php', headers: { cookie } });
  const act = (id: number, action: 'dismiss' | 'lift') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/flag.php',
      payload: { id, action },
      headers: { cookie: moderator.cookie, 'user-agent': 'flags-test' },
    });
  const flagIds = async (memberId: number) =>
    (
      await sql.query('SELECT id::int FROM abuse_flags WHERE member_id = $1 ORDER BY id', [memberId])
    ).rows.map((row) => row.id as number);
  const auditOf = async (memberId: number) =>
    (
      await sql.query(
        `SELECT action, staff_id::int, user_agent, before, after FROM staff_audit_log
         WHERE target_type = 'member' AND target_id = $1 ORDER BY id`,
        [String(memberId)],
      )
    ).rows;

  it('is for confirmed staff only: a member gets 403 and nothing else', async () => {
    const member = await chatter();
    const answer = await queue(member.cookie);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'staff_only' });
  });

  it('lists open flags oldest first with the member, reason, evidence and message; counts and age', async () => {
    const spammer = await chatter({ credits: 100 });
    const target = await addProfile({ siteId });
    const message = await sent(spammer, target, 'Bel me: 0612345678');
    const now = new Date();
    const common = { siteId, memberId: spammer.id, slowedUntil: new Date(now.getTime() + 24 * hour) };
    await openFlag(sql, {
      ...common,
      signal: 'contact_in_first_message',
      messageId: message.message.id,
      evidence: { text: 'Bel me: 0612345678', links: [], phones: ['0612345678'] },
      now: new Date(now.getTime() - 2 * hour),
    });
    await openFlag(sql, {
      ...common,
      signal: 'message_burst',
      messageId: null,
      evidence: { count: 41, threshold: 40, window_minutes: 10 },
      now,
    });
    // The same signal again while its flag is open adds nothing.
    expect(
      await openFlag(sql, { ...common, signal: 'message_burst', messageId: null, evidence: {}, now }),
    ).toBe(false);

    const answer = await queue();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const mine = body.flags.filter((flag: { member: { id: number } }) => flag.member.id === spammer.id);
    expect(mine).toEqual([
      expect.objectContaining({
        signal: 'contact_in_first_message',
        evidence: { text: 'Bel me: 0612345678', links: [], phones: ['0612345678'] },
        message: { id: message.message.id, text: 'Bel me: 0612345678' },
        member: expect.objectContaining({
          id: spammer.id,
          name: spammer.form.name,
          slowed_until: expect.any(String),
        }),
      }),
      expect.objectContaining({ signal: 'message_burst', message: null }),
    ]);
    expect(JSON.stringify(body)).not.toContain('@');
    const size = await flagsQueueSize(sql, siteId);
    expect(body.open).toBe(size.open);
    expect(size.open).toBeGreaterThanOrEqual(2);
    expect(size.oldest_at?.getTime()).toBeLessThanOrEqual(now.getTime() - 2 * hour);
  });

  it('dismiss closes one flag; lift ends the slow-down and closes the rest; each is audited, a repeat changes nothing', async () => {
    const spammer = await chatter({ credits: 100 });
    const common = { siteId, memberId: spammer.id, messageId: null, evidence: {}, now: new Date() };
    const slowedUntil = new Date(Date.now() + 24 * hour);
    await openFlag(sql, { ...common, signal: 'like_burst', slowedUntil });
    await openFlag(sql, { ...common, signal: 'same_text', slowedUntil });
    const [likes, same] = (await flagIds(spammer.id)) as [number, number];
    const target = await addProfile({ siteId });
    // Slowed down: the stricter limit of three sends.
    for (let i = 0; i < 3; i++) await sent(spammer, target, `Bericht ${i}`);
    expect((await send(spammer, target, 'Te veel')).statusCode).toBe(429);

    expect((await act(likes, 'dismiss')).statusCode).toBe(200);
    const afterDismiss = (await queue()).json().flags.map((flag: { id: number }) => flag.id);
    expect(afterDismiss).not.toContain(likes);
    expect(afterDismiss).toContain(same);

    const lifted = await act(same, 'lift');
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().flags.map((flag: { id: number }) => flag.id)).not.toContain(same);
    const { rows } = await sql.query('SELECT slowed_until FROM users WHERE id = $1', [spammer.id]);
    expect(rows[0].slowed_until).toBeNull();
    expect((await send(spammer, target, 'Weer normaal')).statusCode).toBe(200);

    // Closed already: answered, nothing changed, nothing more written.
    expect((await act(same, 'lift')).statusCode).toBe(200);
    expect((await act(likes, 'dismiss')).statusCode).toBe(200);
    const closed = await sql.query(
      'SELECT outcome, closed_by::int FROM abuse_flags WHERE member_id = $1 ORDER BY id',
      [spammer.id],
    );
    expect(closed.rows).toEqual([
      { outcome: 'dismissed', closed_by: moderator.id },
      { outcome: 'lifted', closed_by: moderator.id },
    ]);
    expect(await auditOf(spammer.id)).toEqual([
      expect.objectContaining({
        action: 'flag.dismiss',
        staff_id: moderator.id,
        user_agent: 'flags-test',
        before: { flag: likes, signal: 'like_burst', status: 'open' },
        after: { flag: likes, status: 'dismissed' },
      }),
      expect.objectContaining({
        action: 'member.lift_slowdown',
        before: { slowed_until: slowedUntil.toISOString(), open_flags: ['same_text'] },
        after: { slowed_until: null, open_flags: [] },
      }),
    ]);
  });
});
