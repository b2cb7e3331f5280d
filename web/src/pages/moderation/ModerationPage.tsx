import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ModerationQueue } from '../../features/moderation/ModerationQueue.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { usePageTitle } from '../page-title.ts';

function ModerationScreen() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.title'));
  return (
    <Container className="py-4" style={{ maxWidth: 880 }}>
      <h1 className="h2">{t('moderation.title')}</h1>
      <p className="text-body-secondary">{t('moderation.intro')}</p>
      <ModerationQueue />
    </Container>
  );
}

/** /moderation: the photo review for moderators. Everyone else gets the 404 page, as for any unknown path. */
export function ModerationPage() {
  const user = useCurrentUser();
  if (!user?.moderator) return <NotFoundPage />;
  return <ModerationScreen />;
}
