import type { ApiAnswer, ChatDeleteBody } from '@community/contract';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

type ChatsResponse = ApiAnswer<'GET /api/chats.php'>;

/** The member's conversation list; sending, reading and deleting change it. */
export const CHATS_QUERY_KEY = ['chats'] as const;
const CHAT_DELETE_KEY = ['chat-delete'] as const;

/**
 * GET /api/chats.php: the member's conversations, newest message first. The progress bar shows only the first
 * load (SPEC §7); the periodic and live refreshes run in the background.
 */
const chatsQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: CHATS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch<ChatsResponse>('/api/chats.php', {
        signal,
        progress: queryClient.getQueryData(CHATS_QUERY_KEY) === undefined,
      }),
  });

/** The member's conversations; nothing for a visitor. */
export function useChats() {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;
  return useQuery({ ...chatsQuery(queryClient), enabled: loggedIn });
}

/** Unread messages over all conversations (SPEC §2 Messages badge, page title); 0 for a visitor. */
export function useUnreadMessagesCount(): number {
  const chats = useChats();
  return chats.data?.chats.reduce((sum, entry) => sum + entry.num_unread_messages, 0) ?? 0;
}

/** Loads the conversation list again now (refresh timer, live events, a failed delete). */
export function refreshChats(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: CHATS_QUERY_KEY, type: 'active' });
}

const withoutConversation = (conversation: number) => (data: ChatsResponse | undefined) =>
  data && { chats: data.chats.filter((entry) => entry.conversation.id !== conversation) };

/**
 * DELETE /api/chat.php (SPEC §4): the conversation leaves the list at once, then the call goes out; when it
 * fails the list is loaded again (the screen shows the error, see useChatDeleteFailure).
 */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHAT_DELETE_KEY,
    mutationFn: (conversation: number) =>
      apiFetch<unknown>('/api/chat.php', {
        method: 'DELETE',
        body: { conversation } satisfies ChatDeleteBody,
      }),
    onMutate: async (conversation) => {
      queryClient.setQueryData(CHATS_QUERY_KEY, withoutConversation(conversation));
      // A load that was under way would bring the conversation back.
      await queryClient.cancelQueries({ queryKey: CHATS_QUERY_KEY });
      queryClient.setQueryData(CHATS_QUERY_KEY, withoutConversation(conversation));
    },
    // A refresh during the call still listed it: take it out again.
    onSuccess: (_answer, conversation) =>
      queryClient.setQueryData(CHATS_QUERY_KEY, withoutConversation(conversation)),
    onError: () => refreshChats(queryClient),
  });
}

/**
 * The error of the latest failed delete, kept in the mutation cache so it still shows after the screen changed
 * (deleting the open conversation leaves it); `dismiss` forgets it.
 */
export function useChatDeleteFailure(): { error: unknown; dismiss: () => void } {
  const queryClient = useQueryClient();
  const errors = useMutationState({
    filters: { mutationKey: CHAT_DELETE_KEY, status: 'error' },
    select: (mutation) => mutation.state.error,
  });
  const dismiss = useCallback(() => {
    const cache = queryClient.getMutationCache();
    for (const mutation of cache.findAll({ mutationKey: CHAT_DELETE_KEY, status: 'error' }))
      cache.remove(mutation);
  }, [queryClient]);
  return { error: errors.at(-1) ?? null, dismiss };
}
