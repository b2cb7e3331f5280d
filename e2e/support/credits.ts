import crypto from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import type { CreditPackage, Order } from '../../contract/src/index.ts';
import { expect } from './fixtures.ts';

/**
 * The member of `context` buys the smallest package with at least `credits` credits, as a purchase runs: the order
 * call, the provider's checkout (the sandbox's form, completed), and the webhook that credits it, waited for. The
 * payments journey walks the same path through the screens.
 */
export async function buyCredits(context: BrowserContext, credits: number): Promise<Order> {
  const offer = (await (await context.request.get('/api/credits.php')).json()) as {
    country: string | null;
    packages: CreditPackage[];
  };
  const pack = offer.packages
    .filter((each) => each.credits >= credits)
    .sort((a, b) => a.credits - b.credits)[0];
  if (!pack) throw new Error(`no package with ${credits} credits or more`);
  const placed = await context.request.post('/api/order.php', {
    data: {
      package: pack.id,
      method: 'ideal',
      client_id: crypto.randomUUID(),
      delivery_consent: true,
      ...(offer.country ? { country: offer.country } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, checkout_url } = (await placed.json()) as { order: Order; checkout_url: string };
  const paid = await context.request.post(checkout_url, { form: { outcome: 'paid' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  let settled = order;
  await expect
    .poll(async () => {
      const response = await context.request.get(`/api/order.php?id=${order.id}`);
      settled = ((await response.json()) as { order: Order }).order;
      return settled.status;
    })
    .toBe('paid');
  return settled;
}
