import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { StepFrameProps } from './StepFrame.tsx';
import type { SignupDraft } from './signup-values.ts';

/** A refusal of the server about one field, shown under that field when its step opens again. */
export type ServerFieldError = { field: keyof SignupDraft; message: string };

export type StepProps = {
  frame: StepFrameProps;
  draft: SignupDraft;
  serverError?: ServerFieldError;
  onNext: (values: SignupDraft) => void;
  onBack?: (values: SignupDraft) => void;
  onDirtyChange: (dirty: boolean) => void;
};

/** Each step is its own form over the whole draft, so going back and forth keeps every answer. */
export function useStepForm({ draft, serverError, onBack, onDirtyChange }: StepProps) {
  const form = useForm<SignupDraft>({ defaultValues: draft, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (serverError) form.setError(serverError.field, { type: 'server', message: serverError.message });
  }, [serverError, form.setError]);
  const back = onBack ? () => onBack(form.getValues()) : undefined;
  return { ...form, back };
}
