import type { FictionalProfile } from '@community/contract';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { FileChooserButton } from '../../components/FileChooserButton.tsx';
import { usePhotoUrl } from '../photos/photo-url.ts';
import { useAddFictionalPhoto } from './fictional-api.ts';

/** The profile's photos and an upload: processed by the server as every photo (metadata dropped), active at once. */
export function FictionalPhotos({ profile }: { profile: FictionalProfile }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-fictional');
  const photoUrl = usePhotoUrl();
  const add = useAddFictionalPhoto(profile.id);
  return (
    <section aria-labelledby="fictional-photos" className="mb-4">
      <h2 id="fictional-photos" className="h5">
        {ta('adminFictional.photos.title')}
      </h2>
      {profile.photos.length === 0 ? (
        <p className="text-body-secondary">{ta('adminFictional.photos.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2">
          {profile.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photoUrl(photo.thumb_filename)}
                alt={ta('adminFictional.photos.alt', { name: profile.name, number: index + 1 })}
                width={120}
                height={120}
                className={`rounded object-fit-cover ${photo.main ? 'border border-3 border-primary' : ''}`}
              />
              {photo.main && <div className="small text-center">{ta('adminFictional.photos.main')}</div>}
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex align-items-center gap-2">
        <FileChooserButton
          variant="outline-primary"
          accept="image/jpeg,image/png,image/webp"
          inputLabel={ta('adminFictional.photos.add')}
          disabled={add.isPending}
          onFile={(file) => add.mutate({ file, clientId: crypto.randomUUID() })}
        >
          {ta('adminFictional.photos.add')}
        </FileChooserButton>
        {add.isPending && (
          <Spinner size="sm" role="status" aria-label={ta('adminFictional.photos.uploading')} />
        )}
      </div>
      {add.isError && (
        <Alert variant="danger" className="mt-2" role="alert">
          {errorText(t, add.error)}
        </Alert>
      )}
    </section>
  );
}
