import { matchWebRoute } from '@community/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../account-fake-api.ts';
import { renderApp } from '../render-app.tsx';
import {
  creditsApi,
  creditsSettings,
  expectNoAxeViolations,
  freeMember,
  money,
  paidMember,
} from './credits-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the premium offer', () => {
  it('claims the better chance of a match, lists what premium gives and leads to the packages; axe-clean', async () => {
    fakeApi();
    await renderApp('/premium', freeMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Word premium lid' })).toBeTruthy();
    expect(screen.getByText('46% meer kans op een match')).toBeTruthy();
    const benefits = within(screen.getByRole('list', { name: 'Dit krijg je als premium lid' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(benefits).toEqual([
      'Onbeperkt chatten met zoveel leden als je wilt (gratis leden: 2 gesprekken)',
      "Tot 25 foto's op je profiel in plaats van 3",
      'De volledige chatgeschiedenis van al je gesprekken',
    ]);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Credits kopen' }).getAttribute('href'),
    ).toBe('/credits');
    expect(document.title).toBe('Word premium lid – Flirtlokaal');
    await expectNoAxeViolations();
  });

  it('tells a premium member they are one already', async () => {
    fakeApi();
    await renderApp('/premium', paidMember());
    expect(await screen.findByText('Je bent al premium lid. Bedankt!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meer credits kopen' })).toBeTruthy();
  });
});

describe('the pricing page', () => {
  it('shows a visitor what a message, photo and gift cost, from what price, and the way to the packages', async () => {
    const api = fakeApi();
    await renderApp('/pricing', { settings: creditsSettings });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarieven' })).toBeTruthy();
    const costs = screen.getByRole('region', { name: 'Wat kost het in credits?' });
    const terms = within(costs)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(costs)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Een bericht', 'Een foto', 'Een cadeau']);
    expect(values).toEqual(['5', '10', '20']);
    expect(within(costs).getByText(`Vanaf ${money(53, 'EUR', 'nl-NL')} per bericht`)).toBeTruthy();
    expect(screen.getByText('Log in om de pakketten en prijzen voor jouw land te zien.')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Credits kopen' }).getAttribute('href'),
    ).toBe('/credits');
    // The footer links here now.
    expect(screen.getByRole('contentinfo').querySelector('a[href="/pricing"]')).not.toBeNull();
    expect(api.to('GET /api/credits.php')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("shows a member their country's packages", async () => {
    creditsApi();
    await renderApp('/pricing', freeMember());
    const popular = await screen.findByRole('article', { name: '120 credits' });
    expect(within(popular).getByText('Meest gekozen')).toBeTruthy();
    expect(within(popular).getByText('€ 19,99')).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('the credits routes', () => {
  it('are served by their SPEC §2 names, ids being numbers', () => {
    expect(matchWebRoute('/credits')).toBe('credits');
    expect(matchWebRoute('/credits/repeat-order')).toBe('credits-repeat-order');
    expect(matchWebRoute('/credits/2')).toBe('credits-id-paymentmethod');
    expect(matchWebRoute('/credits/2/ideal')).toBe('credits-id-paymentmethod');
    expect(matchWebRoute('/credits/2/ideal/more')).toBeUndefined();
    expect(matchWebRoute('/transactions')).toBe('transactions-id');
    expect(matchWebRoute('/transactions/41')).toBe('transactions-id');
    expect(matchWebRoute('/transactions/abc')).toBeUndefined();
    expect(matchWebRoute('/pricing')).toBe('pricing');
    expect(matchWebRoute('/premium')).toBe('premium');
  });
});
