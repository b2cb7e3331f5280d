import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHomePath } from '../../features/session/member-home.ts';
import { usePageTitle } from '../page-title.ts';

/** Where the activation link lands when it worked (the server redirects here). */
export function ActivateDonePage() {
  const { t } = useTranslation();
  usePageTitle(t('activation.done.heading'));
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h2">{t('activation.done.heading')}</h1>
      <p>{t('activation.done.body')}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={memberHomePath()} className="btn btn-primary">
          {t('activation.done.continue')}
        </Link>
        <Link to={WEB_ROUTES['signup-matches']} className="btn btn-outline-primary">
          {t('signupMatches.link')}
        </Link>
      </div>
    </Container>
  );
}
