/** The service worker script (web/public/sw.js), versioned as SPEC §7 asks. */
const SERVICE_WORKER_URL = '/sw.js?v=2';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The registration of this site's worker, registering it when it is not there yet; null without support. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/**
 * Registers the worker once the page has loaded, so that it never competes with the first paint; a browser
 * without service workers, or one that refuses (private mode), simply goes without.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!supported()) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
