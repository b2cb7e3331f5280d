import { LIKE_TYPES } from './discovery.ts';

/**
 * The web routes that are built, by their SPEC §2 names. The server answers 404 for any other page path;
 * the web router registers exactly these. A route joins this list in the change that builds its screen.
 */
export const WEB_ROUTES = {
  index: '/',
  'pages-terms': '/pages/terms',
  'pages-privacy': '/pages/privacy',
  'pages-cookies': '/pages/cookies',
  'pages-ban': '/pages/ban',
  'pages-return-policy': '/pages/return-policy',
  'pages-faq': '/pages/faq',
  'pages-service': '/pages/service',
  login: '/login',
  signup: '/signup',
  'members-id-signup': '/members/:id/signup',
  // Member landings (issue 24, decision 0063).
  'members-id-landing': '/members/:id/landing',
  'members-id-landing2': '/members/:id/landing2/:slug?',
  'members-id-landing3': '/members/:id/landing3/:slug?',
  'members-id': '/members/:id',
  'complete-signup': '/complete-signup',
  'activate-done': '/activate/done',
  'activate-error': '/activate/error',
  'reset-password': '/reset-password',
  'reset-password-do': '/reset-password/do',
  'mail-change-do': '/mail-change/do',
  'account-deleted': '/account-deleted',
  notifications: '/notifications',
  profile: '/profile',
  members: '/members',
  likes: '/likes',
  'likes-m-id': '/likes/m/:id',
  'likes-type': '/likes/:type',
  'swipe-game': '/swipe-game',
  'match-finder': '/match-finder',
  'signup-matches': '/signup-matches',
  chats: '/chats',
  'chats-id': '/chats/:id',
  'members-id-chat': '/members/:id/chat',
  directdebit: '/directdebit',
  credits: '/credits',
  'credits-repeat-order': '/credits/repeat-order',
  'credits-id-paymentmethod': '/credits/:id/:paymentmethod?',
  pricing: '/pricing',
  premium: '/premium',
  'transactions-id': '/transactions/:id?',
  'lang-config': '/lang-config',
  complaints: '/complaints',
  // The back office (issue 23): staff only; the server answers 403 to anyone else (decision 0053).
  admin: '/admin',
  'admin-audit': '/admin/audit',
  'admin-staff': '/admin/staff',
  'admin-photos': '/admin/photos',
  'admin-members': '/admin/members',
  'admin-members-id': '/admin/members/:id',
  'admin-complaints': '/admin/complaints',
  'admin-complaints-id': '/admin/complaints/:id',
  'admin-flags': '/admin/flags',
  'admin-inbox': '/admin/inbox',
  'admin-inbox-id': '/admin/inbox/:id',
  'admin-fictional': '/admin/fictional',
  'admin-fictional-id': '/admin/fictional/:id',
  'admin-sites': '/admin/sites',
  'admin-sites-id': '/admin/sites/:id',
  'admin-packages': '/admin/packages',
  'admin-codes': '/admin/codes',
  'admin-orders': '/admin/orders',
  // Landers of issue 24, part landers-1 (decision 0061): the lander layout, the slug picks a variant.
  'landers-tinderswipe': '/landers/tinderswipe',
  'landers-collagelanding': '/landers/collagelanding/:slug?',
  'landers-gallery': '/landers/gallery/:slug?',
  'landers-iconslanding': '/landers/iconslanding/:slug?',
  // Landers of issue 24, part landers-2 (decision 0062): the media landers.
  'landers-alonetonight': '/landers/alonetonight/:slug?',
  'landers-maplanding': '/landers/maplanding/:slug?',
  'landers-socialnetwork': '/landers/socialnetwork/:slug?',
  'landers-transitionsvideolanding': '/landers/transitionsvideolanding/:slug?',
  'landers-video': '/landers/video/:slug?',
} as const;
export type WebRouteName = keyof typeof WEB_ROUTES;

/** Which layout of SPEC §2 each route uses. */
export const ROUTE_LAYOUTS: Record<WebRouteName, 'default' | 'chat' | 'lander' | 'empty' | 'admin'> = {
  index: 'default',
  'pages-terms': 'default',
  'pages-privacy': 'default',
  'pages-cookies': 'default',
  'pages-ban': 'default',
  'pages-return-policy': 'default',
  'pages-faq': 'default',
  'pages-service': 'default',
  login: 'default',
  signup: 'default',
  'members-id-signup': 'default',
  // Member landings (decision 0063): the first two with the lander's logo bar, the third bare (a full-screen card).
  'members-id-landing': 'lander',
  'members-id-landing2': 'lander',
  'members-id-landing3': 'empty',
  'members-id': 'default',
  'complete-signup': 'default',
  'activate-done': 'default',
  'activate-error': 'default',
  'reset-password': 'default',
  'reset-password-do': 'default',
  'mail-change-do': 'default',
  'account-deleted': 'default',
  notifications: 'default',
  profile: 'default',
  members: 'default',
  likes: 'default',
  'likes-m-id': 'default',
  'likes-type': 'default',
  'swipe-game': 'default',
  'match-finder': 'default',
  'signup-matches': 'default',
  chats: 'default',
  'chats-id': 'chat',
  'members-id-chat': 'chat',
  directdebit: 'default',
  credits: 'default',
  'credits-repeat-order': 'default',
  'credits-id-paymentmethod': 'default',
  pricing: 'default',
  premium: 'default',
  'transactions-id': 'default',
  'lang-config': 'default',
  complaints: 'default',
  admin: 'admin',
  'admin-audit': 'admin',
  'admin-staff': 'admin',
  'admin-photos': 'admin',
  'admin-members': 'admin',
  'admin-members-id': 'admin',
  'admin-complaints': 'admin',
  'admin-complaints-id': 'admin',
  'admin-flags': 'admin',
  'admin-inbox': 'admin',
  'admin-inbox-id': 'admin',
  'admin-fictional': 'admin',
  'admin-fictional-id': 'admin',
  'admin-sites': 'admin',
  'admin-sites-id': 'admin',
  'admin-packages': 'admin',
  'admin-codes': 'admin',
  'admin-orders': 'admin',
  // Landers of issue 24, part landers-1.
  'landers-tinderswipe': 'lander',
  'landers-collagelanding': 'lander',
  'landers-gallery': 'lander',
  'landers-iconslanding': 'lander',
  // Landers of issue 24, part landers-2.
  'landers-alonetonight': 'lander',
  'landers-maplanding': 'lander',
  'landers-socialnetwork': 'lander',
  'landers-transitionsvideolanding': 'lander',
  'landers-video': 'lander',
};

/** The back office's pages: `/admin` and everything under it. */
export function isStaffPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function isBuiltRoute(name: string): name is WebRouteName {
  return Object.hasOwn(WEB_ROUTES, name);
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      // Ids are positive numbers: /members/abc is a 404 from the server too.
      if (segment === ':id') return '/[1-9][0-9]{0,15}';
      if (segment === ':type') return `/(?:${LIKE_TYPES.join('|')})`;
      if (segment === ':id?') return '(?:/[1-9][0-9]{0,15})?';
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

const compiled = Object.entries(WEB_ROUTES).map(
  ([name, pattern]) => [name, patternToRegExp(pattern)] as const,
);

/** The route name a path belongs to, or undefined (a 404). */
export function matchWebRoute(pathname: string): WebRouteName | undefined {
  return compiled.find(([, regexp]) => regexp.test(pathname))?.[0] as WebRouteName | undefined;
}
