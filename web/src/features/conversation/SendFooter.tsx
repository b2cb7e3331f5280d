import { type GiftKey, PHOTO_ACCEPT } from '@community/contract';
import { type FormEvent, type KeyboardEvent, type ReactNode, type RefObject, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FileChooserButton } from '../../components/FileChooserButton.tsx';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { readSendOnEnter, writeSendOnEnter } from './chat-storage.ts';
import { GiftPicker } from './GiftPicker.tsx';

/** Characters as the server counts them (code points), so an emoji counts once. */
const textLength = (text: string) => [...text].length;

type Props = {
  name: string;
  credits: number | null;
  draft: string;
  onDraftChange: (text: string) => void;
  input: RefObject<HTMLTextAreaElement | null>;
  /** Open the gift picker at once. */
  openGifts: boolean;
  onSendText: (text: string) => void;
  onSendGift: (gift: GiftKey) => void;
  onSendImage: (file: File) => void;
  /** Why the last send was refused, above the input. */
  problem: ReactNode;
};

function PhotoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M2 3h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm0 1.5v6.2l3.2-3.2 2.3 2.3 3-3L14 10.3V4.5H2Zm3.5 1.7a1.2 1.2 0 1 1-2.4 0 1.2 1.2 0 0 1 2.4 0Z" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 6h10v2H3V6Zm1 3h3.3v5H4V9Zm4.7 0H12v5H8.7V9ZM7.3 6h1.4v8H7.3V6ZM8 5.5C7 3 4.5 2.5 4.5 4S6.5 5.5 8 5.5Zm0 0c1-2.5 3.5-3 3.5-1.5S9.5 5.5 8 5.5Z" />
    </svg>
  );
}

/**
 * The send footer (SPEC §2, §5): the message with a character counter against message_length, "send on Enter"
 * (Shift+Enter for a new line; the choice is kept on this device), send, a photo, a gift, and what each costs.
 */
export function SendFooter(props: Props) {
  const { name, credits, draft, onDraftChange, input, problem } = props;
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const id = useId();
  const [sendOnEnter, setSendOnEnter] = useState(readSendOnEnter);
  const [giftsOpen, setGiftsOpen] = useState(props.openGifts);
  const length = textLength(draft);
  const tooLong = length > settings.message_length;
  const sendable = draft.trim() !== '' && !tooLong;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendable) props.onSendText(draft);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendOnEnter || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <footer className="border-top bg-body px-2 px-sm-3 pt-2 pb-2">
      {problem}
      <Form onSubmit={submit} noValidate>
        <Form.Label htmlFor={`${id}-text`} className="visually-hidden">
          {t('conversation.input', { name })}
        </Form.Label>
        <div className="d-flex align-items-end gap-2">
          <Form.Control
            ref={input}
            id={`${id}-text`}
            as="textarea"
            rows={2}
            value={draft}
            placeholder={t('conversation.placeholder')}
            isInvalid={tooLong}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-counter`}
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            onKeyDown={keyDown}
            style={{ resize: 'none' }}
          />
          <Button type="submit" disabled={!sendable}>
            {t('conversation.send')}
          </Button>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <FileChooserButton
            variant="outline-secondary"
            size="sm"
            className="d-inline-flex align-items-center gap-1"
            accept={PHOTO_ACCEPT.join(',')}
            inputLabel={t('conversation.photo')}
            onFile={props.onSendImage}
          >
            <PhotoIcon />
            {t('conversation.photo')}
          </FileChooserButton>
          <Button
            variant="outline-secondary"
            size="sm"
            className="d-inline-flex align-items-center gap-1"
            onClick={() => setGiftsOpen(true)}
          >
            <GiftIcon />
            {t('conversation.gift.button')}
          </Button>
          <Form.Check
            id={`${id}-enter`}
            className="mb-0 small"
            label={t('conversation.sendOnEnter')}
            checked={sendOnEnter}
            onChange={(event) => {
              setSendOnEnter(event.currentTarget.checked);
              writeSendOnEnter(event.currentTarget.checked);
            }}
          />
          <span
            id={`${id}-counter`}
            className={`ms-auto small ${tooLong ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
          >
            {t('conversation.counter', { length, count: settings.message_length })}
          </span>
        </div>
        <p className="small text-body-secondary mb-0 mt-1">
          {t('conversation.costs', {
            message: settings.message_credits,
            photo: settings.photo_credits,
            gift: settings.gift_credits,
          })}
          {credits !== null && (
            <>
              {' '}
              <span>{t('conversation.balance', { count: credits })}</span>
            </>
          )}
        </p>
      </Form>
      <GiftPicker
        show={giftsOpen}
        name={name}
        credits={settings.gift_credits}
        onClose={() => setGiftsOpen(false)}
        onPick={(gift) => {
          setGiftsOpen(false);
          props.onSendGift(gift);
        }}
      />
    </footer>
  );
}
