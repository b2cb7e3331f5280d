import { DELETED_ACCOUNT_GRACE_DAYS, WEB_ROUTES } from '@community/contract';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { LEAVING, useSingleSubmit } from '../../components/use-single-submit.ts';
import { useReactivate } from '../../features/session/reactivate-api.ts';

/** /login?reactivate=<token>: undo a deletion within the grace period, one click, then logged in. */
export function ReactivatePanel({ token, onSubmit }: { token: string; onSubmit: () => void }) {
  const { t } = useTranslation();
  const reactivate = useReactivate();
  const submitOnce = useSingleSubmit();
  return (
    <>
      <h1 className="h2 mb-3">{t('login.reactivate.title')}</h1>
      <p>{t('login.reactivate.body', { count: DELETED_ACCOUNT_GRACE_DAYS })}</p>
      {reactivate.isError && (
        <Alert variant="danger" role="alert">
          {errorText(t, reactivate.error)}
        </Alert>
      )}
      <Button
        variant="primary"
        className="w-100 mb-3"
        disabled={reactivate.isPending}
        onClick={() => {
          onSubmit();
          submitOnce(() => reactivate.mutateAsync(token).then(() => LEAVING));
        }}
      >
        {t('login.reactivate.button')}
      </Button>
      <Link to={WEB_ROUTES.login}>{t('login.reactivate.other')}</Link>
    </>
  );
}
