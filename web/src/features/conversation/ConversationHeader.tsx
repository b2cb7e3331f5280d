import { type ChatEntry, WEB_ROUTES } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatAvatar } from '../chats/ChatAvatar.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { memberPath } from '../members/member-path.ts';

const PHOTO_SIZE = 40;

/** The way back to the conversations (every width: the chat layout is bare, issue 20), and who the conversation is with (their photo and name lead to the profile). */
export function ConversationHeader({ profile }: { profile: ChatEntry['profile'] }) {
  const { t } = useTranslation();
  return (
    <header className="d-flex align-items-center gap-2 px-2 px-sm-3 py-2 border-bottom bg-body">
      <Link to={WEB_ROUTES.chats} className="btn btn-link px-1 text-decoration-none text-nowrap">
        <span aria-hidden="true">‹ </span>
        {t('conversation.back')}
      </Link>
      <h1 className="h5 mb-0 flex-grow-1" style={{ minWidth: 0 }}>
        <Link
          to={memberPath(profile.id)}
          className="d-flex align-items-center gap-2 text-body text-decoration-none"
        >
          <ChatAvatar image={profile.main_image} size={PHOTO_SIZE} />
          <span className="text-truncate">{profile.name}</span>
        </Link>
      </h1>
      {profile.fictional && <FictionalBadge />}
    </header>
  );
}
