import { DISMISSAL_PERIOD_DAYS } from '@community/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isDismissed } from '../src/features/account/dismissals.ts';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const FLAG = 'hide-disabled-notifications-alert';
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ALERT_TEXT = /Je e-mailmeldingen staan uit/;

describe('isDismissed', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');
  it(`keeps a dismissal for ${DISMISSAL_PERIOD_DAYS} days, then lets the alert return`, () => {
    const at = (iso: string) => testUser({ dismissals: { [FLAG]: iso } });
    expect(isDismissed(testUser(), FLAG, now)).toBe(false);
    expect(isDismissed(at('2026-11-20T11:00:00.000Z'), FLAG, now)).toBe(true);
    expect(isDismissed(at('2026-11-13T12:00:01.000Z'), FLAG, now)).toBe(true);
    expect(isDismissed(at('2026-11-13T12:00:00.000Z'), FLAG, now)).toBe(false);
    expect(isDismissed(at('2026-11-01T12:00:00.000Z'), FLAG, now)).toBe(false);
    expect(isDismissed(at('not a date'), FLAG, now)).toBe(false);
    expect(isDismissed(testUser({ dismissals: { 'hide-enrich-alert': daysAgo(1) } }), FLAG, now)).toBe(false);
  });
});

describe('the disabled-notifications alert', () => {
  const bounced = (dismissals = {}) => testUser({ email_disabled_reason: 'bounce', dismissals });

  it('tells a member whose e-mail stopped, links to the settings, and stays away once dismissed', async () => {
    const api = fakeApi({
      'POST /api/dismissals.php': { body: { user: bounced({ [FLAG]: new Date().toISOString() }) } },
    });
    await renderApp('/pages/faq', { settings: noEntryWarning, user: bounced() });
    expect(await screen.findByText(ALERT_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk je instellingen' }).getAttribute('href')).toBe(
      '/notifications',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Melding verbergen' }));
    await waitFor(() => expect(screen.queryByText(ALERT_TEXT)).toBeNull());
    expect(api.to('POST /api/dismissals.php')[0]?.body).toEqual({ flag: FLAG });
  });

  it(`stays away for ${DISMISSAL_PERIOD_DAYS} days after the dismissal and returns after`, async () => {
    fakeApi();
    const recent = await renderApp('/pages/faq', {
      settings: noEntryWarning,
      user: bounced({ [FLAG]: daysAgo(DISMISSAL_PERIOD_DAYS - 1) }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(ALERT_TEXT)).toBeNull();
    recent.unmount();
    await renderApp('/pages/faq', {
      settings: noEntryWarning,
      user: bounced({ [FLAG]: daysAgo(DISMISSAL_PERIOD_DAYS + 1) }),
    });
    expect(await screen.findByText(ALERT_TEXT)).toBeTruthy();
  });

  it('is not shown when e-mail works, to visitors, or on the settings page itself', async () => {
    fakeApi();
    const working = await renderApp('/pages/faq', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(ALERT_TEXT)).toBeNull();
    working.unmount();
    const visitor = await renderApp('/pages/faq', { settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(ALERT_TEXT)).toBeNull();
    visitor.unmount();
    await renderApp('/notifications', { settings: noEntryWarning, user: bounced() });
    await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
    expect(screen.queryByText(ALERT_TEXT)).toBeNull();
  });
});
