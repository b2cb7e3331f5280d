import crypto from 'node:crypto';
import type { Gender, Sexuality } from '@community/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createActiveMember } from '../support/members.ts';

export type FakeProfile = {
  siteId: number;
  gender?: Gender;
  sexuality?: Sexuality;
  country?: string;
  fictional?: boolean;
  /** An active main photo (the default), a photo still in inspection, or none. */
  photo?: 'active' | 'inspection' | 'none';
  name?: string;
};

/** Shared steps of the likes, auto-like and swipe tests: sites, profiles without sessions, members, calls. */
export function likeHelpers(app: FastifyInstance, db: Database) {
  const sql = db.$client;
  let ip = 0;

  /** A listed profile straight into the tables (as the demo seed makes them); answers its id. */
  async function addProfile(fake: FakeProfile): Promise<number> {
    const tag = crypto.randomBytes(5).toString('hex');
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at)
       VALUES ($1, $2, $2, 'active', 'nl', '1990-01-01', now()) RETURNING id::int AS id`,
      [fake.siteId, `fake-${tag}@example.nl`],
    );
    const id = (rows[0] as { id: number }).id;
    await sql.query(
      `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, status, fictional, interests, description)
       VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, '{travelling,kissing}', 'Hallo daar')`,
      [
        id,
        fake.siteId,
        fake.name ?? `Profiel ${id}`,
        fake.gender ?? 'female',
        fake.sexuality ?? 'hetero',
        fake.country ?? 'NL',
        fake.fictional ?? false,
      ],
    );
    const photo = fake.photo ?? 'active';
    if (photo !== 'none') await addPhoto(id, photo);
    return id;
  }

  async function addPhoto(userId: number, status: 'active' | 'inspection' = 'active'): Promise<void> {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO photos (user_id, file_key, folder, status, width, height)
       VALUES ($1, 'test-picture', $3, $2, 600, 600) RETURNING id::int AS id`,
      [userId, status, String(userId)],
    );
    await sql.query('UPDATE profiles SET main_photo_id = $2 WHERE id = $1', [userId, rows[0]?.id]);
  }

  /** A site of its own, so a test's profiles are the only candidates; answers its id and host. */
  async function newSite(): Promise<{ id: number; host: string }> {
    const host = `site-${crypto.randomBytes(4).toString('hex')}.example`;
    const site = await createSite(db, { ...defaultSite(host), isDefault: false });
    return { id: site.id, host };
  }

  /** A confirmed member with a session, on the given site (default: the default site). */
  async function member(
    overrides: Parameters<typeof createActiveMember>[2] = {},
    siteId?: number,
  ): Promise<Awaited<ReturnType<typeof createActiveMember>> & { id: number }> {
    const created = await createActiveMember(app, db, overrides);
    if (siteId !== undefined) {
      await sql.query('UPDATE users SET site_id = $2 WHERE id = $1', [created.user.id, siteId]);
      await sql.query('UPDATE profiles SET site_id = $2 WHERE id = $1', [created.user.id, siteId]);
    }
    return { ...created, id: created.user.id as number };
  }

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { cookie?: string; payload?: object; host?: string } = {},
  ) {
    ip += 1;
    return app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.host ? { host: options.host } : {}),
      },
      remoteAddress: `10.55.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
    });
  }

  const likesOf = async (memberId: number) =>
    (
      await sql.query<{ liker_id: number; liked_id: number; source: string }>(
        'SELECT liker_id::int, liked_id::int, source FROM likes WHERE liker_id = $1 OR liked_id = $1',
        [memberId],
      )
    ).rows;

  return { sql, addProfile, addPhoto, newSite, member, call, likesOf };
}
