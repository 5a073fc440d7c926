export const NUL_MESSAGE = 'Текст не может содержать нулевой символ (U+0000): уберите его и повторите.';

/**
 * True when `value` is a string without U+0000 or an object whose keys and string values hold
 * none and whose values are not objects: the params of most actions, checked without allocating.
 * False means "look deeper", not "found".
 */
function flatAndClean(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000');
  if (value === null || typeof value !== 'object') return true;
  for (const key in value) {
    if (!Object.hasOwn(value, key) || key.includes('\u0000')) return false;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' ? item.includes('\u0000') : item !== null && typeof item === 'object') return false;
  }
  return true;
}

/**
 * The path of the first string (or key) holding U+0000, or null. PostgreSQL text and jsonb cannot
 * store it, so such params would fail deep in a handler; no schema field has a use for it.
 * Iterative, so no nesting depth can exhaust the stack.
 */
export function nulCharacterPath(value: unknown): string | null {
  if (flatAndClean(value)) return null;
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
