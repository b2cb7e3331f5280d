import type { CurrentUser } from '@community/contract';
import { WEB_ROUTES } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { currentUserQuery } from './user-api.ts';

/**
 * For pages only members see: the member, or what to render instead. A visitor who arrives logged out is
 * sent to the login (and back here after it); a member who logs out on the page is sent elsewhere by that
 * action, so nothing is rendered then.
 */
export function useMembersOnly(
  path: string,
): { user: CurrentUser; fallback: null } | { user: null; fallback: ReactNode } {
  const session = useQuery(currentUserQuery());
  const user = session.data ?? null;
  const [wasMember, setWasMember] = useState(user !== null);
  useEffect(() => {
    if (user) setWasMember(true);
  }, [user]);
  if (user) return { user, fallback: null };
  if (session.isPending || wasMember) return { user: null, fallback: null };
  return {
    user: null,
    fallback: <Navigate to={`${WEB_ROUTES.login}?next=${path}`} replace />,
  };
}
