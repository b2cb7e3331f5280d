import type { Database } from '../../db/database.ts';
import { listenTo } from '../../platform/pg-listener.ts';
import { forgetCachedSites } from './service.ts';

/** The channel a committed site change is announced on (admin-service.ts), to every server instance. */
export const SITES_CHANNEL = 'sites_changed';

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
  return {
    // Notices sent before LISTEN was in place are not seen: read the sites again from then on.
    start: () => listener.follow(forget),
    close: () => listener.close(),
  };
}
