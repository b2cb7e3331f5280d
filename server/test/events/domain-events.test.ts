import { describe, expect, it, vi } from 'vitest';
import { publishEvent, subscriber } from '../../src/platform/domain-events.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { createTestDatabase } from '../support/test-app.ts';
import { recorder, startSubscribers } from './event-recorder.ts';

/*
 * Decision 0045: a module publishes a typed domain event in its transaction; every subscriber is a pg-boss
 * queue of its own, so it runs once the transaction commits, is retried alone, and waits out a restart.
 */
const like = (likerId: number) => ({ likerId, likedId: 1000, source: 'profile' as const });
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe('domain events on pg-boss', () => {
  it('a published event reaches every subscriber of its name, and no other', async () => {
    const { db } = await createTestDatabase();
    const first = recorder('like.created', 'first');
    const second = recorder('like.created', 'second');
    const matches = recorder('match.created');
    // With pg-boss's own polling, as the app runs its subscribers.
    await startSubscribers(db, [first.entry, second.entry, matches.entry], {});
    await withTransaction(db.$client, (tx) => publishEvent(tx, 'like.created', like(1)));
    await waitFor(() => expect(first.received).toEqual([like(1)]));
    await waitFor(() => expect(second.received).toEqual([like(1)]));
    expect(matches.received).toEqual([]);
  }, 30_000);

  it('a subscriber that throws is retried alone: the others ran once', async () => {
    const { db } = await createTestDatabase();
    const steady = recorder('like.created', 'steady');
    let tries = 0;
    const handled: number[] = [];
    const flaky = subscriber({
      event: 'like.created',
      name: 'flaky',
      retry: { retryDelay: 1, retryBackoff: false },
      handle: async (payload) => {
        tries += 1;
        if (tries < 3) throw new Error('not yet');
        handled.push(payload.likerId);
      },
    });
    await startSubscribers(db, [steady.entry, flaky]);
    await withTransaction(db.$client, (tx) => publishEvent(tx, 'like.created', like(7)));
    await waitFor(() => expect(handled).toEqual([7]));
    expect(tries).toBe(3);
    expect(steady.received).toEqual([like(7)]);
  }, 30_000);

  it('a burst of events is worked many per poll, and one that throws is retried alone', async () => {
    const { db } = await createTestDatabase();
    const tries = new Map<number, number>();
    const handled: number[] = [];
    const picky = subscriber({
      event: 'like.created',
      name: 'picky',
      retry: { retryDelay: 1, retryBackoff: false },
      handle: async ({ likerId }) => {
        tries.set(likerId, (tries.get(likerId) ?? 0) + 1);
        if (likerId === 13 && tries.get(likerId) === 1) throw new Error('not yet');
        handled.push(likerId);
      },
    });
    // pg-boss's own polling (every 2 s): one event per poll would take 80 s for these 40.
    await startSubscribers(db, [picky], {});
    const likers = Array.from({ length: 40 }, (_, i) => i + 1);
    await withTransaction(db.$client, async (tx) => {
      for (const likerId of likers) await publishEvent(tx, 'like.created', like(likerId));
    });
    await waitFor(() => expect([...handled].sort((a, b) => a - b)).toEqual(likers));
    expect(tries.get(13)).toBe(2);
    expect([...tries.entries()].filter(([liker, count]) => liker !== 13 && count !== 1)).toEqual([]);
  }, 30_000);

  it('an event published in a transaction that rolls back never runs; one that commits does', async () => {
    const { db } = await createTestDatabase();
    const likes = recorder('like.created');
    await startSubscribers(db, [likes.entry]);
    await expect(
      withTransaction(db.$client, async (tx) => {
        await publishEvent(tx, 'like.created', like(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withTransaction(db.$client, (tx) => publishEvent(tx, 'like.created', like(3)));
    await waitFor(() => expect(likes.received).toEqual([like(3)]));
    const { rows } = await db.$client.query(`SELECT data FROM pgboss.job WHERE name LIKE 'like.created/%'`);
    expect(rows.map((row) => row.data)).toEqual([like(3)]);
  }, 30_000);

  it('an event published while no instance works it waits, and runs at the next start', async () => {
    const { db } = await createTestDatabase();
    const before = recorder('member.deleted');
    const instance = await startSubscribers(db, [before.entry]);
    await instance.stop();
    await publishEvent(db.$client, 'member.deleted', { memberId: 5 });
    const after = recorder('member.deleted');
    await startSubscribers(db, [after.entry]);
    await waitFor(() => expect(after.received).toEqual([{ memberId: 5 }]));
    expect(before.received).toEqual([]);
  }, 30_000);

  it('a payload that does not match its event is refused when published', async () => {
    const { db } = await createTestDatabase();
    await startSubscribers(db, []);
    const wrong = { likerId: 1, likedId: 2, source: 'telepathy' } as unknown as ReturnType<typeof like>;
    await expect(publishEvent(db.$client, 'like.created', wrong)).rejects.toThrow();
  });

  it('publishing on a database where no job queue ever started says so', async () => {
    const { db } = await createTestDatabase();
    await expect(publishEvent(db.$client, 'member.deleted', { memberId: 1 })).rejects.toThrow(
      'no job queue has started on this database',
    );
  });
});
