import type { ApiAnswer, FictionalProfile, FictionalProfileBody } from '@community/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../../api/client.ts';

const listQuery = queryOptions({
  queryKey: ['admin', 'fictional'],
  queryFn: async ({ signal }) =>
    (await apiFetch<ApiAnswer<'GET /api/admin/fictional.php'>>('/api/admin/fictional.php', { signal }))
      .profiles,
});

/** GET /api/admin/fictional.php: the site's fictional profiles, newest first. */
export function useFictionalProfiles() {
  return useQuery(listQuery);
}

const profileQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'fictional', id],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<ApiAnswer<'GET /api/admin/fictional-profile.php'>>(
          '/api/admin/fictional-profile.php',
          {
            query: { id },
            signal,
          },
        )
      ).profile,
  });

/** GET /api/admin/fictional-profile.php?id=: one fictional profile with its photos. */
export function useFictionalProfile(id: number) {
  return useQuery(profileQuery(id));
}

function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: FictionalProfile) => {
    queryClient.setQueryData(profileQuery(profile.id).queryKey, profile);
    void queryClient.invalidateQueries({ queryKey: listQuery.queryKey, exact: true });
  };
}

/** POST /api/admin/fictional.php: a new fictional profile (listed at once). */
export function useCreateFictionalProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (body: FictionalProfileBody) =>
      (
        await apiFetch<ApiAnswer<'POST /api/admin/fictional.php'>>('/api/admin/fictional.php', {
          method: 'POST',
          body,
        })
      ).profile,
    onSuccess: store,
  });
}

/** POST /api/admin/fictional-profile.php: the edited fields. */
export function useEditFictionalProfile(id: number) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (body: FictionalProfileBody) =>
      (
        await apiFetch<ApiAnswer<'POST /api/admin/fictional-profile.php'>>(
          '/api/admin/fictional-profile.php',
          {
            method: 'POST',
            body: { id, ...body },
          },
        )
      ).profile,
    onSuccess: store,
  });
}

/** POST /api/admin/fictional-photo.php: a photo, active at once; the client id makes a retry store it once. */
export function useAddFictionalPhoto(id: number) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async ({ file, clientId }: { file: File; clientId: string }) =>
      (
        await apiUpload<ApiAnswer<'POST /api/admin/fictional-photo.php'>>(
          '/api/admin/fictional-photo.php',
          file,
          {
            query: { id, client_id: clientId },
          },
        )
      ).profile,
    onSuccess: store,
  });
}
