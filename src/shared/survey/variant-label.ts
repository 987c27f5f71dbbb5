// How an untitled media item of a set is called, wherever it is shown: the editor, the respondent
// page, analytics and the assistant all say "Variant A" for the first one.

/** "A" … "Z" for the first 26 items, then the item's number ("27"), which stays readable. */
export function variantLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** "Variant A", "Variant B", … "Variant Z", then "Variant 27". */
export function variantLabel(index: number): string {
  return `Variant ${variantLetter(index)}`;
}

/** The item's own title when the author set one, otherwise its variant label. */
export function mediaItemLabel(item: { title?: string }, index: number): string {
  const title = item.title?.trim() ?? '';
  return title || variantLabel(index);
}
