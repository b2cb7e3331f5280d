import { API_RETRY_COUNT, type ErrorCode } from '@community/contract';
import { type Answer, postFile, type UploadProgress } from './upload-request.ts';

export type { UploadProgress };

/**
 * The one way the web app talks to the API (decision 0039): JSON calls (apiFetch), raw bodies with their progress
 * (apiUpload) and the live stream's probe (apiProbe) all follow the rules of `withApiRules` below. No other file
 * calls `fetch` or `XMLHttpRequest` (a test checks). The client has no side effects on screens: it retries and
 * reports; the screen decides what the member sees.
 */

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
  /** Cancels the call: it rejects at once with ApiError `network` and is not tried again. */
  signal?: AbortSignal;
  /** First retry delay; each next one doubles. */
  retryBaseDelayMs?: number;
  /** false: one attempt only, for a signal that the next one replaces (typing) or a caller that retries itself. */
  retry?: boolean;
  /** false: a background call, which the progress bar does not show. */
  progress?: boolean;
};

/**
 * The refusals that end the member's session in this browser: signed out, or suspended or banned by staff
 * (decision 0056). The session feature logs the member out for each, and shows /pages/ban for a ban.
 */
const SESSION_ENDING: readonly string[] = ['authentication_required', 'account_banned', 'account_suspended'];
type SessionEndingListener = (code: ErrorCode) => void;
const authenticationRequiredListeners = new Set<SessionEndingListener>();
/** Called when the server answers 403 authentication_required (or account_banned, account_suspended). */
export function onAuthenticationRequired(listener: SessionEndingListener): () => void {
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

/** Waits `ms`, or less when `signal` aborts meanwhile. */
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });

function buildUrl(path: string, query: Options['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An error answer as the screens know it: the `error` code (else generic) and the rest as its parameters. */
function answerError({ status, body }: Answer): ApiError {
  const { error, ...params } = body;
  const code = (typeof error === 'string' ? error : 'generic') as ErrorCode;
  return new ApiError(code, status, params, status === 403 && SESSION_ENDING.includes(code));
}

type Rules = Pick<Options, 'signal' | 'retryBaseDelayMs' | 'retry' | 'progress'>;

/**
 * The rules every call follows, whatever carries it: network failures and 5xx are retried up to 5 times with a
 * doubling delay (unless `retry: false`), 4xx never; a cancelled call is not retried; 403
 * authentication_required tells the session feature (and is silent to screens).
 */
async function withApiRules<T>(attempt: () => Promise<Answer>, options: Rules): Promise<T> {
  const retries = options.retry === false ? 0 : API_RETRY_COUNT;
  const retryDelay = (count: number) => (options.retryBaseDelayMs ?? 250) * 2 ** count;
  const cancelled = () => new ApiError('network', 0, { cause: String(options.signal?.reason) });
  const counted = options.progress !== false;
  if (counted) setInFlight(1);
  try {
    for (let count = 0; ; count++) {
      let answer: Answer;
      try {
        answer = await attempt();
      } catch (error) {
        if (options.signal?.aborted) throw cancelled();
        if (count >= retries) throw new ApiError('network', 0, { cause: String(error) });
        await wait(retryDelay(count), options.signal);
        if (options.signal?.aborted) throw cancelled();
        continue;
      }
      if (answer.status >= 500 && count < retries) {
        await wait(retryDelay(count), options.signal);
        if (options.signal?.aborted) throw cancelled();
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer.body as T;
      const error = answerError(answer);
      if (error.silent)
        for (const listener of authenticationRequiredListeners) listener(error.code as ErrorCode);
      throw error;
    }
  } finally {
    if (counted) setInFlight(-1);
  }
}

/** One fetch; a success's body is read only when `readSuccess` (a stream's never ends). */
async function fetchAnswer(url: string, init: RequestInit, readSuccess = true): Promise<Answer> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' });
  if (response.ok && !readSuccess) return { status: response.status, body: {} };
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

/** JSON in and out, under the API rules above. */
export async function apiFetch<T>(path: string, options: Options = {}, baseUrl = ''): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (path.startsWith('/api/user.php')) headers['x-request-type'] = 'client';
  const url = baseUrl + buildUrl(path, options.query);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const method = options.method ?? 'GET';
  return withApiRules<T>(() => fetchAnswer(url, { method, headers, body, signal: options.signal }), options);
}

/**
 * Asks for a streamed answer (the live chat events) only to learn whether the server serves it: a success resolves
 * without reading the stream, which the caller ends through `signal`; a refusal rejects like any call's. One
 * attempt (the caller has its own reconnect schedule), not shown by the progress bar.
 */
export function apiProbe(path: string, options: { accept: string; signal: AbortSignal }): Promise<void> {
  const init = { headers: { accept: options.accept }, signal: options.signal };
  return withApiRules(() => fetchAnswer(path, init, false), {
    signal: options.signal,
    retry: false,
    progress: false,
  });
}

/**
 * A beacon (navigator.sendBeacon): a JSON POST the browser delivers even while the page goes away, without an
 * answer, retries or progress. False when the browser has no beacons or would not queue it.
 */
export function apiBeacon(path: string, body: unknown): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(path, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {
    return false;
  }
}

export type UploadOptions = Pick<Options, 'query' | 'signal' | 'retryBaseDelayMs' | 'progress'> & {
  /** Called as the body goes out; again from 0 when an attempt is retried. */
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * Sends a file as the raw request body (photos, chat images) under the same rules as apiFetch, reporting the
 * upload's progress; abort it with `signal`.
 */
export function apiUpload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  return withApiRules<T>(() => postFile(url, file, options.signal, options.onProgress), options);
}
