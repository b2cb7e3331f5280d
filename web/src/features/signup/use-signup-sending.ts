import {
  type CurrentUser,
  SIGNUP_SENDING_STAGES,
  type SignupForm,
  type SignupSendingStage,
} from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';
import { sendActivationMail } from './activation-mail-api.ts';
import { createAccount } from './signup-api.ts';
import { checkSignup } from './signup-check-api.ts';
import { countSignupMatches } from './signup-matches-api.ts';
import { stepOfField } from './signup-values.ts';
import { clearTracking } from './tracking.ts';

export type StageStatus = 'pending' | 'running' | 'done' | 'failed';
export type SendingState = {
  statuses: Record<SignupSendingStage, StageStatus>;
  /** The refusal of the failed stage; shown with a retry. */
  failure: ApiError | null;
  matches: number | null;
};

const initialState = (): SendingState => ({
  statuses: {
    check_data: 'pending',
    create_account: 'pending',
    find_matches: 'pending',
    send_mail: 'pending',
  },
  failure: null,
  matches: null,
});

type Outcome =
  | { kind: 'complete'; user: CurrentUser }
  /** Refused before the account existed, about a field: the form takes over again. */
  | { kind: 'field'; error: ApiError }
  | { kind: 'closed' }
  | { kind: 'failed' }
  | { kind: 'busy' };

/**
 * The four stages of SPEC §4, each a real call. A stage that is done is never run again: a retry after the
 * account was created continues with the next stage, so the account is created once.
 */
export function useSignupSending() {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialState);
  const running = useRef(false);
  const done = useRef(new Set<SignupSendingStage>());
  const user = useRef<CurrentUser | null>(null);
  const form = useRef<SignupForm | null>(null);

  const setStatus = (stage: SignupSendingStage, status: StageStatus) =>
    setState((current) => ({ ...current, statuses: { ...current.statuses, [stage]: status } }));

  const call = async (stage: SignupSendingStage, body: SignupForm): Promise<void> => {
    if (stage === 'check_data') return checkSignup(body);
    if (stage === 'create_account') {
      user.current = await createAccount(body);
      setCurrentUser(queryClient, user.current);
      clearTracking();
      return;
    }
    if (stage === 'find_matches') {
      const matches = await countSignupMatches();
      setState((current) => ({ ...current, matches }));
      return;
    }
    await sendActivationMail().catch((error: unknown) => {
      // Confirmed in another tab meanwhile: nothing left to send.
      if (!(error instanceof ApiError && error.code === 'already_confirmed')) throw error;
    });
  };

  /** Runs the stages not yet done; `body` is the form for a new run, left out for a retry. */
  const run = async (body?: SignupForm): Promise<Outcome> => {
    if (running.current) return { kind: 'busy' };
    if (body && !user.current) form.current = body;
    const current = form.current;
    if (!current) return { kind: 'busy' };
    running.current = true;
    setState((previous) => ({ ...previous, failure: null }));
    try {
      for (const stage of SIGNUP_SENDING_STAGES) {
        if (done.current.has(stage)) continue;
        setStatus(stage, 'running');
        try {
          await call(stage, current);
        } catch (caught) {
          const error = caught instanceof ApiError ? caught : new ApiError('generic', 0);
          const field = error.params.field;
          const aboutField = typeof field === 'string' && stepOfField(field) !== undefined;
          if (!user.current && (error.code === 'signups_closed' || aboutField)) {
            done.current.clear();
            setState(initialState());
            return error.code === 'signups_closed' ? { kind: 'closed' } : { kind: 'field', error };
          }
          setState((previous) => ({
            ...previous,
            failure: error,
            statuses: { ...previous.statuses, [stage]: 'failed' },
          }));
          return { kind: 'failed' };
        }
        done.current.add(stage);
        setStatus(stage, 'done');
      }
      return user.current ? { kind: 'complete', user: user.current } : { kind: 'failed' };
    } finally {
      running.current = false;
    }
  };

  return { state, run };
}
