/**
 * Cuts text to at most `max` UTF-16 code units (the unit zod's `.max()` counts) without leaving
 * half of a surrogate pair at the end.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}
