import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTracking, readTracking, TRACKING_STORAGE_KEY } from '../src/features/signup/tracking.ts';
import { renderApp } from './render-app.tsx';
import { fakeApi, nlText, refuse } from './signup-fake-api.ts';
import { steps } from './signup-steps.ts';

const closed = 'Aanmelden is nu niet mogelijk';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signup policy (SPEC §5)', () => {
  it('refuses with_trafficsource without a network, and takes ?network=x or a stored network', async () => {
    fakeApi();
    const settings = { enable_site_entry_popup: 'no' as const, signups: 'with_trafficsource' as const };
    const without = await renderApp('/signup?sub1=x', { settings });
    expect(await screen.findByRole('heading', { name: closed })).toBeTruthy();
    expect(screen.getByText(nlText('signup.closed.body'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Over jou' })).toBeNull();
    without.unmount();

    const withQuery = await renderApp('/signup?network=x', { settings });
    expect(await screen.findByRole('heading', { name: 'Over jou' })).toBeTruthy();
    withQuery.unmount();

    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'stored' }));
    await renderApp('/signup', { settings });
    expect(await screen.findByRole('heading', { name: 'Over jou' })).toBeTruthy();
  });

  it('refuses everyone when signups are none', async () => {
    fakeApi();
    await renderApp('/signup?network=x', { settings: { enable_site_entry_popup: 'no', signups: 'none' } });
    expect(await screen.findByRole('heading', { name: closed })).toBeTruthy();
  });

  it('shows the server’s signups_closed when it comes back', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/signup-check.php': () => refuse(403, 'signups_closed') });
    await renderApp('/signup', { settings: { enable_site_entry_popup: 'no' } });
    await steps.gender(user);
    await steps.birthDate(user);
    await steps.location(user);
    await steps.profile(user);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', nlText('errors.signups_closed'));
  });
});

describe('tracking (SPEC §3)', () => {
  it('is captured from a landing URL with its aliases; a new landing with tracking replaces it', () => {
    captureTracking('?network=partner&aff_sub=banner&other=1');
    expect(readTracking()).toEqual({ network: 'partner', sub1: 'banner' });
    captureTracking('?page=2');
    expect(readTracking()).toEqual({ network: 'partner', sub1: 'banner' });
    captureTracking('?ref=mail');
    expect(readTracking()).toEqual({ ref: 'mail' });
  });

  it('tolerates storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => captureTracking('?network=x')).not.toThrow();
    expect(readTracking()).toBeUndefined();
  });

  it('sends the tracking of the current query when none was stored', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    await renderApp('/signup?network=direct&sub2=b', { settings: { enable_site_entry_popup: 'no' } });
    await steps.gender(user);
    await steps.birthDate(user);
    await steps.location(user);
    await steps.profile(user);
    await steps.password(user);
    await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' });
    expect(api.to('POST /api/signup.php')[0]?.body.tracking).toEqual({ network: 'direct', sub2: 'b' });
  });
});
