import { useTranslation } from 'react-i18next';
import type { InboxConversation } from './inbox-api.ts';

/** The conversation's messages, oldest first: the member's on the left, the fictional profile's on the right. */
export function InboxHistory({ conversation }: { conversation: InboxConversation }) {
  const { t, i18n } = useTranslation('admin-inbox');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ol className="list-unstyled d-grid gap-2 mb-3" aria-label={t('adminInbox.history')}>
      {conversation.messages.map((message) => {
        const author = message.from_fictional ? conversation.fictional.name : conversation.member.name;
        return (
          <li
            key={message.id}
            className={`d-flex ${message.from_fictional ? 'justify-content-end' : 'justify-content-start'}`}
          >
            <div
              className={`rounded px-3 py-2 text-break ${message.from_fictional ? 'bg-primary-subtle' : 'bg-body-secondary'}`}
              style={{ maxWidth: '80%' }}
            >
              <div className="small text-body-secondary">
                {author} ·{' '}
                <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
              </div>
              {message.kind === 'text' && <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>}
              {message.kind === 'image' && <em>{t('adminInbox.image')}</em>}
              {message.kind === 'gift' && <em>{t('adminInbox.gift')}</em>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
