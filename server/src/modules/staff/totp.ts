import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The authenticator of RFC 6238 as the common apps use it: SHA-1, 6 digits, 30-second steps, a 160-bit secret
 * (decision 0054). A code of the step before or after the current one is accepted too (clocks drift).
 */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The secret in groups of four letters, as a person types it into the app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The otpauth:// address of the secret, named by the site (issuer) and the staff member's address. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
    digits: DIGITS,
  }).toString();
}

export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step (counter) of the code if it is right at `now`, within one step either way; null when it is not.
 * The caller refuses a step it accepted before, so a code is never taken twice.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
    digits: DIGITS,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta;
}
