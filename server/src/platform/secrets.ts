import crypto from 'node:crypto';
import { typed } from '../db/typed.ts';
import type { Sql } from './sql.ts';

// Per pool (one database), per name: read once per process.
const loaded = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A server secret by name (256 random bits), kept in the database so every instance signs and checks alike; made
 * at first use. Only HMAC keys live here: nothing that a copy of the database would turn into money or logins.
 */
export function serverSecret(sql: Sql, name: string): Promise<Buffer> {
  let secrets = loaded.get(sql);
  if (!secrets) {
    secrets = new Map();
    loaded.set(sql, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(sql, name);
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function readOrCreate(sql: Sql, name: string): Promise<Buffer> {
  await typed(sql)
    .insertInto('server_secrets')
    .values({ name, secret: crypto.randomBytes(32) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await typed(sql)
    .selectFrom('server_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
