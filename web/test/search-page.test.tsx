import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRACKING_STORAGE_KEY } from '../src/features/signup/tracking.ts';
import { fakeApi } from './account-fake-api.ts';
import { REGIONS } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';
import { filtersOf, searchApi, searchSettings, tiles } from './search-fixtures.ts';

// Pages of tiles render slowly on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Leden zoeken' });
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
/** The calls of the exact search (a small result also asks for similar ones). */
const searchCalls = (api: ReturnType<typeof searchApi>) =>
  api.to('GET /api/members.php').filter((call) => call.query.get('similar') !== '1');
const main = () => within(screen.getByRole('main'));
const member = testUser();
const here = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the search filters', { timeout: 20_000 }, () => {
  it('start from the genders the member looks for, and search with them at once', async () => {
    const api = searchApi({ exact: tiles(3), user: member });
    await renderApp('/members', { settings: searchSettings(), user: member });
    await heading();
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    // Sanne is a hetero woman: she looks for men.
    expect(filtersOf(searchCalls(api)[0])).toEqual({ gender: 'male' });
    // The filter form loads lazily (decision 0069): it appears once its chunk is there.
    await waitFor(() => expect(select('Ik zoek').value).toBe('male'));
    await waitFor(() => expect(document.title).toBe('Leden zoeken – Flirtlokaal'));
  });

  it('look for both genders ("any") for a bi member', async () => {
    const bi = testUser({ profile: { ...member.profile, sexuality: 'bi' } });
    const api = searchApi({ exact: tiles(3), user: bi });
    await renderApp('/members', { settings: searchSettings(), user: bi });
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    expect(filtersOf(searchCalls(api)[0])).toEqual({});
    await waitFor(() => expect(select('Ik zoek').value).toBe(''));
  });

  it('are read from the URL, sent to the server, and survive a reload of what a search wrote there', async () => {
    const api = searchApi({ exact: tiles(3), user: member });
    const first = await renderApp('/members', { settings: searchSettings(), user: member });
    await heading();
    const user = userEvent.setup();
    await user.selectOptions(select('Ik zoek'), 'female');
    await user.selectOptions(select('Land'), 'NL');
    await user.selectOptions(await screen.findByLabelText('Provincie'), 'UT');
    await user.selectOptions(select('Minimumleeftijd'), '25');
    await user.selectOptions(select('Maximumleeftijd'), '40');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));

    const wanted = { gender: 'female', country: 'NL', countryregion: 'UT', min_age: '25', max_age: '40' };
    await waitFor(() => expect(filtersOf(searchCalls(api).at(-1))).toEqual(wanted));
    const url = here(first.router);
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual(wanted);
    first.unmount();

    const reloaded = searchApi({ exact: tiles(3), user: member });
    await renderApp(url, { settings: searchSettings(), user: member });
    await heading();
    await waitFor(() => expect(searchCalls(reloaded)).toHaveLength(1));
    expect(filtersOf(searchCalls(reloaded)[0])).toEqual(wanted);
    expect(select('Ik zoek').value).toBe('female');
    expect(select('Land').value).toBe('NL');
    expect((await screen.findByLabelText<HTMLSelectElement>('Provincie')).value).toBe('UT');
    expect(select('Minimumleeftijd').value).toBe('25');
    expect(select('Maximumleeftijd').value).toBe('40');
  });

  it('keep "any" gender in the URL', async () => {
    const api = searchApi({ exact: tiles(3), user: member });
    const { router } = await renderApp('/members?min_age=30&max_age=50', {
      settings: searchSettings(),
      user: member,
    });
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    expect(filtersOf(searchCalls(api)[0])).toEqual({ gender: 'male', min_age: '30', max_age: '50' });
    const user = userEvent.setup();
    await user.selectOptions(select('Ik zoek'), '');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toBe('?gender=&min_age=30&max_age=50'));
    await waitFor(() => expect(filtersOf(searchCalls(api).at(-1))).toEqual({ min_age: '30', max_age: '50' }));
  });

  it('refuse a minimum age above the maximum with a field error, as the server does, and search once it is put right', async () => {
    const api = searchApi({ exact: tiles(3), user: member });
    const { router } = await renderApp('/members?min_age=30&max_age=50', {
      settings: searchSettings(),
      user: member,
    });
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    const user = userEvent.setup();
    await user.selectOptions(select('Minimumleeftijd'), '60');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('De maximumleeftijd kan niet lager zijn dan de minimumleeftijd.');
    expect(select('Maximumleeftijd').getAttribute('aria-invalid')).toBe('true');
    expect(select('Maximumleeftijd').getAttribute('aria-describedby')).toBe(refusal.id);
    expect(document.activeElement).toBe(select('Maximumleeftijd'));
    // Nothing swapped, nothing searched: the URL and the search stay as they were.
    expect(select('Minimumleeftijd').value).toBe('60');
    expect(router.state.location.search).toBe('?min_age=30&max_age=50');
    expect(searchCalls(api)).toHaveLength(1);

    await user.selectOptions(select('Maximumleeftijd'), '70');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(filtersOf(searchCalls(api).at(-1))).toEqual({ gender: 'male', min_age: '60', max_age: '70' }),
    );
  });

  it('show a link with a minimum age above the maximum as refused, without asking the server', async () => {
    const api = searchApi({ exact: tiles(3), user: member });
    await renderApp('/members?min_age=50&max_age=30', { settings: searchSettings(), user: member });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De maximumleeftijd kan niet lager zijn dan de minimumleeftijd.',
    );
    expect(select('Minimumleeftijd').value).toBe('50');
    expect(select('Maximumleeftijd').value).toBe('30');
    expect(searchCalls(api)).toHaveLength(0);
  });

  it('show only the filters the site lists, and leave the others out of the search', async () => {
    const api = searchApi({ exact: tiles(3), user: member });
    await renderApp('/members?country=NL&countryregion=UT&min_age=30&max_age=40', {
      settings: searchSettings({ search_fields: ['min_age'] }),
      user: member,
    });
    await heading();
    const form = screen.getByRole('search', { name: 'Zoekfilters' });
    expect(within(form).getAllByRole('combobox')).toHaveLength(1);
    expect(within(form).getByLabelText('Minimumleeftijd')).toBeTruthy();
    expect(within(form).queryByLabelText('Land')).toBeNull();
    expect(within(form).queryByLabelText('Maximumleeftijd')).toBeNull();
    expect(within(form).queryByLabelText('Ik zoek')).toBeNull();
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    expect(filtersOf(searchCalls(api)[0])).toEqual({ gender: 'male', min_age: '30' });
  });

  it('offer the regions of the chosen country under its own term, and none without a country', async () => {
    searchApi({ exact: tiles(3), user: member });
    await renderApp('/members', { settings: searchSettings(), user: member });
    await heading();
    expect(screen.queryByLabelText('Provincie')).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(select('Land'), 'NL');
    const regions = await screen.findByLabelText<HTMLSelectElement>('Provincie');
    expect([...regions.options].map((option) => option.text)).toEqual([
      'Maakt niet uit',
      ...REGIONS.NL.regions.map((region) => region.name),
    ]);
    expect([...select('Land').options].map((option) => option.text)).toEqual([
      'Alle landen',
      'België',
      'Nederland',
    ]);
  });

  it('are cleared back to the defaults, with the results starting over at page one', async () => {
    const api = searchApi({ exact: tiles(8), user: member });
    const { router } = await renderApp('/members?gender=female&country=NL&min_age=25&network=ads', {
      settings: searchSettings(),
      user: member,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Lid / })).toHaveLength(8));
    await user.selectOptions(select('Maximumleeftijd'), '60');

    const before = searchCalls(api).length;
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?network=ads'));
    expect(select('Ik zoek').value).toBe('male');
    expect(select('Land').value).toBe('');
    expect(select('Minimumleeftijd').value).toBe('');
    expect(select('Maximumleeftijd').value).toBe('');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Lid / })).toHaveLength(6));
    const after = searchCalls(api).slice(before);
    expect(after.map(filtersOf)).toEqual([{ gender: 'male' }]);
    expect(after[0]?.query.get('cursor')).toBeNull();
  });

  it('reset what was chosen but not searched yet when cleared on the default search', async () => {
    const api = searchApi({ exact: tiles(8), user: member });
    await renderApp('/members', { settings: searchSettings(), user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Lid / })).toHaveLength(8));
    await user.selectOptions(select('Land'), 'BE');
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(select('Land').value).toBe('');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Lid / })).toHaveLength(6));
    expect(searchCalls(api).at(-1)?.query.get('cursor')).toBeNull();
  });
});

describe('search for visitors', { timeout: 20_000 }, () => {
  const loginNotice = async () => {
    await heading();
    expect(await screen.findByText('Log in of meld je gratis aan om leden te zoeken.')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/members')}`,
    );
    expect(main().getByRole('button', { name: 'Meld je gratis aan' })).toBeTruthy();
  };

  it('asks to log in or sign up where the site does not show search to visitors', async () => {
    const api = searchApi({ exact: tiles(3) });
    await renderApp('/members', { settings: searchSettings() });
    await loginNotice();
    expect(screen.queryByRole('search')).toBeNull();
    expect(searchCalls(api)).toHaveLength(0);
  });

  it('shows search to every visitor where the site allows it, with no gender chosen for them', async () => {
    const api = searchApi({ exact: tiles(3) });
    await renderApp('/members', { settings: searchSettings({ logged_out_search: true }) });
    await heading();
    expect(await screen.findByText('3 resultaten')).toBeTruthy();
    expect(filtersOf(searchCalls(api)[0])).toEqual({});
    await waitFor(() => expect(select('Ik zoek').value).toBe(''));
  });

  it('shows search to a visitor who came through a traffic source, sending the network along', async () => {
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'adnet', sub1: 'x' }));
    const api = searchApi({ exact: tiles(3) });
    await renderApp('/members', { settings: searchSettings({ logged_out_search_trafficsource: true }) });
    expect(await screen.findByText('3 resultaten')).toBeTruthy();
    expect(filtersOf(searchCalls(api)[0])).toEqual({ network: 'adnet' });
  });

  it('asks a visitor without a traffic source to log in where only traffic sources may search', async () => {
    const api = searchApi({ exact: tiles(3) });
    await renderApp('/members', { settings: searchSettings({ logged_out_search_trafficsource: true }) });
    await loginNotice();
    expect(searchCalls(api)).toHaveLength(0);
  });

  it('asks to log in when the server refuses the search with login_required', async () => {
    fakeApi({ 'GET /api/members.php': { status: 403, body: { error: 'login_required' } } });
    await renderApp('/members', { settings: searchSettings({ logged_out_search: true }) });
    await loginNotice();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('offers no signup where signups are closed', async () => {
    searchApi({ exact: tiles(3) });
    await renderApp('/members', { settings: searchSettings({ signups: 'none' }) });
    expect(await screen.findByText('Log in of meld je gratis aan om leden te zoeken.')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Inloggen' })).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Meld je gratis aan' })).toBeNull();
  });
});

describe('logging out on the search page', { timeout: 20_000 }, () => {
  it('goes home without asking the server to search as a visitor the site does not show search to', async () => {
    const api = searchApi(
      { exact: tiles(3), user: member },
      { 'GET /api/logout.php': { body: { ok: true } } },
    );
    const { router } = await renderApp('/members', {
      settings: searchSettings({ logged_out_search: false, logged_out_search_trafficsource: false }),
      user: member,
    });
    await waitFor(() => expect(searchCalls(api)).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sanne' }));
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(searchCalls(api)).toHaveLength(1);
  });
});
