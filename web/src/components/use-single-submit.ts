import { useCallback, useRef } from 'react';

/** A submit that resolves to LEAVING succeeded and the screen is about to change: it stays locked. */
export const LEAVING = 'leaving';

/**
 * Runs a submit at most once at a time: a double click, or Enter pressed twice, sends one request.
 * The guard is a ref because React state only changes on the next render, after the second click arrived.
 * A run that resolves to LEAVING keeps the lock (login, reset, deletion: the page changes next), so a click
 * that lands between the answer and the navigation sends nothing either.
 */
export function useSingleSubmit(): (run: () => Promise<unknown>) => void {
  const busy = useRef(false);
  return useCallback((run) => {
    if (busy.current) return;
    busy.current = true;
    run().then(
      (outcome) => {
        if (outcome !== LEAVING) busy.current = false;
      },
      () => {
        busy.current = false;
      },
    );
  }, []);
}
