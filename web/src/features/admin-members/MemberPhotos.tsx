import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../photos/photo-url.ts';
import type { MemberDetail } from './members-api.ts';

/** All of a member's photos, whatever their status, with the status and a rejection's reason. */
export function MemberPhotos({ photos }: { photos: MemberDetail['photos'] }) {
  const { t } = useTranslation(['admin-members', 'admin-photos']);
  const url = usePhotoUrl();
  return (
    <section className="mt-4" aria-labelledby="member-photos">
      <h2 id="member-photos" className="h5">
        {t('adminMembers.sections.photos')}
      </h2>
      {photos.length === 0 ? (
        <p>{t('adminMembers.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-3">
          {photos.map((photo) => (
            <li key={photo.id} style={{ width: 140 }}>
              <img
                src={url(photo.thumb_filename)}
                alt={t('adminMembers.photoAlt', { id: photo.id })}
                className="d-block rounded bg-body-secondary mb-1"
                width={140}
                height={140}
                style={{ objectFit: 'cover' }}
              />
              <span className="small d-block">{t(`adminMembers.photoStatuses.${photo.status}`)}</span>
              {photo.reject_reason && (
                <span className="small d-block text-body-secondary">
                  {t(`admin-photos:adminPhotos.reasons.${photo.reject_reason}`)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
