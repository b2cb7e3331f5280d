import { PASSWORD_MIN_LENGTH, WEB_ROUTES } from '@community/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { describedBy, FieldFeedback } from './FieldFeedback.tsx';
import { StepFrame } from './StepFrame.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

/** step4: a password and the acceptance of the terms and privacy policy; submitting starts the sending. */
export function StepPassword(props: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    back,
    formState: { errors },
  } = useStepForm(props);
  const passwordMessage = errors.password?.message;
  return (
    <StepFrame
      {...props.frame}
      heading={t('signup.step4.heading')}
      onSubmit={handleSubmit(props.onNext)}
      onBack={back}
      submitLabel={t('signup.step4.submit')}
    >
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`${id}-password`}>{t('signup.step4.password')}</Form.Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          error={passwordMessage ? t(passwordMessage) : undefined}
          hint={t('signup.step4.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          {...register('password')}
        />
      </Form.Group>
      <Form.Check id={`${id}-terms`}>
        <Form.Check.Input
          type="checkbox"
          isInvalid={Boolean(errors.terms)}
          aria-describedby={describedBy(errors.terms && `${id}-terms-error`)}
          {...register('terms')}
        />
        <Form.Check.Label>
          <Trans
            i18nKey="signup.step4.terms"
            components={{
              terms: <Link to={WEB_ROUTES['pages-terms']} target="_blank" rel="noopener" />,
              privacy: <Link to={WEB_ROUTES['pages-privacy']} target="_blank" rel="noopener" />,
            }}
          />
        </Form.Check.Label>
        <FieldFeedback id={`${id}-terms-error`} error={errors.terms} />
      </Form.Check>
    </StepFrame>
  );
}
