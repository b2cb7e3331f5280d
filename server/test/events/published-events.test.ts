import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { likeHelpers } from '../discovery/like-helpers.ts';
import { createPaymentTestApp, paymentHelpers } from '../payments/payment-helpers.ts';
import { createMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';
import { recorder, startSubscribers } from './event-recorder.ts';

/* Decision 0045: the changes other modules may react to publish their domain events, once each. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
/** The jobs an event left for the test's recorder: one per publish, handled or not. */
const jobsOf = async (db: Database, event: string) =>
  Number(
    (await db.$client.query('SELECT count(*) FROM pgboss.job WHERE name = $1', [`${event}/test-recorder`]))
      .rows[0].count,
  );

describe('the events the modules publish', () => {
  it('a like publishes like.created; liking back publishes a second one and match.created; repeats publish nothing', async () => {
    const { app, db } = await createTestApp();
    const likes = recorder('like.created');
    const matches = recorder('match.created');
    await startSubscribers(db, [likes.entry, matches.entry]);
    const { member, call } = likeHelpers(app, db);
    const anna = await member({ gender: 'female', sexuality: 'hetero' });
    const bram = await member({ gender: 'male', sexuality: 'hetero' });
    const like = (from: typeof anna, to: typeof anna) =>
      call('POST', '/api/like.php', { cookie: from.cookie, payload: { id: to.id } });
    expect((await like(anna, bram)).statusCode).toBe(200);
    expect((await like(anna, bram)).statusCode).toBe(200);
    await waitFor(() =>
      expect(likes.received).toEqual([{ likerId: anna.id, likedId: bram.id, source: 'profile' }]),
    );
    expect(matches.received).toEqual([]);
    expect((await like(bram, anna)).json().match).toBe(true);
    await waitFor(() => expect(matches.received).toEqual([{ likerId: bram.id, likedId: anna.id }]));
    expect(await jobsOf(db, 'like.created')).toBe(2);
  }, 60_000);

  it('deleting an account publishes member.deleted', async () => {
    const { app, db } = await createTestApp();
    const deleted = recorder('member.deleted');
    await startSubscribers(db, [deleted.entry]);
    const member = await createMember(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie: member.cookie },
      payload: { password: member.form.password, reason: 'other' },
    });
    expect(answer.json()).toEqual({ ok: true });
    await waitFor(() => expect(deleted.received).toEqual([{ memberId: member.user.id }]));
  }, 60_000);

  it('an order that becomes paid publishes payment.paid once, however often its webhook comes', async () => {
    const { app, db, sandbox, webhooks } = await createPaymentTestApp();
    const paid = recorder('payment.paid');
    await startSubscribers(db, [paid.entry]);
    const { ordered, nlPackages, webhook } = paymentHelpers(app, db, sandbox);
    const [small] = await nlPackages();
    if (!small) throw new Error('the default site has no NL packages');
    const member = await createMember(app);
    const bought = await ordered(member.cookie, { package: small.id, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    expect((await webhook(bought.paymentId)).statusCode).toBe(200);
    await waitFor(() =>
      expect(paid.received).toEqual([
        {
          orderId: bought.order.id,
          memberId: member.user.id,
          credits: small.credits,
          amount: bought.order.amount,
          currency: 'EUR',
        },
      ]),
    );
    expect(await jobsOf(db, 'payment.paid')).toBe(1);
  }, 60_000);
});
