import { useSyncExternalStore } from 'react';

/**
 * A discount code that came with the address (?discountcode=, or ?code= on /credits), kept in sessionStorage
 * until a member is logged in to look it up, and the outcome of that lookup for the notice above the page.
 */
const PENDING_KEY = 'pending-discount-code';

export function savePendingCode(code: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, code);
  } catch {
    // storage blocked: the code is looked up only if the member is already logged in
  }
}

export function takePendingCode(): string | null {
  try {
    const code = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return code;
  } catch {
    return null;
  }
}

/** The last code from an address: applied, or refused with the error the lookup gave. */
export type ArrivalOutcome =
  | { code: string; applied: true }
  | { code: string; applied: false; error: unknown };

let outcome: ArrivalOutcome | null = null;
const listeners = new Set<() => void>();

export function setArrivalOutcome(next: ArrivalOutcome | null): void {
  outcome = next;
  for (const listener of listeners) listener();
}

export function useArrivalOutcome(): ArrivalOutcome | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => outcome,
    () => null,
  );
}
