import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { dashboard, staffSession } from './admin-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

// The first render loads the back office's screens and texts, which takes a while on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const open = (role: 'moderator' | 'administrator') => {
  fakeApi({
    'GET /api/admin/session.php': { body: staffSession(role) },
    'GET /api/admin/dashboard.php': { body: { dashboard: dashboard(role === 'administrator') } },
  });
  return renderApp('/admin', {
    settings: noEntryWarning,
    user: testUser({ moderator: true }),
    language: 'en',
  });
};

describe('the dashboard at /admin', () => {
  it('shows an administrator today beside the last 30 days, revenue, queues, a chart and the traffic', async () => {
    await open('administrator');
    const figures = await screen.findByRole('region', { name: 'Today' });
    expect(within(figures).getByText('Signups').parentElement?.textContent).toContain('Last 30 days: 61');
    expect(within(figures).getByText('Revenue').parentElement?.textContent).toContain('€24.99');
    expect(screen.getByText('Photos to review').parentElement?.textContent).toContain('2');
    expect(screen.getByRole('img', { name: /Signups Total 7, highest day 4/ })).toBeTruthy();
    const traffic = screen.getByRole('table', { name: 'Signups and first purchases per traffic source' });
    expect(within(traffic).getByText('adnet')).toBeTruthy();
    expect(within(traffic).getByText('(no network)')).toBeTruthy();
    // The sections stay one tap away.
    expect(screen.getAllByRole('link', { name: 'Sites' }).length).toBeGreaterThan(0);
  });

  it('shows a moderator the counts and queues without money or traffic', async () => {
    await open('moderator');
    await screen.findByRole('region', { name: 'Today' });
    expect(screen.queryByText('Revenue')).toBeNull();
    expect(screen.queryByText('First purchases')).toBeNull();
    expect(screen.queryByRole('table', { name: /traffic source/ })).toBeNull();
    expect(screen.getByText('Photos to review')).toBeTruthy();
  });
});
