/**
 * Login timing and password hashing (issue 3). Starts an embedded PostgreSQL in a temporary folder, creates
 * one member, then measures:
 *  - one argon2id hash with the production parameters (median of 20);
 *  - POST /api/user.php with a wrong password for an existing address and for an unknown one (median of
 *    200 each, interleaved, every request from its own IP so no limit interferes).
 * Run: npm run bench:login-timing
 */

import { ARGON2_OPTIONS, hashPassword } from '../server/src/platform/passwords.ts';
import { benchMember, ms, percentile, withBenchApp } from './support/bench-app.ts';

const ROUNDS = 200;
const median = (values: number[]) => percentile(values, 50);

await withBenchApp(async (app, db) => {
  const hashTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await hashPassword(`bench-password-${i}`);
    hashTimes.push(performance.now() - start);
  }

  const email = 'bench@example.nl';
  await benchMember(app, email);

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
});
