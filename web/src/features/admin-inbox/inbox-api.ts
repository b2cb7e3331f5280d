import type { ApiAnswer } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type InboxConversation = ApiAnswer<'GET /api/admin/inbox-conversation.php'>;

/** How often the inbox and an open conversation look for new messages of members. */
const REFRESH_MS = 5000;

const inboxQuery = queryOptions({
  queryKey: ['admin', 'inbox'],
  queryFn: async ({ signal }) =>
    (await apiFetch<ApiAnswer<'GET /api/admin/inbox.php'>>('/api/admin/inbox.php', { signal })).conversations,
  refetchInterval: REFRESH_MS,
});

/** GET /api/admin/inbox.php: waiting conversations first, newest first. */
export function useInbox() {
  return useQuery(inboxQuery);
}

const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'inbox', id],
    queryFn: ({ signal }) =>
      apiFetch<InboxConversation>('/api/admin/inbox-conversation.php', { query: { id }, signal }),
    refetchInterval: REFRESH_MS,
  });

/** GET /api/admin/inbox-conversation.php?id=: the history, the member, who holds the claim. */
export function useInboxConversation(id: number) {
  return useQuery(conversationQuery(id));
}

/** POST /api/admin/inbox-claim.php: take or renew the claim; 409 inbox_claimed while another moderator holds it. */
export function useClaimConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<ApiAnswer<'POST /api/admin/inbox-claim.php'>>('/api/admin/inbox-claim.php', {
        method: 'POST',
        body: { id },
        retry: false,
      }),
    onSuccess: ({ claim }) =>
      queryClient.setQueryData(conversationQuery(id).queryKey, (current) =>
        current ? { ...current, conversation: { ...current.conversation, claim } } : current,
      ),
  });
}

/** POST /api/admin/inbox-reply.php: the answer as the fictional profile (stored once per client id). */
export function useReplyAsFictional(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { client_id: string; text: string }) =>
      apiFetch<ApiAnswer<'POST /api/admin/inbox-reply.php'>>('/api/admin/inbox-reply.php', {
        method: 'POST',
        body: { id, ...reply },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: inboxQuery.queryKey, exact: true });
    },
  });
}
