import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createPaymentTestApp, paymentHelpers } from '../payments/payment-helpers.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { startNetworkServer } from './network-server.ts';

/**
 * The first purchase's postback and the report per network and sub id (issue 24, decision 0064): a member's
 * first paid order is told to their network once; a second order is not a conversion.
 */
describe('first purchase postback and the traffic report', async () => {
  const network = await startNetworkServer();
  const { app, db, sandbox, webhooks } = await createPaymentTestApp();
  const sql = db.$client;
  const { ordered, nlPackages } = paymentHelpers(app, db, sandbox);
  const staff = async (role: 'moderator' | 'administrator') => {
    const member = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, member.user.id, role);
    return member.cookie;
  };
  const admin = await staff('administrator');
  const moderator = await staff('moderator');
  const siteId = (await sql.query('SELECT id FROM sites WHERE is_default')).rows[0].id as number;
  await sql.query(
    `INSERT INTO site_postbacks (site_id, network, url_template, click_id_field) VALUES ($1, 'netone', $2, 'sub2')`,
    [siteId, `${network.origin}/pb?click={click_id}&event={event}&payout={amount}&cur={currency}`],
  );
  const pay = async (cookie: string) => {
    const [small] = await nlPackages();
    if (!small) throw new Error('the default site has no NL packages');
    const bought = await ordered(cookie, { package: small.id, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    return bought.order;
  };
  const today = new Date().toISOString().slice(0, 10);
  const report = (cookie: string, query = `from=${today}&to=${today}`) =>
    app.inject({ url: `/api/admin/traffic-report.php?${query}`, headers: { cookie } });

  it('tells the network of the first paid order once, with its amount; the second order is no conversion', async () => {
    const buyer = await createActiveMember(app, db, {
      tracking: { network: 'netone', sub1: 'b7', sub2: 'clk-9' },
    });
    const first = await pay(buyer.cookie);
    await vi.waitFor(() => expect(network.received).toHaveLength(1), { timeout: 20_000, interval: 250 });
    const payout = (first.amount / 100).toFixed(2);
    expect(network.received).toEqual([`/pb?click=clk-9&event=first_purchase&payout=${payout}&cur=EUR`]);
    await pay(buyer.cookie);
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payment.paid/postback' AND state < 'completed'`,
        );
        expect(rows[0].n).toBe(0);
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(network.received).toHaveLength(1);
    const { rows } = await sql.query(
      'SELECT event, status, tries FROM postback_conversions WHERE member_id = $1',
      [buyer.user.id],
    );
    expect(rows).toEqual([{ event: 'first_purchase', status: 'sent', tries: 1 }]);
  }, 60_000);

  it('reports signups, activations and first purchases per network and sub id, to administrators only', async () => {
    await createActiveMember(app, db, { tracking: { network: 'netone', sub1: 'b7' } });
    await createActiveMember(app, db, { tracking: { network: 'netone', sub1: 'b8' } });
    const answer = await report(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().report.rows as Array<Record<string, unknown>>;
    expect(rows).toContainEqual({
      network: 'netone',
      sub_id: 'b7',
      signups: 2,
      activations: 2,
      first_purchases: 1,
    });
    expect(rows).toContainEqual({
      network: 'netone',
      sub_id: 'b8',
      signups: 1,
      activations: 1,
      first_purchases: 0,
    });
    // A moderator sees no traffic figures, as on the dashboard (decision 0059).
    const refused = await report(moderator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'staff_only' });
    // Another period: nothing of today.
    const earlier = (await report(admin, 'from=2020-01-01&to=2020-01-31')).json().report.rows;
    expect(earlier).toEqual([]);
  });

  it('refuses a period backwards, longer than a year, or not a date', async () => {
    for (const query of ['from=2026-02-01&to=2026-01-01', 'from=2020-01-01&to=2026-01-01', 'from=x&to=y']) {
      const answer = await report(admin, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error).toBe('validation_failed');
    }
  });

  it('prints the same report with npm run traffic-report, refusing a bad period', {
    timeout: 120_000,
  }, async () => {
    const url = (db.$client.options as { connectionString: string }).connectionString;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-traffic-cli-'));
    const cli = path.join(import.meta.dirname, '../../src/cli/traffic-report.ts');
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
          env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        });
        let stdout = '';
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
        });
        child.on('close', (status) => resolve({ status, stdout }));
      });
    const printed = await run('--site', 'localhost', '--from', today, '--to', today, '--json');
    expect(printed.status).toBe(0);
    const rows = JSON.parse(printed.stdout).report.rows;
    expect(rows).toEqual((await report(admin)).json().report.rows);
    const text = await run('--from', today, '--to', today);
    expect(text.stdout).toMatch(/network\s+sub_id\s+signups\s+activations\s+first_purchases/);
    expect(text.stdout).toMatch(/netone\s+b7\s+2\s+2\s+1/);
    expect((await run('--from', 'yesterday')).status).toBe(2);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
