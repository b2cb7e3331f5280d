import path from 'node:path';
import { type ComplaintOutcome, LANGUAGE_TAGS, type Language } from '@community/contract';
import type { Config } from '../../config.ts';
import type { SiteRow } from '../../db/schema.ts';
import { enqueueMail } from '../../platform/mail-queue.ts';
import { escapeHtml, fillText, mailTexts } from '../../platform/mail-texts.ts';
import type { Mail } from '../../platform/mailer.ts';
import type { Sql } from '../../platform/sql.ts';
import { siteText } from '../sites/index.ts';

type Texts = {
  common: Record<'greeting' | 'signature' | 'footer', string>;
  acknowledgement: Record<'subject' | 'intro' | 'next', string>;
  outcome: Record<'subject' | 'intro' | 'reply' | 'redress', string> & {
    decision: Record<ComplaintOutcome, string>;
  };
};
const texts = mailTexts<Texts>(path.join(import.meta.dirname, 'mail-texts'));

/** A complaint mail's job: rendered when queued, in the reporter's language, and sent as it is by the worker. */
export type ComplaintMailJob = { complaintMail: Mail };

type Recipient = { to: string; name: string; language: Language; reference: string };
type Paragraph = { text: string; quote?: boolean };

function render(
  config: Config,
  site: SiteRow,
  recipient: Recipient,
  subject: string,
  body: Paragraph[],
): Mail {
  const all = texts(recipient.language);
  const siteName = siteText(site, 'name', recipient.language);
  const vars = {
    site: siteName,
    name: recipient.name,
    reference: recipient.reference,
    supportEmail: site.supportEmail,
  };
  const say = (text: string) => fillText(text, vars);
  const paragraphs = [
    { text: say(all.common.greeting) },
    ...body.map((p) => (p.quote ? p : { text: say(p.text) })),
    { text: say(all.common.signature) },
  ];
  const footer = say(all.common.footer);
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[recipient.language]}"><head><meta charset="utf-8"><title>${escapeHtml(say(subject))}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:16px">
${paragraphs
  .map((p) =>
    p.quote
      ? `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-wrap">${escapeHtml(p.text)}</blockquote>`
      : `<p>${escapeHtml(p.text)}</p>`,
  )
  .join('\n')}
<hr><p style="font-size:12px;color:#777">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: recipient.to,
    from: config.mailFrom ?? `${siteName} <no-reply@${site.domain}>`,
    subject: say(subject),
    text: [...paragraphs.map((p) => p.text), '', '--', footer].join('\n\n'),
    html,
    links: [],
  };
}

/** Queues the acknowledgement with the reference, on the transaction that stores the complaint. */
export function queueAcknowledgement(sql: Sql, config: Config, site: SiteRow, recipient: Recipient) {
  const own = texts(recipient.language).acknowledgement;
  const mail = render(config, site, recipient, own.subject, [{ text: own.intro }, { text: own.next }]);
  return enqueueMail(sql, { complaintMail: mail } satisfies ComplaintMailJob);
}

/** Queues the outcome with staff's reply (quoted as written), on the transaction that resolves the complaint. */
export function queueOutcome(
  sql: Sql,
  config: Config,
  site: SiteRow,
  recipient: Recipient,
  decision: { outcome: ComplaintOutcome; reply: string },
) {
  const own = texts(recipient.language).outcome;
  const mail = render(config, site, recipient, own.subject, [
    { text: own.intro },
    { text: own.decision[decision.outcome] },
    { text: own.reply },
    { text: decision.reply, quote: true },
    { text: own.redress },
  ]);
  return enqueueMail(sql, { complaintMail: mail } satisfies ComplaintMailJob);
}
