import { sql } from 'kysely';
import type pg from 'pg';
import { typed } from '../../db/typed.ts';
import type { PhotoStorage } from '../../platform/photo-storage.ts';
import { ensureDemoLanderVariants } from './demo-landers.ts';
import { ensureDemoLikes } from './demo-likes.ts';
import { DEMO_LOGINS, type DemoLogin, ensureDemoLogins } from './demo-logins.ts';
import { type DemoProfile, generateProfile, prepareSite } from './generator.ts';
import { insertDemoBatch } from './insert.ts';
import { ensurePhotoPool } from './photo-pool.ts';
import { areasByCountry } from './places.ts';

/** Profiles per statement (and so per transaction). */
const BATCH_SIZE = 10_000;

export type SeedOptions = {
  /** Where the shared demo pictures go (the folder `demo`). */
  photoStorage: PhotoStorage;
  /** The site's domain; the default site when absent. */
  domain?: string;
  profiles: number;
  seed: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

export type SeedResult = {
  site: { id: number; domain: string };
  /** Profiles added (a run that repeats a seed adds only those that are missing). */
  inserted: number;
  /** Demo logins created by this run (none when they existed already). */
  logins: DemoLogin[];
  photosRendered: number;
  seconds: number;
};

async function findSite(pool: pg.Pool, domain: string | undefined) {
  const site = await typed(pool)
    .selectFrom('sites')
    .select(['id', 'domain', 'countries', 'domain_language', 'signup_credits'])
    .where((eb) => (domain ? eb('domain', '=', domain.toLowerCase()) : eb('is_default', '=', true)))
    .limit(1)
    .executeTakeFirst();
  if (!site) throw new Error(domain ? `No site with the domain ${domain}.` : 'There is no default site.');
  return site;
}

/**
 * Adds a deterministic demo community to a site: `profiles` members of seed `seed` (members 0 … profiles-1;
 * those already present are skipped), the shared photo pool, the demo logins and their likes.
 */
export async function seedDemoCommunity(pool: pg.Pool, options: SeedOptions): Promise<SeedResult> {
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  const site = await findSite(pool, options.domain);
  // A site without countries gets members in the country of its language ("nl-NL" -> NL).
  const countries = site.countries.length ? site.countries : [site.domain_language.slice(-2).toUpperCase()];
  const { rendered } = await ensurePhotoPool(options.photoStorage);
  const prepared = prepareSite({ countries, areas: areasByCountry(countries) });

  let inserted = 0;
  const client = await pool.connect();
  try {
    // A batch's intermediate rows (about 5 MB) then stay in memory.
    await sql`SET work_mem = '64MB'`.execute(typed(client));
    let pending: Promise<number> | undefined;
    for (let start = 0; start < options.profiles; start += BATCH_SIZE) {
      const batch: DemoProfile[] = [];
      for (let index = start; index < Math.min(options.profiles, start + BATCH_SIZE); index++) {
        batch.push(generateProfile(prepared, options.seed, index, now));
      }
      // The next batch is generated while the database stores the previous one.
      if (pending) inserted += await pending;
      options.onProgress?.(start, options.profiles);
      pending = insertDemoBatch(client, site.id, batch);
    }
    if (pending) inserted += await pending;
    options.onProgress?.(options.profiles, options.profiles);
    if (inserted > 0) await sql`ANALYZE users, profiles, photos`.execute(typed(client));
  } finally {
    await sql`RESET work_mem`.execute(typed(client)).catch(() => {});
    client.release();
  }
  const logins = await ensureDemoLogins(
    pool,
    { id: site.id, countries, signupCredits: site.signup_credits },
    prepared,
    now,
  );
  // A few likes for the demo members from fictional profiles, one of them a match (decision 0015).
  await ensureDemoLikes(pool, site.id, DEMO_LOGINS, now);
  // A few lander variants, so a slug shows its own copy (docs/landers.md).
  await ensureDemoLanderVariants(pool, site.id);
  return {
    site: { id: site.id, domain: site.domain },
    inserted,
    logins,
    photosRendered: rendered,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
