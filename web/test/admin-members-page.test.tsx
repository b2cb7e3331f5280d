import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberDetail } from '../src/features/admin-members/members-api.ts';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const staff = { role: 'moderator', enrolled: true, verified: true, expires_at: '2026-11-02T18:00:00.000Z' };
const moderator = testUser({ moderator: true });

const detail = (overrides: Partial<MemberDetail['member']> = {}): MemberDetail => ({
  member: {
    id: 41,
    name: 'Noor',
    email: 'noor@example.nl',
    status: 'active',
    role: 'member',
    fictional: false,
    signup_date: '2026-10-01T09:00:00.000Z',
    language: 'nl',
    confirmed_at: '2026-10-01T09:05:00.000Z',
    credits: 25,
    paid_user: false,
    direct_debit_blocked: false,
    payment_flag: null,
    invisible: false,
    restricted_at: null,
    restricted_until: null,
    profile: {
      gender: 'female',
      country: 'NL',
      region: 'NH',
      status: 'active',
      created_at: '2026-10-01T09:00:00.000Z',
    },
    ...overrides,
  },
  photos: [
    {
      id: 7,
      thumb_filename: '7-a-thumb.webp',
      filename: '7-a.webp',
      status: 'rejected',
      reject_reason: 'nudity',
      created_at: '2026-10-02T09:00:00.000Z',
    },
  ],
  orders: [],
  ledger: [{ amount: 25, reason: 'signup', reference: 'signup', created_at: '2026-10-01T09:00:00.000Z' }],
  sessions: [],
  warnings: [],
});

/** The member page also lists the complaints against and by the member: none here. */
const noOf = { count: 0, oldest_at: null };
const noComplaints = { counts: { open: noOf, assigned: noOf, resolved: noOf }, complaints: [] };

describe('member management in the back office', () => {
  it('finds members by what the moderator types and links to their page', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': { body: { staff } },
      'GET /api/admin/members.php': {
        body: {
          members: [{ ...detail().member, fictional: true }].map(
            ({ id, name, email, status, role, fictional, signup_date }) => ({
              id,
              name,
              email,
              status,
              role,
              fictional,
              signup_date,
            }),
          ),
        },
      },
    });
    await renderApp('/admin/members', { settings: noEntryWarning, user: moderator });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Lid zoeken'), 'noor@');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    const link = await screen.findByRole('link', { name: 'Noor' });
    expect(link.getAttribute('href')).toBe('/admin/members/41');
    expect(api.to('GET /api/admin/members.php')[0]?.query.get('q')).toBe('noor@');
    expect(screen.getByText('Fictief')).toBeTruthy();
  });

  it('shows the member page with photos and their status, and bans with a reason', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': { body: { staff } },
      'GET /api/admin/members-detail.php': { body: detail() },
      'GET /api/admin/complaints.php': { body: noComplaints },
      'POST /api/admin/members-action.php': {
        body: detail({ status: 'banned', restricted_at: '2026-11-02T10:00:00.000Z' }),
      },
    });
    await renderApp('/admin/members/41', { settings: noEntryWarning, user: moderator });
    expect(await screen.findByRole('heading', { level: 1, name: /Noor/ })).toBeTruthy();
    const photos = screen.getByRole('region', { name: 'Foto’s' });
    expect(within(photos).getByText('Afgekeurd')).toBeTruthy();
    expect(within(photos).getByText('Naakt of seksueel getint')).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Actie'), 'ban');
    await user.type(screen.getByLabelText('Reden (komt in het auditlogboek)'), 'Oplichting');
    await user.click(screen.getByRole('button', { name: 'Verbannen' }));
    await waitFor(() => expect(api.to('POST /api/admin/members-action.php')).toHaveLength(1));
    expect(api.to('POST /api/admin/members-action.php')[0]?.body).toEqual({
      id: 41,
      action: 'ban',
      reason: 'Oplichting',
    });
    expect(await screen.findByText('Gedaan.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Verbannen');
  });

  it('adjusts credits with an amount and a reason, and says why the server refused', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': { body: { staff } },
      'GET /api/admin/members-detail.php': { body: detail() },
      'GET /api/admin/complaints.php': { body: noComplaints },
      'POST /api/admin/members-action.php': {
        status: 409,
        body: { error: 'adjustment_exceeds_balance', credits: 25 },
      },
    });
    await renderApp('/admin/members/41', { settings: noEntryWarning, user: moderator });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Actie'), 'credits');
    await user.type(screen.getByLabelText('Credits (+ of −)'), '-30');
    await user.type(screen.getByLabelText('Reden (komt in het auditlogboek)'), 'Correctie');
    await user.click(screen.getByRole('button', { name: 'Credits aanpassen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Het saldo mag niet negatief worden.');
    expect(api.to('POST /api/admin/members-action.php')[0]?.body).toEqual({
      id: 41,
      action: 'credits',
      amount: -30,
      reason: 'Correctie',
    });
  });
});

describe('the member side', () => {
  it('shows a warning from staff once, in a translated frame, until acknowledged', async () => {
    const api = fakeApi({
      'GET /api/member-warning.php': {
        body: {
          warning: {
            id: 3,
            text: 'Geen telefoonnummers in berichten.',
            created_at: '2026-11-02T10:00:00.000Z',
          },
        },
      },
    });
    await renderApp('/', { settings: noEntryWarning, user: testUser() });
    const dialog = await screen.findByRole('dialog', { name: 'Een bericht van het team' });
    expect(within(dialog).getByText('Geen telefoonnummers in berichten.')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Begrepen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/member-warning.php').map((call) => call.body)).toEqual([{ id: 3 }]);
  });

  it('sends a banned member to the ban page when a call answers account_banned', async () => {
    fakeApi({
      'GET /api/member-warning.php': { status: 403, body: { error: 'account_banned' } },
    });
    const { router } = await renderApp('/profile', { settings: noEntryWarning, user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/ban'));
  });
});
