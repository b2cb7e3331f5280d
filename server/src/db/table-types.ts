import { Kysely, PostgresDialect } from 'kysely';
import { PostgresDialect as GeneratorPostgresDialect, generate, RawExpressionNode } from 'kysely-codegen';
import pg from 'pg';

/** Where the generated row types live (decision 0047); `npm run db:types` writes it, a test checks it is current. */
export const TABLE_TYPES_FILE = new URL('./tables.ts', import.meta.url);

/**
 * Narrower TypeScript types for columns the database types loosely. Keyed `table.column`. A jsonb column's
 * shape (`json(...)`) or a text column whose CHECK constraint allows only some words (`words(...)`); the
 * type expressions may use the names IMPORTS brings.
 */
const json = (type: string) =>
  new RawExpressionNode(`ColumnType<${type}, ${type} | string, ${type} | string>`);
const words = (...allowed: string[]) => new RawExpressionNode(allowed.map((word) => `'${word}'`).join(' | '));
const jsonWithDefault = (type: string) =>
  new RawExpressionNode(`Generated<ColumnType<${type}, ${type} | string, ${type} | string>>`);
/** The same for a column with a default, which an insert may leave out. */
const wordsWithDefault = (...allowed: string[]) =>
  new RawExpressionNode(`Generated<${allowed.map((word) => `'${word}'`).join(' | ')}>`);
/** A column holding one of a contract type's values (`Currency`), optionally with a default. */
const named = (type: string) => new RawExpressionNode(type);
const namedWithDefault = (type: string) => new RawExpressionNode(`Generated<${type}>`);
const COLUMN_TYPES = {
  'complaints.kind': named('ComplaintKind'),
  'complaints.language': named('Language'),
  'complaints.outcome': named('ComplaintOutcome'),
  'complaints.reason': named('ComplaintReason'),
  'complaints.snapshot': json('Record<string, unknown>'),
  'complaints.status': namedWithDefault('ComplaintStatus'),
  'credit_packages.currency': named('Currency'),
  'direct_debit_mandates.status': wordsWithDefault('awaiting_code', 'confirmed', 'void'),
  'discount_codes.currency': named('Currency'),
  'discount_codes.kind': wordsWithDefault('code', 'welcome', 'time_bonus'),
  'discount_codes.payment_methods': named('PaymentMethod[]'),
  'discount_codes.status': wordsWithDefault('active', 'inactive'),
  'discount_codes.validity': named('DiscountValidity'),
  // Lander variants (issue 24, decision 0061).
  'lander_variants.audience': named('LanderAudience'),
  'lander_variants.call_to_action': jsonWithDefault('TextsByLanguage'),
  'lander_variants.headline': jsonWithDefault('TextsByLanguage'),
  'lander_variants.lander': named('LanderName'),
  'lander_variants.subline': jsonWithDefault('TextsByLanguage'),
  'likes.source': words('profile', 'tile', 'swipe', 'match_finder', 'signup_matches', 'likes', 'auto'),
  'messages.gift': named('GiftKey'),
  'messages.kind': named('MessageKind'),
  'notification_deliveries.channel': words('mail', 'push'),
  'notification_items.type': named('NotificationType'),
  'orders.currency': named('Currency'),
  'orders.method': named('PaymentMethod'),
  'orders.provider': words('sandbox', 'mollie'),
  'order_refunds.provider': words('sandbox', 'mollie'),
  'orders.status': namedWithDefault('OrderStatus'),
  'photos.reject_reason': named('PhotoRejectReason'),
  'photos.status': namedWithDefault('PhotoStatus'),
  'profiles.body_type': named("NonNullable<ProfileFields['body_type']>"),
  'profiles.eye_color': named("NonNullable<ProfileFields['eye_color']>"),
  'profiles.gender': named("ProfileFields['gender']"),
  'profiles.hair_color': named("NonNullable<ProfileFields['hair_color']>"),
  'profiles.reason': named("NonNullable<ProfileFields['reason']>"),
  'profiles.relationship_status': named("NonNullable<ProfileFields['relationship_status']>"),
  'profiles.sexuality': named("ProfileFields['sexuality']"),
  'profiles.status': wordsWithDefault('disabled', 'active'),
  'sandbox_payments.currency': named('Currency'),
  'sandbox_payments.metadata': json('{ orderId: number; locale: Language }'),
  'sandbox_payments.method': named('PaymentMethod'),
  'sandbox_payments.status': namedWithDefault('OrderStatus'),
  'sites.description': json('TextsByLanguage'),
  'sites.enable_site_entry_popup': wordsWithDefault('yes', 'no'),
  'sites.fictional_icon': jsonWithDefault('TextsByLanguage'),
  'sites.fictional_plural': jsonWithDefault('TextsByLanguage'),
  'sites.fictional_singular': jsonWithDefault('TextsByLanguage'),
  'sites.fictional_warning': jsonWithDefault('TextsByLanguage'),
  'sites.index_title': json('TextsByLanguage'),
  'sites.minimum_message_costs': jsonWithDefault('Record<string, { costs: number; currency: string }>'),
  'sites.name': json('TextsByLanguage'),
  'sites.signups': wordsWithDefault('all', 'with_trafficsource', 'none'),
  'users.dismissals': jsonWithDefault('Partial<Record<DismissalFlag, string>>'),
  'users.email_disabled_reason': named('EmailDisabledReason'),
  'users.language': named('Language'),
  'users.notifications_disabled': namedWithDefault('NotificationType[]'),
  'users.role': wordsWithDefault('member', 'moderator', 'administrator'),
  'users.status': wordsWithDefault('not_confirmed', 'active', 'deleted', 'purged', 'suspended', 'banned'),
  'users.status_before_restriction': words('not_confirmed', 'active'),
  'users.status_before_deletion': words('not_confirmed', 'active'),
  'users.tracking': jsonWithDefault('Tracking'),
};
const IMPORTS = `import type {
  ComplaintKind,
  ComplaintOutcome,
  ComplaintReason,
  ComplaintStatus,
  Currency,
  DiscountValidity,
  DismissalFlag,
  EmailDisabledReason,
  GiftKey,
  LanderAudience,
  LanderName,
  Language,
  MessageKind,
  NotificationType,
  OrderStatus,
  PaymentMethod,
  PhotoRejectReason,
  PhotoStatus,
  ProfileFields,
  TextsByLanguage,
  Tracking,
} from '@community/contract';
`;

/** The row types of every table of the migrated database at `url`, as the text of tables.ts. */
export async function generateTableTypes(url: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    const text = await generate({
      db,
      dialect: new GeneratorPostgresDialect(),
      // bigint ids are read as numbers (database.ts sets the parser), so their type is number too.
      typeMapping: { int8: 'number' },
      excludePattern: '(pgboss.*|public.schema_migrations)',
      overrides: { columns: COLUMN_TYPES },
      typeOnlyImports: true,
      print: false,
      outFile: null,
      logger: undefined,
    });
    return `// Generated by \`npm run db:types\` from the migrated schema (decision 0047). Do not edit.\n${IMPORTS}${text}`;
  } finally {
    await db.destroy();
  }
}
