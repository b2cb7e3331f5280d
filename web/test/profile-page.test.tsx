import type { CurrentUser } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { type FakeAnswer, type FakeCall, fakeApi } from './account-fake-api.ts';
import { INTERESTS_ANSWER, photosAnswer, REGIONS_ANSWER } from './photos-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
type Routes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>;

async function openProfile(
  member: CurrentUser,
  routes: Routes = {},
  options: { language?: string; settings?: Record<string, unknown>; heading?: string } = {},
) {
  const api = fakeApi({
    'GET /api/photos.php': photosAnswer([]),
    'GET /api/interests.php': INTERESTS_ANSWER,
    'GET /api/regions.php': REGIONS_ANSWER,
    ...routes,
  });
  const view = await renderApp('/profile', {
    settings: { ...noEntryWarning, ...options.settings },
    user: member,
    language: options.language,
  });
  await screen.findByRole('heading', { level: 1, name: options.heading ?? 'Mijn profiel' });
  return { api, ...view };
}

const details = (name = 'Profielgegevens') => screen.getByRole('region', { name });
/** The texts a field's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** PUT /api/profile.php as the server answers it: the member with the changes applied. */
const profileAnswer = (member: CurrentUser) => (call: FakeCall) => ({
  body: { user: { ...member, profile: { ...member.profile, ...(call.body as object) } } },
});

describe('the own profile page', () => {
  it('sends visitors to the login first, and back here after it', async () => {
    fakeApi({
      'POST /api/user.php': { body: { user: testUser() } },
      'GET /api/photos.php': photosAnswer([]),
      'GET /api/interests.php': INTERESTS_ANSWER,
      'GET /api/regions.php': REGIONS_ANSWER,
    });
    const { router } = await renderApp('/profile', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'sanne@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('has the photos, the profile details and the location, and a page title', async () => {
    await openProfile(testUser());
    for (const name of ["Foto's", 'Profielgegevens', 'Locatie'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mijn profiel – Flirtlokaal'));
  });

  it('sends only the fields that changed, and keeps the answer as the member', async () => {
    const member = testUser();
    member.profile.eye_color = 'blue';
    member.profile.description = 'Ik hou van de zee.';
    const { api, queryClient } = await openProfile(member, { 'PUT /api/profile.php': profileAnswer(member) });
    const form = within(details());
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Profielnaam'));
    await user.type(form.getByLabelText('Profielnaam'), 'Sanne B');
    await user.selectOptions(form.getByLabelText('Haarkleur'), 'Bruin');
    await user.selectOptions(form.getByLabelText('Oogkleur'), 'Niet opgegeven');
    await user.click(await form.findByRole('checkbox', { name: 'Reizen' }));
    await user.click(form.getByRole('button', { name: 'Opslaan' }));
    expect(await form.findByText('Je profiel is opgeslagen.')).toBeTruthy();
    expect(api.to('PUT /api/profile.php').map((call) => call.body)).toEqual([
      { name: 'Sanne B', hair_color: 'brown', eye_color: null, interests: ['travelling'] },
    ]);
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toMatchObject({
      profile: { name: 'Sanne B', hair_color: 'brown', eye_color: null, interests: ['travelling'] },
    });
    // Saved is the new starting point: saving again sends nothing.
    await user.click(form.getByRole('button', { name: 'Opslaan' }));
    expect(await form.findByText('Je hebt niets gewijzigd.')).toBeTruthy();
    expect(api.to('PUT /api/profile.php')).toHaveLength(1);
  });

  it('shows a refusal of the server under the field it names', async () => {
    const { api } = await openProfile(testUser(), {
      'PUT /api/profile.php': { status: 400, body: { error: 'validation_failed', field: 'description' } },
    });
    const form = within(details());
    const user = userEvent.setup();
    const text = form.getByLabelText('Over mij');
    await user.type(text, 'Hallo!');
    expect(form.getByText('6/2000 tekens')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(description(text)).toContain('Een deel van de ingevulde gegevens is niet geldig.');
    expect(api.to('PUT /api/profile.php')[0]?.body).toEqual({ description: 'Hallo!' });
  });

  it('checks the name rules before sending', async () => {
    const { api } = await openProfile(testUser());
    const form = within(details());
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Profielnaam'));
    await user.type(form.getByLabelText('Profielnaam'), '@sanne');
    await user.click(form.getByRole('button', { name: 'Opslaan' }));
    expect(await form.findByText('Je profielnaam mag niet met @ beginnen.')).toBeTruthy();
    expect(api.to('PUT /api/profile.php')).toHaveLength(0);
  });

  it('says which fields only the member sees, from the site settings', async () => {
    await openProfile(
      testUser(),
      {},
      {
        settings: {
          visible_profile_fields: ['gender', 'hair_color', 'interests'],
          visible_profile_notes: [],
        },
      },
    );
    const form = within(details());
    expect(description(form.getByLabelText('Haarkleur'))).not.toContain('Alleen zichtbaar voor jou');
    expect(description(form.getByLabelText('Oogkleur'))).toContain('Alleen zichtbaar voor jou');
    expect(description(form.getByLabelText('Seksuele voorkeur'))).toContain('Alleen zichtbaar voor jou');
    expect(description(form.getByLabelText('Over mij'))).toContain('Alleen zichtbaar voor jou');
    expect(description(form.getByRole('group', { name: 'Interesses' }))).not.toContain(
      'Alleen zichtbaar voor jou',
    );
  });

  it('lets no more interests be chosen than allowed', async () => {
    const member = testUser();
    member.profile.interests = Array.from({ length: 20 }, (_, index) =>
      index === 0 ? 'travelling' : `x${index}`,
    );
    await openProfile(member);
    const form = within(details());
    expect(((await form.findByRole('checkbox', { name: 'Reizen' })) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('checkbox', { name: 'Koken' }) as HTMLInputElement).disabled).toBe(true);
    expect(form.getByText('20 van 20 gekozen')).toBeTruthy();
  });

  it('shows every choice in the member’s language', async () => {
    const member = testUser({ language: 'de' });
    member.profile.relationship_status = 'complicated';
    await openProfile(member, {}, { language: 'de', heading: 'Mein Profil' });
    const form = within(details('Profilangaben'));
    const hair = form.getByLabelText('Haarfarbe') as HTMLSelectElement;
    expect([...hair.options].map((option) => option.textContent)).toEqual([
      'Keine Angabe',
      'Blond',
      'Braun',
      'Schwarz',
      'Rot',
      'Grau',
      'Glatze',
      'Andere',
    ]);
    const status = form.getByLabelText('Beziehungsstatus') as HTMLSelectElement;
    expect(status.selectedOptions[0]?.textContent).toBe('Es ist kompliziert');
    expect((form.getByLabelText('Geschlecht') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Frau',
    );
    expect(form.getByLabelText('Auf der Suche nach')).toBeTruthy();
    expect(await form.findByRole('checkbox', { name: 'Reisen' })).toBeTruthy();
  });
});
