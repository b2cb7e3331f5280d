import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStickToBottom } from '../src/features/conversation/use-stick-to-bottom.ts';

/** A scrolling box with the metrics a browser would give it (jsdom lays nothing out). */
function box(scrollHeight: number, clientHeight: number) {
  const element = document.createElement('div');
  const metrics = { scrollHeight, clientHeight, scrollTop: 0 };
  Object.defineProperty(element, 'scrollHeight', { get: () => metrics.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { get: () => metrics.clientHeight });
  Object.defineProperty(element, 'scrollTop', {
    get: () => metrics.scrollTop,
    set: (top: number) => {
      metrics.scrollTop = Math.max(0, Math.min(top, metrics.scrollHeight - metrics.clientHeight));
    },
  });
  return { element, metrics };
}

describe('holding a conversation at its newest message', () => {
  it('lets go only when the member scrolls up, not when content grows under the view; the bottom holds again', () => {
    const { element, metrics } = box(1000, 300);
    const { result } = renderHook(() =>
      useStickToBottom({ current: element }, { current: document.createElement('div') }),
    );
    act(() => result.current.scrollToBottom());
    expect(metrics.scrollTop).toBe(700);

    // A photo loads: the content grows, scrollTop stays; a scroll event in between is no reason to let go.
    metrics.scrollHeight = 1400;
    act(() => result.current.onScroll());
    expect(result.current.held.current).toBe(true);
    expect(result.current.atBottom).toBe(true);

    // The member scrolls up to read.
    metrics.scrollTop = 200;
    act(() => result.current.onScroll());
    expect(result.current.held.current).toBe(false);
    expect(result.current.atBottom).toBe(false);

    // Scrolling down, but not yet at the bottom: still reading.
    metrics.scrollTop = 600;
    act(() => result.current.onScroll());
    expect(result.current.atBottom).toBe(false);

    // Back at the bottom: held again.
    metrics.scrollTop = 1050;
    act(() => result.current.onScroll());
    expect(result.current.atBottom).toBe(true);
    expect(result.current.held.current).toBe(true);
  });
});
