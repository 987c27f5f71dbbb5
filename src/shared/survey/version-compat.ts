import type { ContentBlock, Page, QuestionItem, SurveyDocument } from './survey-schema.ts';

// How answers to one question (matched by its stable id) are read across published versions
// (issue 10 §3, docs/decisions/010-published-versions.md): versions that asked it in compatible
// shapes are counted together; an incompatible change starts a new group, never mixed with the last.

export type IncompatibleChange = 'type' | 'options' | 'choice_mode' | 'scale';

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Why answers given to `older` cannot be counted with answers given to `newer`, or null when they
 * can. Rewording the question and adding options are compatible; changing the type, rewording or
 * removing an option, switching single/multiple choice, or changing a scale's or slider's range is not.
 */
export function incompatibleChange(older: QuestionItem, newer: QuestionItem): IncompatibleChange | null {
  if (older.response_type !== newer.response_type) return 'type';
  const before = older.response_options;
  const after = newer.response_options;
  if (older.response_type === 'RANKING' && newer.response_type === 'RANKING') {
    // Ranks out of a different set of options do not compare: any added, removed or reworded option.
    const texts = new Map(newer.response_options.options.map((option) => [option.id, sameText(option.text)]));
    const same =
      older.response_options.options.length === newer.response_options.options.length &&
      older.response_options.options.every((option) => texts.get(option.id) === sameText(option.text));
    return same ? null : 'options';
  }
  if (older.response_type === 'MATRIX' && newer.response_type === 'MATRIX') {
    // Statements may be added; rewording or removing one, or changing the scale, is incompatible.
    const sameEntries = (old: { id: string; text: string }[], next: { id: string; text: string }[]) => {
      const texts = new Map(next.map((entry) => [entry.id, sameText(entry.text)]));
      return old.every((entry) => texts.get(entry.id) === sameText(entry.text));
    };
    const columns = older.response_options.columns;
    if (columns.length !== newer.response_options.columns.length || !sameEntries(columns, newer.response_options.columns))
      return 'scale';
    return sameEntries(older.response_options.rows, newer.response_options.rows) ? null : 'options';
  }
  if ('allow_multiple' in before && 'allow_multiple' in after) {
    if (before.allow_multiple !== after.allow_multiple) return 'choice_mode';
    const texts = new Map(after.options.map((option) => [option.id, sameText(option.text)]));
    const kept = before.options.every((option) => texts.get(option.id) === sameText(option.text));
    return kept ? null : 'options';
  }
  if ('scale' in before && 'scale' in after)
    return before.min === after.min && before.max === after.max ? null : 'scale';
  if ('step' in before && 'step' in after)
    return before.min === after.min && before.max === after.max && before.step === after.step
      ? null
      : 'scale';
  return null;
}

const CHANGE_WORDS: Record<IncompatibleChange, string> = {
  type: 'question type',
  options: 'options',
  choice_mode: 'single/multiple choice setting',
  scale: 'scale',
};

export interface AskedQuestion {
  version: number;
  question: QuestionItem;
}

export interface VersionGroup {
  /** Ascending. */
  versions: number[];
  /** The question as the newest version of the group asked it. */
  question: QuestionItem;
  /** Why this group starts a new one (null for the first group). */
  change: IncompatibleChange | null;
}

/**
 * Splits the versions that asked a question (any order) into runs of compatible versions, oldest
 * group first. Each version is compared with the newest version before it.
 */
export function groupCompatibleVersions(asked: readonly AskedQuestion[]): VersionGroup[] {
  const groups: VersionGroup[] = [];
  for (const entry of [...asked].sort((a, b) => a.version - b.version)) {
    const last = groups.at(-1);
    const change = last ? incompatibleChange(last.question, entry.question) : null;
    if (last && change === null) {
      last.versions.push(entry.version);
      last.question = entry.question;
    } else {
      groups.push({ versions: [entry.version], question: entry.question, change });
    }
  }
  return groups;
}

/** The note shown with a question asked in incompatible shapes, or null when there is one group. */
export function versionNoteFor(groups: readonly VersionGroup[]): string | null {
  const changes = groups.filter((group) => group.change !== null);
  if (changes.length === 0) return null;
  const parts = changes.map(
    (group) => `the ${CHANGE_WORDS[group.change!]} changed in version ${group.versions[0]}`,
  );
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}: answers are shown per version and never mixed.`;
}

/** "versions 1–2", "version 3", "versions 1, 3". */
export function versionsLabel(versions: readonly number[]): string {
  if (versions.length === 1) return `version ${versions[0]}`;
  const contiguous = versions.every((version, index) => index === 0 || version === versions[index - 1]! + 1);
  return contiguous ? `versions ${versions[0]}–${versions.at(-1)}` : `versions ${versions.join(', ')}`;
}

/**
 * The first version after the last one that asked the question, or null while the newest version
 * asks it. `allVersions` is every published version number.
 */
export function removedInVersion(
  askedVersions: readonly number[],
  allVersions: readonly number[],
): number | null {
  const lastAsked = Math.max(...askedVersions);
  return allVersions.filter((version) => version > lastAsked).sort((a, b) => a - b)[0] ?? null;
}

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

function questionIds(document: SurveyDocument): Set<string> {
  const ids = new Set<string>();
  for (const page of document.pages)
    for (const block of page.content_blocks)
      if (block.type === 'QUESTION_SET') for (const item of block.items) ids.add(item.id);
  return ids;
}

/**
 * One layout for a report across versions: the newest document, with every question that only
 * older versions asked put back where it was: at the end of its block when that block still exists,
 * else in its old block at the end of its page, else in its old page after the others. Older
 * versions are visited newest first, so a question comes back in its most recent place.
 * `documents` is newest first. Pure; positions are renumbered.
 */
export function mergeVersionLayouts(documents: readonly SurveyDocument[]): SurveyDocument {
  const [newest, ...older] = documents;
  if (!newest) throw new Error('mergeVersionLayouts needs at least one document');
  const pages: Page[] = byPosition(newest.pages).map((page) => ({
    ...page,
    content_blocks: byPosition(page.content_blocks).map((block) =>
      block.type === 'QUESTION_SET' ? { ...block, items: byPosition(block.items) } : block,
    ),
  }));
  const placed = questionIds(newest);
  for (const document of older) {
    for (const oldPage of byPosition(document.pages)) {
      for (const oldBlock of byPosition(oldPage.content_blocks)) {
        if (oldBlock.type !== 'QUESTION_SET') continue;
        const missing = byPosition(oldBlock.items).filter((item) => !placed.has(item.id));
        if (missing.length === 0) continue;
        missing.forEach((item) => placed.add(item.id));
        let page = pages.find((candidate) => candidate.id === oldPage.id);
        if (!page) {
          page = { ...oldPage, content_blocks: [] };
          pages.push(page);
        }
        const block = page.content_blocks.find(
          (candidate): candidate is Extract<ContentBlock, { type: 'QUESTION_SET' }> =>
            candidate.id === oldBlock.id && candidate.type === 'QUESTION_SET',
        );
        if (block) block.items = [...block.items, ...missing];
        else page.content_blocks = [...page.content_blocks, { ...oldBlock, items: missing }];
      }
    }
  }
  return {
    ...newest,
    pages: pages.map((page, pageIndex) => ({
      ...page,
      position: pageIndex,
      content_blocks: page.content_blocks.map((block, blockIndex) => ({
        ...block,
        position: blockIndex,
        ...(block.type === 'QUESTION_SET'
          ? { items: block.items.map((item, itemIndex) => ({ ...item, position: itemIndex })) }
          : {}),
      })) as ContentBlock[],
    })),
  };
}
