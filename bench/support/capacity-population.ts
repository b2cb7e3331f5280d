import type pg from 'pg';
import { seedDemoCommunity } from '../../server/src/cli/demo/seed-demo.ts';
import { localPhotoStorage } from '../../server/src/platform/photo-storage.ts';
import { bookCreditsAndSessions } from './chat-bench.ts';

/** One simulated member: their session cookie, the partner they chat with, and their own address. */
export type CapacityMember = { id: number; cookie: string; partner: number; ip: string };

/** Demo profiles that are staff-played (FICTIONAL_SHARE in the demo generator) are no online members. */
const REAL_SHARE = 0.85;
const CREDITS = 1_000_000;

/**
 * `members` online-capable members in the demo community (the seed `npm start` makes on first start, with its
 * shared photo pool), plus the fictional profiles around them: premium (paid_user, so no free-member limits on
 * conversations) with credits booked in the ledger, each with a session whose cookie is '<salt>-<id>' (the
 * sessions table keeps its SHA-256, as a login would), paired two by two as chat partners, each with an address
 * of their own (the server believes X-Forwarded-For from loopback, as behind a proxy).
 */
export async function seedCapacityPopulation(
  sql: pg.Pool,
  dataDir: string,
  members: number,
): Promise<CapacityMember[]> {
  await seedDemoCommunity(sql, {
    photoStorage: localPhotoStorage(dataDir),
    profiles: Math.ceil((members / REAL_SHARE) * 1.05),
    seed: 25,
  });
  const { rows } = await sql.query<{ id: number }>(
    `SELECT u.id::int AS id FROM users u JOIN profiles p ON p.id = u.id
     WHERE NOT p.fictional AND u.status = 'active' AND u.role = 'member' ORDER BY u.id LIMIT $1`,
    [members - (members % 2)],
  );
  const ids = rows.map((row) => row.id);
  await sql.query('UPDATE users SET paid_user = true, credits = credits + $2 WHERE id = ANY($1::bigint[])', [
    ids,
    CREDITS,
  ]);
  const salt = await bookCreditsAndSessions(sql, ids, CREDITS, 'capacity');
  await sql.query('ANALYZE users, profiles, photos, sessions, credit_ledger');
  return ids.map((id, index) => ({
    id,
    cookie: `auth.session=${salt}-${id}`,
    partner: ids[index ^ 1] as number,
    ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  }));
}
