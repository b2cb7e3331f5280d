import { WEB_ROUTES } from '@community/contract';
import { useEffect } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { InboxComposer } from '../../features/admin-inbox/InboxComposer.tsx';
import { InboxHistory } from '../../features/admin-inbox/InboxHistory.tsx';
import { InboxMemberPanel } from '../../features/admin-inbox/InboxMemberPanel.tsx';
import { useClaimConversation, useInboxConversation } from '../../features/admin-inbox/inbox-api.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * /admin/inbox/:id: the conversation's history with the member beside it, and the answer as the fictional
 * profile. Opening it takes the claim, so no other moderator answers at the same time.
 */
export function AdminInboxConversationPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-inbox');
  const id = Number(useParams().id);
  const conversation = useInboxConversation(id);
  const claim = useClaimConversation(id);
  const { mutate: takeClaim } = claim;
  usePageTitle(
    conversation.data
      ? ta('adminInbox.between', {
          member: conversation.data.member.name,
          fictional: conversation.data.fictional.name,
        })
      : ta('adminInbox.title'),
  );
  useEffect(() => {
    takeClaim();
  }, [takeClaim]);

  const held = conversation.data?.conversation.claim;
  const heldByOther = held && !held.mine ? held : null;

  return (
    <>
      <Link to={WEB_ROUTES['admin-inbox']} className="d-inline-block mb-2">
        <span aria-hidden="true">‹ </span>
        {ta('adminInbox.back')}
      </Link>
      {conversation.isPending && (
        <Spinner animation="border" role="status" aria-label={ta('adminInbox.loading')} />
      )}
      {conversation.isError && <Alert variant="danger">{errorText(t, conversation.error)}</Alert>}
      {conversation.data && (
        <>
          <h1 className="h4">
            {ta('adminInbox.between', {
              member: conversation.data.member.name,
              fictional: conversation.data.fictional.name,
            })}
          </h1>
          {heldByOther && (
            <Alert variant="warning">{ta('adminInbox.claim.other', { name: heldByOther.staff_name })}</Alert>
          )}
          {held?.mine && <p className="small text-body-secondary">{ta('adminInbox.claim.mine')}</p>}
          <div className="row g-3">
            <div className="col-lg-8">
              <InboxHistory conversation={conversation.data} />
              <InboxComposer
                conversationId={id}
                fictionalName={conversation.data.fictional.name}
                blocked={Boolean(heldByOther)}
              />
            </div>
            <div className="col-lg-4">
              <InboxMemberPanel member={conversation.data.member} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
