import { isBuiltRoute } from '@community/contract';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../components/error-text.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { PremiumOnlyAlert, premiumRefusalOf } from './PremiumOnlyAlert.tsx';

/** Why a send was refused (or a photo could not be sent), in the member's words, with a way on where there is one. */
export function SendProblem({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  const { message_length } = useCurrentSettings();
  const code = error instanceof ApiError ? error.code : undefined;
  const premiumRefusal = premiumRefusalOf(error);
  if (premiumRefusal) return <PremiumOnlyAlert refusal={premiumRefusal} onClose={onClose} />;
  let text = errorText(t, error);
  if (code === 'blocked_by_member') text = t('conversation.errors.blocked');
  if (code === 'validation_failed') text = t('conversation.errors.invalid', { count: message_length });
  // Sent faster than a person types (429, LIMITS.chatSends): the text is back in the input, to send in a moment.
  if (code === 'rate_limited') text = t('conversation.errors.tooFast');
  return (
    <Alert
      variant="danger"
      className="small py-2 mb-2"
      dismissible
      closeLabel={t('conversation.close')}
      onClose={onClose}
    >
      {text}
      {code === 'insufficient_credits' && isBuiltRoute('credits') && (
        <>
          {' '}
          <Link to="/credits" className="alert-link">
            {t('conversation.buyCredits')}
          </Link>
        </>
      )}
    </Alert>
  );
}
