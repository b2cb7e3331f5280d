import type { AdminOrderDetail, AdminPackage, StaffSession } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi } from './account-fake-api.ts';
import { expectNoAxeViolations } from './credits/credits-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const staff: StaffSession = {
  role: 'administrator',
  enrolled: true,
  verified: true,
  expires_at: '2026-11-27T18:00:00.000Z',
};
const admin = { settings: noEntryWarning, user: testUser({ moderator: true }), language: 'en' };
const session = { 'GET /api/admin/session.php': { body: { staff } } };

const pkg = (overrides: Partial<AdminPackage>): AdminPackage => ({
  id: 1,
  site_id: 1,
  country: 'NL',
  currency: 'EUR',
  credits: 50,
  price: 999,
  popular: false,
  position: 0,
  active: true,
  orders: 0,
  ...overrides,
});

describe('the packages screen', () => {
  it('lists the packages and saves a new price in cents; axe-clean', { timeout: 40_000 }, async () => {
    let packages = [
      pkg({}),
      pkg({ id: 2, credits: 125, price: 1999, popular: true, position: 1, orders: 3 }),
    ];
    const answer = () => ({
      body: { site_id: 1, sites: [{ id: 1, domain: 'localhost' }], packages, false_claims: [] },
    });
    const api = fakeApi({
      ...session,
      'GET /api/admin/packages.php': answer,
      'POST /api/admin/package.php': (call) => {
        const body = call.body as { id: number; price: number };
        packages = packages.map((p) => (p.id === body.id ? { ...p, price: body.price } : p));
        return answer();
      },
    });
    await renderApp('/admin/packages', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages and prices' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 125 credits (NL)' }));
    const editor = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
    const price = within(editor).getByLabelText('Price in EUR');
    expect((price as HTMLInputElement).value).toBe('19.99');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(price.getAttribute('aria-invalid') ?? price.className).toMatch(/true|is-invalid/);
    await user.clear(price);
    await user.type(price, '17,99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('125 credits (NL) was saved.')).toBeTruthy();
    expect(api.to('POST /api/admin/package.php').map((call) => call.body)).toEqual([
      { action: 'update', id: 2, credits: 125, price: 1799, popular: true, position: 1 },
    ]);
    expect(screen.getByText('€17.99')).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('the discount codes screen', () => {
  it('creates a batch and offers its CSV', async () => {
    const api = fakeApi({
      ...session,
      'GET /api/admin/codes.php': { body: { codes: [], batches: [] } },
      'POST /api/admin/codes.php': { status: 201, body: { codes: [], batch_id: 7 } },
    });
    await renderApp('/admin/codes', admin);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Prefix'), 'WK26-');
    const count = screen.getByLabelText('Number of codes');
    await user.clear(count);
    await user.type(count, '25');
    await user.selectOptions(screen.getByLabelText('Validity'), 'Once per member');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(api.to('POST /api/admin/codes.php')).toHaveLength(1));
    expect(api.to('POST /api/admin/codes.php')[0]?.body).toEqual({
      kind: 'batch',
      prefix: 'WK26-',
      count: 25,
      value_percentage: 10,
      validity: 'once_per_user',
      every_site: false,
      country: null,
      currency: null,
      minimum_order_value: null,
      expires_at: null,
    });
    const link = await screen.findByRole('link', { name: 'Download as CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/code-batch.php?id=7');
  });
});

const orderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  order: {
    id: 41,
    site_id: 1,
    member_id: 9,
    member_email: 'anna@example.nl',
    package_id: 2,
    credits: 125,
    list_amount: 1999,
    amount: 1999,
    currency: 'EUR',
    method: 'ideal',
    country: 'NL',
    discount_code: null,
    provider: 'sandbox',
    payment_id: 'sbx_abc',
    status: 'paid',
    refunded_amount: 0,
    charged_back_amount: 0,
    credits_taken_back: 0,
    created_at: '2026-11-27T10:00:00.000Z',
    paid_at: '2026-11-27T10:01:00.000Z',
  },
  ledger: [
    { id: 1, amount: 125, reason: 'purchase', reference: 'order:41', created_at: '2026-11-27T10:01:00.000Z' },
  ],
  refunds: [],
  member: { credits: 135, credit_debt: 0 },
  refundable: 1999,
  refund_supported: true,
  ...overrides,
});

describe('the orders screen', () => {
  async function openOrder(refundAnswer: () => Promise<{ status?: number; body: unknown }>) {
    const api = fakeApi({
      ...session,
      'GET /api/admin/orders.php': { body: { orders: [orderDetail().order] } },
      'GET /api/admin/order.php': { body: orderDetail() },
      'POST /api/admin/order-refund.php': refundAnswer,
    });
    await renderApp('/admin/orders', admin);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Order number/), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Open order 41' }));
    expect(await screen.findByRole('heading', { name: 'Order 41' })).toBeTruthy();
    expect(screen.getByText('order:41')).toBeTruthy();
    return { api, user };
  }

  it('refunds once for a double click, with one client_id, and shows the ledger entry', async () => {
    const held = deferred<{ body: unknown }>();
    const { api, user } = await openOrder(() => held.promise);
    await user.clear(screen.getByLabelText('Amount in EUR'));
    await user.type(screen.getByLabelText('Amount in EUR'), '10');
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Asked by mail');
    const refund = screen.getByRole('button', { name: 'Refund' });
    await user.click(refund);
    await user.click(refund);
    expect(api.to('POST /api/admin/order-refund.php')).toHaveLength(1);
    const body = api.to('POST /api/admin/order-refund.php')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 41, amount: 1000, reason: 'Asked by mail' });
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    held.resolve({
      body: orderDetail({
        ledger: [
          ...orderDetail().ledger,
          {
            id: 2,
            amount: -63,
            reason: 'refund',
            reference: 'order:41:1000',
            created_at: '2026-11-27T11:00:00.000Z',
          },
        ],
        refundable: 999,
      }),
    });
    expect(await screen.findByText('€10.00 was refunded and booked in the ledger.')).toBeTruthy();
    expect(screen.getByText('order:41:1000')).toBeTruthy();
    expect(
      within(screen.getByText('order:41:1000').closest('tr') as HTMLElement).getByText('-63'),
    ).toBeTruthy();
  });

  it('says so in words when the provider failed the refund', async () => {
    const { user } = await openOrder(async () => ({ status: 502, body: { error: 'refund_failed' } }));
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Outage test');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(
        'The payment provider did not carry out the refund. Nothing was refunded or booked; please try again later.',
      ),
    ).toBeTruthy();
  });
});
