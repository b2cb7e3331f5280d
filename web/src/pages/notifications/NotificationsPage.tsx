import { WEB_ROUTES } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DataExport } from '../../features/account/DataExport.tsx';
import { DeleteAccountPanel } from '../../features/account/DeleteAccountPanel.tsx';
import { EmailChangeForm } from '../../features/account/EmailChangeForm.tsx';
import { LanguageSettings } from '../../features/account/LanguageSettings.tsx';
import { NotificationSettings } from '../../features/account/NotificationSettings.tsx';
import { PasswordChangeForm } from '../../features/account/PasswordChangeForm.tsx';
import { PrivacySettings } from '../../features/account/PrivacySettings.tsx';
import { BlockedMembersSection } from '../../features/blocks/BlockedMembersSection.tsx';
import { currentUserQuery } from '../../features/session/user-api.ts';
import { usePageTitle } from '../page-title.ts';

const LOGIN_FIRST = `${WEB_ROUTES.login}?next=${WEB_ROUTES.notifications}`;

/** The member's settings (SPEC §2 "notifications"; decision 0008): every account setting on one page. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const session = useQuery(currentUserQuery());
  const user = session.data ?? null;
  // A member who logs out or deletes the account here is sent elsewhere by that action; only a visitor who
  // arrives logged out is sent to the login.
  const [wasMember, setWasMember] = useState(user !== null);
  useEffect(() => {
    if (user) setWasMember(true);
  }, [user]);
  usePageTitle(t('settings.title'));

  if (session.isPending) return null;
  if (!user) return wasMember ? null : <Navigate to={LOGIN_FIRST} replace />;
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
