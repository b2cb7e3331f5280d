import pg from 'pg';

type Log = { warn: (details: object, message: string) => void };

export type PgListener = {
  /** Resolves once LISTEN is in place; notifications sent after that reach `onNotification`. */
  ready: () => Promise<void>;
  /** True while LISTEN is in place: no notification can be missed. */
  listening: () => boolean;
  close: () => Promise<void>;
};

/**
 * One dedicated connection that LISTENs on `channel` (PostgreSQL NOTIFY, delivered at commit to every listening
 * server instance). A lost connection is re-opened with backoff; `onReconnect` then runs, because notifications
 * sent while it was down are gone and whoever relies on them must catch up another way.
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

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
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

  return {
    ready: async () => {
      if (!client) await attempt();
    },
    listening: () => client !== undefined,
    close: async () => {
      closed = true;
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
