import type { StaffMember, StaffSession } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const administrator: StaffSession = {
  role: 'administrator',
  enrolled: true,
  verified: true,
  expires_at: '2026-11-27T18:00:00.000Z',
};
const staffUser = testUser({ moderator: true });
const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 1,
  name: 'Beheerder',
  email: 'beheer@example.nl',
  role: 'administrator',
  enrolled: true,
  last_seen_at: '2026-11-27T09:00:00.000Z',
  self: true,
  ...overrides,
});
const entry = (id: number, action: string) => ({
  id,
  at: '2026-11-27T09:00:00.000Z',
  staff: { id: 2, email: 'mira@example.nl', role: 'moderator' as const },
  action,
  target_type: 'photo',
  target_id: String(id),
  reason: null,
  ip: '203.0.113.9',
  user_agent: 'test',
  request_id: 'r-1',
  before: { status: 'inspection' },
  after: { status: 'active' },
});

describe('the staff page', () => {
  it('lists the staff; changes the role of others only, and resets their second factor after a second click', async () => {
    let staff = [
      member({}),
      member({ id: 2, name: 'Mira', email: 'mira@example.nl', role: 'moderator', self: false }),
    ];
    const api = fakeApi({
      'GET /api/admin/session.php': { body: { staff: administrator } },
      'GET /api/admin/staff.php': () => ({ body: { staff } }),
      'POST /api/admin/staff.php': () => {
        staff = [staff[0] as StaffMember];
        return { body: { staff } };
      },
      'POST /api/admin/staff-second-factor.php': () => ({ body: { staff } }),
    });
    await renderApp('/admin/staff', { user: staffUser });
    const user = userEvent.setup();
    const own = await screen.findByRole('listitem', { name: /Beheerder/ });
    expect(within(own).queryByRole('combobox')).toBeNull();
    const mira = screen.getByRole('listitem', { name: 'Mira' });
    await user.click(within(mira).getByRole('button', { name: 'Tweede factor resetten' }));
    expect(api.to('POST /api/admin/staff-second-factor.php')).toHaveLength(0);
    await user.click(within(mira).getByRole('button', { name: 'Ja, resetten' }));
    await waitFor(() => expect(api.to('POST /api/admin/staff-second-factor.php')).toHaveLength(1));

    await user.selectOptions(within(mira).getByLabelText('Nieuwe rol'), 'member');
    await user.click(within(mira).getByRole('button', { name: 'Rol wijzigen' }));
    expect(await screen.findByText('De rol van mira@example.nl is gewijzigd.')).toBeTruthy();
    expect(api.to('POST /api/admin/staff.php').map((call) => call.body)).toEqual([{ id: 2, role: 'member' }]);
    expect(screen.queryByRole('listitem', { name: 'Mira' })).toBeNull();
  });
});

describe('the audit log page', () => {
  it('searches with the filters of its address, shows the details of an entry and pages on', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': { body: { staff: administrator } },
      'GET /api/admin/audit.php': (call) =>
        call.query.get('before')
          ? { body: { entries: [entry(5, 'photo.reject')], next: null } }
          : { body: { entries: [entry(9, 'photo.approve')], next: 9 } },
    });
    await renderApp('/admin/audit?action=photo', { user: staffUser });
    const user = userEvent.setup();
    expect(await screen.findByText('photo.approve', { selector: 'code' })).toBeTruthy();
    expect((screen.getByLabelText('Actie (bijv. photo.reject of photo)') as HTMLInputElement).value).toBe(
      'photo',
    );
    expect(api.to('GET /api/admin/audit.php')[0]?.query.get('action')).toBe('photo');

    await user.click(screen.getByRole('button', { name: /^Tonen/ }));
    expect(screen.getByText('203.0.113.9 · test')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Oudere vermeldingen tonen' }));
    expect(await screen.findByText('photo.reject', { selector: 'code' })).toBeTruthy();
    expect(api.to('GET /api/admin/audit.php')[1]?.query.get('before')).toBe('9');

    await user.type(screen.getByLabelText('Medewerker (e-mail of id)'), 'mira@example.nl');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(api.to('GET /api/admin/audit.php')).toHaveLength(3));
    const last = api.to('GET /api/admin/audit.php')[2];
    expect([last?.query.get('staff'), last?.query.get('action'), last?.query.has('before')]).toEqual([
      'mira@example.nl',
      'photo',
      false,
    ]);
  });
});
