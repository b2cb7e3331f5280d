import { useState } from 'react';
import { Alert, Button, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { FictionalProfileForm } from '../../features/admin-fictional/FictionalProfileForm.tsx';
import {
  useCreateFictionalProfile,
  useFictionalProfiles,
} from '../../features/admin-fictional/fictional-api.ts';
import { fictionalPath } from '../../features/admin-fictional/fictional-path.ts';
import { useCountryName } from '../../features/location/use-country-options.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/fictional: the site's fictional profiles, and a new one. */
export function AdminFictionalPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-fictional');
  usePageTitle(ta('adminFictional.title'));
  const profiles = useFictionalProfiles();
  const create = useCreateFictionalProfile();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <h1 className="h3">{ta('adminFictional.title')}</h1>
      <p className="text-body-secondary">{ta('adminFictional.intro')}</p>
      {creating ? (
        <section aria-labelledby="fictional-new" className="mb-4">
          <h2 id="fictional-new" className="h5">
            {ta('adminFictional.new')}
          </h2>
          <FictionalProfileForm
            submitLabel={ta('adminFictional.form.create')}
            onSave={(body) => create.mutateAsync(body).then((profile) => navigate(fictionalPath(profile.id)))}
          />
        </section>
      ) : (
        <Button className="mb-4" onClick={() => setCreating(true)}>
          {ta('adminFictional.new')}
        </Button>
      )}
      {profiles.isPending && (
        <Spinner animation="border" role="status" aria-label={ta('adminFictional.loading')} />
      )}
      {profiles.isError && <Alert variant="danger">{errorText(t, profiles.error)}</Alert>}
      {profiles.data?.length === 0 && <p>{ta('adminFictional.empty')}</p>}
      {profiles.data && profiles.data.length > 0 && (
        <Table responsive hover>
          <caption className="visually-hidden">{ta('adminFictional.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profileFields.name.label')}</th>
              <th scope="col">{t('profileFields.gender.label')}</th>
              <th scope="col">{ta('adminFictional.form.country')}</th>
              <th scope="col">{ta('adminFictional.conversations')}</th>
            </tr>
          </thead>
          <tbody>
            {profiles.data.map((profile) => (
              <tr key={profile.id}>
                <td>
                  <Link to={fictionalPath(profile.id)}>{profile.name}</Link>
                </td>
                <td>{t(`profileFields.gender.${profile.gender}`)}</td>
                <td>{countryName(profile.country)}</td>
                <td>{profile.conversations}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
