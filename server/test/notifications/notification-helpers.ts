import crypto from 'node:crypto';
import type { Language } from '@community/contract';
import { expect, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { timeZoneOf } from '../../src/modules/notifications/time-zones.ts';
import { publishEvent } from '../../src/platform/domain-events.ts';

/** Countries spread over the world's time zones: at any hour some are in their quiet hours and some not. */
const COUNTRIES = ['NL', 'JP', 'IN', 'AR', 'NZ', 'GB', 'TH', 'AE', 'BR', 'AU', 'US', 'MX'];
const localHour = (country: string, at = new Date()) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZoneOf(country),
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at),
  );
/** A country where it is now between 10:00 and 19:59 (no quiet hours for the next two hours at least). */
const daytimeCountry = () => COUNTRIES.find((c) => localHour(c) >= 10 && localHour(c) < 20) as string;
/** A country where it is between 10:00 and 19:59 at `at`, so that news held until then is not held for the night. */
export const countryAwakeAt = (at: Date) =>
  COUNTRIES.find((c) => localHour(c, at) >= 10 && localHour(c, at) < 20) as string;
/** A country where it is now between 23:00 and 05:59: in the default quiet hours (22–8) for two hours at least. */
export const nightCountry = () => COUNTRIES.find((c) => localHour(c) >= 23 || localHour(c) < 6) as string;

/** Members and chat straight into the tables (the chat's own rules are tested elsewhere), events published by hand. */
export function notificationHelpers(db: Database) {
  const sql = db.$client;

  async function profile(
    options: {
      name?: string;
      language?: Language;
      country?: string;
      fictional?: boolean;
      photo?: 'public' | 'private' | 'none';
    } = {},
  ): Promise<{ id: number; email: string; name: string }> {
    const tag = crypto.randomBytes(5).toString('hex');
    const email = `m-${tag}@example.nl`;
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at)
       VALUES ((SELECT id FROM sites WHERE is_default), $1, $1, 'active', $2, '1990-01-01', now())
       RETURNING id`,
      [email, options.language ?? 'en'],
    );
    const id = (rows[0] as { id: number }).id;
    const name = options.name ?? `Member ${id}`;
    await sql.query(
      `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, status, fictional)
       VALUES ($1, (SELECT id FROM sites WHERE is_default), $2, 'female', 'hetero', $3, 'active', $4)`,
      [id, name, options.country ?? daytimeCountry(), options.fictional ?? false],
    );
    if (options.photo && options.photo !== 'none') {
      const photo = await sql.query<{ id: number }>(
        `INSERT INTO photos (user_id, file_key, folder, status, width, height, private)
         VALUES ($1, $2, $3, 'active', 600, 600, $4) RETURNING id`,
        [id, `k${tag}`, String(id), options.photo === 'private'],
      );
      await sql.query('UPDATE profiles SET main_photo_id = $2 WHERE id = $1', [id, photo.rows[0]?.id]);
    }
    return { id, email, name };
  }

  /** Stores a message from `from` to `to` (opening their conversation if needed) and publishes message.sent. */
  async function message(
    from: number,
    to: number,
    options: { publish?: boolean } = {},
  ): Promise<{ conversationId: number; messageId: number }> {
    const [a, b] = from < to ? [from, to] : [to, from];
    const existing = await sql.query<{ id: number }>(
      'SELECT id FROM conversations WHERE member_a = $1 AND member_b = $2',
      [a, b],
    );
    let conversationId = existing.rows[0]?.id;
    const first = conversationId === undefined;
    if (conversationId === undefined) {
      const created = await sql.query<{ id: number }>(
        `INSERT INTO conversations (site_id, member_a, member_b) VALUES
         ((SELECT id FROM sites WHERE is_default), $1, $2) RETURNING id`,
        [a, b],
      );
      conversationId = (created.rows[0] as { id: number }).id;
      await sql.query(
        'INSERT INTO conversation_members (conversation_id, member_id) VALUES ($1, $2), ($1, $3)',
        [conversationId, a, b],
      );
    }
    const stored = await sql.query<{ id: number; created_at: Date }>(
      `WITH c AS (UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now() WHERE id = $1
                  RETURNING last_seq)
       INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, credits)
       SELECT $1, c.last_seq, $2, $3, 'text', 'Hallo!', 0 FROM c RETURNING id, created_at`,
      [conversationId, from, crypto.randomUUID()],
    );
    const row = stored.rows[0] as { id: number; created_at: Date };
    if (options.publish === false) return { conversationId, messageId: row.id };
    await publishEvent(sql, 'message.sent', {
      messageId: row.id,
      conversationId,
      senderId: from,
      recipientId: to,
      kind: 'text',
      first,
      sentAt: row.created_at.toISOString(),
    });
    return { conversationId, messageId: row.id };
  }

  async function like(likerId: number, likedId: number, match = false): Promise<void> {
    await sql.query(`INSERT INTO likes (liker_id, liked_id, source) VALUES ($1, $2, 'profile')`, [
      likerId,
      likedId,
    ]);
    await publishEvent(sql, 'like.created', { likerId, likedId, source: 'profile' });
    if (match) await publishEvent(sql, 'match.created', { likerId, likedId });
  }

  /** The member's news all handled: no item pending, no deliver job waiting or running, no mail queued. */
  async function settled(memberId: number, timeout = 15_000): Promise<void> {
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query<{ items: number; jobs: number; mails: number }>(
          `SELECT (SELECT count(*) FROM notification_items WHERE member_id = $1)::int AS items,
                  (SELECT count(*) FROM pgboss.job WHERE name LIKE '%/notifications' AND state < 'completed')::int
                  + (SELECT count(*) FROM pgboss.job WHERE name = 'notifications/deliver'
                     AND singleton_key = 'member:' || $1 AND state < 'completed')::int AS jobs,
                  (SELECT count(*) FROM pgboss.job WHERE name = 'mail')::int AS mails`,
          [memberId],
        );
        expect(rows[0]).toEqual({ items: 0, jobs: 0, mails: 0 });
      },
      { timeout, interval: 100 },
    );
  }

  /** The deliver job waiting for the member: when it will run. */
  async function waitingJob(memberId: number): Promise<Date | undefined> {
    const { rows } = await sql.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = 'notifications/deliver'
       AND singleton_key = 'member:' || $1 AND state = 'created'`,
      [memberId],
    );
    return rows[0]?.start_after;
  }

  return { sql, profile, message, like, settled, waitingJob };
}
