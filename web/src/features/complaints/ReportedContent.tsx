import type { ComplaintTarget } from '@community/contract';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../photos/photo-url.ts';

const TITLES = {
  member: 'complaints.reported.member',
  photo: 'complaints.reported.photo',
  message: 'complaints.reported.message',
} as const;

/** What the reporter is reporting, shown above the form so they can see it is the right thing. */
export function ReportedContent({ target }: { target: ComplaintTarget }) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  return (
    <Card className="mb-4" as="section" aria-labelledby="complaint-reported">
      <Card.Body className="d-flex gap-3 align-items-start">
        {target.thumb_filename && (
          <img
            src={url(target.thumb_filename)}
            alt={t('complaints.reported.photoAlt', { name: target.name })}
            width={96}
            height={96}
            className="rounded object-fit-cover flex-shrink-0"
          />
        )}
        <div className="text-break">
          <h2 id="complaint-reported" className="h6 mb-1">
            {t(TITLES[target.kind], { name: target.name })}
          </h2>
          {target.text && <blockquote className="mb-0 fst-italic">“{target.text}”</blockquote>}
        </div>
      </Card.Body>
    </Card>
  );
}
