import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { useClaimConversation, useReplyAsFictional } from './inbox-api.ts';

/** A moderator renews their claim at most this often while typing (the claim lasts INBOX_CLAIM_SECONDS). */
const RENEW_MS = 30_000;

/**
 * The answer as the fictional profile. Typing renews the moderator's claim; a send keeps its client id until it
 * is stored, so a retry after a lost answer stores it once. Disabled while another moderator holds the claim.
 */
export function InboxComposer({
  conversationId,
  fictionalName,
  blocked,
}: {
  conversationId: number;
  fictionalName: string;
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-inbox');
  const id = useId();
  const { message_length } = useCurrentSettings();
  const claim = useClaimConversation(conversationId);
  const reply = useReplyAsFictional(conversationId);
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState(false);
  const clientId = useRef<string | null>(null);
  const renewedAt = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (sent) field.current?.focus();
  }, [sent]);

  const type = (text: string) => {
    setDraft(text);
    setSent(false);
    if (Date.now() - renewedAt.current > RENEW_MS) {
      renewedAt.current = Date.now();
      claim.mutate();
    }
  };
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || reply.isPending) return;
    clientId.current ??= crypto.randomUUID();
    reply.mutate(
      { client_id: clientId.current, text },
      {
        onSuccess: () => {
          clientId.current = null;
          renewedAt.current = 0;
          setDraft('');
          setSent(true);
        },
      },
    );
  };
  const error = reply.error ?? claim.error;

  return (
    <Form onSubmit={send} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6">
        {ta('adminInbox.composer.title', { name: fictionalName })}
      </h2>
      <Form.Group controlId={`${id}-text`} className="mb-2">
        <Form.Label className="visually-hidden">
          {ta('adminInbox.composer.label', { name: fictionalName })}
        </Form.Label>
        <Form.Control
          ref={field}
          as="textarea"
          rows={3}
          value={draft}
          maxLength={message_length}
          disabled={blocked}
          onChange={(event) => type(event.currentTarget.value)}
        />
      </Form.Group>
      {error && (
        <Alert variant="danger" role="alert">
          {errorText(t, error)}
        </Alert>
      )}
      <p role="status" className={sent ? 'text-success small' : 'visually-hidden'}>
        {sent ? ta('adminInbox.composer.sent') : ''}
      </p>
      <Button type="submit" disabled={blocked || reply.isPending || draft.trim() === ''}>
        {ta('adminInbox.composer.send')}
      </Button>
    </Form>
  );
}
