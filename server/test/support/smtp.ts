import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Each header line as sent (lower-case name → the value, unfolded). */
  headers: Record<string, string>;
};

/**
 * A real SMTP server in the test process: the app delivers over the wire with nodemailer, and tests read
 * what arrived. No TLS or AUTH on loopback. `port` starts it on a given port (again, after `close`: an SMTP
 * server that was down and came back).
 */
export async function startSmtpServer(options: { port?: number } = {}): Promise<{
  url: string;
  port: number;
  mails: ReceivedMail[];
  nextMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            links: [...new Set([...(parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]))],
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
          };
          mails.push(mail);
          for (const waiter of [...waiters]) {
            if (mail.to.includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
    return closed;
  };
  afterAll(close);
  const seen = new Set<ReceivedMail>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close,
    /** The next mail to `to` not handed out before (waits for it). */
    nextMail(to, timeoutMs = 5000) {
      const ready = mails.find((mail) => !seen.has(mail) && mail.to.includes(to));
      if (ready) {
        seen.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            seen.add(mail);
            resolve(mail);
          },
        });
      });
    },
  };
}
