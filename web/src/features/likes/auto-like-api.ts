import type { AutoLikeResponse } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/** GET /api/auto-like.php: a profile that has just liked the member, or null when none is due (SPEC §4). */
export function fetchAutoLike(): Promise<AutoLikeResponse> {
  return apiFetch<AutoLikeResponse>('/api/auto-like.php', { progress: false });
}
