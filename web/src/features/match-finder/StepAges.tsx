import { agesInOrder, MINIMUM_AGE, SEARCH_AGE_MAX } from '@community/contract';
import { useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FinderStep } from './FinderStep.tsx';
import type { StepProps } from './step-props.ts';

const AGES = Array.from({ length: SEARCH_AGE_MAX - MINIMUM_AGE + 1 }, (_, index) => MINIMUM_AGE + index);

/** Step 2: the age range, from and to (inclusive); "from" may not be above "to". */
export function StepAges({ choice, onChange, onNext, onBack, focus }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState(false);
  const next = () => {
    if (!agesInOrder({ min_age: choice.minAge, max_age: choice.maxAge })) {
      setError(true);
      document.getElementById(`${id}-min`)?.focus();
      return;
    }
    onNext();
  };
  const select = (which: 'min' | 'max') => (
    <Form.Group as={Col} controlId={`${id}-${which}`}>
      <Form.Label>{t(which === 'min' ? 'matchFinder.ages.from' : 'matchFinder.ages.to')}</Form.Label>
      <Form.Select
        value={which === 'min' ? choice.minAge : choice.maxAge}
        isInvalid={error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setError(false);
          onChange(
            which === 'min' ? { minAge: Number(event.target.value) } : { maxAge: Number(event.target.value) },
          );
        }}
      >
        {AGES.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  return (
    <FinderStep step={1} heading={t('matchFinder.ages.heading')} focus={focus} onNext={next} onBack={onBack}>
      <fieldset>
        <legend className="form-label fs-6 fw-semibold">{t('matchFinder.ages.legend')}</legend>
        <Row className="g-3">
          {select('min')}
          {select('max')}
        </Row>
        {error && (
          <p id={`${id}-error`} className="text-danger small mt-2 mb-0" role="alert">
            {t('matchFinder.ages.order')}
          </p>
        )}
      </fieldset>
    </FinderStep>
  );
}
