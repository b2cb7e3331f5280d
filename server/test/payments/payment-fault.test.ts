import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signupForm } from '../support/members.ts';
import {
  closedPort,
  connectEmbedded,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from './server-process-helpers.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-payment-fault-'));
fs.chmodSync(dataDir, 0o755);
const servers: ServerProcess[] = [];
let database: pg.Client | undefined;

afterAll(async () => {
  await database?.end();
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** JSON call to the running server with the member's session. */
async function call(address: string, cookie: string, url: string, body?: object) {
  const response = await fetch(`${address}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a paid sandbox payment survives the server dying before its webhook lands', () => {
  it('SIGKILL right after "paid": after the restart the order is paid and credited exactly once', async () => {
    // The sandbox calls its webhook on a port where nothing listens, so it never lands (as when the process
    // dies a moment after the payment): only reconciliation can credit the order.
    const lostWebhooks = {
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_WEBHOOK_ORIGIN: `http://127.0.0.1:${await closedPort()}`,
    };
    const first = startServerProcess(dataDir, lostWebhooks);
    servers.push(first);
    const address = await first.ready;

    const signup = await fetch(`${address}/api/signup.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupForm()),
    });
    expect(signup.status).toBe(201);
    const memberId = ((await signup.json()) as { user: { id: number } }).user.id;
    const session = signup.headers.getSetCookie().find((c) => c.startsWith('auth.session='));
    const cookie = (session as string).split(';')[0] as string;

    const credits = await call(address, cookie, '/api/credits.php?country=NL');
    const pkg = (credits.body.packages as Array<{ id: number; credits: number }>)[0] as {
      id: number;
      credits: number;
    };
    const placed = await call(address, cookie, '/api/order.php', {
      package: pkg.id,
      method: 'ideal',
      country: 'NL',
      client_id: crypto.randomUUID(),
      delivery_consent: true,
    });
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: number }).id;
    const paid = await fetch(placed.body.checkout_url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    // Started again as `npm start` starts it on a laptop (no NODE_ENV, no PAYMENT_PROVIDER: the sandbox because
    // nothing is configured, with a warning).
    const again = startServerProcess(
      dataDir,
      { NODE_ENV: undefined, PAYMENT_WEBHOOK_ORIGIN: lostWebhooks.PAYMENT_WEBHOOK_ORIGIN },
      ['--sandbox-unless-configured'],
    );
    servers.push(again);
    const againAddress = await again.ready;
    expect(again.output()).toContain('payments go through the built-in sandbox');
    database = await connectEmbedded(dataDir);
    const sandbox = await database.query('SELECT status FROM sandbox_payments');
    expect(sandbox.rows).toEqual([{ status: 'paid' }]);
    const order = await waitFor(
      async () =>
        (await call(againAddress, cookie, `/api/order.php?id=${orderId}`)).body.order as { status: string },
      (current) => current.status === 'paid',
      30_000,
    );
    expect(order.status).toBe('paid');
    const { rows } = await database.query<{ credits: number; ledger: number; purchases: number }>(
      `SELECT u.credits,
         (SELECT sum(amount)::int FROM credit_ledger WHERE user_id = u.id) AS ledger,
         (SELECT count(*)::int FROM credit_ledger WHERE user_id = u.id AND reason = 'purchase') AS purchases
       FROM users u WHERE u.id = $1`,
      [memberId],
    );
    const signupCredits = 10;
    expect(rows[0]).toEqual({
      credits: signupCredits + pkg.credits,
      ledger: signupCredits + pkg.credits,
      purchases: 1,
    });
    await database.end();
    database = undefined;
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
