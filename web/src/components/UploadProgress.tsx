import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UploadEstimate } from './upload-estimate.ts';

const MINUTE = 60;

/**
 * An upload under way: a progress bar (aria-valuenow, and the same text as aria-valuetext), "43 % · about 8
 * seconds left", and a way to cancel. Once every byte is out the server still works on it: that shows too.
 */
export function UploadProgress({
  label,
  estimate,
  onCancel,
}: {
  label: string;
  estimate: UploadEstimate;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { percent, secondsLeft } = estimate;
  const timeLeft =
    secondsLeft === null
      ? null
      : secondsLeft < MINUTE
        ? t('upload.secondsLeft', { count: Math.max(1, secondsLeft) })
        : t('upload.minutesLeft', { count: Math.ceil(secondsLeft / MINUTE) });
  const text =
    percent >= 100
      ? t('upload.processing')
      : timeLeft
        ? t('upload.percentTimeLeft', { percent, timeLeft })
        : t('upload.percent', { percent });
  return (
    <div className="mt-2">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="fw-semibold">{label}</span>
        <span className="text-body-secondary small me-auto">{text}</span>
        <Button variant="outline-secondary" size="sm" onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
