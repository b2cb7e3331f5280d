import type { AdminMemberAction, ApiAnswer } from '@community/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type MemberDetail = ApiAnswer<'GET /api/admin/members-detail.php'>;

const detailKey = (id: number) => ['admin', 'members', id] as const;

/** GET /api/admin/members.php: members of the site by id, e-mail address or name; nothing asked for an empty query. */
export function useMemberSearch(query: string) {
  return useQuery({
    queryKey: ['admin', 'members', 'search', query],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<ApiAnswer<'GET /api/admin/members.php'>>('/api/admin/members.php', {
          query: { q: query },
          signal,
        })
      ).members,
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/members-detail.php: the member page (404 for an unknown id). */
export function useMemberDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) =>
      apiFetch<MemberDetail>('/api/admin/members-detail.php', { query: { id }, signal }),
  });
}

/** POST /api/admin/members-action.php: one action with its reason; the answer is the member page afterwards. */
export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminMemberAction) =>
      apiFetch<MemberDetail>('/api/admin/members-action.php', { method: 'POST', body: action }),
    onSuccess: (detail) => queryClient.setQueryData(detailKey(id), detail),
  });
}
