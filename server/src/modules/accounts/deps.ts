import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mailer.ts';

/** What the account services need from the application. */
export type AccountDeps = { config: Config; db: Database; clock: Clock; mailer: Mailer };
