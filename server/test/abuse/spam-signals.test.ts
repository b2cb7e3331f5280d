import { describe, expect, it, vi } from 'vitest';
import { abuseSubscribers } from '../../src/modules/abuse/index.ts';
import { ABUSE_THRESHOLDS, SLOWED_LIMITS } from '../../src/modules/abuse/policy.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { chatHelpers, type Member } from '../chat/chat-helpers.ts';
import { startSubscribers } from '../events/event-recorder.ts';
import { createTestApp } from '../support/test-app.ts';

/* Decision 0057: the spam signals, computed by the abuse module's subscribers from message.sent and like.created. */
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 45_000, interval: 200 });

describe('spam signals flag a member and slow them down', { timeout: 90_000 }, async () => {
  const { app, db } = await createTestApp();
  // A second worker of the same subscribers (as another instance would run) that polls faster than the app's.
  await startSubscribers(db, abuseSubscribers({ db, clock: systemClock }));
  const { chatter, sent, send, addProfile, call, sql } = chatHelpers(app, db);
  const siteId = ((await sql.query('SELECT id FROM sites WHERE is_default')).rows[0] as { id: number }).id;
  const strangers = (n: number) => Promise.all(Array.from({ length: n }, () => addProfile({ siteId })));

  type FlagRow = { signal: string; message_id: number | null; evidence: Record<string, unknown> };
  const flagsOf = async (memberId: number) =>
    (
      await sql.query<FlagRow>(
        'SELECT signal, message_id::int, evidence FROM abuse_flags WHERE member_id = $1 ORDER BY id',
        [memberId],
      )
    ).rows;
  const flagged = (memberId: number, signal: string) =>
    waitFor(async () => {
      const flag = (await flagsOf(memberId)).find((row) => row.signal === signal);
      if (!flag) throw new Error(`no ${signal} flag yet`);
      return flag;
    });
  const slowedUntil = async (memberId: number) =>
    (
      (await sql.query('SELECT slowed_until FROM users WHERE id = $1', [memberId])).rows[0] as {
        slowed_until: Date | null;
      }
    ).slowed_until;
  /** A member of some days, so the new-account signal stays out of tests of the others. */
  const established = async () => {
    const member = await chatter({ credits: 1000 });
    await sql.query(`UPDATE users SET signup_date = now() - interval '3 days' WHERE id = $1`, [member.id]);
    return member;
  };

  it('the same text to many members (however it is written) is flagged; the member is slowed down with 429', async () => {
    const spammer = await established();
    const rule = ABUSE_THRESHOLDS.sameText;
    const targets = await strangers(rule.atLeast);
    const spellings = [
      'Hoi schat, kijk op mijn profiel!',
      'hoi SCHAT kijk op mijn profiel',
      'Hói schat... kijk op mijn profiel',
    ];
    for (const [i, target] of targets.entries())
      await sent(spammer, target, spellings[i % spellings.length] as string);
    const flag = await flagged(spammer.id, 'same_text');
    expect(flag.message_id).toEqual(expect.any(Number));
    expect(flag.evidence).toMatchObject({
      count: rule.atLeast,
      threshold: rule.atLeast,
      text: expect.any(String),
    });
    expect((await slowedUntil(spammer.id))?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // Slowed down: the stricter limit of SLOWED_LIMITS instead of the usual one, refused with rate_limited.
    const [other] = await strangers(1);
    for (let i = 0; i < SLOWED_LIMITS.chatSends.max; i++)
      await sent(spammer, other as number, `Bericht ${i}`);
    const refused = await send(spammer, other as number, 'Nog eentje');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
  });

  it('the same text sent to many members at once is flagged: the signals of one sender are counted one at a time', async () => {
    const spammer = await established();
    const rule = ABUSE_THRESHOLDS.sameText;
    const targets = await strangers(rule.atLeast);
    // Sent in parallel, the events reach both workers together; each must count the others' fingerprints.
    await Promise.all(targets.map((target) => sent(spammer, target, 'Kijk snel op mijn profiel!')));
    const flag = await flagged(spammer.id, 'same_text');
    expect(flag.evidence).toMatchObject({ count: rule.atLeast, threshold: rule.atLeast });
  });

  it('a link or a phone number in a first message is flagged with what was found; later messages are not', async () => {
    const sender = await established();
    const [a, b] = await strangers(2);
    const first = await sent(
      sender,
      a as number,
      'Hoi! Bel me op +31 6 1234 5678 of kijk op www.mijn-cam.example.com',
    );
    const flag = await flagged(sender.id, 'contact_in_first_message');
    expect(flag.message_id).toBe(first.message.id);
    expect(flag.evidence).toMatchObject({ phones: ['+31 6 1234 5678'], links: ['www.mijn-cam.example.com'] });

    const clean = await established();
    await sent(clean, b as number, 'Hoi, hoe gaat het?');
    await sent(clean, b as number, 'Mijn site is www.voorbeeld.nl');
    // A flag is opened in the transaction that stores the fingerprint: once both are there, nothing fired.
    await waitFor(async () => {
      const rows = await sql.query('SELECT 1 FROM abuse_text_fingerprints WHERE sender_id = $1', [clean.id]);
      expect(rows.rowCount).toBe(2);
    });
    expect(await flagsOf(clean.id)).toEqual([]);
  });

  it('a burst of messages is flagged', async () => {
    const sender = await established();
    const [target] = await strangers(1);
    const rule = ABUSE_THRESHOLDS.messageBurst;
    for (let i = 0; i < rule.atLeast; i++) await sent(sender, target as number, `Bericht nummer ${i}`);
    const flag = await flagged(sender.id, 'message_burst');
    expect(flag.evidence).toMatchObject({ count: rule.atLeast, window_minutes: rule.windowMinutes });
  });

  it('a new account that writes to many strangers is flagged; an older one is not', async () => {
    const rule = ABUSE_THRESHOLDS.newAccountStrangers;
    const fresh: Member = await chatter({ credits: 1000 });
    const older = await established();
    for (const [i, target] of (await strangers(rule.atLeast)).entries()) {
      await sent(fresh, target, `Hallo ${i}, leuk profiel`);
      await sent(older, target, `Hey ${i}, hoe is het`);
    }
    const flag = await flagged(fresh.id, 'new_account_strangers');
    expect(flag.evidence).toMatchObject({ count: rule.atLeast, account_age_hours: 0 });
    await waitFor(async () => {
      const rows = await sql.query('SELECT 1 FROM abuse_text_fingerprints WHERE sender_id = $1', [older.id]);
      expect(rows.rowCount).toBe(rule.atLeast);
    });
    expect(await flagsOf(older.id)).toEqual([]);
  });

  it('a burst of likes is flagged, and a slowed-down member likes under the stricter limit', async () => {
    const liker = await established();
    const rule = ABUSE_THRESHOLDS.likeBurst;
    for (const target of await strangers(rule.atLeast)) {
      const liked = await call('POST', '/api/like.php', {
        cookie: liker.cookie,
        payload: { id: target, source: 'profile' },
      });
      expect(liked.statusCode, liked.body).toBe(200);
    }
    const flag = await flagged(liker.id, 'like_burst');
    expect(flag.evidence).toMatchObject({ count: rule.atLeast, threshold: rule.atLeast });
    const more = await strangers(SLOWED_LIMITS.likes.max + 1);
    const answers = [];
    for (const target of more)
      answers.push(
        (
          await call('POST', '/api/like.php', {
            cookie: liker.cookie,
            payload: { id: target, source: 'profile' },
          })
        ).statusCode,
      );
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
