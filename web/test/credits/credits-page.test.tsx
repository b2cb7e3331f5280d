import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../account-fake-api.ts';
import { renderApp } from '../render-app.tsx';
import {
  creditsApi,
  creditsSettings,
  expectNoAxeViolations,
  freeMember,
  money,
  PACKAGES,
  paidMember,
  testOffer,
} from './credits-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const packageCard = (credits: string) => screen.getByRole('article', { name: credits });

describe('the credits page', () => {
  it('shows the packages with credits, price and cost per message, the popular one labelled; axe-clean', async () => {
    const api = creditsApi();
    await renderApp('/credits', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits kopen' })).toBeTruthy();
    const popular = await screen.findByRole('article', { name: '120 credits' });

    expect(within(popular).getByText('Meest gekozen')).toBeTruthy();
    expect(popular.className).toContain('border-primary');
    expect(within(popular).getByText('€ 19,99')).toBeTruthy();
    // 120 credits buy 24 messages of 5 credits: €19.99 / 24.
    expect(within(popular).getByText('€ 0,83 per bericht')).toBeTruthy();
    expect(within(packageCard('50 credits')).queryByText('Meest gekozen')).toBeNull();
    expect(within(packageCard('50 credits')).getByText('€ 9,99')).toBeTruthy();
    expect(screen.getByText('Vanaf € 0,53 per bericht')).toBeTruthy();
    expect(screen.getByText('Je hebt nu 10 credits.')).toBeTruthy();

    expect(within(popular).getByRole('link', { name: 'Kiezen 120 credits' }).getAttribute('href')).toBe(
      '/credits/2',
    );
    // The payment country goes with the call.
    expect(api.to('GET /api/credits.php')[0]?.query.get('country')).toBe('NL');
    await expectNoAxeViolations();
  });

  it('asks for the packages again on every visit, so a price an administrator changed shows at once', async () => {
    let offer = testOffer();
    creditsApi(offer, { 'GET /api/credits.php': () => ({ body: offer }) });
    const { router } = await renderApp('/credits', freeMember());
    expect(
      within(await screen.findByRole('article', { name: '120 credits' })).getByText('€ 19,99'),
    ).toBeTruthy();
    offer = testOffer({
      packages: PACKAGES.map((pkg) => (pkg.credits === 120 ? { ...pkg, price: 1799 } : pkg)),
    });
    await router.navigate('/pricing');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Credits kopen' })).toBeNull(),
    );
    await router.navigate('/credits');
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: '120 credits' })).getByText('€ 17,99')).toBeTruthy(),
    );
  });

  it.each([
    ['en', 'en-GB', 'EUR', '€19.99', '120 credits'],
    ['de', 'de-DE', 'EUR', null, '120 Credits'],
    ['pl', 'pl-PL', 'PLN', null, '120 kredytów'],
  ])('writes prices as the %s locale does', async (language, tag, currency, literal, name) => {
    const packages = PACKAGES.map((pkg) => ({ ...pkg, currency: currency as 'EUR' }));
    creditsApi(testOffer({ packages }));
    await renderApp('/credits', { ...freeMember(), language });
    const popular = await screen.findByRole('article', { name });
    const price = money(1999, currency, tag);
    if (literal) expect(price).toBe(literal);
    expect(within(popular).getByText(price)).toBeTruthy();
    expect(within(popular).getByText(new RegExp(money(1999 / 24, currency, tag)))).toBeTruthy();
  });

  it('labels the popular package in every language', async () => {
    creditsApi();
    await renderApp('/credits', { ...freeMember(), language: 'en' });
    expect(
      within(await screen.findByRole('article', { name: '120 credits' })).getByText('Most popular'),
    ).toBeTruthy();
  });

  it('names the methods to pay with, direct debit only when the member may use it', async () => {
    creditsApi(testOffer({ direct_debit: true }));
    const first = await renderApp('/credits', freeMember());
    const names = async () =>
      within(await screen.findByRole('region', { name: 'Betaalmethoden' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(await names()).toEqual([
      'iDEAL',
      'Creditcard',
      'Visa',
      'Mastercard',
      'PayPal',
      'Automatische incasso',
    ]);
    first.unmount();

    creditsApi(testOffer({ direct_debit: false }));
    await renderApp('/credits', freeMember());
    expect(await names()).toEqual(['iDEAL', 'Creditcard', 'Visa', 'Mastercard', 'PayPal']);
  });

  it('offers a paid member the last package and method again', async () => {
    creditsApi(testOffer({ repeat: { package_id: 3, method: 'ideal' } }));
    await renderApp('/credits', paidMember());
    const block = await screen.findByRole('region', { name: 'Snel opnieuw bestellen' });
    expect(within(block).getByText('Je laatste bestelling: 300 credits met iDEAL.')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Opnieuw bestellen' }).getAttribute('href')).toBe(
      '/credits/repeat-order',
    );
  });

  it('shows no repeat block without a previous order', async () => {
    creditsApi();
    await renderApp('/credits', freeMember());
    await screen.findByRole('article', { name: '120 credits' });
    expect(screen.queryByRole('region', { name: 'Snel opnieuw bestellen' })).toBeNull();
  });

  it('has the discount code field', async () => {
    creditsApi();
    await renderApp('/credits', freeMember());
    await screen.findByRole('article', { name: '120 credits' });
    expect(screen.getByRole('textbox', { name: 'Kortingscode' })).toBeTruthy();
  });

  it('offers a retry when loading fails, and says when nothing is for sale', async () => {
    let answer: { status?: number; body: unknown } = { status: 429, body: { error: 'rate_limited' } };
    creditsApi(testOffer(), { 'GET /api/credits.php': () => answer });
    await renderApp('/credits', freeMember());
    expect(await screen.findByText('Te veel pogingen. Wacht even en probeer het opnieuw.')).toBeTruthy();
    answer = { body: testOffer({ packages: [] }) };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Er zijn op dit moment geen pakketten beschikbaar.')).toBeTruthy();
  });

  it('sends a visitor to the login and back', async () => {
    const api = fakeApi();
    const { router } = await renderApp('/credits', { settings: creditsSettings });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/credits');
    expect(api.to('GET /api/credits.php')).toHaveLength(0);
  });
});
