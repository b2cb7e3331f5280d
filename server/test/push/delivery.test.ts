import type { PushMessage } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { deliverPush } from '../../src/modules/push/delivery.ts';
import { hasPushSubscription, queuePush } from '../../src/modules/push/index.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { createActiveMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';
import { browserKeys, decryptPush, startPushService, verifyVapid } from './push-service.ts';

const message = (text: string): PushMessage => ({
  title: 'Anna',
  body: text,
  icon: null,
  tag: 'conversation-12',
  badge: 3,
  data: { checkUrl: '/api/chats.php', openUrl: '/members/12/chat' },
});

describe('Web Push delivery (RFC 8291 encryption, VAPID), to a push service on a loopback port', async () => {
  const answers = new Map<string, number[]>();
  const service = await startPushService((path) => answers.get(path)?.shift() ?? 201);
  const { app, db } = await createTestApp(
    {},
    { pushQueue: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } },
  );
  const sql = db.$client;

  const subscribe = async (cookie: string, path: string) => {
    const browser = browserKeys();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: { endpoint: service.endpoint(path), expirationTime: null, keys: browser.keys },
    });
    expect(response.statusCode, response.body).toBe(200);
    return browser;
  };
  const subscriptionCount = async (userId: number) =>
    Number(
      (await sql.query('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = $1', [userId])).rows[0]
        .n,
    );

  it('sends the message encrypted for the subscription, signed with the key the settings give browsers', async () => {
    const member = await createActiveMember(app, db);
    const browser = await subscribe(member.cookie, '/phone');
    expect(await hasPushSubscription(sql, member.user.id)).toBe(true);

    const queued = await withTransaction(sql, (tx) => queuePush(tx, member.user.id, message('Hoi!')));
    expect(queued).toBe(1);
    const push = await service.next('/phone');

    expect(JSON.parse(decryptPush(push.body, browser))).toEqual(message('Hoi!'));
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    const settings = (await app.inject({ url: '/api/settings.php' })).json().settings;
    const vapid = verifyVapid(String(push.headers.authorization));
    expect(vapid.key).toBe(settings.push_public_key);
    expect(vapid.claims.aud).toBe(new URL(service.endpoint('/')).origin);
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    expect(Number(vapid.claims.exp) * 1000).toBeGreaterThan(Date.now());
    // Sent: the job (and the message in it) is gone.
    await expect
      .poll(async () => (await sql.query(`SELECT 1 FROM pgboss.job WHERE name = 'push'`)).rowCount)
      .toBe(0);
  });

  it('queues nothing when the caller’s transaction rolls back, and one push per subscription', async () => {
    const member = await createActiveMember(app, db);
    expect(await hasPushSubscription(sql, member.user.id)).toBe(false);
    expect(await queuePush(sql, member.user.id, message('niemand'))).toBe(0);
    const laptop = await subscribe(member.cookie, '/laptop');
    const phone = await subscribe(member.cookie, '/phone2');
    await expect(
      withTransaction(sql, async (tx) => {
        await queuePush(tx, member.user.id, message('teruggedraaid'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queuePush(sql, member.user.id, message('twee'))).toBe(2);
    expect(JSON.parse(decryptPush((await service.next('/laptop')).body, laptop)).body).toBe('twee');
    expect(JSON.parse(decryptPush((await service.next('/phone2')).body, phone)).body).toBe('twee');
    expect(service.received.filter((push) => push.path === '/laptop')).toHaveLength(1);
  });

  it('removes a subscription the push service answers 410 or 404 for', async () => {
    const member = await createActiveMember(app, db);
    await subscribe(member.cookie, '/gone');
    await subscribe(member.cookie, '/unknown');
    answers.set('/gone', [410]);
    answers.set('/unknown', [404]);
    expect(await queuePush(sql, member.user.id, message('weg'))).toBe(2);
    await service.next('/gone');
    await service.next('/unknown');
    await expect.poll(() => subscriptionCount(member.user.id)).toBe(0);
    expect(await hasPushSubscription(sql, member.user.id)).toBe(false);
  });

  it('tries again after a failure of the push service, and keeps the subscription', async () => {
    const member = await createActiveMember(app, db);
    const browser = await subscribe(member.cookie, '/busy');
    answers.set('/busy', [503]);
    expect(await queuePush(sql, member.user.id, message('nog eens'))).toBe(1);
    const first = await service.next('/busy');
    const second = await service.next('/busy', 20_000);
    expect(JSON.parse(decryptPush(second.body, browser)).body).toBe('nog eens');
    expect(first.body.equals(second.body)).toBe(false);
    expect(await subscriptionCount(member.user.id)).toBe(1);
  });

  it('in production never connects to an internal address, whatever the endpoint’s name resolves to', async () => {
    const member = await createActiveMember(app, db);
    const browser = browserKeys();
    // Stored past the registration's check, as if the name had resolved elsewhere then.
    const { rows } = await sql.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4) RETURNING id`,
      [member.user.id, 'https://localhost:9/push', browser.keys.p256dh, browser.keys.auth],
    );
    const job = { subscriptionId: Number(rows[0].id), message: message('intern') };
    const production = { env: 'production' as const, publicOrigin: undefined, pushAllowLoopback: false };
    await expect(deliverPush({ config: production, sql }, job)).rejects.toThrow(/internal address/);
  });
});
