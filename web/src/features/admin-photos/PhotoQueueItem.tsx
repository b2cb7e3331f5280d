import { PHOTO_REJECT_REASONS, type PhotoRejectReason, photoRejectFormSchema } from '@community/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useLanguage } from '../locale/use-language.ts';
import { usePhotoUrl } from '../photos/photo-url.ts';
import type { QueuedPhoto } from './photo-queue-api.ts';

// The form translates its messages in the default namespace: this one names its own.
const REASON_REQUIRED = 'adminPhotos.reasonRequired';
const MESSAGES = { reason: `admin-photos:${REASON_REQUIRED}` };

type Props = {
  photo: QueuedPhoto;
  /** Take the keyboard focus (the item that moved up after the one before it was decided). */
  focused: boolean;
  pending: boolean;
  /** Why the last decision on this photo failed. */
  error: unknown;
  onApprove: () => void;
  onReject: (reason: PhotoRejectReason) => void;
};

/** One photo to judge, large enough to see, with Approve, and Reject with a reason. */
export function PhotoQueueItem({ photo, focused, pending, error, onApprove, onReject }: Props) {
  const { t } = useTranslation('admin-photos');
  // Error texts (errors.<code>) are the app's own, in the default namespace.
  const { t: tApp } = useTranslation();
  const { tag } = useLanguage();
  const url = usePhotoUrl();
  const [rejecting, setRejecting] = useState(false);
  const form = useContractForm<{ reason: string }>({
    schema: photoRejectFormSchema,
    defaultValues: { reason: '' },
    messages: MESSAGES,
  });
  const reasonMissing = form.fieldError('reason');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);

  const name = photo.owner.name;
  const titleId = `queued-photo-${photo.id}`;
  const uploaded = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(photo.created_at),
  );

  // The reason is one of PHOTO_REJECT_REASONS once the contract's rule has passed.
  const reject = form.onSubmit(({ reason }) => onReject(reason as PhotoRejectReason));

  return (
    <Card as="article" className="border-0 shadow-sm" aria-labelledby={titleId}>
      <Card.Body>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="h5">
          {t('adminPhotos.photoBy')} <Link to={`/admin/members/${photo.owner.id}`}>{name}</Link>
        </h2>
        <p className="small text-body-secondary">{t('adminPhotos.uploaded', { date: uploaded })}</p>
        <img
          src={url(photo.filename)}
          alt={t('adminPhotos.photoAlt', { name })}
          className="d-block img-fluid rounded bg-body-secondary mb-3"
          style={{ maxHeight: '60vh' }}
        />
        {!rejecting ? (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="success" disabled={pending} onClick={onApprove}>
              {t('adminPhotos.approve')}
            </Button>
            <Button variant="outline-danger" disabled={pending} onClick={() => setRejecting(true)}>
              {t('adminPhotos.reject')}
            </Button>
          </div>
        ) : (
          <Form noValidate onSubmit={reject}>
            <fieldset
              className="mb-3"
              aria-describedby={reasonMissing ? `${titleId}-reason-error` : undefined}
            >
              <legend className="fs-6">{t('adminPhotos.reasonLegend')}</legend>
              {PHOTO_REJECT_REASONS.map((each, index) => (
                <Form.Check
                  key={each}
                  type="radio"
                  value={each}
                  id={`${titleId}-reason-${each}`}
                  label={t(`adminPhotos.reasons.${each}`)}
                  autoFocus={index === 0}
                  {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
                />
              ))}
              {reasonMissing && (
                <p id={`${titleId}-reason-error`} className="text-danger small mt-1 mb-0" role="alert">
                  {reasonMissing}
                </p>
              )}
            </fieldset>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="danger" disabled={pending}>
                {t('adminPhotos.confirmReject')}
              </Button>
              <Button variant="outline-secondary" onClick={() => setRejecting(false)}>
                {t('adminPhotos.cancel')}
              </Button>
            </div>
          </Form>
        )}
        {error != null && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {errorText(tApp, error)}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
