import type { StaffSession } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const staffUser = testUser({ moderator: true });
const session = (overrides: Partial<StaffSession>): StaffSession => ({
  role: 'moderator',
  enrolled: true,
  verified: false,
  expires_at: null,
  ...overrides,
});
const confirmed = session({ verified: true, expires_at: '2026-11-27T18:00:00.000Z' });
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const backOffice = () => screen.findByRole('heading', { level: 1, name: 'Beheer' });

describe('the authenticator step of the back office', () => {
  it('enrols: QR code and key, the first code, the recovery codes once, then the back office', async () => {
    let current = session({ enrolled: false });
    const api = fakeApi({
      'GET /api/admin/session.php': () => ({ body: { staff: current } }),
      'POST /api/admin/enrolment.php': {
        body: {
          uri: 'otpauth://totp/localhost:a%40b.nl?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSW Y3DP EHPK 3PXP',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
        },
      },
      'POST /api/admin/enrolment-confirm.php': (call) => {
        if ((call.body as { code: string }).code !== '123456')
          return { status: 400, body: { error: 'second_factor_invalid' } };
        current = confirmed;
        return { body: { staff: confirmed, recovery_codes: RECOVERY_CODES } };
      },
    });
    const { queryClient } = await renderApp('/admin', { user: staffUser });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Stel je authenticator-app in' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR-code voor je authenticator-app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const field = screen.getByLabelText('Code uit de app');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Deze code klopt niet of is al gebruikt.');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));

    const codes = await screen.findByRole('list', { name: 'Herstelcodes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    const download = screen.getByRole('link', { name: 'Downloaden als tekstbestand' });
    expect(download.getAttribute('download')).toBe('recovery-codes-localhost.txt');
    // The session is confirmed already, and a refresh says so: the codes stay until they are saved.
    await queryClient.refetchQueries({ queryKey: ['admin', 'session'] });
    expect(screen.getByRole('heading', { name: 'Bewaar je herstelcodes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ik heb ze bewaard' }));
    expect(await backOffice()).toBeTruthy();
    expect(api.to('POST /api/admin/enrolment.php')).toHaveLength(1);
  });

  it('confirms a sign-in with the code from the app, or with a recovery code instead', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': { body: { staff: session({}) } },
      'POST /api/admin/second-factor.php': (call) =>
        (call.body as { code: string }).code === 'abcd3-efgh3'
          ? { body: { staff: confirmed } }
          : { status: 429, body: { error: 'second_factor_locked', minutes: 12 } },
    });
    await renderApp('/admin', { user: staffUser });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Bevestig dat jij het bent' })).toBeTruthy();
    const field = screen.getByLabelText('Code uit de app');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel foute codes. Probeer het over 12 minuten opnieuw.',
    );

    await user.click(screen.getByRole('button', { name: 'Een herstelcode gebruiken' }));
    const recovery = screen.getByLabelText('Herstelcode');
    expect(recovery.getAttribute('autocomplete')).toBe('off');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(recovery, 'abcd3-efgh3');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await backOffice()).toBeTruthy();
    expect(api.to('POST /api/admin/second-factor.php').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: 'abcd3-efgh3' },
    ]);
  });

  it('shows the step again when any back-office call says the staff session timed out', async () => {
    let current = session({ role: 'administrator', verified: true });
    const api = fakeApi({
      'GET /api/admin/session.php': () => ({ body: { staff: current } }),
      'GET /api/admin/staff.php': () => {
        current = session({ role: 'administrator' });
        return { status: 403, body: { error: 'second_factor_required' } };
      },
    });
    await renderApp('/admin/staff', { user: staffUser });
    expect(await screen.findByRole('heading', { name: 'Bevestig dat jij het bent' })).toBeTruthy();
    await waitFor(() => expect(api.to('GET /api/admin/session.php')).toHaveLength(2));
  });
});
