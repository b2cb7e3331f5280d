import crypto from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A complaint's reference, as people quote it: eight random characters in two groups (`K7QM-3XPA`), about 40 bits,
 * so it says nothing about how many complaints there are and cannot be guessed from another one.
 */
export function newComplaintReference(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
