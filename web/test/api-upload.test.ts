import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUpload, onAuthenticationRequired } from '../src/api/client.ts';
import { fakeApi } from './account-fake-api.ts';
import { ownPhoto, photosAnswer } from './photos-fixtures.ts';

const file = () => new File([new Uint8Array(10)], 'ik.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

/** Uploads (XMLHttpRequest, for their progress) follow the rules of every API call (SPEC §7, §8). */
describe('apiUpload', () => {
  it('retries a 5xx answer with doubling delays and returns the later success', async () => {
    let attempt = 0;
    const stored = photosAnswer([ownPhoto()]);
    const api = fakeApi({
      'POST /api/photos.php': () =>
        attempt++ < 2 ? { status: 503, body: { error: 'service_unavailable' } } : { status: 201, ...stored },
    });
    expect(await apiUpload('/api/photos.php', file(), { retryBaseDelayMs: 1 })).toEqual(stored.body);
    expect(api.to('POST /api/photos.php')).toHaveLength(3);
  });

  it('never retries a 4xx and reports its code and parameters', async () => {
    const api = fakeApi({
      'POST /api/photos.php': { status: 409, body: { error: 'photo_limit_reached', limit: 3 } },
    });
    await expect(apiUpload('/api/photos.php', file())).rejects.toMatchObject({
      code: 'photo_limit_reached',
      status: 409,
      params: { limit: 3 },
      silent: false,
    });
    expect(api.to('POST /api/photos.php')).toHaveLength(1);
  });

  it('on 403 authentication_required tells the session feature and fails silently', async () => {
    fakeApi({ 'POST /api/photos.php': { status: 403, body: { error: 'authentication_required' } } });
    const listener = vi.fn();
    const stop = onAuthenticationRequired(listener);
    const failure = await apiUpload('/api/photos.php', file()).catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'authentication_required', silent: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('sends the file with its type and the query, and is not retried once cancelled', async () => {
    const api = fakeApi({ 'POST /api/message-image.php': () => new Promise(() => {}) });
    const controller = new AbortController();
    const sent = apiUpload('/api/message-image.php', file(), {
      query: { profile: 7 },
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(api.to('POST /api/message-image.php')).toHaveLength(1));
    expect(api.to('POST /api/message-image.php')[0]?.query.get('profile')).toBe('7');
    controller.abort();
    await expect(sent).rejects.toMatchObject({ code: 'network' });
    expect(api.to('POST /api/message-image.php')).toHaveLength(1);
  });
});
