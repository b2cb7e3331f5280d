import { describe, expect, it, vi } from 'vitest';
import { browserKeys, startPushService } from '../push/push-service.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';
import { notificationHelpers } from './notification-helpers.ts';

/*
 * Decision 0049: the notification jobs run on any instance, survive a restart and never send twice. Two
 * instances on one database; one is stopped in the middle of the work and started again. Every member expects
 * exactly one notification: one conversation (several messages) or one like each; by Web Push for the members with
 * a subscription (a push service on a loopback port), by mail for the others.
 */
const MEMBERS_WITH_MESSAGES = 24;
const MEMBERS_WITH_LIKES = 12;
/** Of the members with messages, every third has a push subscription. */
const pushes = (index: number) => index % 3 === 0;
const timing = {
  NOTIFY_MESSAGE_DELAY_SECONDS: '1',
  NOTIFY_LIKE_DELAY_SECONDS: '1',
  NOTIFY_GAP_SECONDS: '600',
};

describe('activity mails on two instances with a restart', () => {
  it('every absent member gets exactly one notification, mail or push: none doubled, none lost', async () => {
    const { url, db } = await createTestDatabase();
    const smtp = await startSmtpServer();
    const pushService = await startPushService();
    const overrides = { SMTP_URL: smtp.url, ...timing };
    let first = await startTestInstance(url, overrides);
    const second = await startTestInstance(url, overrides);
    const { profile, message, like, settled } = notificationHelpers(db);

    const messaged = [];
    for (let i = 0; i < MEMBERS_WITH_MESSAGES; i++) messaged.push(await profile());
    const liked = [];
    for (let i = 0; i < MEMBERS_WITH_LIKES; i++) liked.push(await profile());
    const senders = [await profile(), await profile(), await profile()];
    const subscribed = messaged.filter((_member, index) => pushes(index));
    for (const member of subscribed) {
      const { keys } = browserKeys();
      await db.$client.query(
        'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
        [member.id, pushService.endpoint(`/member-${member.id}`), keys.p256dh, keys.auth],
      );
    }

    const half = MEMBERS_WITH_MESSAGES / 2;
    for (const member of messaged.slice(0, half)) {
      for (const sender of senders.slice(0, 1)) {
        await message(sender.id, member.id);
        await message(sender.id, member.id);
      }
    }
    for (const member of liked.slice(0, MEMBERS_WITH_LIKES / 2))
      await like(senders[1]?.id as number, member.id);
    // Stopped in the middle: some news out, other events, deliver jobs, mails and pushes under way or waiting.
    await vi.waitFor(
      () => expect(smtp.mails.length + pushService.received.length).toBeGreaterThanOrEqual(3),
      {
        timeout: 30_000,
        interval: 50,
      },
    );
    await first.stop();
    for (const member of messaged.slice(half)) {
      await message(senders[2]?.id as number, member.id);
      await message(senders[2]?.id as number, member.id);
      await message(senders[2]?.id as number, member.id);
    }
    for (const member of liked.slice(MEMBERS_WITH_LIKES / 2))
      await like(senders[1]?.id as number, member.id, true);
    first = await startTestInstance(url, overrides);

    for (const member of [...messaged, ...liked]) await settled(member.id, 60_000);
    // And every push handed to the push service (or failed for good).
    await vi.waitFor(
      async () => {
        const { rows } = await db.$client.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'push' AND state < 'completed'`,
        );
        expect(rows[0].n).toBe(0);
      },
      { timeout: 60_000, interval: 100 },
    );
    await first.stop();
    await second.stop();

    const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email)).length;
    const pushesTo = (id: number) =>
      pushService.received.filter((push) => push.path === `/member-${id}`).length;
    const counts = [...messaged, ...liked].map((member) => mailsTo(member.email) + pushesTo(member.id));
    const doubled = counts.filter((count) => count > 1).length;
    const lost = counts.filter((count) => count === 0).length;
    const pushed = subscribed.filter(
      (member) => pushesTo(member.id) === 1 && mailsTo(member.email) === 0,
    ).length;
    console.info(
      `two instances, one restart: ${smtp.mails.length} mails and ${pushService.received.length} pushes for ${counts.length} members; doubled ${doubled}, lost ${lost}`,
    );
    expect({ sent: smtp.mails.length + pushService.received.length, doubled, lost, pushed }).toEqual({
      sent: counts.length,
      doubled: 0,
      lost: 0,
      pushed: subscribed.length,
    });
  }, 180_000);
});
