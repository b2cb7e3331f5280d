/**
 * The `next` of /login?next=…, only when it is a path on this site: it starts with one "/" (not "//" or "/\",
 * which browsers read as another host), holds no control characters (URL parsers drop tabs and newlines, so
 * "/\t/host" would become "//host") and stays on this origin. Anything else is ignored.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if ([...next].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')) return undefined;
  const base = 'https://same-site.invalid';
  try {
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
