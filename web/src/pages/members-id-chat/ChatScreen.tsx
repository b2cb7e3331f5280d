import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorCode } from '../../components/error-text.ts';
import { ChatList } from '../../features/chats/ChatList.tsx';
import { useChats } from '../../features/chats/chats-api.ts';
import { ConversationView } from '../../features/conversation/ConversationView.tsx';
import { useConversation } from '../../features/conversation/conversation-api.ts';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { BlockedProfile } from '../members-id/BlockedProfile.tsx';
import { usePageTitle } from '../page-title.ts';

/** Loading, or why the conversation cannot be shown, in the space of the messages. */
function Centered({ children }: { children: ReactNode }) {
  return <div className="flex-grow-1 d-flex align-items-center justify-content-center p-3">{children}</div>;
}

function Conversation(props: { profileId: number; memberId: number; openGifts: boolean }) {
  const { profileId, memberId, openGifts } = props;
  const { t } = useTranslation();
  const conversation = useConversation(profileId);
  usePageTitle(
    conversation.data
      ? t('conversation.title', { name: conversation.data.profile.name })
      : t('conversation.loading'),
  );
  if (conversation.data)
    return <ConversationView answer={conversation.data} memberId={memberId} openGifts={openGifts} />;
  if (conversation.isError)
    return (
      <Centered>
        <ErrorWithRetry
          error={conversation.error}
          onRetry={conversation.refetch}
          retryLabel={t('conversation.retry')}
          className="mb-0"
        />
      </Centered>
    );
  return (
    <Centered>
      <Spinner animation="border" role="status" aria-label={t('conversation.loading')} />
    </Centered>
  );
}

/**
 * The chat screen (SPEC §2, chat layout: bare): from 992 px the member's conversations beside the messages,
 * on a phone the conversation alone with a way back to the list. Unknown or hidden members, and oneself, give
 * the 404 page; a block either way "cannot be viewed" (SPEC §8).
 */
export function ChatScreen({ profileId, memberId }: { profileId: number; memberId: number }) {
  const { t } = useTranslation();
  const conversation = useConversation(profileId);
  const chats = useChats();
  // ?gift=1 (the profile's gift button) opens the gift picker once; the address loses it.
  const [params, setParams] = useSearchParams();
  const [openGifts] = useState(() => params.has('gift'));
  useEffect(() => {
    if (params.has('gift')) setParams({}, { replace: true });
  }, [params, setParams]);
  const code = errorCode(conversation.error);
  if (code === 'not_found' || code === 'validation_failed') return <NotFoundPage />;
  if (code === 'blocked_by_member') return <BlockedProfile />;
  const active = chats.data?.chats.find((entry) => entry.profile.id === profileId)?.conversation.id;
  return (
    <div className="d-flex w-100" style={{ height: '100dvh' }}>
      <nav
        className="d-none d-lg-block flex-shrink-0 border-end overflow-auto p-2"
        style={{ width: 340 }}
        aria-label={t('conversation.list')}
      >
        <ChatList activeConversation={active} />
      </nav>
      <div className="flex-grow-1 d-flex flex-column" style={{ minWidth: 0 }}>
        <Conversation key={profileId} profileId={profileId} memberId={memberId} openGifts={openGifts} />
      </div>
    </div>
  );
}
