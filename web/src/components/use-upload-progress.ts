import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '../api/client.ts';
import { type UploadEstimate, uploadEstimate } from './upload-estimate.ts';

/**
 * Follows an upload's progress events: `onProgress` for apiUpload, `estimate` for the screen (null while no
 * upload runs). An attempt that starts over (a retry reports 0 again) restarts the clock.
 */
export function useUploadProgress() {
  const startedAt = useRef(0);
  const [estimate, setEstimate] = useState<UploadEstimate | null>(null);
  const onProgress = useCallback(({ loaded, total }: UploadProgress) => {
    const now = performance.now();
    if (loaded === 0) startedAt.current = now;
    setEstimate(uploadEstimate(loaded, total, now - startedAt.current));
  }, []);
  const reset = useCallback(() => setEstimate(null), []);
  return { estimate, onProgress, reset };
}
