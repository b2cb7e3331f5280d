import type { ChatEvent } from '@community/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onInFlightChange } from '../src/api/client.ts';
import { deferred, type FakeAnswer, fakeApi } from './account-fake-api.ts';
import { member, testChats } from './chats-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

/** A stand-in for the browser's EventSource: the test sends the live events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static latest: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(event: ChatEvent) {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  FakeEventSource.latest = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function chatsApi() {
  return fakeApi({
    'GET /api/chats.php': { body: testChats() },
    // The session refresh keeps the member logged in.
    'GET /api/user.php': { body: { user: testUser() } },
  });
}

async function start() {
  const api = chatsApi();
  await renderApp('/chats', member);
  await screen.findByRole('list', { name: 'Gesprekken' });
  const loads = () => api.to('GET /api/chats.php').length;
  return { api, loads };
}

async function connectPush() {
  await waitFor(() => expect(FakeEventSource.latest).not.toBeNull());
  act(() => FakeEventSource.latest?.send({ type: 'ready' }));
}

describe('keeping the chat list fresh', () => {
  it('reloads it 5 s after the start, then every 60 s', async () => {
    const { loads } = await start();
    expect(loads()).toBe(1);
    await advance(4_000);
    expect(loads()).toBe(1);
    await advance(1_500);
    await waitFor(() => expect(loads()).toBe(2));
    await advance(58_000);
    expect(loads()).toBe(2);
    await advance(2_000);
    await waitFor(() => expect(loads()).toBe(3));
    await advance(60_000);
    await waitFor(() => expect(loads()).toBe(4));
  });

  it('reloads it only every 300 s while the live connection is up, and on (re)connecting', async () => {
    const { loads } = await start();
    await connectPush();
    // `ready`: whatever was missed is fetched.
    await advance(400);
    await waitFor(() => expect(loads()).toBe(2));
    await advance(6_000);
    const afterStart = loads();
    await advance(120_000);
    expect(loads()).toBe(afterStart);
    await advance(180_000);
    await waitFor(() => expect(loads()).toBe(afterStart + 1));
  });

  it('reloads once after a burst of new messages and read receipts, not for typing', async () => {
    const { loads } = await start();
    await connectPush();
    await advance(400);
    await waitFor(() => expect(loads()).toBe(2));

    const source = FakeEventSource.latest as FakeEventSource;
    act(() => source.send({ type: 'typing', conversation: 5, member: 105 }));
    act(() => source.send({ type: 'delivered', conversation: 5, seq: 3 }));
    await advance(400);
    expect(loads()).toBe(2);

    const message = { ...testChats().chats[0]?.last_message, id: 9, seq: 4, client_id: 'x', image: null };
    act(() => source.send({ type: 'message', conversation: 5, seq: 4, message } as ChatEvent));
    await advance(100);
    act(() => source.send({ type: 'read', conversation: 5, seq: 4, reader: 105 }));
    await advance(200);
    expect(loads()).toBe(2);
    await advance(200);
    await waitFor(() => expect(loads()).toBe(3));
    await advance(1_000);
    expect(loads()).toBe(3);
  });

  it('shows the progress bar only for the first load', async () => {
    let inFlight = 0;
    const stop = onInFlightChange((count) => {
      inFlight = count;
    });
    const first = deferred<FakeAnswer>();
    const later = deferred<FakeAnswer>();
    let calls = 0;
    fakeApi({
      'GET /api/chats.php': () => (++calls === 1 ? first.promise : later.promise),
      'GET /api/user.php': { body: { user: testUser() } },
    });
    await renderApp('/chats', member);
    await waitFor(() => expect(calls).toBe(1));
    // Everything else has loaded; the chats keep the bar running.
    await advance(300);
    expect(inFlight).toBeGreaterThan(0);
    first.resolve({ body: testChats() });
    await screen.findByRole('list', { name: 'Gesprekken' });
    await waitFor(() => expect(inFlight).toBe(0));

    await advance(5_500);
    await waitFor(() => expect(calls).toBe(2));
    await advance(300);
    // The background reload is under way, and the bar stays still.
    expect(inFlight).toBe(0);
    later.resolve({ body: testChats() });
    stop();
  });
});
