/**
 * The one rule for every text a client sends (JSON and form bodies, their field names, queries, route params):
 * no control characters but tab and line breaks, and no lone UTF-16 surrogates. PostgreSQL refuses NUL and
 * unpaired surrogates in text outright, and nothing a person types contains the others. The server applies it to
 * every request before any schema (server/src/platform/text-guard.ts), so no field can forget it.
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_TEXT_GLOBAL = new RegExp(UNSAFE_TEXT.source, 'g');

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** No call's input nests deeper; a deeper one is refused rather than walked (or parsed by a schema) at all. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The fields of `input` (paths as in `validation_failed`'s `fields`, e.g. `profile/description`, `0`) whose text
 * or name breaks the rule, or that nest deeper than MAX_INPUT_DEPTH; empty when all is well.
 */
export function unsafeTextFields(input: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isSafeText(value)) found.push(path.join('/'));
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (path.length >= MAX_INPUT_DEPTH) {
        found.push(path.join('/'));
        continue;
      }
      for (const [key, item] of Object.entries(value)) {
        if (isSafeText(key)) pending.push({ value: item, path: [...path, key] });
        else found.push([...path, key.replace(UNSAFE_TEXT_GLOBAL, '\ufffd')].join('/'));
      }
    }
  }
  return found;
}
