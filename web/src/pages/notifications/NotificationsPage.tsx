import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataExport } from '../../features/account/DataExport.tsx';
import { DeleteAccountPanel } from '../../features/account/DeleteAccountPanel.tsx';
import { EmailChangeForm } from '../../features/account/EmailChangeForm.tsx';
import { LanguageSettings } from '../../features/account/LanguageSettings.tsx';
import { NotificationSettings } from '../../features/account/NotificationSettings.tsx';
import { PasswordChangeForm } from '../../features/account/PasswordChangeForm.tsx';
import { PrivacySettings } from '../../features/account/PrivacySettings.tsx';
import { UnsubscribeResult } from '../../features/account/UnsubscribeResult.tsx';
import { BlockedMembersSection } from '../../features/blocks/BlockedMembersSection.tsx';
import { PushSettings } from '../../features/push/PushSettings.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/**
 * The member's settings (SPEC §2 "notifications"; decision 0008): every account setting on one page. With
 * `?unsubscribe=TOKEN` (a notification mail's one-click link) it first unsubscribes, for a visitor too, who sees
 * only that.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const unsubscribeToken = useSearchParams()[0].get('unsubscribe');
  const { user, fallback } = useMembersOnly(WEB_ROUTES.notifications);
  usePageTitle(t(user || !unsubscribeToken ? 'settings.title' : 'settings.unsubscribe.title'));

  if (!user && unsubscribeToken) {
    return (
      <Container className="py-4" style={{ maxWidth: 720 }}>
        <h1 className="h2 mb-4">{t('settings.unsubscribe.title')}</h1>
        <UnsubscribeResult token={unsubscribeToken} member={false} />
      </Container>
    );
  }
  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">{t('settings.title')}</h1>
      {unsubscribeToken && <UnsubscribeResult token={unsubscribeToken} member />}
      <NotificationSettings user={user} />
      <PushSettings />
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
