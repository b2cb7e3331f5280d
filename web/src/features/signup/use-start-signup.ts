import { WEB_ROUTES } from '@community/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { memberHomePath } from '../session/member-home.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { setSignupModalOpen } from './signup-modal-store.ts';
import { isSmartphone } from './smartphone.ts';

/** Starting signup (SPEC §2): members go to the member home, smartphones to /signup, others get the modal. */
export function useStartSignup(): () => void {
  const loggedIn = useCurrentUser() !== null;
  const navigate = useNavigate();
  return useCallback(() => {
    if (loggedIn) navigate(memberHomePath());
    else if (isSmartphone()) navigate(WEB_ROUTES.signup);
    else setSignupModalOpen(true);
  }, [loggedIn, navigate]);
}
