import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const settings = { enable_site_entry_popup: 'no' } as const;
const unsubscribed = { 'POST /api/unsubscribe.php': { body: { ok: true, type: 'new_messages' } } } as const;

async function expectAxeClean() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the one-click unsubscribe of a notification mail (/notifications?unsubscribe=…)', () => {
  it('unsubscribes a visitor at once, names the mail type and says how to undo it', async () => {
    const api = fakeApi(unsubscribed);
    await renderApp('/notifications?unsubscribe=tok.en-1', { settings });
    expect(await screen.findByRole('heading', { level: 1, name: 'Afmelden' })).toBeTruthy();
    expect(await screen.findByText('Je ontvangt geen e-mails meer voor ‘Nieuwe berichten’.')).toBeTruthy();
    expect(screen.getByText(/Log in om ze in je instellingen weer aan te zetten/)).toBeTruthy();
    const alert = screen.getByRole('status');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/login?next=/notifications');
    await expectAxeClean();
    const calls = api.to('POST /api/unsubscribe.php');
    expect(calls.map((call) => [call.query.get('token'), call.body])).toEqual([['tok.en-1', {}]]);
  });

  it('unsubscribes a member above the settings, whose switch then shows the type off', async () => {
    let disabled: string[] = [];
    fakeApi({
      'POST /api/unsubscribe.php': () => {
        disabled = ['new_messages'];
        return unsubscribed['POST /api/unsubscribe.php'];
      },
      'GET /api/user.php': () => ({
        body: { user: testUser({ notifications_disabled: disabled as never }) },
      }),
    });
    await renderApp('/notifications?unsubscribe=abc', { settings, user: testUser() });
    expect(await screen.findByText('Je ontvangt geen e-mails meer voor ‘Nieuwe berichten’.')).toBeTruthy();
    expect(screen.getByText(/Zet de schakelaar hieronder weer aan/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Nieuwe berichten' }) as HTMLInputElement;
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('says clearly when the link does not work', async () => {
    fakeApi({ 'POST /api/unsubscribe.php': { status: 400, body: { error: 'unsubscribe_link_invalid' } } });
    await renderApp('/notifications?unsubscribe=broken', { settings });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Deze afmeldlink werkt niet/);
    await expectAxeClean();
  });
});
