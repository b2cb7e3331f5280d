import { ORDER_POLL_INTERVAL_MS } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCheckout } from '../../src/features/credits/checkout-redirect.ts';
import { type FakeCall, fakeApi } from '../account-fake-api.ts';
import { renderApp, testUser } from '../render-app.tsx';
import { creditsApi, expectNoAxeViolations, freeMember, money, testOrder } from './credits-fixtures.ts';

vi.mock('../../src/features/credits/checkout-redirect.ts', () => ({ openCheckout: vi.fn() }));

beforeEach(() => vi.mocked(openCheckout).mockClear());
afterEach(() => vi.unstubAllGlobals());

const orderAnswer = (overrides: Parameters<typeof testOrder>[0]) => ({
  body: { order: testOrder(overrides) },
});

describe('the transaction page', () => {
  it('shows the payment being processed, asks again until it is paid, then the credits and the new balance', async () => {
    let status: 'pending' | 'paid' = 'pending';
    const member = freeMember({ credits: 10 });
    const api = fakeApi({
      'GET /api/order.php': () => orderAnswer({ status }),
      // Once paid, the member has the credits and is premium.
      'GET /api/user.php': () => ({
        body: { user: testUser(status === 'paid' ? { credits: 130, paid_user: true } : { credits: 10 }) },
      }),
    });
    await renderApp('/transactions/41', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Je betaling wordt verwerkt' })).toBeTruthy();
    expect(
      screen.getByText('Dit duurt meestal maar even. Deze pagina wordt vanzelf bijgewerkt.'),
    ).toBeTruthy();
    expect(api.to('GET /api/order.php')[0]?.query.get('id')).toBe('41');
    await expectNoAxeViolations();
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: /Premium worden/ })).toBeTruthy();

    status = 'paid';
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Betaling gelukt' },
        { timeout: ORDER_POLL_INTERVAL_MS + 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Er zijn 120 credits aan je account toegevoegd.')).toBeTruthy();
    expect(await screen.findByText('Je hebt nu 130 credits.')).toBeTruthy();
    // Premium now: the top bar offers Credits instead of Get Premium.
    expect(await within(nav).findByRole('link', { name: /^Credits/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Premium worden/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar je berichten' }).getAttribute('href')).toBe('/chats');
    expect(
      screen.getByRole('link', { name: 'Leden zoeken', hidden: false }).getAttribute('href'),
    ).toBeTruthy();
    expect(document.title).toBe('Betaling gelukt – Flirtlokaal');

    // Final: no more asking.
    const asked = api.to('GET /api/order.php').length;
    await new Promise((resolve) => setTimeout(resolve, ORDER_POLL_INTERVAL_MS + 200));
    expect(api.to('GET /api/order.php')).toHaveLength(asked);
  }, 20_000);

  it('offers a failed card payment again with the same card or PayPal, each a new order; axe-clean', async () => {
    const api = creditsApi(undefined, {
      'GET /api/order.php': orderAnswer({
        status: 'failed',
        method: 'creditcard',
        package_id: 3,
        credits: 300,
      }),
    });
    await renderApp('/transactions/41', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling mislukt' })).toBeTruthy();
    expect(
      screen.getByText('Je betaling is niet gelukt. Probeer het opnieuw of kies een andere betaalmethode.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' }).getAttribute('href')).toBe(
      '/credits/3',
    );
    await expectNoAxeViolations();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Betalen met PayPal' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/pay/41'));
    const [paypal] = api.to('POST /api/order.php').map((call: FakeCall) => call.body);
    // The retry is the purchase the member already consented to at the checkout: no box to tick again.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(paypal).toMatchObject({ package: 3, method: 'paypal', country: 'NL', delivery_consent: true });
  });

  it('retries a failed card payment with the same card', async () => {
    const api = creditsApi(undefined, {
      'GET /api/order.php': orderAnswer({ status: 'failed', method: 'visa' }),
    });
    await renderApp('/transactions/41', freeMember());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Opnieuw proberen met Visa' }));
    await waitFor(() => expect(api.to('POST /api/order.php')).toHaveLength(1));
    expect(api.to('POST /api/order.php')[0]?.body).toMatchObject({
      package: 2,
      method: 'visa',
      delivery_consent: true,
    });
  });

  it('offers another method after a failed iDEAL payment, and says so for a cancelled one', async () => {
    let status: 'failed' | 'canceled' = 'failed';
    fakeApi({ 'GET /api/order.php': () => orderAnswer({ status, method: 'ideal' }) });
    const first = await renderApp('/transactions/41', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling mislukt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /PayPal/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' }).getAttribute('href')).toBe(
      '/credits/2',
    );
    first.unmount();

    status = 'canceled';
    await renderApp('/transactions/41', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling mislukt' })).toBeTruthy();
    expect(screen.getByText('Je hebt de betaling geannuleerd. Er is niets afgeschreven.')).toBeTruthy();
  });

  it("is the 404 page for another member's order or none, and for an id that is no number", async () => {
    fakeApi({ 'GET /api/order.php': { status: 404, body: { error: 'not_found' } } });
    const { router } = await renderApp('/transactions/77', freeMember());
    expect(await screen.findByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    await router.navigate('/transactions/abc');
    expect(await screen.findByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeTruthy();
  });

  it('sends a visitor to the login and back', async () => {
    fakeApi();
    const { router } = await renderApp('/transactions/41', { settings: freeMember().settings });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/transactions/41');
  });
});

describe('the order list', () => {
  it('lists the orders with date, credits, amount and state', async () => {
    fakeApi({
      'GET /api/orders.php': {
        body: {
          orders: [
            testOrder({ id: 43, status: 'paid', amount: 1499, created_at: '2026-11-21T09:30:00.000Z' }),
            testOrder({ id: 42, status: 'canceled', package_id: 1, credits: 50, amount: 999 }),
          ],
        },
      },
    });
    await renderApp('/transactions', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bestellingen' })).toBeTruthy();
    const rows = await within(screen.getByRole('main')).findAllByRole('listitem');
    const date = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' })
      .format(new Date('2026-11-21T09:30:00.000Z'))
      .replace(/\s+/g, ' ');
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: date }).getAttribute('href')).toBe('/transactions/43');
    expect(first.getByText('120 credits')).toBeTruthy();
    expect(first.getByText(money(1499, 'EUR', 'nl-NL'))).toBeTruthy();
    expect(first.getByText('Betaald')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Geannuleerd')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says when there are none, with the way to the packages', async () => {
    fakeApi({ 'GET /api/orders.php': { body: { orders: [] } } });
    await renderApp('/transactions', freeMember());
    expect(await screen.findByText(/^Je hebt nog niets besteld\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
  });
});
