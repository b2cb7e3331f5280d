import type { Database } from '../../db/database.ts';
import { listenTo } from '../../platform/pg-listener.ts';
import { forgetCachedSites } from './service.ts';

/** The channel a committed site change is announced on (admin-service.ts), to every server instance. */
export const SITES_CHANNEL = 'sites_changed';

/** How long to wait before trying to LISTEN again when the database could not be reached at start. */
const RETRY_MS = 5_000;

type Log = { warn: (details: object, message: string) => void };

/**
 * Makes this instance drop its cached sites whenever any instance commits a site change (PostgreSQL NOTIFY is
 * delivered at commit), so an edit shows everywhere within a moment rather than after the cache's 10 s. A lost
 * connection may have missed a notice: the cache is dropped on reconnect too. Without a database at start
 * (the OpenAPI document's offline app, an outage) it tries again; until then the 10 s cache is the bound.
 */
export function followSiteChanges(db: Database, log: Log) {
  const forget = () => forgetCachedSites(db);
  const listener = listenTo(db.$client, SITES_CHANNEL, { onNotification: forget, onReconnect: forget }, log);
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const start = async (): Promise<void> => {
    try {
      await listener.ready();
      // Notices sent before LISTEN was in place are not seen: read the sites again from here on.
      forget();
    } catch (error) {
      if (closed) return;
      log.warn({ err: error, channel: SITES_CHANNEL }, 'LISTEN for site changes failed, retrying');
      retry = setTimeout(() => void start(), RETRY_MS);
      retry.unref();
    }
  };
  return {
    start,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await listener.close();
    },
  };
}
