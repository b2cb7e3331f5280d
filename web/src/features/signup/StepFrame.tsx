import { SIGNUP_STEPS } from '@community/contract';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from './FocusHeading.tsx';

export type StepFrameProps = {
  /** 0 to 4. */
  step: number;
  headingLevel: 2 | 3;
  /** Focus the heading on arrival: true when the person moved here from another step. */
  focus: boolean;
};

type Props = StepFrameProps & {
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  busy?: boolean;
  submitLabel?: string;
  formError?: string;
  children: ReactNode;
};

/** One signup step: "step n of 5", the heading, the fields, a refusal without a field, Back and Next. */
export function StepFrame({
  step,
  headingLevel,
  focus,
  heading,
  onSubmit,
  onBack,
  busy,
  submitLabel,
  formError,
  children,
}: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} data-step={SIGNUP_STEPS[step]}>
      <p className="small text-body-secondary mb-1">
        {t('signup.stepOf', { current: step + 1, total: SIGNUP_STEPS.length })}
      </p>
      <FocusHeading level={headingLevel} id={headingId} className="h4 mb-3" focus={focus}>
        {heading}
      </FocusHeading>
      {children}
      {formError && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {formError}
        </Alert>
      )}
      <div className="d-flex gap-2 mt-4">
        {onBack && (
          <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
            {t('signup.back')}
          </Button>
        )}
        <Button type="submit" className="ms-auto" disabled={busy}>
          {submitLabel ?? t('signup.next')}
        </Button>
      </div>
    </form>
  );
}
