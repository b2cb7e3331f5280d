import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@community/contract';
import { ApiError } from '../../api/client.ts';

const MEGABYTE = 1024 * 1024;

/**
 * The checks the server makes first, made in the browser before a byte is sent, so a wrong file is refused
 * at once and with the same translated text as the server's answer. The server checks again.
 */
export function photoFileProblem(file: File): ApiError | undefined {
  if (!(PHOTO_ACCEPT as readonly string[]).includes(file.type)) {
    return new ApiError('photo_unsupported_type', 400);
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return new ApiError('photo_too_large', 413, { max_mb: PHOTO_MAX_BYTES / MEGABYTE });
  }
  return undefined;
}
