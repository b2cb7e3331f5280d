import { z } from 'zod';
import { NOTIFICATION_TYPES } from './accounts.ts';

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** A browser's push subscription as PushSubscription.toJSON() gives it (W3C Push API). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/user.php?push=1 (SPEC §7): the subscription, or 'denied' when the member refused notifications. */
export const pushRegistrationBodySchema = z.union([pushSubscriptionSchema, z.literal('denied')]);
export type PushRegistrationBody = z.infer<typeof pushRegistrationBodySchema>;

/**
 * What one Web Push message carries (encrypted, RFC 8291), read by the service worker (web/public/sw.js):
 * it shows `title` and `body`, and posts NEW_PUSH_MESSAGE / NEW_PUSH_CLICK with `data` to open pages (SPEC §7):
 * `checkUrl` is the API call whose answer changed (pages refetch it), `openUrl` the page a click opens.
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** An absolute URL of the sender's public photo, or null. */
  icon: z.string().nullable(),
  /** Notifications with the same tag replace each other (one per conversation, one for likes). */
  tag: z.string(),
  /** Unread messages plus new likes, for the app icon badge (SPEC §4). */
  badge: z.number().int().min(0),
  data: z.object({ checkUrl: z.string(), openUrl: z.string() }),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** POST /api/unsubscribe.php?token=…: the one-click unsubscribe of a notification mail (RFC 8058). */
export const unsubscribeResponseSchema = z.object({ ok: z.literal(true), type: z.enum(NOTIFICATION_TYPES) });
