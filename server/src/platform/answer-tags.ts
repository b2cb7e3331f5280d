import type pg from 'pg';
import { listenTo, type PgListener } from './pg-listener.ts';

/** Announced by the database (migration 0035) with the ids of the members whose polled answers a commit may change. */
const MEMBER_CHANGES_CHANNEL = 'member_changes';

/** Far more tags than one instance's online members hold; reaching it empties the cache (answers are made again). */
const MAX_TAGS = 300_000;
/** Invalidation stamps kept before they are folded into one floor (every read older than the floor is not kept). */
const MAX_STAMPS = 200_000;
/** A tag is trusted at most this long, whatever the notices said: a safety net, not the mechanism. */
const MAX_AGE_MS = 10 * 60_000;

type Log = { warn: (details: object, message: string) => void };

type Entry = { tag: string; owner: number; sources: readonly number[]; keptAt: number };

/**
 * The ETags of the polled answers (user.php, chats.php, likes.php) this instance gave, by member, site, day and
 * address (decision 0074). A browser asking again with that tag gets 304 without a query while nothing the answer
 * was made of changed: the database announces every change on `member_changes` with the members it concerns, and
 * each instance forgets the tags of those members and of every answer showing one of them (its `sources`).
 *
 * As the session cache (session-cache.ts): nothing is answered from memory while the LISTEN connection is down,
 * and everything is forgotten when it comes back. An answer whose reading began before a notice about its owner or
 * one of its sources is not kept (`stamp` / `keep`), so a change committed during the reading is never hidden.
 * Only tags are kept, never bodies: an answer that changed is made again in full.
 */
export class AnswerTags {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfMember = new Map<number, Set<string>>();
  /** A counter of notices, and the counter's value at the last notice about each member. */
  private clock = 0;
  private floor = 0;
  private readonly changedAt = new Map<number, number>();
  private readonly listener: PgListener;

  constructor(pool: pg.Pool, log: Log) {
    this.listener = listenTo(
      pool,
      MEMBER_CHANGES_CHANNEL,
      {
        onNotification: (payload) => this.onNotice(payload),
        onReconnect: () => this.forgetAll(),
      },
      log,
    );
  }

  async start(): Promise<void> {
    await this.listener.follow(() => this.forgetAll());
  }

  async close(): Promise<void> {
    this.forgetAll();
    await this.listener.close();
  }

  /** The tag last given for `key`, while it can be trusted. */
  get(key: string): string | undefined {
    if (!this.listener.listening()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.keptAt > MAX_AGE_MS) {
      this.remove(key);
      return undefined;
    }
    return entry.tag;
  }

  /** Taken before an answer is read; `keep` refuses the answer when a notice about its members came since. */
  stamp(): number {
    return this.clock;
  }

  keep(key: string, tag: string, owner: number, sources: readonly number[], stamp: number): void {
    if (!this.listener.listening() || stamp < this.floor) return;
    if ((this.changedAt.get(owner) ?? -1) > stamp) return;
    for (const source of sources) if ((this.changedAt.get(source) ?? -1) > stamp) return;
    if (this.entries.size >= MAX_TAGS) this.forgetAll();
    this.remove(key);
    this.entries.set(key, { tag, owner, sources, keptAt: performance.now() });
    for (const member of [owner, ...sources]) {
      const keys = this.keysOfMember.get(member) ?? new Set<string>();
      keys.add(key);
      this.keysOfMember.set(member, keys);
    }
  }

  /** Forgets every tag of an answer by or showing `member`; an answer being read now is not kept either. */
  forgetMember(member: number): void {
    this.clock++;
    if (this.changedAt.size >= MAX_STAMPS) {
      this.changedAt.clear();
      this.floor = this.clock;
    }
    this.changedAt.set(member, this.clock);
    for (const key of this.keysOfMember.get(member) ?? []) this.remove(key);
    this.keysOfMember.delete(member);
  }

  private onNotice(payload: string): void {
    if (payload === '*') {
      this.forgetAll();
      return;
    }
    for (const id of payload.split(',')) {
      const member = Number(id);
      if (Number.isSafeInteger(member)) this.forgetMember(member);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const member of [entry.owner, ...entry.sources]) {
      const keys = this.keysOfMember.get(member);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOfMember.delete(member);
    }
  }

  private forgetAll(): void {
    this.clock++;
    this.floor = this.clock;
    this.changedAt.clear();
    this.entries.clear();
    this.keysOfMember.clear();
  }
}
