import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One text message to a phone number in E.164 form (+31612345678). */
type Sms = { to: string; text: string };
export type SmsSender = { send(sms: Sms): Promise<void> };

/**
 * Without an SMS provider configured (the only kind we have so far), each message is logged and written to
 * <dataDir>/sms/<phone>-<time>.txt, so a local member or a test can read the code they were sent. A real provider
 * joins here behind the same interface (docs/payments.md "Direct debit").
 */
export function createSmsSender(
  options: { dataDir: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsSender {
  const folder = path.join(options.dataDir, 'sms');
  return {
    async send(sms) {
      await fs.mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        folder,
        `${sms.to.replace(/\D/g, '')}-${stamp}-${crypto.randomBytes(3).toString('hex')}.txt`,
      );
      await fs.writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`, { mode: 0o600 });
      log.info({ to: sms.to, text: sms.text, file }, 'SMS written (no SMS provider configured)');
    },
  };
}
