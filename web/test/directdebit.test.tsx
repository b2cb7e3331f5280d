import type { CurrentUser, Order } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncTimeBonus } from '../src/features/discounts/time-bonus.ts';
import { type FakeAnswer, type FakeCall, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const VALID_IBAN = 'NL91ABNA0417164300';
const PHONE_HINT = '+31 6 •••• ••78';
/** A member past the time bonus and without a welcome code: prices without a discount. */
const user: CurrentUser = testUser({ signup_date: '2020-01-01T00:00:00.000Z', credits: 0 });

const offer = (overrides: Record<string, unknown> = {}) => ({
  country: 'NL',
  packages: [
    { id: 1, credits: 50, price: 1_495, currency: 'EUR', popular: false },
    { id: 2, credits: 120, price: 2_995, currency: 'EUR', popular: true },
  ],
  methods: ['ideal', 'sdd'],
  repeat: null,
  direct_debit: true,
  ...overrides,
});

const order = (id: number): Order => ({
  id,
  package_id: 2,
  credits: 120,
  amount: 2_995,
  list_amount: 2_995,
  currency: 'EUR',
  method: 'sdd',
  status: 'pending',
  discount: null,
  created_at: new Date().toISOString(),
  paid_at: null,
});

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);
function directDebitApi(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/user.php': { body: { user } },
    'GET /api/credits.php': { body: offer() },
    'POST /api/directdebit.php': {
      status: 201,
      body: {
        mandate: { id: 31, phone_hint: PHONE_HINT, expires_at: new Date(Date.now() + 600_000).toISOString() },
      },
    },
    'POST /api/directdebit-code.php': { body: { order: order(55) } },
    'POST /api/directdebit-resend.php': {
      body: {
        mandate: { id: 31, phone_hint: PHONE_HINT, expires_at: new Date(Date.now() + 600_000).toISOString() },
      },
    },
    ...routes,
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  act(() => syncTimeBonus(null));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const settings = { enable_site_entry_popup: 'no' } as const;
const typist = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function openForm(path = '/directdebit?package=2') {
  const view = await renderApp(path, { user, settings });
  await screen.findByRole('heading', { level: 2, name: 'Jouw gegevens' });
  return view;
}

/** Fills in the form and, unless `consent` is false, ticks the consent to immediate delivery. */
async function fillForm(values: Partial<Record<string, string>> = {}, consent = true) {
  const all = {
    'Naam rekeninghouder': 'S. de Vries',
    IBAN: VALID_IBAN,
    Straat: 'Herengracht',
    Huisnummer: '12a',
    Postcode: '1015 BK',
    Plaats: 'Amsterdam',
    'Mobiel nummer': '06 12345678',
    ...values,
  };
  const user = typist();
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  if (consent && !consentBox().checked) await user.click(consentBox());
  return user;
}

const CONSENT_REQUIRED = 'Geef eerst toestemming voor directe levering.';
const consentBox = () =>
  screen.getByRole('checkbox', {
    name: /^Ik wil dat de credits direct aan mijn account worden toegevoegd\./,
  }) as HTMLInputElement;

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the direct debit form', () => {
  it('shows the package with its price; without a valid package it links back to /credits', async () => {
    directDebitApi();
    const first = await openForm();
    const pack = screen.getByRole('article', { name: /120/ });
    expect(within(pack).getByText('€ 29,95')).toBeTruthy();
    await expectNoAxeViolations();
    first.unmount();

    await renderApp('/directdebit?package=9', { user, settings });
    const back = await screen.findByRole('link', { name: 'Naar de pakketten' });
    expect(back.getAttribute('href')).toBe('/credits');
    expect(screen.queryByLabelText('IBAN')).toBeNull();
  });

  it('refuses an invalid IBAN as typed, sending nothing', async () => {
    const api = directDebitApi();
    await openForm();
    const user = await fillForm({ IBAN: 'NL91 ABNA 0417 1643 01' });
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    expect(await screen.findByText('Dit IBAN is niet geldig. Controleer het nummer.')).toBeTruthy();
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /api/directdebit.php')).toHaveLength(0);
  });

  it('names every missing field', async () => {
    const api = directDebitApi();
    await openForm();
    await typist().click(screen.getByRole('button', { name: 'Verstuur code' }));
    expect(await screen.findByText('Vul de naam van de rekeninghouder in.')).toBeTruthy();
    for (const text of [
      'Vul je straat in.',
      'Vul je huisnummer in.',
      'Vul je postcode in.',
      'Vul je woonplaats in.',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(api.to('POST /api/directdebit.php')).toHaveLength(0);
  });

  it('asks for the consent to immediate delivery before sending a code, and sends nothing without it', async () => {
    const api = directDebitApi();
    await openForm();
    expect(consentBox().checked).toBe(false);
    const user = await fillForm({}, false);
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CONSENT_REQUIRED);
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(consentBox().getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(consentBox());
    await expectNoAxeViolations();
    expect(api.to('POST /api/directdebit.php')).toHaveLength(0);

    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    await screen.findByLabelText('Code uit de sms');
    expect(api.to('POST /api/directdebit.php')[0]?.body).toMatchObject({ delivery_consent: true });
  });

  it('sends the form, then confirms the code sent by SMS and goes to the transaction; axe-clean', async () => {
    const api = directDebitApi();
    const { router } = await openForm();
    const user = await fillForm({ IBAN: 'nl91 abna 0417 1643 00' });
    // Shown in groups of four once typed.
    await user.tab();
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('NL91 ABNA 0417 1643 00');
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));

    await screen.findByRole('heading', { level: 2, name: 'Bevestig met de code uit de sms' });
    expect(api.to('POST /api/directdebit.php')[0]?.body).toEqual({
      package: 2,
      account_holder: 'S. de Vries',
      iban: VALID_IBAN,
      street: 'Herengracht',
      house_number: '12a',
      zip: '1015 BK',
      city: 'Amsterdam',
      phone: '06 12345678',
      discount_code: null,
      country: 'NL',
      delivery_consent: true,
    });
    expect(screen.getByText(`We hebben een code gestuurd naar ${PHONE_HINT}.`)).toBeTruthy();
    const otp = screen.getByLabelText('Code uit de sms');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    expect(
      screen.getByText(
        /^Door te bevestigen machtig je Flirtlokaal om eenmalig € 29,95 af te schrijven van rekening NL91 ABNA 0417 1643 00/,
      ),
    ).toBeTruthy();
    await expectNoAxeViolations();

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/55'));
    const confirm = api.to('POST /api/directdebit-code.php')[0]?.body as Record<string, unknown>;
    expect(confirm).toMatchObject({ mandate: 31, otp: '123456' });
    expect(confirm.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says "Code ongeldig" on a wrong code and retries with the same client id', async () => {
    let tries = 0;
    const api = directDebitApi({
      'POST /api/directdebit-code.php': () =>
        tries++ === 0 ? { status: 400, body: { error: 'code_invalid' } } : { body: { order: order(56) } },
    });
    const { router } = await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    const otp = await screen.findByLabelText('Code uit de sms');
    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    expect(await screen.findByText('Code ongeldig')).toBeTruthy();
    expect(otp.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/directdebit');

    await user.clear(otp);
    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/56'));
    const [first, second] = api
      .to('POST /api/directdebit-code.php')
      .map((call) => call.body as { client_id: string });
    expect(second?.client_id).toBe(first?.client_id);
  });

  it('on an expired code offers a new one, which can be sent again only after 60 s', async () => {
    const api = directDebitApi({
      'POST /api/directdebit-code.php': { status: 410, body: { error: 'code_expired' } },
    });
    await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    const otp = await screen.findByLabelText('Code uit de sms');
    const resendButton = () => screen.getByRole('button', { name: /Nieuwe code over|Stuur een nieuwe code/ });
    expect(resendButton().textContent).toBe('Nieuwe code over 60 s');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    expect(await screen.findByText('Deze code is verlopen. Vraag een nieuwe code aan.')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    // The fake clock also follows real time (shouldAdvanceTime), which a loaded machine stretches by some seconds.
    const left = Number(/^Nieuwe code over (\d+) s$/.exec(resendButton().textContent ?? '')?.[1]);
    expect(left).toBeGreaterThanOrEqual(20);
    expect(left).toBeLessThanOrEqual(30);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect((resendButton() as HTMLButtonElement).disabled).toBe(false));
    expect(resendButton().textContent).toBe('Stuur een nieuwe code');
    await user.click(resendButton());
    expect(await screen.findByText(`Er is een nieuwe code gestuurd naar ${PHONE_HINT}.`)).toBeTruthy();
    expect(api.to('POST /api/directdebit-resend.php')[0]?.body).toEqual({ mandate: 31 });
    expect(screen.queryByText('Deze code is verlopen. Vraag een nieuwe code aan.')).toBeNull();
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(resendButton().textContent).toMatch(/^Nieuwe code over (59|60) s$/);
  });

  it('follows the wait the server asks for when a new code comes too soon', async () => {
    directDebitApi({
      'POST /api/directdebit-code.php': { status: 410, body: { error: 'code_expired' } },
      'POST /api/directdebit-resend.php': { status: 429, body: { error: 'rate_limited', retry_after: 45 } },
    });
    await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    await screen.findByLabelText('Code uit de sms');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(await screen.findByRole('button', { name: 'Stuur een nieuwe code' }));
    expect(await screen.findByRole('button', { name: /^Nieuwe code over 4[45] s$/ })).toBeTruthy();
  });

  it('goes back to the form, keeping what was typed, when the mandate can no longer be confirmed', async () => {
    directDebitApi({ 'POST /api/directdebit-resend.php': { status: 410, body: { error: 'code_expired' } } });
    await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    await screen.findByLabelText('Code uit de sms');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(await screen.findByRole('button', { name: 'Stuur een nieuwe code' }));
    expect(
      await screen.findByText(
        'Deze machtiging kan niet meer worden bevestigd. Controleer je gegevens en vraag een nieuwe code aan.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Plaats') as HTMLInputElement).value).toBe('Amsterdam');
  });

  it.each([
    [
      'direct_debit_blocked',
      'Betalen via automatische incasso is voor jouw account geblokkeerd. Kies een andere betaalmethode.',
    ],
    [
      'direct_debit_limit',
      'Je hebt het maximale aantal betalingen via automatische incasso bereikt. Kies een andere betaalmethode.',
    ],
  ])('shows %s as an alert with a way back to the other methods', async (code, text) => {
    directDebitApi({ 'POST /api/directdebit.php': { status: 403, body: { error: code } } });
    await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Kies een andere betaalmethode' }).getAttribute('href'),
    ).toBe('/credits');
    await expectNoAxeViolations();
  });

  it('shows a refusal at the confirmation the same way', async () => {
    directDebitApi({
      'POST /api/directdebit-code.php': { status: 403, body: { error: 'direct_debit_limit' } },
    });
    await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    await user.type(await screen.findByLabelText('Code uit de sms'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Kies een andere betaalmethode' })).toBeTruthy();
  });

  it("puts the server's iban_invalid and validation_failed on their fields", async () => {
    let call = 0;
    directDebitApi({
      'POST /api/directdebit.php': () =>
        call++ === 0
          ? { status: 400, body: { error: 'iban_invalid', fields: ['iban'] } }
          : { status: 400, body: { error: 'validation_failed', fields: ['phone'] } },
    });
    await openForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    expect(await screen.findByText('Dit IBAN is niet geldig. Controleer het nummer.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    expect(await screen.findByText('Vul een geldig mobiel nummer in.')).toBeTruthy();
    expect(screen.getByLabelText('Mobiel nummer').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when direct debit is not offered to the member', async () => {
    directDebitApi({ 'GET /api/credits.php': { body: offer({ direct_debit: false }) } });
    await renderApp('/directdebit?package=2', { user, settings });
    expect(
      await screen.findByText('Betalen via automatische incasso is voor jou op dit moment niet mogelijk.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kies een andere betaalmethode' }).getAttribute('href')).toBe(
      '/credits',
    );
  });

  it('sends a visitor to the login, and back to the same package after it', async () => {
    fakeApi();
    const { router } = await renderApp('/directdebit?package=2', { settings });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/directdebit?package=2');
  });
});
