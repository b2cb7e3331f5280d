import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openCliDatabase } from '../../src/cli/cli-database.ts';
import { seedDefaults } from '../../src/cli/seed-defaults.ts';
import { defaultSite } from '../../src/db/default-site.ts';
import type { MinimumMessageCosts } from '../../src/db/schema.ts';
import { seedDefaultPackages } from '../../src/modules/payments/default-packages.ts';
import { cheapestMessageCost, messageCostClaims } from '../../src/modules/payments/message-cost-claims.ts';
import { findPackages } from '../../src/modules/payments/queries.ts';
import { findDefaultSite, findSiteById } from '../../src/modules/sites/queries.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createTestDatabase, TEST_WEB_DIST, testConfig } from '../support/test-app.ts';

const { db, url } = await createTestDatabase();
const defaultRow = await findDefaultSite(db);
if (!defaultRow) throw new Error('no default site');

describe('"From € 0,53 per message" (SPEC §3 minimum_message_costs)', () => {
  it('the cheapest message is the lowest price / (credits / message_credits) of the country’s packages, to the cent', () => {
    expect(
      cheapestMessageCost(
        [
          { credits: 50, price: 999, currency: 'EUR' },
          { credits: 750, price: 7999, currency: 'EUR' },
        ],
        5,
      ),
    ).toEqual({ costs: 0.53, currency: 'EUR' });
    expect(cheapestMessageCost([], 5)).toBeNull();
  });

  it('the default site claims, for every country it names, what its cheapest package gives at list price', async () => {
    expect(Object.keys(defaultRow.minimumMessageCosts).sort()).toEqual([...defaultRow.countries].sort());
    for (const [country, claim] of Object.entries(defaultRow.minimumMessageCosts)) {
      const packages = await findPackages(db.$client, defaultRow.id, country);
      expect(packages.length, country).toBeGreaterThan(0);
      expect(claim, country).toEqual(cheapestMessageCost(packages, defaultRow.messageCredits));
    }
    expect(defaultRow.minimumMessageCosts.NL).toEqual({ costs: 0.53, currency: 'EUR' });
    expect((await messageCostClaims(db.$client)).filter((claim) => claim.false)).toEqual([]);
  });

  it('migration 0013 corrects the old default claim of € 0,49, and leaves a claim an operator chose alone', async () => {
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../src/db/migrations/0013_default_site_message_cost_claim.sql'),
      'utf8',
    );
    const claimOf = async () => (await findSiteById(db, defaultRow.id))?.minimumMessageCosts;
    const setClaim = (claim: MinimumMessageCosts) =>
      db
        .updateTable('sites')
        .set({ minimum_message_costs: JSON.stringify(claim) })
        .where('id', '=', defaultRow.id)
        .execute();
    await setClaim({ BE: { costs: 0.49, currency: 'EUR' }, NL: { costs: 0.49, currency: 'EUR' } });
    await db.$client.query(migration);
    expect(await claimOf()).toEqual(defaultRow.minimumMessageCosts);
    await setClaim({ NL: { costs: 0.49, currency: 'EUR' } });
    await db.$client.query(migration);
    expect(await claimOf()).toEqual({ NL: { costs: 0.49, currency: 'EUR' } });
    await setClaim(defaultRow.minimumMessageCosts);
  });

  it('a claim below the cheapest message, in another currency, or where no package applies, is flagged', async () => {
    const site = await createSite(db, {
      ...defaultSite('cheap.example'),
      isDefault: false,
      countries: ['NL', 'GB', 'DE'],
      minimumMessageCosts: {
        NL: { costs: 0.49, currency: 'EUR' },
        GB: { costs: 0.6, currency: 'EUR' },
        DE: { costs: 0.53, currency: 'EUR' },
      },
    });
    await seedDefaultPackages(db.$client, site.id);
    const flagged = (await messageCostClaims(db.$client)).filter((claim) => claim.false);
    expect(
      flagged.map(({ domain, country, claimed, cheapest }) => ({ domain, country, claimed, cheapest })),
    ).toEqual([
      {
        domain: 'cheap.example',
        country: 'GB',
        claimed: { costs: 0.6, currency: 'EUR' },
        cheapest: { costs: 0.47, currency: 'GBP' },
      },
      {
        domain: 'cheap.example',
        country: 'NL',
        claimed: { costs: 0.49, currency: 'EUR' },
        cheapest: { costs: 0.53, currency: 'EUR' },
      },
    ]);
    // A site without any package of its own claims what nothing gives.
    await createSite(db, {
      ...defaultSite('bare.example'),
      isDefault: false,
      minimumMessageCosts: { NL: { costs: 0.53, currency: 'EUR' } },
    });
    const bare = (await messageCostClaims(db.$client)).filter((claim) => claim.domain === 'bare.example');
    expect(bare).toMatchObject([{ country: 'NL', cheapest: null, false: true }]);
  });

  it('seeding (every start and command) answers the false claims, which the command line prints', async () => {
    const warnings: string[] = [];
    const warn = vi
      .spyOn(console, 'warn')
      .mockImplementation((message: string) => void warnings.push(message));
    const cleanups: Array<() => unknown> = [];
    try {
      const falseClaims = await seedDefaults(db, 'localhost');
      expect(falseClaims.map((claim) => `${claim.domain} ${claim.country}`)).toEqual([
        'bare.example NL',
        'cheap.example GB',
        'cheap.example NL',
      ]);
      await openCliDatabase(testConfig({ DATABASE_URL: url }), cleanups);
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
      warn.mockRestore();
    }
    expect(warnings).toContainEqual(expect.stringMatching(/cheap\.example.*NL.*EUR 0\.49.*EUR 0\.53/));
  });

  it('a server that starts on such a site says so in its log, naming site, country, claim and real figure', {
    timeout: 120_000,
  }, async () => {
    const output = await startAndStop();
    const warning = output
      .split('\n')
      .filter((line) => line.includes('"level":40'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.site === 'cheap.example' && line.country === 'NL');
    expect(warning).toMatchObject({
      claimed: { costs: 0.49, currency: 'EUR' },
      cheapest: { costs: 0.53, currency: 'EUR' },
    });
    expect(String(warning?.msg)).toMatch(/cheap\.example.*NL.*EUR 0\.49.*EUR 0\.53/);
  });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-claims-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s server on the test database, until it listens; answers its log. */
function startAndStop(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../src/main.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: TEST_WEB_DIST,
        DEMO_PROFILES: '0',
        PAYMENT_PROVIDER: 'sandbox',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready on')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => (output.includes('ready on') ? resolve(output) : reject(new Error(output))));
  });
}
