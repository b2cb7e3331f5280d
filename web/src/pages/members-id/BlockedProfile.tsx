import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHomePath } from '../../features/session/member-home.ts';
import { usePageTitle } from '../page-title.ts';

/** SPEC §8 "Blocked by another member: the profile cannot be viewed". */
export function BlockedProfile() {
  const { t } = useTranslation();
  usePageTitle(t('member.unavailable.title'));
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h3">{t('member.unavailable.title')}</h1>
      <p>{t('member.unavailable.body')}</p>
      <Link to={memberHomePath()} className="btn btn-primary">
        {t('member.unavailable.back')}
      </Link>
    </Container>
  );
}
