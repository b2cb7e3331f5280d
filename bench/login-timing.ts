/**
 * Login timing and password hashing (issue 3). Starts an embedded PostgreSQL in a temporary folder, creates
 * one member, then measures:
 *  - one argon2id hash with the production parameters (median of 20);
 *  - POST /api/user.php with a wrong password for an existing address and for an unknown one (median of
 *    200 each, interleaved, every request from its own IP so no limit interferes).
 * Run: npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { connectDatabase } from '../server/src/db/database.ts';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seedDefaults } from '../server/src/db/seed.ts';
import { openGeoIp } from '../server/src/modules/geo/geoip.ts';
import { systemClock } from '../server/src/platform/clock.ts';
import { createMailer } from '../server/src/platform/mailer.ts';
import { ARGON2_OPTIONS, hashPassword } from '../server/src/platform/passwords.ts';

const ROUNDS = 200;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-bench-'));
// The embedded PostgreSQL runs as the postgres user when started as root.
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({
  databaseDir: path.join(dataDir, 'postgres'),
  database: 'bench',
  log: () => {},
});
const db = connectDatabase(embedded.url);
try {
  await migrate(db.$client);
  await seedDefaults(db, 'localhost');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const mailer = createMailer(config, { info: () => {} });
  const app = await buildApp({ config, db, geoip: await openGeoIp(), clock: systemClock, mailer });

  const hashTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await hashPassword(`bench-password-${i}`);
    hashTimes.push(performance.now() - start);
  }

  const email = 'bench@example.nl';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email,
      name: 'Bench',
      password: 'zomer-aan-zee-2026',
      date_of_birth: '1990-01-01',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
    },
  });
  if (signup.statusCode !== 201) throw new Error(signup.body);

  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const kind of ['existing', 'unknown'] as const) {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/user.php',
        remoteAddress: `10.${kind === 'existing' ? 1 : 2}.${Math.floor(i / 250)}.${i % 250}`,
        // A fresh address each round for the lock-out counter: 5 failures would lock it.
        payload: {
          email: kind === 'existing' ? email : `nobody-${i}@example.nl`,
          password: `wrong-password-${i}`,
        },
      });
      times[kind].push(performance.now() - start);
      if (response.statusCode !== 401) throw new Error(`${kind}: ${response.statusCode} ${response.body}`);
      // Keep the existing address below the lock-out.
      if (kind === 'existing')
        await db.$client.query("DELETE FROM rate_limits WHERE key LIKE 'login-fail:%'");
    }
  }
  await app.close();
  mailer.close();

  const existing = median(times.existing);
  const unknown = median(times.unknown);
  console.log(
    `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}`,
  );
  console.log(`  one hash: median ${ms(median(hashTimes))} of 20`);
  console.log(`failed login, median of ${ROUNDS} each:`);
  console.log(`  existing address: ${ms(existing)}`);
  console.log(`  unknown address:  ${ms(unknown)}`);
  console.log(
    `  difference:       ${ms(existing - unknown)} (${(((existing - unknown) / unknown) * 100).toFixed(1)}%)`,
  );
} finally {
  await db.$client.end();
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
