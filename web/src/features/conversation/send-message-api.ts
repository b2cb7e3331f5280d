import type { ApiAnswer, GiftKey } from '@community/contract';
import { ApiError, apiFetch, apiUpload } from '../../api/client.ts';

/** What the member sends: text, a gift from the catalogue, or a photo. */
export type OutgoingMessage =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: GiftKey }
  | { kind: 'image'; file: File };

export type SendAnswer = ApiAnswer<'POST /api/message.php'>;

/** First retry delay of a send; each next one doubles (the same client_id each time: stored once). */
const SEND_RETRY_BASE_MS = 250;

/**
 * POST /api/message-image.php?profile=&client_id= with the image itself as the body, under the API client's
 * rules (network failures and 5xx retried with doubling delays, 403 handled centrally).
 */
function sendImage(profile: number, clientId: string, file: File): Promise<SendAnswer> {
  return apiUpload<SendAnswer>('/api/message-image.php', file, {
    query: { profile, client_id: clientId },
    retryBaseDelayMs: SEND_RETRY_BASE_MS,
  });
}

/** POST /api/message.php (text, gift) or message-image.php; a repeated client_id answers the stored message. */
export function sendMessage(
  profile: number,
  clientId: string,
  message: OutgoingMessage,
): Promise<SendAnswer> {
  if (message.kind === 'image') return sendImage(profile, clientId, message.file);
  const body =
    message.kind === 'text'
      ? { profile, client_id: clientId, kind: 'text', text: message.text }
      : { profile, client_id: clientId, kind: 'gift', gift: message.gift };
  return apiFetch<SendAnswer>('/api/message.php', {
    method: 'POST',
    body,
    retryBaseDelayMs: SEND_RETRY_BASE_MS,
  });
}

/** Worth trying again later (no answer, or the server failed), as opposed to a refusal. */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'network' || error.status >= 500;
}
