import type { BlockBody, ProfileTile } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { MEMBER_QUERY_KEY } from '../members/member-api.ts';
import { blocksQuery } from './blocks-api.ts';

/** POST /api/block.php blocks, DELETE unblocks; both answer the block list (400 cannot_block_self, 404). */
async function changeBlock(profileId: number, block: boolean): Promise<ProfileTile[]> {
  const answer = await apiFetch<{ profiles: ProfileTile[] }>('/api/block.php', {
    method: block ? 'POST' : 'DELETE',
    body: { profile_id: profileId } satisfies BlockBody,
  });
  return answer.profiles;
}

function useChangeBlock(block: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => changeBlock(profileId, block),
    onSuccess: async (profiles) => {
      queryClient.setQueryData(blocksQuery.queryKey, profiles);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    },
  });
}

/** Blocks a member: they can no longer view this member's profile or reach them. */
export const useBlock = () => useChangeBlock(true);
export const useUnblock = () => useChangeBlock(false);
