import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@community/contract';

const KEY = 'chunk-reload-at';

/** A failed script chunk (a deploy replaced it) reloads the page, at most once per 60 s (SPEC §4). */
export function reloadAfterChunkFailure(now = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkFailure();
  });
}
