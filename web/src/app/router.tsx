import { ROUTE_LAYOUTS, WEB_ROUTES, type WebRouteName } from '@community/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../pages/error/ErrorPage.tsx';
import { NotFoundPage } from '../pages/error/NotFoundPage.tsx';
import type { LegalPageKey } from '../pages/static/legal-pages.ts';
import { ChatLayout } from './layouts/ChatLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { EmptyLayout } from './layouts/EmptyLayout.tsx';
import { LanderLayout } from './layouts/LanderLayout.tsx';
import { RootShell } from './RootShell.tsx';

type Lazy = RouteObject['lazy'];
const staticPage = (page: LegalPageKey): { lazy: Lazy; handle: { legalPage: LegalPageKey } } => ({
  lazy: async () => ({ Component: (await import('../pages/static/StaticPage.tsx')).StaticPage }),
  handle: { legalPage: page },
});

/** Every built route of SPEC §2, by name; WEB_ROUTES in the contract is the list the server 404s against. */
const screens: Record<WebRouteName, Omit<RouteObject, 'path' | 'id' | 'children' | 'index'>> = {
  index: { lazy: async () => ({ Component: (await import('../pages/index/IndexPage.tsx')).IndexPage }) },
  'pages-terms': staticPage('terms'),
  'pages-privacy': staticPage('privacy'),
  'pages-cookies': staticPage('cookies'),
  'pages-ban': staticPage('ban'),
  'pages-return-policy': staticPage('returnPolicy'),
  'pages-faq': staticPage('faq'),
  'pages-service': staticPage('service'),
  signup: { lazy: async () => ({ Component: (await import('../pages/signup/SignupPage.tsx')).SignupPage }) },
  'members-id-signup': {
    lazy: async () => ({
      Component: (await import('../pages/members-id-signup/MemberSignupPage.tsx')).MemberSignupPage,
    }),
  },
  'members-id': {
    lazy: async () => ({ Component: (await import('../pages/members-id/MemberPage.tsx')).MemberPage }),
  },
  // Member landings (decision 0063): three designs of one member's teaser, each ending in the signup above.
  'members-id-landing': {
    lazy: async () => ({
      Component: (await import('../pages/members-id-landing/MemberLandingPage.tsx')).MemberLandingPage,
    }),
  },
  'members-id-landing2': {
    lazy: async () => ({
      Component: (await import('../pages/members-id-landing2/MemberLanding2Page.tsx')).MemberLanding2Page,
    }),
  },
  'members-id-landing3': {
    lazy: async () => ({
      Component: (await import('../pages/members-id-landing3/MemberLanding3Page.tsx')).MemberLanding3Page,
    }),
  },
  'complete-signup': {
    lazy: async () => ({
      Component: (await import('../pages/complete-signup/CompleteSignupPage.tsx')).CompleteSignupPage,
    }),
  },
  'activate-done': {
    lazy: async () => ({
      Component: (await import('../pages/activate-done/ActivateDonePage.tsx')).ActivateDonePage,
    }),
  },
  'activate-error': {
    lazy: async () => ({
      Component: (await import('../pages/activate-error/ActivateErrorPage.tsx')).ActivateErrorPage,
    }),
  },
  login: { lazy: async () => ({ Component: (await import('../pages/login/LoginPage.tsx')).LoginPage }) },
  'reset-password': {
    lazy: async () => ({
      Component: (await import('../pages/reset-password/ResetPasswordPage.tsx')).ResetPasswordPage,
    }),
  },
  'reset-password-do': {
    lazy: async () => ({
      Component: (await import('../pages/reset-password-do/ResetPasswordDoPage.tsx')).ResetPasswordDoPage,
    }),
  },
  'mail-change-do': {
    lazy: async () => ({
      Component: (await import('../pages/mail-change-do/MailChangeDoPage.tsx')).MailChangeDoPage,
    }),
  },
  'account-deleted': {
    lazy: async () => ({
      Component: (await import('../pages/account-deleted/AccountDeletedPage.tsx')).AccountDeletedPage,
    }),
  },
  notifications: {
    lazy: async () => ({
      Component: (await import('../pages/notifications/NotificationsPage.tsx')).NotificationsPage,
    }),
  },
  profile: {
    lazy: async () => ({ Component: (await import('../pages/profile/ProfilePage.tsx')).ProfilePage }),
  },
  members: {
    lazy: async () => ({ Component: (await import('../pages/members/MembersPage.tsx')).MembersPage }),
  },
  likes: { lazy: async () => ({ Component: (await import('../pages/likes/LikesPage.tsx')).LikesPage }) },
  'likes-type': {
    lazy: async () => ({ Component: (await import('../pages/likes-type/LikesTypePage.tsx')).LikesTypePage }),
  },
  'likes-m-id': {
    lazy: async () => ({ Component: (await import('../pages/likes-m-id/LikePage.tsx')).LikePage }),
  },
  'swipe-game': {
    lazy: async () => ({ Component: (await import('../pages/swipe-game/SwipeGamePage.tsx')).SwipeGamePage }),
  },
  'match-finder': {
    lazy: async () => ({
      Component: (await import('../pages/match-finder/MatchFinderPage.tsx')).MatchFinderPage,
    }),
  },
  'signup-matches': {
    lazy: async () => ({
      Component: (await import('../pages/signup-matches/SignupMatchesPage.tsx')).SignupMatchesPage,
    }),
  },
  chats: { lazy: async () => ({ Component: (await import('../pages/chats/ChatsPage.tsx')).ChatsPage }) },
  'chats-id': {
    lazy: async () => ({ Component: (await import('../pages/chats-id/ChatPage.tsx')).ChatPage }),
  },
  'members-id-chat': {
    lazy: async () => ({
      Component: (await import('../pages/members-id-chat/MemberChatPage.tsx')).MemberChatPage,
    }),
  },
  directdebit: {
    lazy: async () => ({
      Component: (await import('../pages/directdebit/DirectDebitPage.tsx')).DirectDebitPage,
    }),
  },
  credits: {
    lazy: async () => ({ Component: (await import('../pages/credits/CreditsPage.tsx')).CreditsPage }),
  },
  'credits-repeat-order': {
    lazy: async () => ({
      Component: (await import('../pages/credits-repeat-order/RepeatOrderPage.tsx')).RepeatOrderPage,
    }),
  },
  'credits-id-paymentmethod': {
    lazy: async () => ({
      Component: (await import('../pages/credits-id-paymentmethod/BuyPackagePage.tsx')).BuyPackagePage,
    }),
  },
  pricing: {
    lazy: async () => ({ Component: (await import('../pages/pricing/PricingPage.tsx')).PricingPage }),
  },
  premium: {
    lazy: async () => ({ Component: (await import('../pages/premium/PremiumPage.tsx')).PremiumPage }),
  },
  'transactions-id': {
    lazy: async () => ({
      Component: (await import('../pages/transactions-id/TransactionsPage.tsx')).TransactionsPage,
    }),
  },
  admin: {
    lazy: async () => ({ Component: (await import('../pages/admin/AdminHomePage.tsx')).AdminHomePage }),
  },
  'admin-audit': {
    lazy: async () => ({
      Component: (await import('../pages/admin-audit/AdminAuditPage.tsx')).AdminAuditPage,
    }),
  },
  'admin-staff': {
    lazy: async () => ({
      Component: (await import('../pages/admin-staff/AdminStaffPage.tsx')).AdminStaffPage,
    }),
  },
  'admin-photos': {
    lazy: async () => ({
      Component: (await import('../pages/admin-photos/AdminPhotosPage.tsx')).AdminPhotosPage,
    }),
  },
  'admin-members': {
    lazy: async () => ({
      Component: (await import('../pages/admin-members/AdminMembersPage.tsx')).AdminMembersPage,
    }),
  },
  'admin-members-id': {
    lazy: async () => ({
      Component: (await import('../pages/admin-members-id/AdminMemberPage.tsx')).AdminMemberPage,
    }),
  },
  complaints: {
    lazy: async () => ({
      Component: (await import('../pages/complaints/ComplaintsPage.tsx')).ComplaintsPage,
    }),
  },
  'admin-complaints': {
    lazy: async () => ({
      Component: (await import('../pages/admin-complaints/AdminComplaintsPage.tsx')).AdminComplaintsPage,
    }),
  },
  'admin-complaints-id': {
    lazy: async () => ({
      Component: (await import('../pages/admin-complaints-id/AdminComplaintPage.tsx')).AdminComplaintPage,
    }),
  },
  'admin-flags': {
    lazy: async () => ({
      Component: (await import('../pages/admin-flags/AdminFlagsPage.tsx')).AdminFlagsPage,
    }),
  },
  'admin-inbox': {
    lazy: async () => ({
      Component: (await import('../pages/admin-inbox/AdminInboxPage.tsx')).AdminInboxPage,
    }),
  },
  'admin-inbox-id': {
    lazy: async () => ({
      Component: (await import('../pages/admin-inbox/AdminInboxConversationPage.tsx'))
        .AdminInboxConversationPage,
    }),
  },
  'admin-fictional': {
    lazy: async () => ({
      Component: (await import('../pages/admin-fictional/AdminFictionalPage.tsx')).AdminFictionalPage,
    }),
  },
  'admin-fictional-id': {
    lazy: async () => ({
      Component: (await import('../pages/admin-fictional/AdminFictionalProfilePage.tsx'))
        .AdminFictionalProfilePage,
    }),
  },
  'admin-sites': {
    lazy: async () => ({
      Component: (await import('../pages/admin-sites/AdminSitesPage.tsx')).AdminSitesPage,
    }),
  },
  'admin-sites-id': {
    lazy: async () => ({ Component: (await import('../pages/admin-sites/AdminSitePage.tsx')).AdminSitePage }),
  },
  'admin-packages': {
    lazy: async () => ({
      Component: (await import('../pages/admin-packages/AdminPackagesPage.tsx')).AdminPackagesPage,
    }),
  },
  'admin-codes': {
    lazy: async () => ({
      Component: (await import('../pages/admin-codes/AdminCodesPage.tsx')).AdminCodesPage,
    }),
  },
  'admin-orders': {
    lazy: async () => ({
      Component: (await import('../pages/admin-orders/AdminOrdersPage.tsx')).AdminOrdersPage,
    }),
  },
  'lang-config': {
    lazy: async () => ({
      Component: (await import('../pages/lang-config/LangConfigPage.tsx')).LangConfigPage,
    }),
  },
  // Landers (issue 24, part landers-1; decision 0061): each page is wrapped in LanderScreen (features/landers).
  'landers-tinderswipe': {
    lazy: async () => ({
      Component: (await import('../pages/landers-tinderswipe/TinderSwipeLanderPage.tsx'))
        .TinderSwipeLanderPage,
    }),
  },
  'landers-collagelanding': {
    lazy: async () => ({
      Component: (await import('../pages/landers-collagelanding/CollageLanderPage.tsx')).CollageLanderPage,
    }),
  },
  'landers-gallery': {
    lazy: async () => ({
      Component: (await import('../pages/landers-gallery/GalleryLanderPage.tsx')).GalleryLanderPage,
    }),
  },
  'landers-iconslanding': {
    lazy: async () => ({
      Component: (await import('../pages/landers-iconslanding/IconsLanderPage.tsx')).IconsLanderPage,
    }),
  },
  // Landers (issue 24, part landers-2; decision 0062): the media landers, each in LanderScreen too.
  'landers-alonetonight': {
    lazy: async () => ({
      Component: (await import('../pages/landers-alonetonight/AloneTonightLanderPage.tsx'))
        .AloneTonightLanderPage,
    }),
  },
  'landers-maplanding': {
    lazy: async () => ({
      Component: (await import('../pages/landers-maplanding/MapLanderPage.tsx')).MapLanderPage,
    }),
  },
  'landers-socialnetwork': {
    lazy: async () => ({
      Component: (await import('../pages/landers-socialnetwork/SocialNetworkLanderPage.tsx'))
        .SocialNetworkLanderPage,
    }),
  },
  'landers-transitionsvideolanding': {
    lazy: async () => ({
      Component: (await import('../pages/landers-transitionsvideolanding/TransitionsVideoLanderPage.tsx'))
        .TransitionsVideoLanderPage,
    }),
  },
  'landers-video': {
    lazy: async () => ({
      Component: (await import('../pages/landers-video/VideoLanderPage.tsx')).VideoLanderPage,
    }),
  },
};

type Layout = 'default' | 'chat' | 'lander' | 'empty' | 'admin';
const layouts: Record<Layout, Pick<RouteObject, 'Component' | 'lazy'>> = {
  default: { Component: DefaultLayout },
  chat: { Component: ChatLayout },
  lander: { Component: LanderLayout },
  empty: { Component: EmptyLayout },
  // The back office's layout, with its own styles (tables, lists), loads only when staff open it.
  admin: { lazy: async () => ({ Component: (await import('./layouts/AdminLayout.tsx')).AdminLayout }) },
};

export function buildRoutes(): RouteObject[] {
  const children = (Object.keys(layouts) as Layout[]).map((layout) => ({
    ...layouts[layout],
    children: [
      ...(Object.keys(WEB_ROUTES) as WebRouteName[])
        .filter((name) => ROUTE_LAYOUTS[name] === layout)
        .map((name) => ({ id: name, path: WEB_ROUTES[name], ...screens[name] }) as RouteObject),
      ...(layout === 'default' ? [{ id: 'not-found', path: '*', Component: NotFoundPage }] : []),
    ],
  }));
  return [{ Component: RootShell, ErrorBoundary: ErrorPage, children }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
