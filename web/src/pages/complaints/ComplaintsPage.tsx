import { useState } from 'react';
import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorCode } from '../../components/error-text.ts';
import { ComplaintForm } from '../../features/complaints/ComplaintForm.tsx';
import { type ReportedKind, useComplaintTarget } from '../../features/complaints/complaints-api.ts';
import { ReportedContent } from '../../features/complaints/ReportedContent.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { usePageTitle } from '../page-title.ts';

const REPORTED_KINDS: readonly ReportedKind[] = ['message', 'photo', 'member'];

/** The content a report button named in the address (`?member=12`, `?photo=…`, `?message=…`), if any. */
function reportedIn(params: URLSearchParams): { kind: ReportedKind; id: number } | undefined {
  for (const kind of REPORTED_KINDS) {
    const value = params.get(kind);
    if (value && /^[1-9][0-9]{0,15}$/.test(value)) return { kind, id: Number(value) };
  }
  return undefined;
}

/**
 * /complaints (SPEC §2, the footer's link): a complaint about the service, or a report of a member, a photo or a
 * message when a report button opened it; then the reference number to quote (DSA Art. 16).
 */
export function ComplaintsPage() {
  const { t } = useTranslation();
  usePageTitle(t('complaints.title'));
  const [params] = useSearchParams();
  const reported = reportedIn(params);
  const visitor = useCurrentUser() === null;
  const target = useComplaintTarget(reported);
  const [reference, setReference] = useState<string>();
  const [round, setRound] = useState(0);

  let body: React.ReactNode;
  if (reference) {
    body = (
      <Alert variant="success" role="status">
        <h2 className="h5">{t('complaints.sent.title')}</h2>
        <p className="mb-1">{t('complaints.sent.reference')}</p>
        <p className="fs-4 fw-bold font-monospace" data-testid="complaint-reference">
          {reference}
        </p>
        <p className="mb-0">{t('complaints.sent.mail')}</p>
      </Alert>
    );
    body = (
      <>
        {body}
        <Button
          variant="outline-primary"
          onClick={() => {
            setReference(undefined);
            setRound(round + 1);
          }}
        >
          {t('complaints.sent.another')}
        </Button>
      </>
    );
  } else if (reported && target.isPending) {
    body = <Spinner animation="border" role="status" aria-label={t('complaints.loading')} />;
  } else if (reported && target.isError) {
    body =
      errorCode(target.error) === 'not_found' ? (
        <Alert variant="warning">{t('complaints.reported.unavailable')}</Alert>
      ) : (
        <ErrorWithRetry error={target.error} onRetry={target.refetch} retryLabel={t('complaints.retry')} />
      );
  } else {
    body = (
      <>
        {target.data ? (
          <ReportedContent target={target.data} />
        ) : (
          <p className="text-body-secondary">{t('complaints.useReportLinks')}</p>
        )}
        <ComplaintForm
          key={round}
          kind={target.data ? target.data.kind : 'service'}
          targetId={target.data?.id}
          visitor={visitor}
          onSent={setReference}
        />
      </>
    );
  }

  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2">{t('complaints.title')}</h1>
      <p>{t('complaints.intro')}</p>
      {body}
    </Container>
  );
}
