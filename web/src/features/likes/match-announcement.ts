import type { MatchProfile } from '@community/contract';
import { useSyncExternalStore } from 'react';

/**
 * The one match modal of the app, fed from anywhere: a like that completed a match (like button, swipe game)
 * or the likes refresh that reveals one. Kept outside the component that liked, so the modal stays when the
 * list around that button reloads. `serial` counts the announcements: each one opens a fresh modal, even
 * while the previous one is still fading out.
 */
type Announcement = { profile: MatchProfile | null; serial: number };
let current: Announcement = { profile: null, serial: 0 };
const listeners = new Set<() => void>();

export function showMatch(profile: MatchProfile | null): void {
  current = { profile, serial: profile ? current.serial + 1 : current.serial };
  for (const listener of listeners) listener();
}

export function useShownMatch(): Announcement {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
