import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@community/contract';
import { type DragEvent, useId, useState } from 'react';
import { Alert, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { photoFileProblem } from './photo-file-check.ts';
import { useUploadPhoto } from './photo-upload-api.ts';

const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * Choosing a file (or dropping one on the box) uploads it at once. Type and size are checked here first;
 * the server checks everything again and decides.
 */
export function PhotoUpload() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadPhoto();
  const submitOnce = useSingleSubmit();
  const [problem, setProblem] = useState<unknown>();
  const [added, setAdded] = useState(false);
  const [dragging, setDragging] = useState(false);
  const failure = problem ?? upload.error;

  const send = (file: File | undefined) => {
    if (!file) return;
    setAdded(false);
    upload.reset();
    const refused = photoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    submitOnce(() => upload.mutateAsync(file).then(() => setAdded(true)));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) send(event.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut for the mouse; the labelled file input is the way for everyone
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
      <Form.Group controlId={`${id}-file`}>
        <Form.Label className="fw-semibold">{t('photos.upload.label')}</Form.Label>
        <Form.Control
          type="file"
          accept={PHOTO_ACCEPT.join(',')}
          disabled={upload.isPending}
          isInvalid={Boolean(failure)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            send(input.files?.[0]);
            // The same file can be chosen again after a refusal.
            input.value = '';
          }}
        />
        <Form.Text id={`${id}-hint`} className="d-block">
          {t('photos.upload.hint', { max_mb: MAX_MB })}
        </Form.Text>
        {Boolean(failure) && (
          <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
            {errorText(t, failure)}
          </div>
        )}
      </Form.Group>
      {upload.isPending && (
        <div role="status" className="d-flex align-items-center gap-2 mt-2">
          <Spinner size="sm" aria-hidden="true" />
          {t('photos.upload.busy')}
        </div>
      )}
      {added && (
        <Alert variant="success" role="status" className="mt-2 mb-0">
          {t('photos.upload.added')}
        </Alert>
      )}
    </div>
  );
}
