import { normalizeEmail } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, rateLimited } from '../../platform/rate-limits.ts';
import { createSession } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { findMemberByEmail, type Member } from '../members/index.ts';
import { reactivationVars } from './deletion-service.ts';
import type { AccountDeps } from './deps.ts';
import { type Device, newDeviceToken } from './device-cookie.ts';
import { issueLink, mailLink } from './links.ts';
import { countAddressFailure, lockKey, refuseWhileLocked } from './password-lock.ts';
import { refuseRestrictedLogin } from './restriction.ts';

const ipKey = (ip: string) => `login-fail-ip:${ip}`;
const deviceKey = (device: Device) => `login-fail-device:${device.nonce}`;

/**
 * Whether the browser's device cookie is a trusted one for this login: signed, of the account of the address,
 * and without too many failures of its own (OWASP's device cookies).
 */
async function trustedDevice(deps: AccountDeps, device: Device | undefined, member: Member | undefined) {
  if (!device || !member || device.userId !== member.user.id) return false;
  const failures = await peekRateLimit(deps.db.$client, deps.clock, deviceKey(device));
  return failures.hits < LIMITS.loginFailuresPerDevice.max;
}

export type LoginClient = { ip: string; device: Device | undefined };

/**
 * Checks the password and opens a session. An unknown address costs the same password verification as a
 * known one and answers the same way, so neither timing nor answers tell whether an address has an account.
 * A browser without a trusted device cookie is refused before any password check once its IP address has too
 * many failures, so the refusal never tells whether a password was right; a trusted one counts its failures
 * against its own cookie instead (decision 0028).
 */
export async function login(
  deps: AccountDeps,
  site: SiteRow,
  client: LoginClient,
  email: string,
  password: string,
): Promise<{ member: Member; sessionToken: string; deviceToken: string }> {
  const sql = deps.db.$client;
  const member = await findMemberByEmail(sql, site.id, normalizeEmail(email));
  const trusted = await trustedDevice(deps, client.device, member);
  if (!trusted) {
    const ipCount = await peekRateLimit(sql, deps.clock, ipKey(client.ip));
    if (ipCount.hits >= LIMITS.loginFailuresPerIp.max && ipCount.windowEnds) {
      throw rateLimited(ipCount.windowEnds, deps.clock());
    }
  }
  await refuseWhileLocked(deps, site.id, email);

  const matches = await verifyPassword(member?.user.password_hash, password);
  // A fictional profile never signs in (decision 0058): refused as a wrong password is, whatever was typed.
  if (!member || !matches || member.profile.fictional) {
    if (trusted && client.device) {
      await hitRateLimit(sql, deps.clock, deviceKey(client.device), LIMITS.loginFailuresPerDevice);
    } else {
      await hitRateLimit(sql, deps.clock, ipKey(client.ip), LIMITS.loginFailuresPerIp);
    }
    await countAddressFailure(deps, site.id, email);
    throw new AppError('login_failed', 401);
  }
  await clearRateLimit(sql, lockKey(site.id, email));
  if (member.user.status === 'deleted') {
    await sendReactivationMail(deps, site, member);
    throw new AppError('account_deleted', 403);
  }
  await refuseRestrictedLogin(sql, deps.clock, member.user.id);
  const sessionToken = await createSession(sql, deps.clock, member.user.id);
  return { member, sessionToken, deviceToken: await newDeviceToken(sql, member.user.id) };
}

/** The reactivation link again, for a deleted member who proved their password (at most 3 a day). */
async function sendReactivationMail(deps: AccountDeps, site: SiteRow, member: Member): Promise<void> {
  const limit = await hitRateLimit(
    deps.db.$client,
    deps.clock,
    `reactivation-mail:${member.user.id}`,
    LIMITS.reactivationMailsPerMember,
  );
  if (!limit.allowed) return;
  await withTransaction(deps.db.$client, async (sql) => {
    const link = await issueLink(deps, sql, site, member.user.id, 'reactivation');
    await mailLink(sql, site, member, 'reactivation', link, { vars: reactivationVars(deps, member) });
  });
}
