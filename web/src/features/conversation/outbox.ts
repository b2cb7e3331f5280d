import { ApiError } from '../../api/client.ts';
import { readDraft, readStoredSends, type StoredSend, writeDraft, writeStoredSends } from './chat-storage.ts';
import {
  isTransientFailure,
  type OutgoingMessage,
  type SendAnswer,
  sendMessage,
} from './send-message-api.ts';

/** A send the server has not confirmed yet: on its way, or failed for now ("not sent", can be retried). */
export type PendingSend = {
  client_id: string;
  message: OutgoingMessage;
  created_at: string;
  status: 'sending' | 'failed';
};

export type OutboxResult =
  | { type: 'confirmed'; send: PendingSend; answer: SendAnswer }
  | { type: 'refused'; send: PendingSend; error: ApiError };

/**
 * The sends of one member to one profile: never lost, never twice. Each has a client_id chosen once; it is
 * kept in localStorage until the server answers (text and gifts; images only in memory), re-sent after a
 * reload with the same id, and retried on network failures and 5xx. Sends go out one after another, in the
 * order written. A refusal (4xx) drops it and puts its text back into the draft. Lives outside React so a
 * send that is under way finishes even when the screen is left; dropped when idle and unwatched.
 */
export class Outbox {
  private sends: PendingSend[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly resultListeners = new Set<(result: OutboxResult) => void>();
  private queue: Promise<void> = Promise.resolve();
  private busy = 0;

  constructor(
    readonly memberId: number,
    readonly profileId: number,
    private readonly registry: { active: (outbox: Outbox) => void; idle: (outbox: Outbox) => void },
  ) {
    this.sends = readStoredSends(memberId, profileId).map((stored) => ({
      client_id: stored.client_id,
      message: stored.kind === 'text' ? stored : { kind: 'gift', gift: stored.gift },
      created_at: stored.created_at,
      status: 'sending',
    }));
    for (const send of this.sends) this.enqueue(send.client_id);
  }

  pending(): PendingSend[] {
    return this.sends;
  }

  send(message: OutgoingMessage): PendingSend {
    const send: PendingSend = {
      client_id: crypto.randomUUID(),
      message,
      created_at: new Date().toISOString(),
      status: 'sending',
    };
    this.update([...this.sends, send]);
    this.enqueue(send.client_id);
    return send;
  }

  retry(clientId: string) {
    const send = this.sends.find((each) => each.client_id === clientId);
    if (send?.status !== 'failed') return;
    this.update(this.sends.map((each) => (each === send ? { ...each, status: 'sending' } : each)));
    this.enqueue(clientId);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    this.registry.active(this);
    return () => {
      this.listeners.delete(listener);
      this.dropIfIdle();
    };
  }

  onResult(listener: (result: OutboxResult) => void): () => void {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  private enqueue(clientId: string) {
    this.busy++;
    this.queue = this.queue
      .then(() => this.deliver(clientId))
      .finally(() => {
        this.busy--;
        this.dropIfIdle();
      });
  }

  private async deliver(clientId: string) {
    const send = this.sends.find((each) => each.client_id === clientId);
    if (send?.status !== 'sending') return;
    let result: OutboxResult;
    try {
      const answer = await sendMessage(this.profileId, clientId, send.message);
      result = { type: 'confirmed', send, answer };
    } catch (error) {
      if (!(error instanceof ApiError) || isTransientFailure(error)) {
        this.update(
          this.sends.map((each) => (each.client_id === clientId ? { ...each, status: 'failed' } : each)),
        );
        return;
      }
      result = { type: 'refused', send, error };
      if (send.message.kind === 'text') this.restoreText(send.message.text);
    }
    this.update(this.sends.filter((each) => each.client_id !== clientId));
    for (const listener of this.resultListeners) listener(result);
  }

  /** A refused text is not lost: it goes back into the draft, before what is there now. */
  private restoreText(text: string) {
    const draft = readDraft(this.memberId, this.profileId);
    writeDraft(this.memberId, this.profileId, draft.trim() === '' ? text : `${text}\n${draft}`);
  }

  private update(sends: PendingSend[]) {
    this.sends = sends;
    const stored = sends.flatMap((send): StoredSend[] =>
      send.message.kind === 'image'
        ? []
        : [{ client_id: send.client_id, created_at: send.created_at, ...send.message }],
    );
    writeStoredSends(this.memberId, this.profileId, stored);
    for (const listener of this.listeners) listener();
  }

  private dropIfIdle() {
    if (this.busy === 0 && this.listeners.size === 0) this.registry.idle(this);
  }
}

const outboxes = new Map<string, Outbox>();
const keyOf = (outbox: Outbox) => `${outbox.memberId}:${outbox.profileId}`;
const registry = {
  active: (outbox: Outbox) => {
    if (!outboxes.has(keyOf(outbox))) outboxes.set(keyOf(outbox), outbox);
  },
  idle: (outbox: Outbox) => {
    if (outboxes.get(keyOf(outbox)) === outbox) outboxes.delete(keyOf(outbox));
  },
};

/** The one outbox of a member and profile in this tab (created, and its stored sends re-sent, on first use). */
export function outboxFor(memberId: number, profileId: number): Outbox {
  const key = `${memberId}:${profileId}`;
  let outbox = outboxes.get(key);
  if (!outbox) {
    outbox = new Outbox(memberId, profileId, registry);
    outboxes.set(key, outbox);
  }
  return outbox;
}
