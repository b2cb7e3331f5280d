import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { InboxConversation } from '../src/features/admin-inbox/inbox-api.ts';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });
const staffSession = {
  body: {
    staff: { role: 'moderator', enrolled: true, verified: true, expires_at: '2026-11-27T18:00:00.000Z' },
  },
};
const moderator = testUser({ moderator: true });
const member: InboxConversation['member'] = {
  id: 31,
  name: 'Joost',
  thumb_filename: null,
  age: 41,
  gender: 'male',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Utrecht',
  description: 'Fietst graag.',
  interests: ['flirting'],
  paid_user: true,
};
const conversation = (claim: InboxConversation['conversation']['claim']): InboxConversation => ({
  conversation: { id: 7, claim },
  member,
  fictional: { id: 90, name: 'Sanne', thumb_filename: null },
  messages: [
    {
      id: 1,
      seq: 1,
      client_id: 'c1',
      from_fictional: false,
      kind: 'text',
      text: 'Hoi Sanne, hoe gaat het?',
      image: null,
      gift: null,
      created_at: '2026-11-27T09:00:00.000Z',
    },
  ],
});
const mine = { staff_id: 5, staff_name: 'Mila', mine: true, expires_at: '2026-11-27T10:02:00.000Z' };
const ada = { staff_id: 6, staff_name: 'Ada', mine: false, expires_at: '2026-11-27T10:02:00.000Z' };

describe('the fictional inbox conversation', () => {
  it('takes the claim on opening, shows the member beside the history, and answers as the fictional profile once', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': staffSession,
      'GET /api/admin/inbox-conversation.php': { body: conversation(null) },
      'POST /api/admin/inbox-claim.php': { body: { claim: mine } },
      'POST /api/admin/inbox-reply.php': (call) => ({
        body: {
          message: {
            ...conversation(null).messages[0],
            id: 2,
            seq: 2,
            from_fictional: true,
            client_id: (call.body as { client_id: string }).client_id,
            text: (call.body as { text: string }).text,
          },
        },
      }),
    });
    await renderApp('/admin/inbox/7', { settings: noEntryWarning, user: moderator });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joost met Sanne' }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(api.to('POST /api/admin/inbox-claim.php')).toHaveLength(1));
    expect(api.to('POST /api/admin/inbox-claim.php')[0]?.body).toEqual({ id: 7 });
    const about = screen.getByRole('complementary', { name: 'Over Joost' });
    expect(within(about).getByText('41')).toBeTruthy();
    expect(within(about).getByText('Utrecht, Nederland')).toBeTruthy();
    expect(screen.getByText('Hoi Sanne, hoe gaat het?')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Jouw antwoord als Sanne' }),
      'Goed hoor, en met jou?',
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Je antwoord is verstuurd.')).toBeTruthy();
    const [sent] = api.to('POST /api/admin/inbox-reply.php');
    expect(sent?.body).toMatchObject({ id: 7, text: 'Goed hoor, en met jou?' });
    expect((sent?.body as { client_id?: string } | undefined)?.client_id).toMatch(/^[0-9a-f-]{36}$/);

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('while another moderator holds the claim: says who, and the answer cannot be sent', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': staffSession,
      'GET /api/admin/inbox-conversation.php': { body: conversation(ada) },
      'POST /api/admin/inbox-claim.php': {
        status: 409,
        body: { error: 'inbox_claimed', staff_name: 'Ada', expires_at: ada.expires_at },
      },
    });
    await renderApp('/admin/inbox/7', { settings: noEntryWarning, user: moderator });
    expect(await screen.findByText('Ada beantwoordt dit', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Jouw antwoord als Sanne' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Versturen' })).toHaveProperty('disabled', true);
    expect(api.to('POST /api/admin/inbox-reply.php')).toHaveLength(0);
  });

  it('is the 403 page for a member, without asking for the conversation', async () => {
    const api = fakeApi({ 'GET /api/admin/inbox-conversation.php': { body: conversation(null) } });
    await renderApp('/admin/inbox/7', { settings: noEntryWarning, user: testUser() });
    expect(
      await screen.findByText('Deze pagina is alleen voor medewerkers.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(api.to('GET /api/admin/inbox-conversation.php')).toHaveLength(0);
  });
});
