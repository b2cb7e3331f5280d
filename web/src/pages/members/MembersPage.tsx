import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { MemberSearch } from '../../features/search/MemberSearch.tsx';
import { SearchLoginNotice } from '../../features/search/SearchLoginNotice.tsx';
import { useVisitorNetwork, visitorMaySearch } from '../../features/search/search-access.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * /members (SPEC §2 members): member search. Visitors see it only where the site allows (SPEC §6); the others
 * are asked to log in or sign up.
 */
export function MembersPage() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const user = useCurrentUser();
  const settings = useCurrentSettings();
  const network = useVisitorNetwork();
  const allowed = user !== null || visitorMaySearch(settings, network);
  return (
    <Container className="py-3 py-md-4">
      <h1 className="h2 mb-3 mb-md-4">{t('search.title')}</h1>
      {allowed ? <MemberSearch network={user ? undefined : network} /> : <SearchLoginNotice />}
    </Container>
  );
}
