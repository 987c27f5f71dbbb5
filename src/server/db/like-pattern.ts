/**
 * An ILIKE pattern that finds `search` anywhere in a value, taken literally: its `%`, `_` and `\`
 * are escaped with `\`, PostgreSQL's default LIKE escape, so "_" finds an underscore instead of
 * every answer. Every search of the app builds its pattern here.
 */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
