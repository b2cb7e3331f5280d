import { Badge, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QueuedFlag } from './flags-api.ts';

type Props = {
  flag: QueuedFlag;
  pending: boolean;
  onDismiss: () => void;
  onLift: () => void;
};

/** One flag: who, which signal and when, what it saw, the message when there is one, and the two actions. */
export function FlagCard({ flag, pending, onDismiss, onLift }: Props) {
  const { t, i18n } = useTranslation('admin-flags');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const evidence = flag.evidence;
  const headingId = `flag-${flag.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body>
        <h3 id={headingId} className="h6 d-flex flex-wrap gap-2 align-items-center">
          <span>{t(`adminFlags.signal.${flag.signal}`)}</span>
          <span className="text-body-secondary fw-normal">
            {t('adminFlags.member', { name: flag.member.name, id: flag.member.id })}
          </span>
          {flag.member.slowed_until && (
            <Badge bg="warning" text="dark">
              {t('adminFlags.slowedUntil', { time: when(flag.member.slowed_until) })}
            </Badge>
          )}
        </h3>
        <p className="small text-body-secondary mb-2">
          {t('adminFlags.flaggedAt', { time: when(flag.created_at) })} ·{' '}
          {t('adminFlags.memberSince', { time: when(flag.member.created_at) })}
        </p>
        <dl className="small mb-2">
          {evidence.count !== undefined && (
            <>
              <dt>{t('adminFlags.evidence.count')}</dt>
              <dd>
                {t('adminFlags.evidence.countValue', {
                  value: evidence.count,
                  threshold: evidence.threshold,
                  minutes: evidence.window_minutes,
                })}
              </dd>
            </>
          )}
          {evidence.account_age_hours !== undefined && (
            <>
              <dt>{t('adminFlags.evidence.accountAge')}</dt>
              <dd>{t('adminFlags.evidence.hours', { value: evidence.account_age_hours })}</dd>
            </>
          )}
          {(evidence.text ?? flag.message?.text) && (
            <>
              <dt>{t('adminFlags.evidence.text')}</dt>
              <dd>
                <blockquote className="border-start ps-2 mb-0">
                  {evidence.text ?? flag.message?.text}
                </blockquote>
              </dd>
            </>
          )}
          {evidence.links && evidence.links.length > 0 && (
            <>
              <dt>{t('adminFlags.evidence.links')}</dt>
              <dd>{evidence.links.join(', ')}</dd>
            </>
          )}
          {evidence.phones && evidence.phones.length > 0 && (
            <>
              <dt>{t('adminFlags.evidence.phones')}</dt>
              <dd>{evidence.phones.join(', ')}</dd>
            </>
          )}
        </dl>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-secondary" disabled={pending} onClick={onDismiss}>
            {t('adminFlags.dismiss')}
          </Button>
          {flag.member.slowed_until && (
            <Button size="sm" variant="outline-primary" disabled={pending} onClick={onLift}>
              {t('adminFlags.lift')}
            </Button>
          )}
          <Link className="btn btn-sm btn-link" to={`/admin/members/${flag.member.id}`}>
            {t('adminFlags.memberPage', { name: flag.member.name })}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
