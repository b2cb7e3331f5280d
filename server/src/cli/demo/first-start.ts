import { sql } from 'kysely';
import type pg from 'pg';
import { typed } from '../../db/typed.ts';
import type { PhotoStorage } from '../../platform/photo-storage.ts';
import { DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts';
import { type SeedResult, seedDemoCommunity } from './seed-demo.ts';

/** The seed of the community a fresh installation starts with. */
const FIRST_START_SEED = 1;
// Any constant shared by every instance: only one of them seeds an empty database.
const FIRST_START_LOCK_KEY = 727_012;

/**
 * First start: when the database has no users at all, the default site gets the demo community. Later starts
 * (any user present, even one that signed up) add nothing. Answers undefined when nothing was seeded.
 */
export async function seedDemoOnFirstStart(
  pool: pg.Pool,
  options: { photoStorage: PhotoStorage; profiles: number },
): Promise<SeedResult | undefined> {
  if (options.profiles <= 0) return undefined;
  const client = await pool.connect();
  try {
    const db = typed(client);
    await sql`SELECT pg_advisory_lock(${FIRST_START_LOCK_KEY})`.execute(db);
    const { empty } = await db
      .selectNoFrom((eb) =>
        eb.not(eb.exists(eb.selectFrom('users').select(eb.lit(1).as('found')))).as('empty'),
      )
      .executeTakeFirstOrThrow();
    if (!empty) return undefined;
    return await seedDemoCommunity(pool, { ...options, seed: FIRST_START_SEED });
  } finally {
    await sql`SELECT pg_advisory_unlock(${FIRST_START_LOCK_KEY})`.execute(typed(client)).catch(() => {});
    client.release();
  }
}

const LOGIN_NOTES: Partial<Record<DemoLogin['role'], string>> = {
  moderator: 'moderator: the back office at /admin',
  administrator: 'administrator: the back office at /admin, with sites, prices, codes and staff',
};

/** The lines that tell a new operator how to sign in to the demo community. */
export function demoLoginLines(logins: readonly DemoLogin[]): string[] {
  if (logins.length === 0) return [];
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...logins.map((login) => `  ${login.email}  (${LOGIN_NOTES[login.role] ?? login.name})`),
  ];
}
