import type { SiteRow } from '../../db/schema.ts';
import { addMinutes } from '../../platform/clock.ts';
import type { Sql } from '../../platform/sql.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import type { Member } from '../members/index.ts';
import type { AccountDeps } from './deps.ts';
import { queueAccountMail } from './mail-job.ts';
import { linkOrigin, type MailKind } from './mails.ts';
import { expireTokens, insertToken, type TokenPurpose } from './queries.ts';

/** How long each link works (docs/accounts.md). */
const LINK_MINUTES: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 60,
  password_reset: 2 * 60,
  email_change: 24 * 60,
  reactivation: 14 * 24 * 60,
  sign_in: 24 * 60,
};

const LINK_PATHS: Record<TokenPurpose, (token: string) => string> = {
  activation: (token) => `/api/activate.php?token=${token}`,
  password_reset: (token) => `/reset-password/do?token=${token}`,
  email_change: (token) => `/mail-change/do?token=${token}`,
  reactivation: (token) => `/login?reactivate=${token}`,
  sign_in: (token) => `/${token}`,
};

const MAIL_KINDS: Record<TokenPurpose, MailKind> = {
  activation: 'activation',
  password_reset: 'passwordReset',
  email_change: 'emailChange',
  reactivation: 'reactivation',
  sign_in: 'signIn',
};

/** A new single-use link; earlier unused links of the same purpose stop working. */
export async function issueLink(
  deps: AccountDeps,
  sql: Sql,
  site: SiteRow,
  userId: number,
  purpose: TokenPurpose,
  email?: string,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock();
  await expireTokens(sql, userId, purpose, now);
  await insertToken(sql, {
    userId,
    purpose,
    hash: hashToken(token),
    now,
    expiresAt: addMinutes(now, LINK_MINUTES[purpose]),
    email,
  });
  return `${linkOrigin(deps.config, site)}${LINK_PATHS[purpose](token)}`;
}

/**
 * A single-use sign-in link for a notification mail (the {token} route), leading to `nextPath` (such as
 * `/chats/12`) once used. Unlike issueLink it leaves earlier sign-in links working: each mail's link is its own,
 * and a newer mail must not break the link of one the member has not opened yet.
 */
export async function issueSignInLink(
  deps: Pick<AccountDeps, 'config' | 'clock'>,
  sql: Sql,
  site: SiteRow,
  userId: number,
  nextPath: string,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock();
  await insertToken(sql, {
    userId,
    purpose: 'sign_in',
    hash: hashToken(token),
    now,
    expiresAt: addMinutes(now, LINK_MINUTES.sign_in),
    nextPath,
  });
  return `${linkOrigin(deps.config, site)}${LINK_PATHS.sign_in(token)}`;
}

/**
 * Queues the mail that carries a link, in the member's language, to their address or to `to`: on the transaction
 * that issued the link, so the link and its mail commit together.
 */
export async function mailLink(
  sql: Sql,
  site: SiteRow,
  member: Member,
  purpose: TokenPurpose,
  link: string,
  options: { to?: string; vars?: Record<string, string> } = {},
): Promise<void> {
  const minutes = LINK_MINUTES[purpose];
  await queueAccountMail(sql, site, {
    kind: MAIL_KINDS[purpose],
    language: member.user.language,
    to: options.to ?? member.user.email,
    name: member.profile.name,
    link,
    vars: { hours: String(minutes / 60), days: String(minutes / 1440), ...options.vars },
  });
}
