import { Alert, Badge, ListGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { useInbox } from '../../features/admin-inbox/inbox-api.ts';
import { inboxPath } from '../../features/admin-inbox/inbox-path.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/inbox: the conversations members hold with the site's fictional profiles, waiting ones first. */
export function AdminInboxPage() {
  const { t } = useTranslation();
  const { t: ta, i18n } = useTranslation('admin-inbox');
  usePageTitle(ta('adminInbox.title'));
  const inbox = useInbox();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const waiting = inbox.data?.filter((entry) => entry.waiting).length ?? 0;

  return (
    <>
      <h1 className="h3">{ta('adminInbox.title')}</h1>
      {inbox.isPending && <Spinner animation="border" role="status" aria-label={ta('adminInbox.loading')} />}
      {inbox.isError && <Alert variant="danger">{errorText(t, inbox.error)}</Alert>}
      {inbox.data && (
        <p className="text-body-secondary" aria-live="polite">
          {ta('adminInbox.waitingCount', { count: waiting })}
        </p>
      )}
      {inbox.data?.length === 0 && <p>{ta('adminInbox.empty')}</p>}
      {inbox.data && inbox.data.length > 0 && (
        <ListGroup as="ul">
          {inbox.data.map((entry) => (
            <ListGroup.Item as="li" key={entry.id} className="d-flex flex-column flex-sm-row gap-2">
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                <Link to={inboxPath(entry.id)} className="fw-semibold">
                  {ta('adminInbox.between', { member: entry.member.name, fictional: entry.fictional.name })}
                </Link>
                {entry.last_text && <div className="text-truncate small">{entry.last_text}</div>}
              </div>
              <div className="d-flex flex-wrap align-items-start gap-2 small">
                {entry.waiting ? (
                  <Badge bg="warning" text="dark">
                    {ta('adminInbox.waiting')}
                  </Badge>
                ) : (
                  <Badge bg="secondary">{ta('adminInbox.answered')}</Badge>
                )}
                {entry.claim && (
                  <Badge bg={entry.claim.mine ? 'primary' : 'dark'}>
                    {entry.claim.mine
                      ? ta('adminInbox.claim.mine')
                      : ta('adminInbox.claim.other', { name: entry.claim.staff_name })}
                  </Badge>
                )}
                {entry.last_message_at && (
                  <time dateTime={entry.last_message_at}>{time.format(new Date(entry.last_message_at))}</time>
                )}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
