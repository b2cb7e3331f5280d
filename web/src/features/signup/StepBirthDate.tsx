import { MINIMUM_AGE } from '@community/contract';
import { useId } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';
import { describedBy, FieldFeedback } from './FieldFeedback.tsx';
import { StepFrame } from './StepFrame.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** The year list runs from this year minus the minimum age back to this year minus 100. */
const OLDEST_AGE = 100;

/** step1: date of birth in three labelled selects; the shared rule checks the age. */
export function StepBirthDate(props: StepProps) {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const id = useId();
  const {
    register,
    handleSubmit,
    back,
    formState: { errors },
  } = useStepForm(props);
  const thisYear = new Date().getFullYear();
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  const errorId = errors.birth_year && `${id}-error`;
  const describe = describedBy(`${id}-hint`, errorId);
  const select = (name: 'birth_day' | 'birth_month' | 'birth_year', label: string, options: number[]) => (
    <Col xs={name === 'birth_month' ? 5 : 3} sm={4}>
      <Form.Group controlId={`${id}-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Select
          isInvalid={Boolean(errors.birth_year)}
          aria-describedby={describe}
          {...register(name, name === 'birth_year' ? {} : { deps: 'birth_year' })}
        >
          <option value="">–</option>
          {options.map((value) => (
            <option key={value} value={String(value)}>
              {name === 'birth_month' ? monthName.format(Date.UTC(2000, value - 1, 1)) : value}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
  return (
    <StepFrame
      {...props.frame}
      heading={t('signup.step1.heading')}
      onSubmit={handleSubmit(props.onNext)}
      onBack={back}
    >
      <fieldset>
        <legend className="form-label fs-6 fw-semibold">{t('signup.step1.legend')}</legend>
        <Row className="g-2">
          {select('birth_day', t('signup.step1.day'), range(1, 31))}
          {select('birth_month', t('signup.step1.month'), range(1, 12))}
          {select('birth_year', t('signup.step1.year'), range(thisYear - MINIMUM_AGE, thisYear - OLDEST_AGE))}
        </Row>
        <FieldFeedback id={`${id}-error`} error={errors.birth_year} />
        <Form.Text id={`${id}-hint`} className="d-block">
          {t('signup.step1.hint')}
        </Form.Text>
      </fieldset>
    </StepFrame>
  );
}
