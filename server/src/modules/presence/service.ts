import type { AppDeps } from '../../deps.ts';
import { markHidden } from './queries.ts';

/** POST /api/page-hidden.php of a member: online until now, no page of theirs in view since. */
export async function pageHidden(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: number): Promise<void> {
  await markHidden(deps.db.$client, memberId, deps.clock());
}
