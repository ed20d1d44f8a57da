/**
 * Text ABODE can store: no NUL character (PostgreSQL text refuses it) and no half of a UTF-16 surrogate pair
 * (a broken emoji has no UTF-8 form). One rule for every field the API accepts, checked before any schema,
 * so new routes get it too.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is this pattern's job.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableTextMessage = 'contains a character that cannot be stored (a NUL or half of an emoji)';

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/**
 * The path of the first string in `value` (a key or a value, at any depth) that cannot be stored, as a
 * dotted field name (`items.2.note`), `''` for `value` itself; null when every string can be stored.
 */
export function findUnstorableText(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key.replace(unstorable, '?')].join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
