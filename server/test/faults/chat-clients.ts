import crypto from 'node:crypto';
import type { Sql } from '../../src/platform/sql.ts';

/** What the clients saw while faults were injected; printed by the suite and asserted (500s: none). */
export type FaultCounts = {
  sends: number;
  attempts: number;
  retriedSends: number;
  networkErrors: number;
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  rateLimited: number;
  serverErrors: number;
  /** 502 or 504 from a load balancer: the instance died under the request, as a cut connection would. */
  balancerCuts: number;
};

export function newCounts(): FaultCounts {
  return {
    sends: 0,
    attempts: 0,
    retriedSends: 0,
    networkErrors: 0,
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    rateLimited: 0,
    serverErrors: 0,
    balancerCuts: 0,
  };
}

/** `cutAt`: when an attempt of this send first failed without an answer (the server killed under it). */
export type Acknowledged = {
  clientId: string;
  id: number;
  seq: number;
  conversation: number;
  cutAt?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A member's client that sends a text with its own client id and retries that same send until the server
 * acknowledges it (200), as the web app's outbox does: across a refused connection (the server is down), a
 * 503 (the database is), a 429 (after its Retry-After) and a 500 (counted: it must not happen).
 */
export async function sendUntilAcknowledged(
  server: () => string,
  cookie: string,
  profile: number,
  text: string,
  counts: FaultCounts,
): Promise<Acknowledged> {
  const clientId = crypto.randomUUID();
  const deadline = Date.now() + 60_000;
  let cutAt: number | undefined;
  counts.sends += 1;
  for (let attempt = 0; ; attempt += 1) {
    if (Date.now() > deadline) throw new Error(`send ${clientId} not acknowledged within 60 s`);
    if (attempt === 1) counts.retriedSends += 1;
    counts.attempts += 1;
    let response: Response;
    try {
      response = await fetch(`${server()}/api/message.php`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ profile, client_id: clientId, kind: 'text', text }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      cutAt ??= Date.now();
      counts.networkErrors += 1;
      await pause(50);
      continue;
    }
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      conversation?: { id: number };
      message?: { id: number; seq: number; client_id: string };
    };
    if (response.status === 200 && body.message && body.conversation) {
      return {
        clientId,
        id: body.message.id,
        seq: body.message.seq,
        conversation: body.conversation.id,
        cutAt,
      };
    }
    if (response.status === 502 || response.status === 504) {
      cutAt ??= Date.now();
      counts.balancerCuts += 1;
      await pause(50);
    } else if (response.status === 503) {
      counts.unavailable += 1;
      if (!response.headers.get('retry-after') || body.error !== 'service_unavailable')
        counts.unavailableWithoutRetryAfter += 1;
      await pause(100);
    } else if (response.status === 429) {
      counts.rateLimited += 1;
      await pause(Number(response.headers.get('retry-after') ?? 1) * 1000);
    } else if (response.status >= 500) {
      counts.serverErrors += 1;
      await pause(100);
    } else {
      throw new Error(`send refused: ${response.status} ${JSON.stringify(body)}`);
    }
  }
}

/** Sends `count` texts one after another, each retried until acknowledged. */
export async function sendStream(
  server: () => string,
  cookie: string,
  profile: number,
  count: number,
  counts: FaultCounts,
  onAcknowledged: (acknowledged: Acknowledged) => void = () => {},
): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  for (let index = 0; index < count; index += 1) {
    const ack = await sendUntilAcknowledged(server, cookie, profile, `bericht ${index + 1}`, counts);
    acknowledged.push(ack);
    onAcknowledged(ack);
  }
  return acknowledged;
}

type StreamMessage = { id: number; seq: number; conversation: number };

/**
 * One member's open conversation kept current as the web app does it (web/src/features/conversation,
 * use-live-conversation.ts and conversation-state.ts): the live event stream, and on every `ready` (each new
 * connection, and after the server's LISTEN connection came back) a catch-up with messages.php?after=<resume
 * seq>, looped while has_more; a live message past the resume seq + 1 also catches up. The resume seq is the
 * last seq up to which nothing is missing, not the last seq shown: a live message that arrives while a
 * catch-up fails would otherwise hide the ones before it for good. Messages are merged by id. A stream that
 * ends is opened again, as EventSource does.
 */
export function liveConversation(server: () => string, cookie: string, conversation: number) {
  const shown = new Map<number, StreamMessage>();
  const stats = {
    connections: 0,
    readies: 0,
    live: 0,
    caughtUp: 0,
    duplicatesInOneConnection: 0,
    /** From a connection's end to the next `ready`: the time this member's live view was away. */
    longestAwayMs: 0,
    totalAwayMs: 0,
  };
  let awaySince: number | undefined;
  let servedBy: string | undefined;
  let current: AbortController | undefined;
  let stopped = false;
  let catchingUp: Promise<void> | undefined;
  let again = false;
  let held: Promise<unknown> | undefined;
  const waiters = new Set<() => void>();

  let complete = 0;
  const resumeSeq = () => {
    let seq = complete;
    for (const message of [...shown.values()].sort((a, b) => a.seq - b.seq)) {
      if (message.seq === seq + 1) seq = message.seq;
      else if (message.seq > seq + 1) break;
    }
    return seq;
  };
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  const merge = (message: StreamMessage) => {
    shown.set(message.id, message);
    changed();
  };

  const catchUpOnce = async () => {
    const after = resumeSeq();
    let from = after;
    for (;;) {
      const response = await fetch(
        `${server()}/api/messages.php?conversation=${conversation}&after=${from}`,
        { headers: { cookie }, signal: AbortSignal.timeout(10_000) },
      );
      if (response.status !== 200) throw new Error(`catch-up answered ${response.status}`);
      const page = (await response.json()) as {
        messages: Array<{ id: number; seq: number }>;
        has_more: boolean;
      };
      for (const message of page.messages) {
        stats.caughtUp += 1;
        merge({ id: message.id, seq: message.seq, conversation });
      }
      from = page.messages.at(-1)?.seq ?? from;
      if (!page.has_more || page.messages.length === 0) break;
    }
    complete = Math.max(complete, from);
  };
  const catchUp = () => {
    if (catchingUp) {
      again = true;
      return;
    }
    catchingUp = catchUpOnce()
      // A catch-up that failed (server or database away) is repeated on the next `ready`.
      .catch(() => {})
      .finally(() => {
        catchingUp = undefined;
        if (again) {
          again = false;
          catchUp();
        }
      });
  };

  const connectOnce = async () => {
    const controller = new AbortController();
    current = controller;
    const response = await fetch(`${server()}/api/chat-events.php`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new Error(`stream answered ${response.status}`);
    }
    stats.connections += 1;
    // Behind a load balancer that names the instance (the drill's HAProxy), where this connection landed.
    servedBy = response.headers.get('x-served-by') ?? undefined;
    const seenHere = new Set<number>();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (!data) continue;
        const event = JSON.parse(data) as {
          type: string;
          conversation?: number;
          seq?: number;
          message?: { id: number; seq: number };
        };
        if (event.type === 'ready') {
          stats.readies += 1;
          if (awaySince !== undefined) {
            const away = Date.now() - awaySince;
            stats.longestAwayMs = Math.max(stats.longestAwayMs, away);
            stats.totalAwayMs += away;
            awaySince = undefined;
          }
          changed();
          catchUp();
        } else if (event.type === 'message' && event.conversation === conversation && event.message) {
          stats.live += 1;
          if (seenHere.has(event.message.id)) stats.duplicatesInOneConnection += 1;
          seenHere.add(event.message.id);
          if (event.message.seq > resumeSeq() + 1) catchUp();
          merge({ id: event.message.id, seq: event.message.seq, conversation });
        }
      }
    }
  };

  const run = async () => {
    while (!stopped) {
      await connectOnce().catch(() => {});
      awaySince ??= Date.now();
      servedBy = undefined;
      await held;
      held = undefined;
      if (!stopped) await pause(100);
    }
  };
  const running = run();

  return {
    stats,
    /** The instance the open connection landed on, when a load balancer names it. */
    servedBy: () => servedBy,
    /** The messages shown, ascending by seq. */
    shown: () => [...shown.values()].sort((a, b) => a.seq - b.seq),
    /** Drops the live connection as a network cut would; the client opens it again by itself (after `until`). */
    drop: (until?: Promise<unknown>) => {
      held = until;
      current?.abort();
    },
    /** Resolves once `predicate` holds (checked on every change), or fails after `ms`. */
    until: (predicate: () => boolean, ms = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (predicate()) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seqs = [...shown.values()].map((message) => message.seq).sort((a, b) => a - b);
          reject(
            new Error(
              `live conversation did not reach the expected state: ${JSON.stringify(stats)}, ` +
                `${seqs.length} shown, last seq ${seqs.at(-1)}`,
            ),
          );
        }, ms);
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      }),
    stop: async () => {
      stopped = true;
      current?.abort();
      await running;
    },
  };
}

/**
 * What the database holds of a conversation against the sends its clients saw acknowledged: `lost` (acknowledged,
 * not stored as that message), `doubled` (a client id stored twice), `unacknowledged` (stored, never
 * acknowledged), its seqs in order, messages charged never or twice, and the members whose balance is not their
 * ledger.
 */
export async function storedOnce(sql: Sql, conversation: number, acknowledged: Acknowledged[]) {
  const { rows } = await sql.query<{ client_id: string; id: number; stored: number }>(
    `SELECT client_id::text, min(id)::int AS id, count(*)::int AS stored FROM messages
     WHERE conversation_id = $1 GROUP BY sender_id, client_id`,
    [conversation],
  );
  const byClientId = new Map(rows.map((row) => [row.client_id, row]));
  const seqs = await sql.query<{ seq: number }>(
    'SELECT seq::int FROM messages WHERE conversation_id = $1 ORDER BY seq',
    [conversation],
  );
  const charges = await sql.query<{ uncharged: number; overcharged: number }>(
    `SELECT count(*) FILTER (WHERE n = 0)::int AS uncharged, count(*) FILTER (WHERE n > 1)::int AS overcharged
     FROM (SELECT (SELECT count(*) FROM credit_ledger l WHERE l.reference = 'message:' || m.id) AS n
           FROM messages m WHERE m.conversation_id = $1 AND m.credits > 0) AS charged`,
    [conversation],
  );
  const offLedger = await sql.query<{ id: number }>(
    `SELECT u.id::int FROM users u
     WHERE u.credits <> (SELECT coalesce(sum(amount), 0) FROM credit_ledger l WHERE l.user_id = u.id)`,
  );
  return {
    lost: acknowledged.filter((ack) => byClientId.get(ack.clientId)?.id !== ack.id).length,
    doubled: rows.filter((row) => row.stored > 1).length,
    unacknowledged: rows.length - new Set(acknowledged.map((ack) => ack.clientId)).size,
    seqs: seqs.rows.map((row) => row.seq),
    charges: charges.rows[0],
    offLedger: offLedger.rows.map((row) => row.id),
  };
}
