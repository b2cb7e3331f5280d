import type { AppDeps } from '../../../deps.ts';
import type { PaymentLog } from '../deps.ts';
import { createMollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, SANDBOX_EXPIRY_MS } from './sandbox-provider.ts';
import { httpWebhookNotifier } from './webhook-notifier.ts';

/** The provider the configuration names: Mollie with MOLLIE_API_KEY, else the built-in sandbox. */
export function configuredPaymentProvider(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  log: PaymentLog,
): PaymentProvider & { stop?: () => void } {
  const { config } = deps;
  if (config.paymentProvider === 'mollie' && config.mollieApiKey) {
    return createMollieProvider(config.mollieApiKey, { baseUrl: config.mollieApiUrl });
  }
  if (config.env === 'production') {
    log.warn({}, 'payments go through the built-in sandbox: no money is moved (set MOLLIE_API_KEY)');
  }
  return createSandboxProvider({
    sql: deps.db.$client,
    notifier: httpWebhookNotifier(log),
    clock: deps.clock,
    expireAfterMs: SANDBOX_EXPIRY_MS,
  });
}
