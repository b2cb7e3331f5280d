import { API_RETRY_COUNT, type ChatMessage, type ErrorCode, type GiftKey } from '@community/contract';
import { ApiError, apiFetch } from '../../api/client.ts';

/** What the member sends: text, a gift from the catalogue, or a photo. */
export type OutgoingMessage =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: GiftKey }
  | { kind: 'image'; file: File };

export type SendAnswer = { conversation: { id: number }; message: ChatMessage; credits: number };

/** First retry delay of a send; each next one doubles (the same client_id each time: stored once). */
export const SEND_RETRY_BASE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/message-image.php?profile=&client_id= with the image itself as the body (the JSON client only sends
 * JSON), retried like the JSON client: network failures and 5xx, doubling delays.
 */
async function sendImage(profile: number, clientId: string, file: File): Promise<SendAnswer> {
  const url = `/api/message-image.php?${new URLSearchParams({ profile: String(profile), client_id: clientId })}`;
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      response = await fetch(url, {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type, accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch (error) {
      if (attempt >= API_RETRY_COUNT) throw new ApiError('network', 0, { cause: String(error) });
    }
    if (response && (response.status < 500 || attempt >= API_RETRY_COUNT)) {
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) return body as SendAnswer;
      const { error, ...params } = body;
      const code = (typeof error === 'string' ? error : 'generic') as ErrorCode;
      throw new ApiError(code, response.status, params, code === 'authentication_required');
    }
    await sleep(SEND_RETRY_BASE_MS * 2 ** attempt);
  }
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
