import type { CurrentUser } from './accounts.ts';
import type { Settings } from './settings.ts';

/** What the server writes into the HTML so the first paint needs no settings call. */
export type Bootstrap = {
  settings: Settings;
  language: string;
  /** The member of the session cookie, or null for a visitor: the first paint knows who is logged in. */
  user?: CurrentUser | null;
};
export const BOOTSTRAP_GLOBAL = '__BOOTSTRAP__';
