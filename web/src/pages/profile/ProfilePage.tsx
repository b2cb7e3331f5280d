import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../features/account/SettingsSection.tsx';
import { LocationSettings } from '../../features/location/LocationSettings.tsx';
import { PhotoManager } from '../../features/photos/PhotoManager.tsx';
import { ProfileDetailsForm } from '../../features/profile/ProfileDetailsForm.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** The member's own profile (SPEC §2 /profile): photos, the profile fields, and where they live. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES.profile);
  usePageTitle(t('profile.title'));

  if (!user) return fallback;
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
