import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { chatting, conversationApi, EVA, message, startChatTestClock } from './conversation-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

// Each test loads its screen on demand and fills a form: slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const created = {
  body: { complaint: { reference: 'K7QM-3XPA', created_at: '2026-11-27T10:00:00.000Z' } },
  status: 201,
};

describe('the complaints page', () => {
  it('is in the footer, and asks a visitor for a name, an address and an explanation, with translated errors', async () => {
    const api = fakeApi({ 'POST /api/complaints.php': created });
    await renderApp('/complaints', { settings: noEntryWarning });
    expect(await screen.findByRole('heading', { level: 1, name: 'Klachten en meldingen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Klachten' }).getAttribute('href')).toBe('/complaints');
    await expectNoAxeViolations();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Vul je naam in.')).toBeTruthy();
    expect(screen.getByText('Beschrijf het probleem in 10 tot 4.000 tekens.')).toBeTruthy();
    expect(api.to('POST /api/complaints.php')).toHaveLength(0);

    await person.click(screen.getByLabelText('Je toelichting'));
    await person.paste('Mijn betaling is niet verwerkt.');
    await person.click(screen.getByLabelText('Je naam'));
    await person.paste('Anna de Vries');
    await person.click(screen.getByLabelText('Je e-mailadres'));
    await person.paste('anna@example.nl');
    await person.dblClick(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('K7QM-3XPA')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Bedankt, we hebben je melding ontvangen');
    // A double click sends the form's one client id, so the server stores one complaint (server test).
    const sends = api.to('POST /api/complaints.php');
    expect(new Set(sends.map((send) => (send.body as { client_id: string }).client_id)).size).toBe(1);
    expect(sends[0]?.body).toMatchObject({
      kind: 'service',
      explanation: 'Mijn betaling is niet verwerkt.',
      good_faith: false,
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      language: 'nl',
    });
  });

  it('shows the message a report button named, and sends the member’s report with a reason and good faith', async () => {
    const api = fakeApi({
      'GET /api/complaint-target.php': {
        body: {
          target: {
            kind: 'message',
            id: 77,
            name: 'Eva',
            member_id: EVA,
            text: 'Geef me je bankgegevens',
            thumb_filename: null,
          },
        },
      },
      'POST /api/complaints.php': created,
    });
    await renderApp('/complaints?message=77', { settings: noEntryWarning, user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Je meldt een bericht van Eva' })).toBeTruthy();
    expect(screen.getByText('“Geef me je bankgegevens”')).toBeTruthy();
    expect(screen.queryByLabelText('Je naam')).toBeNull();
    const person = userEvent.setup();
    await person.click(screen.getByLabelText('Je toelichting'));
    await person.paste('Ze vraagt om mijn bankgegevens.');
    await person.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Kies een reden.')).toBeTruthy();
    expect(screen.getByText('Bevestig dat je deze melding te goeder trouw doet.')).toBeTruthy();
    await person.selectOptions(screen.getByLabelText('Reden'), 'Spam, fraude of oplichting');
    await person.click(screen.getByLabelText(/Ik verklaar te goeder trouw/));
    await person.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('K7QM-3XPA')).toBeTruthy();
    expect(api.to('POST /api/complaints.php')[0]?.body).toMatchObject({
      kind: 'message',
      target_id: 77,
      reason: 'spam_or_scam',
      good_faith: true,
    });
    expect(api.to('GET /api/complaint-target.php')[0]?.query.get('kind')).toBe('message');
  });

  it('says so when the reported content is not there for this viewer', async () => {
    fakeApi({ 'GET /api/complaint-target.php': { status: 404, body: { error: 'not_found' } } });
    await renderApp('/complaints?photo=5', { settings: noEntryWarning, user: testUser() });
    expect(await screen.findByText(/Wat je wilt melden is \(niet meer\) voor jou beschikbaar/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Versturen' })).toBeNull();
  });
});

describe('the report button in the chat', () => {
  beforeEach(startChatTestClock);
  afterEach(() => vi.useRealTimers());

  it('is on the other member’s messages only and opens /complaints with the message', async () => {
    conversationApi({ messages: [message(1), message(2, { mine: true })] });
    await renderApp(`/members/${EVA}/chat`, chatting());
    const log = within(await screen.findByRole('log', { name: 'Berichten met Eva' }, { timeout: 5000 }));
    await waitFor(() => expect(log.getByText('Bericht 1')).toBeTruthy());
    const links = log.getAllByRole('link', { name: 'Dit bericht van Eva melden' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/complaints?message=1001']);
  });
});
