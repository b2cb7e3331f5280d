import { isBuiltRoute, visibleLanguages } from '@community/contract';
import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { AccountMenu } from '../../features/account/AccountMenu.tsx';
import { switcherCountry } from '../../features/locale/CountryChoice.tsx';
import { LanguageDropdown } from '../../features/locale/LanguageDropdown.tsx';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { BackButton } from './BackButton.tsx';
import { BrandBar } from './BrandBar.tsx';
import { MemberNavLinks } from './MemberNavLinks.tsx';

/**
 * Top bar (SPEC §2): the installed app's Back button, the logo; for a member, Search members, Messages and Likes; the language dropdown when there is a
 * choice; and the account dropdown for a member (hidden on complete-signup) or Login for a visitor.
 */
export function TopBar() {
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const { language } = useLanguage();
  const languages = visibleLanguages(switcherCountry(settings), language);
  const user = useCurrentUser();
  const onCompleteSignup = useMatches().some((match) => match.id === 'complete-signup');
  return (
    <BrandBar leading={<BackButton />}>
      <Nav
        as="nav"
        aria-label={t('nav.label')}
        className="ms-auto flex-row align-items-center gap-1 gap-sm-2"
      >
        {user && <MemberNavLinks />}
        {languages.length > 1 && <LanguageDropdown languages={languages} />}
        {user && !onCompleteSignup && <AccountMenu user={user} />}
        {!user && isBuiltRoute('login') && (
          <Link to="/login" className="btn btn-primary btn-sm">
            {t('nav.login')}
          </Link>
        )}
      </Nav>
    </BrandBar>
  );
}
