import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { SwipeGame } from '../../features/swipe/SwipeGame.tsx';
import { usePageTitle } from '../page-title.ts';

/** SPEC §2 /swipe-game: members judge one profile at a time. */
export function SwipeGamePage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES['swipe-game']);
  usePageTitle(t('swipe.title'));
  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 text-center">{t('swipe.title')}</h1>
      <p className="text-center text-body-secondary">{t('swipe.intro')}</p>
      <SwipeGame user={user} />
    </Container>
  );
}
