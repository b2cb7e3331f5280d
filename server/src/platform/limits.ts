import type { Limit } from './rate-limits.ts';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Every rate limit's numbers in one place (decision 0028). A limit a person meets answers 429 `rate_limited`
 * with `Retry-After` (rateLimited in rate-limits.ts); the login lock-out answers `account_locked` with minutes.
 * The numbers are chosen so that a person using the site never meets them; scripts do.
 */
export const LIMITS = {
  /** SPEC §8: 5 failed passwords for one address within 15 minutes lock it for 15 minutes. */
  loginLock: { max: 5, windowSeconds: 15 * MINUTE },
  /** Password spraying from one IP address: failures of browsers without a valid device cookie. */
  loginFailuresPerIp: { max: 30, windowSeconds: 15 * MINUTE },
  /**
   * Failures of one trusted browser (a device cookie) before it counts as an unknown one again (OWASP). Below the
   * lock-out's 5, so a stolen device cookie buys no more guesses from a sprayed address than a person's typos.
   */
  loginFailuresPerDevice: { max: 3, windowSeconds: 15 * MINUTE },
  /**
   * Answers that tell whether an address has an account (signup, its step-wise check, e-mail change), together
   * per IP address and per session.
   */
  addressChecksPerIp: { max: 60, windowSeconds: HOUR },
  addressChecksPerSession: { max: 30, windowSeconds: HOUR },
  signupsPerIp: { max: 10, windowSeconds: HOUR },
  activationMailsPerMember: { max: 5, windowSeconds: HOUR },
  emailChangeMailsPerMember: { max: 5, windowSeconds: HOUR },
  /** SPEC §8 daily limit of reset mails per address; requests per IP address. */
  resetMailsPerAddress: { max: 3, windowSeconds: DAY },
  resetRequestsPerIp: { max: 20, windowSeconds: DAY },
  reactivationMailsPerMember: { max: 3, windowSeconds: DAY },
  /** Profile views (member.php): a person browsing reads a few hundred an hour; a scraper is slowed to this. */
  profileReadsPerVisitorIp: { max: 300, windowSeconds: HOUR },
  profileReadsPerMember: { max: 600, windowSeconds: HOUR },
  /** Members share addresses (offices, mobile carriers): the per-IP count of members' reads is wider. */
  profileReadsPerMemberIp: { max: 3000, windowSeconds: HOUR },
  /** Chat sends (texts, photos, gifts) of one member: faster than a person types is slowed down. */
  chatSends: { max: 10, windowSeconds: 10 },
  /** Pictures for the chat, counted before the image work (docs/chat.md). */
  chatImagesPerMember: { max: 60, windowSeconds: HOUR },
  photoUploadsPerMember: { max: 40, windowSeconds: HOUR },
  /** Likes a member may give, through like.php and the swipe game together (against scripted liking). */
  likesPerMember: { max: 200, windowSeconds: HOUR },
  /**
   * Search pages of a visitor per IP address, or of a member: generous for a person scrolling (24 profiles a
   * page), tight enough to slow down anyone copying the site.
   */
  searchesPerViewer: { max: 300, windowSeconds: 5 * MINUTE },
  /** Lander answers per IP address (decision 0061): a visitor loads one or two; a scraper of teasers is slowed. */
  landerReadsPerIp: { max: 120, windowSeconds: 5 * MINUTE },
  /** A person asks once per choice; this leaves room for retries while stopping anyone mapping the index. */
  geocodesPerIp: { max: 60, windowSeconds: 10 * MINUTE },
  /**
   * Refused one-click unsubscribe tokens of one IP address (a good token never counts: mail providers post every
   * member's unsubscribe from a few shared addresses).
   */
  unsubscribeFailuresPerIp: { max: 30, windowSeconds: HOUR },
  /**
   * Wrong authenticator or recovery codes of one staff account: the fifth within 15 minutes locks the step for the
   * rest of them (decision 0054). Six digits are a million codes; five guesses a quarter hour find none.
   */
  secondFactorFailuresPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
  /** …and of one IP address, over all accounts. */
  secondFactorFailuresPerIp: { max: 20, windowSeconds: 15 * MINUTE },
  /** Complaints (docs/complaints.md): a person reports a few things; a flood of notices is someone's weapon. */
  complaintsPerIp: { max: 20, windowSeconds: HOUR },
  complaintsPerMember: { max: 10, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;
