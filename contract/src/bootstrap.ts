import type { Settings } from './settings.ts';

/** What the server writes into the HTML so the first paint needs no settings call. */
export type Bootstrap = { settings: Settings; language: string };
export const BOOTSTRAP_GLOBAL = '__BOOTSTRAP__';
