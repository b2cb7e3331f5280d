import { BOOTSTRAP_GLOBAL, type Bootstrap, type Settings } from '@community/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** The settings the server wrote into the page, if it did (it does for every page it serves). */
export function readBootstrap(doc: Document = document): Bootstrap | undefined {
  const element = doc.getElementById(BOOTSTRAP_GLOBAL);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Bootstrap;
  } catch {
    return undefined;
  }
}

/** GET /api/settings.php with the route query; texts come in the given language. */
export async function getSettings(language: string, routeQuery: string): Promise<Settings> {
  const query = Object.fromEntries(new URLSearchParams(routeQuery));
  const body = await apiFetch<{ settings: Settings }>('/api/settings.php', {
    query: { ...query, locale: language },
  });
  return body.settings;
}

export const settingsQuery = (language: string) =>
  queryOptions({
    queryKey: ['settings', language],
    queryFn: () => getSettings(language, window.location.search),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSettings(language: string): Settings {
  return useSuspenseQuery(settingsQuery(language)).data;
}
