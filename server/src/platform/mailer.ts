import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra header lines, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * Mail goes over SMTP to SMTP_URL. Without it (a laptop), each mail is written to <dataDir>/mail as an
 * .eml file and its links are logged, so a local member can still activate or reset.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; dataDir: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ links: _links, ...mail }) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ links, ...mail }) {
      const info = await transport.sendMail(mail);
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
