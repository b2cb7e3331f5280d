import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkFailure } from '../src/features/chunk-reload/chunk-reload.ts';

describe('reload after a failed script chunk', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const storage = window.sessionStorage;
    storage.clear();
    expect(reloadAfterChunkFailure(1_000_000, storage)).toBe(true);
    expect(reloadAfterChunkFailure(1_030_000, storage)).toBe(false);
    expect(reloadAfterChunkFailure(1_061_000, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
  it('recognises the browsers’ chunk failure messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
