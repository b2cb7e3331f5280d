import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@community/contract';

// Lower-case letters and digits without the ones people confuse (0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code: ten characters (about 49 bits) in two groups, `k7m2p-x9qrt`. */
function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

/** What the database keeps of a code: the SHA-256 of it as typed, without case, spaces or dashes. */
export function recoveryCodeHash(code: string): Buffer {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return crypto.createHash('sha256').update(normalized).digest();
}
