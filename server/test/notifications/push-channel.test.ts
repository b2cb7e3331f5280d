import type { PushMessage } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { browserKeys, decryptPush, startPushService } from '../push/push-service.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';
import { notificationHelpers } from './notification-helpers.ts';

/* Decision 0049: a member with a push subscription gets the news by Web Push, and then not by mail as well. */
describe('activity notifications by push', async () => {
  const smtp = await startSmtpServer();
  const pushService = await startPushService();
  const { db } = await createTestApp(
    { SMTP_URL: smtp.url, NOTIFY_MESSAGE_DELAY_SECONDS: '1', NOTIFY_LIKE_DELAY_SECONDS: '1' },
    { pushQueue: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } },
  );
  const { sql, profile, message, settled } = notificationHelpers(db);

  it('a message to a member with a subscription comes as one push to it, leading to the chat, and no mail', async () => {
    const member = await profile({ language: 'de' });
    const sender = await profile({ name: 'Greta' });
    const browser = browserKeys();
    await sql.query(
      'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
      [member.id, pushService.endpoint(`/member-${member.id}`), browser.keys.p256dh, browser.keys.auth],
    );
    const { conversationId } = await message(sender.id, member.id);

    const push = await pushService.next(`/member-${member.id}`);
    const sent = JSON.parse(decryptPush(push.body, browser)) as PushMessage;
    expect(sent.title).toContain('Greta');
    expect(sent.data).toEqual({ checkUrl: '/api/chats.php', openUrl: `/chats/${conversationId}` });
    await settled(member.id);
    expect(smtp.mails.filter((mail) => mail.to.includes(member.email))).toHaveLength(0);
    expect(pushService.received.filter((each) => each.path === `/member-${member.id}`)).toHaveLength(1);
  }, 30_000);

  it('a push from a fictional profile discloses it, in the member’s language (SPEC §1, decision 0058)', async () => {
    const member = await profile({ language: 'fr' });
    const sender = await profile({ name: 'Sanne', fictional: true });
    const browser = browserKeys();
    await sql.query(
      'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
      [member.id, pushService.endpoint(`/member-${member.id}`), browser.keys.p256dh, browser.keys.auth],
    );
    await message(sender.id, member.id);
    const push = await pushService.next(`/member-${member.id}`);
    const sent = JSON.parse(decryptPush(push.body, browser)) as PushMessage;
    expect(sent.body).toContain('Sanne');
    expect(sent.body).toContain('(profil fictif)');
  }, 30_000);
});
