import { LANGUAGE_NAMES } from '@community/contract';
import { Suspense } from 'react';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CountryChoice } from '../../features/locale/CountryChoice.tsx';
import { LanguageChoice } from '../../features/locale/LanguageChoice.tsx';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * SPEC §2 language configuration: the current interface language and all 11 to choose from (§4 saves it); a
 * visitor also chooses the country whose languages the switcher offers (decision 0066).
 */
export function LangConfigPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const loggedIn = useCurrentUser() !== null;
  usePageTitle(t('langConfig.title'));
  return (
    <Container className="py-5" style={{ maxWidth: 640 }}>
      <h1 className="h2 mb-3">{t('langConfig.title')}</h1>
      <p>{t('langConfig.current', { language: LANGUAGE_NAMES[language] })}</p>
      <section aria-labelledby="lang-config-choose">
        <h2 id="lang-config-choose" className="h5">
          {t('langConfig.choose')}
        </h2>
        <LanguageChoice
          className="list-unstyled d-grid gap-2 mb-3"
          buttonClassName={(current) =>
            `btn w-100 text-start ${current ? 'btn-primary' : 'btn-outline-primary'}`
          }
        />
      </section>
      {!loggedIn && (
        <Suspense fallback={null}>
          <CountryChoice />
        </Suspense>
      )}
      <p className="text-body-secondary small">
        {loggedIn ? t('langConfig.savedAccount') : t('langConfig.savedDevice')}
      </p>
    </Container>
  );
}
