import type { WebRouteName } from './routes.ts';

// Without zod: the web app's first view reads it (the mobile redirect, decision 0066).
/** The pages the mobile redirect may start on: entry pages, never chat, payment, account or signup pages. */
export const MOBILE_REDIRECT_ROUTES: readonly WebRouteName[] = ['index', 'members', 'members-id'];
/** Lander routes (the lander layout) join by name as they are built: every `landers-*` and member landing. */
export function mobileRedirectAllowedOn(route: string | undefined): boolean {
  if (!route) return false;
  if ((MOBILE_REDIRECT_ROUTES as readonly string[]).includes(route)) return true;
  return route.startsWith('landers-') || /^members-id-landing\d?$/.test(route);
}
