import type { AdminComplaint } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberComplaints } from '../src/features/admin-complaints/MemberComplaints.tsx';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

// Each test loads its screen on demand and fills a form: slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

const staffSession = {
  body: {
    staff: { role: 'moderator', enrolled: true, verified: true, expires_at: '2026-11-27T18:00:00.000Z' },
  },
};
const moderator = { settings: noEntryWarning, user: testUser({ moderator: true }) };

const complaint: AdminComplaint = {
  id: 9,
  reference: 'K7QM-3XPA',
  kind: 'message',
  reason: 'harassment',
  status: 'open',
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  target_member: { id: 12, name: 'Eva' },
  target_id: 77,
  reporter: { id: 7, name: 'Sanne' },
  reporter_name: 'Sanne',
  assignee: null,
  resolved_at: null,
  explanation: 'Ze blijft me lastigvallen.',
  good_faith: true,
  language: 'nl',
  reporter_email: 'sanne@example.nl',
  snapshot: { text: 'Een grof bericht', sender_name: 'Eva' },
  assigned_at: null,
  outcome: null,
  reply: null,
  resolved_by: null,
};
const {
  explanation,
  good_faith,
  language,
  reporter_email,
  snapshot,
  assigned_at,
  outcome,
  reply,
  resolved_by,
  ...summary
} = complaint;

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the complaints queue of the back office', () => {
  it('shows the counts, the age of the oldest and the open complaints, each linked', async () => {
    const api = fakeApi({
      'GET /api/admin/session.php': staffSession,
      'GET /api/admin/complaints.php': {
        body: {
          counts: {
            open: { count: 1, oldest_at: complaint.created_at },
            assigned: { count: 0, oldest_at: null },
            resolved: { count: 4, oldest_at: '2026-10-01T10:00:00.000Z' },
          },
          complaints: [summary],
        },
      },
    });
    await renderApp('/admin/complaints', moderator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Klachten en meldingen' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'K7QM-3XPA' }).getAttribute('href')).toBe(
      '/admin/complaints/9',
    );
    expect(within(table).getByText('Een bericht · Eva')).toBeTruthy();
    expect(within(table).getByText('Intimidatie of pesten')).toBeTruthy();
    expect(screen.getByText('Oudste: 3 uur geleden')).toBeTruthy();
    expect(api.to('GET /api/admin/complaints.php')[0]?.query.get('status')).toBe('open');
    await expectNoAxeViolations();
  });

  it('takes a complaint and resolves it with an outcome and a reply', async () => {
    let current = complaint;
    const api = fakeApi({
      'GET /api/admin/session.php': staffSession,
      'GET /api/admin/complaint.php': () => ({ body: { complaint: current } }),
      'GET /api/admin/complaints.php': {
        body: {
          counts: {
            open: { count: 0, oldest_at: null },
            assigned: { count: 0, oldest_at: null },
            resolved: { count: 0, oldest_at: null },
          },
          complaints: [],
        },
      },
      'POST /api/admin/complaint.php': (call) => {
        const body = call.body as { action: string; outcome?: string; reply?: string };
        current =
          body.action === 'assign'
            ? { ...current, status: 'assigned', assignee: { id: 7, name: 'Sanne' } }
            : {
                ...current,
                status: 'resolved',
                outcome: body.outcome as AdminComplaint['outcome'],
                reply: body.reply ?? null,
                resolved_by: { id: 7, name: 'Sanne' },
                resolved_at: new Date().toISOString(),
              };
        return { body: { complaint: current } };
      },
    });
    await renderApp('/admin/complaints/9', moderator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Klacht K7QM-3XPA' })).toBeTruthy();
    expect(screen.getByText('“Een grof bericht”')).toBeTruthy();
    expect(screen.getByText('Ze blijft me lastigvallen.')).toBeTruthy();
    await expectNoAxeViolations();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Aan mij toewijzen' }));
    await waitFor(() => expect(screen.getByText('Toegewezen · Sanne')).toBeTruthy());

    await person.click(screen.getByRole('button', { name: 'Afhandelen en antwoord versturen' }));
    expect(screen.getByText('Kies een uitkomst en schrijf een antwoord.')).toBeTruthy();
    await person.selectOptions(screen.getByLabelText('Uitkomst'), 'Maatregelen tegen het lid');
    await person.click(screen.getByLabelText('Antwoord aan de melder'));
    await person.paste('We hebben het account geschorst.');
    await person.click(screen.getByRole('button', { name: 'Afhandelen en antwoord versturen' }));
    expect(await screen.findByText('Afgehandeld door Sanne')).toBeTruthy();
    expect(api.to('POST /api/admin/complaint.php').map((call) => call.body)).toEqual([
      { id: 9, action: 'assign' },
      { id: 9, action: 'resolve', outcome: 'member_restricted', reply: 'We hebben het account geschorst.' },
    ]);
    expect(screen.queryByRole('button', { name: 'Aan mij toewijzen' })).toBeNull();
  });

  it('lists a member’s complaints, about them and by them, for the member page', async () => {
    const api = fakeApi({
      'GET /api/admin/complaints.php': (call) => ({
        body: {
          counts: {
            open: { count: 1, oldest_at: complaint.created_at },
            assigned: { count: 0, oldest_at: null },
            resolved: { count: 0, oldest_at: null },
          },
          complaints: call.query.get('against') === '12' ? [summary] : [],
        },
      }),
    });
    await renderApp('/member-complaints-test', {
      ...moderator,
      extraRoutes: [{ path: '/member-complaints-test', element: <MemberComplaints memberId={12} /> }],
    });
    const about = await screen.findByRole('region', { name: 'Over dit lid' });
    expect(await within(about).findByRole('link', { name: 'K7QM-3XPA' })).toBeTruthy();
    const by = screen.getByRole('region', { name: 'Verstuurd door dit lid' });
    expect(await within(by).findByText('Geen klachten.')).toBeTruthy();
    const asked = api.to('GET /api/admin/complaints.php').map((call) => call.query.toString());
    expect(asked.sort()).toEqual(['against=12', 'by=12']);
  });
});
