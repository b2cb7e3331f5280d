import { type ChatEntry, isBuiltRoute, WEB_ROUTES } from '@community/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorText } from '../../components/error-text.ts';
import { ChatListEntry } from './ChatListEntry.tsx';
import { useChatDeleteFailure, useChats, useDeleteChat } from './chats-api.ts';
import { DeleteChatDialog } from './DeleteChatDialog.tsx';
import { useRelativeTime } from './use-relative-time.ts';

function ChatsEmpty() {
  const { t } = useTranslation();
  return (
    <div className="bg-body-tertiary rounded p-3">
      <p>{t('chats.empty.text')}</p>
      {isBuiltRoute('members') && (
        <Link to={WEB_ROUTES.members} className="btn btn-primary btn-sm">
          {t('chats.empty.search')}
        </Link>
      )}
    </div>
  );
}

/** Why the last delete failed; the list has been loaded again by then (SPEC §4, §8). */
function DeleteFailure() {
  const { t } = useTranslation();
  const { error, dismiss } = useChatDeleteFailure();
  if (!error) return null;
  return (
    <Alert variant="danger" dismissible closeLabel={t('member.close')} onClose={dismiss} role="alert">
      <strong>{t('chats.delete.failed')}</strong> {errorText(t, error)}
    </Alert>
  );
}

/**
 * The member's conversations, newest first (SPEC §2 chats, and beside the messages on the chat screen):
 * each leads to its conversation, `activeConversation` marked as the current one; each can be removed after
 * a confirmation.
 */
export function ChatList({ activeConversation }: { activeConversation?: number }) {
  const { t } = useTranslation();
  const chats = useChats();
  const deleteChat = useDeleteChat();
  const navigate = useNavigate();
  const relativeTime = useRelativeTime();
  const [asked, setAsked] = useState<{ entry: ChatEntry; open: boolean } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const ask = (entry: ChatEntry) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsked({ entry, open: true });
  };
  const close = () => setAsked((current) => current && { ...current, open: false });
  const confirm = () => {
    if (!asked) return;
    const conversation = asked.entry.conversation.id;
    close();
    deleteChat.mutate(conversation);
    if (conversation === activeConversation) void navigate(WEB_ROUTES.chats);
  };
  // Back to the delete button after "cancel"; once the entry is gone, to the list.
  const restoreFocus = () => {
    setAsked(null);
    const target = trigger.current?.isConnected ? trigger.current : list.current;
    target?.focus();
  };

  let content: ReactNode;
  if (chats.data) {
    content =
      chats.data.chats.length === 0 ? (
        <ChatsEmpty />
      ) : (
        <ul className="list-unstyled mb-0 border rounded overflow-hidden" aria-label={t('chats.listLabel')}>
          {chats.data.chats.map((entry, index) => (
            <ChatListEntry
              key={entry.conversation.id}
              entry={entry}
              first={index === 0}
              relativeTime={relativeTime}
              active={entry.conversation.id === activeConversation}
              onDelete={ask}
            />
          ))}
        </ul>
      );
  } else if (chats.isError) {
    content = <ErrorWithRetry error={chats.error} onRetry={chats.refetch} retryLabel={t('member.retry')} />;
  } else {
    content = (
      <div className="py-5 text-center">
        <Spinner animation="border" role="status" aria-label={t('chats.loading')} />
      </div>
    );
  }

  return (
    <div ref={list} tabIndex={-1}>
      <DeleteFailure />
      {content}
      {asked && (
        <DeleteChatDialog
          show={asked.open}
          name={asked.entry.profile.name}
          onConfirm={confirm}
          onCancel={close}
          onExited={restoreFocus}
        />
      )}
    </div>
  );
}
