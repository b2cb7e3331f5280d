import type { ChatEvent } from '@community/contract';

/**
 * A test's view of GET /api/chat-events.php over real HTTP. `next` answers the first event after the last one it
 * answered that matches (waiting for it if needed); `events` holds everything received.
 */
export type EventStream = {
  events: ChatEvent[];
  /** The answer's headers. */
  headers: Headers;
  next: (match: (event: ChatEvent) => boolean, timeoutMs?: number) => Promise<ChatEvent>;
  close: () => void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
};

export async function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/chat-events.php`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: ChatEvent[] = [];
  let cursor = 0;
  let wake = () => {};

  const take = (match: (event: ChatEvent) => boolean) => {
    const index = events.findIndex((event, i) => i >= cursor && match(event));
    if (index < 0) return undefined;
    cursor = index + 1;
    return events[index];
  };

  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          for (const line of buffer.slice(0, end).split('\n'))
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as ChatEvent);
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
  })();

  const next = (match: (event: ChatEvent) => boolean, timeoutMs = 5000) =>
    new Promise<ChatEvent>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching event within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const check = () => {
        const found = take(match);
        if (!found) return;
        clearTimeout(timer);
        wake = () => {};
        resolve(found);
      };
      wake = check;
      check();
    });

  await next((event) => event.type === 'ready');
  return { events, headers: response.headers, next, close: () => controller.abort(), ended };
}
