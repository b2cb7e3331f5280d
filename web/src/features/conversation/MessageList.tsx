import type { ChatMessage } from '@community/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from './MessageBubble.tsx';
import { MessageContent, PendingImage } from './MessageContent.tsx';
import { MessageReceipt, type Receipt } from './MessageReceipt.tsx';
import type { PendingSend } from './outbox.ts';
import { useMessageTime } from './use-message-time.ts';

/** Scrolled up to within this many pixels of the top: the older page loads. */
const LOAD_OLDER_AT_PX = 48;
/** Within this many pixels of the bottom, new messages keep the view at the bottom. */
const STICK_TO_BOTTOM_PX = 120;

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

  // Keeps the view where it was when an older page is added above, and at the bottom for new messages.
  const firstSeq = messages[0]?.seq;
  const bottomKey = `${messages.at(-1)?.id}:${pending.length}:${typing}`;
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstSeq?: number; bottomKey: string } | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    previous.current = { firstSeq, bottomKey };
    if (!before) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (firstSeq !== before.firstSeq && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
      return;
    }
    if (bottomKey === before.bottomKey) return;
    const newestMine = pending.length > 0 || messages.at(-1)?.mine;
    if (atBottom.current || newestMine) element.scrollTop = element.scrollHeight;
  });

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
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
        if (hasMore && !olderFailed && element.scrollTop < LOAD_OLDER_AT_PX) void loadOlder();
      }}
    >
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
          {olderFailed && <p className="text-danger small mt-2 mb-0">{t('conversation.loadOlderFailed')}</p>}
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
                {message.mine && (
                  <MessageReceipt receipt={receiptOf(message.seq, otherReadSeq, otherDeliveredSeq)} />
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
        <p className="small text-body-secondary fst-italic mb-0 mt-1">{t('conversation.typing', { name })}</p>
      )}
    </div>
  );
}
