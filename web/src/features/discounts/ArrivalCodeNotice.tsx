import { Alert, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { setArrivalOutcome, useArrivalOutcome } from './arrival-code.ts';
import { discountProblemText } from './use-apply-discount-code.ts';

/** What became of a discount code that came with the address: applied, or why it could not be. */
export function ArrivalCodeNotice() {
  const { t } = useTranslation();
  const outcome = useArrivalOutcome();
  if (!outcome) return null;
  return (
    <Container className="pt-3">
      <Alert
        variant={outcome.applied ? 'success' : 'warning'}
        // Without the fade, the role given here is the one rendered (react-bootstrap otherwise keeps "alert").
        transition={false}
        role={outcome.applied ? 'status' : 'alert'}
        dismissible
        closeLabel={t('discounts.close')}
        onClose={() => setArrivalOutcome(null)}
        className="mb-0"
      >
        <span>
          {outcome.applied
            ? t('discounts.arrivalApplied', { code: outcome.code })
            : t('discounts.arrivalRefused', {
                code: outcome.code,
                reason: discountProblemText(t, outcome.error),
              })}
        </span>
      </Alert>
    </Container>
  );
}
