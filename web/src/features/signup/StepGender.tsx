import { GENDERS, LOOKING_FOR } from '@community/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFeedback } from './FieldFeedback.tsx';
import { StepFrame } from './StepFrame.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

/** step0: I am a man or a woman, looking for men, women or both (gender and sexuality follow). */
export function StepGender(props: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(props);
  const choice = (name: 'gender' | 'looking_for', value: string, label: string) => {
    const errorId = errors[name] && `${id}-${name}-error`;
    return (
      <div key={value} className="col">
        <input
          type="radio"
          className="btn-check"
          id={`${id}-${name}-${value}`}
          value={value}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(errorId)}
          {...register(name)}
        />
        <label className="btn btn-outline-primary w-100" htmlFor={`${id}-${name}-${value}`}>
          {label}
        </label>
      </div>
    );
  };
  return (
    <StepFrame {...props.frame} heading={t('signup.step0.heading')} onSubmit={handleSubmit(props.onNext)}>
      <fieldset className="mb-4">
        <legend className="form-label fs-6 fw-semibold">{t('signup.step0.iam')}</legend>
        <div className="row g-2">
          {GENDERS.map((gender) => choice('gender', gender, t(`signup.step0.gender.${gender}`)))}
        </div>
        <FieldFeedback id={`${id}-gender-error`} error={errors.gender} />
      </fieldset>
      <fieldset>
        <legend className="form-label fs-6 fw-semibold">{t('signup.step0.lookingFor')}</legend>
        <div className="row g-2">
          {LOOKING_FOR.map((value) => choice('looking_for', value, t(`signup.step0.wants.${value}`)))}
        </div>
        <FieldFeedback id={`${id}-looking_for-error`} error={errors.looking_for} />
      </fieldset>
    </StepFrame>
  );
}
