import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type OutboxResult, outboxFor } from './outbox.ts';

/** The outbox of this member and profile, its pending sends, and each result as it comes. */
export function useOutbox(memberId: number, profileId: number, onResult: (result: OutboxResult) => void) {
  const [outbox] = useState(() => outboxFor(memberId, profileId));
  const pending = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.pending(),
  );
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => outbox.onResult((result) => latest.current(result)), [outbox]);
  return { outbox, pending };
}
