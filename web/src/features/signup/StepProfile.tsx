import { SIGNUP_MESSAGE_MAX_LENGTH, type Tracking } from '@community/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFeedback } from './FieldFeedback.tsx';
import { StepFrame } from './StepFrame.tsx';
import { checkSignup } from './signup-check-api.ts';
import type { SignupDraft } from './signup-values.ts';
import { type StepProps, useStepForm } from './use-step-form.ts';

/**
 * step3: profile name, e-mail and an optional "why I'm here". The rules are checked here first, then the
 * server says whether the address is free before the person goes on.
 */
export function StepProfile(props: StepProps & { tracking?: Tracking }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    onSubmit,
    back,
    watch,
    formError,
    formState: { errors, isSubmitting },
  } = useStepForm(props);
  const messageLength = watch('signup_message').length;

  const next = async (values: SignupDraft) => {
    await checkSignup({
      email: values.email.trim(),
      name: values.name.trim(),
      ...(props.tracking ? { tracking: props.tracking } : {}),
    });
    props.onNext(values);
  };

  return (
    <StepFrame
      {...props.frame}
      heading={t('signup.step3.heading')}
      onSubmit={onSubmit(next)}
      onBack={back}
      busy={isSubmitting}
      formError={formError}
    >
      <Form.Group controlId={`${id}-name`} className="mb-3">
        <Form.Label>{t('signup.step3.name')}</Form.Label>
        <Form.Control
          autoComplete="nickname"
          isInvalid={Boolean(errors.name)}
          aria-describedby={describedBy(`${id}-name-hint`, errors.name && `${id}-name-error`)}
          {...register('name')}
        />
        <FieldFeedback id={`${id}-name-error`} error={errors.name} />
        <Form.Text id={`${id}-name-hint`}>{t('signup.step3.nameHint')}</Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-email`} className="mb-3">
        <Form.Label>{t('signup.step3.email')}</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          inputMode="email"
          isInvalid={Boolean(errors.email)}
          aria-describedby={describedBy(`${id}-email-hint`, errors.email && `${id}-email-error`)}
          {...register('email', { deps: 'name' })}
        />
        <FieldFeedback id={`${id}-email-error`} error={errors.email} />
        <Form.Text id={`${id}-email-hint`}>{t('signup.step3.emailHint')}</Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-message`}>
        <Form.Label>{t('signup.optional', { label: t('signup.step3.message') })}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
          isInvalid={Boolean(errors.signup_message)}
          aria-describedby={describedBy(
            `${id}-message-count`,
            errors.signup_message && `${id}-message-error`,
          )}
          {...register('signup_message')}
        />
        <FieldFeedback id={`${id}-message-error`} error={errors.signup_message} />
        <Form.Text id={`${id}-message-count`} className="d-block text-end">
          {t('signup.step3.messageCount', { length: messageLength, count: SIGNUP_MESSAGE_MAX_LENGTH })}
        </Form.Text>
      </Form.Group>
    </StepFrame>
  );
}
