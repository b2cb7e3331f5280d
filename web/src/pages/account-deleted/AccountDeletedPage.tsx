import { DELETED_ACCOUNT_GRACE_DAYS, WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../page-title.ts';

/** After deletion (SPEC §2, §4): how to come back within the grace period, and that the data goes after it. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  usePageTitle(t('accountDeleted.title'));
  return (
    <Container className="py-5" style={{ maxWidth: 640 }}>
      <h1 className="h2 mb-3">{t('accountDeleted.title')}</h1>
      <p>{t('accountDeleted.body', { count: DELETED_ACCOUNT_GRACE_DAYS })}</p>
      <p>{t('accountDeleted.final')}</p>
      <Link to={WEB_ROUTES.index} className="btn btn-primary">
        {t('accountDeleted.home')}
      </Link>
    </Container>
  );
}
