/** The global the server's HTML sets to a Bootstrap (settings.ts) so the first paint needs no settings call. */
export const BOOTSTRAP_GLOBAL = '__BOOTSTRAP__';
