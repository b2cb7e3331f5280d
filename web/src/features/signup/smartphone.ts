import { BREAKPOINTS } from '@community/contract';

const PHONE = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** Below Bootstrap's md breakpoint: the signup opens as a page, not a modal (SPEC §2). */
export function isSmartphone(): boolean {
  return window.matchMedia?.(PHONE).matches ?? false;
}

/** Calls `changed` when the window crosses the md breakpoint; returns the unsubscribe (for useSyncExternalStore). */
export function onSmartphoneChange(changed: () => void): () => void {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}
