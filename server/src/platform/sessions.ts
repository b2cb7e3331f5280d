import {
  AUTH_COOKIE_MAX_AGE_DAYS,
  AUTH_COOKIE_PREFIX,
  SIGNED_IN_COOKIE_NAME,
  STAFF_IDLE_MINUTES,
  STAFF_ROLES,
  STAFF_SESSION_HOURS,
  type StaffRole,
} from '@community/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql as raw } from 'kysely';
import type { Sessions, Users } from '../db/tables.ts';
import { preparedStatement, typed } from '../db/typed.ts';
import { addDays, type Clock } from './clock.ts';
import { forgetMemberSessions, sessionCacheOf } from './session-cache.ts';
import type { Sql } from './sql.ts';
import { hashToken, randomToken } from './tokens.ts';

/** SPEC §9: prefix auth., path /, 30 days, SameSite lax; plus HttpOnly, and Secure over https. */
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}session`;

/** `tokenHash`: the cookie's hash, which the chat send checks again in its own first statement. */
export type Session = { id: number; userId: number; tokenHash: Buffer };

export async function createSession(sql: Sql, clock: Clock, userId: number): Promise<string> {
  const token = randomToken();
  const now = clock();
  await typed(sql)
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: addDays(now, AUTH_COOKIE_MAX_AGE_DAYS),
    })
    .execute();
  return token;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE_DAYS * 86_400,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  // Only "yes" for the page: the session itself stays out of reach of scripts.
  reply.setCookie(SIGNED_IN_COOKIE_NAME, '1', {
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE_DAYS * 86_400,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  reply.clearCookie(SIGNED_IN_COOKIE_NAME, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The SHA-256 of the request's session cookie as the sessions table keeps it; undefined without a plausible one. */
export function sessionTokenHash(request: FastifyRequest): Buffer | undefined {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return undefined;
  return hashToken(token);
}

/**
 * When a session `s` of member `u` counts, at the time `now` (a parameter): not revoked, not expired, the member
 * neither deleted nor purged. The chat send's database function (server/src/db/functions/chat_send.sql) applies the same
 * rule; change them together.
 */
const LIVE_SESSION = (eb: ExpressionBuilder<{ s: Sessions; u: Users }, 's' | 'u'>, now: Date) =>
  eb.and([
    eb('s.revoked_at', 'is', null),
    eb('s.expires_at', '>', now),
    eb('u.status', 'in', [raw.lit('not_confirmed' as const), raw.lit('active' as const)]),
  ]);

/** The live session of a token, with its member's role: prepared once, run on every request. */
const readLiveSession = preparedStatement('read-session', 2, (db, tokenHash: Buffer, now: Date) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.last_seen_at', 's.staff_verified_at', 's.expires_at', 'u.role'])
    .where('s.token_hash', '=', tokenHash)
    .where((eb) => LIVE_SESSION(eb, now)),
);

/**
 * How long a session's last use may lie back before it is noted again: at most one write every 5 minutes, precise
 * enough for "last seen"; every minute for a staff session, whose idle time-out counts from it.
 */
const touchEveryMs = (staff: boolean) => (staff ? 60_000 : 5 * 60_000);

/** Notes that the session was used, when its last note is older than touchEveryMs; true when it wrote. */
async function touchSession(
  sql: Sql,
  session: { id: number | string; last_seen_at: Date },
  now: Date,
  staff: boolean,
): Promise<boolean> {
  if (now.getTime() - session.last_seen_at.getTime() <= touchEveryMs(staff)) return false;
  await typed(sql)
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', Number(session.id))
    .execute();
  return true;
}

/** A member's staff standing in this session (decision 0053). */
export type StaffStanding = {
  /** The account's staff role; null for a member. */
  staffRole: StaffRole | null;
  /** The end of this session's confirmed staff time; null when it never confirmed or ran out (idle or too old). */
  staffUntil: Date | null;
};

/**
 * Until when a session that confirmed its second factor at `verifiedAt` and was last used at `lastSeenAt` counts
 * as a staff session: STAFF_SESSION_HOURS after the confirmation at most, and only while not idle for
 * STAFF_IDLE_MINUTES. Null once either has passed.
 */
function staffSessionUntil(verifiedAt: Date | null, lastSeenAt: Date, now: Date): Date | null {
  if (!verifiedAt) return null;
  const until = verifiedAt.getTime() + STAFF_SESSION_HOURS * 3_600_000;
  const idleUntil = lastSeenAt.getTime() + STAFF_IDLE_MINUTES * 60_000;
  if (now.getTime() >= until || now.getTime() >= idleUntil) return null;
  return new Date(until);
}

function staffRoleOf(role: string): StaffRole | null {
  return (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
}

/**
 * The live session of the request's cookie, if any, with its member's staff standing (read in the same
 * statement). Routes get it from the request context (request-context.ts), which also turns its absence into the
 * refusal. For a polling call (`fromMemory`), a session this instance read before is taken from memory
 * (session-cache.ts, decision 0068) while it needs no touch, has not expired and nothing announced a change of it;
 * every read from the database refreshes what memory holds.
 */
export async function readSession(
  sql: Sql,
  clock: Clock,
  request: FastifyRequest,
  { fromMemory = false } = {},
): Promise<(Session & StaffStanding) | undefined> {
  const tokenHash = sessionTokenHash(request);
  if (!tokenHash) return undefined;
  const now = clock();
  const cache = sessionCacheOf(sql);
  const cached = fromMemory ? cache?.get(tokenHash) : undefined;
  if (cached) {
    const standing = standingOf(cached, now);
    const fresh = now.getTime() - cached.last_seen_at.getTime() <= touchEveryMs(standing.staffUntil !== null);
    if (fresh && cached.expires_at > now)
      return { id: cached.id, userId: cached.user_id, tokenHash, ...standing };
    cache?.drop(tokenHash);
  }
  const generation = cache?.currentGeneration() ?? 0;
  const [row] = await readLiveSession(sql, tokenHash, now);
  if (!row) {
    cache?.drop(tokenHash);
    return undefined;
  }
  const standing = standingOf(row, now);
  const touched = await touchSession(sql, row, now, standing.staffUntil !== null);
  const session = { ...row, id: Number(row.id), user_id: Number(row.user_id) };
  cache?.keep(tokenHash, touched ? { ...session, last_seen_at: now } : session, generation);
  return { id: session.id, userId: session.user_id, tokenHash, ...standing };
}

function standingOf(
  row: { role: string; staff_verified_at: Date | null; last_seen_at: Date },
  now: Date,
): StaffStanding {
  const staffRole = staffRoleOf(row.role);
  const staffUntil = staffRole ? staffSessionUntil(row.staff_verified_at, row.last_seen_at, now) : null;
  return { staffRole, staffUntil };
}

/** Why a session's member may not act: staff banned them, or suspended them until `until`. */
export type SessionRestriction = { status: 'banned' } | { status: 'suspended'; until: Date };

/**
 * The restriction of the member whose session the request's cookie names (revoked by the restriction or not, not
 * expired), when staff suspended or banned them (decision 0056): only looked for when no live session was found,
 * so that their calls answer why instead of a plain "log in".
 */
export async function readSessionRestriction(
  sql: Sql,
  clock: Clock,
  request: FastifyRequest,
): Promise<SessionRestriction | undefined> {
  const tokenHash = sessionTokenHash(request);
  if (!tokenHash) return undefined;
  const now = clock();
  const row = await typed(sql)
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.status', 'u.restricted_until'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    // A suspension that has run out is lifted at the next login; until then the cookie is simply signed out.
    .where((eb) =>
      eb.or([
        eb('u.status', '=', 'banned'),
        eb.and([eb('u.status', '=', 'suspended'), eb('u.restricted_until', '>', now)]),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.status === 'suspended' && row.restricted_until)
    return { status: 'suspended', until: row.restricted_until };
  return { status: 'banned' };
}

/** Marks the session as having confirmed the second factor now: its staff time starts. */
export async function confirmStaffSession(sql: Sql, clock: Clock, sessionId: number): Promise<void> {
  const now = clock();
  const rows = await typed(sql)
    .updateTable('sessions')
    .set({ staff_verified_at: now, last_seen_at: now })
    .where('id', '=', sessionId)
    .returning('user_id')
    .execute();
  for (const row of rows) forgetMemberSessions(row.user_id);
}

export async function revokeSession(sql: Sql, clock: Clock, sessionId: number): Promise<void> {
  const rows = await typed(sql)
    .updateTable('sessions')
    .set({ revoked_at: clock() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .execute();
  for (const row of rows) forgetMemberSessions(row.user_id);
}

/** Revokes every session of a member, or every one but `keep`. */
export async function revokeUserSessions(
  sql: Sql,
  clock: Clock,
  userId: number,
  keep?: number,
): Promise<void> {
  await typed(sql)
    .updateTable('sessions')
    .set({ revoked_at: clock() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', 'is distinct from', keep ?? null)
    .execute();
  forgetMemberSessions(userId);
}
