import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';
import { notificationHelpers } from './notification-helpers.ts';

/*
 * Decision 0049: the notification jobs run on any instance, survive a restart and never send twice. Two
 * instances on one database; one is stopped in the middle of the work and started again. Every member expects
 * exactly one mail: one conversation (several messages) or one like each.
 */
const MEMBERS_WITH_MESSAGES = 24;
const MEMBERS_WITH_LIKES = 12;
const timing = {
  NOTIFY_MESSAGE_DELAY_SECONDS: '1',
  NOTIFY_LIKE_DELAY_SECONDS: '1',
  NOTIFY_GAP_SECONDS: '600',
};

describe('activity mails on two instances with a restart', () => {
  it('every absent member gets exactly one mail: none doubled, none lost', async () => {
    const { url, db } = await createTestDatabase();
    const smtp = await startSmtpServer();
    const overrides = { SMTP_URL: smtp.url, ...timing };
    let first = await startTestInstance(url, overrides);
    const second = await startTestInstance(url, overrides);
    const { profile, message, like, settled } = notificationHelpers(db);

    const messaged = [];
    for (let i = 0; i < MEMBERS_WITH_MESSAGES; i++) messaged.push(await profile());
    const liked = [];
    for (let i = 0; i < MEMBERS_WITH_LIKES; i++) liked.push(await profile());
    const senders = [await profile(), await profile(), await profile()];

    const half = MEMBERS_WITH_MESSAGES / 2;
    for (const member of messaged.slice(0, half)) {
      for (const sender of senders.slice(0, 1)) {
        await message(sender.id, member.id);
        await message(sender.id, member.id);
      }
    }
    for (const member of liked.slice(0, MEMBERS_WITH_LIKES / 2))
      await like(senders[1]?.id as number, member.id);
    // Stopped in the middle: events, deliver jobs and mails are under way or waiting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    await first.stop();
    await second.stop();

    const counts = [...messaged, ...liked].map(
      (member) => smtp.mails.filter((mail) => mail.to.includes(member.email)).length,
    );
    const doubled = counts.filter((count) => count > 1).length;
    const lost = counts.filter((count) => count === 0).length;
    console.info(
      `two instances, one restart: ${smtp.mails.length} mails for ${counts.length} members; doubled ${doubled}, lost ${lost}`,
    );
    expect({ mails: smtp.mails.length, doubled, lost }).toEqual({
      mails: counts.length,
      doubled: 0,
      lost: 0,
    });
  }, 180_000);
});
