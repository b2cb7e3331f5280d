import type { ErrorCode } from '@community/contract';
import { CROSS_SITE_POSTS, EFFECTFUL_GETS } from './cross-site.ts';

/**
 * The refusals a route answers besides its success, by HTTP status: `{ "error": code, ...params }`. Declared next
 * to the route (`schema.errors`) for what its service and its session check can throw; what every route may answer
 * (platformErrors) is added by the document and is not repeated there. Read only by the OpenAPI document
 * (decision 0040): the error handler answers whatever a route throws, declared or not.
 */
export type RouteErrors = Readonly<Partial<Record<number, readonly ErrorCode[]>>>;

declare module 'fastify' {
  interface FastifySchema {
    errors?: RouteErrors;
  }
}

/** The session check of a member's own calls (`access: 'member'`, request-context.ts). */
export const SESSION_ERRORS = { 403: ['authentication_required'] } as const satisfies RouteErrors;
/** The session check of calls the spec answers with `login_required` (`access: 'login'`). */
export const LOGIN_ERRORS = { 403: ['login_required'] } as const satisfies RouteErrors;

/** Codes that say the session cookie is missing or dead: a route declaring one needs the session. */
const SESSION_CODES: readonly ErrorCode[] = ['authentication_required', 'login_required'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Joins error declarations status by status, each code once. */
export function mergeErrors(...declarations: Array<RouteErrors | undefined>): RouteErrors {
  const merged: Record<number, ErrorCode[]> = {};
  for (const declaration of declarations) {
    for (const [status, codes] of Object.entries(declaration ?? {})) {
      const list = merged[Number(status)] ?? [];
      for (const code of codes ?? []) if (!list.includes(code)) list.push(code);
      merged[Number(status)] = list;
    }
  }
  return merged;
}

/** A table of codes and their statuses (a service's own) turned into a declaration. */
export function errorsByStatus(statusOf: Readonly<Partial<Record<ErrorCode, number>>>): RouteErrors {
  const errors: Record<number, ErrorCode[]> = {};
  for (const [code, status] of Object.entries(statusOf)) {
    if (status !== undefined) errors[status] = [...(errors[status] ?? []), code as ErrorCode];
  }
  return errors;
}

/**
 * What every route may answer whatever it declares: a field the text guard or a schema refuses (or a body that is
 * no JSON), a call from another site's page on a state-changing route (cross-site.ts), the database being away,
 * and the unknown error.
 */
function platformErrors(method: string, url: string): RouteErrors {
  return {
    400: ['validation_failed'],
    ...((!SAFE_METHODS.has(method) && !CROSS_SITE_POSTS.has(url)) || EFFECTFUL_GETS.has(url)
      ? { 403: ['cross_site_refused'] }
      : {}),
    500: ['generic'],
    503: ['service_unavailable'],
  };
}

/** The parameters some codes carry beside `error`. */
const CODE_PARAMS: Partial<Record<ErrorCode, Record<string, object>>> = {
  validation_failed: {
    fields: { type: 'array', items: { type: 'string' }, description: 'the refused fields' },
    field: { type: 'string', description: 'the refused field (a rule of the accounts module)' },
  },
  rate_limited: { retry_after: { type: 'integer', description: 'seconds until a new try may pass' } },
  account_locked: { minutes: { type: 'integer', description: 'minutes until the lock-out ends' } },
};

const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'seconds until a new try may pass (when the answer knows)' },
};

/** One status's refusal as a JSON Schema response @fastify/swagger understands (description, headers, body). */
function errorResponse(status: number, codes: readonly ErrorCode[]): Record<string, unknown> {
  const sorted = [...codes].sort();
  const params = Object.assign({}, ...sorted.map((code) => CODE_PARAMS[code] ?? {}));
  return {
    'x-response-description': `Refused: ${sorted.join(', ')}`,
    type: 'object',
    required: ['error'],
    properties: { error: { type: 'string', enum: sorted }, ...params },
    additionalProperties: true,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
  };
}

/** The error responses of one route: its declaration and the platform's, by status. */
export function errorResponses(
  method: string,
  url: string,
  declared: RouteErrors | undefined,
): Record<string, Record<string, unknown>> {
  const merged = mergeErrors(declared, platformErrors(method, url));
  return Object.fromEntries(
    Object.entries(merged).map(([status, codes]) => [status, errorResponse(Number(status), codes ?? [])]),
  );
}

/** Whether the route's declaration says it needs the session cookie. */
export function needsSession(declared: RouteErrors | undefined): boolean {
  return Object.values(declared ?? {}).some((codes) => codes?.some((code) => SESSION_CODES.includes(code)));
}
