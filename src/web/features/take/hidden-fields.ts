import { HIDDEN_FIELD_VALUE_MAX } from '#shared/survey/survey-logic.ts';

// Hidden fields (issue 12, docs/decisions/028): the share link's query string carries values for
// the keys the survey declares (/t/{shareId}?source=newsletter&uid=42). Only declared keys are
// read, values are trimmed and capped; the respondent's saved progress keeps them across reloads.

/** The declared hidden fields present in a query string (`?a=1&b=2`), trimmed and capped; blank ones left out. */
export function hiddenFieldsFromQuery(search: string, declared: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(search);
  const fields: Record<string, string> = {};
  for (const name of declared) {
    const value = params.get(name)?.trim().slice(0, HIDDEN_FIELD_VALUE_MAX) ?? '';
    if (value !== '') fields[name] = value;
  }
  return fields;
}

/** The stored fields updated by the link's (the link wins); the same object when nothing changes. */
export function withLinkFields(
  stored: Record<string, string> | undefined,
  fromLink: Record<string, string>,
): Record<string, string> | undefined {
  const changed = Object.entries(fromLink).some(([name, value]) => stored?.[name] !== value);
  return changed ? { ...stored, ...fromLink } : stored;
}
