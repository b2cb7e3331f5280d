import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { GeoIp } from './modules/geo/geoip.ts';
import type { QueuePush } from './modules/notifications/push-channel.ts';
import type { PaymentProvider } from './modules/payments/providers/payment-provider.ts';
import type { PushQueueOptions } from './modules/push/push-queue.ts';
import type { PostbackOptions } from './modules/traffic/index.ts';
import type { Clock } from './platform/clock.ts';
import type { ScheduledJob } from './platform/jobs.ts';
import type { MailQueueOptions } from './platform/mail-queue.ts';
import type { Mailer } from './platform/mailer.ts';
import type { PhotoStorage } from './platform/photo-storage.ts';

/**
 * What the application is built from (main.ts and the tests bring it to buildApp). In a file of its own so
 * that modules can name it without importing app.ts, which imports them. The three module types it names come
 * from files that import no module (push-channel.ts only the platform's Sql type).
 */
export type AppDeps = {
  config: Config;
  db: Database;
  /** The read replica (DATABASE_READ_URL) for search; unset: the primary (db/database.ts replicaPool). */
  readDb?: Database;
  geoip: GeoIp;
  clock: Clock;
  mailer: Mailer;
  /** main.ts and tests bring their own (and stop it); otherwise the configured one (Mollie or the sandbox) is built here. */
  paymentProvider?: PaymentProvider;
  /** Tests only: an instance that enqueues but does not send, or a shorter first retry. */
  mailQueue?: MailQueueOptions;
  /** Tests only: a shorter first retry or a faster poll of the push queue. */
  pushQueue?: PushQueueOptions;
  /** Tests only: a shorter first retry and timeout of the networks' postbacks. */
  postbacks?: PostbackOptions;
  /** main.ts: the cron jobs this instance runs on the app's job queue (none for the tests' apps). */
  scheduledJobs?: readonly ScheduledJob[];
  /** Where photo files live; unset: the configured storage (photoStorageFor: S3_BUCKET, else DATA_DIR/uploads). */
  photoStorage?: PhotoStorage;
  /** The push channel of the activity notifications (decision 0049): a notification pushed is not mailed. */
  push?: QueuePush;
  /** main.ts: where the log goes, written without blocking (decision 0078); unset: process.stdout. */
  logDestination?: DestinationStream;
};
