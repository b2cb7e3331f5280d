import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import {
  INTERESTS_ANSWER,
  memberWithMain,
  ownPhoto,
  photosAnswer,
  REGIONS_ANSWER,
} from './photos-fixtures.ts';
import { renderApp } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const FLAG = 'hide-enrich-alert';
const ADD_PHOTO = /Voeg een profielfoto toe/;
const BEING_CHECKED = /Je profielfoto wordt gecontroleerd/;

async function openFaq(member: ReturnType<typeof memberWithMain>) {
  const view = await renderApp('/pages/faq', { settings: noEntryWarning, user: member });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the profile-photo alert', () => {
  it('asks a member without a main photo to add one, links to /profile, and goes away when dismissed', async () => {
    const member = memberWithMain(undefined);
    const dismissed = memberWithMain(undefined, { dismissals: { [FLAG]: new Date().toISOString() } });
    const api = fakeApi({ 'POST /api/dismissals.php': { body: { user: dismissed } } });
    await openFaq(member);
    const alert = (await screen.findByText(ADD_PHOTO)).closest('.alert') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Naar mijn profiel' }).getAttribute('href')).toBe(
      '/profile',
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Niet nu' }));
    await waitFor(() => expect(screen.queryByText(ADD_PHOTO)).toBeNull());
    expect(api.to('POST /api/dismissals.php')[0]?.body).toEqual({ flag: FLAG });
  });

  it('says the photo is being checked while the main photo is in inspection', async () => {
    fakeApi();
    await openFaq(memberWithMain(ownPhoto({ status: 'inspection', main: true })));
    expect(await screen.findByText(BEING_CHECKED)).toBeTruthy();
    expect(screen.queryByText(ADD_PHOTO)).toBeNull();
  });

  it('asks for another photo when the main photo was rejected', async () => {
    fakeApi();
    await openFaq(memberWithMain(ownPhoto({ status: 'rejected', reject_reason: 'quality', main: true })));
    expect(await screen.findByText(/Je profielfoto is afgekeurd/)).toBeTruthy();
  });

  it('stays away with an active main photo, after a recent dismissal, and for visitors', async () => {
    fakeApi();
    const active = await openFaq(memberWithMain(ownPhoto({ main: true })));
    expect(screen.queryByText(ADD_PHOTO)).toBeNull();
    active.unmount();
    const recent = await openFaq(
      memberWithMain(undefined, { dismissals: { [FLAG]: new Date().toISOString() } }),
    );
    expect(screen.queryByText(ADD_PHOTO)).toBeNull();
    recent.unmount();
    await renderApp('/pages/faq', { settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(ADD_PHOTO)).toBeNull();
  });

  it('leaves an unconfirmed member to the activation reminder first', async () => {
    fakeApi();
    const unconfirmed = memberWithMain(undefined, { status: 'not_confirmed' });
    await openFaq({ ...unconfirmed, profile: { ...unconfirmed.profile, status: 'disabled' } });
    expect(await screen.findByText('Bevestig je e-mailadres')).toBeTruthy();
    expect(screen.queryByText(ADD_PHOTO)).toBeNull();
  });

  it('is not shown on /profile, where the photos are added', async () => {
    fakeApi({
      'GET /api/photos.php': photosAnswer([]),
      'GET /api/interests.php': INTERESTS_ANSWER,
      'GET /api/regions.php': REGIONS_ANSWER,
    });
    await renderApp('/profile', { settings: noEntryWarning, user: memberWithMain(undefined) });
    await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' });
    await screen.findByText("0 van 3 foto's");
    expect(screen.queryByText(ADD_PHOTO)).toBeNull();
  });
});
