import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chatHelpers, type Member } from '../chat/chat-helpers.ts';
import {
  type Acknowledged,
  type FaultCounts,
  liveConversation,
  newCounts,
  sendStream,
  sendUntilAcknowledged,
  storedOnce,
} from './chat-clients.ts';
import {
  freePort,
  keepMembersUnslowed,
  type ServerProcess,
  seedingApp,
  startCluster,
  startServerProcess,
} from './fault-support.ts';

/**
 * Faults under a stream of sends (issue 19): the server process killed with SIGKILL, PostgreSQL restarted,
 * the live-event connection dropped. After each, every acknowledged message is stored exactly once, the
 * conversation's seqs have no gap, the member's live view shows each message once, and every balance equals
 * its ledger. The totals are printed at the end.
 */
describe('faults under a stream of retried sends', async () => {
  const cluster = await startCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-fault-data-'));
  const seeding = await seedingApp(cluster.url);
  const chat = chatHelpers(seeding.app, seeding.db);
  const sql = seeding.db.$client;
  await keepMembersUnslowed(sql);
  const port = await freePort();
  let server: ServerProcess = await startServerProcess({ databaseUrl: cluster.url, dataDir, port });
  const address = () => server.address;
  const totals = {
    storedBeforeTheCut: 0,
    faults: 0,
    kills: 0,
    databaseRestarts: 0,
    streamDrops: 0,
    sentUnderFaults: 0,
    lost: 0,
    doubled: 0,
  };
  const counts: FaultCounts = newCounts();

  const anna: Member = await chat.chatter({ credits: 5000 });
  const bram: Member = await chat.chatter({ credits: 5000 });
  const opened = await sendUntilAcknowledged(address, anna.cookie, bram.id, 'hallo', counts);
  const conversation = opened.conversation;
  const acknowledged: Acknowledged[] = [opened];
  const bramsView = liveConversation(address, bram.cookie, conversation);

  afterAll(async () => {
    await bramsView.stop();
    server.child.kill('SIGKILL');
    await server.exited;
    await seeding.close();
    await cluster.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(
      `faults: ${totals.faults} injected (${totals.kills} SIGKILL, ${totals.databaseRestarts} PostgreSQL restarts, ` +
        `${totals.streamDrops} live-stream drops); ${totals.sentUnderFaults} messages sent under faults, ` +
        `${counts.attempts} attempts (${counts.retriedSends} sends retried, ${counts.networkErrors} refused or cut, ` +
        `${counts.unavailable} answered 503, ${counts.rateLimited} 429, ${counts.serverErrors} 500; ` +
        `${totals.storedBeforeTheCut} stored before the kill cut their answer); ` +
        `lost ${totals.lost}, doubled ${totals.doubled}`,
    );
  });

  /** Resolves once `condition` holds, checked every 20 ms; fails after 30 s. */
  async function until(condition: () => boolean) {
    const deadline = Date.now() + 30_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not reached within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Every acknowledged send is stored exactly once, nothing else was stored, seqs 1..n, balances = ledger. */
  async function expectExactlyOnce() {
    const stored = await storedOnce(sql, conversation, acknowledged);
    totals.lost = stored.lost;
    totals.doubled = stored.doubled;
    expect({ lost: stored.lost, doubled: stored.doubled, unacknowledged: stored.unacknowledged }).toEqual({
      lost: 0,
      doubled: 0,
      unacknowledged: 0,
    });
    const expected = Array.from({ length: acknowledged.length }, (_, index) => index + 1);
    expect(stored.seqs).toEqual(expected);
    // Every message charged once, and every balance its ledger.
    expect(stored.charges).toEqual({ uncharged: 0, overcharged: 0 });
    expect(stored.offLedger).toEqual([]);

    // Bram's screen shows every message once, in order, with no gap.
    await bramsView.until(() => bramsView.shown().length === acknowledged.length);
    expect(bramsView.shown().map((message) => message.seq)).toEqual(expected);
    expect(bramsView.stats.duplicatesInOneConnection).toBe(0);
    expect(counts.serverErrors).toBe(0);
  }

  /** Anna and Bram write to each other at once, `each` texts apiece; `fault` runs once `after` were acknowledged. */
  async function conversationUnder(each: number, after: number, fault: () => Promise<void>) {
    let done = 0;
    let injected: Promise<void> | undefined;
    const onAcknowledged = (ack: Acknowledged) => {
      acknowledged.push(ack);
      done += 1;
      if (done === after) injected = fault();
    };
    await Promise.all([
      sendStream(address, anna.cookie, bram.id, each, counts, onAcknowledged),
      sendStream(address, bram.cookie, anna.id, each, counts, onAcknowledged),
    ]);
    await injected;
    totals.sentUnderFaults += each * 2;
  }

  it('SIGKILL of the server amid retried sends: each acknowledged message stored and charged once', async () => {
    await bramsView.until(() => bramsView.stats.readies > 0);
    const kill = async () => {
      const killed = server;
      killed.child.kill('SIGKILL');
      await killed.exited;
      totals.kills += 1;
      totals.faults += 1;
      server = await startServerProcess({ databaseUrl: cluster.url, dataDir, port });
    };
    const before = counts.networkErrors;
    await conversationUnder(15, 6, async () => {
      await kill();
      // A second kill while the streams go on, on the restarted process.
      const waitFor = acknowledged.length + 8;
      await until(() => acknowledged.length >= waitFor);
      await kill();
    });
    expect(counts.networkErrors).toBeGreaterThan(before);
    // Sends whose cut attempt had already committed: the retry was answered the stored message, not a second.
    const cut = acknowledged.filter((ack) => ack.cutAt !== undefined);
    const { rows } = await sql.query<{ id: number; created: number }>(
      'SELECT id::int, (extract(epoch FROM created_at) * 1000)::float8 AS created FROM messages WHERE id = ANY($1)',
      [cut.map((ack) => ack.id)],
    );
    const created = new Map(rows.map((row) => [row.id, row.created]));
    totals.storedBeforeTheCut += cut.filter(
      (ack) => (created.get(ack.id) ?? Infinity) <= (ack.cutAt ?? 0),
    ).length;
    await expectExactlyOnce();
  }, 120_000);

  it('PostgreSQL restarted under load: 503 with Retry-After while it is gone, then recovery without a restart', async () => {
    const pid = server.child.pid;
    const unavailableBefore = counts.unavailable;
    const readiesBefore = bramsView.stats.readies;
    let probe: { status: number; retryAfter: string | null; error?: string } | undefined;
    let streamStatus: number | undefined;
    await conversationUnder(15, 6, async () => {
      await cluster.stop();
      totals.databaseRestarts += 1;
      totals.faults += 1;
      const response = await fetch(`${address()}/api/chats.php`, { headers: { cookie: anna.cookie } });
      probe = {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        ...((await response.json()) as { error?: string }),
      };
      // A new live-event connection is refused the same way meanwhile.
      const stream = await fetch(`${address()}/api/chat-events.php`, { headers: { cookie: bram.cookie } });
      streamStatus = stream.status;
      await stream.body?.cancel();
      // Down until both writers have been answered 503 at least once: the load meets the outage.
      await until(() => counts.unavailable >= unavailableBefore + 2);
      await cluster.start();
    });
    expect(probe).toEqual({ status: 503, retryAfter: '5', error: 'service_unavailable' });
    expect(streamStatus).toBe(503);
    expect(counts.unavailable).toBeGreaterThan(unavailableBefore);
    expect(counts.unavailableWithoutRetryAfter).toBe(0);
    // The same Node process recovered by itself.
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${address()}/readyz`)).status).toBe(200);
    // The live stream stayed open and was told to catch up once LISTEN was back.
    await bramsView.until(() => bramsView.stats.readies > readiesBefore);
    await expectExactlyOnce();
  }, 120_000);

  it('a live-event connection dropped mid-conversation resumes without a gap or a duplicate', async () => {
    const drops = 2;
    for (let drop = 0; drop < drops; drop += 1) {
      // More messages while it is down than one page of messages.php (30), so the catch-up must page.
      let sentWhileDown: Promise<Acknowledged[]> = Promise.resolve([]);
      const connections = bramsView.stats.connections;
      sentWhileDown = sendStream(address, anna.cookie, bram.id, 35, counts, (ack) => acknowledged.push(ack));
      bramsView.drop(sentWhileDown);
      totals.streamDrops += 1;
      totals.faults += 1;
      await sentWhileDown;
      totals.sentUnderFaults += 35;
      await bramsView.until(() => bramsView.stats.connections > connections);
      // And live again after the resume.
      const more = await sendStream(address, anna.cookie, bram.id, 3, counts, (ack) =>
        acknowledged.push(ack),
      );
      await bramsView.until(() => bramsView.shown().some((message) => message.id === more.at(-1)?.id));
    }
    await expectExactlyOnce();
  }, 120_000);
});
