import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from '../signup/FocusHeading.tsx';
import { MATCH_FINDER_STEPS } from './match-finder-choice.ts';

type Props = {
  step: number;
  heading: string;
  /** Focus the heading on arrival (not on the first visit, where the page heading comes first). */
  focus: boolean;
  /** Checks the step and goes on, or stays with a message. */
  onNext: () => void;
  onBack?: () => void;
  nextLabel?: string;
  children: ReactNode;
};

/** One step of the match finder: "step n of 3", the heading, the fieldset, Back and Next (Enter submits). */
export function FinderStep({ step, heading, focus, onNext, onBack, nextLabel, children }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} data-step={MATCH_FINDER_STEPS[step]}>
      <p className="small text-body-secondary mb-1">
        {t('matchFinder.stepOf', { current: step + 1, total: MATCH_FINDER_STEPS.length })}
      </p>
      <FocusHeading level={2} id={headingId} className="h4 mb-3" focus={focus}>
        {heading}
      </FocusHeading>
      {children}
      <div className="d-flex gap-2 mt-4">
        {onBack && (
          <Button variant="outline-secondary" onClick={onBack}>
            {t('matchFinder.back')}
          </Button>
        )}
        <Button type="submit" className="ms-auto">
          {nextLabel ?? t('matchFinder.next')}
        </Button>
      </div>
    </form>
  );
}
