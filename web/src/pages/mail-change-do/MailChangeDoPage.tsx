import { WEB_ROUTES } from '@community/contract';
import { Alert, Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { LEAVING, useSingleSubmit } from '../../components/use-single-submit.ts';
import { useConfirmEmailChange } from '../../features/account/mail-change-do-api.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * /mail-change/do?token=…: the new address is confirmed by a click, never on load (mail scanners open links
 * too, and must not spend the token).
 */
export function MailChangeDoPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const token = query.get('token');
  const loggedIn = useCurrentUser() !== null;
  const confirm = useConfirmEmailChange();
  const submitOnce = useSingleSubmit();
  usePageTitle(t('mailChange.title'));

  return (
    <Container className="py-5" style={{ maxWidth: 560 }}>
      <h1 className="h2 mb-3">{t('mailChange.title')}</h1>
      {!token ? (
        <Alert variant="danger" role="alert">
          {t('errors.link_invalid')}
        </Alert>
      ) : confirm.isSuccess ? (
        <>
          <Alert variant="success" role="status">
            {t('mailChange.done')}
          </Alert>
          {loggedIn ? (
            <Link to={WEB_ROUTES.notifications}>{t('mailChange.toSettings')}</Link>
          ) : (
            <Link to={WEB_ROUTES.login}>{t('mailChange.toLogin')}</Link>
          )}
        </>
      ) : (
        <>
          <p>{t('mailChange.intro')}</p>
          {confirm.isError && (
            <Alert variant="danger" role="alert">
              {errorText(t, confirm.error)}
            </Alert>
          )}
          <Button
            variant="primary"
            disabled={confirm.isPending}
            onClick={() => submitOnce(() => confirm.mutateAsync(token).then(() => LEAVING))}
          >
            {t('mailChange.confirm')}
          </Button>
        </>
      )}
    </Container>
  );
}
