import { z } from 'zod';
import { GENDERS, SEXUALITIES } from './accounts.ts';
import { chatMessageSchema } from './chat-schemas.ts';
import { INTEREST_KEYS } from './interests.ts';
import { DESCRIPTION_MAX_LENGTH, INTERESTS_MAX } from './profiles.ts';

/**
 * Shapes of the back office's fictional profiles and their inbox (issue 23, decision 0058, docs/fictional.md):
 * staff create and edit the site's fictional profiles, and moderators answer members as them.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** How long a moderator's claim on a conversation lasts without being renewed (typing, answering). */
export const INBOX_CLAIM_SECONDS = 120;

/** What staff fill in for a fictional profile; the country is the site's (or chosen), the rest as members have it. */
export const fictionalProfileBodySchema = z
  .object({
    name: z.string().trim().min(2).max(40),
    date_of_birth: z.iso.date(),
    gender: z.enum(GENDERS),
    sexuality: z.enum(SEXUALITIES),
    country: z.string().regex(/^[A-Z]{2}$/),
    region: z.string().trim().max(100).nullable(),
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).nullable(),
    interests: z.array(z.enum(INTEREST_KEYS)).max(INTERESTS_MAX),
  })
  .strict();
export type FictionalProfileBody = z.infer<typeof fictionalProfileBodySchema>;
export const fictionalProfileUpdateBodySchema = fictionalProfileBodySchema.extend({ id }).strict();

export const adminPhotoSchema = z.object({
  id: z.number().int(),
  thumb_filename: z.string(),
  main: z.boolean(),
});

/** A fictional profile as staff see it. */
export const fictionalProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string(),
  region: z.string().nullable(),
  description: z.string().nullable(),
  interests: z.array(z.string()),
  photos: z.array(adminPhotoSchema),
  created_at: z.string(),
});
export type FictionalProfile = z.infer<typeof fictionalProfileSchema>;
export const fictionalProfilesResponseSchema = z.object({
  profiles: z.array(
    fictionalProfileSchema.pick({ id: true, name: true, gender: true, country: true }).extend({
      thumb_filename: z.string().nullable(),
      conversations: z.number().int(),
    }),
  ),
});
export const fictionalProfileResponseSchema = z.object({ profile: fictionalProfileSchema });
export const fictionalProfileQuerySchema = z.object({ id });
/** POST /api/admin/fictional-photo.php?id=&client_id= with the raw image as the body (active at once). */
export const fictionalPhotoQuerySchema = z.object({ id, client_id: z.uuid() });

/** Who holds a conversation's claim, while it lasts. */
export const inboxClaimSchema = z.object({
  staff_id: z.number().int(),
  staff_name: z.string(),
  mine: z.boolean(),
  expires_at: z.string(),
});

const inboxPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumb_filename: z.string().nullable(),
});

/** One conversation of a member with a fictional profile of the site. */
export const inboxEntrySchema = z.object({
  id: z.number().int(),
  member: inboxPartySchema,
  fictional: inboxPartySchema,
  /** The member wrote last: the conversation waits for an answer. */
  waiting: z.boolean(),
  last_message_at: z.string().nullable(),
  last_text: z.string().nullable(),
  claim: inboxClaimSchema.nullable(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;
export const inboxResponseSchema = z.object({ conversations: z.array(inboxEntrySchema) });

/** The member beside the conversation: what a moderator needs to answer well, never their address. */
export const inboxMemberSchema = inboxPartySchema.extend({
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string(),
  region: z.string().nullable(),
  description: z.string().nullable(),
  interests: z.array(z.string()),
  paid_user: z.boolean(),
});
/** A message of the conversation; `from_fictional`: written as the fictional profile. */
export const inboxMessageSchema = chatMessageSchema
  .omit({ mine: true })
  .extend({ from_fictional: z.boolean() });
export const inboxConversationResponseSchema = z.object({
  conversation: z.object({ id: z.number().int(), claim: inboxClaimSchema.nullable() }),
  member: inboxMemberSchema,
  fictional: inboxPartySchema,
  messages: z.array(inboxMessageSchema),
});
export type InboxConversation = z.infer<typeof inboxConversationResponseSchema>;
export const inboxConversationQuerySchema = z.object({ id });
export const inboxClaimBodySchema = z.object({ id }).strict();
export const inboxClaimResponseSchema = z.object({ claim: inboxClaimSchema });
/** POST /api/admin/inbox-reply.php: the answer as the fictional profile; client_id makes a retry store it once. */
export const inboxReplyBodySchema = z
  .object({ id, client_id: z.uuid(), text: z.string().max(5000) })
  .strict();
export const inboxReplyResponseSchema = z.object({ message: inboxMessageSchema });
