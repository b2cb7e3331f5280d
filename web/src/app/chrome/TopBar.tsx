import { isBuiltRoute, visibleLanguages } from '@community/contract';
import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageDropdown } from '../../features/locale/LanguageDropdown.tsx';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { BrandBar } from './BrandBar.tsx';

/** Logged-out top bar (SPEC §2): logo to the index, the language dropdown when there is a choice, Login. */
export function TopBar() {
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const { language } = useLanguage();
  const languages = visibleLanguages(settings.geoip_selected_country ?? settings.geoip_country, language);
  return (
    <BrandBar>
      <Nav as="nav" aria-label={t('nav.label')} className="ms-auto flex-row align-items-center gap-2">
        {languages.length > 1 && <LanguageDropdown languages={languages} />}
        {isBuiltRoute('login') && (
          <Link to="/login" className="btn btn-primary btn-sm">
            {t('nav.login')}
          </Link>
        )}
      </Nav>
    </BrandBar>
  );
}
