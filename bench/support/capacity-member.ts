import crypto from 'node:crypto';
import type { CapacityClient } from './capacity-client.ts';
import type { CapacityMember } from './capacity-population.ts';

/**
 * The real client's schedule (web/src/features/*: SessionSync, LikesSync, ChatsSync, chat-events, and the
 * search, member, conversation and like calls), with the member's own activity as assumptions that say so.
 */
export const SCHEDULE = {
  /** SPEC §9: user.php and likes.php every 60 s (REFRESH_INTERVAL_MS). */
  pollMs: 60_000,
  /** ChatsSync: chats.php every 300 s while the live stream is up, and 300 ms after a ready, message or read. */
  chatsPollMs: 300_000,
  chatsEventDebounceMs: 300,
  /** EventSource's reconnection delay: the server sends `retry:` 3 to 5 s, at random per stream. */
  streamRetryMs: [3000, 5000],
  /** Assumed: a member opens their conversation and writes a message every 4 minutes on average… */
  messageEveryMs: 240_000,
  /** …after typing for 5–15 s. */
  typingMs: [5000, 15_000],
  /** Assumed: a search page (new search or the next page) every 4 minutes on average… */
  browseEveryMs: 240_000,
  /** …then a look of 3–10 s at the results, one profile opened with its photos, liked half of the time. */
  lookMs: [3000, 10_000],
  likeShare: 0.5,
  /** Photos (thumbnails of tiles, a profile's photo) load six at a time, as a browser's HTTP/1.1 connections. */
  photoParallel: 6,
} as const;

/**
 * The calls a member asks for per minute on this schedule, when answered at once: the polls; per message its
 * conversation, read, send, and the chats reloads the read and the message cause on both sides (8); per search
 * page the page, 24 thumbnails (new pages: not in the browser's cache), the profile, its photo and half a like.
 * Profiles' related tiles add a few thumbnails more, not counted.
 */
export function askedCallsPerMinute(): number {
  const minute = 60_000;
  const polls = (2 * minute) / SCHEDULE.pollMs + minute / SCHEDULE.chatsPollMs;
  return (
    polls +
    (minute / SCHEDULE.messageEveryMs) * 8 +
    (minute / SCHEDULE.browseEveryMs) * (1 + 24 + 2 + SCHEDULE.likeShare)
  );
}

/** Search filters members use (the search form's fields), one picked per new search. */
const SEARCHES = [
  'gender=female&country=NL&min_age=25&max_age=45',
  'gender=male&country=NL&min_age=30&max_age=55',
  'gender=female&country=NL',
  '',
];
const TEXT = 'Hallo daar, hoe gaat het met je?';

/** `open`: streams open now; the others count since the last report. */
export type StreamCounts = { open: number; opened: number; failed: number; dropped: number; events: number };

const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);
/** Exponential waiting time of mean `mean`: a member acting at random moments. */
const randomWait = (mean: number) => -Math.log(1 - Math.random()) * mean;

type Tile = { id?: number; main_image?: { thumb_filename?: string } | null };

/** One simulated member online in one browser tab: arrives, polls, streams, chats and browses until `leave`. */
export function goOnline(member: CapacityMember, client: CapacityClient, streams: StreamCounts) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let online = true;
  let stream: { close: () => void } | undefined;
  let chatsPending: ReturnType<typeof setTimeout> | undefined;
  let lastSearch: { query: string; cursor: string | null } | undefined;
  /** The browser's cache: photos are immutable (cache-control max-age a year). */
  const cachedPhotos = new Set<string>();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (online) run();
    }, ms);
    timers.add(timer);
  };
  const get = (name: string, path: string) => client.call(member, name, 'GET', path);
  const user = () => get('user', '/api/user.php');
  const chats = () => get('chats', '/api/chats.php');
  const likes = () => get('likes', '/api/likes.php');
  const chatsSoon = () => {
    clearTimeout(chatsPending);
    chatsPending = setTimeout(() => {
      if (online) void chats();
    }, SCHEDULE.chatsEventDebounceMs);
  };
  const every = (ms: number, firstAfter: number, run: () => void) => {
    const tick = () => {
      run();
      later(ms, tick);
    };
    later(firstAfter, tick);
  };
  const repeatAtRandom = (mean: number, run: () => Promise<void>) => {
    const next = () =>
      later(randomWait(mean), () => {
        void run().finally(next);
      });
    next();
  };

  const openStream = () => {
    let opened = false;
    let live = false;
    let ended = false;
    stream = client.openStream(
      member,
      (ok, detail) => {
        if (opened) return;
        opened = true;
        if (!ok) {
          streams.failed++;
          client.noteStreamFailure(detail);
          return;
        }
        streams.opened++;
        streams.open++;
        live = true;
      },
      (type) => {
        streams.events++;
        if (type === 'ready' || type === 'message' || type === 'read') chatsSoon();
      },
      () => {
        if (ended) return;
        ended = true;
        if (!online) {
          if (live) streams.open--;
          return;
        }
        if (live) {
          streams.open--;
          streams.dropped++;
        }
        later(between(SCHEDULE.streamRetryMs), openStream);
      },
    );
  };

  const photos = async (filenames: string[]) => {
    const due = filenames.filter((name) => !cachedPhotos.has(name));
    for (let start = 0; start < due.length; start += SCHEDULE.photoParallel) {
      await Promise.all(
        due.slice(start, start + SCHEDULE.photoParallel).map(async (name) => {
          const answer = await client.call(
            member,
            'photo',
            'GET',
            `/photos/${encodeURIComponent(name)}`,
            undefined,
            'drain',
          );
          if (answer) cachedPhotos.add(name);
        }),
      );
    }
  };
  const thumbs = (tiles: Tile[]) =>
    tiles.flatMap((tile) => (tile.main_image?.thumb_filename ? [tile.main_image.thumb_filename] : []));

  const chat = async () => {
    const answer = await get('conversation', `/api/conversation.php?profile=${member.partner}`);
    const conversation = answer?.json as
      | { conversation: { id: number | null; last_seq: number }; messages: Array<{ mine: boolean }> }
      | undefined;
    const last = conversation?.messages.at(-1);
    if (conversation?.conversation.id && last && !last.mine) {
      const read = await client.call(member, 'chat-read', 'POST', '/api/chat-read.php', {
        conversation: conversation.conversation.id,
        seq: conversation.conversation.last_seq,
      });
      if (read) void chats();
    }
    await new Promise((resolve) => later(between(SCHEDULE.typingMs), () => resolve(undefined)));
    if (!online) return;
    await client.call(member, 'message', 'POST', '/api/message.php', {
      profile: member.partner,
      client_id: crypto.randomUUID(),
      kind: 'text',
      text: TEXT,
    });
  };

  const browse = async () => {
    const next = lastSearch?.cursor && Math.random() < 0.5 ? lastSearch : undefined;
    const query = next?.query ?? (SEARCHES[Math.floor(Math.random() * SEARCHES.length)] as string);
    const cursor = next?.cursor ? `${query ? '&' : ''}cursor=${encodeURIComponent(next.cursor)}` : '';
    const found = (await get('search', `/api/members.php?${query}${cursor}`))?.json as
      | { profiles: Tile[]; next_cursor: string | null }
      | undefined;
    if (!found) return;
    lastSearch = { query, cursor: found.next_cursor };
    await photos(thumbs(found.profiles));
    const picked = found.profiles[Math.floor(Math.random() * found.profiles.length)];
    if (!picked?.id) return;
    await new Promise((resolve) => later(between(SCHEDULE.lookMs), () => resolve(undefined)));
    if (!online) return;
    const view = (await get('member', `/api/member.php?id=${picked.id}`))?.json as
      | { profile: { photos?: Array<{ filename: string | null }> }; related: Tile[] }
      | undefined;
    if (!view) return;
    const full = view.profile.photos?.find((photo) => photo.filename)?.filename;
    await photos([...(full ? [full] : []), ...thumbs(view.related)]);
    if (Math.random() < SCHEDULE.likeShare)
      await client.call(member, 'like', 'POST', '/api/like.php', { id: picked.id, source: 'profile' });
  };

  // Mount: the top bar's first loads and the live stream; then the periodic refreshes at a random phase, so
  // that members who came online together do not poll together.
  openStream();
  void user();
  void chats();
  void likes();
  every(SCHEDULE.pollMs, 5000 + Math.random() * SCHEDULE.pollMs, () => {
    void user();
    void likes();
  });
  every(SCHEDULE.chatsPollMs, 5000 + Math.random() * SCHEDULE.chatsPollMs, () => void chats());
  repeatAtRandom(SCHEDULE.messageEveryMs, chat);
  repeatAtRandom(SCHEDULE.browseEveryMs, browse);

  return {
    leave() {
      online = false;
      for (const timer of timers) clearTimeout(timer);
      clearTimeout(chatsPending);
      stream?.close();
    },
  };
}
