import { signupDraftSchema } from '@community/contract';
import { useEffect } from 'react';
import { useContractForm } from '../../forms/use-contract-form.ts';
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

/** A step's rule that fails shows its own words, not the error code's. */
const MESSAGES = {
  gender: 'signup.step0.required',
  looking_for: 'signup.step0.required',
  terms: 'signup.step4.termsRequired',
} as const;

/**
 * Each step is its own form over the whole draft, so going back and forth keeps every answer; the contract's
 * signup rules check the fields the step shows.
 */
export function useStepForm({ draft, serverError, onBack, onDirtyChange }: StepProps) {
  const form = useContractForm<SignupDraft>({
    schema: signupDraftSchema,
    defaultValues: draft,
    messages: MESSAGES,
    // The fields signup-check.php may name (step3).
    fieldErrors: ['name', 'email', 'signup_message'],
    focusErrors: true,
    recheckOnChange: true,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (serverError) form.setError(serverError.field, { type: 'server', message: serverError.message });
  }, [serverError, form.setError]);
  const back = onBack ? () => onBack(form.getValues()) : undefined;
  return { ...form, back };
}
