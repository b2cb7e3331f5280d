import { LANGUAGE_TAGS, type Language } from '@community/contract';
import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { initialLanguage } from '../features/locale/initial-language.ts';
import { readLocaleCookie } from '../features/locale/locale-cookie.ts';
import { probablySignedIn } from '../features/session/session-hint.ts';
import { currentUserQuery, setCurrentUser } from '../features/session/user-api.ts';
import { getSettings, readBootstrap, settingsQuery } from '../features/settings/settings-api.ts';
import { captureTracking } from '../features/signup/tracking.ts';
import { startPageBounceLog } from '../features/traffic/page-bounce.ts';
import { createI18n } from '../i18n/i18n.ts';

export type AppContext = { queryClient: QueryClient; i18n: i18n; language: Language };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // apiFetch already retries network errors and 5xx; a 4xx is an answer, not a hiccup.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Settings from the page the server rendered (or one call when served without it), then the language and texts. */
export async function startApp(): Promise<AppContext> {
  const queryClient = createQueryClient();
  captureTracking(window.location.search);
  startPageBounceLog(window.location);
  const bootstrap = readBootstrap();
  const settings =
    bootstrap?.settings ??
    (await getSettings(readLocaleCookie() ?? 'nl', window.location.search).catch(() => undefined));
  const language = initialLanguage(settings?.domain_language);
  if (bootstrap && bootstrap.language === language)
    queryClient.setQueryData(settingsQuery(language).queryKey, bootstrap.settings);
  if (bootstrap && bootstrap.user !== undefined) setCurrentUser(queryClient, bootstrap.user);
  // A page without its member (the service worker's cached shell never holds one): ask while the texts load, when
  // this browser has a session; a visitor stays a visitor without a call.
  else if (probablySignedIn()) void queryClient.prefetchQuery(currentUserQuery());
  else setCurrentUser(queryClient, null);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  const i18n = await createI18n(language);
  return { queryClient, i18n, language };
}
