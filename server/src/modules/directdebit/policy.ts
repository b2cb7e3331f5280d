import crypto from 'node:crypto';
import { SMS_CODE_LENGTH } from '@community/contract';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A random code of SMS_CODE_LENGTH digits, from the operating system's random source. */
export function newSmsCode(): string {
  return String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Only a salted hash of the code is stored: 'salt:sha256(salt:code)'. */
export function hashSmsCode(code: string): string {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}:${crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function smsCodeMatches(stored: string, typed: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const candidate = crypto.createHash('sha256').update(`${salt}:${typed.trim()}`).digest();
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

/**
 * A phone number that can receive an SMS, in E.164 form: as typed, in international form or national form of
 * `country` (the member's payment country); mobile numbers only (or numbers that may be mobile).
 */
export function mobileNumber(typed: string, country: string | null): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, (country ?? undefined) as CountryCode | undefined);
  if (!parsed?.isValid()) return undefined;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return parsed.number;
}

/** What the member sees of the number the code went to: '+31 6 •••• 78'. */
export function phoneHint(e164: string): string {
  return `${e164.slice(0, 3)} ${'•'.repeat(4)} ${e164.slice(-2)}`;
}
