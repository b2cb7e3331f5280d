import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatting, conversationApi, EVA, startChatTestClock } from './conversation-fixtures.ts';
import { memberApi, noEntryWarning, testProfile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

/*
 * SPEC §1 (decision 0058): a fictional profile always carries the site's disclosure where a member sees it — its
 * profile page, a tile, the chat header — in the texts the server sends for the member's language
 * (fictional_icon, fictional_warning), and a real member's never.
 */
vi.setConfig({ testTimeout: 20_000 });
const german = {
  fictional_icon: 'Fiktiv',
  fictional_warning: 'Einige Profile sind fiktiv. Ein persönliches Treffen ist nicht möglich.',
};

describe('the fictional-profile disclosure', () => {
  it.each([
    [true, 'shows'],
    [false, 'never shows'],
  ])('%s: the profile page and a related tile %s it', async (fictional) => {
    const tile = { id: 77, name: 'Lena', age: 30, country: 'NL', region: null, fictional, main_image: null };
    memberApi(testProfile({ fictional }), {}, [tile]);
    await renderApp(`/members/${EVA}`, { settings: { ...noEntryWarning, ...german }, user: testUser() });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Eva' }, { timeout: 15_000 });
    // The page's own notice (the footer's disclaimer names the warning on every page).
    const page = heading.closest('.container') as HTMLElement;
    expect(within(page).queryByText(german.fictional_warning) !== null).toBe(fictional);
    expect(within(page).queryAllByText('Fiktiv').length > 0).toBe(fictional);
    const lena = (await screen.findByText(/Lena/)).closest('.card') as HTMLElement;
    expect(within(lena).queryByText('Fiktiv') !== null).toBe(fictional);
  });

  describe('in the chat', () => {
    beforeEach(startChatTestClock);
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it.each([true, false])(
      'fictional %s: the header carries the badge and the warning, or neither',
      async (fictional) => {
        conversationApi({ fictional });
        await renderApp(`/members/${EVA}/chat`, {
          ...chatting(),
          settings: { ...noEntryWarning, ...german },
        });
        const header = (await screen.findByRole('link', { name: /Eva/ }, { timeout: 5000 })).closest(
          'header',
        ) as HTMLElement;
        expect(within(header).queryByText('Fiktiv') !== null).toBe(fictional);
        expect(screen.queryByText(german.fictional_warning) !== null).toBe(fictional);
      },
    );
  });
});
