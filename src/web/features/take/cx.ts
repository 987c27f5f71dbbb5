/** Joins class names, skipping falsy parts (a tiny clsx, so the respondent bundle stays small). */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
