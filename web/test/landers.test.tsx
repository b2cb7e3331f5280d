import type { LanderResponse } from '@community/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning, testTile } from './member-fixtures.ts';
import { renderApp } from './render-app.tsx';

/*
 * The landers' shared parts (decision 0061): the variant's copy or the lander's translated defaults, the site's
 * fictional icon on a fictional teaser and its warning under the lander, and the call to action into the signup.
 */
const lander = (overrides: Partial<LanderResponse['variant']> = {}, fictional = false): LanderResponse => ({
  lander: 'collagelanding',
  variant: {
    slug: null,
    audience: 'everyone',
    niche: 'she',
    headline: null,
    subline: null,
    call_to_action: null,
    ...overrides,
  },
  profiles: [testTile({ id: 1, name: 'Lotte', fictional }), testTile({ id: 2, name: 'Eva' })],
  regions: [],
  member_count: 1200,
});

describe('a lander', { timeout: 20_000 }, () => {
  it('shows the translated defaults, the niche line and no disclosure when nobody shown is fictional', async () => {
    const api = fakeApi({ 'GET /api/lander.php': { body: lander() } });
    await renderApp('/landers/collagelanding', { settings: noEntryWarning });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Zoveel mensen om te ontmoeten' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Vrouwen bij jou in de buurt')).toBeTruthy();
    expect(screen.getByText('Meer dan 1.200 leden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meld je gratis aan' })).toBeTruthy();
    expect(screen.queryByText('Fictief')).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).queryByText('Sommige profielen zijn fictief.')).toBeNull();
    const call = api.to('GET /api/lander.php')[0];
    expect([call?.query.get('lander'), call?.query.get('slug'), call?.query.get('locale')]).toEqual([
      'collagelanding',
      null,
      'nl',
    ]);
  });

  it('asks for the slug, shows the variant’s copy, discloses a fictional teaser, and opens the signup', async () => {
    const api = fakeApi({
      'GET /api/lander.php': {
        body: lander({ slug: 'spring', headline: 'Lente!', call_to_action: 'Doe mee' }, true),
      },
    });
    await renderApp('/landers/collagelanding/spring', { settings: noEntryWarning });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lente!' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(api.to('GET /api/lander.php')[0]?.query.get('slug')).toBe('spring');
    // The subline the variant lacks is the lander's own.
    expect(screen.getByText('Echte profielen, elke dag nieuwe gezichten. Wie valt jou op?')).toBeTruthy();
    const lotte = screen.getByRole('img', { name: 'Lotte, 29' }).closest('figure') as HTMLElement;
    expect(within(lotte).getByText('Fictief')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Sommige profielen zijn fictief.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Doe mee' }));
    expect(await screen.findByRole('dialog', { name: /aanmelden/i }, { timeout: 10_000 })).toBeTruthy();
  });
});
