import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../account-fake-api.ts';
import { renderApp } from '../render-app.tsx';
import { creditsSettings, freeMember, paidMember } from './credits-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const topBar = async () => screen.findByRole('navigation', { name: 'Hoofdmenu' });
/** The badges of a link: one beside the icon from 576 px on, one on its corner below (both in the DOM). */
const badges = (link: HTMLElement) => [...link.querySelectorAll('.badge')] as HTMLElement[];

describe('the top bar Credits link (SPEC §2)', () => {
  it.each([
    [11, null],
    [10, 'bg-warning'],
    [1, 'bg-warning'],
    [0, 'bg-danger'],
  ])('leads a paid member with %i credits to the repeat order, badge %s', async (credits, colour) => {
    fakeApi();
    await renderApp('/pricing', paidMember(credits));
    const nav = await topBar();
    const link = within(nav).getByRole('link', { name: /^Credits/ });
    expect(link.getAttribute('href')).toBe('/credits/repeat-order');
    expect(within(nav).queryByRole('link', { name: /Premium worden/ })).toBeNull();
    if (colour === null) {
      expect(badges(link)).toEqual([]);
      return;
    }
    expect(badges(link)).toHaveLength(2);
    for (const badge of badges(link)) {
      expect(badge.className).toContain(colour);
      expect(badge.textContent).toBe(`${credits}Nog ${credits} ${credits === 1 ? 'credit' : 'credits'}`);
    }
    // Dark text on the light warning colour.
    if (colour === 'bg-warning') expect(badges(link)[0]?.className).toContain('text-dark');
  });

  it('offers a free member Get Premium instead', async () => {
    fakeApi();
    await renderApp('/pricing', freeMember({ credits: 0 }));
    const nav = await topBar();
    expect(
      within(nav)
        .getByRole('link', { name: /Premium worden/ })
        .getAttribute('href'),
    ).toBe('/premium');
    expect(within(nav).queryByRole('link', { name: /^Credits/ })).toBeNull();
  });

  it('shows a visitor neither', async () => {
    fakeApi();
    await renderApp('/pricing', { settings: creditsSettings });
    const nav = await topBar();
    expect(within(nav).queryByRole('link', { name: /Premium worden|^Credits/ })).toBeNull();
  });
});
