import { WEB_ROUTES } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SettingsSection } from '../../features/account/SettingsSection.tsx';
import { LocationSettings } from '../../features/location/LocationSettings.tsx';
import { PhotoManager } from '../../features/photos/PhotoManager.tsx';
import { ProfileDetailsForm } from '../../features/profile/ProfileDetailsForm.tsx';
import { currentUserQuery } from '../../features/session/user-api.ts';
import { usePageTitle } from '../page-title.ts';

const LOGIN_FIRST = `${WEB_ROUTES.login}?next=${WEB_ROUTES.profile}`;

/** The member's own profile (SPEC §2 /profile): photos, the profile fields, and where they live. */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useQuery(currentUserQuery());
  const user = session.data ?? null;
  // A member who logs out here is sent elsewhere by that action; only a visitor who arrives logged out is
  // sent to the login.
  const [wasMember, setWasMember] = useState(user !== null);
  useEffect(() => {
    if (user) setWasMember(true);
  }, [user]);
  usePageTitle(t('profile.title'));

  if (session.isPending) return null;
  if (!user) return wasMember ? null : <Navigate to={LOGIN_FIRST} replace />;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">{t('profile.title')}</h1>
      <SettingsSection id="profile-photos" title={t('photos.title')}>
        <PhotoManager />
      </SettingsSection>
      <SettingsSection id="profile-details" title={t('profile.details.title')}>
        <ProfileDetailsForm key={user.id} user={user} />
      </SettingsSection>
      <LocationSettings />
    </Container>
  );
}
