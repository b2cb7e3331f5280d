import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportedKind } from './complaints-api.ts';

/** Where a report button leads: /complaints, prefilled with what is reported (`?message=12`). */
function complaintPath(kind: ReportedKind, id: number): string {
  return `/complaints?${kind}=${id}`;
}

const LABELS = {
  member: 'complaints.report.member',
  photo: 'complaints.report.photo',
  message: 'complaints.report.message',
} as const;

/** A report button: a link that opens the complaint form about this member, photo or message. */
export function ReportLink({
  kind,
  id,
  name,
  className = 'small',
}: {
  kind: ReportedKind;
  id: number;
  /** The member concerned, for the link's accessible name. */
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={complaintPath(kind, id)}
      className={`link-secondary ${className}`}
      aria-label={t(LABELS[kind], { name })}
    >
      {t('complaints.report.link')}
    </Link>
  );
}
