import type { CurrentUser } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './user-api.ts';

/** The logged-in member, or null for a visitor. Known from the first paint (the page carries it). */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQuery()).data ?? null;
}
