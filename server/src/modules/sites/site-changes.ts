import type { Database } from '../../db/database.ts';
import { listenTo, type PgListener } from '../../platform/pg-listener.ts';
import { forgetCachedSites } from './service.ts';

/** The channel a committed site change is announced on (admin-service.ts), to every server instance. */
export const SITES_CHANNEL = 'sites_changed';

type Log = { warn: (details: object, message: string) => void };

/**
 * Makes this instance drop its cached sites whenever any instance commits a site change (PostgreSQL NOTIFY is
 * delivered at commit), so an edit shows everywhere within a moment rather than after the cache's 10 s. A lost
 * connection may have missed a notice: the cache is dropped on reconnect too.
 */
export function followSiteChanges(db: Database, log: Log): PgListener {
  const forget = () => forgetCachedSites(db);
  return listenTo(db.$client, SITES_CHANNEL, { onNotification: forget, onReconnect: forget }, log);
}
