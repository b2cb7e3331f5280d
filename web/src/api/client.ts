import { API_RETRY_COUNT, type ErrorCode } from '@community/contract';

/** An error answer of the API: the client maps `code` to a translated text (`errors.<code>`). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    readonly status: number,
    readonly params: Record<string, unknown> = {},
    /** Handled centrally (403 authentication_required): screens show nothing for it. */
    readonly silent = false,
  ) {
    super(code);
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** First retry delay; each next one doubles. */
  retryBaseDelayMs?: number;
  /** false: a background refresh, which the progress bar does not show. */
  progress?: boolean;
};

const authenticationRequiredListeners = new Set<() => void>();
/** Called when the server answers 403 authentication_required: the session feature logs the member out. */
export function onAuthenticationRequired(listener: () => void): () => void {
  authenticationRequiredListeners.add(listener);
  return () => authenticationRequiredListeners.delete(listener);
}

const inFlightListeners = new Set<(count: number) => void>();
let inFlight = 0;
/** The number of calls under way, for the progress bar. */
export function onInFlightChange(listener: (count: number) => void): () => void {
  inFlightListeners.add(listener);
  return () => inFlightListeners.delete(listener);
}
function setInFlight(delta: number) {
  inFlight += delta;
  for (const listener of inFlightListeners) listener(inFlight);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

function buildUrl(path: string, query: Options['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * JSON in and out. Network failures and 5xx are retried up to 5 times with a doubling delay; 4xx never.
 * The client has no side effects on screens: it retries and reports.
 */
export async function apiFetch<T>(path: string, options: Options = {}, baseUrl = ''): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (path.startsWith('/api/user.php')) headers['x-request-type'] = 'client';
  const url = baseUrl + buildUrl(path, options.query);
  const retryDelay = (attempt: number) => (options.retryBaseDelayMs ?? 250) * 2 ** attempt;
  const counted = options.progress !== false;
  if (counted) setInFlight(1);
  try {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: 'same-origin',
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal?.aborted || attempt >= API_RETRY_COUNT)
          throw new ApiError('network', 0, { cause: String(error) });
        await sleep(retryDelay(attempt), options.signal);
        continue;
      }
      if (response.status >= 500 && attempt < API_RETRY_COUNT) {
        await sleep(retryDelay(attempt), options.signal);
        continue;
      }
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) return body as T;
      const { error, ...params } = body;
      const code = (typeof error === 'string' ? error : 'generic') as ErrorCode;
      if (response.status === 403 && code === 'authentication_required') {
        for (const listener of authenticationRequiredListeners) listener();
        throw new ApiError(code, 403, params, true);
      }
      throw new ApiError(code, response.status, params);
    }
  } finally {
    if (counted) setInFlight(-1);
  }
}
