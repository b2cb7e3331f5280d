/** Below this, the speed is a guess: the time left shows once the upload has run this long. */
const ESTIMATE_AFTER_MS = 500;

export type UploadEstimate = { percent: number; secondsLeft: number | null };

/**
 * How far an upload is and how long it will still take at the speed so far (whole seconds, rounded up), or
 * null while there is too little to go on.
 */
export function uploadEstimate(loaded: number, total: number, elapsedMs: number): UploadEstimate {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  if (elapsedMs < ESTIMATE_AFTER_MS || loaded <= 0 || total <= 0) return { percent, secondsLeft: null };
  const bytesPerMs = loaded / elapsedMs;
  return { percent, secondsLeft: Math.ceil((total - loaded) / bytesPerMs / 1000) };
}
