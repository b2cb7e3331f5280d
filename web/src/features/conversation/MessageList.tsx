import type { ChatMessage } from '@community/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ReportLink } from '../complaints/ReportLink.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { MessageContent, PendingImage } from './MessageContent.tsx';
import { MessageReceipt, type Receipt } from './MessageReceipt.tsx';
import type { PendingSend } from './outbox.ts';
import { useMessageTime } from './use-message-time.ts';
import { useStickToBottom } from './use-stick-to-bottom.ts';

/** Scrolled up to within this many pixels of the top: the older page loads. */
const LOAD_OLDER_AT_PX = 48;

type Props = {
  name: string;
  messages: ChatMessage[];
  pending: PendingSend[];
  hasMore: boolean;
  historyLimited: boolean;
  otherReadSeq: number;
  otherDeliveredSeq: number;
  typing: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (clientId: string) => void;
};

function receiptOf(seq: number, otherReadSeq: number, otherDeliveredSeq: number): Receipt {
  if (seq <= otherReadSeq) return 'read';
  if (seq <= otherDeliveredSeq) return 'delivered';
  return 'sent';
}

/**
 * The messages, newest at the bottom (a live log for screen readers): older pages on scrolling up or with the
 * button, the history notice for free members (SPEC §8), own messages with their receipts, sends that are
 * pending or failed (with a retry), and "… is typing".
 */
export function MessageList(props: Props) {
  const { name, messages, hasMore, historyLimited, otherReadSeq, otherDeliveredSeq, typing } = props;
  const { t } = useTranslation();
  const messageTime = useMessageTime();
  const scroller = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  // Pending sends already confirmed (their live event came before the answer) show once, as confirmed.
  const confirmedIds = new Set(messages.map((message) => message.client_id));
  const pending = props.pending.filter((send) => !confirmedIds.has(send.client_id));

  // The view stays at the newest message (use-stick-to-bottom.ts) unless the member scrolled up to read; then
  // what arrives meanwhile shows the "new messages" button. An older page added above keeps the view in place.
  const content = useRef<HTMLDivElement>(null);
  const { held, atBottom, scrollToBottom, onScroll } = useStickToBottom(scroller, content);
  const [newWhileAway, setNewWhileAway] = useState(false);
  const firstSeq = messages[0]?.seq;
  const bottomKey = `${messages.at(-1)?.id}:${pending.length}:${typing}`;
  const fromBottom = useRef<number | null>(null);
  const previous = useRef<{ firstSeq?: number; bottomKey: string; lastId?: number } | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const lastId = messages.at(-1)?.id;
    previous.current = { firstSeq, bottomKey, lastId };
    if (!before) {
      scrollToBottom();
      return;
    }
    if (firstSeq !== before.firstSeq && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
      return;
    }
    if (bottomKey === before.bottomKey) return;
    const newestMine = pending.length > 0 || messages.at(-1)?.mine;
    if (newestMine) scrollToBottom();
    else if (held.current) element.scrollTop = element.scrollHeight;
    else if (lastId !== before.lastId) setNewWhileAway(true);
  });
  useEffect(() => {
    if (atBottom) setNewWhileAway(false);
  }, [atBottom]);

  const loadOlder = async () => {
    const element = scroller.current;
    if (loadingOlder || !element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      await props.onLoadOlder();
    } catch {
      fromBottom.current = null;
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="position-relative flex-grow-1 d-flex flex-column" style={{ minHeight: 0 }}>
      <div
        ref={scroller}
        className="flex-grow-1 overflow-auto px-2 px-sm-3 py-3"
        style={{ minHeight: 0 }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so the keyboard can scroll it (WCAG 2.1.1)
        tabIndex={0}
        role="log"
        aria-label={t('conversation.messages', { name })}
        onScroll={(event) => {
          const element = event.currentTarget;
          onScroll();
          if (hasMore && !olderFailed && element.scrollTop < LOAD_OLDER_AT_PX) void loadOlder();
        }}
      >
        <div ref={content}>
          {hasMore && (
            <div className="text-center mb-3">
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={loadingOlder}
                onClick={() => void loadOlder()}
              >
                {loadingOlder && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('conversation.loadOlder')}
              </Button>
              {olderFailed && (
                <p className="text-danger small mt-2 mb-0">{t('conversation.loadOlderFailed')}</p>
              )}
            </div>
          )}
          {!hasMore && historyLimited && (
            <Alert variant="info" className="small py-2">
              {t('conversation.historyLimited')}
            </Alert>
          )}
          {messages.length === 0 && pending.length === 0 && (
            <p className="text-center text-body-secondary my-4">{t('conversation.empty', { name })}</p>
          )}
          <ul className="list-unstyled mb-0">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                mine={message.mine}
                footer={
                  <>
                    <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
                    {message.mine ? (
                      <MessageReceipt receipt={receiptOf(message.seq, otherReadSeq, otherDeliveredSeq)} />
                    ) : (
                      <ReportLink kind="message" id={message.id} name={name} />
                    )}
                  </>
                }
              >
                <MessageContent text={message.text} image={message.image} gift={message.gift} />
              </MessageBubble>
            ))}
            {pending.map((send) => (
              <MessageBubble
                key={send.client_id}
                mine
                failed={send.status === 'failed'}
                footer={
                  send.status === 'failed' ? (
                    <>
                      <span className="text-danger">{t('conversation.notSent')}</span>
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0"
                        onClick={() => props.onRetry(send.client_id)}
                      >
                        {t('conversation.retry')}
                      </Button>
                    </>
                  ) : (
                    <MessageReceipt receipt="sending" />
                  )
                }
              >
                {send.message.kind === 'image' ? (
                  <PendingImage file={send.message.file} />
                ) : (
                  <MessageContent
                    text={send.message.kind === 'text' ? send.message.text : null}
                    image={null}
                    gift={send.message.kind === 'gift' ? send.message.gift : null}
                  />
                )}
              </MessageBubble>
            ))}
          </ul>
          {typing && (
            <p className="small text-body-secondary fst-italic mb-0 mt-1">
              {t('conversation.typing', { name })}
            </p>
          )}
        </div>
      </div>
      {/* Announced politely when it appears; it goes once the member is back at the newest message. */}
      <div role="status" className="position-absolute bottom-0 start-50 translate-middle-x mb-2">
        {newWhileAway && !atBottom && (
          <Button
            variant="secondary"
            size="sm"
            className="rounded-pill shadow text-nowrap"
            onClick={() => {
              scrollToBottom();
              scroller.current?.focus({ preventScroll: true });
            }}
          >
            <span aria-hidden="true">↓ </span>
            {t('conversation.newMessages')}
          </Button>
        )}
      </div>
    </div>
  );
}
