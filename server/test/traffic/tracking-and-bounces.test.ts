import crypto from 'node:crypto';
import { normaliseTracking, trackingFromQuery } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { purgePageBounces } from '../../src/modules/traffic/page-bounces.ts';
import { createMember, signupForm } from '../support/members.ts';
import { changeSites } from '../support/sites.ts';
import { createTestApp } from '../support/test-app.ts';

/** Tracking normalised on its way to the account; the `lb` page-bounce log (issue 24, decision 0064). */
describe('tracking and page bounces', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;

  it('normalises tracking from a URL of any path: trimmed, safe characters, at most 100, aliases mapped', () => {
    for (const entry of ['/landers/gallery/x', '/members/5/landing', '/']) {
      const url = new URL(
        `https://site.example${entry}?aff_sub=%20ban%3Cscript%3Ener%207%20&network=Net%26One&ref=${'a'.repeat(120)}`,
      );
      expect(trackingFromQuery(url.searchParams)).toEqual({
        sub1: 'banscriptner7',
        network: 'NetOne',
        ref: 'a'.repeat(100),
      });
    }
    expect(normaliseTracking({ network: ' <> ', sub2: 'ok' })).toEqual({ sub2: 'ok' });
    expect(normaliseTracking({ network: '"\'' })).toBeUndefined();
  });

  it('stores the tracking with the account normalised, whatever the client sent', async () => {
    const { user } = await createMember(app, {
      tracking: { network: ' netone ', sub1: 'a b<c>', sub3: '&&' },
    });
    const { rows } = await sql.query('SELECT tracking FROM users WHERE id = $1', [user.id]);
    expect(rows[0].tracking).toEqual({ network: 'netone', sub1: 'abc' });
  });

  it('does not take a network of only unsafe characters as a traffic source', async () => {
    await changeSites(db, "UPDATE sites SET signups = 'with_trafficsource'");
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: signupForm({ tracking: { network: '<>' } }),
        remoteAddress: '10.3.3.3',
      });
      expect(answer.json()).toEqual({ error: 'signups_closed' });
    } finally {
      await changeSites(db, "UPDATE sites SET signups = 'all'");
    }
  });

  const beacon = (payload: object, remoteAddress = '10.4.4.4') =>
    app.inject({ method: 'POST', url: '/api/page-bounce.php', payload, remoteAddress });

  it('records a visit once with its longest time, the path without its query, and no address', async () => {
    const visit_id = crypto.randomUUID();
    const base = {
      visit_id,
      entry_path: '/landers/gallery/x?aff_sub=7&email=a@b.c',
      network: 'netone',
      sub1: 'b 7',
    };
    expect((await beacon({ ...base, seconds: 4, signup_started: false })).statusCode).toBe(204);
    expect((await beacon({ ...base, seconds: 2, signup_started: true })).statusCode).toBe(204);
    const { rows } = await sql.query('SELECT * FROM page_bounces WHERE visit_id = $1', [visit_id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entry_path: '/landers/gallery/x',
      network: 'netone',
      sub1: 'b7',
      seconds: 4,
      signup_started: true,
    });
    expect(JSON.stringify(rows[0])).not.toContain('10.4.4.4');
  });

  it('refuses a broken beacon with nothing stored, and slows down a flood from one address', async () => {
    const before = (await sql.query('SELECT count(*)::int AS n FROM page_bounces')).rows[0].n;
    for (const broken of [
      { visit_id: 'nope', entry_path: '/', seconds: 1, signup_started: false },
      { visit_id: crypto.randomUUID(), entry_path: '/', seconds: -1, signup_started: false },
      { visit_id: crypto.randomUUID(), entry_path: '', seconds: 1, signup_started: false },
    ]) {
      const answer = await beacon(broken, '10.5.5.5');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe('validation_failed');
    }
    expect((await sql.query('SELECT count(*)::int AS n FROM page_bounces')).rows[0].n).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const payload = { visit_id: crypto.randomUUID(), entry_path: '/', seconds: 1, signup_started: false };
      statuses.push((await beacon(payload, '10.6.6.6')).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('purges page bounces older than 30 days', async () => {
    const old = crypto.randomUUID();
    await beacon({ visit_id: old, entry_path: '/', seconds: 1, signup_started: false }, '10.7.7.7');
    await sql.query(`UPDATE page_bounces SET created_at = now() - interval '31 days' WHERE visit_id = $1`, [
      old,
    ]);
    const kept = (await sql.query('SELECT count(*)::int AS n FROM page_bounces')).rows[0].n - 1;
    expect(await purgePageBounces(sql, new Date())).toBe(1);
    expect((await sql.query('SELECT count(*)::int AS n FROM page_bounces')).rows[0].n).toBe(kept);
  });
});
