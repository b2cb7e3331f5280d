import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { memberWithMain, ownPhoto } from './photos-fixtures.ts';
import { renderApp } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const topBar = () => screen.findByRole('navigation', { name: 'Hoofdmenu' });

describe('the account dropdown and the own profile', () => {
  it('shows the main photo thumbnail beside the name, and My profile leads to /profile', async () => {
    fakeApi();
    await renderApp('/pages/faq', {
      settings: noEntryWarning,
      user: memberWithMain(ownPhoto({ id: 4, status: 'inspection', main: true })),
    });
    const toggle = await within(await topBar()).findByRole('button', { name: 'Sanne' });
    const picture = toggle.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/photos/p4-thumb.webp');
    expect(picture?.getAttribute('alt')).toBe('');
    await userEvent.setup().click(toggle);
    expect(
      within(await topBar())
        .getByRole('link', { name: 'Mijn profiel' })
        .getAttribute('href'),
    ).toBe('/profile');
  });

  it('shows the icon without a main photo', async () => {
    fakeApi();
    await renderApp('/pages/faq', { settings: noEntryWarning, user: memberWithMain(undefined) });
    const toggle = await within(await topBar()).findByRole('button', { name: 'Sanne' });
    expect(toggle.querySelector('img')).toBeNull();
    expect(toggle.querySelector('svg')).not.toBeNull();
  });
});
