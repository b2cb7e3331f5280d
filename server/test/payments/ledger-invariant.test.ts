import { describe, expect, it } from 'vitest';
import { createRandom, seedOf } from '../../src/cli/demo/prng.ts';
import { chatHelpers, type Member } from '../chat/chat-helpers.ts';
import { createPaymentTestApp, paymentHelpers } from './payment-helpers.ts';

type Model = { credits: number; debt: number; paid: boolean; sent: number };
type PaidOrder = {
  member: Member;
  paymentId: string;
  credits: number;
  amount: number;
  returned: number;
  takenBack: number;
};

const STEPS = 300;
const MEMBERS = 8;

/**
 * A seeded random run of purchases (paid, failed, cancelled, completed in any order), spends (chat messages),
 * partial and full refunds and chargebacks and replayed webhooks, against a model of what each member should
 * hold. At the end every member's balance equals the ledger's sum and the model, and the debt the model's.
 */
describe('the ledger sum equals every balance after a randomized run', async () => {
  const { app, db, sandbox, webhooks } = await createPaymentTestApp();
  const { ordered, webhook, account } = paymentHelpers(app, db, sandbox);
  const chat = chatHelpers(app, db);
  const { rows: packages } = await db.$client.query<{ id: number; credits: number; price: number }>(
    `SELECT p.id::int AS id, p.credits, p.price FROM credit_packages p JOIN sites s ON s.id = p.site_id
     WHERE s.is_default AND p.country = 'NL' ORDER BY p.position`,
  );

  it('purchases, spends, refunds and chargebacks: every balance is its ledger, never below zero', async () => {
    const random = createRandom(seedOf('payments-ledger-run', 1));
    const friend = await chat.member();
    const members: Member[] = [];
    const model = new Map<number, Model>();
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await chat.member();
      members.push(member);
      model.set(member.id, { credits: 10, debt: 0, paid: false, sent: 0 });
    }
    const open: Array<{ member: Member; paymentId: string; credits: number; amount: number }> = [];
    const paid: PaidOrder[] = [];
    const counts = {
      order: 0,
      paid: 0,
      unpaid: 0,
      spend: 0,
      refused: 0,
      refund: 0,
      chargeback: 0,
      replay: 0,
      debt: 0,
    };
    const stateOf = (member: Member) => model.get(member.id) as Model;

    for (let step = 0; step < STEPS; step += 1) {
      const roll = random.next();
      if (roll < 0.22 || (open.length === 0 && roll < 0.45)) {
        const member = random.pick(members);
        const pkg = random.pick(packages);
        const placed = await ordered(member.cookie, {
          package: pkg.id,
          method: random.pick(['ideal', 'creditcard', 'paypal']),
        });
        open.push({ member, paymentId: placed.paymentId, credits: pkg.credits, amount: pkg.price });
        counts.order += 1;
      } else if (roll < 0.45) {
        const [next] = open.splice(random.int(0, open.length - 1), 1);
        if (!next) continue;
        const outcome = random.chance(0.7) ? 'paid' : random.pick(['failed', 'canceled'] as const);
        await sandbox.complete(next.paymentId, outcome);
        await webhooks();
        if (outcome === 'paid') {
          const state = stateOf(next.member);
          const payOff = Math.min(state.debt, next.credits);
          state.credits += next.credits - payOff;
          state.debt -= payOff;
          state.paid = true;
          paid.push({ ...next, returned: 0, takenBack: 0 });
          counts.paid += 1;
        } else counts.unpaid += 1;
      } else if (roll < 0.8) {
        const member = random.pick(members);
        const state = stateOf(member);
        const response = await chat.send(member, friend.id, `Stap ${step}`);
        if (!state.paid && state.sent >= 5) {
          expect(response.statusCode, response.body).toBe(403);
          counts.refused += 1;
        } else if (state.credits < 5) {
          expect([response.statusCode, response.json().error]).toEqual([402, 'insufficient_credits']);
          counts.refused += 1;
        } else {
          expect(response.statusCode, response.body).toBe(200);
          state.credits -= 5;
          state.sent += 1;
          expect(response.json().credits).toBe(state.credits);
          counts.spend += 1;
        }
      } else if (roll < 0.95) {
        const candidates = paid.filter((order) => order.returned < order.amount);
        if (candidates.length === 0) continue;
        const order = random.pick(candidates);
        const left = order.amount - order.returned;
        const amount = random.chance(0.3) ? left : random.int(1, left);
        const kind = random.chance(0.6) ? 'refund' : 'chargeback';
        expect(
          await (kind === 'refund' ? sandbox.dashboardRefund : sandbox.chargeBack)(order.paymentId, amount),
        ).toBe(true);
        await webhooks();
        const state = stateOf(order.member);
        const owed = Math.min(
          Math.ceil((order.credits * amount) / order.amount),
          order.credits - order.takenBack,
        );
        const taken = Math.min(owed, state.credits);
        state.credits -= taken;
        state.debt += owed - taken;
        if (owed > taken) counts.debt += 1;
        order.takenBack += owed;
        order.returned += amount;
        counts[kind] += 1;
      } else {
        const any = [...paid, ...open];
        if (any.length === 0) continue;
        expect((await webhook(random.pick(any).paymentId)).statusCode).toBe(200);
        counts.replay += 1;
      }
    }

    for (const member of [...members, friend]) {
      const expected = model.get(member.id) ?? { credits: 10, debt: 0 };
      const stored = await account(member.id);
      expect(stored.credits, `member ${member.id}`).toBe(stored.ledger);
      expect([stored.credits, stored.credit_debt], `member ${member.id}`).toEqual([
        expected.credits,
        expected.debt,
      ]);
      expect(stored.credits).toBeGreaterThanOrEqual(0);
    }
    const { rows: everyone } = await db.$client.query(
      `SELECT u.id FROM users u WHERE u.credits <> (SELECT coalesce(sum(amount), 0) FROM credit_ledger l WHERE l.user_id = u.id)`,
    );
    expect(everyone).toEqual([]);
    // The run did what it is for.
    expect(counts.paid).toBeGreaterThan(20);
    expect(counts.spend).toBeGreaterThan(50);
    expect(counts.refund + counts.chargeback).toBeGreaterThan(10);
    // Some of it came back after the credits were spent: a debt, paid off by later purchases.
    expect(counts.debt).toBeGreaterThan(0);
  }, 120_000);
});
