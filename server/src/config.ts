import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  DATABASE_READ_URL: optionalString.pipe(z.string().url().optional()),
  // Behind PgBouncer in transaction mode (decision 0076, docs/deployment.md): the pools of DATABASE_URL and
  // DATABASE_READ_URL send unnamed statements; LISTEN and migrations go to DATABASE_DIRECT_URL.
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  DATABASE_DIRECT_URL: optionalString.pipe(z.string().url().optional()),
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEFAULT_SITE_DOMAIN: z.string().default('localhost'),
  WEB_DIST_DIR: optionalString,
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: optionalString,
  PUBLIC_ORIGIN: optionalString.pipe(z.string().url().optional()),
  DEMO_PROFILES: z.coerce.number().int().min(0).max(10_000_000).default(2000),
  PAYMENT_PROVIDER: optionalString.pipe(z.enum(['sandbox', 'mollie']).optional()),
  MOLLIE_API_KEY: optionalString,
  // The Mollie client speaks only TLS: a local stand-in for tests must be https too.
  MOLLIE_API_URL: optionalString.pipe(z.string().url().startsWith('https://').optional()),
  PAYMENT_WEBHOOK_ORIGIN: optionalString.pipe(z.string().url().optional()),
  MAIL_EVENTS_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  // Only for end-to-end runs on one machine: a push service on a loopback address, over plain http, in production.
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  TAG_SCRIPT_ORIGIN: optionalString.pipe(z.string().url().optional()),
  // Photos in an S3-compatible bucket instead of DATA_DIR/uploads (decision 0072, docs/deployment.md).
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  S3_PREFIX: optionalString,
  NOTIFY_MESSAGE_DELAY_SECONDS: z.coerce.number().int().min(0).default(120),
  NOTIFY_LIKE_DELAY_SECONDS: z.coerce.number().int().min(0).default(60),
  NOTIFY_GAP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60),
  NOTIFY_DAILY_MAX: z.coerce.number().int().min(1).default(6),
  NOTIFY_QUIET_HOURS: z
    .string()
    .regex(/^([01]?[0-9]|2[0-3])-([01]?[0-9]|2[0-3])$/, 'from-until in whole hours, such as 22-8')
    .default('22-8'),
});

/** An S3-compatible bucket for the photo files (platform/s3-photo-storage.ts). */
export type S3Settings = {
  bucket: string;
  /** Unset for AWS S3 itself; MinIO's or R2's address otherwise. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance role …). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path rather than the host name: MinIO needs it; on by default with an endpoint. */
  forcePathStyle: boolean;
  /** Prepended to every object name ("photos/"), or "". */
  prefix: string;
};

/** The activity notifications' timing (decision 0049, docs/operations.md); tests shorten it to seconds. */
export type NotificationTiming = {
  /** A message waits this long before it may be mailed; more than the live stream's 25 s heartbeat. */
  messageDelaySeconds: number;
  /** A like or match waits this long. */
  likeDelaySeconds: number;
  /** The least time between two notifications to one member; what arrives meanwhile goes out as one digest. */
  gapSeconds: number;
  /** At most this many notifications (mail or push) per member in any 24 hours. */
  dailyMax: number;
  /** None from `from` o'clock until `until` o'clock in the member's time zone; from = until: no quiet hours. */
  quietHours: { from: number; until: number };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  /** NODE_ENV was set; unset, `env` is production by default (the laptop's `npm start`: see sandboxRefusal). */
  envExplicit: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Photo files in this bucket; undefined: under dataDir/uploads. */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  /** A streaming replica of the database for search (decision 0073); undefined: the primary answers all. */
  databaseReadUrl: string | undefined;
  /**
   * What a connection of the request pools (databaseUrl, databaseReadUrl) is (decision 0076): 'session', a
   * PostgreSQL session of its own (PostgreSQL itself, or a pooler in session mode); 'transaction', a pooler in
   * transaction mode (PgBouncer's pool_mode = transaction), where each transaction may run on another server
   * connection, so statements go unnamed and nothing relies on a session.
   */
  databasePoolMode: 'session' | 'transaction';
  /**
   * The primary itself, for what needs a session of its own: the LISTEN connections, the migrations and the first
   * start's seed (their session advisory locks). DATABASE_DIRECT_URL, else DATABASE_URL; undefined: embedded.
   */
  databaseDirectUrl: string | undefined;
  /** Fastify's trustProxy: false, or the addresses/CIDRs of proxies whose X-Forwarded-For we believe. */
  trustProxy: false | string[];
  logLevel: string;
  defaultSiteDomain: string;
  webDistDir: string;
  /** smtp(s)://user:pass@host:port; without it mails are written to <dataDir>/mail as .eml files. */
  smtpUrl: string | undefined;
  /** Sender address; defaults to no-reply@<site domain>. */
  mailFrom: string | undefined;
  /** Origin of links in mails (e.g. http://localhost:3000); defaults to https://<site domain>. */
  publicOrigin: string | undefined;
  /** Demo members created on the first start of an empty database (decision 0012); 0: none. */
  demoProfiles: number;
  /** Who takes payments (docs/payments.md): Mollie when MOLLIE_API_KEY is set, else the built-in sandbox. */
  paymentProvider: 'sandbox' | 'mollie';
  /** The sandbox only because nothing was configured (no PAYMENT_PROVIDER, no MOLLIE_API_KEY): see sandboxRefusal. */
  paymentSandboxImplicit: boolean;
  mollieApiKey: string | undefined;
  /** Mollie's API root; only for tests against a local stand-in. */
  mollieApiUrl: string | undefined;
  /**
   * The origin providers call webhooks on (e.g. a public tunnel to a laptop, which Mollie can reach); by
   * default the origin of the request that placed the order.
   */
  paymentWebhookOrigin: string | undefined;
  /**
   * The shared secret the operator's mail service signs bounces, complaints and unsubscribes with
   * (POST /api/mail-events.php, docs/operations.md); without it that endpoint answers 404.
   */
  mailEventsSecret: string | undefined;
  notifications: NotificationTiming;
  /** PUSH_ALLOW_LOOPBACK=1: push endpoints on this machine (http too) even in production; the e2e run's push service. */
  pushAllowLoopback: boolean;
  /**
   * TAG_SCRIPT_ORIGIN: every third-party tag's script from this origin instead of its provider's, which the CSP then
   * allows alone (decision 0065); for the end-to-end run's stand-in on this machine, never for a live site.
   */
  tagScriptOrigin: string | undefined;
};

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Reads the environment once at start and fails loudly on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.MOLLIE_API_KEY ? 'mollie' : 'sandbox');
  if (paymentProvider === 'mollie' && !e.MOLLIE_API_KEY) {
    throw new Error('Invalid configuration:\n  PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_DIRECT_URL needs DATABASE_URL (the embedded database has no pooler)',
    );
  }
  // Through a transaction pooler LISTEN would hear nothing, and the migrations' lock would stay on a server connection.
  if (e.DATABASE_POOL_MODE === 'transaction' && !e.DATABASE_DIRECT_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_POOL_MODE=transaction needs DATABASE_URL (the pooler) and ' +
        'DATABASE_DIRECT_URL (PostgreSQL itself, for LISTEN and migrations)',
    );
  }
  return {
    env: e.NODE_ENV,
    envExplicit: env.NODE_ENV !== undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX ?? '',
        }
      : undefined,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolMode: e.DATABASE_POOL_MODE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : false,
    logLevel: e.LOG_LEVEL,
    defaultSiteDomain: e.DEFAULT_SITE_DOMAIN.toLowerCase(),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'web/dist'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
    demoProfiles: e.DEMO_PROFILES,
    paymentProvider,
    paymentSandboxImplicit: !e.PAYMENT_PROVIDER && !e.MOLLIE_API_KEY,
    mollieApiKey: e.MOLLIE_API_KEY,
    mollieApiUrl: e.MOLLIE_API_URL,
    paymentWebhookOrigin: e.PAYMENT_WEBHOOK_ORIGIN?.replace(/\/+$/, ''),
    mailEventsSecret: e.MAIL_EVENTS_SECRET,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK === '1',
    tagScriptOrigin: e.TAG_SCRIPT_ORIGIN?.replace(/\/+$/, ''),
    notifications: {
      messageDelaySeconds: e.NOTIFY_MESSAGE_DELAY_SECONDS,
      likeDelaySeconds: e.NOTIFY_LIKE_DELAY_SECONDS,
      gapSeconds: e.NOTIFY_GAP_SECONDS,
      dailyMax: e.NOTIFY_DAILY_MAX,
      quietHours: {
        from: Number(e.NOTIFY_QUIET_HOURS.split('-')[0]),
        until: Number(e.NOTIFY_QUIET_HOURS.split('-')[1]),
      },
    },
  };
}

/**
 * Why a server must not start with this payment configuration, or undefined when it may (decision 0027). In
 * production the sandbox, where anyone holding a checkout link marks it paid, must be asked for by name
 * (PAYMENT_PROVIDER=sandbox). `npm start`, the laptop command, passes `allowImplicitSandbox`: it takes the
 * sandbox only when NODE_ENV is not set at all (a fresh machine); an explicit NODE_ENV=production is refused
 * under `npm start` too.
 */
export function sandboxRefusal(config: Config, allowImplicitSandbox: boolean): string | undefined {
  if (config.env !== 'production' || !config.paymentSandboxImplicit) return undefined;
  if (allowImplicitSandbox && !config.envExplicit) return undefined;
  return (
    'Invalid configuration:\n  NODE_ENV=production takes payments only with MOLLIE_API_KEY (a live_… key). ' +
    'To run with the built-in sandbox, where every checkout can be marked paid without money and credits are ' +
    'free, set PAYMENT_PROVIDER=sandbox.' +
    (allowImplicitSandbox ? ' (npm start takes the sandbox by itself only when NODE_ENV is not set.)' : '')
  );
}
