import type { AppDeps } from '../../deps.ts';
import { findUnseenWarning, markWarningSeen } from './queries.ts';

/** The member's side of a staff warning (decision 0056): shown once, at the next visit, until acknowledged. */
export async function unseenWarning(deps: Pick<AppDeps, 'db'>, memberId: number) {
  const row = await findUnseenWarning(deps.db.$client, memberId);
  return row ? { id: row.id, text: row.text, created_at: row.created_at.toISOString() } : null;
}

export async function acknowledgeWarning(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: number, id: number) {
  await markWarningSeen(deps.db.$client, memberId, id, deps.clock());
}
