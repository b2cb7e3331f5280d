import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@community/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { FileChooserButton } from '../../components/FileChooserButton.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { useUploadProgress } from '../../components/use-upload-progress.ts';
import { photoFileProblem } from './photo-file-check.ts';
import { newPhotoClientId, useUploadPhoto } from './photo-upload-api.ts';

const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

type Outcome = 'added' | 'cancelled' | undefined;

/**
 * Choosing a file (or dropping one on the box) uploads it at once, with its progress and a way to cancel. Type
 * and size are checked here first; the server checks everything again and decides.
 */
export function PhotoUpload() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadPhoto();
  const submitOnce = useSingleSubmit();
  const progress = useUploadProgress();
  const cancel = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<unknown>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [dragging, setDragging] = useState(false);
  const failure = problem ?? (outcome === 'cancelled' ? undefined : upload.error);

  const send = (file: File | undefined) => {
    if (!file) return;
    setOutcome(undefined);
    upload.reset();
    const refused = photoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    const controller = new AbortController();
    cancel.current = controller;
    submitOnce(() =>
      upload
        .mutateAsync({
          file,
          clientId: newPhotoClientId(),
          signal: controller.signal,
          onProgress: progress.onProgress,
        })
        .then(
          () => setOutcome('added'),
          () => controller.signal.aborted && setOutcome('cancelled'),
        )
        .finally(progress.reset),
    );
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) send(event.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut for the mouse; the labelled button is the way for everyone
    <div
      className={`border border-2 rounded p-3 ${dragging ? 'border-primary bg-primary-subtle' : ''}`}
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p className="fw-semibold mb-2">{t('photos.upload.label')}</p>
      <FileChooserButton
        accept={PHOTO_ACCEPT.join(',')}
        inputLabel={t('photos.upload.label')}
        disabled={upload.isPending}
        aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ''}`}
        onFile={send}
      >
        {t('photos.upload.choose')}
      </FileChooserButton>
      <p id={`${id}-hint`} className="form-text mb-0">
        {t('photos.upload.hint', { max_mb: MAX_MB })}
      </p>
      {Boolean(failure) && (
        <p id={`${id}-error`} role="alert" className="small text-danger mt-1 mb-0">
          {errorText(t, failure)}
        </p>
      )}
      {upload.isPending && (
        <UploadProgress
          label={t('photos.upload.busy')}
          estimate={progress.estimate ?? { percent: 0, secondsLeft: null }}
          onCancel={() => cancel.current?.abort()}
        />
      )}
      {outcome === 'added' && (
        <Alert variant="success" role="status" className="mt-2 mb-0">
          {t('photos.upload.added')}
        </Alert>
      )}
      {outcome === 'cancelled' && (
        <p role="status" className="small text-body-secondary mt-2 mb-0">
          {t('upload.cancelled')}
        </p>
      )}
    </div>
  );
}
