import {
  type Enrolment,
  STAFF_SESSION_HOURS,
  type StaffRole,
  type StaffSession,
  TOTP_CODE_PATTERN,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { confirmStaffSession } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import {
  clearSecondFactorFailures,
  countSecondFactorFailure,
  refuseWhileLocked,
} from './second-factor-lock.ts';
import {
  acceptStep,
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
} from './second-factor-queries.ts';
import { groupedSecret, newTotpSecret, qrCodeSvg, totpStep, totpUri } from './totp.ts';

type StaffDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The staff member signing in to the back office in this request, and how their sign-in is audited. */
export type SignIn = {
  userId: number;
  sessionId: number;
  role: StaffRole;
  ip: string;
  audit: Pick<AuditWriter, 'record'>;
  log: { warn: (details: object, message: string) => void };
};

/** The staff session of a request whose session was confirmed just now. */
function confirmedSession(role: StaffRole, now: Date): StaffSession {
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  return { role, enrolled: true, verified: true, expires_at: expiresAt.toISOString() };
}

/**
 * A new secret for the authenticator app of an account without a confirmed one (an earlier, unconfirmed secret
 * is replaced): its otpauth address, as a QR code, and in groups for typing.
 */
export async function startEnrolment(
  deps: StaffDeps,
  userId: number,
  email: string,
  site: SiteRow,
): Promise<Enrolment> {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(deps.db.$client, userId, secret, deps.clock())))
    throw new AppError('second_factor_enrolled', 409);
  const uri = totpUri(secret, site.domain, email);
  return { uri, secret: groupedSecret(secret), qr_svg: await qrCodeSvg(uri) };
}

/**
 * Confirms the enrolment with the first code of the app: the authenticator counts from now on, this session is a
 * staff session, and the recovery codes are answered this once (only their hashes are kept).
 */
export async function confirmEnrolment(
  deps: StaffDeps,
  signIn: SignIn,
  code: string,
): Promise<{ staff: StaffSession; recovery_codes: string[] }> {
  await refuseWhileLocked(deps, signIn);
  const factor = await findSecondFactor(deps.db.$client, signIn.userId);
  if (!factor) throw new AppError('second_factor_not_enrolled', 409);
  if (factor.confirmed_at) throw new AppError('second_factor_enrolled', 409);
  const now = deps.clock();
  const step = totpStep(factor.secret, code, now);
  const codes = await withTransaction(deps.db.$client, async (tx) => {
    if (step === null || !(await acceptStep(tx, signIn.userId, step, 'pending', now))) return null;
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, signIn.userId, recoveryCodes.map(recoveryCodeHash));
    await confirmStaffSession(tx, deps.clock, signIn.sessionId);
    await signIn.audit.record(tx, {
      action: 'second_factor.enrol',
      targetType: 'staff',
      targetId: signIn.userId,
      before: { enrolled: false },
      after: { enrolled: true, recovery_codes: recoveryCodes.length },
    });
    return recoveryCodes;
  });
  if (!codes) return countSecondFactorFailure(deps, signIn);
  await clearSecondFactorFailures(deps, signIn);
  return { staff: confirmedSession(signIn.role, now), recovery_codes: codes };
}

/**
 * Confirms this session with a code of the app (one step either way; never a step taken before) or with an unused
 * recovery code (used up by it). Wrong codes count toward the lock-out (second-factor-lock.ts).
 */
export async function verifySecondFactor(
  deps: StaffDeps,
  signIn: SignIn,
  code: string,
): Promise<StaffSession> {
  await refuseWhileLocked(deps, signIn);
  const factor = await findSecondFactor(deps.db.$client, signIn.userId);
  if (!factor?.confirmed_at) throw new AppError('second_factor_not_enrolled', 409);
  const now = deps.clock();
  const confirmed = await withTransaction(deps.db.$client, async (tx) => {
    if (TOTP_CODE_PATTERN.test(code)) {
      const step = totpStep(factor.secret, code, now);
      if (step === null || !(await acceptStep(tx, signIn.userId, step, 'confirmed', now))) return false;
      await confirmStaffSession(tx, deps.clock, signIn.sessionId);
      await signIn.audit.record(tx, {
        action: 'second_factor.confirm',
        targetType: 'staff',
        targetId: signIn.userId,
        after: { method: 'authenticator' },
      });
      return true;
    }
    const left = await useRecoveryCode(tx, signIn.userId, recoveryCodeHash(code), now);
    if (left === null) return false;
    await confirmStaffSession(tx, deps.clock, signIn.sessionId);
    await signIn.audit.record(tx, {
      action: 'second_factor.recovery_code',
      targetType: 'staff',
      targetId: signIn.userId,
      after: { method: 'recovery_code', recovery_codes_left: left },
    });
    return true;
  });
  if (!confirmed) return countSecondFactorFailure(deps, signIn);
  await clearSecondFactorFailures(deps, signIn);
  return confirmedSession(signIn.role, now);
}
