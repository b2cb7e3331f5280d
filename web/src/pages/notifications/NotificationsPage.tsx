import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { DataExport } from '../../features/account/DataExport.tsx';
import { DeleteAccountPanel } from '../../features/account/DeleteAccountPanel.tsx';
import { EmailChangeForm } from '../../features/account/EmailChangeForm.tsx';
import { LanguageSettings } from '../../features/account/LanguageSettings.tsx';
import { NotificationSettings } from '../../features/account/NotificationSettings.tsx';
import { PasswordChangeForm } from '../../features/account/PasswordChangeForm.tsx';
import { PrivacySettings } from '../../features/account/PrivacySettings.tsx';
import { BlockedMembersSection } from '../../features/blocks/BlockedMembersSection.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** The member's settings (SPEC §2 "notifications"; decision 0008): every account setting on one page. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES.notifications);
  usePageTitle(t('settings.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">{t('settings.title')}</h1>
      <NotificationSettings user={user} />
      <PrivacySettings user={user} />
      <BlockedMembersSection />
      <LanguageSettings />
      <PasswordChangeForm />
      <EmailChangeForm user={user} />
      <DataExport />
      <DeleteAccountPanel user={user} />
    </Container>
  );
}
