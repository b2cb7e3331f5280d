import type { ChatEvent } from '@community/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeChatEvents, useLiveConnected } from '../src/features/chat-events/chat-events.ts';
import { FakeEventSource } from './conversation-fixtures.ts';

let probeStatus = 200;
const probes: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  FakeEventSource.all = [];
  probeStatus = 200;
  probes.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      probes.push(url);
      return new Response(JSON.stringify({ error: 'authentication_required' }), { status: probeStatus });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const open = () => FakeEventSource.all.filter((source) => source.readyState !== FakeEventSource.CLOSED);

describe('the live chat connection', () => {
  it('is one EventSource per tab for all listeners, handing each event to each, closed after the last', () => {
    const first: ChatEvent[] = [];
    const second: ChatEvent[] = [];
    const stopFirst = subscribeChatEvents((event) => first.push(event));
    const stopSecond = subscribeChatEvents((event) => second.push(event));
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.latest?.url).toBe('/api/chat-events.php');

    FakeEventSource.latest?.send({ type: 'ready' });
    FakeEventSource.latest?.send({ type: 'typing', conversation: 4, member: 9 });
    expect(first).toEqual([{ type: 'ready' }, { type: 'typing', conversation: 4, member: 9 }]);
    expect(second).toEqual(first);

    stopFirst();
    expect(open()).toHaveLength(1);
    stopSecond();
    expect(open()).toHaveLength(0);
  });

  it('reports being connected from `ready` until an error', () => {
    const stop = subscribeChatEvents(() => {});
    const { result } = renderHook(() => useLiveConnected());
    expect(result.current).toBe(false);
    act(() => FakeEventSource.latest?.send({ type: 'ready' }));
    expect(result.current).toBe(true);
    act(() => FakeEventSource.latest?.fail(false));
    expect(result.current).toBe(false);
    stop();
  });

  it('leaves network drops to the browser, and reconnects itself with a growing delay when it gave up', async () => {
    const stop = subscribeChatEvents(() => {});
    FakeEventSource.latest?.fail(false);
    expect(FakeEventSource.all).toHaveLength(1);

    probeStatus = 502;
    FakeEventSource.latest?.fail(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(probes).toEqual(['/api/chat-events.php']);
    expect(FakeEventSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(2);

    FakeEventSource.latest?.fail(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(3);
    stop();
  });

  it('stops after a 403, and starts anew for the next listener', async () => {
    const stop = subscribeChatEvents(() => {});
    probeStatus = 403;
    FakeEventSource.latest?.fail(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
    stop();

    const again = subscribeChatEvents(() => {});
    expect(FakeEventSource.all).toHaveLength(2);
    again();
  });

  it('closes while the page is hidden, so a background tab is not online, and opens again when visible', () => {
    const events: ChatEvent[] = [];
    const stop = subscribeChatEvents((event) => events.push(event));
    FakeEventSource.latest?.send({ type: 'ready' });
    setVisibility('hidden');
    expect(open()).toHaveLength(0);
    setVisibility('visible');
    expect(open()).toHaveLength(1);
    expect(FakeEventSource.all).toHaveLength(2);
    // The new connection's `ready` tells the listeners to catch up on what came meanwhile.
    FakeEventSource.latest?.send({ type: 'ready' });
    expect(events).toEqual([{ type: 'ready' }, { type: 'ready' }]);
    stop();
    setVisibility('hidden');
    setVisibility('visible');
    expect(FakeEventSource.all).toHaveLength(2);
  });
});
