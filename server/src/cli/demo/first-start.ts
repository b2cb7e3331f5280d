import type pg from 'pg';
import { DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts';
import { type SeedResult, seedDemoCommunity } from './seed-demo.ts';

/** The seed of the community a fresh installation starts with. */
export const FIRST_START_SEED = 1;
// Any constant shared by every instance: only one of them seeds an empty database.
const FIRST_START_LOCK_KEY = 727_012;

/**
 * First start: when the database has no users at all, the default site gets the demo community. Later starts
 * (any user present, even one that signed up) add nothing. Answers undefined when nothing was seeded.
 */
export async function seedDemoOnFirstStart(
  pool: pg.Pool,
  options: { dataDir: string; profiles: number },
): Promise<SeedResult | undefined> {
  if (options.profiles <= 0) return undefined;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK_KEY]);
    const { rows } = await client.query<{ empty: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM users) AS empty',
    );
    if (!rows[0]?.empty) return undefined;
    return await seedDemoCommunity(pool, { ...options, seed: FIRST_START_SEED });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** The lines that tell a new operator how to sign in to the demo community. */
export function demoLoginLines(logins: readonly DemoLogin[]): string[] {
  if (logins.length === 0) return [];
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...logins.map(
      (login) =>
        `  ${login.email}${login.role === 'moderator' ? '  (moderator: reviews photos)' : `  (${login.name})`}`,
    ),
  ];
}
