import crypto from 'node:crypto';
import type { Limit } from '../../platform/rate-limits.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every threshold of the spam signals (decision 0057, docs/abuse-prevention.md), in one place. A signal fires
 * when its count reaches `atLeast` within `windowMinutes`.
 */
export const ABUSE_THRESHOLDS = {
  /** One normalised text sent to this many different members within the window. */
  sameText: { atLeast: 5, windowMinutes: 6 * 60 },
  /** Messages (any kind) within minutes: far more than a person holding a few conversations types. */
  messageBurst: { atLeast: 40, windowMinutes: 10 },
  /** Likes given within minutes (the swipe game included, fictional profiles' auto-likes not). */
  likeBurst: { atLeast: 40, windowMinutes: 10 },
  /** An account younger than `accountHours` that opened this many conversations (with strangers). */
  newAccountStrangers: { atLeast: 8, windowMinutes: 24 * 60, accountHours: 24 },
} as const;

/** How long a flagged member stays slowed down, unless staff lift it sooner. */
export const SLOWDOWN_HOURS = 24;

/** The stricter limits of a slowed-down member, instead of LIMITS.chatSends and on top of LIMITS.likesPerMember. */
export const SLOWED_LIMITS = {
  chatSends: { max: 3, windowSeconds: 5 * MINUTE },
  likes: { max: 10, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/** The evidence keeps at most this much of a text. */
export const EVIDENCE_TEXT_LENGTH = 500;

/**
 * A text as the same-text signal compares it: Unicode-normalised, without diacritics, lower case, digits and
 * letters only with single spaces, so "Hi  there!!" and "hi there" are one text.
 */
function normalisedText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function textFingerprint(text: string): Buffer {
  return crypto.createHash('sha256').update(normalisedText(text)).digest();
}

// A link: a scheme, www., or a name ending in a common top-level domain (example.com/x, wa.me/31…).
const LINK =
  /\b(?:https?:\/\/\S+|www\.\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|me|nl|be|de|fr|es|it|pl|se|no|dk|fi|uk|eu|ru|co|app|link|ly|to|cc|xyz|site|online|club|live)\b(?:\/\S*)?)/giu;
// A phone number: 9 to 15 digits, optionally with +, spaces, dots, dashes or brackets between them.
const PHONE = /(?:\+|\b00)?\d(?:[\s.\-()/]*\d){8,14}\b/gu;

/** The links and phone numbers a text holds: a first message with either is how spam leaves the site. */
export function contactDetails(text: string): { links: string[]; phones: string[] } {
  const links = [...new Set(text.match(LINK) ?? [])];
  const phones = [...new Set(text.match(PHONE) ?? [])].filter(
    (phone) => phone.replace(/\D/g, '').length >= 9,
  );
  return { links, phones };
}
