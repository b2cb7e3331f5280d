import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ChatsSync } from '../features/chats/ChatsSync.tsx';
import { ConsentTags } from '../features/consent/ConsentTags.tsx';
import { DiscountsSync } from '../features/discounts/DiscountsSync.tsx';
import { LikesSync } from '../features/likes/LikesSync.tsx';
import { MemberWarning } from '../features/member-warning/MemberWarning.tsx';
import { MobileRedirect } from '../features/partners/MobileRedirect.tsx';
import { ProgressBar } from '../features/progress/ProgressBar.tsx';
import { PushSync } from '../features/push/PushSync.tsx';
import { SessionSync } from '../features/session/SessionSync.tsx';
import { SiteDescription } from '../features/settings/SiteDescription.tsx';
import { AttentionCount } from './chrome/AttentionCount.tsx';

/**
 * Above every layout: the progress bar for navigation and calls, the member's session, likes and chats kept fresh,
 * what the service worker posts (pushes), the count in the page title, a warning from staff once, the page's meta description, the mobile redirect to a partner (decision 0066), and
 * scroll restoration.
 */
export function RootShell() {
  return (
    <>
      {/* The site's third-party tags after consent, and the banner that asks: first in the tab order (0065). */}
      <Suspense fallback={null}>
        <ConsentTags />
      </Suspense>
      <ProgressBar />
      <SessionSync />
      <LikesSync />
      <ChatsSync />
      <DiscountsSync />
      <PushSync />
      <AttentionCount />
      <MemberWarning />
      <Suspense fallback={null}>
        <SiteDescription />
        <Outlet />
        <MobileRedirect />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
