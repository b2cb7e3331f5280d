import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import type { PaymentDeps } from '../../src/modules/payments/deps.ts';
import {
  type PaymentProvider,
  ProviderUnavailableError,
} from '../../src/modules/payments/providers/payment-provider.ts';
import {
  createSandboxProvider,
  type SandboxProvider,
} from '../../src/modules/payments/providers/sandbox-provider.ts';
import type { WebhookNotifier } from '../../src/modules/payments/providers/webhook-notifier.ts';
import { type Clock, systemClock } from '../../src/platform/clock.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createTestDatabase, testConfig } from '../support/test-app.ts';

/** Failures the next provider calls run into (each one counted down), as an outage at the provider would. */
/** How many of the next calls fail; `lostAnswer`: the payment is made, but its answer never reaches us. */
export type ProviderFaults = {
  createPayment: number;
  getPayment: number;
  lostAnswer: number;
  cancelPayment: number;
  refund: number;
};

/**
 * The application with the sandbox provider whose webhooks are delivered in process (`app.inject`), so tests
 * without a port see the whole flow; `webhooks()` waits for the deliveries under way. `faults` makes the
 * provider unreachable for the next calls.
 */
export async function createPaymentTestApp(options: { clock?: Clock } = {}) {
  const { db, url } = await createTestDatabase();
  const config = testConfig();
  const mailer = createMailer(config, { info: () => {} });
  const clock = options.clock ?? systemClock;
  const deliveries: Array<Promise<LightMyRequestResponse>> = [];
  const delivered: Array<{ paymentId: string; status: number }> = [];
  let app: FastifyInstance | undefined;
  const notifier: WebhookNotifier = {
    notify(webhookUrl, paymentId) {
      const target = new URL(webhookUrl);
      const delivery = (app as FastifyInstance).inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: paymentId }).toString(),
      });
      deliveries.push(delivery);
      // A collection the sandbox began just before the file's end delivers after the app closed: nobody waits for
      // that one any more (webhooks() still sees a failed delivery during a test).
      delivery.then(
        (response) => delivered.push({ paymentId, status: response.statusCode }),
        () => {},
      );
    },
    stop() {},
  };
  const sandbox = createSandboxProvider({ sql: db.$client, notifier, clock, collectDelayMs: 50 });
  const faults: ProviderFaults = {
    createPayment: 0,
    getPayment: 0,
    lostAnswer: 0,
    cancelPayment: 0,
    refund: 0,
  };
  const failing = (what: keyof ProviderFaults) => {
    if (faults[what] <= 0) return;
    faults[what] -= 1;
    throw new ProviderUnavailableError(`sandbox unreachable (${what})`);
  };
  const provider: SandboxProvider = {
    ...sandbox,
    async createPayment(payment) {
      failing('createPayment');
      const made = await sandbox.createPayment(payment);
      failing('lostAnswer');
      return made;
    },
    async getPayment(id) {
      failing('getPayment');
      return sandbox.getPayment(id);
    },
    async cancelPayment(id) {
      failing('cancelPayment');
      return sandbox.cancelPayment(id);
    },
    async refund(refund) {
      failing('refund');
      return sandbox.refund(refund);
    },
  };
  app = await buildApp({
    config,
    db,
    geoip: await openGeoIp(),
    clock,
    mailer,
    paymentProvider: provider as PaymentProvider,
  });
  afterAll(async () => {
    sandbox.stop();
    await Promise.allSettled(deliveries);
    await app?.close();
    mailer.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  /** Waits until every webhook sent so far (and those they lead to) has been answered. */
  async function webhooks(): Promise<void> {
    let seen = -1;
    while (seen !== deliveries.length) {
      seen = deliveries.length;
      await Promise.all(deliveries);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  /** What placeOrder and the webhook service take, for calling them without HTTP (direct debit). */
  const deps: PaymentDeps = { db, clock, config, provider, log: quiet };
  return { app, db, url, config, sandbox, faults, webhooks, delivered, deps };
}

/** Steps of the payment tests: orders, the sandbox's outcomes, balances and ledger rows. */
export function paymentHelpers(app: FastifyInstance, db: Database, sandbox: SandboxProvider) {
  const sql = db.$client;

  const order = (
    cookie: string,
    payload: {
      package: number;
      method: string;
      client_id?: string;
      discount_code?: string | null;
      country?: string;
    },
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/order.php',
      headers: { cookie },
      payload: { client_id: crypto.randomUUID(), delivery_consent: true, ...payload },
    });

  /** An order that must succeed; answers the order, its checkout link and the sandbox payment id. */
  async function ordered(cookie: string, payload: Parameters<typeof order>[1]) {
    const response = await order(cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as {
      order: { id: number; amount: number; status: string };
      checkout_url: string;
    };
    return { ...body, paymentId: await paymentIdOf(body.order.id) };
  }

  /** The provider payment of an order, as only our database and the provider know it. */
  async function paymentIdOf(orderId: number): Promise<string> {
    const { rows } = await sql.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM orders WHERE id = $1',
      [orderId],
    );
    return rows[0]?.provider_payment_id as string;
  }

  const credits = async (packages: { country?: string } & { cookie: string }) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/credits.php${packages.country ? `?country=${packages.country}` : ''}`,
      headers: { cookie: packages.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      country: string | null;
      packages: Array<{ id: number; credits: number; price: number; currency: string; popular: boolean }>;
      methods: string[];
      repeat: { package_id: number; method: string } | null;
      direct_debit: boolean;
    };
  };

  const orderOf = async (cookie: string, id: number) =>
    app.inject({ method: 'GET', url: `/api/order.php?id=${id}`, headers: { cookie } });

  const webhook = (paymentId: string, provider = 'sandbox') =>
    app.inject({
      method: 'POST',
      url: `/api/payment-webhook.php?provider=${provider}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${encodeURIComponent(paymentId)}`,
    });

  /** The member's balance, the ledger's sum, the debt and the flags. */
  async function account(memberId: number) {
    const { rows } = await sql.query<{
      credits: number;
      ledger: number;
      credit_debt: number;
      paid_user: boolean;
      payment_flag: string | null;
      direct_debit_blocked: boolean;
    }>(
      `SELECT u.credits, (SELECT coalesce(sum(amount), 0)::int FROM credit_ledger WHERE user_id = u.id) AS ledger,
         u.credit_debt, u.paid_user, u.payment_flag, u.direct_debit_blocked
       FROM users u WHERE u.id = $1`,
      [memberId],
    );
    return rows[0] as NonNullable<(typeof rows)[0]>;
  }

  const ledger = async (memberId: number, reasons = ['purchase', 'refund', 'chargeback', 'debt']) =>
    (
      await sql.query<{ amount: number; reason: string; reference: string }>(
        'SELECT amount, reason, reference FROM credit_ledger WHERE user_id = $1 AND reason = ANY($2) ORDER BY id',
        [memberId, reasons],
      )
    ).rows;

  const storedOrder = async (orderId: number) =>
    (
      await sql.query<{
        status: string;
        refunded_amount: number;
        charged_back_amount: number;
        credits_taken_back: number;
      }>(
        'SELECT status, refunded_amount, charged_back_amount, credits_taken_back FROM orders WHERE id = $1',
        [orderId],
      )
    ).rows[0];

  /** The default site's NL packages (EUR), in their order. */
  async function nlPackages() {
    const { rows } = await sql.query<{ id: number; credits: number; price: number }>(
      `SELECT p.id::int AS id, p.credits, p.price FROM credit_packages p JOIN sites s ON s.id = p.site_id
       WHERE s.is_default AND p.country = 'NL' ORDER BY p.position`,
    );
    return rows;
  }

  return {
    sql,
    order,
    ordered,
    paymentIdOf,
    credits,
    orderOf,
    webhook,
    account,
    ledger,
    storedOrder,
    nlPackages,
    sandbox,
  };
}
