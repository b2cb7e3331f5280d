import { type Consent, type SiteTag, TAG_PROVIDERS, type TagKind } from '@community/contract';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
  _hjSettings?: { hjid: number; hjsv: number };
};

/** What each provider's own snippet sets up before its script, written here: the CSP allows no inline script. */
const PREPARE: Record<TagKind, (id: string, win: TagWindow) => void> = {
  tag_manager: (_id, win) => {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  },
  session_replay: (id, win) => {
    const queue = (...args: unknown[]) => {
      queue.q = queue.q ?? [];
      queue.q.push(args);
    };
    queue.q = [] as unknown[];
    win.hj = win.hj ?? queue;
    win._hjSettings = { hjid: Number(id), hjsv: 6 };
  },
  advertising: (id, win) => {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    win.gtag =
      win.gtag ??
      function gtag() {
        // gtag.js reads the arguments object itself, as Google's snippet pushes it.
        // biome-ignore lint/complexity/noArguments: the provider's documented form
        layer.push(arguments);
      };
    win.gtag('js', new Date());
    // The visitor's IP address is anonymised (SPEC §7).
    win.gtag('config', id, { anonymize_ip: true });
  },
};

const loaded = new Set<string>();

/** Whether any tag runs in this document (it stays until the page is loaded anew). */
export function tagsLoaded(): boolean {
  return loaded.size > 0;
}

/**
 * Adds the script of each tag whose category the visitor agreed to, once per document. The caller decides the
 * page may load tags at all (tagsAllowedOn).
 */
export function loadTags(tags: SiteTag[], consent: Consent | null, win: TagWindow = window): SiteTag[] {
  if (!consent) return [];
  const added: SiteTag[] = [];
  for (const tag of tags) {
    const key = `${tag.kind}:${tag.id}`;
    if (loaded.has(key) || !consent[TAG_PROVIDERS[tag.kind].category]) continue;
    loaded.add(key);
    PREPARE[tag.kind](tag.id, win);
    const script = win.document.createElement('script');
    script.async = true;
    script.src = tag.src;
    script.dataset.tag = tag.kind;
    win.document.head.appendChild(script);
    added.push(tag);
  }
  return added;
}

/** For tests: forget what this document loaded. */
export function forgetLoadedTags(): void {
  loaded.clear();
}
