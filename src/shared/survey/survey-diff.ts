import { isDeepEqual } from './deep-equal.ts';
import { conditionWords, ruleWords } from './logic-words.ts';
import { rulesOf } from './survey-logic.ts';
import type {
  ChoiceOption,
  MediaItem,
  Page,
  QuestionItem,
  ResponseType,
  SurveyDocument,
} from './survey-schema.ts';

// What changed between the live (published) version and the draft, matched by stable ids, and
// which changes alter the meaning of answers already collected (issue 10 §4). The publish dialog
// lists these and warns before the altering ones when the survey has responses.

/** Where a question sits, so the author can recognise it: 1-based page number and its text. */
interface QuestionRef {
  questionId: string;
  /** The question's text in the draft, or in the live version when it was removed. */
  text: string;
  pageNumber: number;
}

export type SurveyChange =
  | { kind: 'title-changed'; from: string; to: string }
  | { kind: 'description-changed' }
  | { kind: 'page-added'; pageId: string; pageNumber: number; title: string; pageType: Page['page_type'] }
  | { kind: 'page-removed'; pageId: string; pageNumber: number; title: string; pageType: Page['page_type'] }
  | ({ kind: 'question-added' } & QuestionRef)
  | ({ kind: 'question-removed' } & QuestionRef)
  | ({ kind: 'question-reworded'; from: string; to: string; substantial: boolean } & QuestionRef)
  | ({ kind: 'question-retyped'; from: ResponseType; to: ResponseType } & QuestionRef)
  | ({ kind: 'option-added'; optionId: string; option: string } & QuestionRef)
  | ({ kind: 'option-removed'; optionId: string; option: string } & QuestionRef)
  | ({
      kind: 'option-reworded';
      optionId: string;
      from: string;
      to: string;
      substantial: boolean;
    } & QuestionRef)
  | ({ kind: 'choice-mode-changed'; allowMultiple: boolean } & QuestionRef)
  | ({ kind: 'scale-changed'; from: string; to: string } & QuestionRef)
  | ({ kind: 'rule-added'; rule: string } & QuestionRef)
  | ({ kind: 'rule-removed'; rule: string } & QuestionRef)
  | ({ kind: 'rule-changed'; from: string; to: string } & QuestionRef)
  | ({ kind: 'rules-reordered' } & QuestionRef)
  | { kind: 'display-condition-added'; pageId: string; pageNumber: number; title: string; condition: string }
  | {
      kind: 'display-condition-removed';
      pageId: string;
      pageNumber: number;
      title: string;
      condition: string;
    }
  | {
      kind: 'display-condition-changed';
      pageId: string;
      pageNumber: number;
      title: string;
      from: string;
      to: string;
    }
  | { kind: 'media-added'; mediaId: string; pageNumber: number; title: string }
  | { kind: 'media-removed'; mediaId: string; pageNumber: number; title: string };

export type SurveyChangeKind = SurveyChange['kind'];

export interface DescribedChange {
  change: SurveyChange;
  /** True when answers collected before the change would read differently after it. */
  altersMeaning: boolean;
}

export interface SurveyDiff {
  changes: DescribedChange[];
  /** Some change alters the meaning of collected answers. */
  altersMeaning: boolean;
  /** The documents differ in something not listed (page wording, media content, settings). */
  hasOtherEdits: boolean;
  /** The draft differs from the live version at all. */
  hasChanges: boolean;
}

/**
 * Describes what `draft` changes relative to `live`. Questions, options, pages and media items are
 * matched by id, so moving a question keeps it the same question and rewording is not a remove plus
 * an add. Deterministic: changes come in draft order, removals after what they are compared with.
 */
export function diffSurvey(live: SurveyDocument, draft: SurveyDocument): SurveyDiff {
  const changes: SurveyChange[] = [];

  if (live.title !== draft.title) changes.push({ kind: 'title-changed', from: live.title, to: draft.title });
  if (live.description !== draft.description) changes.push({ kind: 'description-changed' });

  changes.push(...diffPages(live, draft));
  changes.push(...diffQuestions(live, draft));
  changes.push(...diffMedia(live, draft));
  changes.push(...diffLogic(live, draft));

  const described = changes.map((change) => ({ change, altersMeaning: changeAltersMeaning(change) }));
  return {
    changes: described,
    altersMeaning: described.some((entry) => entry.altersMeaning),
    hasOtherEdits: hasUnlistedEdits(live, draft),
    hasChanges: !isDeepEqual(live, draft),
  };
}

/**
 * The rule behind the warning: a retype, a removed or reworded option, a changed choice mode or
 * scale, and a substantially reworded question change what a collected answer means. Additions,
 * removals of whole questions (their answers stay readable) and cosmetic edits do not.
 */
export function changeAltersMeaning(change: SurveyChange): boolean {
  switch (change.kind) {
    case 'question-retyped':
    case 'option-removed':
    case 'choice-mode-changed':
    case 'scale-changed':
      return true;
    case 'question-reworded':
    case 'option-reworded':
      return change.substantial;
    default:
      return false;
  }
}

// ----- pages -----------------------------------------------------------------------------------

function diffPages(live: SurveyDocument, draft: SurveyDocument): SurveyChange[] {
  const liveIds = new Set(live.pages.map((page) => page.id));
  const draftIds = new Set(draft.pages.map((page) => page.id));
  const changes: SurveyChange[] = [];
  draft.pages.forEach((page, index) => {
    if (!liveIds.has(page.id)) {
      changes.push({
        kind: 'page-added',
        pageId: page.id,
        pageNumber: index + 1,
        title: page.title,
        pageType: page.page_type,
      });
    }
  });
  live.pages.forEach((page, index) => {
    if (!draftIds.has(page.id)) {
      changes.push({
        kind: 'page-removed',
        pageId: page.id,
        pageNumber: index + 1,
        title: page.title,
        pageType: page.page_type,
      });
    }
  });
  return changes;
}

// ----- questions -------------------------------------------------------------------------------

interface Located<T> {
  item: T;
  pageNumber: number;
}

function questionsById(doc: SurveyDocument): Map<string, Located<QuestionItem>> {
  const found = new Map<string, Located<QuestionItem>>();
  doc.pages.forEach((page, index) => {
    for (const block of page.content_blocks) {
      if (block.type !== 'QUESTION_SET') continue;
      for (const item of block.items)
        if (!found.has(item.id)) found.set(item.id, { item, pageNumber: index + 1 });
    }
  });
  return found;
}

function diffQuestions(live: SurveyDocument, draft: SurveyDocument): SurveyChange[] {
  const before = questionsById(live);
  const after = questionsById(draft);
  const changes: SurveyChange[] = [];

  for (const [id, { item, pageNumber }] of after) {
    const ref = { questionId: id, text: item.text, pageNumber };
    const old = before.get(id);
    if (!old) {
      changes.push({ kind: 'question-added', ...ref });
      continue;
    }
    if (old.item.text !== item.text) {
      changes.push({
        kind: 'question-reworded',
        ...ref,
        from: old.item.text,
        to: item.text,
        substantial: rewordSeverity(old.item.text, item.text) === 'substantial',
      });
    }
    if (old.item.response_type !== item.response_type) {
      // A retype replaces the options wholesale; listing each option change too would only add noise.
      changes.push({
        kind: 'question-retyped',
        ...ref,
        from: old.item.response_type,
        to: item.response_type,
      });
      continue;
    }
    changes.push(...diffResponseOptions(old.item, item, ref));
  }

  for (const [id, { item, pageNumber }] of before) {
    if (!after.has(id))
      changes.push({ kind: 'question-removed', questionId: id, text: item.text, pageNumber });
  }
  return changes;
}

function diffResponseOptions(before: QuestionItem, after: QuestionItem, ref: QuestionRef): SurveyChange[] {
  if (isChoice(before) && isChoice(after)) {
    const changes: SurveyChange[] = diffChoiceOptions(
      before.response_options.options,
      after.response_options.options,
      ref,
    );
    if (
      'allow_multiple' in before.response_options &&
      'allow_multiple' in after.response_options &&
      before.response_options.allow_multiple !== after.response_options.allow_multiple
    ) {
      changes.push({
        kind: 'choice-mode-changed',
        ...ref,
        allowMultiple: after.response_options.allow_multiple,
      });
    }
    return changes;
  }
  // A matrix's statements and scale points change as options do (added, reworded, removed).
  if (before.response_type === 'MATRIX' && after.response_type === 'MATRIX') {
    return [
      ...diffChoiceOptions(before.response_options.rows, after.response_options.rows, ref),
      ...diffChoiceOptions(before.response_options.columns, after.response_options.columns, ref),
    ];
  }
  const from = describeScale(before);
  const to = describeScale(after);
  return from !== null && to !== null && from !== to ? [{ kind: 'scale-changed', ...ref, from, to }] : [];
}

type ChoiceQuestion = Extract<QuestionItem, { response_options: { options: ChoiceOption[] } }>;

function isChoice(question: QuestionItem): question is ChoiceQuestion {
  return 'options' in question.response_options;
}

function diffChoiceOptions(before: ChoiceOption[], after: ChoiceOption[], ref: QuestionRef): SurveyChange[] {
  const old = new Map(before.map((option) => [option.id, option]));
  const current = new Set(after.map((option) => option.id));
  const changes: SurveyChange[] = [];
  for (const option of after) {
    const previous = old.get(option.id);
    if (!previous) {
      changes.push({ kind: 'option-added', ...ref, optionId: option.id, option: option.text });
    } else if (previous.text !== option.text) {
      changes.push({
        kind: 'option-reworded',
        ...ref,
        optionId: option.id,
        from: previous.text,
        to: option.text,
        // Any change of words in an option changes what picking it meant (no typo allowance:
        // "Yes" → "No" is two letters); case and punctuation don't.
        substantial: normalizeText(previous.text) !== normalizeText(option.text),
      });
    }
  }
  for (const option of before) {
    if (!current.has(option.id)) {
      changes.push({ kind: 'option-removed', ...ref, optionId: option.id, option: option.text });
    }
  }
  return changes;
}

/** The part of a scale that gives an answer its meaning: the range and its end labels. */
function describeScale(question: QuestionItem): string | null {
  switch (question.response_type) {
    case 'NUMBER_SELECT':
    case 'RATING': {
      const options = question.response_options;
      const labels = [options.min_label, options.max_label].filter(Boolean).join(' … ');
      return `${options.min}–${options.max}${labels ? ` (${labels})` : ''}`;
    }
    case 'SLIDER': {
      const options = question.response_options;
      const labels = [options.labels.min, options.labels.max].filter(Boolean).join(' … ');
      return `${options.min}–${options.max} step ${options.step}${labels ? ` (${labels})` : ''}`;
    }
    case 'NPS':
      return `0–10 (${question.response_options.min_label} … ${question.response_options.max_label})`;
    case 'NUMBER': {
      const { min, max, integer } = question.response_options;
      const bounds = `${min ?? 'any'}–${max ?? 'any'}`;
      return integer ? `${bounds}, whole numbers` : bounds;
    }
    case 'DATE': {
      const { earliest, latest } = question.response_options;
      return earliest === null && latest === null
        ? null
        : `${earliest ?? 'any date'} to ${latest ?? 'any date'}`;
    }
    default:
      return null;
  }
}

// ----- logic ------------------------------------------------------------------------------------

/**
 * Rules and display conditions in plain words (docs/decisions/028), each side worded against its
 * own document, so a removed rule names the page it went to. Only for questions and pages on both
 * sides: adding or removing a question or page already says so. Logic changes which questions a
 * respondent sees, not what an answer means, so none alters meaning.
 */
function diffLogic(live: SurveyDocument, draft: SurveyDocument): SurveyChange[] {
  const changes: SurveyChange[] = [];
  const before = questionsById(live);
  for (const [id, { item, pageNumber }] of questionsById(draft)) {
    const old = before.get(id);
    if (!old) continue;
    const ref = { questionId: id, text: item.text, pageNumber };
    const oldRules = new Map(rulesOf(old.item).map((rule) => [rule.id, rule]));
    const newRules = rulesOf(item);
    const newIds = new Set(newRules.map((rule) => rule.id));
    for (const rule of newRules) {
      const previous = oldRules.get(rule.id);
      if (!previous) changes.push({ kind: 'rule-added', ...ref, rule: ruleWords(draft, rule) });
      else if (!isDeepEqual(previous, rule))
        changes.push({
          kind: 'rule-changed',
          ...ref,
          from: ruleWords(live, previous),
          to: ruleWords(draft, rule),
        });
    }
    for (const rule of oldRules.values())
      if (!newIds.has(rule.id)) changes.push({ kind: 'rule-removed', ...ref, rule: ruleWords(live, rule) });
    // The first rule that holds wins, so the order of the rules kept is a change of its own.
    const keptBefore = [...oldRules.keys()].filter((ruleId) => newIds.has(ruleId));
    const keptAfter = newRules.map((rule) => rule.id).filter((ruleId) => oldRules.has(ruleId));
    if (!isDeepEqual(keptBefore, keptAfter)) changes.push({ kind: 'rules-reordered', ...ref });
  }
  const livePages = new Map(live.pages.map((page) => [page.id, page]));
  draft.pages.forEach((page, index) => {
    const old = livePages.get(page.id);
    if (!old) return;
    const where = { pageId: page.id, pageNumber: index + 1, title: page.title };
    const from = old.display_condition;
    const to = page.display_condition;
    if (!from && to)
      changes.push({ kind: 'display-condition-added', ...where, condition: conditionWords(draft, to) });
    else if (from && !to)
      changes.push({ kind: 'display-condition-removed', ...where, condition: conditionWords(live, from) });
    else if (from && to && !isDeepEqual(from, to))
      changes.push({
        kind: 'display-condition-changed',
        ...where,
        from: conditionWords(live, from),
        to: conditionWords(draft, to),
      });
  });
  return changes;
}

// ----- media -----------------------------------------------------------------------------------

function mediaById(doc: SurveyDocument): Map<string, Located<MediaItem>> {
  const found = new Map<string, Located<MediaItem>>();
  doc.pages.forEach((page, index) => {
    for (const block of page.content_blocks) {
      if (block.type !== 'MEDIA_SET') continue;
      for (const item of block.items)
        if (!found.has(item.id)) found.set(item.id, { item, pageNumber: index + 1 });
    }
  });
  return found;
}

function diffMedia(live: SurveyDocument, draft: SurveyDocument): SurveyChange[] {
  const before = mediaById(live);
  const after = mediaById(draft);
  const changes: SurveyChange[] = [];
  for (const [id, { item, pageNumber }] of after) {
    if (!before.has(id)) changes.push({ kind: 'media-added', mediaId: id, pageNumber, title: item.title });
  }
  for (const [id, { item, pageNumber }] of before) {
    if (!after.has(id)) changes.push({ kind: 'media-removed', mediaId: id, pageNumber, title: item.title });
  }
  return changes;
}

// ----- wording ---------------------------------------------------------------------------------

export type RewordSeverity = 'cosmetic' | 'minor' | 'substantial';

/** Case, spacing and punctuation only: the words a respondent reads are the same. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Below this length a two-letter edit can flip the meaning ("Yes" → "No"), so only longer texts
// get the typo allowance.
const TYPO_MIN_LENGTH = 20;
const TYPO_MAX_EDITS = 2;

/**
 * How much a question's wording changed: `cosmetic` (case, spacing, punctuation), `minor` (a typo
 * fix: at most two letters in a long text, same number of words) or `substantial`. A heuristic for
 * a warning: when unsure it says substantial, so the author is asked rather than surprised.
 */
export function rewordSeverity(from: string, to: string): RewordSeverity {
  const a = normalizeText(from);
  const b = normalizeText(to);
  if (a === b) return 'cosmetic';
  const sameWordCount = a.split(' ').length === b.split(' ').length;
  if (
    sameWordCount &&
    Math.min(a.length, b.length) >= TYPO_MIN_LENGTH &&
    editDistanceWithin(a, b, TYPO_MAX_EDITS)
  ) {
    return 'minor';
  }
  return 'substantial';
}

/** Whether the Levenshtein distance of `a` and `b` is at most `limit` (banded, so O(n·limit)). */
function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(limit + 1);
    current[0] = i;
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    let best = current[0];
    for (let j = from; j <= to; j += 1) {
      const substitution = (previous[j - 1] ?? limit + 1) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const deletion = (previous[j] ?? limit + 1) + 1;
      const insertion = (current[j - 1] ?? limit + 1) + 1;
      current[j] = Math.min(substitution, deletion, insertion);
      best = Math.min(best, current[j] ?? limit + 1);
    }
    if (best > limit) return false;
    previous = current;
  }
  return (previous[b.length] ?? limit + 1) <= limit;
}

// ----- "other edits" ---------------------------------------------------------------------------

/**
 * What the listed changes do not cover, for ids present on both sides: page fields, the order of
 * pages, blocks and items, question settings beyond text/type/options/logic (required, description),
 * scale settings beyond range and end labels, and media content. Equal residues on both sides
 * mean the list tells the whole story.
 */
function residue(doc: SurveyDocument, keep: (id: string) => boolean): unknown {
  return doc.pages
    .filter((page) => keep(page.id))
    .map(({ content_blocks, display_condition: _condition, ...page }) => ({
      ...page,
      position: undefined,
      blocks: content_blocks.map((block) => ({
        id: block.id,
        type: block.type,
        column: block.column_position,
        items: block.items
          .filter((item) => keep(item.id))
          .map((item) =>
            block.type === 'QUESTION_SET'
              ? questionResidue(item as QuestionItem)
              : { ...item, position: undefined },
          ),
      })),
    }));
}

function questionResidue(question: QuestionItem): unknown {
  const {
    text: _text,
    response_type: _type,
    response_options: options,
    position: _position,
    logic: _logic,
    ...rest
  } = question;
  const listed = new Set(['options', 'allow_multiple', 'min', 'max', 'step', 'min_label', 'max_label']);
  const settings = Object.fromEntries(Object.entries(options).filter(([key]) => !listed.has(key)));
  if ('labels' in options) settings.labels = { mid: options.labels.mid };
  return { ...rest, settings: question.response_type === 'FREE_RESPONSE' ? options : settings };
}

function hasUnlistedEdits(live: SurveyDocument, draft: SurveyDocument): boolean {
  const liveIds = allIds(live);
  const draftIds = allIds(draft);
  const shared = (id: string) => liveIds.has(id) && draftIds.has(id);
  return !isDeepEqual(residue(live, shared), residue(draft, shared));
}

function allIds(doc: SurveyDocument): Set<string> {
  const ids = new Set<string>();
  for (const page of doc.pages) {
    ids.add(page.id);
    for (const block of page.content_blocks) for (const item of block.items) ids.add(item.id);
  }
  return ids;
}
