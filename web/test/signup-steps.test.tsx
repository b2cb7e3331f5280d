import { MINIMUM_AGE } from '@community/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sexualityOf } from '../src/features/signup/signup-values.ts';
import { renderApp } from './render-app.tsx';
import { description, fakeApi, nlText, refuse } from './signup-fake-api.ts';
import { steps } from './signup-steps.ts';

const settings = { enable_site_entry_popup: 'no' as const };
const next = () => screen.getByRole('button', { name: 'Volgende' });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

beforeEach(() => {
  // A fixed "today" for the age rule; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('gender and sexuality', () => {
  it('follow from "I am" and "I’m looking for"', () => {
    expect(sexualityOf('male', 'women')).toBe('hetero');
    expect(sexualityOf('male', 'men')).toBe('gay');
    expect(sexualityOf('female', 'men')).toBe('hetero');
    expect(sexualityOf('female', 'women')).toBe('lesbian');
    expect(sexualityOf('male', 'both')).toBe('bi');
    expect(sexualityOf('female', 'both')).toBe('bi');
  });
});

describe('signup steps', () => {
  it('asks for a choice on step0 and refuses an under-age or impossible birth date', async () => {
    const user = userEvent.setup();
    fakeApi();
    await renderApp('/signup', { settings });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
    await heading('Over jou');
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
    await user.click(next());
    expect(screen.getAllByText('Maak een keuze.')).toHaveLength(2);
    expect(description(screen.getByRole('radio', { name: 'een man' }))).toBe('Maak een keuze.');

    await steps.gender(user, 'een man', 'mannen en vrouwen');
    const step1 = await heading('Je geboortedatum');
    expect(document.activeElement).toBe(step1);
    await user.click(next());
    const required = nlText('errors.birth_date_required', { count: MINIMUM_AGE });
    expect(screen.getByText(required)).toBeTruthy();

    // Eighteen tomorrow: still 17 today.
    await steps.birthDate(user, '16', '6', '2008');
    expect(screen.getByText(required)).toBeTruthy();
    for (const label of ['Dag', 'Maand', 'Jaar'])
      expect(description(screen.getByLabelText(label))).toContain(required);
    const years = [...(screen.getByLabelText('Jaar') as HTMLSelectElement).options].map((o) => o.value);
    expect(years[1]).toBe('2008');
    expect(years.at(-1)).toBe('1926');

    await user.selectOptions(screen.getByLabelText('Dag'), '31');
    await user.selectOptions(screen.getByLabelText('Maand'), '2');
    await user.selectOptions(screen.getByLabelText('Jaar'), '1990');
    await user.click(next());
    expect(screen.getByText(nlText('errors.birth_date_invalid'))).toBeTruthy();

    // Eighteen today is old enough.
    await steps.birthDate(user, '15', '6', '2008');
    await heading('Waar woon je?');
  });

  it('checks the profile name and e-mail with the shared rules, then with the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/signup-check.php': [
        () => refuse(409, 'email_taken', { field: 'email' }),
        () => ({ status: 200, body: { ok: true } }),
      ],
    });
    await renderApp('/signup', { settings });
    await steps.gender(user);
    await steps.birthDate(user);
    await steps.location(user);
    await heading('Je profiel');

    const name = screen.getByLabelText('Profielnaam');
    const email = screen.getByLabelText('E-mailadres');
    await user.type(name, 'zon@example.nl');
    await user.type(email, 'zon@example.nl');
    await user.click(next());
    expect(description(name)).toContain(nlText('errors.name_equals_email'));

    await user.clear(name);
    await user.type(name, '@zon');
    await user.clear(email);
    await user.type(email, 'zon@example');
    await user.click(next());
    expect(description(name)).toContain(nlText('errors.name_starts_with_at'));
    expect(description(email)).toContain(nlText('errors.email_invalid'));
    expect(api.to('POST /api/signup-check.php')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Zonnetje');
    await user.clear(email);
    await user.type(email, 'zon@example.nl');
    await user.click(next());
    await waitFor(() => expect(description(email)).toContain(nlText('errors.email_taken')));
    expect(api.to('POST /api/signup-check.php')[0]?.body).toEqual({
      email: 'zon@example.nl',
      name: 'Zonnetje',
    });

    await user.click(next());
    await heading('Kies een wachtwoord');
  });

  it('counts the characters of "why I’m here" and refuses a short password and unaccepted terms', async () => {
    const user = userEvent.setup();
    fakeApi();
    await renderApp('/signup', { settings });
    await steps.gender(user);
    await steps.birthDate(user);
    await steps.location(user);
    await user.type(await screen.findByLabelText('Waarom ik hier ben (optioneel)'), 'Gezelligheid');
    expect(screen.getByText('12/500 tekens')).toBeTruthy();
    await steps.profile(user);

    const password = await screen.findByLabelText('Wachtwoord');
    await user.type(password, 'kort');
    expect((password as HTMLInputElement).type).toBe('password');
    await user.click(screen.getByRole('button', { name: nlText('account.showPassword') }));
    expect((password as HTMLInputElement).type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Maak mijn gratis account aan' }));
    expect(description(password)).toContain(nlText('errors.password_too_short'));
    expect(screen.getByText(nlText('signup.step4.termsRequired'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'algemene voorwaarden' }).getAttribute('href')).toBe(
      '/pages/terms',
    );
    expect(screen.getByRole('link', { name: 'privacyverklaring' }).getAttribute('href')).toBe(
      '/pages/privacy',
    );
  });

  it('keeps every answer while going back and forth', async () => {
    const user = userEvent.setup();
    fakeApi();
    await renderApp('/signup', { settings: { ...settings, geoip_selected_country: 'BE' } });
    await steps.gender(user);
    await steps.birthDate(user, '3', '11', '1985');
    expect((screen.getByLabelText('Land') as HTMLSelectElement).value).toBe('BE');
    await user.selectOptions(screen.getByLabelText('Land'), 'NL');
    await steps.location(user, 'Zuid-Holland');
    await user.type(await screen.findByLabelText('Profielnaam'), 'Zonnetje');

    await user.click(screen.getByRole('button', { name: 'Terug' }));
    const step2 = await heading('Waar woon je?');
    expect(document.activeElement).toBe(step2);
    expect((screen.getByLabelText('Provincie (optioneel)') as HTMLSelectElement).value).toBe('ZH');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await heading('Je geboortedatum');
    expect((screen.getByLabelText('Dag') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Jaar') as HTMLSelectElement).value).toBe('1985');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await heading('Over jou');
    expect((screen.getByRole('radio', { name: 'een vrouw' }) as HTMLInputElement).checked).toBe(true);

    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    expect(((await screen.findByLabelText('Profielnaam')) as HTMLInputElement).value).toBe('Zonnetje');
  });
});
