import webpush from 'web-push';
import type { Sql } from '../../platform/sql.ts';
import { findVapidKeys, insertVapidKeys } from './queries.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

// Per pool (one database): read once per process.
const loaded = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The installation's VAPID key pair (RFC 8292), made at the first start and kept in the database so every
 * instance signs alike: two instances starting at once both insert, one row wins, both read that one.
 */
export function vapidKeys(sql: Sql): Promise<VapidKeys> {
  let keys = loaded.get(sql);
  if (!keys) {
    keys = readOrCreate(sql);
    keys.catch(() => loaded.delete(sql));
    loaded.set(sql, keys);
  }
  return keys;
}

/** The base64url public key (an uncompressed P-256 point) a browser's pushManager.subscribe takes. */
export async function vapidPublicKey(sql: Sql): Promise<string> {
  return (await vapidKeys(sql)).publicKey;
}

async function readOrCreate(sql: Sql): Promise<VapidKeys> {
  const stored = await findVapidKeys(sql);
  if (stored) return stored;
  await insertVapidKeys(sql, webpush.generateVAPIDKeys());
  const made = await findVapidKeys(sql);
  if (!made) throw new Error('VAPID keys not stored');
  return made;
}
