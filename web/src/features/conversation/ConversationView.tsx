import { type CurrentUser, TYPING_SEND_INTERVAL_MS } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CHATS_QUERY_KEY } from '../chats/chats-api.ts';
import { photoFileProblem } from '../photos/photo-file-check.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { CURRENT_USER_KEY } from '../session/user-api.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { ConversationHeader } from './ConversationHeader.tsx';
import { icebreakerShown, markIcebreakerShown } from './chat-storage.ts';
import type { ConversationAnswer } from './conversation-api.ts';
import { HarmfulLanguagePrompt } from './HarmfulLanguagePrompt.tsx';
import { IcebreakerModal } from './IcebreakerModal.tsx';
import { MessageList } from './MessageList.tsx';
import type { OutboxResult } from './outbox.ts';
import { PremiumOnlyAlert, premiumRefusalOf } from './PremiumOnlyAlert.tsx';
import { SendFooter } from './SendFooter.tsx';
import { SendProblem } from './SendProblem.tsx';
import { sendTyping } from './typing-api.ts';
import { useDraft } from './use-draft.ts';
import { useHarmfulLanguage } from './use-harmful-language.ts';
import { useLiveConversation } from './use-live-conversation.ts';
import { useOutbox } from './use-outbox.ts';

/**
 * The conversation with one member (SPEC §2 chat screen): who it is with and the notices that apply, the
 * messages kept live, and the send footer. Mount it keyed by profile, with the first answer loaded.
 */
export function ConversationView({
  answer,
  memberId,
  openGifts = false,
}: {
  answer: ConversationAnswer;
  memberId: number;
  /** Arrived through the profile's gift button: the gift picker opens at once. */
  openGifts?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const profile = answer.profile;
  const [problem, setProblem] = useState<unknown>(null);
  const [premiumHidden, setPremiumHidden] = useState(false);
  const settings = useCurrentSettings();
  const { draft, setDraft, reload: reloadDraft } = useDraft(memberId, profile.id);
  const input = useRef<HTMLTextAreaElement>(null);

  const onResult = (result: OutboxResult) => {
    if (result.type === 'confirmed') {
      const { message, conversation, credits } = result.answer;
      live.dispatch({ type: 'messages', messages: [message], conversation: conversation.id });
      queryClient.setQueryData<CurrentUser | null>(
        CURRENT_USER_KEY,
        (current) => current && { ...current, credits },
      );
      void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      return;
    }
    // Refused: not tried again; its text is back in the draft, and the member is told why.
    reloadDraft();
    // The session ended (403 authentication_required): the member is being logged out, nothing to explain.
    if (!result.error.silent) setProblem(result.error);
  };
  const { outbox, pending } = useOutbox(memberId, profile.id, onResult);
  const live = useLiveConversation(answer, memberId, outbox);
  const { state } = live;
  // A send refused for a free limit says why beside the input; the general notice gives way to it (issue 20).
  const premiumRefused = premiumRefusalOf(problem) !== null;

  const [icebreaker, setIcebreaker] = useState(
    () =>
      !openGifts &&
      answer.messages.length === 0 &&
      pending.length === 0 &&
      !icebreakerShown(memberId, profile.id),
  );
  useEffect(() => {
    if (icebreaker) markIcebreakerShown(memberId, profile.id);
  }, [icebreaker, memberId, profile.id]);

  const lastTyping = useRef(0);
  const changeDraft = (text: string) => {
    setDraft(text);
    const now = Date.now();
    if (state.id !== null && text.trim() !== '' && now - lastTyping.current >= TYPING_SEND_INTERVAL_MS) {
      lastTyping.current = now;
      sendTyping(state.id);
    }
  };

  const storeText = (text: string) => {
    setProblem(null);
    outbox.send({ kind: 'text', text });
    setDraft('');
    lastTyping.current = 0;
  };
  // A text with harmful language for the member's language waits for "Are you sure?" (decision 0057).
  const holdsHarmfulLanguage = useHarmfulLanguage();
  const [held, setHeld] = useState<string | null>(null);
  const sendText = (text: string) => {
    void holdsHarmfulLanguage(text).then((holds) => (holds ? setHeld(text) : storeText(text)));
  };

  return (
    <section
      className="d-flex flex-column flex-grow-1"
      style={{ minHeight: 0 }}
      aria-label={t('conversation.title', { name: profile.name })}
    >
      <ConversationHeader profile={profile} />
      <div className="px-2 px-sm-3 pt-2">
        {profile.fictional && (
          <Alert variant="warning" className="small py-2 mb-2">
            {settings.fictional_warning}
          </Alert>
        )}
        {user && !user.paid_user && !premiumHidden && !premiumRefused && (
          <PremiumOnlyAlert onClose={() => setPremiumHidden(true)} />
        )}
      </div>
      <MessageList
        name={profile.name}
        messages={state.messages}
        pending={pending}
        hasMore={state.hasMore}
        historyLimited={state.historyLimited}
        otherReadSeq={state.otherReadSeq}
        otherDeliveredSeq={state.otherDeliveredSeq}
        typing={live.typing}
        onLoadOlder={live.loadOlder}
        onRetry={(clientId) => outbox.retry(clientId)}
      />
      <SendFooter
        name={profile.name}
        credits={user?.credits ?? null}
        draft={draft}
        onDraftChange={changeDraft}
        input={input}
        openGifts={openGifts}
        onSendText={sendText}
        onSendGift={(gift) => {
          setProblem(null);
          outbox.send({ kind: 'gift', gift });
        }}
        onSendImage={(file) => {
          const refused = photoFileProblem(file);
          setProblem(refused ?? null);
          if (!refused) outbox.send({ kind: 'image', file });
        }}
        problem={
          problem ? (
            <SendProblem
              error={problem}
              onClose={() => {
                // Put away, the free member's notice stays away too: they have just read why.
                if (premiumRefused) setPremiumHidden(true);
                setProblem(null);
              }}
            />
          ) : null
        }
      />
      <HarmfulLanguagePrompt
        show={held !== null}
        onSend={() => {
          if (held !== null) storeText(held);
          setHeld(null);
        }}
        onEdit={() => setHeld(null)}
        onExited={() => input.current?.focus()}
      />
      <IcebreakerModal
        show={icebreaker && state.messages.length === 0 && pending.length === 0}
        name={profile.name}
        onClose={() => setIcebreaker(false)}
        onPick={(text) => {
          setIcebreaker(false);
          setDraft(text);
        }}
        onExited={() => input.current?.focus()}
      />
    </section>
  );
}
