import type { ChatEntry } from '@community/contract';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { ChatAvatar } from './ChatAvatar.tsx';
import { chatPath } from './chat-path.ts';
import { chatPreview } from './chat-preview.ts';
import { UnreadBadge } from './UnreadBadge.tsx';
import type { RelativeTime } from './use-relative-time.ts';

const PHOTO_SIZE = 48;

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6 1h4a1 1 0 0 1 1 1v1h3v1.5H2V3h3V2a1 1 0 0 1 1-1Zm.5 2h3v-.5h-3V3ZM3.5 6h9l-.7 8.1a1 1 0 0 1-1 .9H5.2a1 1 0 0 1-1-.9L3.5 6Zm3 1.5v5.5H8V7.5H6.5Zm3 0v5.5H11V7.5H9.5Z" />
    </svg>
  );
}

/**
 * One conversation in the list: the other member's photo and name, the last message and when, the unread count
 * (all one link to the conversation), and a delete button beside it.
 */
export function ChatListEntry({
  entry,
  active,
  first,
  relativeTime,
  onDelete,
}: {
  entry: ChatEntry;
  active: boolean;
  /** The top entry has no line above it. */
  first: boolean;
  relativeTime: RelativeTime;
  onDelete: (entry: ChatEntry) => void;
}) {
  const { t } = useTranslation();
  const { profile, last_message: last, num_unread_messages: unread } = entry;
  const time = last ? relativeTime(last.created_at) : null;
  return (
    <li
      className={`d-flex align-items-center gap-1${first ? '' : ' border-top'}${active ? ' bg-body-secondary' : ''}`}
    >
      <Link
        to={chatPath(entry.conversation.id)}
        aria-current={active ? 'page' : undefined}
        className="d-flex align-items-center gap-2 flex-grow-1 p-2 text-body text-decoration-none"
        style={{ minWidth: 0 }}
      >
        <ChatAvatar image={profile.main_image} size={PHOTO_SIZE} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="d-flex align-items-baseline gap-2">
            <span className={`text-truncate ${unread > 0 ? 'fw-bold' : 'fw-semibold'}`}>{profile.name}</span>
            {profile.fictional && <FictionalBadge />}
            {time && (
              <time
                dateTime={last?.created_at}
                title={time.full}
                className="ms-auto small text-body-secondary text-nowrap"
              >
                {time.text}
              </time>
            )}
          </div>
          <div className="d-flex align-items-center gap-2">
            <span className={`text-truncate small ${unread > 0 ? 'text-body' : 'text-body-secondary'}`}>
              {chatPreview(t, last)}
            </span>
            <UnreadBadge
              count={unread}
              label={t('chats.unread', { count: unread })}
              className="ms-auto flex-shrink-0"
            />
          </div>
        </div>
      </Link>
      <Button
        variant="link"
        className="text-body-secondary flex-shrink-0 me-1"
        aria-label={t('chats.delete.button', { name: profile.name })}
        title={t('chats.delete.button', { name: profile.name })}
        onClick={() => onDelete(entry)}
      >
        <TrashIcon />
      </Button>
    </li>
  );
}
