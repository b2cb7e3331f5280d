import type { Sql } from '../../platform/sql.ts';
import { type TileRow, tileColumns } from '../members/index.ts';

export type SwipeCardRow = TileRow & { interests: string[]; description: string | null };

export async function findSwipeCard(
  sql: Sql,
  profileId: number,
  now: Date,
): Promise<SwipeCardRow | undefined> {
  const { rows } = await sql.query<SwipeCardRow>(
    `SELECT ${tileColumns('$2')}, p.interests, p.description FROM profiles p WHERE p.id = $1`,
    [profileId, now],
  );
  return rows[0];
}

/** The member passed this profile: the swipe game does not show it again. Passing twice changes nothing. */
export async function insertPass(sql: Sql, memberId: number, profileId: number, now: Date): Promise<void> {
  await sql.query(
    `INSERT INTO swipe_passes (member_id, profile_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, profile_id) DO NOTHING`,
    [memberId, profileId, now],
  );
}

/** SQL: the member has not liked nor passed profile `p`. */
export function notJudged(member: string): string {
  return `NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = ${member} AND l.liked_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM swipe_passes s WHERE s.member_id = ${member} AND s.profile_id = p.id)`;
}
