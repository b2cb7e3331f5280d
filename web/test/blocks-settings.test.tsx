import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning, REGIONS, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const lotte = testTile();
const mark = testTile({ id: 22, name: 'Mark', main_image: null });

async function openSettings(profiles = [lotte, mark]) {
  let blocked = profiles;
  const api = fakeApi({
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/blocks.php': () => ({ body: { profiles: blocked } }),
    'DELETE /api/block.php': (call) => {
      const { profile_id } = call.body as { profile_id: number };
      blocked = blocked.filter((profile) => profile.id !== profile_id);
      return { body: { profiles: blocked } };
    },
  });
  await renderApp('/notifications', { settings: noEntryWarning, user: testUser() });
  await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
  return { api, section: () => screen.getByRole('region', { name: 'Geblokkeerde leden' }) };
}

describe('blocked members in the settings', () => {
  it('lists whom the member blocked, each leading to the profile', async () => {
    const { section } = await openSettings();
    const lotteLink = await within(section()).findByRole('link', { name: 'Lotte' });
    expect(lotteLink.getAttribute('href')).toBe('/members/21');
    expect(within(section()).getByRole('link', { name: 'Mark' }).getAttribute('href')).toBe('/members/22');
    expect(lotteLink.closest('li')?.querySelector('img')?.getAttribute('src')).toBe(
      '/photos/lotte-thumb.webp',
    );
  });

  it('unblocks one member at a time and says when the list is empty', async () => {
    const { api, section } = await openSettings();
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('button', { name: 'Lotte deblokkeren' }));
    await waitFor(() => expect(within(section()).queryByRole('link', { name: 'Lotte' })).toBeNull());
    expect(within(section()).getByRole('link', { name: 'Mark' })).toBeTruthy();
    await user.click(within(section()).getByRole('button', { name: 'Mark deblokkeren' }));
    expect(await within(section()).findByText('Je hebt niemand geblokkeerd.')).toBeTruthy();
    expect(api.to('DELETE /api/block.php').map((call) => call.body)).toEqual([
      { profile_id: 21 },
      { profile_id: 22 },
    ]);
  });

  it('says so when nobody is blocked', async () => {
    const { section } = await openSettings([]);
    expect(await within(section()).findByText('Je hebt niemand geblokkeerd.')).toBeTruthy();
    expect(within(section()).queryByRole('listitem')).toBeNull();
  });
});
