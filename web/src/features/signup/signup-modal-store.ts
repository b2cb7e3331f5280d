import { useSyncExternalStore } from 'react';

/** Whether the signup modal is open: one per page, opened from anywhere through useStartSignup. */
let open = false;
const listeners = new Set<() => void>();

export function setSignupModalOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSignupModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
