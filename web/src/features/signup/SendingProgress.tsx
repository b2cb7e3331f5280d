import { SIGNUP_SENDING_STAGES } from '@community/contract';
import { useId } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { FocusHeading } from './FocusHeading.tsx';
import type { SendingState, StageStatus } from './use-signup-sending.ts';

const ICONS: Record<StageStatus, string> = { pending: '○', running: '', done: '✓', failed: '✕' };
const COLORS: Record<StageStatus, string> = {
  pending: 'text-body-secondary',
  running: 'text-primary',
  done: 'text-success',
  failed: 'text-danger',
};

/** The four stages of SPEC §4 with their own status; changes are announced (aria-live). */
export function SendingProgress({
  state,
  headingLevel,
  onRetry,
}: {
  state: SendingState;
  headingLevel: 2 | 3;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const running = Object.values(state.statuses).includes('running');
  const headingId = useId();
  return (
    <section aria-busy={running}>
      <FocusHeading level={headingLevel} id={headingId} className="h4 mb-3" focus>
        {t('signup.sending.heading')}
      </FocusHeading>
      <ol className="list-unstyled mb-3" aria-live="polite" aria-labelledby={headingId}>
        {SIGNUP_SENDING_STAGES.map((stage) => {
          const status = state.statuses[stage];
          return (
            <li
              key={stage}
              className={`d-flex align-items-center gap-2 py-1 ${COLORS[status]}`}
              data-status={status}
            >
              <span
                className="d-inline-flex justify-content-center"
                style={{ width: '1.25rem' }}
                aria-hidden="true"
              >
                {status === 'running' ? <Spinner animation="border" size="sm" /> : ICONS[status]}
              </span>
              <span>{t(`signup.sending.stage.${stage}`)}</span>{' '}
              <span className="visually-hidden">{t(`signup.sending.status.${status}`)}</span>
            </li>
          );
        })}
      </ol>
      {state.matches !== null && (
        <p className="fw-semibold" role="status">
          {t('signup.sending.matches', { count: state.matches })}
        </p>
      )}
      {state.failure && (
        <Alert variant="danger" role="alert">
          <p>{errorText(t, state.failure)}</p>
          <Button variant="danger" onClick={onRetry} disabled={running}>
            {t('signup.sending.retry')}
          </Button>
        </Alert>
      )}
    </section>
  );
}
