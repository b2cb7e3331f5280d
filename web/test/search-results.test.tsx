import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from './render-app.tsx';
import { filtersOf, searchApi, searchSettings, searchTile, tiles } from './search-fixtures.ts';

// Pages of tiles render slowly on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const member = testUser();
async function open(path = '/members?gender=female&min_age=30') {
  const view = await renderApp(path, { settings: searchSettings(), user: member });
  await screen.findByRole('region', { name: 'Resultaten' });
  return view;
}
const results = () => screen.getByRole('region', { name: 'Resultaten' });
const similarResults = () => screen.getByRole('region', { name: 'Vergelijkbare resultaten' });
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link', { name: /^Lid / })
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('search results', { timeout: 20_000 }, () => {
  it('append page after page on "Show more", each profile once, with the focus on the first new one', async () => {
    // The server sends Lid 6 again at the start of page two: it is shown once.
    const pool = [...tiles(6), searchTile(6), ...tiles(8, 7)];
    const api = searchApi({ exact: pool, user: member });
    await open();
    expect(await within(results()).findByText('15 resultaten')).toBeTruthy();
    expect(names(results())).toEqual(tiles(6).map((tile) => `${tile.name}, 30`));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(names(results())).toHaveLength(11));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Lid 7, 30' }));
    await user.click(screen.getByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(names(results())).toHaveLength(14));
    expect(new Set(names(results())).size).toBe(14);
    expect(screen.queryByRole('button', { name: 'Meer tonen' })).toBeNull();

    const calls = api.to('GET /api/members.php');
    expect(calls.map((call) => call.query.get('cursor'))).toEqual([null, '6', '12']);
    expect(calls.map(filtersOf)).toEqual(Array(3).fill({ gender: 'female', min_age: '30' }));
  });

  it('load the next page by themselves when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observed)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observed.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          const at = observed.indexOf(this.entry);
          if (at >= 0) observed.splice(at, 1);
        }
      },
    );
    const scrollIntoView = () => {
      const watcher = observed.at(-1);
      if (!watcher?.target) throw new Error('nothing observed');
      watcher.callback(
        [{ isIntersecting: true, target: watcher.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    };
    searchApi({ exact: tiles(14), user: member });
    await open();
    await waitFor(() => expect(names(results())).toHaveLength(6));
    await waitFor(() => expect(observed).toHaveLength(1));
    scrollIntoView();
    await waitFor(() => expect(names(results())).toHaveLength(12));
    await waitFor(() => expect(observed).toHaveLength(1));
    scrollIntoView();
    await waitFor(() => expect(names(results())).toHaveLength(14));
    // The last page is in: nothing is watched any more.
    await waitFor(() => expect(observed).toHaveLength(0));
  });

  it('count "1000+" when counting stopped, and one result in the singular', async () => {
    const many = searchApi({ exact: tiles(1001), user: member });
    const first = await open();
    expect(await within(results()).findByRole('status')).toBeTruthy();
    await waitFor(() => expect(within(results()).getByRole('status').textContent).toBe('1.000+ resultaten'));
    expect(many.to('GET /api/members.php').some((call) => call.query.get('similar') === '1')).toBe(false);
    first.unmount();

    searchApi({ exact: tiles(1), user: member });
    await open();
    expect(await within(results()).findByText('1 resultaat')).toBeTruthy();
  });

  it('are followed by similar results, with their own count and pages, when the search finds few', async () => {
    // Lid 1 is both an exact and a similar result: it is shown once, among the exact ones.
    const api = searchApi({
      exact: tiles(3),
      similar: [searchTile(1), ...tiles(8, 100)],
      user: member,
    });
    await open();
    expect(await within(results()).findByText('3 resultaten')).toBeTruthy();
    const similar = await screen.findByRole('region', { name: 'Vergelijkbare resultaten' });
    expect(await within(similar).findByText('9 resultaten')).toBeTruthy();
    expect(names(similar)).toEqual(tiles(5, 100).map((tile) => `${tile.name}, 30`));

    const user = userEvent.setup();
    await user.click(within(similar).getByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(names(similarResults())).toHaveLength(8));
    expect(names(results())).toEqual(['Lid 1, 30', 'Lid 2, 30', 'Lid 3, 30']);

    const similarCalls = api.to('GET /api/members.php').filter((call) => call.query.get('similar') === '1');
    expect(similarCalls.map(filtersOf)).toEqual(
      Array(2).fill({ gender: 'female', min_age: '30', similar: '1' }),
    );
  });

  it('ask for no similar results when the search finds enough', async () => {
    const api = searchApi({ exact: tiles(12), similar: tiles(3, 100), user: member });
    await open();
    expect(await within(results()).findByText('12 resultaten')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vergelijkbare resultaten' })).toBeNull();
    expect(api.to('GET /api/members.php').every((call) => call.query.get('similar') !== '1')).toBe(true);
  });

  it('say so when nobody matches, not even roughly', async () => {
    searchApi({ exact: [], similar: [], user: member });
    await open();
    expect(await within(results()).findByText('0 resultaten')).toBeTruthy();
    expect(
      screen.getByText(
        'Geen leden gevonden die aan je zoekopdracht voldoen. Probeer een ruimere leeftijd of een andere regio.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Vergelijkbare resultaten' })).toBeNull(),
    );
  });

  it('show each profile as a tile with its like button, and a badge on a match', async () => {
    searchApi({
      exact: [
        searchTile(1),
        searchTile(2, { liked: true }),
        searchTile(3, { liked: true, match: true }),
        ...tiles(10, 4),
      ],
      user: member,
    });
    await open();
    const link = await within(results()).findByRole('link', { name: 'Lid 1, 30' });
    expect(link.getAttribute('href')).toBe('/members/1');
    const tile = (id: number) => within(results()).getAllByRole('listitem')[id - 1] as HTMLElement;
    expect(within(tile(1)).getByRole('button', { name: 'Lid 1 liken' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(
      within(tile(2)).getByRole('button', { name: 'Lid 2 niet meer liken' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(tile(3)).getByText('Match')).toBeTruthy();
    expect(within(tile(1)).queryByText('Match')).toBeNull();
    expect(within(tile(2)).queryByText('Match')).toBeNull();
  });

  it('show a failed search with its reason and a way to try again', async () => {
    let fail = true;
    const pool = tiles(14);
    const api = searchApi(
      { exact: pool, user: member },
      {
        'GET /api/members.php': () =>
          fail
            ? { status: 400, body: { error: 'validation_failed' } }
            : { body: { profiles: pool.slice(0, 6), next_cursor: '6', count: 14, count_capped: false } },
      },
    );
    await open();
    expect(await screen.findByText('Een deel van de ingevulde gegevens is niet geldig.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(results()).findByText('14 resultaten')).toBeTruthy();
    expect(api.to('GET /api/members.php')).toHaveLength(2);
  });
});
