import { LANGUAGE_TAGS, type Language } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveLanguage } from '../session/language-api.ts';
import { CURRENT_USER_KEY, setCurrentUser } from '../session/user-api.ts';
import { writeLocaleCookie } from './locale-cookie.ts';

/**
 * Switches the interface language: cookie for 365 days, i18next, and `<html lang>`; for a logged-in member
 * the language is also saved (PUT /api/user.php, SPEC §4 and §7: errors ignored).
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return async (language) => {
    writeLocaleCookie(language);
    if (queryClient.getQueryData(CURRENT_USER_KEY)) {
      saveLanguage(language).then(
        (user) => setCurrentUser(queryClient, user),
        () => undefined,
      );
    }
    await i18n.changeLanguage(language);
    document.documentElement.lang = LANGUAGE_TAGS[language];
  };
}
