import crypto from 'node:crypto';
import { DASHBOARD_TIME_ZONE, type Dashboard } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { dashboardPeriod } from '../../src/modules/dashboard/period.ts';
import { dashboardFor } from '../../src/modules/dashboard/service.ts';
import { pngImage } from '../support/images.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** The dashboard (issue 23, decision 0059): figures of a known data set, and money for administrators only. */
describe('dashboard', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const staff = async (role: 'moderator' | 'administrator') => {
    const member = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, member.user.id, role);
    return member;
  };
  // Two signups and activations of today: the staff themselves.
  const admin = await staff('administrator');
  const moderator = await staff('moderator');
  const site = (await sql.query('SELECT id FROM sites WHERE is_default')).rows[0].id as number;
  const { today, since } = dashboardPeriod(new Date(), DASHBOARD_TIME_ZONE);
  const hours = (from: Date, count: number) => new Date(from.getTime() + count * 3_600_000);

  const user = async (fields: { signup: Date | 'now'; confirmed?: Date | 'now'; tracking?: object }) => {
    const at = (value: Date | 'now' | undefined) => (value === 'now' ? new Date() : (value ?? null));
    const { rows } = await sql.query(
      `INSERT INTO users (site_id, language, signup_date, confirmed_at, tracking, status, email)
       VALUES ($1, 'nl', $2, $3, $4, 'active', $5) RETURNING id`,
      [
        site,
        at(fields.signup),
        at(fields.confirmed),
        JSON.stringify(fields.tracking ?? {}),
        `dashboard-${crypto.randomUUID()}@example.nl`,
      ],
    );
    return rows[0].id as number;
  };
  const packageId = (await sql.query('SELECT id FROM credit_packages WHERE site_id = $1 LIMIT 1', [site]))
    .rows[0].id;
  const order = (userId: number, paidAt: Date | null, amount: number, currency = 'EUR', refunded = 0) =>
    sql.query(
      `INSERT INTO orders (site_id, user_id, client_id, package_id, credits, list_amount, amount, currency, method,
         provider, delivery_consent_at, status, paid_at, refunded_amount)
       VALUES ($1, $2, $3, $4, 100, $5, $5, $6, 'ideal', 'sandbox', now(), $7, $8, $9)`,
      [
        site,
        userId,
        crypto.randomUUID(),
        packageId,
        amount,
        currency,
        paidAt ? 'paid' : 'open',
        paidAt,
        refunded,
      ],
    );

  const u1 = await user({ signup: 'now', confirmed: 'now', tracking: { network: 'adnet', sub1: 's1' } });
  const u2 = await user({ signup: 'now', tracking: { network: 'adnet', sub1: 's2' } });
  const u3 = await user({
    signup: hours(since, 1),
    confirmed: hours(since, 2),
    tracking: { network: 'other' },
  });
  const u4 = await user({ signup: hours(since, -1), confirmed: 'now' });
  // A fictional profile is no signup.
  const fictional = await user({
    signup: 'now',
    confirmed: 'now',
    tracking: { network: 'adnet', sub1: 's1' },
  });
  await sql.query(
    `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, fictional)
     VALUES ($1, $2, 'Fictief', 'female', 'hetero', 'NL', true)`,
    [fictional, site],
  );
  await order(u1, new Date(), 1000);
  await order(u1, new Date(), 500);
  await order(u4, hours(since, -2), 700);
  await order(u4, new Date(), 300, 'GBP', 100);
  await order(u3, hours(since, 3), 2000);
  await order(u2, null, 900);
  const conversation = (
    await sql.query(
      'INSERT INTO conversations (site_id, member_a, member_b) VALUES ($1, $2, $3) RETURNING id',
      [site, Math.min(u1, u2), Math.max(u1, u2)],
    )
  ).rows[0].id;
  let seq = 0;
  for (const at of [new Date(), new Date(), hours(since, 1), hours(since, -1)]) {
    seq += 1;
    await sql.query(
      `INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, credits, created_at)
       VALUES ($1, $2, $3, $4, 'text', 'Hoi', 0, $5)`,
      [conversation, seq, u1, crypto.randomUUID(), at],
    );
  }
  // One photo waits in inspection.
  await app.inject({
    method: 'POST',
    url: '/api/photos.php',
    payload: await pngImage(),
    headers: { cookie: admin.cookie, 'content-type': 'image/png' },
  });

  const dashboardOf = async (cookie: string): Promise<Dashboard> => {
    const answer = await app.inject({ url: '/api/admin/dashboard.php', headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().dashboard;
  };

  it('counts signups, activations, messages and first purchases of today and the last 30 days', async () => {
    const dashboard = await dashboardOf(admin.cookie);
    expect(dashboard.today).toEqual({ signups: 4, activations: 4, messages: 2 });
    expect(dashboard.last_30_days).toEqual({ signups: 5, activations: 5, messages: 3 });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0]).toMatchObject({ signups: 1, activations: 1, messages: 1, first_purchases: 1 });
    expect(dashboard.money).toEqual({
      today: {
        first_purchases: 1,
        revenue: [
          { currency: 'EUR', orders: 2, amount: 1500, refunded: 0 },
          { currency: 'GBP', orders: 1, amount: 300, refunded: 100 },
        ],
      },
      last_30_days: {
        first_purchases: 2,
        revenue: [
          { currency: 'EUR', orders: 3, amount: 3500, refunded: 0 },
          { currency: 'GBP', orders: 1, amount: 300, refunded: 100 },
        ],
      },
    });
    // The queues and inbox app.ts wires from their modules: one photo waits, nothing else.
    expect(dashboard.queues).toEqual([
      { queue: 'photos', open: 1, oldest_at: expect.any(String) },
      { queue: 'complaints', open: 0, oldest_at: null },
      { queue: 'flags', open: 0, oldest_at: null },
    ]);
    expect(dashboard.inbox).toMatchObject({ open: 0, oldest_at: null });
  });

  it('breaks signups and first purchases down by traffic network and sub id', async () => {
    const { traffic } = await dashboardOf(admin.cookie);
    expect(traffic?.last_30_days).toEqual([
      { network: null, sub_id: null, signups: 2, first_purchases: 0 },
      { network: 'adnet', sub_id: 's1', signups: 1, first_purchases: 1 },
      { network: 'other', sub_id: null, signups: 1, first_purchases: 1 },
      { network: 'adnet', sub_id: 's2', signups: 1, first_purchases: 0 },
    ]);
    expect(traffic?.today).toEqual([
      { network: null, sub_id: null, signups: 2, first_purchases: 0 },
      { network: 'adnet', sub_id: 's1', signups: 1, first_purchases: 1 },
      { network: 'adnet', sub_id: 's2', signups: 1, first_purchases: 0 },
    ]);
  });

  it('shows a moderator the counts and queues but no money or traffic figures', async () => {
    const answer = await app.inject({
      url: '/api/admin/dashboard.php',
      headers: { cookie: moderator.cookie },
    });
    const dashboard: Dashboard = answer.json().dashboard;
    expect(dashboard.today).toEqual({ signups: 4, activations: 4, messages: 2 });
    expect(dashboard.queues).toHaveLength(3);
    expect(dashboard.money).toBeNull();
    expect(dashboard.traffic).toBeNull();
    expect(dashboard.days.every((day) => day.revenue === null && day.first_purchases === null)).toBe(true);
    expect(answer.body).not.toMatch(/EUR|GBP|adnet/);
  });

  it('refuses members with 403 and no data', async () => {
    const member = await createActiveMember(app, db);
    const answer = await app.inject({ url: '/api/admin/dashboard.php', headers: { cookie: member.cookie } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'staff_only' });
  });

  it('shows the queues and inbox figures it is given', async () => {
    const oldest = new Date('2026-01-02T03:04:05Z');
    const dashboard = await dashboardFor(
      {
        db,
        clock: () => new Date(),
        sources: {
          queues: [{ queue: 'complaints', size: async () => ({ open: 3, oldest_at: oldest }) }],
          inbox: async (_sql, _site, from) => ({
            open: 2,
            oldest_at: oldest,
            answered: from < today ? 10 : 4,
            median_answer_seconds: 60,
            p90_answer_seconds: 300,
          }),
        },
      },
      { id: site, domain: 'localhost' },
      'moderator',
    );
    expect(dashboard.queues).toEqual([{ queue: 'complaints', open: 3, oldest_at: oldest.toISOString() }]);
    expect(dashboard.inbox).toEqual({
      open: 2,
      oldest_at: oldest.toISOString(),
      today: { answered: 4, median_answer_seconds: 60, p90_answer_seconds: 300 },
      last_30_days: { answered: 10, median_answer_seconds: 60, p90_answer_seconds: 300 },
    });
  });
});
