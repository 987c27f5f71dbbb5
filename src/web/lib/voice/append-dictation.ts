/** What putting a transcript into a field gave: the field's new value and what did not fit. */
export interface Dictated {
  value: string;
  /** Characters of the transcript left out because the field was full (0 when all of it fit). */
  leftOut: number;
  limit?: number;
}

/**
 * Adds spoken text after what the field already holds, separated by one space, never replacing
 * the author's typing. A field with a length limit keeps what fits, cut at a word boundary when
 * one is near, so the author reviews whole words.
 */
export function appendDictation(current: string, spoken: string, maxLength?: number): Dictated {
  const text = spoken.trim();
  const separator = current.length === 0 || /\s$/.test(current) ? '' : ' ';
  const joined = current + separator + text;
  if (maxLength === undefined || joined.length <= maxLength) return { value: joined, leftOut: 0 };

  const room = maxLength - current.length - separator.length;
  if (room <= 0) return { value: current, leftOut: text.length, limit: maxLength };
  let kept = text.slice(0, room);
  const lastSpace = kept.lastIndexOf(' ');
  // Cut at the last word boundary unless that throws away most of what fits.
  if (text[room] !== ' ' && lastSpace > room / 2) kept = kept.slice(0, lastSpace);
  kept = kept.trimEnd();
  return { value: current + separator + kept, leftOut: text.length - kept.length, limit: maxLength };
}
