import { useTranslation } from 'react-i18next';
import { PhotoQueue } from '../../features/admin-photos/PhotoQueue.tsx';
import { usePageTitle } from '../page-title.ts';

/** /admin/photos: the photo queue of the back office (the admin layout lets only confirmed staff in). */
export function AdminPhotosPage() {
  const { t } = useTranslation('admin-photos');
  usePageTitle(t('adminPhotos.title'));
  return (
    <div style={{ maxWidth: 880 }}>
      <h1 className="h3">{t('adminPhotos.title')}</h1>
      <p className="text-body-secondary">{t('adminPhotos.intro')}</p>
      <PhotoQueue />
    </div>
  );
}
