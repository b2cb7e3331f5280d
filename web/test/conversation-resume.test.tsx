import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from './account-fake-api.ts';
import {
  CONVERSATION,
  chatting,
  conversationApi,
  EVA,
  liveEvent,
  message,
  startChatTestClock,
} from './conversation-fixtures.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(startChatTestClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Resuming after a dropped connection or a database restart (issue 19): a catch-up that failed must not let a
 * newer live message move the resume point (the last seq shown) past the messages still missing, or they never show.
 */
describe('resuming a live conversation', () => {
  it('fetches the messages before a live one that came while a catch-up failed', async () => {
    const stored = [3, 4, 5].map((seq) => message(seq, { text: `Bericht ${seq}` }));
    let failing = true;
    const api = conversationApi(
      { messages: [message(1), message(2)] },
      {
        'GET /api/messages.php': (call: FakeCall) => {
          if (failing) return { status: 503, body: { error: 'service_unavailable' } };
          const after = Number(call.query.get('after'));
          return {
            body: {
              messages: stored.filter((entry) => entry.seq > after),
              has_more: false,
              history_limited: false,
            },
          };
        },
      },
    );
    await renderApp(`/members/${EVA}/chat`, chatting());
    await screen.findByRole('textbox', { name: 'Bericht aan Eva' }, { timeout: 5000 });
    const log = within(screen.getByRole('log', { name: 'Berichten met Eva' }));

    // 3 and 4 were missed; 5 arrives live while the database is away, so its catch-up fails.
    liveEvent({ type: 'message', conversation: CONVERSATION, seq: 5, message: stored[2] ?? message(5) });
    expect(await log.findByText('Bericht 5')).toBeTruthy();
    // The client retries a 5xx five times (0.25 s doubling to 4 s); the database stays away longer than that.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.to('GET /api/messages.php')).toHaveLength(6));

    // The database is back and the server says so with `ready`: the catch-up resumes after 2, not after 5.
    failing = false;
    liveEvent({ type: 'ready' });
    expect(await log.findByText('Bericht 3')).toBeTruthy();
    expect(log.getByText('Bericht 4')).toBeTruthy();
    expect(api.to('GET /api/messages.php').at(-1)?.query.get('after')).toBe('2');
  });
});
