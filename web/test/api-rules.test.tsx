import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  apiProbe,
  apiUpload,
  onAuthenticationRequired,
  onInFlightChange,
} from '../src/api/client.ts';
import { createQueryClient } from '../src/app/start-app.ts';
import { sendTyping } from '../src/features/conversation/typing-api.ts';
import { SessionSync } from '../src/features/session/SessionSync.tsx';
import { CURRENT_USER_KEY, setCurrentUser } from '../src/features/session/user-api.ts';
import { type FakeAnswer, fakeApi } from './account-fake-api.ts';
import { ownPhoto, photosAnswer } from './photos-fixtures.ts';
import { testUser } from './render-app.tsx';

const PHOTOS = 'POST /api/photos.php';
/** What the server answers a stored photo (the contract's 201). */
const STORED: FakeAnswer = { status: 201, ...photosAnswer([ownPhoto()]) };
type CallOptions = { signal?: AbortSignal; retryBaseDelayMs?: number; progress?: boolean };

/** The two carriers of a call: a JSON body by fetch and a raw file body by XMLHttpRequest (for its progress). */
const carriers = {
  'a JSON call': (options: CallOptions) =>
    apiFetch('/api/photos.php', { method: 'POST', body: { id: 1 }, retryBaseDelayMs: 1, ...options }),
  'an upload': (options: CallOptions) =>
    apiUpload('/api/photos.php', new File([new Uint8Array(10)], 'ik.jpg', { type: 'image/jpeg' }), {
      retryBaseDelayMs: 1,
      ...options,
    }),
};
const eachCarrier = describe.each(Object.entries(carriers));

/** Answers the scripted answers in turn, then the stored photo. */
const script = (answers: Array<FakeAnswer | 'offline'>) => () => {
  const next = answers.shift() ?? STORED;
  if (next === 'offline') throw new TypeError('Failed to fetch');
  return next;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Every call follows one set of rules, whatever carries it (decision 0039; SPEC §7, §8). */
eachCarrier('%s', (_, call) => {
  it('is retried after a 5xx and after a network failure, with doubling delays, and returns the later success', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeApi({ [PHOTOS]: script([{ status: 503, body: { error: 'generic' } }, 'offline']) });
    const sent = call({ retryBaseDelayMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(api.to(PHOTOS)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.to(PHOTOS)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(api.to(PHOTOS)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toEqual(STORED.body);
    expect(api.to(PHOTOS)).toHaveLength(3);
  });

  it('gives up after 5 retries with the last error', async () => {
    const api = fakeApi({ [PHOTOS]: { status: 500, body: { error: 'generic' } } });
    await expect(call({})).rejects.toMatchObject({ code: 'generic', status: 500 });
    expect(api.to(PHOTOS)).toHaveLength(6);
  });

  it('never retries a 4xx and maps the answer to its code and parameters', async () => {
    const api = fakeApi({ [PHOTOS]: { status: 409, body: { error: 'photo_limit_reached', limit: 3 } } });
    const failure = await call({}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'photo_limit_reached',
      status: 409,
      params: { limit: 3 },
      silent: false,
    });
    expect(api.to(PHOTOS)).toHaveLength(1);
  });

  it('logs the member out on 403 authentication_required, silently to the screen, without a retry', async () => {
    const api = fakeApi({ [PHOTOS]: { status: 403, body: { error: 'authentication_required' } } });
    const queryClient = createQueryClient();
    setCurrentUser(queryClient, testUser());
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SessionSync />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const failure = await call({}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'authentication_required', status: 403, silent: true });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(api.to(PHOTOS)).toHaveLength(1);
  });

  it('stops at once when cancelled while waiting to retry: no further attempt, a network error', async () => {
    const api = fakeApi({ [PHOTOS]: { status: 503, body: { error: 'generic' } } });
    const controller = new AbortController();
    const sent = call({ signal: controller.signal, retryBaseDelayMs: 60_000 });
    await waitFor(() => expect(api.to(PHOTOS)).toHaveLength(1));
    controller.abort();
    await expect(sent).rejects.toMatchObject({ code: 'network', status: 0 });
    expect(api.to(PHOTOS)).toHaveLength(1);
  });

  it('stops when cancelled during an attempt, without trying again', async () => {
    fakeApi();
    // A server that never answers; fetch gives up when its signal aborts, as the browser's does.
    const fetch = vi.fn(
      (_: string, init?: RequestInit) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const sent = call({ signal: controller.signal });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(sent).rejects.toMatchObject({ code: 'network', status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('counts for the progress bar while under way, unless marked as background', async () => {
    fakeApi({ [PHOTOS]: STORED });
    const counts: number[] = [];
    const stop = onInFlightChange((count) => counts.push(count));
    await call({});
    await call({ progress: false });
    stop();
    expect(counts).toEqual([1, 0]);
  });
});

/** Calls tried once: a signal the next one replaces, and the live stream's probe, whose caller reconnects itself. */
describe('a call made once', () => {
  it('typing: one attempt after a 5xx, errors ignored, but a 403 authentication_required still logs out', async () => {
    const api = fakeApi({ 'POST /api/typing.php': { status: 503, body: { error: 'generic' } } });
    const logout = vi.fn();
    const stop = onAuthenticationRequired(logout);
    sendTyping(4);
    await waitFor(() => expect(api.to('POST /api/typing.php')).toHaveLength(1));
    fakeApi({ 'POST /api/typing.php': { status: 403, body: { error: 'authentication_required' } } });
    sendTyping(4);
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    stop();
    expect(api.to('POST /api/typing.php')).toHaveLength(1);
  });

  it("the stream's probe: a success resolves without reading the never-ending stream", async () => {
    const stream = new ReadableStream({
      start: (controller) => controller.enqueue(new Uint8Array([58, 10])),
    });
    const fetch = vi.fn(
      async () => new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    await apiProbe('/api/chat-events.php', { accept: 'text/event-stream', signal: controller.signal });
    controller.abort();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("the stream's probe: a refusal rejects once, and 403 authentication_required logs out", async () => {
    const api = fakeApi({ 'GET /api/chat-events.php': { status: 502, body: { error: 'generic' } } });
    const signal = new AbortController().signal;
    const probe = () => apiProbe('/api/chat-events.php', { accept: 'text/event-stream', signal });
    await expect(probe()).rejects.toMatchObject({ code: 'generic', status: 502 });
    expect(api.to('GET /api/chat-events.php')).toHaveLength(1);

    fakeApi({ 'GET /api/chat-events.php': { status: 403, body: { error: 'authentication_required' } } });
    const logout = vi.fn();
    const stop = onAuthenticationRequired(logout);
    await expect(probe()).rejects.toMatchObject({ status: 403, silent: true });
    stop();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
