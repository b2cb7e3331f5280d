import type { ApiAnswer } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

/** GET /api/conversation.php (docs/chat.md): the conversation with a profile and its newest page. */
export type ConversationAnswer = ApiAnswer<'GET /api/conversation.php'>;

const CONVERSATION_QUERY_KEY = ['conversation'] as const;

/** 400 validation_failed (oneself), 403 blocked_by_member, 404 not_found. The member is part of the key. */
export const conversationQuery = (profileId: number, memberId: number) =>
  queryOptions({
    queryKey: [...CONVERSATION_QUERY_KEY, profileId, memberId],
    queryFn: ({ signal }) =>
      apiFetch<ConversationAnswer>('/api/conversation.php', { query: { profile: profileId }, signal }),
    // The screen keeps its own state from the first answer on; live events and resumes keep it current.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useConversation(profileId: number) {
  const memberId = useCurrentUser()?.id ?? 0;
  return useQuery({ ...conversationQuery(profileId, memberId), enabled: memberId !== 0 });
}
