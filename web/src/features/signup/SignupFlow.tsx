import { trackingFromQuery } from '@community/contract';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { errorCode, errorField } from '../../components/error-text.ts';
import { useLanguage } from '../locale/use-language.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { noteSignupStarted } from '../traffic/page-bounce.ts';
import { ConfirmEmailBox } from './ConfirmEmailBox.tsx';
import { setReminderModalFlag } from './reminder-modal-flag.ts';
import { SendingProgress } from './SendingProgress.tsx';
import { SignupRefusal } from './SignupRefusal.tsx';
import { StepBirthDate } from './StepBirthDate.tsx';
import { StepGender } from './StepGender.tsx';
import { StepLocation, useDefaultCountry } from './StepLocation.tsx';
import { StepPassword } from './StepPassword.tsx';
import { StepProfile } from './StepProfile.tsx';
import { signupAllowed } from './signup-policy.ts';
import {
  draftFieldOf,
  emptyDraft,
  hasInput,
  type SignupDraft,
  signupForm,
  stepOfField,
} from './signup-values.ts';
import { isSmartphone } from './smartphone.ts';
import { readTracking } from './tracking.ts';
import { useSignupSending } from './use-signup-sending.ts';
import type { ServerFieldError, StepProps } from './use-step-form.ts';

const STEPS: ComponentType<StepProps>[] = [
  StepGender,
  StepBirthDate,
  StepLocation,
  StepProfile,
  StepPassword,
];

export type SignupPhase = 'form' | 'sending' | 'complete';

type View =
  /** `visit` counts the arrivals at a step: each one mounts the step afresh (focus, server error). */
  | { phase: 'form'; step: number; visit: number }
  | { phase: 'sending' }
  | { phase: 'complete'; email: string }
  | { phase: 'closed' };

type Props = {
  headingLevel: 2 | 3;
  /** /members/{id}/signup: the member the visitor wants to contact. */
  targetMemberId?: number;
  /** In progress: a step after step0 has input, or the account is being sent (the modal then stays open). */
  onProgressChange?: (inProgress: boolean, phase: SignupPhase) => void;
  /** The person goes on after the last step. */
  onContinue?: () => void;
};

/** The signup of SPEC §4: step0 … step4, the four sending stages, then "confirm your e-mail". */
export function SignupFlow({ headingLevel, targetMemberId, onProgressChange, onContinue }: Props) {
  const settings = useCurrentSettings();
  const { language } = useLanguage();
  const { search } = useLocation();
  const defaultCountry = useDefaultCountry();
  // Read once: after the account exists the stored tracking is cleared, and the flow must not close.
  const [tracking] = useState(() => readTracking() ?? trackingFromQuery(new URLSearchParams(search)));
  const [allowed] = useState(() => signupAllowed(settings.signups, tracking, new URLSearchParams(search)));
  const [draft, setDraft] = useState(() => emptyDraft(defaultCountry));
  const [view, setView] = useState<View>({ phase: 'form', step: 0, visit: 0 });
  const visits = useRef(0);
  const [serverError, setServerError] = useState<ServerFieldError>();
  const [dirty, setDirty] = useState(false);
  const sending = useSignupSending();
  useEffect(() => noteSignupStarted(), []);

  const phase: SignupPhase = view.phase === 'form' || view.phase === 'closed' ? 'form' : view.phase;
  const inProgress =
    view.phase === 'sending' || (view.phase === 'form' && (hasInput(draft) || (view.step > 0 && dirty)));
  useEffect(() => onProgressChange?.(inProgress, phase), [inProgress, phase, onProgressChange]);

  const goTo = (step: number, values?: SignupDraft, error?: ServerFieldError) => {
    if (values) setDraft(values);
    setServerError(error);
    setDirty(false);
    visits.current += 1;
    setView({ phase: 'form', step, visit: visits.current });
  };

  const send = async (body?: Parameters<typeof sending.run>[0]) => {
    setView({ phase: 'sending' });
    const outcome = await sending.run(body);
    if (outcome.kind === 'complete') {
      if (isSmartphone()) setReminderModalFlag(true);
      setView({ phase: 'complete', email: outcome.user.email });
    } else if (outcome.kind === 'closed') setView({ phase: 'closed' });
    else if (outcome.kind === 'field') {
      const field = errorField(outcome.error) ?? '';
      const draftField = draftFieldOf(field);
      const message = `errors.${errorCode(outcome.error)}`;
      goTo(stepOfField(field) ?? 0, undefined, draftField && { field: draftField, message });
    }
  };

  if (!allowed || view.phase === 'closed')
    return <SignupRefusal headingLevel={headingLevel} byServer={allowed} />;
  if (view.phase === 'sending')
    return <SendingProgress state={sending.state} headingLevel={headingLevel} onRetry={() => void send()} />;
  if (view.phase === 'complete')
    return <ConfirmEmailBox email={view.email} headingLevel={headingLevel} focus onContinue={onContinue} />;

  const { step, visit } = view;
  const props: StepProps = {
    frame: { step, headingLevel, focus: visit > 0 },
    draft,
    serverError,
    onDirtyChange: setDirty,
    onNext: (values) => {
      if (step < STEPS.length - 1) goTo(step + 1, values);
      else {
        setDraft(values);
        void send(signupForm(values, { language, tracking, targetMemberId }));
      }
    },
    onBack: step > 0 ? (values) => goTo(step - 1, values) : undefined,
  };
  if (step === 3) return <StepProfile key={visit} {...props} tracking={tracking} />;
  const Step = STEPS[step] ?? StepGender;
  return <Step key={visit} {...props} />;
}
