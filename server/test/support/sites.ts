import type { Database } from '../../src/db/database.ts';
import { forgetCachedSites } from '../../src/modules/sites/service.ts';

/** Changes sites as an operator would, and drops the app's cached sites so the next request sees the change. */
export async function changeSites(db: Database, statement: string, values: unknown[] = []): Promise<void> {
  await db.$client.query(statement, values);
  forgetCachedSites(db);
}
