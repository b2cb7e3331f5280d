import { useSyncExternalStore } from 'react';

const STANDALONE = '(display-mode: standalone)';

/** Installed-app mode: started from the home screen (SPEC §2), in any browser that says so. */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.(STANDALONE).matches === true;
}

function subscribe(listener: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(STANDALONE);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** Whether the page runs as the installed app, following a change (a page moved into the app window). */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, isInstalledApp, () => false);
}
