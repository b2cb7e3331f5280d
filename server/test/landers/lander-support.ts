import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';

export type FakeProfile = {
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  birth?: string;
  bodyType?: string | null;
  country?: string;
  region?: string | null;
  fictional?: boolean;
  invisible?: boolean;
  photo?: { status: 'active' | 'inspection' | 'rejected'; private?: boolean } | null;
};

let siteCounter = 0;

/** A site of its own for one test (its niche 1–7), so other tests' profiles never get in the way. */
export async function freshSite(db: Database, niche = 1): Promise<{ id: number; host: string }> {
  const host = `lander-${process.pid}-${siteCounter++}.example`;
  const site = await createSite(db, { ...defaultSite(host), isDefault: false, niche });
  return { id: site.id, host };
}

/** A listed profile straight into the tables (as the demo seed does), with a main photo if asked; answers its id. */
export async function addProfile(db: Database, siteId: number, fake: FakeProfile = {}): Promise<number> {
  const sql = db.$client;
  const tag = crypto.randomBytes(6).toString('hex');
  const { rows } = await sql.query<{ id: number }>(
    `WITH u AS (
       INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at, invisible)
       VALUES ($1, $2, $2, 'active', 'nl', $3::date, now(), $10) RETURNING id)
     INSERT INTO profiles (id, site_id, name, gender, sexuality, body_type, country, region, status, fictional)
     SELECT id, $1, 'Lid ' || id, $4, $5, $6, $7, $8, 'active', $9 FROM u
     RETURNING id::int AS id`,
    [
      siteId,
      `lander-${tag}@example.nl`,
      fake.birth ?? '1990-01-01',
      fake.gender ?? 'female',
      fake.sexuality ?? 'hetero',
      fake.bodyType ?? null,
      fake.country ?? 'NL',
      fake.region === undefined ? 'NH' : fake.region,
      fake.fictional ?? false,
      fake.invisible ?? false,
    ],
  );
  const id = rows[0]?.id as number;
  if (fake.photo) {
    const photo = await sql.query<{ id: number }>(
      `INSERT INTO photos (user_id, file_key, folder, status, private, width, height)
       VALUES ($1::bigint, $2, $5, $3, $4, 600, 600) RETURNING id::int AS id`,
      [id, tag, fake.photo.status, fake.photo.private ?? false, String(id)],
    );
    await sql.query('UPDATE profiles SET main_photo_id = $2 WHERE id = $1', [id, photo.rows[0]?.id]);
  }
  return id;
}

export type LanderAnswer = {
  lander: string;
  variant: {
    slug: string | null;
    audience: string;
    niche: string;
    headline: string | null;
    subline: string | null;
    call_to_action: string | null;
  };
  profiles: {
    id: number;
    age: number | null;
    fictional: boolean;
    main_image: { filename: string } | null;
  }[];
  regions: { country: string; region: string; count: number }[];
  member_count: number;
};

let ipCounter = 0;
/** GET /api/lander.php on `host`, each call from its own address unless one is given (the per-IP limit). */
export async function getLander(
  app: FastifyInstance,
  host: string,
  query: string,
  ip = `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`,
) {
  return app.inject({ method: 'GET', url: `/api/lander.php?${query}`, headers: { host }, remoteAddress: ip });
}
