import { apiFetch } from '../../api/client.ts';

/** GET /api/signup-matches.php: how many members match what the new member is looking for. */
export async function countSignupMatches(): Promise<number> {
  return (await apiFetch<{ count: number }>('/api/signup-matches.php')).count;
}
