import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../src/features/session/user-api.ts';
import { TRACKING_STORAGE_KEY } from '../src/features/signup/tracking.ts';
import { renderApp } from './render-app.tsx';
import { description, fakeApi, nlText, ok, refuse } from './signup-fake-api.ts';
import { steps } from './signup-steps.ts';

const settings = { enable_site_entry_popup: 'no' as const };

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await steps.gender(user, 'een vrouw', 'vrouwen');
  await steps.birthDate(user, '15', '6', '1990');
  await steps.location(user, 'Noord-Holland');
  await steps.profile(user, 'Zonnetje', 'zon@example.nl', 'Gezelligheid');
  await steps.password(user, 'lange-zomer-2026');
}

/** The stages as a screen reader reads them: name and status. */
const stages = () =>
  within(screen.getByRole('list', { name: 'Je account wordt aangemaakt' }))
    .getAllByRole('listitem')
    .map((item) => {
      const read = item.cloneNode(true) as HTMLElement;
      for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return read.textContent?.trim();
    });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('sending the signup', () => {
  it('runs the four stages in order and sends the derived gender, sexuality and the tracking', async () => {
    const user = userEvent.setup();
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'partner', sub1: 'banner' }));
    const api = fakeApi();
    const { queryClient } = await renderApp('/members/123/signup', { settings });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Meld je aan om contact op te nemen met dit lid',
      }),
    ).toBeTruthy();
    await fillAll(user);

    expect(await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeTruthy();
    // Once logged in, the likes and the chats load for the top bar; the signup's own calls run in this order.
    // …and the welcome discount code of a new, unpaid member (SPEC §7: loaded once logged in), and the photo
    // decisions not yet announced (decision 0036), and a staff warning not yet read (decision 0056).
    const topBar = [
      'GET /api/likes.php',
      'GET /api/chats.php',
      'GET /api/discountcode.php',
      'GET /api/photo-decisions.php',
      'GET /api/member-warning.php',
    ];
    // The member of /members/{id}/signup is shown above the steps (decision 0063): their teaser loads first.
    expect(api.to('GET /api/member-teaser.php')).toHaveLength(1);
    expect(api.routes().filter((route) => !topBar.includes(route))).toEqual([
      'GET /api/member-teaser.php',
      'POST /api/signup-check.php',
      'POST /api/signup-check.php',
      'POST /api/signup.php',
      'GET /api/signup-matches.php',
      'POST /api/activation-mail.php',
    ]);
    const form = {
      email: 'zon@example.nl',
      name: 'Zonnetje',
      password: 'lange-zomer-2026',
      date_of_birth: '1990-06-15',
      signup_message: 'Gezelligheid',
      gender: 'female',
      sexuality: 'lesbian',
      country: 'NL',
      region: 'NH',
      language: 'nl',
      tracking: { network: 'partner', sub1: 'banner' },
      target_member_id: 123,
    };
    expect(api.to('POST /api/signup-check.php')[1]?.body).toEqual(form);
    expect(api.to('POST /api/signup.php')[0]?.body).toEqual(form);
    // Logged in as the new member, and the tracking has done its work.
    expect(queryClient.getQueryData<{ email: string }>(CURRENT_USER_KEY)?.email).toBe('zon@example.nl');
    expect(localStorage.getItem(TRACKING_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('zon@example.nl').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Verder' }).getAttribute('href')).toBe('/members');
    // The signup page speaks about the confirmation itself: no second reminder on top.
    expect(screen.getAllByText(/Bevestig je e-mailadres/)).toHaveLength(1);
  });

  it('shows each stage’s status, the failure with a retry, and never creates the account twice', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/signup-matches.php': [
        () => refuse(429, 'rate_limited'),
        () => ok({ count: 7, profiles: [] }),
      ],
      'POST /api/activation-mail.php': [() => refuse(429, 'rate_limited'), () => ok()],
    });
    await renderApp('/signup', { settings });
    await fillAll(user);

    expect(await screen.findByText(nlText('errors.rate_limited'))).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Je account wordt aangemaakt' }).getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(stages()).toEqual([
      'Gegevens controleren klaar',
      'Account aanmaken klaar',
      'Leden zoeken die bij je passen mislukt',
      'Bevestigingsmail versturen wacht',
    ]);

    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('7 leden passen bij wat je zoekt')).toBeTruthy();
    await waitFor(() => expect(stages()[3]).toBe('Bevestigingsmail versturen mislukt'));

    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeTruthy();
    expect(api.to('POST /api/signup.php')).toHaveLength(1);
    expect(api.to('POST /api/signup-check.php')).toHaveLength(2);
    expect(api.to('GET /api/signup-matches.php')).toHaveLength(2);
    expect(api.to('POST /api/activation-mail.php')).toHaveLength(2);
  });

  it('goes back to the step of the field the server refused, with the error under that field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/signup-check.php': [
        () => ok(),
        () => refuse(400, 'password_too_common', { field: 'password' }),
      ],
    });
    await renderApp('/signup', { settings });
    await fillAll(user);

    await waitFor(() =>
      expect(description(screen.getByLabelText('Wachtwoord'))).toContain(
        nlText('errors.password_too_common'),
      ),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Kies een wachtwoord' }),
    );
    expect(api.to('POST /api/signup.php')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(((await screen.findByLabelText('Profielnaam')) as HTMLInputElement).value).toBe('Zonnetje');
  });

  it('sets the reminder-modal flag when signup completes on a smartphone', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
    fakeApi();
    await renderApp('/signup', { settings });
    await fillAll(user);
    await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' });
    expect(sessionStorage.getItem('activation-reminder-modal')).toBe('1');
  });

  it('resends the confirmation mail from the last step and tells when it is too soon', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/activation-mail.php': [() => ok(), () => ok(), () => refuse(429, 'rate_limited')] });
    await renderApp('/signup', { settings });
    await fillAll(user);
    await user.click(await screen.findByRole('button', { name: 'E-mail opnieuw sturen' }));
    expect(await screen.findByText('We hebben je een nieuwe e-mail gestuurd.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'E-mail opnieuw sturen' }));
    expect(await screen.findByText(nlText('errors.rate_limited'))).toBeTruthy();
  });
});
