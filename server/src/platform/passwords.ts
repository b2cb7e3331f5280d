import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which this build cannot import).
const ARGON2ID = 2;

/**
 * argon2id, RFC 9106's second recommended option scaled to one lane: 64 MiB, 3 passes. One hash takes
 * about 72 ms on this project's 2-core machine (npm run bench); OWASP's minimum is 19 MiB, 2 passes.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when an e-mail has no account, so both cases spend the same time.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash it still spends one verification. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
