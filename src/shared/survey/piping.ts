import { responseKind } from './response-kinds.ts';
import type { Page, QuestionItem, SurveyDocument } from './survey-schema.ts';
import { REFERENCE_NAME_PATTERN } from './text-limits.ts';
import {
  draftsOf,
  hiddenFieldsOf,
  questionsOfPage,
  standardPagesOf,
  type LogicInputs,
} from './survey-logic.ts';

// Piping (issue 12, docs/decisions/028): {{name}} in a question's text or description, or a page's
// title or description, shows an earlier answer (by the question's key) or a hidden field;
// {{name|fallback}} shows the fallback when that is empty. One pass over the author's text: a
// piped value is never read as a token again, and no "{{" or "}}" ever reaches the respondent.

/** {{ name }} or {{ name | fallback }}; the name may be anything here, so unknown ones are caught. */
const TOKEN = /\{\{([^{}|]*)(?:\|([^{}]*))?\}\}/g;
const STRAY_BRACES = /\{\{|\}\}/g;

export interface PipeToken {
  /** The whole token as written. */
  raw: string;
  name: string;
  fallback: string | null;
}

/** The tokens written in a text, in order. */
export function pipeTokensOf(text: string): PipeToken[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    raw: match[0],
    name: (match[1] ?? '').trim(),
    fallback: match[2] === undefined ? null : match[2].trim(),
  }));
}

/** Whether the text has a "{{" or "}}" that is not part of a token (an unclosed token, say). */
export function hasStrayBraces(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(TOKEN, ''));
}

/**
 * The text with each token replaced by its value (trimmed), else its fallback, else nothing; stray
 * "{{" / "}}" (in the text or in a value) are removed. `valueOf` answers undefined for a name it
 * does not know.
 */
export function pipeText(text: string, valueOf: (name: string) => string | undefined): string {
  if (!text.includes('{{') && !text.includes('}}')) return text;
  const clean = (part: string) => part.replace(STRAY_BRACES, '');
  let result = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    result += clean(text.slice(last, match.index));
    const value = valueOf((match[1] ?? '').trim())?.trim() ?? '';
    result += clean(value !== '' ? value : (match[2]?.trim() ?? ''));
    last = match.index + match[0].length;
  }
  return result + clean(text.slice(last));
}

/** A run of an author's text: plain words, or a token with what it names (null: nothing it may name). */
export type PipeSegment =
  | { kind: 'text'; raw: string }
  | { kind: 'token'; raw: string; name: string; fallback: string | null; source: PipeName | null };

/**
 * The text cut into plain runs and tokens, for the editor to show tokens as what they stand for;
 * the runs' `raw` joined give back the text exactly. A token's source is looked up among `names`
 * (what the text may pipe where it stands, `pipeNamesBefore`).
 */
export function pipeSegments(text: string, names: readonly PipeName[]): PipeSegment[] {
  const byName = new Map(names.map((entry) => [entry.name, entry]));
  const segments: PipeSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) segments.push({ kind: 'text', raw: text.slice(last, match.index) });
    const name = (match[1] ?? '').trim();
    segments.push({
      kind: 'token',
      raw: match[0],
      name,
      fallback: match[2] === undefined ? null : match[2].trim(),
      source: byName.get(name) ?? null,
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', raw: text.slice(last) });
  return segments;
}

/**
 * A question or page text as its author reads it outside the editor (results, filters, exports,
 * rule lists): each token as the name in brackets ("[name], how likely…"), since no single answer
 * stands in for it there, and no stray "{{" or "}}".
 */
export function withTokensAsNames(text: string): string {
  if (!text.includes('{{') && !text.includes('}}')) return text;
  return pipeText(text, (name) => (name === '' ? undefined : `[${name}]`));
}

/** Plain text as respondents read it: a stray "{{" or "}}" is never shown. */
export function withoutStrayBraces(text: string): string {
  return text.replace(STRAY_BRACES, '');
}

/** The token the editor inserts for a name: with a fallback when one is given. */
export function pipeTokenFor(name: string, fallback = ''): string {
  const safeFallback = fallback.replace(/[{}|]/g, '').trim();
  return safeFallback === '' ? `{{${name}}}` : `{{${name}|${safeFallback}}}`;
}

/** Whether a name can be referenced ({{name}}, hidden fields, question keys). */
export function isReferenceName(name: string): boolean {
  return REFERENCE_NAME_PATTERN.test(name);
}

/**
 * A key for a question that has none, from its text ("How old are you?" → "how_old_are_you"),
 * unique among `taken`.
 */
export function suggestReferenceName(text: string, taken: ReadonlySet<string>): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 4);
  let base = words.join('_').slice(0, 32).replace(/_+$/, '');
  if (!/^[a-z]/.test(base)) base = `q_${base}`.replace(/_+$/, '');
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}`;
  return name;
}

/** A name a page can pipe: an earlier question's key, or a hidden field. */
export interface PipeName {
  name: string;
  kind: 'question' | 'hidden_field';
  /** The question's text, for the editor's list. */
  label: string;
  questionId?: string;
}

/**
 * The names text on `pageId` may pipe: hidden fields, then the keys of questions on earlier
 * standard pages (a page's own answers are not given yet when it is shown).
 */
export function pipeNamesBefore(document: SurveyDocument, pageId: string): PipeName[] {
  const names: PipeName[] = hiddenFieldsOf(document).map((name) => ({
    name,
    kind: 'hidden_field' as const,
    label: 'Hidden field',
  }));
  for (const page of standardPagesOf(document)) {
    if (page.id === pageId) break;
    for (const question of questionsOfPage(page))
      if (question.key)
        names.push({ name: question.key, kind: 'question', label: question.text, questionId: question.id });
  }
  return names;
}

/** How an answer reads inside a sentence: option texts, the number, or the text. */
export function answerDisplayText(question: QuestionItem, inputs: LogicInputs): string {
  const draft = draftsOf(inputs.answers, question.id)[0];
  if (!draft) return '';
  switch (responseKind(question.response_type)) {
    case 'choice': {
      const options = 'options' in question.response_options ? question.response_options.options : [];
      const texts = [...options]
        .sort((a, b) => a.position - b.position)
        .filter((option) => draft.choice_ids?.includes(option.id))
        .map((option) => option.text.trim());
      const other = draft.other_text?.trim() ?? '';
      if (other !== '' && draft.choice_ids?.includes('__other__')) texts.push(other);
      return texts.join(', ');
    }
    case 'number':
      return typeof draft.numeric_value === 'number' ? String(draft.numeric_value) : '';
    case 'text':
      return draft.text_value?.trim() ?? '';
    default:
      return '';
  }
}

/**
 * The values {{name}} stands for given what the respondent has answered on the pages shown so far
 * (`shownPageIds`; a question the path skipped reads as empty) and the link's hidden fields.
 */
export function pipeValues(
  document: SurveyDocument,
  inputs: LogicInputs,
  shownPageIds: readonly string[],
): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of hiddenFieldsOf(document)) values.set(name, inputs.hidden[name] ?? '');
  const shown = new Set(shownPageIds);
  for (const page of standardPagesOf(document))
    for (const question of questionsOfPage(page))
      if (question.key)
        values.set(question.key, shown.has(page.id) ? answerDisplayText(question, inputs) : '');
  return values;
}

/** A page with its title and description piped. */
export function pipePage<T extends Pick<Page, 'title' | 'description'>>(
  page: T,
  values: ReadonlyMap<string, string>,
): T {
  const valueOf = (name: string) => values.get(name);
  return { ...page, title: pipeText(page.title, valueOf), description: pipeText(page.description, valueOf) };
}
