import path from 'node:path';
import { LANGUAGE_TAGS, type Language, type NotificationType } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { escapeHtml, fillText, mailTexts } from '../../platform/mail-texts.ts';
import type { Mail } from '../../platform/mailer.ts';
import { siteText } from '../sites/index.ts';

/** What one entry of a notification mail says: who, what happened, and the sign-in link to it. */
export type MailEntry = {
  kind: 'conversation' | 'messages' | 'reminder' | 'like' | 'match';
  type: NotificationType;
  sender: { name: string; photoUrl: string | null; fictional: boolean };
  count: number;
  link: string;
};

type EntryTexts = { subject: string; line: string; action: string };
type NotificationTexts = {
  common: Record<
    'greeting' | 'digestSubject' | 'digestIntro' | 'linkNote' | 'signature' | 'footer',
    string
  > & { unsubscribe: string };
  types: Record<'new_conversations' | 'new_messages' | 'unread_message_reminders' | 'like', string>;
  conversation: EntryTexts;
  messages: EntryTexts;
  reminder: EntryTexts;
  like: EntryTexts;
  match: EntryTexts;
};

const texts = mailTexts<NotificationTexts>(path.join(import.meta.dirname, 'mail-texts'));
const fill = fillText;

type Wording = Pick<MailEntry, 'kind' | 'count'> & { sender: { name: string } };
const wording = (all: NotificationTexts, entry: Wording, key: keyof EntryTexts, siteName: string) =>
  fill(all[entry.kind][key], { sender: entry.sender.name, count: String(entry.count), site: siteName });

/** A notification's subject and one line per entry (a push message's title and body). */
export function notificationTitle(
  site: SiteRow,
  language: Language,
  entries: readonly Wording[],
): { subject: string; lines: string[] } {
  const all = texts(language);
  const siteName = siteText(site, 'name', language);
  const [first] = entries;
  if (!first) throw new Error('a notification without entries');
  return {
    subject:
      entries.length > 1
        ? fill(all.common.digestSubject, { site: siteName })
        : wording(all, first, 'subject', siteName),
    lines: entries.map((entry) => wording(all, entry, 'line', siteName)),
  };
}

const ACCENT = '#c2185b';
const FONT = 'font-family:Arial,Helvetica,sans-serif';

function entryHtml(entry: MailEntry, line: string, action: string, fictionalLabel: string): string {
  const photo = entry.sender.photoUrl
    ? `<img src="${escapeHtml(entry.sender.photoUrl)}" width="56" height="56" alt="${escapeHtml(entry.sender.name)}" style="display:block;width:56px;height:56px;border-radius:28px;object-fit:cover;border:0">`
    : `<div style="width:56px;height:56px;border-radius:28px;background:#f3d1df;color:${ACCENT};${FONT};font-size:24px;line-height:56px;text-align:center">${escapeHtml(entry.sender.name.slice(0, 1).toUpperCase())}</div>`;
  const label = entry.sender.fictional
    ? `<br><span style="font-size:12px;color:#6b6b6b">(${escapeHtml(fictionalLabel)})</span>`
    : '';
  return `<tr><td style="padding:12px 0;border-top:1px solid #eeeeee">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="56" valign="top" style="width:56px;padding-right:12px">${photo}</td>
<td valign="top" style="${FONT};font-size:16px;line-height:1.4;color:#222222"><strong>${escapeHtml(entry.sender.name)}</strong>${label}<br>${escapeHtml(line)}</td>
</tr></table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px"><tr>
<td bgcolor="${ACCENT}" style="border-radius:6px"><a href="${escapeHtml(entry.link)}" style="display:inline-block;padding:12px 20px;${FONT};font-size:16px;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action)}</a></td>
</tr></table>
</td></tr>`;
}

/**
 * One notification mail (decision 0049): a single entry, or a digest of several, in the member's language, as
 * text and as HTML for mail clients (a table layout with inline styles, one column up to 560 px wide, so it reads
 * on a phone and on a desktop), with the unsubscribe headers of RFC 8058 and a visible unsubscribe link per type.
 */
export function renderNotificationMail(
  site: SiteRow,
  message: {
    from: string;
    to: string;
    name: string;
    language: Language;
    entries: MailEntry[];
    /** The unsubscribe links of each type in the mail; the first entry's type is the header's. */
    unsubscribe: Map<NotificationType, { oneClick: string; page: string }>;
  },
): Mail {
  const all = texts(message.language);
  const siteName = siteText(site, 'name', message.language);
  const fictionalLabel = siteText(site, 'fictionalSingular', message.language);
  const common = (key: keyof NotificationTexts['common'], vars: Record<string, string> = {}) =>
    fill(all.common[key], { site: siteName, name: message.name, ...vars });
  const say = (entry: MailEntry, key: keyof EntryTexts) => wording(all, entry, key, siteName);
  const { subject } = notificationTitle(site, message.language, message.entries);
  const first = message.entries[0] as MailEntry;
  const digest = message.entries.length > 1;
  const unsubscribes = [...message.unsubscribe.entries()].map(([type, links]) => ({
    text: common('unsubscribe', { type: all.types[type as keyof NotificationTexts['types']] ?? type }),
    url: links.page,
  }));
  const anyFictional = message.entries.some((entry) => entry.sender.fictional);
  const warning = anyFictional ? siteText(site, 'fictionalWarning', message.language) : '';

  const text = [
    common('greeting'),
    '',
    ...(digest ? [common('digestIntro'), ''] : []),
    ...message.entries.flatMap((entry) => [
      `${say(entry, 'line')}${entry.sender.fictional ? ` (${entry.sender.name}: ${fictionalLabel})` : ''}`,
      `${say(entry, 'action')}: ${entry.link}`,
      '',
    ]),
    common('linkNote'),
    ...(warning ? ['', warning] : []),
    '',
    common('signature'),
    '',
    '--',
    common('footer'),
    ...unsubscribes.map((each) => `${each.text}: ${each.url}`),
  ].join('\n');

  const small = `${FONT};font-size:12px;line-height:1.5;color:#6b6b6b`;
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[message.language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4" style="background:#f4f4f4"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 20px 4px;${FONT};font-size:20px;font-weight:bold;color:${ACCENT}">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:8px 20px;${FONT};font-size:16px;line-height:1.5;color:#222222">${escapeHtml(common('greeting'))}${digest ? `<br>${escapeHtml(common('digestIntro'))}` : ''}</td></tr>
<tr><td style="padding:0 20px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${message.entries.map((entry) => entryHtml(entry, say(entry, 'line'), say(entry, 'action'), fictionalLabel)).join('\n')}
</table></td></tr>
<tr><td style="padding:8px 20px;${small}">${escapeHtml(common('linkNote'))}${warning ? `<br><br>${escapeHtml(warning)}` : ''}</td></tr>
<tr><td style="padding:8px 20px 20px;${FONT};font-size:16px;color:#222222">${escapeHtml(common('signature'))}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px"><tr><td style="padding:12px 20px;${small}">
${escapeHtml(common('footer'))}<br>
${unsubscribes.map((each) => `<a href="${escapeHtml(each.url)}" style="color:#6b6b6b;text-decoration:underline">${escapeHtml(each.text)}</a>`).join('<br>\n')}
</td></tr></table>
</td></tr></table>
</body></html>`;

  const headerLinks = message.unsubscribe.get(first.type);
  return {
    from: message.from,
    to: message.to,
    subject,
    text,
    html,
    links: message.entries.map((entry) => entry.link),
    headers: headerLinks
      ? {
          'List-Unsubscribe': `<${headerLinks.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}
