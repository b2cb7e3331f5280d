import type pg from 'pg';
import { listenTo, type PgListener } from './pg-listener.ts';

/** Announced by the database (migration 0034) with a member's id whenever one of their sessions may have ended. */
const SESSION_CHANGES_CHANNEL = 'session_changes';

/** A live session as read from the database (sessions.ts), kept while nothing announced a change. */
export type CachedSession = {
  id: number;
  user_id: number;
  last_seen_at: Date;
  staff_verified_at: Date | null;
  expires_at: Date;
  role: string;
};

/** Far more than the sessions one instance serves at once; reaching it empties the cache (read again as needed). */
const MAX_SESSIONS = 200_000;

type Log = { warn: (details: object, message: string) => void };

/**
 * The live sessions this instance has read, by token hash (decision 0068). An entry is dropped as soon as the
 * database announces a change of its member's sessions or standing, on every instance; while the LISTEN connection
 * is down nothing is served from memory, and on its return everything is forgotten, because notices may have been
 * missed meanwhile. A read that was under way when a notice came is not kept (the generation moved), so a session
 * ended during that read is never remembered as live.
 */
export class SessionCache {
  private readonly byToken = new Map<string, CachedSession>();
  private readonly tokensOfMember = new Map<number, Set<string>>();
  private generation = 0;
  private readonly listener: PgListener;

  constructor(pool: pg.Pool, log: Log) {
    this.listener = listenTo(
      pool,
      SESSION_CHANGES_CHANNEL,
      {
        onNotification: (payload) => this.forgetMember(Number(payload)),
        onReconnect: () => this.forgetAll(),
      },
      log,
    );
  }

  /**
   * Starts listening; until it listens, every read goes to the database. Without a database at start (the OpenAPI
   * document's offline app, an outage) it tries again now and then.
   */
  async start(): Promise<void> {
    await this.listener.follow(() => this.forgetAll());
  }

  async close(): Promise<void> {
    this.forgetAll();
    await this.listener.close();
  }

  /** The generation a read starts in; hand it to `keep` with what the read found. */
  currentGeneration(): number {
    return this.generation;
  }

  get(tokenHash: Buffer): CachedSession | undefined {
    if (!this.listener.listening()) return undefined;
    return this.byToken.get(tokenHash.toString('base64'));
  }

  /** Remembers a session read in `generation`, unless a notice came since (then the read may be stale). */
  keep(tokenHash: Buffer, session: CachedSession, generation: number): void {
    if (generation !== this.generation || !this.listener.listening()) return;
    if (this.byToken.size >= MAX_SESSIONS) this.forgetAll();
    const token = tokenHash.toString('base64');
    this.byToken.set(token, session);
    const tokens = this.tokensOfMember.get(session.user_id) ?? new Set<string>();
    tokens.add(token);
    this.tokensOfMember.set(session.user_id, tokens);
  }

  /** Drops one token's entry (it was found expired or ended here). */
  drop(tokenHash: Buffer): void {
    const token = tokenHash.toString('base64');
    const session = this.byToken.get(token);
    if (!session) return;
    this.byToken.delete(token);
    this.tokensOfMember.get(session.user_id)?.delete(token);
  }

  forgetMember(userId: number): void {
    this.generation++;
    for (const token of this.tokensOfMember.get(userId) ?? []) this.byToken.delete(token);
    this.tokensOfMember.delete(userId);
  }

  private forgetAll(): void {
    this.generation++;
    this.byToken.clear();
    this.tokensOfMember.clear();
  }
}

/** The cache of a pool's sessions, when the app started one (app.ts); tools and tests without it read the database. */
const caches = new WeakMap<object, SessionCache>();
/** Every cache of this process, for forgetMemberSessions (a write may run on a transaction's client, not the pool). */
const running = new Set<SessionCache>();

/**
 * Drops a member's sessions from this process's memory at once, for a write made here (a logout, a revocation):
 * the database's notice reaches every instance, this one included, a moment after the commit; a call the member
 * makes right after the answer must not be served from memory before it. Over-forgetting is harmless (another
 * database's member of the same id is read again).
 */
export function forgetMemberSessions(userId: number): void {
  for (const cache of running) cache.forgetMember(Number(userId));
}

export function sessionCacheOf(sql: object): SessionCache | undefined {
  return caches.get(sql);
}

/** Starts the session cache of `pool` and makes readSession use it. */
export function followSessionChanges(pool: pg.Pool, log: Log): SessionCache {
  const cache = new SessionCache(pool, log);
  caches.set(pool, cache);
  running.add(cache);
  return cache;
}

/** Stops using and listening for the cache of `pool` that followSessionChanges started. */
export async function stopFollowingSessionChanges(pool: pg.Pool, cache: SessionCache): Promise<void> {
  if (caches.get(pool) === cache) caches.delete(pool);
  running.delete(cache);
  await cache.close();
}
