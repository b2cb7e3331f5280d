import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/database.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import { systemClock } from '../platform/clock.ts';

/** The committed copy of the document /api/docs serves (decision 0040). */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../docs/api/openapi.json');

/** The document as the file holds it: two-space JSON with a final newline. */
export const formatOpenApi = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * Builds the app without a database, a payment provider or a mail server: registering routes touches none of
 * them (the pool never connects, the provider and the mailer are never called), and the document comes from the
 * routes alone. Hands the app to `use` and closes it after.
 */
export async function withOfflineApp<T>(use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-openapi-'));
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const db = connectDatabase('postgres://openapi@127.0.0.1:9/never-connected', { max: 1 });
  const unused = async (): Promise<never> => {
    throw new Error('the OpenAPI document needs no payments');
  };
  const paymentProvider: PaymentProvider = {
    name: 'mollie',
    createPayment: unused,
    getPayment: unused,
    cancelPayment: unused,
    findPaymentOfOrder: unused,
    refund: unused,
  };
  const app = await buildApp({
    config,
    db,
    geoip: { country: () => null },
    clock: systemClock,
    mailer: { send: async () => {}, close: () => {} },
    paymentProvider,
  });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
    await db.$client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The OpenAPI document the routes generate, as the file holds it. */
export async function generateOpenApi(): Promise<string> {
  return withOfflineApp(async (app) => formatOpenApi(app.swagger()));
}
