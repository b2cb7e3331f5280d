import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QueuedPhoto } from '../src/features/admin-photos/photo-queue-api.ts';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const queued: QueuedPhoto[] = [
  {
    id: 501,
    thumb_filename: 'a-thumb.webp',
    filename: 'a.webp',
    created_at: '2026-11-02T09:00:00.000Z',
    owner: { id: 31, name: 'Noor' },
  },
  {
    id: 502,
    thumb_filename: 'b-thumb.webp',
    filename: 'b.webp',
    created_at: '2026-11-02T10:00:00.000Z',
    owner: { id: 32, name: 'Daan' },
  },
];

const staff = { role: 'moderator', enrolled: true, verified: true, expires_at: '2026-11-02T18:00:00.000Z' };
const answer = (queue: QueuedPhoto[]) => ({
  photos: queue,
  open: queue.length,
  oldest_at: queue[0]?.created_at ?? null,
});

/** The photo queue on the server: a decision removes the photo and answers what is left. */
function moderationServer(photos = queued) {
  let queue = [...photos];
  return fakeApi({
    'GET /api/admin/session.php': () => ({ body: { staff } }),
    'GET /api/admin/photos.php': () => ({ body: answer(queue) }),
    'POST /api/admin/photos.php': (call) => {
      const { id } = call.body as { id: number };
      queue = queue.filter((photo) => photo.id !== id);
      return { body: answer(queue) };
    },
  });
}

const moderator = testUser({ moderator: true });

describe('the photo queue of the back office', () => {
  it.each([
    ['a visitor', null],
    ['a member who is not a moderator', testUser()],
  ])('is the 403 page for %s, without asking for the queue', async (_who, user) => {
    const api = moderationServer();
    await renderApp('/admin/photos', { settings: noEntryWarning, user });
    expect(await screen.findByText(/alleen voor medewerkers/i)).toBeTruthy();
    expect(api.to('GET /api/admin/photos.php')).toHaveLength(0);
  });

  it('shows how many photos wait and since when', async () => {
    moderationServer();
    await renderApp('/admin/photos', { settings: noEntryWarning, user: moderator });
    expect(await screen.findByText(/^2 foto's wachten, de oudste sinds/)).toBeTruthy();
  });

  it('lists the photos in inspection, oldest first, large, with their owner', async () => {
    moderationServer();
    await renderApp('/admin/photos', { settings: noEntryWarning, user: moderator });
    expect(await screen.findByRole('heading', { level: 1, name: "Foto's beoordelen" })).toBeTruthy();
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Foto van Noor',
      'Foto van Daan',
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Noor' }).getAttribute('href')).toBe('/admin/members/31');
    expect(
      within(first).getByRole('img', { name: 'Foto van Noor ter beoordeling' }).getAttribute('src'),
    ).toBe('/photos/a.webp');
    expect(document.title).toBe("Foto's beoordelen – Flirtlokaal");
  });

  it('approves, and rejects only with a reason, until nothing is left', async () => {
    const api = moderationServer();
    await renderApp('/admin/photos', { settings: noEntryWarning, user: moderator });
    const user = userEvent.setup();
    const [noor] = await screen.findAllByRole('article');
    await user.click(within(noor as HTMLElement).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Foto goedgekeurd.').getAttribute('role')).toBe('status');
    // The next photo takes the focus, so the moderator goes on with the keyboard.
    expect(document.activeElement?.textContent).toBe('Foto van Daan');

    const daan = screen.getByRole('article');
    await user.click(within(daan).getByRole('button', { name: 'Afkeuren' }));
    await user.click(within(daan).getByRole('button', { name: 'Foto afkeuren' }));
    expect(within(daan).getByRole('alert').textContent).toBe('Kies een reden.');
    expect(api.to('POST /api/admin/photos.php')).toHaveLength(1);
    await user.click(within(daan).getByRole('radio', { name: 'Naakt of seksueel getint' }));
    await user.click(within(daan).getByRole('button', { name: 'Foto afkeuren' }));

    expect(await screen.findByText("Er zijn geen foto's om te beoordelen.")).toBeTruthy();
    expect(api.to('POST /api/admin/photos.php').map((call) => call.body)).toEqual([
      { id: 501, decision: 'approve' },
      { id: 502, decision: 'reject', reason: 'nudity' },
    ]);
    expect(screen.getByText('Foto afgekeurd.').getAttribute('role')).toBe('status');
  });

  it('offers every reject reason of the contract, translated', async () => {
    moderationServer([queued[0] as QueuedPhoto]);
    await renderApp('/admin/photos', { settings: noEntryWarning, user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Afkeuren' }));
    const reasons = within(screen.getByRole('group', { name: 'Waarom keur je deze foto af?' })).getAllByRole(
      'radio',
    );
    expect(reasons.map((radio) => radio.closest('.form-check')?.textContent)).toEqual([
      'Er staat geen persoon op',
      'Naakt of seksueel getint',
      'Niet het lid zelf (bijvoorbeeld een bekend persoon)',
      'Slechte kwaliteit (onscherp, te donker of te klein)',
      'Bevat contactgegevens (telefoonnummer, e-mail, website of social media)',
      'Andere reden',
    ]);
  });

  it('says when there is nothing to review', async () => {
    moderationServer([]);
    await renderApp('/admin/photos', { settings: noEntryWarning, user: moderator });
    expect(await screen.findByText("Er zijn geen foto's om te beoordelen.")).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('the account menu for staff', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('moderator %s: shows the back office link %i times', async (isModerator, count) => {
    fakeApi();
    await renderApp('/', { settings: noEntryWarning, user: testUser({ moderator: isModerator }) });
    const bar = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.setup().click(await within(bar).findByRole('button', { name: /Sanne/ }));
    const links = within(bar).queryAllByRole('link', { name: 'Beheer' });
    expect(links).toHaveLength(count);
    if (count) expect(links[0]?.getAttribute('href')).toBe('/admin');
  });
});
