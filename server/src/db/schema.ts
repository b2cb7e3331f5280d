import type { TextsByLanguage } from '@community/contract';
import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; a test checks that every column here exists in the migrated database. */
export type { TextsByLanguage };
export type MinimumMessageCosts = Record<string, { costs: number; currency: string }>;

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  name: jsonb('name').$type<TextsByLanguage>().notNull(),
  indexTitle: jsonb('index_title').$type<TextsByLanguage>().notNull(),
  description: jsonb('description').$type<TextsByLanguage>().notNull(),
  niche: smallint('niche').notNull().default(1),
  domainLanguage: text('domain_language').notNull().default('nl-NL'),
  countries: text('countries').array().notNull().default([]),
  visibleProfileFields: text('visible_profile_fields').array().notNull().default([]),
  visibleProfileNotes: text('visible_profile_notes').array().notNull().default([]),
  searchFields: text('search_fields').array().notNull().default([]),
  cdnPrefix: text('cdn_prefix').notNull().default(''),
  messageCredits: integer('message_credits').notNull(),
  photoCredits: integer('photo_credits').notNull(),
  giftCredits: integer('gift_credits').notNull(),
  signupCredits: integer('signup_credits').notNull(),
  messageLength: integer('message_length').notNull(),
  freeMemberMessages: integer('free_member_messages').notNull().default(5),
  directDebitLimit: integer('direct_debit_limit').notNull().default(3),
  minimumMessageCosts: jsonb('minimum_message_costs').$type<MinimumMessageCosts>().notNull().default({}),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  enableSiteEntryPopup: text('enable_site_entry_popup').$type<'yes' | 'no'>().notNull().default('yes'),
  fictionalWarning: jsonb('fictional_warning').$type<TextsByLanguage>().notNull().default({}),
  fictionalSingular: jsonb('fictional_singular').$type<TextsByLanguage>().notNull().default({}),
  fictionalPlural: jsonb('fictional_plural').$type<TextsByLanguage>().notNull().default({}),
  fictionalIcon: jsonb('fictional_icon').$type<TextsByLanguage>().notNull().default({}),
  refundDays: integer('refund_days').notNull().default(14),
  signups: text('signups').$type<'all' | 'with_trafficsource' | 'none'>().notNull().default('all'),
  loggedOutSearch: boolean('logged_out_search').notNull().default(false),
  loggedOutSearchTrafficsource: boolean('logged_out_search_trafficsource').notNull().default(false),
  memberResell: boolean('member_resell').notNull().default(false),
  pushPublicKey: text('push_public_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SiteRow = typeof sites.$inferSelect;
export type NewSite = typeof sites.$inferInsert;

export const companyInfo = pgTable('company_info', {
  id: smallint('id').primaryKey().default(1),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: text('tradenames').array().notNull().default([]),
  vatNumbers: text('vat_numbers').array().notNull().default([]),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
});
export type CompanyInfoRow = typeof companyInfo.$inferSelect;
