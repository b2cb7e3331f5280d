import { describe, expect, it } from 'vitest';
import { remindUnread } from '../../src/modules/notifications/reminders.ts';
import { localHour, timeZoneOf } from '../../src/modules/notifications/time-zones.ts';
import { markHidden, markOnline } from '../../src/modules/presence/index.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { publishEvent } from '../../src/platform/domain-events.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';
import { countryAwakeAt, nightCountry, notificationHelpers } from './notification-helpers.ts';

/*
 * Decision 0049: a message, a like or a match becomes a mail for an absent member, through pg-boss jobs, on a
 * real SMTP server. Delays are a second here, the gap between two mails six (longer than a job's way through
 * the queues, so the digest test's news surely arrives within it).
 */
const GAP_SECONDS = 6;
const smtp = await startSmtpServer();
const { app, db, config } = await createTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_MESSAGE_DELAY_SECONDS: '1',
  NOTIFY_LIKE_DELAY_SECONDS: '1',
  NOTIFY_GAP_SECONDS: String(GAP_SECONDS),
  NOTIFY_DAILY_MAX: '6',
});
const { sql, profile, message, like, settled, waitingJob } = notificationHelpers(db);
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const pathOf = (link: string) => new URL(link).pathname;

describe('activity mails', () => {
  it('an absent member gets one mail for a burst in a conversation: their language, the sender, a link, the headers', async () => {
    const member = await profile({ language: 'de', name: 'Jonas' });
    const sender = await profile({ name: 'Greta', fictional: true, photo: 'public' });
    const { conversationId } = await message(sender.id, member.id);
    await message(sender.id, member.id);
    await message(sender.id, member.id);

    const mail = await smtp.nextMail(member.email, 15_000);
    expect(mail.subject).toBe('Greta hat Ihnen geschrieben');
    expect(mail.text).toContain('Hallo Jonas,');
    expect(mail.text).toContain('Greta hat eine Unterhaltung mit Ihnen begonnen.');
    // A fictional profile carries the site's disclosure.
    expect(mail.text).toContain('fiktives Profil');
    expect(mail.text).toContain('Einige Profile auf dieser Website sind fiktiv.');
    // The public main photo as an absolute URL.
    expect(mail.html).toMatch(/<img src="http:\/\/localhost\/photos\/\d+-k[0-9a-f]+-thumb\.webp"/);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost\/api\/unsubscribe\.php\?token=[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('http://localhost/notifications?unsubscribe=');
    expect(mail.html).toContain('lang="de-DE"');

    // The sign-in link opens the conversation once, and is refused the second time.
    const link = mail.links.find((each) => /^http:\/\/localhost\/[A-Za-z0-9_-]{43}$/.test(each)) as string;
    const opened = await app.inject({ url: pathOf(link) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/chats/${conversationId}`);
    expect(opened.cookies.some((cookie) => cookie.name === 'auth.session')).toBe(true);
    // A browser without a language of its own opens the site in the mail's.
    expect(opened.cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');
    const again = await app.inject({ url: pathOf(link) });
    expect(again.headers.location).toBe('/login?link=invalid');

    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(1);
  }, 30_000);

  it('a fictional profile gets no mail: its messages are answered in the back office (decision 0058)', async () => {
    const fictional = await profile({ fictional: true });
    const writer = await profile();
    await message(writer.id, fictional.id);
    await like(writer.id, fictional.id);
    // The control: the same news for a person is mailed.
    const person = await profile();
    await message(writer.id, person.id);
    await smtp.nextMail(person.email, 15_000);
    await settled(fictional.id);
    expect(mailsTo(fictional.email)).toHaveLength(0);
  }, 30_000);

  it('a member online since the message gets none', async () => {
    const member = await profile();
    const sender = await profile();
    await message(sender.id, member.id);
    await markOnline(sql, member.id, new Date(Date.now() + 500));
    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(0);
  }, 30_000);

  it('events out of order (the relay publishes a batch at once) still make one new-conversation mail', async () => {
    const member = await profile({ language: 'de' });
    const sender = await profile();
    const opening = await message(sender.id, member.id, { publish: false });
    const next = await message(sender.id, member.id, { publish: false });
    const sentAt = new Date().toISOString();
    const event = { conversationId: opening.conversationId, senderId: sender.id, recipientId: member.id };
    await publishEvent(sql, 'message.sent', {
      ...event,
      messageId: next.messageId,
      kind: 'text',
      first: false,
      sentAt,
    });
    await publishEvent(sql, 'message.sent', {
      ...event,
      messageId: opening.messageId,
      kind: 'text',
      first: true,
      sentAt,
    });
    const mail = await smtp.nextMail(member.email, 15_000);
    expect(mail.subject).toBe(`${sender.name} hat Ihnen geschrieben`);
    const { rows } = await sql.query(
      'SELECT count(*)::int AS n FROM notification_told WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0].n).toBe(1);
  }, 30_000);

  it('a member online now (an open stream marked before the message) gets none', async () => {
    const member = await profile();
    const sender = await profile();
    await markOnline(sql, member.id, new Date());
    await message(sender.id, member.id);
    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(0);
  }, 30_000);

  it('a conversation is told once until the member comes back; after a visit, news in it is told again', async () => {
    const member = await profile();
    const sender = await profile();
    await message(sender.id, member.id);
    await smtp.nextMail(member.email, 15_000);
    // Still away: another message in that conversation is not told, not even once the gap has passed.
    await message(sender.id, member.id);
    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(1);
    // The member came and went (an open stream, then its end); the next message is news again.
    await markOnline(sql, member.id, new Date());
    await markHidden(sql, member.id, new Date());
    await message(sender.id, member.id);
    const again = await smtp.nextMail(member.email, 15_000);
    expect(again.text).toContain(sender.name);
    expect(mailsTo(member.email)).toHaveLength(2);
  }, 45_000);

  it('a message already read, a type switched off, or an address that bounced gets none', async () => {
    const reader = await profile();
    const switchedOff = await profile();
    const bounced = await profile();
    const sender = await profile();
    const read = await message(sender.id, reader.id);
    await sql.query('UPDATE conversation_members SET last_read_seq = 1 WHERE conversation_id = $1', [
      read.conversationId,
    ]);
    await sql.query(`UPDATE users SET notifications_disabled = '{like}' WHERE id = $1`, [switchedOff.id]);
    await like(sender.id, switchedOff.id);
    await sql.query(`UPDATE users SET email_disabled_reason = 'bounce' WHERE id = $1`, [bounced.id]);
    await message(sender.id, bounced.id);
    for (const member of [reader, switchedOff, bounced]) await settled(member.id);
    for (const member of [reader, switchedOff, bounced]) expect(mailsTo(member.email)).toHaveLength(0);
  }, 30_000);

  it('a like and the match it made are one mail that leads to /likes; a blocked liker none', async () => {
    const member = await profile({ language: 'nl' });
    const liker = await profile({ name: 'Sanne', photo: 'private' });
    const blocked = await profile();
    await like(liker.id, member.id, true);
    await sql.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [member.id, blocked.id]);
    await like(blocked.id, member.id);
    const mail = await smtp.nextMail(member.email, 15_000);
    expect(mail.subject).toBe('Het is een match: Sanne vindt jou ook leuk!');
    // A private main photo never travels in a mail.
    expect(mail.html).not.toContain('<img');
    const link = mail.links.find((each) => /^http:\/\/localhost\/[A-Za-z0-9_-]{43}$/.test(each)) as string;
    expect((await app.inject({ url: pathOf(link) })).headers.location).toBe('/likes');
    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(1);
  }, 30_000);

  it('news during the gap after a mail goes out together, as one digest, when the gap ends', async () => {
    const member = await profile();
    const [anna, bert, carla] = [await profile(), await profile(), await profile()];
    await message(anna.id, member.id);
    const first = await smtp.nextMail(member.email, 15_000);
    const firstAt = Date.now();
    await message(bert.id, member.id);
    await message(carla.id, member.id);
    const digest = await smtp.nextMail(member.email, 15_000);
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual((GAP_SECONDS - 1) * 1000);
    expect(first.text).toContain(anna.name);
    expect(digest.subject).toBe('News for you at Flirtlokaal');
    expect(digest.text).toContain(bert.name);
    expect(digest.text).toContain(carla.name);
    // Each entry its own sign-in link; a later mail's link does not end an earlier one's.
    expect(digest.links.filter((each) => /\/[A-Za-z0-9_-]{43}$/.test(each))).toHaveLength(2);
    const firstLink = first.links.find((each) => /\/[A-Za-z0-9_-]{43}$/.test(each)) as string;
    expect((await app.inject({ url: pathOf(firstLink) })).headers.location).toMatch(/^\/chats\/\d+$/);
    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(2);
  }, 30_000);

  it('after the daily maximum, news waits until the oldest of the day is a day old', async () => {
    const oldest = new Date(Date.now() - 20 * 3_600_000);
    // The news waits until `oldest` is a day old: in the member's daytime then, or the night would hold it longer.
    const member = await profile({ country: countryAwakeAt(new Date(oldest.getTime() + 86_400_000)) });
    const sender = await profile();
    for (let i = 0; i < 6; i++) {
      await sql.query(
        `INSERT INTO notification_deliveries (member_id, channel, items, sent_at) VALUES ($1, 'mail', 1, $2)`,
        [member.id, new Date(oldest.getTime() + i * 3_600_000)],
      );
    }
    await message(sender.id, member.id);
    await expectWaiting(member.id, new Date(oldest.getTime() + 86_400_000));
    expect(mailsTo(member.email)).toHaveLength(0);
  }, 30_000);

  it('in the quiet hours of the member’s country, news waits until 08:00 there', async () => {
    const country = nightCountry();
    const member = await profile({ country });
    const sender = await profile();
    await like(sender.id, member.id);
    const at = await expectWaiting(member.id);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: (await import('../../src/modules/notifications/time-zones.ts')).timeZoneOf(country),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    expect(local).toBe('08:00');
    expect(mailsTo(member.email)).toHaveLength(0);
  }, 30_000);

  it('a reminder of a conversation unread for more than a day, once a day, in the member’s morning hour', async () => {
    const member = await profile({ language: 'sv' });
    const wasOnline = await profile();
    const sender = await profile({ name: 'Ebba' });
    const { conversationId } = await message(sender.id, member.id, { publish: false });
    await message(sender.id, wasOnline.id, { publish: false });
    await sql.query(`UPDATE messages SET created_at = now() - interval '2 days' WHERE sender_id = $1`, [
      sender.id,
    ]);
    await markOnline(sql, wasOnline.id, new Date(Date.now() - 3_600_000));
    const hour = localHour(new Date(), timeZoneOf((await country(member.id)) as string));
    const deps = { config, db, clock: systemClock };
    expect(await remindUnread(deps, hour)).toBe(1);
    // The job runs again within the hour (a restart): no second reminder that day.
    expect(await remindUnread(deps, hour)).toBe(0);
    const mail = await smtp.nextMail(member.email, 15_000);
    expect(mail.subject).toBe('Ebba väntar på ditt svar');
    expect(mail.text).toContain('Du har olästa meddelanden från Ebba: 1');
    const link = mail.links.find((each) => /^http:\/\/localhost\/[A-Za-z0-9_-]{43}$/.test(each)) as string;
    expect((await app.inject({ url: pathOf(link) })).headers.location).toBe(`/chats/${conversationId}`);
    await settled(member.id);
    await settled(wasOnline.id);
    expect(mailsTo(member.email)).toHaveLength(1);
    expect(mailsTo(wasOnline.email)).toHaveLength(0);
  }, 30_000);

  const country = async (memberId: number) =>
    (await sql.query<{ country: string }>('SELECT country FROM profiles WHERE id = $1', [memberId])).rows[0]
      ?.country;

  /** Waits until the member's item is due but held back: a deliver job waiting far ahead (at `at`, when given). */
  async function expectWaiting(memberId: number, at?: Date): Promise<Date> {
    let start: Date | undefined;
    await expect
      .poll(
        async () => {
          start = await waitingJob(memberId);
          return start && start.getTime() > Date.now() + 60_000;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    const { rows } = await sql.query('SELECT 1 FROM notification_items WHERE member_id = $1', [memberId]);
    expect(rows).toHaveLength(1);
    if (at) expect(Math.abs((start as Date).getTime() - at.getTime())).toBeLessThan(2000);
    return start as Date;
  }
});
