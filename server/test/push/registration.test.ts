import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/database.ts';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import { vapidKeys } from '../../src/modules/push/vapid-keys.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createActiveMember, login } from '../support/members.ts';
import { createTestApp, createTestDatabase } from '../support/test-app.ts';
import { browserKeys } from './push-service.ts';

describe('POST /api/user.php?push=1: a member’s push subscriptions', async () => {
  const { app, db, config } = await createTestApp();
  const sql = db.$client;
  const register = (cookie: string | undefined, payload: object | string) =>
    app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
    });
  const subscription = (endpoint: string, keys = browserKeys().keys) => ({ endpoint, keys });
  const endpointsOf = async (userId: number) =>
    (
      await sql.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id',
        [userId],
      )
    ).rows.map((row) => row.endpoint);

  it('stores the subscription and answers the member, as the other user.php calls do', async () => {
    const member = await createActiveMember(app, db);
    const response = await register(member.cookie, subscription('https://fcm.googleapis.com/fcm/send/abc'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: member.user.id, email: member.form.email });
    expect(await endpointsOf(member.user.id)).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
    // Again from the same browser: still one.
    await register(member.cookie, subscription('https://fcm.googleapis.com/fcm/send/abc'));
    expect(await endpointsOf(member.user.id)).toHaveLength(1);
  });

  it('stores "denied", and forgets it when the member subscribes later', async () => {
    const member = await createActiveMember(app, db);
    const denied = await register(member.cookie, 'denied');
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().user.id).toBe(member.user.id);
    const denials = () => sql.query('SELECT 1 FROM push_denials WHERE user_id = $1', [member.user.id]);
    expect((await denials()).rowCount).toBe(1);
    await register(member.cookie, subscription('https://updates.push.services.mozilla.com/wpush/v2/x'));
    expect((await denials()).rowCount).toBe(0);
  });

  it('refuses endpoints the server must not call: plain http, internal addresses and names', async () => {
    const member = await createActiveMember(app, db);
    for (const endpoint of [
      'http://push.example.com/send',
      'https://10.0.0.5/send',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/send',
      'https://[::ffff:192.168.1.1]/send',
      'https://push-internal/send',
      'https://db.internal/send',
      'ftp://push.example.com/send',
    ]) {
      const response = await register(member.cookie, subscription(endpoint));
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error, endpoint).toBe('validation_failed');
    }
    expect(await endpointsOf(member.user.id)).toEqual([]);
  });

  it('keeps a member’s 10 newest subscriptions', async () => {
    const member = await createActiveMember(app, db);
    for (let i = 1; i <= 12; i++) {
      await register(member.cookie, subscription(`https://push.example.com/member/${i}`));
    }
    expect(await endpointsOf(member.user.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `https://push.example.com/member/${i + 3}`),
    );
  });

  it('another member cannot take over or replace the keys of a member’s subscription', async () => {
    const anna = await createActiveMember(app, db);
    const bram = await createActiveMember(app, db);
    const annas = subscription('https://push.example.com/anna-phone');
    await register(anna.cookie, annas);
    // Bram knows the endpoint but not the browser's keys: nothing changes.
    const taken = await register(bram.cookie, subscription('https://push.example.com/anna-phone'));
    expect(taken.statusCode).toBe(200);
    expect(await endpointsOf(anna.user.id)).toEqual(['https://push.example.com/anna-phone']);
    expect(await endpointsOf(bram.user.id)).toEqual([]);
    const row = await sql.query('SELECT p256dh, auth FROM push_subscriptions WHERE endpoint = $1', [
      annas.endpoint,
    ]);
    expect(row.rows[0]).toEqual(annas.keys);
    // The same browser signed in as Bram (same keys): from now on it is Bram's.
    await register(bram.cookie, annas);
    expect(await endpointsOf(bram.user.id)).toEqual(['https://push.example.com/anna-phone']);
    expect(await endpointsOf(anna.user.id)).toEqual([]);
  });

  it('is a member call, and leaves POST /api/user.php without the flag to the sign-in', async () => {
    const member = await createActiveMember(app, db);
    const visitor = await register(undefined, subscription('https://push.example.com/visitor'));
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ error: 'authentication_required' });
    const asLogin = await app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { email: member.form.email, password: member.form.password },
    });
    // Not a sign-in: the push call's body schema refuses it, and no session comes of it.
    expect(asLogin.json()).toMatchObject({ error: 'validation_failed' });
    expect(asLogin.headers['set-cookie']).toBeUndefined();
    const signIn = await login(app, member.form.email, member.form.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.id).toBe(member.user.id);
    const otherFlag = await app.inject({
      method: 'POST',
      url: '/api/user.php?push=0',
      payload: { email: member.form.email, password: member.form.password },
    });
    expect(otherFlag.json().user.id).toBe(member.user.id);
  });

  it('the export lists the endpoints (not the keys); deletion removes them at once, and so does the purge', async () => {
    const member = await createActiveMember(app, db);
    await register(member.cookie, subscription('https://push.example.com/export'));
    const exported = (
      await app.inject({ url: '/api/export.php', headers: { cookie: member.cookie } })
    ).json();
    expect(exported.push_subscriptions).toEqual([
      { endpoint: 'https://push.example.com/export', created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(exported)).not.toContain('p256dh');

    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie: member.cookie },
      payload: { password: member.form.password, reason: 'other' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect.poll(() => endpointsOf(member.user.id), { timeout: 15_000 }).toEqual([]);

    const purged = await createActiveMember(app, db);
    await register(purged.cookie, subscription('https://push.example.com/purged'));
    await register(purged.cookie, 'denied');
    await sql.query(
      `UPDATE users SET status = 'deleted', status_before_deletion = 'active', deleted_at = now() - interval '15 days' WHERE id = $1`,
      [purged.user.id],
    );
    const deps = { config, db, clock: () => new Date(), mailer: createMailer(config, { info: () => {} }) };
    expect(await purgeDeletedAccounts(deps, memberDataHooks(deps))).toBeGreaterThanOrEqual(1);
    expect(await endpointsOf(purged.user.id)).toEqual([]);
    expect(
      (await sql.query('SELECT 1 FROM push_denials WHERE user_id = $1', [purged.user.id])).rowCount,
    ).toBe(0);
  });
});

describe('the VAPID key pair', () => {
  it('is one pair for the installation, also when two instances make it at once', async () => {
    const { url } = await createTestDatabase();
    const first = connectDatabase(url, { max: 2 });
    const second = connectDatabase(url, { max: 2 });
    try {
      const [a, b] = await Promise.all([vapidKeys(first.$client), vapidKeys(second.$client)]);
      expect(a).toEqual(b);
      expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(a.publicKey, 'base64url')[0]).toBe(4);
      expect((await first.$client.query('SELECT 1 FROM push_vapid_keys')).rowCount).toBe(1);
    } finally {
      await first.$client.end();
      await second.$client.end();
    }
  });

  it('is the settings’ push_public_key on every site', async () => {
    const { app } = await createTestApp();
    const keyOf = async (host: string) =>
      (await app.inject({ url: '/api/settings.php', headers: { host } })).json().settings.push_public_key;
    const key = await keyOf('localhost');
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await keyOf('other.example')).toBe(key);
  });
});
