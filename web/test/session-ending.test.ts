import { REFRESH_INTERVAL_MS, REFRESH_START_DELAY_MS } from '@community/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whileSessionEnds } from '../src/features/session/logout-gate.ts';
import { usePeriodicRefresh } from '../src/features/session/use-periodic-refresh.ts';

afterEach(() => vi.useRealTimers());

describe('the periodic refresh while the session is being ended (account deletion)', () => {
  it('skips its turns until the call is over, then goes on', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    renderHook(() => usePeriodicRefresh(refresh, true));
    let finish: () => void = () => {};
    const ending = whileSessionEnds(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    vi.advanceTimersByTime(REFRESH_START_DELAY_MS + 2 * REFRESH_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    finish();
    await ending;
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
