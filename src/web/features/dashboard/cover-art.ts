/**
 * Card covers. Pollen loads images only from its own origin (DESIGN.md "Look and feel"), so a cover
 * is shown only when it is a same-origin path ("/uploads/…"); everything else gets a generated
 * placeholder: a gradient picked from the survey id plus the title's initials.
 */
export function isSameOriginPath(url: string | null | undefined): url is string {
  if (!url) return false;
  // "//host/…" and "/\host/…" are protocol-relative URLs to another host, not paths.
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export const coverGradients = [
  'from-indigo-500 via-violet-500 to-fuchsia-500',
  'from-amber-400 via-orange-400 to-rose-500',
  'from-emerald-400 via-teal-500 to-cyan-600',
  'from-sky-400 via-blue-500 to-indigo-600',
  'from-rose-400 via-pink-500 to-purple-600',
  'from-lime-400 via-emerald-500 to-teal-600',
  'from-violet-500 via-purple-500 to-indigo-700',
  'from-yellow-300 via-amber-400 to-orange-500',
] as const;

/** A stable, well-spread index for a string (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function coverGradient(seed: string): string {
  return coverGradients[hash(seed) % coverGradients.length]!;
}

/** Up to two initials of the first words that start with a letter or digit ("Packaging test" → "PT"). */
export function titleInitials(title: string | null | undefined): string {
  const words = (title ?? '').trim().split(/\s+/u);
  const initials = words
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return initials.toLocaleUpperCase();
}
