import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberApi, noEntryWarning, testProfile, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

/** The server's block state for Eva: the profile and the block list follow each call. */
function blockServer() {
  let blocked = false;
  const answer = () => ({ body: { profiles: blocked ? [testTile({ id: 12, name: 'Eva' })] : [] } });
  return memberApi(() => testProfile({ blocked }), {
    'POST /api/block.php': () => {
      blocked = true;
      return answer();
    },
    'DELETE /api/block.php': () => {
      blocked = false;
      return answer();
    },
  });
}

describe('blocking from a member page', () => {
  it('asks first; cancelling sends nothing', async () => {
    const api = blockServer();
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Blokkeren' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eva blokkeren?' });
    expect(within(confirm).getByText(/Eva kan dan je profiel niet meer bekijken/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/block.php')).toHaveLength(0);
  });

  it('blocks after confirmation, says so, and unblocks again', async () => {
    const api = blockServer();
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Blokkeren' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eva blokkeren?' })).getByRole('button', {
        name: 'Ja, blokkeren',
      }),
    );
    expect(await screen.findByText(/^Je hebt Eva geblokkeerd\./)).toBeTruthy();
    expect(api.to('POST /api/block.php').map((call) => call.body)).toEqual([{ profile_id: 12 }]);
    // The profile is asked for again, so the page shows what the server now says.
    expect(api.to('GET /api/member.php').length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Blokkeren' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Deblokkeren' }));
    expect(await screen.findByRole('button', { name: 'Blokkeren' })).toBeTruthy();
    expect(api.to('DELETE /api/block.php').map((call) => call.body)).toEqual([{ profile_id: 12 }]);
    expect(screen.queryByText(/^Je hebt Eva geblokkeerd\./)).toBeNull();
  });

  it('shows the unblock choice when the member was blocked before', async () => {
    memberApi(testProfile({ blocked: true }));
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    expect(await screen.findByText(/^Je hebt Eva geblokkeerd\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deblokkeren' })).toBeTruthy();
  });

  it('shows why a block failed', async () => {
    memberApi(testProfile(), { 'POST /api/block.php': { status: 404, body: { error: 'not_found' } } });
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Blokkeren' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, blokkeren' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Deze pagina kon niet worden gevonden');
    expect(screen.getByRole('button', { name: 'Blokkeren' })).toBeTruthy();
  });
});
