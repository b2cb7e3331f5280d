import { WEB_ROUTES } from '@community/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { CURRENT_USER_KEY } from '../session/user-api.ts';
import { unsubscribeQuery } from './unsubscribe-api.ts';

/**
 * The one-click unsubscribe of a notification mail (/notifications?unsubscribe=TOKEN), for visitors and members
 * alike: sent at once, then which mail type is off now and how to undo it (a member: the switch below, which the
 * refreshed member shows off; a visitor: log in first), or why the link did not work.
 */
export function UnsubscribeResult({ token, member }: { token: string; member: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const result = useQuery(unsubscribeQuery(token));
  const done = result.isSuccess;
  useEffect(() => {
    if (done && member) void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
  }, [done, member, queryClient]);

  if (result.isPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('settings.unsubscribe.pending')}
      </p>
    );
  }
  if (result.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(t, result.error)}
        {!member && (
          <>
            {' '}
            <LoginLink />
          </>
        )}
      </Alert>
    );
  }
  const type = t(`settings.notifications.types.${result.data.type}.label`);
  return (
    <Alert variant="success" role="status">
      <p className="mb-1">{t('settings.unsubscribe.done', { type })}</p>
      <p className="mb-0">
        {member ? (
          t('settings.unsubscribe.undoMember')
        ) : (
          <>
            {t('settings.unsubscribe.undoVisitor')} <LoginLink />
          </>
        )}
      </p>
    </Alert>
  );
}

function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link to={`${WEB_ROUTES.login}?next=${WEB_ROUTES.notifications}`} className="alert-link">
      {t('settings.unsubscribe.login')}
    </Link>
  );
}
