import type { SwipeAnswer, SwipeCard, SwipeState } from '@community/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCall, fakeApi } from './account-fake-api.ts';
import { noEntryWarning, REGIONS, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

// The reset time is shown in the member's own time zone.
beforeAll(() => {
  process.env.TZ = 'Europe/Amsterdam';
});

const RESETS_AT = '2026-11-03T00:00:00.000Z';

const card = (overrides: Partial<SwipeCard> = {}): SwipeCard => ({
  ...testTile({ id: 31, name: 'Eva', age: 34, region: 'NH' }),
  interests: ['travelling', 'kissing'],
  description: 'Ik hou van lange wandelingen.',
  ...overrides,
});
const lotte = card({ id: 32, name: 'Lotte', age: 29, region: 'UT', interests: [], description: null });

const state = (overrides: Partial<SwipeState> = {}): SwipeState => ({
  profile: card(),
  likes_left: 4,
  resets_at: RESETS_AT,
  ...overrides,
});

type Answer = { status?: number; body: unknown };

/** The fake server: GET answers `first`; each POST answers `answer(call)` (by default: Lotte next, one like less). */
function swipeApi(first: SwipeState, answer?: (call: FakeCall) => Answer | Promise<Answer>) {
  return fakeApi({
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/swipe.php': { body: first },
    'POST /api/swipe.php': (call) =>
      answer?.(call) ?? {
        body: {
          profile: lotte,
          likes_left:
            first.likes_left === null
              ? null
              : first.likes_left - ((call.body as { action: string }).action === 'like' ? 1 : 0),
          resets_at: RESETS_AT,
          match: null,
        } satisfies SwipeAnswer,
      },
  });
}

async function play(
  first: SwipeState,
  options: { answer?: Parameters<typeof swipeApi>[1]; paid?: boolean } = {},
) {
  const api = swipeApi(first, options.answer);
  const view = await renderApp('/swipe-game', {
    settings: noEntryWarning,
    user: testUser({ paid_user: options.paid ?? false }),
  });
  return { api, ...view };
}

const posts = (api: ReturnType<typeof fakeApi>) => api.to('POST /api/swipe.php').map((call) => call.body);
// The first screen waits for the lazily loaded page, on a busy machine too.
const evaHeading = () => screen.findByRole('heading', { level: 2, name: 'Eva, 34' }, { timeout: 5000 });
const lotteHeading = () => screen.findByRole('heading', { level: 2, name: 'Lotte, 29' });
const likeButton = (name = 'Eva') => screen.getByRole('button', { name: `${name} liken` });
const passButton = (name = 'Eva') => screen.getByRole('button', { name: `${name} overslaan` });

afterEach(() => {
  for (const input of document.querySelectorAll('input[data-test-input]')) input.remove();
});

describe('the swipe game', { timeout: 20_000 }, () => {
  it('shows one profile as a card: photo, name, age, place, interests and description', async () => {
    await play(state());
    await evaHeading();
    const article = screen.getByRole('article', { name: 'Eva, 34' });
    expect(within(article).getByRole('img', { name: 'Profielfoto van Eva' }).getAttribute('src')).toBe(
      '/photos/lotte.webp',
    );
    expect(await within(article).findByText('Noord-Holland · Nederland')).toBeTruthy();
    const interests = within(article).getByRole('list', { name: 'Interesses' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reizen', 'Zoenen']);
    expect(within(article).getByText('Ik hou van lange wandelingen.')).toBeTruthy();
    expect(within(article).queryByText('Fictief')).toBeNull();
    expect(screen.getByText(/druk op/).textContent).toBe(
      'Tip: druk op → om te liken en op ← om over te slaan, of sleep de kaart naar rechts of naar links.',
    );
    await waitFor(() => expect(document.title).toBe('Swipespel – Flirtlokaal'));
  });

  it('marks a fictional profile with the site icon', async () => {
    await play(state({ profile: card({ fictional: true }) }));
    await evaHeading();
    expect(within(screen.getByRole('article', { name: 'Eva, 34' })).getByText('Fictief')).toBeTruthy();
  });

  it('likes by button, then shows the next profile and one like less', async () => {
    const { api } = await play(state());
    await evaHeading();
    expect(screen.getByText('Nog 4 likes voor vandaag')).toBeTruthy();
    await userEvent.setup().click(likeButton());
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'like' }]);
    expect(screen.getByText('Nog 3 likes voor vandaag')).toBeTruthy();
    expect(screen.getByText('Je hebt Eva geliket.')).toBeTruthy();
  });

  it('passes by button without using a like', async () => {
    const { api } = await play(state());
    await evaHeading();
    await userEvent.setup().click(passButton());
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'pass' }]);
    expect(screen.getByText('Nog 4 likes voor vandaag')).toBeTruthy();
  });

  it('likes with the right arrow key and passes with the left one', async () => {
    const { api } = await play(state(), {
      answer: (call) => ({
        body: {
          ...state({ profile: (call.body as { action: string }).action === 'like' ? lotte : null }),
          match: null,
        },
      }),
    });
    await evaHeading();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await lotteHeading();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Er is even niemand meer' })).toBeTruthy();
    expect(posts(api)).toEqual([
      { id: 31, action: 'like' },
      { id: 32, action: 'pass' },
    ]);
  });

  it('leaves the arrow keys alone while the focus is in a form control', async () => {
    const { api } = await play(state());
    await evaHeading();
    const input = document.createElement('input');
    input.dataset.testInput = '';
    document.body.append(input);
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(posts(api)).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Eva, 34' })).toBeTruthy();
  });

  it('likes when the card is dragged to the right past the threshold; the card follows the pointer', async () => {
    const { api } = await play(state());
    await evaHeading();
    const article = screen.getByRole('article', { name: 'Eva, 34' });
    fireEvent.pointerDown(article, { pointerId: 1, clientX: 100, clientY: 300 });
    fireEvent.pointerMove(article, { pointerId: 1, clientX: 260, clientY: 310 });
    expect(article.style.transform).toContain('translateX(160px)');
    fireEvent.pointerUp(article, { pointerId: 1, clientX: 260, clientY: 310 });
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'like' }]);
  });

  it('passes on a drag to the left, and a short drag only snaps the card back', async () => {
    const { api } = await play(state());
    await evaHeading();
    const article = screen.getByRole('article', { name: 'Eva, 34' });
    fireEvent.pointerDown(article, { pointerId: 1, clientX: 300 });
    fireEvent.pointerMove(article, { pointerId: 1, clientX: 240 });
    fireEvent.pointerUp(article, { pointerId: 1, clientX: 240 });
    expect(article.style.transform).toContain('translateX(0px)');
    expect(posts(api)).toEqual([]);

    fireEvent.pointerDown(article, { pointerId: 2, clientX: 300 });
    fireEvent.pointerMove(article, { pointerId: 2, clientX: 150 });
    fireEvent.pointerUp(article, { pointerId: 2, clientX: 150 });
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'pass' }]);
  });

  it('lets the card slide without tilting when the system asks for reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      await play(state());
      await evaHeading();
      const article = screen.getByRole('article', { name: 'Eva, 34' });
      fireEvent.pointerDown(article, { pointerId: 1, clientX: 100 });
      fireEvent.pointerMove(article, { pointerId: 1, clientX: 180 });
      expect(article.style.transform).toBe('translateX(80px)');
      expect(article.style.transition).toBe('none');
    } finally {
      window.matchMedia = original;
    }
  });

  it('judges once on a double click', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = await play(state(), {
      answer: async () => {
        await held;
        return { body: { ...state({ profile: lotte, likes_left: 3 }), match: null } };
      },
    });
    await evaHeading();
    const button = likeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await act(async () => release());
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'like' }]);
  });

  it('shows the match modal when the like is returned, and the arrow keys do not judge behind it', async () => {
    const { api } = await play(state(), {
      answer: () => ({
        body: {
          ...state({ profile: lotte, likes_left: 3 }),
          match: { id: 31, name: 'Eva', main_image: card().main_image },
        },
      }),
    });
    await evaHeading();
    const user = userEvent.setup();
    await user.click(likeButton());
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { name: "It's a Match" })).toBeTruthy();
    expect(within(modal).getByText('Jij en Eva vinden elkaar leuk.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(posts(api)).toHaveLength(1);
  });

  it('at the daily limit says when liking is possible again, and passing goes on', async () => {
    const { api } = await play(state({ likes_left: 0 }));
    await evaHeading();
    expect(screen.getByText('Nog 0 likes voor vandaag')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeTruthy();
    expect(
      screen.getByText(
        'Gratis leden kunnen in het swipespel 4 likes per dag geven. Vanaf dinsdag 3 november om 01:00 kun je weer liken. Tot die tijd kun je gewoon verder met overslaan.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Onbeperkt liken met Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
    expect((likeButton() as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(posts(api)).toEqual([]);
    await user.click(passButton());
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'pass' }]);
  });

  it('shows the limit when the server refuses a like with swipe_limit_reached', async () => {
    const { api } = await play(state({ likes_left: 1 }), {
      answer: () => ({
        status: 403,
        body: { error: 'swipe_limit_reached', limit: 4, resets_at: '2026-11-04T00:00:00.000Z' },
      }),
    });
    await evaHeading();
    await userEvent.setup().click(likeButton());
    expect(await screen.findByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeTruthy();
    expect(screen.getByText(/Vanaf woensdag 4 november om 01:00 kun je weer liken\./)).toBeTruthy();
    expect(screen.getByText('Nog 0 likes voor vandaag')).toBeTruthy();
    // The same profile stays, to pass on.
    expect(screen.getByRole('heading', { level: 2, name: 'Eva, 34' })).toBeTruthy();
    expect(screen.queryByText(/Er is een fout opgetreden/)).toBeNull();
    expect(posts(api)).toEqual([{ id: 31, action: 'like' }]);
  });

  it('lifts the limit at the reset time without a reload', async () => {
    let gets = 0;
    fakeApi({
      'GET /api/regions.php': { body: { regions: REGIONS } },
      'GET /api/swipe.php': () => {
        gets += 1;
        // The reset is 4 s after the answer, not after the test began: a slow first render must not miss it.
        const resetsAt = new Date(Date.now() + 4000).toISOString();
        return { body: state(gets === 1 ? { likes_left: 0, resets_at: resetsAt } : {}) };
      },
    });
    await renderApp('/swipe-game', { settings: noEntryWarning, user: testUser() });
    await evaHeading();
    expect(await screen.findByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeTruthy();
    expect(await screen.findByText('Nog 4 likes voor vandaag', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeNull();
    expect((likeButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('formats the reset time in the interface language', async () => {
    swipeApi(state({ likes_left: 0 }));
    await renderApp('/swipe-game', { settings: noEntryWarning, user: testUser(), language: 'en' });
    expect(await screen.findByText(/You can like again from Tuesday 3 November at 01:00\./)).toBeTruthy();
  });

  it('shows no counter and no limit to a premium member', async () => {
    const { api } = await play(state({ likes_left: null }), { paid: true });
    await evaHeading();
    expect(screen.queryByText(/likes? voor vandaag/)).toBeNull();
    await userEvent.setup().click(likeButton());
    await lotteHeading();
    expect(posts(api)).toEqual([{ id: 31, action: 'like' }]);
    expect(screen.queryByText(/likes? voor vandaag/)).toBeNull();
    expect((likeButton('Lotte') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when nobody is left and leads to the member search', async () => {
    await play(state({ profile: null }));
    expect(await screen.findByRole('heading', { name: 'Er is even niemand meer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByRole('button', { name: /liken/ })).toBeNull();
  });

  it('sends a visitor to the login first', async () => {
    swipeApi(state());
    const { router } = await renderApp('/swipe-game', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/swipe-game');
  });
});
