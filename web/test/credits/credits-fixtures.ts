import type { CreditPackage, Order } from '@community/contract';
import axe from 'axe-core';
import { expect } from 'vitest';
import type { CreditsOffer } from '../../src/features/credits/credits-api.ts';
import { type FakeAnswer, type FakeCall, fakeApi } from '../account-fake-api.ts';
import { noEntryWarning } from '../member-fixtures.ts';
import { testUser } from '../render-app.tsx';

/** Fixtures of the credits and transaction tests (docs/payments.md answers). */
export const PACKAGES: CreditPackage[] = [
  { id: 1, credits: 50, price: 999, currency: 'EUR', popular: false },
  { id: 2, credits: 120, price: 1999, currency: 'EUR', popular: true },
  { id: 3, credits: 300, price: 3999, currency: 'EUR', popular: false },
];

export const testOffer = (overrides: Partial<CreditsOffer> = {}): CreditsOffer => ({
  country: 'NL',
  packages: PACKAGES,
  // The checkout's methods; direct debit is offered by `direct_debit` (docs/payments.md).
  methods: ['ideal', 'creditcard', 'visa', 'mastercard', 'paypal'],
  repeat: null,
  direct_debit: false,
  ...overrides,
});

export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 41,
  package_id: 2,
  credits: 120,
  amount: 1999,
  list_amount: 1999,
  currency: 'EUR',
  method: 'ideal',
  status: 'open',
  discount: null,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  ...overrides,
});

/** Settings of these tests: no entry warning, and messages from €0.53 in NL (the default site's claim). */
export const creditsSettings = {
  ...noEntryWarning,
  minimum_message_costs: { NL: { costs: 0.53, currency: 'EUR' } },
};

/** A free member who signed up weeks ago (no time bonus, no welcome code). */
export const freeMember = (overrides: Parameters<typeof testUser>[0] = {}) => ({
  settings: creditsSettings,
  user: testUser(overrides),
});
export const paidMember = (credits = 40) => freeMember({ paid_user: true, credits });

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** The fake server with credits.php answering `offer` and order.php placing order 41. */
export function creditsApi(offer: CreditsOffer = testOffer(), routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/credits.php': { body: offer },
    'POST /api/order.php': (call) => ({
      body: {
        order: testOrder({ method: (call.body as { method: Order['method'] }).method }),
        checkout_url: 'https://checkout.example/pay/41',
      },
    }),
    ...routes,
  });
}

/**
 * The price as the locale writes it: tests compare against Intl, whose data differs between ICU versions, with
 * its (non-breaking) spaces as Testing Library reads them.
 */
export const money = (minor: number, currency: string, tag: string) =>
  new Intl.NumberFormat(tag, { style: 'currency', currency }).format(minor / 100).replace(/\s+/g, ' ');

export async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(' ')}`,
    ),
  ).toEqual([]);
}
