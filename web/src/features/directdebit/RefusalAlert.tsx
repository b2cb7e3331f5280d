import { WEB_ROUTES } from '@community/contract';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';

/** Refusals after which direct debit cannot go on (SPEC §8): the member chooses another method on /credits. */
export const REFUSALS = new Set([
  'direct_debit_blocked',
  'direct_debit_limit',
  'method_not_available',
  'not_found',
]);

export function RefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-2">{errorText(t, error)}</p>
      <Link to={WEB_ROUTES.credits} className="alert-link">
        {t('directDebit.otherMethod')}
      </Link>
    </Alert>
  );
}
