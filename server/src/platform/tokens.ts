import crypto from 'node:crypto';

/** 256 random bits, URL-safe (43 characters). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a stolen table cannot be replayed as cookies or links. */
export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}
