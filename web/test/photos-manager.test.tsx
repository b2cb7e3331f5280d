import type { OwnPhoto } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { deferred, type FakeAnswer, type FakeCall, fakeApi } from './account-fake-api.ts';
import { FakeXhr } from './fake-xhr.ts';
import {
  INTERESTS_ANSWER,
  memberWithMain,
  ownPhoto,
  photosAnswer,
  REGIONS_ANSWER,
} from './photos-fixtures.ts';
import { renderApp } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const photosSection = () => screen.getByRole('region', { name: "Foto's" });
const card = (name: string) => within(photosSection()).getByRole('group', { name });

async function openPhotos(
  photos: OwnPhoto[],
  routes: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)> = {},
  options: { limit?: number; settings?: Record<string, unknown> } = {},
) {
  const api = fakeApi({
    'GET /api/photos.php': photosAnswer(photos, options.limit),
    'GET /api/interests.php': INTERESTS_ANSWER,
    'GET /api/regions.php': REGIONS_ANSWER,
    ...routes,
  });
  const view = await renderApp('/profile', {
    settings: { ...noEntryWarning, ...options.settings },
    user: memberWithMain(photos.find((photo) => photo.main)),
  });
  await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' });
  await within(photosSection()).findByText(/^\d+ van \d+ foto's$/);
  return { api, ...view };
}

/** The init of the raw upload (the fake records no body that is not JSON). */
const uploadInit = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.find(
      ([input, init]) => String(input).split('?')[0] === '/api/photos.php' && init?.method === 'POST',
    )?.[1];

const fileInput = () => within(photosSection()).getByLabelText('Foto toevoegen') as HTMLInputElement;
const chooseButton = () => within(photosSection()).getByRole('button', { name: 'Foto kiezen' });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'ik.png', { type: 'image/png' });

describe('the photos on /profile', () => {
  it('uploads the file itself with its type, then shows it as being checked and as the main photo', async () => {
    const added = ownPhoto({ id: 5, status: 'inspection', main: true });
    const answer = deferred<FakeAnswer>();
    const { api, queryClient } = await openPhotos([], {
      'POST /api/photos.php': () => answer.promise,
    });
    expect(within(photosSection()).getByText("0 van 3 foto's")).toBeTruthy();
    const file = png();
    const user = userEvent.setup();
    await user.upload(fileInput(), file);
    expect(await within(photosSection()).findByText('Foto wordt geüpload…')).toBeTruthy();
    expect(fileInput().disabled).toBe(true);
    const init = uploadInit();
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('content-type')).toBe('image/png');
    answer.resolve({ status: 201, ...photosAnswer([added]) });
    const photo = await waitFor(() => card('Foto 1'));
    expect(within(photo).getByText('Foto wordt gecontroleerd')).toBeTruthy();
    expect(within(photo).getByText('Hoofdfoto')).toBeTruthy();
    expect((within(photo).getByRole('img') as HTMLImageElement).getAttribute('src')).toBe(
      '/photos/p5-thumb.webp',
    );
    expect(within(photosSection()).getByText("1 van 3 foto's")).toBeTruthy();
    expect(within(photosSection()).getByRole('status').textContent).toMatch(/alleen jij/);
    expect(api.to('POST /api/photos.php')).toHaveLength(1);
    // The member's main image changed with it: the account menu and the photo alert follow the cache.
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toMatchObject({
      profile: { main_image: { thumb_filename: 'p5-thumb.webp', status: 'inspection' } },
    });
  });

  it('refuses a file over 15 MB and a GIF in the browser, without sending anything', async () => {
    const { api } = await openPhotos([]);
    const user = userEvent.setup({ applyAccept: false });
    const big = new File([new Uint8Array(8)], 'groot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(within(photosSection()).getByRole('alert').textContent).toBe(
      'Deze foto is te groot. Een foto mag hoogstens 15 MB zijn.',
    );
    await user.upload(fileInput(), new File(['GIF89a'], 'dans.gif', { type: 'image/gif' }));
    expect(within(photosSection()).getByRole('alert').textContent).toBe(
      'Dit bestandstype wordt niet ondersteund. Kies een foto in JPEG, PNG of WebP.',
    );
    const alert = within(photosSection()).getByRole('alert');
    expect(chooseButton().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(api.to('POST /api/photos.php')).toHaveLength(0);
  });

  it('shows the limit message when the server answers 409 photo_limit_reached', async () => {
    await openPhotos([ownPhoto({ id: 1, main: true }), ownPhoto({ id: 2 })], {
      'POST /api/photos.php': { status: 409, body: { error: 'photo_limit_reached', limit: 3 } },
    });
    await userEvent.setup().upload(fileInput(), png());
    expect((await within(photosSection()).findByRole('alert')).textContent).toBe(
      "Je hebt het maximum van 3 foto's bereikt. Gratis leden kunnen 3 foto's plaatsen, premium leden 25.",
    );
  });

  it('offers no upload when the limit is reached, and says why', async () => {
    await openPhotos([ownPhoto({ id: 1, main: true }), ownPhoto({ id: 2 }), ownPhoto({ id: 3 })]);
    expect(within(photosSection()).getByText("3 van 3 foto's")).toBeTruthy();
    expect(within(photosSection()).queryByLabelText('Foto toevoegen')).toBeNull();
    expect(within(photosSection()).getByText(/maximum van 3 foto's bereikt/)).toBeTruthy();
  });

  it('makes a photo the main one, marks one private, and deletes one after asking', async () => {
    const first = ownPhoto({ id: 1, main: true });
    const second = ownPhoto({ id: 2 });
    const { api } = await openPhotos([first, second], {
      'PUT /api/photo.php': (call) => {
        const body = call.body as { id: number; main?: true; private?: boolean };
        const photos = [first, second].map((photo) => ({
          ...photo,
          main: body.main ? photo.id === body.id : photo.main,
          private: photo.id === body.id && body.private !== undefined ? body.private : photo.private,
        }));
        return photosAnswer(photos);
      },
      'DELETE /api/photo.php': photosAnswer([first]),
    });
    const user = userEvent.setup();
    expect(within(card('Foto 1')).queryByRole('button', { name: 'Maak hoofdfoto' })).toBeNull();
    expect((within(card('Foto 1')).getByRole('switch', { name: 'Privé' }) as HTMLInputElement).disabled).toBe(
      true,
    );

    await user.click(within(card('Foto 2')).getByRole('button', { name: 'Maak hoofdfoto' }));
    await waitFor(() => expect(within(card('Foto 2')).getByText('Hoofdfoto')).toBeTruthy());
    expect(api.to('PUT /api/photo.php')[0]?.body).toEqual({ id: 2, main: true });
    expect(within(card('Foto 1')).queryByText('Hoofdfoto')).toBeNull();

    await user.click(within(card('Foto 1')).getByRole('switch', { name: 'Privé' }));
    await waitFor(() => expect(api.to('PUT /api/photo.php')).toHaveLength(2));
    expect(api.to('PUT /api/photo.php')[1]?.body).toEqual({ id: 1, private: true });
    await waitFor(() =>
      expect(
        (within(card('Foto 1')).getByRole('switch', { name: 'Privé' }) as HTMLInputElement).checked,
      ).toBe(true),
    );

    await user.click(within(card('Foto 2')).getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto verwijderen?' });
    expect(api.to('DELETE /api/photo.php')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(within(photosSection()).queryByRole('group', { name: 'Foto 2' })).toBeNull());
    expect(api.to('DELETE /api/photo.php')[0]?.body).toEqual({ id: 2 });
  });

  it('keeps a photo when the deletion is cancelled', async () => {
    const { api } = await openPhotos([ownPhoto({ id: 1, main: true })]);
    const user = userEvent.setup();
    await user.click(within(card('Foto 1')).getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE /api/photo.php')).toHaveLength(0);
    expect(card('Foto 1')).toBeTruthy();
  });

  it('explains why a photo was rejected and asks for another', async () => {
    await openPhotos([
      ownPhoto({ id: 1, main: true }),
      ownPhoto({ id: 2, status: 'rejected', reject_reason: 'nudity' }),
    ]);
    const rejected = card('Foto 2');
    expect(within(rejected).getByText('Afgekeurd')).toBeTruthy();
    expect(
      within(rejected).getByText(/Deze foto bevat naakt of seksueel getinte beelden\./).textContent,
    ).toMatch(/Upload een andere foto\./);
    expect(within(rejected).queryByRole('button', { name: 'Maak hoofdfoto' })).toBeNull();
    expect(within(rejected).queryByRole('switch')).toBeNull();
    expect(within(rejected).getByRole('button', { name: 'Verwijderen' })).toBeTruthy();
  });

  it('shows a server refusal of a change in the photo it concerns', async () => {
    await openPhotos([ownPhoto({ id: 1, main: true }), ownPhoto({ id: 2 })], {
      'PUT /api/photo.php': { status: 404, body: { error: 'not_found' } },
    });
    await userEvent.setup().click(within(card('Foto 2')).getByRole('button', { name: 'Maak hoofdfoto' }));
    expect((await within(card('Foto 2')).findByRole('alert')).textContent).toBe(
      'Deze pagina kon niet worden gevonden',
    );
  });

  it('loads the pictures through the CDN when the site has one', async () => {
    await openPhotos(
      [ownPhoto({ id: 1, main: true })],
      {},
      { settings: { cdn_prefix: 'https://cdn.example.net/' } },
    );
    expect(within(card('Foto 1')).getByRole('img').getAttribute('src')).toBe(
      'https://cdn.example.net/photos/p1-thumb.webp',
    );
  });

  it("chooses the file with a button in the member's language, reached by keyboard, not the browser's own control", async () => {
    await openPhotos([]);
    const user = userEvent.setup();
    const input = fileInput();
    const click = vi.spyOn(input, 'click');
    expect(input.tabIndex).toBe(-1);
    expect(input.className).toContain('d-none');
    chooseButton().focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("shows the upload's progress in percent with the time left, and cancels it", async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { api } = await openPhotos([], {
      'POST /api/photos.php': () => new Promise<FakeAnswer>(() => {}),
    });
    const user = userEvent.setup();
    await user.upload(fileInput(), new File([new Uint8Array(1000)], 'ik.jpg', { type: 'image/jpeg' }));
    const bar = await within(photosSection()).findByRole('progressbar', { name: 'Foto wordt geüpload…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    // 430 of 1,000 bytes in 6 s: the other 570 take about 8 s more.
    now += 6000;
    act(() => FakeXhr.current().progress(430));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('43'));
    expect(within(photosSection()).getByText('43 % · nog ongeveer 8 seconden')).toBeTruthy();
    expect(bar.getAttribute('aria-valuetext')).toBe('43 % · nog ongeveer 8 seconden');
    now += 7000;
    act(() => FakeXhr.current().progress(999));
    await waitFor(() =>
      expect(within(photosSection()).getByText('99 % · nog ongeveer 1 seconde')).toBeTruthy(),
    );

    await user.click(within(photosSection()).getByRole('button', { name: 'Annuleren' }));
    expect(await within(photosSection()).findByText('Het uploaden is geannuleerd.')).toBeTruthy();
    expect(FakeXhr.inFlight.size).toBe(0);
    expect(within(photosSection()).queryByRole('progressbar')).toBeNull();
    expect(within(photosSection()).queryByRole('alert')).toBeNull();
    expect(chooseButton()).toHaveProperty('disabled', false);
    expect(api.to('POST /api/photos.php')).toHaveLength(1);
  });

  it('retries an upload the server failed (5xx), as the API client retries every call', async () => {
    let attempt = 0;
    const added = ownPhoto({ id: 7, status: 'inspection', main: true });
    const { api } = await openPhotos([], {
      'POST /api/photos.php': () =>
        attempt++ === 0
          ? { status: 503, body: { error: 'service_unavailable' } }
          : { status: 201, ...photosAnswer([added]) },
    });
    await userEvent.setup().upload(fileInput(), png());
    await waitFor(() => card('Foto 1'));
    expect(api.to('POST /api/photos.php')).toHaveLength(2);
  });

  it('sends every attempt of one upload with the same client_id, and the next file with a new one', async () => {
    let attempt = 0;
    const stored: OwnPhoto[] = [];
    const { api } = await openPhotos([], {
      // Each upload's first attempt fails (as if its answer was lost), its retry is stored.
      'POST /api/photos.php': () => {
        if (attempt++ % 2 === 0) return { status: 503, body: { error: 'service_unavailable' } };
        stored.push(ownPhoto({ id: 10 + stored.length, status: 'inspection', main: stored.length === 0 }));
        return { status: 201, ...photosAnswer([...stored]) };
      },
    });
    const user = userEvent.setup();
    await user.upload(fileInput(), png());
    await waitFor(() => card('Foto 1'));
    await user.upload(fileInput(), png());
    await waitFor(() => card('Foto 2'));

    const clientIds = api.to('POST /api/photos.php').map((call) => call.query.get('client_id'));
    expect(clientIds).toHaveLength(4);
    for (const clientId of clientIds)
      expect(clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [first, firstRetry, second, secondRetry] = clientIds;
    expect(firstRetry).toBe(first);
    expect(secondRetry).toBe(second);
    expect(second).not.toBe(first);
  });
});

afterEach(() => vi.restoreAllMocks());
