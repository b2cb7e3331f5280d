import { normaliseTracking, normalizeEmail, type SignupForm } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { createSession } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { bookCredits } from '../credits/index.ts';
import { rememberableMemberId } from '../member-landing/index.ts';
import { findMemberById, type Member } from '../members/index.ts';
import { type Asker, limitAddressCheck } from './address-checks.ts';
import type { AccountDeps } from './deps.ts';
import { checkSignupFields } from './field-rules.ts';
import { issueLink, mailLink } from './links.ts';
import { signupAllowed } from './policy.ts';
import { insertMember } from './queries.ts';

function requireSignupsOpen(site: SiteRow, form: Partial<SignupForm>): void {
  // The traffic source as it will be stored (decision 0064): a network of only unsafe characters is none.
  if (!signupAllowed(site.signups, normaliseTracking(form.tracking)))
    throw new AppError('signups_closed', 403);
}

/** The step-wise check of the signup form: any subset of the fields. */
export async function checkSignup(
  deps: AccountDeps,
  site: SiteRow,
  asker: Asker,
  form: Partial<SignupForm>,
): Promise<void> {
  requireSignupsOpen(site, form);
  if (form.email !== undefined) await limitAddressCheck(deps, asker);
  await checkSignupFields(deps.db.$client, site.id, form, deps.clock());
}

/**
 * Creates the account, its profile (disabled until the e-mail is confirmed), the signup credits in the
 * ledger and a session, all in one transaction. The activation mail is the next call (a signup stage).
 */
export async function signup(
  deps: AccountDeps,
  site: SiteRow,
  asker: Asker,
  form: SignupForm,
): Promise<{ member: Member; sessionToken: string }> {
  requireSignupsOpen(site, form);
  // The answer may say the address has an account (email_taken): counted before it is looked up.
  await limitAddressCheck(deps, asker);
  await checkSignupFields(deps.db.$client, site.id, form, deps.clock());
  await enforceRateLimit(
    deps.db.$client,
    deps.clock,
    `signup-ip:${asker.ip}`,
    LIMITS.signupsPerIp,
    asker.log,
  );
  const passwordHash = await hashPassword(form.password);
  return withTransaction(deps.db.$client, async (sql) => {
    const now = deps.clock();
    // The member of the landing the signup came from (decision 0063): kept only when a visitor may see them.
    const landingMemberId =
      form.target_member_id === undefined
        ? null
        : await rememberableMemberId(sql, site.id, form.target_member_id);
    const id = await insertMember(sql, {
      siteId: site.id,
      email: form.email.trim(),
      emailNormalized: normalizeEmail(form.email),
      passwordHash,
      language: form.language ?? 'nl',
      dateOfBirth: form.date_of_birth,
      tracking: normaliseTracking(form.tracking) ?? {},
      now,
      name: form.name.trim(),
      gender: form.gender,
      sexuality: form.sexuality,
      country: form.country,
      region: form.region ?? null,
      signupMessage: form.signup_message?.trim() || null,
      landingMemberId,
    });
    // Two signups with one address at once: the unique index lets one in.
    if (id === undefined) throw new AppError('email_taken', 409, { field: 'email' });
    if (site.signupCredits > 0) {
      await bookCredits(sql, {
        userId: id,
        amount: site.signupCredits,
        reason: 'signup',
        reference: 'signup',
        now,
      });
    }
    const sessionToken = await createSession(sql, deps.clock, id);
    const member = (await findMemberById(sql, id)) as Member;
    return { member, sessionToken };
  });
}

/** Sends (or sends again) the activation mail; older links stop working. */
export async function sendActivationMail(deps: AccountDeps, site: SiteRow, member: Member): Promise<void> {
  if (member.user.status !== 'not_confirmed') throw new AppError('already_confirmed', 409);
  await enforceRateLimit(
    deps.db.$client,
    deps.clock,
    `activation-mail:${member.user.id}`,
    LIMITS.activationMailsPerMember,
  );
  await withTransaction(deps.db.$client, async (sql) => {
    const link = await issueLink(deps, sql, site, member.user.id, 'activation');
    await mailLink(sql, site, member, 'activation', link);
  });
}
