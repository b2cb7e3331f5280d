import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { useChats } from '../../features/chats/chats-api.ts';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { parseMemberId } from '../members-id/member-id.ts';
import { ChatScreen } from '../members-id-chat/ChatScreen.tsx';

function ConversationById({ conversation, memberId }: { conversation: number; memberId: number }) {
  const { t } = useTranslation();
  const chats = useChats();
  if (chats.data) {
    const entry = chats.data.chats.find((each) => each.conversation.id === conversation);
    if (!entry) return <NotFoundPage />;
    return <ChatScreen key={entry.profile.id} profileId={entry.profile.id} memberId={memberId} />;
  }
  if (chats.isError)
    return (
      <div className="p-4">
        <ErrorWithRetry error={chats.error} onRetry={chats.refetch} retryLabel={t('conversation.retry')} />
      </div>
    );
  return (
    <div className="py-5 text-center">
      <Spinner animation="border" role="status" aria-label={t('conversation.loading')} />
    </div>
  );
}

/**
 * /chats/{id} (SPEC §2 chats-id, id = conversation id): the same screen as /members/{id}/chat, found through
 * the member's conversation list; a conversation that is not one of theirs gives the 404 page.
 */
export function ChatPage() {
  const id = parseMemberId(useParams().id);
  const { pathname } = useLocation();
  const { user, fallback } = useMembersOnly(pathname);
  if (id === undefined) return <NotFoundPage />;
  if (!user) return fallback;
  return <ConversationById conversation={id} memberId={user.id} />;
}
