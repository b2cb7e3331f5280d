import path from 'node:path';
import { LANGUAGE_TAGS, type Language } from '@community/contract';
import type { Config } from '../../config.ts';
import type { SiteRow } from '../../db/schema.ts';
import { escapeHtml, fillText, mailTexts } from '../../platform/mail-texts.ts';
import type { Mail } from '../../platform/mailer.ts';
import { siteText } from '../sites/index.ts';

export type MailKind =
  | 'activation'
  | 'passwordReset'
  | 'emailChange'
  | 'emailChanged'
  | 'reactivation'
  | 'signIn';
type Texts = Record<'common' | MailKind, Record<string, string>>;

const texts = mailTexts<Texts>(path.join(import.meta.dirname, 'mail-texts'));
const fill = fillText;

/** Links in mails point at the configured origin, never at the request's Host header (a forged host). */
export function linkOrigin(config: Config, site: SiteRow): string {
  if (config.publicOrigin) return config.publicOrigin;
  // `npm start` on a laptop: the site is localhost, served over plain http on the configured port.
  return site.domain === 'localhost' ? `http://localhost:${config.port}` : `https://${site.domain}`;
}

/** One account mail in the member's language, as text and as simple, accessible HTML. */
export function renderAccountMail(
  config: Config,
  site: SiteRow,
  message: {
    kind: MailKind;
    language: Language;
    to: string;
    name: string;
    link?: string;
    vars?: Record<string, string>;
  },
): Mail {
  const all = texts(message.language);
  const common = all.common;
  const own = all[message.kind];
  const siteName = siteText(site, 'name', message.language);
  const vars = { site: siteName, name: message.name, supportEmail: site.supportEmail, ...message.vars };
  const say = (text: string | undefined) => (text ? fill(text, vars) : '');
  const paragraphs = [say(own.intro), say(own.expiry)].filter(Boolean);
  const closing = [say(common.ignore), say(common.signature)];
  const text = [
    say(common.greeting),
    '',
    ...paragraphs,
    ...(message.link ? ['', `${say(own.action)}: ${message.link}`] : []),
    '',
    ...closing,
    '',
    '--',
    say(common.footer),
  ].join('\n');
  const button = message.link
    ? `<p><a href="${escapeHtml(message.link)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(say(own.action))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(say(common.linkFallback))}<br><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[message.language]}"><head><meta charset="utf-8"><title>${escapeHtml(say(own.subject))}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(say(common.greeting))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<hr><p style="font-size:12px;color:#777">${escapeHtml(say(common.footer))}</p>
</body></html>`;
  return {
    to: message.to,
    from: config.mailFrom ?? `${siteName} <no-reply@${site.domain}>`,
    subject: say(own.subject),
    text,
    html,
    links: message.link ? [message.link] : [],
  };
}
