import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { adminSite, staffSession } from './admin-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

// The editor is a large form: under a loaded machine its first render and typing take a while.
vi.setConfig({ testTimeout: 30_000 });

const staffMember = testUser({ moderator: true });

function sitesServer(role: 'moderator' | 'administrator') {
  let site = adminSite();
  return fakeApi({
    'GET /api/admin/session.php': { body: staffSession(role) },
    'GET /api/admin/sites.php': {
      body: {
        sites: [
          {
            id: 1,
            domain: 'flirtlokaal.nl',
            name: 'Flirtlokaal',
            domain_language: 'nl-NL',
            is_default: true,
            updated_at: site.updated_at,
          },
        ],
      },
    },
    'GET /api/admin/site.php': () => ({ body: { site } }),
    'PUT /api/admin/site.php': (call) => {
      site = { ...site, ...(call.body as object) };
      return { body: { site } };
    },
  });
}

const open = (path: string) =>
  renderApp(path, { settings: noEntryWarning, user: staffMember, language: 'en' });

describe('the sites editor', () => {
  it('is the 403 page for a moderator, without asking for the sites', async () => {
    const api = sitesServer('moderator');
    await open('/admin/sites');
    expect(await screen.findByRole('heading', { name: 'This page is for staff only.' })).toBeTruthy();
    expect(api.to('GET /api/admin/sites.php')).toHaveLength(0);
  });

  it('lists the domains for an administrator, each leading to its editor', async () => {
    sitesServer('administrator');
    await open('/admin/sites');
    const link = await screen.findByRole('link', { name: /flirtlokaal\.nl/ });
    expect(link.getAttribute('href')).toBe('/admin/sites/1');
    expect(screen.getByRole('heading', { name: 'New site' })).toBeTruthy();
  });

  it('previews a text as it is typed and saves it with every other setting', async () => {
    const api = sitesServer('administrator');
    await open('/admin/sites/1');
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /Home page title/ });
    expect((title as HTMLInputElement).value).toBe('Flirten bij jou in de buurt');
    await user.clear(title);
    await user.click(title);
    await user.paste('Nieuwe titel');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('Nieuwe titel');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved\. Every server shows the change/)).toBeTruthy();
    const [put] = api.to('PUT /api/admin/site.php');
    expect(put?.query.get('id')).toBe('1');
    expect(put?.body).toMatchObject({
      index_title: { nl: 'Nieuwe titel', de: 'Flirten in Ihrer Nähe' },
      countries: ['NL', 'BE'],
      message_credits: 5,
    });
  });

  it('shows each broken rule under its field in the reader’s language and sends nothing', async () => {
    const api = sitesServer('administrator');
    await open('/admin/sites/1');
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: /Support e-mail address/ });
    await user.clear(email);
    await user.click(email);
    await user.paste('no address');
    // The German texts are on screen; the Dutch name is the one that may not be empty.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the texts' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText(/Some settings are not valid/)).toBeTruthy();
    expect(api.to('PUT /api/admin/site.php')).toHaveLength(0);
  });

  it('takes the language of a missing own-language text to the picker', async () => {
    sitesServer('administrator');
    await open('/admin/sites/1');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Site name/ });
    await user.clear(name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the texts' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Language of the texts' }) as HTMLSelectElement).value,
      ).toBe('nl'),
    );
    expect(await screen.findByText('This text is required in the site’s own language.')).toBeTruthy();
  });
});
