import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { createActiveMember } from '../support/members.ts';

/** A valid Dutch IBAN (check digits correct) and a Dutch mobile number, as members type them. */
const DUTCH_IBAN = 'nl91 abna 0417 1643 00';
const DUTCH_MOBILE = '06 12345678';

export function directDebitHelpers(app: FastifyInstance, db: Database, dataDir: string) {
  const sql = db.$client;

  const member = async () => {
    const created = await createActiveMember(app, db, {
      email: `dd-${crypto.randomBytes(5).toString('hex')}@example.nl`,
    });
    return { id: created.user.id as number, cookie: created.cookie as string };
  };

  /** An active package of the default site in `currency` for `country`. */
  const sitePackage = async (country: string | null = 'NL', currency = 'EUR', price = 1999) => {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO credit_packages (site_id, country, currency, credits, price)
       SELECT id, $1, $2, 125, $3 FROM sites WHERE is_default RETURNING id::int AS id`,
      [country, currency, price],
    );
    return (rows[0] as { id: number }).id;
  };

  const form = (packageId: number, overrides: Record<string, unknown> = {}) => ({
    package: packageId,
    account_holder: 'Anna de Vries',
    iban: DUTCH_IBAN,
    street: 'Keizersgracht',
    house_number: '12a',
    zip: '1015 CJ',
    city: 'Amsterdam',
    phone: DUTCH_MOBILE,
    country: 'NL',
    delivery_consent: true,
    ...overrides,
  });

  const post = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** The text of the newest SMS sent to `phoneDigits`, as the SMS sender wrote it under DATA_DIR/sms. */
  const lastSms = (phoneDigits = '31612345678') => {
    const folder = path.join(dataDir, 'sms');
    if (!fs.existsSync(folder)) return undefined;
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.startsWith(`${phoneDigits}-`))
      .sort();
    const newest = files.at(-1);
    return newest && fs.readFileSync(path.join(folder, newest), 'utf8');
  };
  const smsCount = () => {
    const folder = path.join(dataDir, 'sms');
    return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
  };
  const codeIn = (sms: string | undefined) => sms?.match(/\b(\d{6})\b/)?.[1];

  return { sql, member, sitePackage, form, post, lastSms, smsCount, codeIn };
}
