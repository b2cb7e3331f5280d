import { BREAKPOINTS } from '@community/contract';

/** Below Bootstrap's md breakpoint: the signup opens as a page, not a modal (SPEC §2). */
export function isSmartphone(): boolean {
  return window.matchMedia?.(`(max-width: ${BREAKPOINTS.md - 0.02}px)`).matches ?? false;
}
