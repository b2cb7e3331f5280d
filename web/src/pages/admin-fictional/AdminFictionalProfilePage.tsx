import { WEB_ROUTES } from '@community/contract';
import { useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { FictionalPhotos } from '../../features/admin-fictional/FictionalPhotos.tsx';
import { FictionalProfileForm } from '../../features/admin-fictional/FictionalProfileForm.tsx';
import {
  useEditFictionalProfile,
  useFictionalProfile,
} from '../../features/admin-fictional/fictional-api.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/fictional/:id: a fictional profile's fields and photos. */
export function AdminFictionalProfilePage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-fictional');
  const id = Number(useParams().id);
  const profile = useFictionalProfile(id);
  const edit = useEditFictionalProfile(id);
  const [saved, setSaved] = useState(false);
  usePageTitle(profile.data?.name ?? ta('adminFictional.title'));

  return (
    <>
      <Link to={WEB_ROUTES['admin-fictional']} className="d-inline-block mb-2">
        <span aria-hidden="true">‹ </span>
        {ta('adminFictional.back')}
      </Link>
      {profile.isPending && (
        <Spinner animation="border" role="status" aria-label={ta('adminFictional.loading')} />
      )}
      {profile.isError && <Alert variant="danger">{errorText(t, profile.error)}</Alert>}
      {profile.data && (
        <>
          <h1 className="h3">{profile.data.name}</h1>
          <FictionalPhotos profile={profile.data} />
          <h2 className="h5">{ta('adminFictional.details')}</h2>
          <p role="status" className={saved ? 'text-success' : 'visually-hidden'}>
            {saved ? ta('adminFictional.saved') : ''}
          </p>
          <FictionalProfileForm
            key={profile.data.id}
            profile={profile.data}
            submitLabel={ta('adminFictional.form.save')}
            onSave={(body) => {
              setSaved(false);
              return edit.mutateAsync(body).then(() => setSaved(true));
            }}
          />
        </>
      )}
    </>
  );
}
