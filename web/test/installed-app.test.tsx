import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const settings = { enable_site_entry_popup: 'no' } as const;

function displayMode(standalone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
afterEach(() => vi.unstubAllGlobals());

async function expectAxeClean() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('installed-app mode (SPEC §2)', () => {
  it('shows a Back button on the routes of §2 once there is history, and it goes back', async () => {
    displayMode(true);
    fakeApi();
    const { router } = await renderApp('/pages/faq', { settings, user: testUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
    await act(() => router.navigate('/credits'));
    await screen.findByRole('button', { name: 'Terug' });
    await expectAxeClean();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terug' }));
    expect(router.state.location.pathname).toBe('/pages/faq');
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
  });

  it('has no Back button on the first page or in a browser tab', async () => {
    displayMode(true);
    fakeApi();
    const first = await renderApp('/credits', { settings, user: testUser() });
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
    first.unmount();
    displayMode(false);
    const { router } = await renderApp('/pages/faq', { settings, user: testUser() });
    await act(() => router.navigate('/credits'));
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
  });

  it('gives the footer its logo area in the app and on a member’s inner pages, not to a visitor in a tab', async () => {
    fakeApi();
    displayMode(false);
    const visitor = await renderApp('/pages/faq', { settings });
    await screen.findByRole('heading', { level: 1 });
    expect(visitor.container.querySelector('footer .app-footer-logo')).toBeNull();
    visitor.unmount();
    displayMode(true);
    const installed = await renderApp('/pages/faq', { settings });
    await screen.findByRole('heading', { level: 1 });
    expect(installed.container.querySelector('footer .app-footer-logo')?.textContent).toBe('Flirtlokaal');
    installed.unmount();
    displayMode(false);
    const member = await renderApp('/pages/faq', { settings, user: testUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(member.container.querySelector('footer .app-footer-logo')?.textContent).toBe('Flirtlokaal');
    await expectAxeClean();
  });
});
