import { discountedPrice, TIME_BONUS_CODE } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCheckout } from '../../src/features/credits/checkout-redirect.ts';
import { deferred } from '../account-fake-api.ts';
import { renderApp } from '../render-app.tsx';
import {
  creditsApi,
  expectNoAxeViolations,
  freeMember,
  money,
  paidMember,
  testOffer,
  testOrder,
} from './credits-fixtures.ts';

// Leaving for the provider's checkout is a full page load, which jsdom cannot do: record where it would go.
vi.mock('../../src/features/credits/checkout-redirect.ts', () => ({ openCheckout: vi.fn() }));

beforeEach(() => vi.mocked(openCheckout).mockClear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type OrderBody = {
  package: number;
  method: string;
  client_id: string;
  discount_code?: string;
  country?: string;
  delivery_consent?: boolean;
};
const bodies = (api: ReturnType<typeof creditsApi>) =>
  api.to('POST /api/order.php').map((call) => call.body as OrderBody);
const payButton = () => screen.getByRole('button', { name: /^Betaal / });
const CONSENT = /^Ik wil dat de credits direct aan mijn account worden toegevoegd\./;
const CONSENT_REQUIRED = 'Geef eerst toestemming voor directe levering.';
const consentBox = () => screen.getByRole('checkbox', { name: CONSENT }) as HTMLInputElement;

describe('buying a package', () => {
  it('is one order for a double click, and goes to the checkout; axe-clean', async () => {
    const answer = deferred<void>();
    const api = creditsApi(testOffer(), {
      'POST /api/order.php': async () => {
        await answer.promise;
        return { body: { order: testOrder(), checkout_url: 'https://checkout.example/pay/41' } };
      },
    });
    await renderApp('/credits/2', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pakket kopen' })).toBeTruthy();
    expect(
      within(await screen.findByRole('article', { name: '120 credits' })).getByText('€ 19,99'),
    ).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'iDEAL' }));
    expect(consentBox().checked).toBe(false);
    await user.click(consentBox());
    await user.dblClick(payButton());
    await user.click(payButton());
    answer.resolve();

    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/pay/41'));
    expect(openCheckout).toHaveBeenCalledTimes(1);
    const sent = bodies(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      package: 2,
      method: 'ideal',
      client_id: expect.stringMatching(UUID),
      country: 'NL',
      delivery_consent: true,
    });
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the client_id when the same choice is tried again after a refusal, and takes a new one for another', async () => {
    let refuse = true;
    const api = creditsApi(testOffer(), {
      'POST /api/order.php': (call) =>
        refuse
          ? { status: 429, body: { error: 'rate_limited' } }
          : {
              body: {
                order: testOrder(),
                checkout_url: `https://checkout.example/${(call.body as OrderBody).method}`,
              },
            },
    });
    await renderApp('/credits/2', freeMember());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Creditcard' }));
    await user.click(consentBox());
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
    );
    await user.click(payButton());
    await waitFor(() => expect(bodies(api)).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    refuse = false;
    await user.click(payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/paypal'));

    const [first, again, other] = bodies(api);
    expect(again?.client_id).toBe(first?.client_id);
    expect(other?.client_id).not.toBe(first?.client_id);
    expect(other?.method).toBe('paypal');
  });

  it('takes a new client_id after the provider failed the order (502), so the same choice can be tried again', async () => {
    // The 502's order is over (failed, or its payment never made because the server died): the same client_id
    // would only ever be answered 502 again (docs/payments.md).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let providerDown = true;
    const api = creditsApi(testOffer(), {
      'POST /api/order.php': (call) =>
        providerDown
          ? { status: 502, body: { error: 'payment_provider_unavailable' } }
          : {
              body: {
                order: testOrder(),
                checkout_url: `https://checkout.example/${(call.body as OrderBody).client_id}`,
              },
            },
    });
    await renderApp('/credits/2/creditcard', freeMember());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(payButton());
    // apiFetch tries a 5xx again (0.25 s doubling), then the member sees the error.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await screen.findByRole('alert');
    const failed = bodies(api);
    expect(new Set(failed.map((body) => body.client_id)).size).toBe(1);

    providerDown = false;
    await user.click(payButton());
    const again = await waitFor(() => {
      const sent = bodies(api)[failed.length];
      expect(sent).toBeDefined();
      return sent as OrderBody;
    });
    expect(again.client_id).toMatch(UUID);
    expect(again.client_id).not.toBe(failed[0]?.client_id);
    await waitFor(() =>
      expect(openCheckout).toHaveBeenCalledWith(`https://checkout.example/${again.client_id}`),
    );
  });

  it("shows the order's page instead of a checkout when the provider failed the order", async () => {
    const failed = testOrder({ status: 'failed', method: 'creditcard' });
    creditsApi(testOffer(), {
      'POST /api/order.php': { body: { order: failed, checkout_url: '' } },
      'GET /api/order.php': { body: { order: failed } },
    });
    const { router } = await renderApp('/credits/2/creditcard', freeMember());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/41'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling mislukt' })).toBeTruthy();
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('preselects the method in the path, and offers no direct debit at the checkout', async () => {
    const api = creditsApi();
    await renderApp('/credits/3/paypal', freeMember());
    const paypal = (await screen.findByRole('radio', { name: 'PayPal' })) as HTMLInputElement;
    expect(paypal.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Automatische incasso' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Automatische incasso instellen' })).toBeNull();
    const user = userEvent.setup();
    await user.click(consentBox());
    await user.click(payButton());
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    expect(bodies(api)[0]).toMatchObject({ package: 3, method: 'paypal' });
  });

  it('asks for a method before paying', async () => {
    const api = creditsApi();
    await renderApp('/credits/2', freeMember());
    await screen.findByRole('radio', { name: 'iDEAL' });
    const user = userEvent.setup();
    await user.click(consentBox());
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Kies eerst een betaalmethode.');
    expect(bodies(api)).toEqual([]);
  });

  it('asks for the consent to immediate delivery before paying, and sends nothing without it; axe-clean', async () => {
    const api = creditsApi();
    await renderApp('/credits/2', freeMember());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    expect(screen.getByRole('link', { name: 'Lees ons retourbeleid' }).getAttribute('href')).toBe(
      '/pages/return-policy',
    );
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CONSENT_REQUIRED);
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(consentBox().getAttribute('aria-describedby')).toBe(alert.id);
    await expectNoAxeViolations();
    expect(bodies(api)).toEqual([]);

    await user.click(consentBox());
    expect(screen.queryByText(CONSENT_REQUIRED)).toBeNull();
    await user.click(payButton());
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    expect(bodies(api)[0]).toMatchObject({ package: 2, method: 'ideal', delivery_consent: true });
  });

  it('names both a missing method and a missing consent at once', async () => {
    const api = creditsApi();
    await renderApp('/credits/2', freeMember());
    await screen.findByRole('radio', { name: 'iDEAL' });
    await userEvent.setup().click(payButton());
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Kies eerst een betaalmethode.',
        CONSENT_REQUIRED,
      ]),
    );
    expect(bodies(api)).toEqual([]);
  });

  it('says so for a package that is not for sale', async () => {
    creditsApi();
    await renderApp('/credits/99', freeMember());
    expect(await screen.findByText(/^Dit pakket bestaat niet of is niet meer te koop\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk alle pakketten' }).getAttribute('href')).toBe('/credits');
  });

  it('links to the direct-debit form when the member may use it', async () => {
    creditsApi(testOffer({ direct_debit: true }));
    const { router } = await renderApp('/credits/2', freeMember());
    const link = await screen.findByRole('link', { name: 'Automatische incasso instellen' });
    expect(link.getAttribute('href')).toBe('/directdebit?package=2');
    await router.navigate('/credits/1/sdd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/directdebit'));
    expect(router.state.location.search).toBe('?package=1');
  });
});

describe('a discount', () => {
  it('shows the list price struck through and the time-bonus price, and goes with the order', async () => {
    const api = creditsApi();
    // Signed up an hour ago and not paid: the time bonus runs (SPEC §4).
    const justSignedUp = new Date(Date.now() - 3600_000).toISOString();
    await renderApp('/credits', freeMember({ signup_date: justSignedUp, credits: 0 }));
    const popular = await screen.findByRole('article', { name: '120 credits' });
    const reduced = discountedPrice(1999, 25);
    expect(within(popular).getByText('€ 19,99').className).toContain('text-decoration-line-through');
    expect(within(popular).getByText(money(reduced, 'EUR', 'nl-NL'))).toBeTruthy();
    expect(within(popular).getByText('25% korting')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(popular).getByRole('link', { name: /^Kiezen/ }));
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    expect(payButton().textContent?.replace(/\s+/g, ' ')).toBe(`Betaal ${money(reduced, 'EUR', 'nl-NL')}`);
    await user.click(consentBox());
    await user.click(payButton());
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    expect(bodies(api)[0]).toMatchObject({ package: 2, method: 'ideal', discount_code: TIME_BONUS_CODE });
  });
});

describe('the repeat order', () => {
  it('buys the last package with the last method again with one button', async () => {
    const api = creditsApi(testOffer({ repeat: { package_id: 3, method: 'ideal' } }));
    await renderApp('/credits/repeat-order', paidMember(4));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opnieuw bestellen' })).toBeTruthy();
    expect(screen.getByText('Je hebt nu 4 credits.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: '300 credits' })).toBeTruthy();
    expect(screen.getByText('Betaalmethode: iDEAL')).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Nogmaals kopen' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/pay/41'));
    expect(bodies(api)).toHaveLength(1);
    expect(bodies(api)[0]).toMatchObject({
      package: 3,
      method: 'ideal',
      country: 'NL',
      delivery_consent: true,
    });
  });

  it('asks for the consent to immediate delivery before buying again, and sends nothing without it', async () => {
    const api = creditsApi(testOffer({ repeat: { package_id: 3, method: 'ideal' } }));
    await renderApp('/credits/repeat-order', paidMember(4));
    const buyAgain = await screen.findByRole('button', { name: 'Nogmaals kopen' });
    expect(consentBox().checked).toBe(false);
    await userEvent.setup().click(buyAgain);
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_REQUIRED);
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
    expect(bodies(api)).toEqual([]);
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('sends a member whose last order was by direct debit to its form again', async () => {
    const api = creditsApi(testOffer({ repeat: { package_id: 1, method: 'sdd' }, direct_debit: true }));
    await renderApp('/credits/repeat-order', paidMember());
    expect(await screen.findByText('Betaalmethode: Automatische incasso')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nogmaals kopen' }).getAttribute('href')).toBe(
      '/directdebit?package=1',
    );
    expect(api.to('POST /api/order.php')).toEqual([]);
  });

  it('points to the packages when there is nothing to repeat', async () => {
    creditsApi();
    await renderApp('/credits/repeat-order', freeMember());
    expect(await screen.findByText('Je hebt nog geen eerdere bestelling die je kunt herhalen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kies een pakket' }).getAttribute('href')).toBe('/credits');
  });
});
