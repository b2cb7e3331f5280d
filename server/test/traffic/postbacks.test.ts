import { describe, expect, it, vi } from 'vitest';
import { sendConversion } from '../../src/modules/traffic/postback-service.ts';
import { createActiveMember, createMember } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';
import { startNetworkServer } from './network-server.ts';

/** Postbacks (issue 24, decision 0064): the network hears of an activation once, retried until it takes it. */
describe('postbacks on activation', async () => {
  const smtp = await startSmtpServer();
  const network = await startNetworkServer();
  const { app, db } = await createTestApp(
    { SMTP_URL: smtp.url },
    { postbacks: { retryDelaySeconds: 1, timeoutMs: 1000 } },
  );
  const sql = db.$client;
  const admin = await createActiveMember(app, db);
  await makeConfirmedStaff(sql, admin.user.id, 'administrator');
  const siteId = (await sql.query('SELECT id FROM sites WHERE is_default')).rows[0].id as number;
  const put = (payload: object, cookie = admin.cookie) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/site-postbacks.php?id=${siteId}`,
      payload,
      headers: { cookie },
    });
  const template = `${network.origin}/pb?click={click_id}&event={event}&payout={amount}&id={conversion_id}`;

  /** Signs up from a campaign and follows the activation link of the mail. */
  async function activateFromCampaign(tracking: object) {
    const { form, user, cookie } = await createMember(app, { tracking });
    await app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });
    const link = new URL(
      (await smtp.nextMail(form.email)).links.find((l) => l.includes('/api/activate.php')) as string,
    );
    expect((await app.inject({ url: link.pathname + link.search })).headers.location).toBe('/activate/done');
    return user.id as number;
  }
  const conversion = async (memberId: number) =>
    (
      await sql.query(
        'SELECT event, status, tries, last_status FROM postback_conversions WHERE member_id = $1',
        [memberId],
      )
    ).rows;

  it('an administrator saves a network template, audited; a moderator may not; bad templates change nothing', async () => {
    const moderator = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, moderator.user.id, 'moderator');
    const postbacks = [{ network: 'netone', url_template: template, click_id_field: 'ref' }];
    expect((await put({ postbacks }, moderator.cookie)).statusCode).toBe(403);
    for (const url_template of [
      'http://net.example/pb?click={click_id}', // not https
      'https://net.example/pb?event={event}', // no click id
      'https://net.example/pb?click={click_id}&x={email}', // unknown placeholder
      'https://10.0.0.7/pb?click={click_id}', // inside the network
      'https://user:pw@net.example/pb?click={click_id}',
    ]) {
      const answer = await put({ postbacks: [{ network: 'netone', url_template, click_id_field: 'ref' }] });
      expect(answer.statusCode, url_template).toBe(400);
      expect(answer.json().error).toBe('validation_failed');
    }
    expect((await put({ postbacks: [{ ...postbacks[0], network: 'Net One' }] })).statusCode).toBe(400);
    expect((await sql.query('SELECT count(*)::int AS n FROM site_postbacks')).rows[0].n).toBe(0);

    const saved = await put({ postbacks });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ postbacks });
    const read = await app.inject({
      url: `/api/admin/site-postbacks.php?id=${siteId}`,
      headers: { cookie: admin.cookie },
    });
    expect(read.json()).toEqual({ postbacks });
    const audit = await sql.query(
      `SELECT before, after FROM staff_audit_log WHERE action = 'site.postbacks'`,
    );
    expect(audit.rows).toEqual([{ before: { postbacks: [] }, after: { postbacks } }]);
    // The same again is no action: no second entry.
    expect((await put({ postbacks })).statusCode).toBe(200);
    expect((await sql.query(`SELECT 1 FROM staff_audit_log WHERE action = 'site.postbacks'`)).rowCount).toBe(
      1,
    );
  });

  it('calls the network with the click id once on activation, trying again after a failure and a timeout', async () => {
    network.answers.push(500, 'hang');
    const before = network.received.length;
    const memberId = await activateFromCampaign({ network: 'NetOne', ref: 'clk-42', sub1: 'banner 7' });
    await vi.waitFor(
      async () =>
        expect(await conversion(memberId)).toEqual([
          { event: 'activation', status: 'sent', tries: 3, last_status: 200 },
        ]),
      { timeout: 40_000, interval: 250 },
    );
    const calls = network.received.slice(before);
    expect(calls).toHaveLength(3);
    const id = (await sql.query('SELECT id FROM postback_conversions WHERE member_id = $1', [memberId]))
      .rows[0].id;
    expect(new Set(calls)).toEqual(new Set([`/pb?click=clk-42&event=activation&payout=0.00&id=${id}`]));
    // Delivered again (at least once is the queue's promise): the conversion is not sent twice.
    await sendConversion(
      { config: { env: 'test', pushAllowLoopback: false }, db, clock: () => new Date() },
      memberId,
      'activation',
    );
    expect(network.received.length - before).toBe(3);
  }, 60_000);

  it('sends nothing for a member without a network, or with a network the site has no postback for', async () => {
    const before = network.received.length;
    const direct = await activateFromCampaign({ sub1: 'x' });
    const other = await activateFromCampaign({ network: 'othernet', ref: 'clk-1' });
    // The events' jobs have run when their queue is empty.
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'member.activated/postback' AND state < 'completed'`,
        );
        expect(rows[0].n).toBe(0);
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(await conversion(direct)).toEqual([]);
    expect(await conversion(other)).toEqual([]);
    expect(network.received.length).toBe(before);
  }, 30_000);
});
