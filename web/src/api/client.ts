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

/** What one attempt got back: the status and the JSON body (empty when it was not JSON). */
type Answer = { status: number; body: Record<string, unknown> };
type RetryRules = Pick<Options, 'signal' | 'retryBaseDelayMs' | 'progress'>;

/**
 * The rules every call follows, whatever carries it: network failures and 5xx are retried up to 5 times with a
 * doubling delay, 4xx never; 403 authentication_required is handled centrally (silent to screens).
 */
async function withApiRules<T>(attempt: () => Promise<Answer>, options: RetryRules): Promise<T> {
  const retryDelay = (count: number) => (options.retryBaseDelayMs ?? 250) * 2 ** count;
  const counted = options.progress !== false;
  if (counted) setInFlight(1);
  try {
    for (let count = 0; ; count++) {
      let answer: Answer;
      try {
        answer = await attempt();
      } catch (error) {
        if (options.signal?.aborted || count >= API_RETRY_COUNT)
          throw new ApiError('network', 0, { cause: String(error) });
        await sleep(retryDelay(count), options.signal);
        continue;
      }
      if (answer.status >= 500 && count < API_RETRY_COUNT) {
        await sleep(retryDelay(count), options.signal);
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer.body as T;
      const { error, ...params } = answer.body;
      const code = (typeof error === 'string' ? error : 'generic') as ErrorCode;
      if (answer.status === 403 && code === 'authentication_required') {
        for (const listener of authenticationRequiredListeners) listener();
        throw new ApiError(code, 403, params, true);
      }
      throw new ApiError(code, answer.status, params);
    }
  } finally {
    if (counted) setInFlight(-1);
  }
}

/** JSON in and out, under the API rules above. The client has no side effects on screens: it retries and reports. */
export async function apiFetch<T>(path: string, options: Options = {}, baseUrl = ''): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (path.startsWith('/api/user.php')) headers['x-request-type'] = 'client';
  const url = baseUrl + buildUrl(path, options.query);
  return withApiRules<T>(async () => {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  }, options);
}

/** How far an upload's body has gone (bytes). */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = Pick<Options, 'query' | 'signal' | 'retryBaseDelayMs' | 'progress'> & {
  /** Called as the body goes out; again from 0 when an attempt is retried. */
  onProgress?: (progress: UploadProgress) => void;
};

/** One POST of a file through XMLHttpRequest, the only browser API that reports upload progress. */
function postFile(url: string, file: Blob, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => options.signal?.removeEventListener('abort', abort);
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      settle();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {}
      resolve({ status: request.status, body });
    };
    request.onerror = request.ontimeout = () => {
      settle();
      reject(new TypeError('network'));
    };
    request.onabort = () => {
      settle();
      reject(options.signal?.reason ?? new DOMException('aborted', 'AbortError'));
    };
    if (options.signal?.aborted) return reject(options.signal.reason);
    options.signal?.addEventListener('abort', abort);
    options.onProgress?.({ loaded: 0, total: file.size });
    request.send(file);
  });
}

/**
 * Sends a file as the raw request body (photos, chat images) under the same rules as apiFetch, reporting the
 * upload's progress; abort it with `signal`.
 */
export function apiUpload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  return withApiRules<T>(() => postFile(url, file, options), options);
}
