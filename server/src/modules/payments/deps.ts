import type { AppDeps } from '../../deps.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

export type PaymentLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What the payment services need: the application's parts plus the configured provider. */
export type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'config'> & {
  provider: PaymentProvider;
  log: PaymentLog;
};
