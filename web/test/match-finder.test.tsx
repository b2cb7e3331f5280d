import type { DiscoveryTile, SearchResponse } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning, REGIONS, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const lotte: DiscoveryTile = { ...testTile(), liked: false, match: false };

function finderApi(profiles: DiscoveryTile[] = [lotte]) {
  return fakeApi({
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/members.php': {
      body: {
        profiles,
        next_cursor: null,
        count: profiles.length,
        count_capped: false,
      } satisfies SearchResponse,
    },
    'POST /api/like.php': (call) => ({
      body: {
        liked: true,
        match: false,
        profile: { id: (call.body as { id: number }).id, name: 'Lotte', main_image: null },
      },
    }),
  });
}

/** Sanne: a woman looking for men (hetero), in Noord-Holland. */
const sanne = (profile: Partial<ReturnType<typeof testUser>['profile']> = {}) =>
  testUser({ profile: { ...testUser().profile, ...profile } });

// The first screen waits for the lazily loaded page, on a busy machine too.
const step = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const next = () => screen.getByRole('button', { name: 'Volgende' });

describe('the match finder', { timeout: 20_000 }, () => {
  it('starts from what the member looks for and ends with suggestions for the chosen genders, ages and region', async () => {
    const api = finderApi();
    await renderApp('/match-finder', { settings: noEntryWarning, user: sanne() });
    const user = userEvent.setup();

    await step('Naar wie ben je op zoek?');
    expect(screen.getByText('Stap 1 van 3')).toBeTruthy();
    const genders = screen.getByRole('group', { name: 'Laat me zien' });
    expect((within(genders).getByRole('checkbox', { name: 'Mannen' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(genders).getByRole('checkbox', { name: 'Vrouwen' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(within(genders).getByRole('checkbox', { name: 'Vrouwen' }));
    await user.click(next());

    const ages = await step('Welke leeftijd?');
    expect(document.activeElement).toBe(ages);
    expect(screen.getByText('Stap 2 van 3')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Van' }), '25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tot en met' }), '40');
    await user.click(next());

    await step('Waar wonen ze?');
    const country = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
    expect(country.value).toBe('NL');
    const region = (await screen.findByRole('combobox', { name: 'Provincie' })) as HTMLSelectElement;
    expect(region.value).toBe('');
    expect(within(region).getByRole('option', { name: 'Overal in het land' })).toBeTruthy();
    await user.selectOptions(region, 'UT');
    expect(api.to('GET /api/members.php')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Toon mijn matches' }));

    const results = await step('Leden die bij je passen');
    await waitFor(() => expect(document.activeElement).toBe(results));
    expect(await screen.findByRole('link', { name: 'Lotte, 29' })).toBeTruthy();
    const [search] = api.to('GET /api/members.php');
    expect(Object.fromEntries(search?.query ?? [])).toEqual({
      country: 'NL',
      countryregion: 'UT',
      min_age: '25',
      max_age: '40',
    });
    expect(screen.getByRole('link', { name: 'Alle resultaten bekijken (1)' }).getAttribute('href')).toBe(
      '/members?gender=&country=NL&countryregion=UT&min_age=25&max_age=40',
    );

    await user.click(screen.getByRole('button', { name: 'Lotte liken' }));
    await waitFor(() =>
      expect(api.to('POST /api/like.php').map((call) => call.body)).toEqual([
        { id: 21, source: 'match_finder' },
      ]),
    );
  });

  it('asks for one gender only when the member chose one, and works with the keyboard alone', async () => {
    const api = finderApi();
    await renderApp('/match-finder', {
      settings: noEntryWarning,
      user: sanne({ gender: 'male', sexuality: 'gay' }),
    });
    const user = userEvent.setup();
    /** Tabs forward to the control with this name (keyboard only, as a person without a mouse would). */
    const tabTo = async (role: 'button' | 'checkbox' | 'combobox', name: string) => {
      for (let presses = 0; presses < 40; presses++) {
        if (document.activeElement === screen.queryByRole(role, { name })) return;
        await user.tab();
      }
      throw new Error(`${name} not reached with Tab`);
    };
    await step('Naar wie ben je op zoek?');
    expect((screen.getByRole('checkbox', { name: 'Mannen' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Vrouwen' }) as HTMLInputElement).checked).toBe(false);
    await tabTo('button', 'Volgende');
    await user.keyboard('{Enter}');
    await step('Welke leeftijd?');
    await tabTo('button', 'Volgende');
    await user.keyboard('{Enter}');
    await step('Waar wonen ze?');
    await tabTo('combobox', 'Land');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), '');
    expect(screen.queryByRole('combobox', { name: 'Provincie' })).toBeNull();
    await tabTo('button', 'Toon mijn matches');
    await user.keyboard('{Enter}');
    await step('Leden die bij je passen');
    await waitFor(() => expect(api.to('GET /api/members.php')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/members.php')[0]?.query ?? [])).toEqual({
      gender: 'male',
      min_age: '18',
      max_age: '99',
    });
  });

  it('needs at least one gender and an age range that is not upside down', async () => {
    finderApi();
    await renderApp('/match-finder', { settings: noEntryWarning, user: sanne() });
    const user = userEvent.setup();
    await step('Naar wie ben je op zoek?');
    await user.click(screen.getByRole('checkbox', { name: 'Mannen' }));
    await user.click(next());
    expect(await screen.findByText('Kies er minstens één.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Naar wie ben je op zoek?' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Vrouwen' }));
    expect(screen.queryByText('Kies er minstens één.')).toBeNull();
    await user.click(next());

    await step('Welke leeftijd?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Van' }), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tot en met' }), '30');
    await user.click(next());
    expect(await screen.findByText('De laagste leeftijd kan niet hoger zijn dan de hoogste.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Welke leeftijd?' })).toBeTruthy();
  });

  it('keeps the choice when going back, and from the suggestions back to the start', async () => {
    finderApi([]);
    await renderApp('/match-finder', { settings: noEntryWarning, user: sanne() });
    const user = userEvent.setup();
    await step('Naar wie ben je op zoek?');
    await user.click(next());
    await step('Welke leeftijd?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Van' }), '30');
    await user.click(next());
    await step('Waar wonen ze?');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await step('Welke leeftijd?');
    expect((screen.getByRole('combobox', { name: 'Van' }) as HTMLSelectElement).value).toBe('30');
    await user.click(next());
    await step('Waar wonen ze?');
    await user.click(screen.getByRole('button', { name: 'Toon mijn matches' }));
    expect(
      await screen.findByText(
        'We hebben geen leden gevonden voor deze keuze. Probeer een ruimere leeftijd of een andere regio.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Alle resultaten bekijken/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mijn keuze aanpassen' }));
    const first = await step('Naar wie ben je op zoek?');
    expect(document.activeElement).toBe(first);
  });
});
