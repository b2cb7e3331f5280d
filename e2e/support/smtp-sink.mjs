// A real SMTP server for the end-to-end run: the app delivers its mails here over the wire, and each mail
// is written as JSON ({ to, subject, text, html, links }) into a folder the journeys read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink(folder) {
  fs.mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const mail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...new Set([...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]))],
            // The one-click unsubscribe of notification mails (RFC 8058); account mails have none.
            headers: Object.fromEntries(
              parsed.headerLines
                .filter(({ key }) => key === 'list-unsubscribe' || key === 'list-unsubscribe-post')
                .map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
            ),
            receivedAt: Date.now(),
          };
          const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`;
          fs.writeFileSync(path.join(folder, `${name}.tmp`), JSON.stringify(mail));
          fs.renameSync(path.join(folder, `${name}.tmp`), path.join(folder, name));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}
