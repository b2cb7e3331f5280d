import pg from 'pg';
import { listenConnectionOf } from '../db/database.ts';

type Log = { warn: (details: object, message: string) => void };

export type PgListener = {
  /** Resolves once LISTEN is in place; notifications sent after that reach `onNotification`. */
  ready: () => Promise<void>;
  /**
   * Starts listening and runs `onListening` once LISTEN is in place (notices sent before it were not seen).
   * Without a database at start (the OpenAPI document's offline app, an outage) it tries again every few
   * seconds until it can or `close` is called; the returned promise settles after the first try.
   */
  follow: (onListening: () => void) => Promise<void>;
  /** True while LISTEN is in place: no notification can be missed. */
  listening: () => boolean;
  close: () => Promise<void>;
};

/** How long to wait before trying to LISTEN again when the database could not be reached at start. */
const FOLLOW_RETRY_MS = 5_000;

/**
 * One dedicated connection that LISTENs on `channel` (PostgreSQL NOTIFY, delivered at commit to every listening
 * server instance), opened like `pool`'s connections or to the address connectDatabase's `directUrl` gave it. A
 * lost connection is re-opened with backoff; `onReconnect` then runs, because notifications sent while it was down
 * are gone and whoever relies on them must catch up another way.
 */
export function listenTo(
  pool: pg.Pool,
  channel: string,
  handlers: { onNotification: (payload: string) => void; onReconnect: () => void },
  log: Log,
): PgListener {
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let everConnected = false;
  let delay = 250;
  let followRetry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // PostgreSQL itself even when the pool goes through a transaction pooler, which cannot keep a LISTEN (decision 0076).
    const next = new pg.Client(listenConnectionOf(pool));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotification(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = 250;
    if (everConnected) handlers.onReconnect();
    everConnected = true;
  };

  const attempt = (): Promise<void> => {
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    which.end().catch(() => {});
    const retry = () => {
      if (closed) return;
      attempt().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'LISTEN connection failed, retrying');
        delay = Math.min(delay * 2, 5000);
        setTimeout(retry, delay).unref();
      });
    };
    setTimeout(retry, delay).unref();
  };

  const ready = async () => {
    if (!client) await attempt();
  };
  const follow = async (onListening: () => void): Promise<void> => {
    try {
      await ready();
      onListening();
    } catch (error) {
      if (closed) return;
      log.warn({ err: error, channel }, 'LISTEN failed at start, retrying');
      followRetry = setTimeout(() => void follow(onListening), FOLLOW_RETRY_MS);
      followRetry.unref();
    }
  };

  return {
    ready,
    follow,
    listening: () => client !== undefined,
    close: async () => {
      closed = true;
      clearTimeout(followRetry);
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
