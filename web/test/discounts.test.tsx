import type { CurrentUser, DiscountCode } from '@community/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/start-app.ts';
import { setArrivalOutcome } from '../src/features/discounts/arrival-code.ts';
import { DiscountCodeField } from '../src/features/discounts/DiscountCodeField.tsx';
import { welcomeCodeQuery } from '../src/features/discounts/discount-code-api.ts';
import { storeDiscountCode } from '../src/features/discounts/discount-code-store.ts';
import { syncTimeBonus } from '../src/features/discounts/time-bonus.ts';
import { useActiveDiscount } from '../src/features/discounts/use-active-discount.ts';
import { setCurrentUser } from '../src/features/session/user-api.ts';
import { createI18n } from '../src/i18n/i18n.ts';
import { type FakeCall, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const HOUR_MS = 3_600_000;
/** A member who has not paid and signed up `ago` ms ago (within 4 hours: the time bonus runs). */
const member = (ago: number, overrides: Partial<CurrentUser> = {}) =>
  testUser({ signup_date: new Date(Date.now() - ago).toISOString(), ...overrides });

const discountCode = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'SPRING10',
  country: null,
  user_id: null,
  expires: null,
  value_percentage: 10,
  currency: null,
  minimum_order_value: null,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: null,
  ...overrides,
});
const welcome = discountCode({
  code: 'WELCOME25',
  value_percentage: 25,
  expires: new Date(Date.now() + 5 * 24 * HOUR_MS).toISOString(),
});

/** GET /api/discountcode.php answering the welcome code and the codes of `codes` (by their spelling). */
function discountApi(
  options: {
    welcome?: DiscountCode | null;
    codes?: Record<string, { status?: number; body: unknown }>;
    user?: CurrentUser;
  } = {},
) {
  return fakeApi({
    ...(options.user ? { 'GET /api/user.php': { body: { user: options.user } } } : {}),
    'GET /api/discountcode.php': (call: FakeCall) => {
      if (call.query.get('welcome') === 'true')
        return options.welcome
          ? { body: { discount_code: options.welcome } }
          : { status: 404, body: { error: 'not_found' } };
      // Codes are compared without case, as the server does.
      const answer = options.codes?.[(call.query.get('code') ?? '').toUpperCase()];
      return answer ?? { status: 404, body: { error: 'code_not_found' } };
    },
  });
}

afterEach(() => {
  act(() => syncTimeBonus(null));
  act(() => setArrivalOutcome(null));
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function withProviders(user: CurrentUser | null) {
  const queryClient = createQueryClient();
  setCurrentUser(queryClient, user);
  const i18n = await createI18n('nl');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <main>{children}</main>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the active discount', () => {
  it('is the time bonus while it runs, even with a welcome code', async () => {
    const user = member(HOUR_MS);
    discountApi({ welcome });
    const { wrapper } = await withProviders(user);
    const { result } = renderHook(() => useActiveDiscount(), { wrapper });
    expect(result.current).toEqual({ code: 'TIMEBONUS25', value_percentage: 25, source: 'time_bonus' });
  });

  it('is the welcome code once the time bonus is over', async () => {
    const user = member(5 * HOUR_MS);
    discountApi({ welcome });
    const { wrapper } = await withProviders(user);
    const { result } = renderHook(() => useActiveDiscount(), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({ code: 'WELCOME25', value_percentage: 25, source: 'welcome' }),
    );
  });

  it('is a code the member entered, before the time bonus and the welcome code', async () => {
    const user = member(HOUR_MS);
    discountApi({ welcome });
    storeDiscountCode(user.id, discountCode());
    const { wrapper } = await withProviders(user);
    const { result } = renderHook(() => useActiveDiscount(), { wrapper });
    expect(result.current).toEqual({ code: 'SPRING10', value_percentage: 10, source: 'code' });
  });

  it('ignores a code kept for another member, and an expired one', async () => {
    const user = member(5 * HOUR_MS);
    discountApi();
    storeDiscountCode(99, discountCode());
    const { wrapper } = await withProviders(user);
    const first = renderHook(() => useActiveDiscount(), { wrapper });
    expect(first.result.current).toBeNull();
    first.unmount();
    act(() =>
      storeDiscountCode(user.id, discountCode({ expires: new Date(Date.now() - 1000).toISOString() })),
    );
    const second = renderHook(() => useActiveDiscount(), { wrapper });
    expect(second.result.current).toBeNull();
  });

  it('is nothing for a paid member without a code: no time bonus, the welcome code is not even asked for', async () => {
    const user = member(HOUR_MS, { paid_user: true });
    const api = discountApi({ welcome });
    const { wrapper } = await withProviders(user);
    const { result } = renderHook(() => useActiveDiscount(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeNull();
    expect(api.to('GET /api/discountcode.php')).toHaveLength(0);
  });

  it('ignores a failing welcome-code call silently: no discount, no error, asked once', async () => {
    const user = member(5 * HOUR_MS);
    const api = fakeApi({
      'GET /api/user.php': { body: { user } },
      'GET /api/discountcode.php': { status: 404, body: { error: 'not_found' } },
    });
    await renderApp('/chats', { user, settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.to('GET /api/discountcode.php')).toHaveLength(1));
    expect(api.to('GET /api/discountcode.php')[0]?.query.get('welcome')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Welkomstbonus/)).toBeNull();
    expect(api.to('GET /api/discountcode.php')).toHaveLength(1);
  });
});

describe('the discount code field', () => {
  async function renderField(user: CurrentUser, api: ReturnType<typeof discountApi>) {
    const { wrapper } = await withProviders(user);
    render(<DiscountCodeField />, { wrapper });
    const input = screen.getByLabelText('Kortingscode');
    const apply = async (code: string) => {
      await userEvent.clear(input);
      await userEvent.type(input, code);
      await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    };
    return { input, apply, api };
  }

  it.each([
    ['an unknown code', 'NOPE', { status: 404, body: { error: 'code_not_found' } }, 'Code niet gevonden'],
    ['a used code', 'USED', { status: 409, body: { error: 'code_used' } }, 'Code reeds gebruikt'],
    [
      'a code for another country',
      'BE10',
      { status: 400, body: { error: 'code_not_applicable' } },
      'Deze code geldt niet voor deze bestelling.',
    ],
    [
      'an expired code',
      'OLD',
      { body: { discount_code: discountCode({ code: 'OLD', expired: true }) } },
      'Deze kortingscode is verlopen.',
    ],
  ])('refuses %s with a clear message and keeps nothing', async (_, code, answer, message) => {
    const user = member(5 * HOUR_MS);
    const api = discountApi({ codes: { [code]: answer } });
    const { apply, input } = await renderField(user, api);
    await apply(code);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.to('GET /api/discountcode.php').at(-1)?.query.get('code')).toBe(code);
    expect(localStorage.getItem('discount-code')).toBeNull();
  });

  it('asks for a code before looking anything up', async () => {
    const api = discountApi();
    await renderField(member(5 * HOUR_MS), api);
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Vul een kortingscode in.')).toBeTruthy();
    expect(api.to('GET /api/discountcode.php')).toHaveLength(0);
  });

  it('applies a code, keeps it over a reload and removes it; axe-clean', async () => {
    const user = member(HOUR_MS);
    const api = discountApi({ codes: { SPRING10: { body: { discount_code: discountCode() } } } });
    const { apply } = await renderField(user, api);
    await expectNoAxeViolations();
    await apply('spring10 ');
    expect(await screen.findByText('Kortingscode SPRING10 toegepast: 10% korting.')).toBeTruthy();
    await expectNoAxeViolations();
    // A new page (reload) still has the member's code, and it is the active discount.
    const { wrapper } = await withProviders(user);
    expect(renderHook(() => useActiveDiscount(), { wrapper }).result.current?.code).toBe('SPRING10');

    await userEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' })[0] as HTMLElement);
    expect(await screen.findByLabelText('Kortingscode')).toBeTruthy();
    expect(localStorage.getItem('discount-code')).toBeNull();
  });
});

describe('a discount code in the address', () => {
  it('is looked up, kept and confirmed, and taken out of the address', async () => {
    const user = member(5 * HOUR_MS);
    const api = discountApi({ user, codes: { SPRING10: { body: { discount_code: discountCode() } } } });
    const { router } = await renderApp('/chats?discountcode=SPRING10&ref=mail', {
      user,
      settings: { enable_site_entry_popup: 'no' },
    });
    expect(
      await screen.findByText('Kortingscode SPRING10 is toegepast op je volgende bestelling.'),
    ).toBeTruthy();
    const lookups = api.to('GET /api/discountcode.php').filter((call) => call.query.get('code'));
    expect(lookups.map((call) => call.query.get('code'))).toEqual(['SPRING10']);
    expect(router.state.location.search).toBe('?ref=mail');
    expect(JSON.parse(localStorage.getItem('discount-code') ?? 'null')).toMatchObject({
      user_id: user.id,
      discount: { code: 'SPRING10' },
    });
  });

  it('tells why a code cannot be used', async () => {
    const user = member(5 * HOUR_MS);
    discountApi({ user, codes: { USED: { status: 409, body: { error: 'code_used' } } } });
    await renderApp('/chats?discountcode=USED', { user, settings: { enable_site_entry_popup: 'no' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Kortingscode USED kan niet worden gebruikt: Code reeds gebruikt');
    expect(localStorage.getItem('discount-code')).toBeNull();
  });

  it('waits for a visitor to log in before looking it up', async () => {
    const user = member(5 * HOUR_MS);
    const api = discountApi({ codes: { SPRING10: { body: { discount_code: discountCode() } } } });
    const { queryClient } = await renderApp('/pages/faq?discountcode=SPRING10', {
      settings: { enable_site_entry_popup: 'no' },
    });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to('GET /api/discountcode.php')).toHaveLength(0);
    await logInOrOut(queryClient, user);
    await waitFor(() =>
      expect(api.to('GET /api/discountcode.php').some((call) => call.query.get('code') === 'SPRING10')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(localStorage.getItem('discount-code')).not.toBeNull());
  });

  it('is dropped on logout', async () => {
    const user = member(5 * HOUR_MS);
    discountApi({ user });
    storeDiscountCode(user.id, discountCode());
    const { queryClient } = await renderApp('/chats', { user, settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem('discount-code')).not.toBeNull();
    await logInOrOut(queryClient, null);
    await waitFor(() => expect(localStorage.getItem('discount-code')).toBeNull());
  });
});

describe('the welcome bonus banner', () => {
  it('offers 25% with the hours and minutes left and links to /credits; closing hides it for the session', async () => {
    const user = member(HOUR_MS + 30_000);
    discountApi({ user });
    const first = await renderApp('/chats', { user, settings: { enable_site_entry_popup: 'no' } });
    const banner = (await screen.findByText('Welkomstbonus: 25% korting op je credits!')).closest(
      '.alert',
    ) as HTMLElement;
    expect(within(banner).getByText('Nog 2 u en 59 min geldig.')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Bekijk de pakketten' }).getAttribute('href')).toBe(
      '/credits',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Welkomstbonus: 25% korting op je credits!')).toBeNull();
    first.unmount();
    await renderApp('/likes', { user, settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Welkomstbonus: 25% korting op je credits!')).toBeNull();
  });

  it('is gone once 4 hours have passed since signup (SPEC §6), even while the welcome code still applies', async () => {
    const user = member(4 * HOUR_MS + 60_000);
    const api = discountApi({
      user,
      welcome: { ...welcome, expires: new Date(Date.now() + 26 * HOUR_MS).toISOString() },
    });
    const { queryClient } = await renderApp('/chats', { user, settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    // The welcome code is loaded and still the active discount of an order; only the banner follows the 4 hours.
    await waitFor(() => expect(queryClient.getQueryData(welcomeCodeQuery(user.id).queryKey)).toBeTruthy());
    expect(api.to('GET /api/discountcode.php')).toHaveLength(1);
    expect(screen.queryByText(/Welkomstbonus/)).toBeNull();
  });

  it('is not shown to a paid member, nor with a code of their own', async () => {
    const paid = member(HOUR_MS, { paid_user: true });
    discountApi({ user: paid, welcome });
    const first = await renderApp('/chats', { user: paid, settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Welkomstbonus/)).toBeNull();
    first.unmount();

    const unpaid = member(HOUR_MS);
    discountApi({ user: unpaid, welcome });
    storeDiscountCode(unpaid.id, discountCode());
    await renderApp('/chats', { user: unpaid, settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Welkomstbonus/)).toBeNull();
  });
});

/** The session changes to `user` (login) or to nobody (logout), as the session feature sets it. */
async function logInOrOut(queryClient: QueryClient, user: CurrentUser | null) {
  await act(async () => {
    setCurrentUser(queryClient, user);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  localStorage.clear();
});
