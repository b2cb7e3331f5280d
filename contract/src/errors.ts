/** Stable error ids answered as `{ "error": id, ...params }`; the client translates them (`errors.<id>`). */
export const ERROR_CODES = [
  'generic',
  'not_found',
  'authentication_required',
  'validation_failed',
  'rate_limited',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export type ErrorBody = { error: ErrorCode } & Record<string, unknown>;
