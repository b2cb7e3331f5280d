import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { MatchFinder } from '../../features/match-finder/MatchFinder.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** SPEC §2 /match-finder: a short guided choice ending in suggested profiles. */
export function MatchFinderPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES['match-finder']);
  usePageTitle(t('matchFinder.title'));
  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 880 }}>
      <h1 className="h2">{t('matchFinder.title')}</h1>
      <p className="text-body-secondary">{t('matchFinder.intro')}</p>
      <MatchFinder user={user} />
    </Container>
  );
}
