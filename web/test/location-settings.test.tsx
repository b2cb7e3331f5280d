import { GEOLOCATION_MAX_AGE_MS } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationSettings } from '../src/features/location/LocationSettings.tsx';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { type FakeCall, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const regions = {
  NL: {
    term: 'province',
    regions: [
      { code: 'NH', name: 'Noord-Holland' },
      { code: 'UT', name: 'Utrecht' },
    ],
  },
  BE: {
    term: 'region',
    regions: [
      { code: 'BRU', name: 'Brussels' },
      { code: 'VLG', name: 'Flanders' },
    ],
  },
};

/** A browser's PermissionStatus the test can change, as the person would in the browser's site settings. */
class FakePermissionStatus extends EventTarget {
  constructor(public state: PermissionState) {
    super();
  }
  change(state: PermissionState) {
    this.state = state;
    this.dispatchEvent(new Event('change'));
  }
}

type PositionAnswer = { lat: number; lon: number } | { code: 1 | 2 | 3 };

/** navigator.geolocation (and optionally navigator.permissions) as the test wants the browser to behave. */
function fakeBrowser(
  options: { permission?: PermissionState | 'no-api' | 'query-fails'; position?: PositionAnswer } = {},
) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      const answer = options.position ?? { code: 2 };
      if ('code' in answer) failure?.({ code: answer.code, message: '' } as GeolocationPositionError);
      else success({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  const { permission = 'prompt' } = options;
  const status = new FakePermissionStatus(
    permission === 'no-api' || permission === 'query-fails' ? 'prompt' : permission,
  );
  const query =
    permission === 'query-fails'
      ? async () => Promise.reject(new TypeError('not supported'))
      : async () => status;
  if (permission === 'no-api') Reflect.deleteProperty(navigator, 'permissions');
  else
    Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(query) }, configurable: true });
  return { getCurrentPosition, status };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
  vi.unstubAllGlobals();
});

/** PUT /api/profile.php as the server answers it: the member with the new country and region. */
const profileAnswer = (member: ReturnType<typeof testUser>) => (call: FakeCall) => {
  const { country, region } = call.body as { country: string; region: string | null };
  return { body: { user: { ...member, profile: { ...member.profile, country, region } } } };
};

async function openSection(routes: Parameters<typeof fakeApi>[0] = {}, member = testUser()) {
  const api = fakeApi({
    'GET /api/regions.php': { body: { regions } },
    'PUT /api/profile.php': profileAnswer(member),
    ...routes,
  });
  const view = await renderApp('/location-test', {
    user: member,
    settings: { enable_site_entry_popup: 'no', countries: ['NL', 'BE'] },
    extraRoutes: [{ path: '/location-test', element: <LocationSettings /> }],
  });
  const section = await screen.findByRole('region', { name: 'Locatie' });
  await within(section).findByRole('combobox', { name: 'Provincie' });
  return { api, section, ...view };
}

const locateButton = () => screen.getByRole('button', { name: 'Gebruik mijn locatie' });

describe('location settings: what the browser allows', () => {
  it('without geolocation, the button is disabled and says why', async () => {
    await openSection();
    const button = locateButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = 'Je browser kan je locatie niet delen. Kies je land en regio hieronder zelf.';
    expect(screen.getByText(why)).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(why);
  });

  it('when the browser blocks it, explains how to allow it; allowing it in the browser enables the button', async () => {
    const { status } = fakeBrowser({ permission: 'denied' });
    await openSection();
    expect(await screen.findByText(/Sta locatie toe in de site-instellingen van je browser/)).toBeTruthy();
    expect((locateButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => status.change('granted'));
    await waitFor(() => expect((locateButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/Sta locatie toe/)).toBeNull();
  });

  it('when granted, offers the button without a warning; a later block in the browser shows the hint', async () => {
    const { status } = fakeBrowser({ permission: 'granted' });
    await openSection();
    await waitFor(() => expect(locateButton().getAttribute('aria-describedby')).toBeNull());
    expect((locateButton() as HTMLButtonElement).disabled).toBe(false);
    act(() => status.change('denied'));
    expect(await screen.findByText(/Sta locatie toe in de site-instellingen/)).toBeTruthy();
    expect((locateButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the browser will ask first', async () => {
    fakeBrowser({ permission: 'prompt' });
    await openSection();
    expect(await screen.findByText('Je browser vraagt eerst of je je locatie wilt delen.')).toBeTruthy();
    expect((locateButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it.each(['no-api', 'query-fails'] as const)(
    'offers the button when the browser will not say (%s)',
    async (permission) => {
      fakeBrowser({ permission });
      await openSection();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect((locateButton() as HTMLButtonElement).disabled).toBe(false);
      expect(locateButton().getAttribute('aria-describedby')).toBeNull();
    },
  );
});

describe('location settings: use my location', () => {
  it('fills country and region from the position and saves them with the position', async () => {
    const { getCurrentPosition } = fakeBrowser({
      permission: 'granted',
      position: { lat: 51.21942, lon: 4.40253 },
    });
    const { api, section, queryClient } = await openSection({
      'GET /api/geocode.php': { body: { geocode: { country: 'BE', region: 'VLG', place: 'Antwerpen' } } },
    });
    const user = userEvent.setup();
    await user.click(locateButton());
    expect(await screen.findByText('In de buurt van Antwerpen')).toBeTruthy();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: GEOLOCATION_MAX_AGE_MS });
    // Rounded to about a kilometre on the way to the server.
    const [geocodeCall] = api.to('GET /api/geocode.php');
    expect([geocodeCall?.query.get('lat'), geocodeCall?.query.get('lon')]).toEqual(['51.22', '4.4']);
    const country = within(section).getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
    expect(country.value).toBe('BE');
    const region = (await within(section).findByRole('combobox', { name: 'Regio' })) as HTMLSelectElement;
    expect(region.value).toBe('VLG');
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je locatie is opgeslagen.')).toBeTruthy();
    expect(api.to('PUT /api/profile.php')[0]?.body).toEqual({
      country: 'BE',
      region: 'VLG',
      position: { lat: 51.21942, lon: 4.40253 },
    });
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toMatchObject({
      profile: { country: 'BE', region: 'VLG' },
    });
  });

  it('a choice made by hand is saved without a position', async () => {
    fakeBrowser({ permission: 'granted', position: { lat: 52.37, lon: 4.89 } });
    const { api, section } = await openSection({
      'GET /api/geocode.php': { body: { geocode: { country: 'NL', region: 'NH', place: 'Amsterdam' } } },
    });
    const user = userEvent.setup();
    await user.click(locateButton());
    await screen.findByText('In de buurt van Amsterdam');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Provincie' }), 'UT');
    expect(screen.queryByText('In de buurt van Amsterdam')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Je locatie is opgeslagen.');
    expect(api.to('PUT /api/profile.php')[0]?.body).toEqual({ country: 'NL', region: 'UT' });
  });

  it.each([
    [1, 'Je hebt geen toestemming gegeven om je locatie te gebruiken. Kies je land en regio zelf.'],
    [2, 'Je locatie kon niet worden bepaald. Probeer het later opnieuw of kies je land en regio zelf.'],
    [3, 'Het bepalen van je locatie duurde te lang. Probeer het opnieuw.'],
  ] as const)('a position error %i is explained', async (code, text) => {
    fakeBrowser({ permission: 'granted', position: { code } });
    const { api } = await openSection();
    await userEvent.setup().click(locateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(api.to('GET /api/geocode.php')).toHaveLength(0);
  });

  it('a failed geocode is explained and leaves the choice as it was', async () => {
    fakeBrowser({ permission: 'granted', position: { lat: 55.5, lon: 3 } });
    const { section } = await openSection({
      'GET /api/geocode.php': { status: 404, body: { error: 'geocode_failed' } },
    });
    await userEvent.setup().click(locateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We konden geen plaats bij je locatie vinden. Kies je land en regio zelf.',
    );
    expect((within(section).getByRole('combobox', { name: 'Land' }) as HTMLSelectElement).value).toBe('NL');
    expect((within(section).getByRole('combobox', { name: 'Provincie' }) as HTMLSelectElement).value).toBe(
      'NH',
    );
  });

  it('a position in a country the site does not offer is named, not filled in', async () => {
    fakeBrowser({ permission: 'granted', position: { lat: 48.14, lon: 11.58 } });
    const { section } = await openSection({
      'GET /api/geocode.php': { body: { geocode: { country: 'DE', region: 'BY', place: 'München' } } },
    });
    await userEvent.setup().click(locateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Je locatie ligt in een land dat je op deze site niet kunt kiezen: Duitsland.',
    );
    expect((within(section).getByRole('combobox', { name: 'Land' }) as HTMLSelectElement).value).toBe('NL');
  });

  it('shows a refused save in words', async () => {
    const { section } = await openSection({
      'PUT /api/profile.php': { status: 400, body: { error: 'validation_failed', field: 'region' } },
    });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('validation_failed');
    expect(screen.queryByText('Je locatie is opgeslagen.')).toBeNull();
  });
});
