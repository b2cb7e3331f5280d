/** What one attempt got back: the status and the JSON body (empty when it was not JSON). */
export type Answer = { status: number; body: Record<string, unknown> };

/** How far an upload's body has gone (bytes). */
export type UploadProgress = { loaded: number; total: number };

/**
 * One POST of a file as the raw body through XMLHttpRequest, the only browser API that reports upload progress.
 * Only the client (apiUpload) calls it: the rules (retries, 403, errors) are the client's.
 */
export function postFile(
  url: string,
  file: Blob,
  signal: AbortSignal | undefined,
  onProgress: ((progress: UploadProgress) => void) | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
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
      reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', abort);
    onProgress?.({ loaded: 0, total: file.size });
    request.send(file);
  });
}
