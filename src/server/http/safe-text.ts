/**
 * Text PostgreSQL cannot store, found before it reaches a query: NUL (refused by `text` and `jsonb`)
 * and lone UTF-16 surrogates (refused by `jsonb` as `\ud800`-style escapes). Both only ever arrive
 * from hostile or broken clients, so they are refused with a clear message rather than stripped.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unsafeTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return null;
}

export type JsonProblem =
  { kind: 'text'; path: string; message: string } | { kind: 'depth'; path: string; message: string };

/**
 * The first string (value or key) in a parsed JSON value that holds unsafe text, or the first place
 * nested deeper than `maxDepth`. Walks with its own stack: a hostile body may be nested deeper than
 * the call stack allows.
 */
export function findJsonProblem(root: unknown, maxDepth: number): JsonProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const message = unsafeTextProblem(value);
      if (message) return { kind: 'text', path, message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth)
      return { kind: 'depth', path, message: `must not be nested more than ${maxDepth} levels deep` };
    for (const [key, child] of Object.entries(value)) {
      const message = unsafeTextProblem(key);
      // The parent's path: the broken key itself must not travel back in the error message.
      if (message) return { kind: 'text', path, message: `field names ${message}` };
      const childPath = path ? `${path}.${key}` : key;
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
