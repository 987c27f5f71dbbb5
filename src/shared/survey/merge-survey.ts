import { isDeepEqual } from './deep-equal.ts';
import {
  surveyDocumentSchema,
  type ChoiceOption,
  type ContentBlock,
  type MediaItem,
  type Page,
  type QuestionItem,
  type SurveyDocument,
} from './survey-schema.ts';

/** One place both sides changed differently; "Keep mine" took `mine`, the other is `theirs`. */
export interface MergeConflict {
  /** Where, in words: "Survey title", "Page 2 › Question “Age?” › text". */
  label: string;
  mine: string;
  theirs: string;
}

export interface SurveyMerge {
  document: SurveyDocument;
  conflicts: MergeConflict[];
}

const DELETED = 'Deleted';
const UNMERGED_KEYS = new Set(['id', 'position', 'column_position']);

/**
 * "Keep mine" after a save conflict: a three-way merge of the author's document (`mine`) and the
 * newer saved one (`theirs`) against `base`, the version the author was editing from. Pages,
 * blocks, questions, media and choice options are matched by their stable ids; every field the
 * author left as it was in `base` takes the newer value, every field only the author changed keeps
 * the author's, and where both changed the same field differently the author's value wins and the
 * difference is listed. Additions on either side are kept; a deletion wins over an untouched
 * entity. The result is always a valid document: if the combination cannot be (say, three blocks on
 * one page), it falls back to `mine` with that said in a conflict.
 */
export function mergeSurvey(base: SurveyDocument, mine: SurveyDocument, theirs: SurveyDocument): SurveyMerge {
  const conflicts: MergeConflict[] = [];
  const merger = new Merger(conflicts);
  const merged: SurveyDocument = {
    ...mine,
    title: merger.value(base.title, mine.title, theirs.title, 'Survey title'),
    description: merger.value(base.description, mine.description, theirs.description, 'Survey description'),
    pages: merger.list(base.pages, mine.pages, theirs.pages, {
      describe: (page, index) => `Page ${index + 1}${page.title ? ` “${page.title}”` : ''}`,
      merge: (b, m, t, label) => merger.page(b, m, t, label),
    }),
  };
  // Hidden fields (issue 12) as one value: the side that changed the list wins.
  const hiddenFields = merger.value(
    base.hidden_fields,
    mine.hidden_fields,
    theirs.hidden_fields,
    'Hidden fields',
  );
  if (hiddenFields === undefined) delete merged.hidden_fields;
  else merged.hidden_fields = hiddenFields;
  const document = tidy(merged);
  if (surveyDocumentSchema.safeParse(document).success) return { document, conflicts };
  return {
    document: mine,
    conflicts: [
      ...conflicts,
      { label: 'The whole survey', mine: 'Kept as you had it', theirs: 'Could not be combined with yours' },
    ],
  };
}

interface ListOptions<T> {
  describe: (item: T, index: number) => string;
  merge: (base: T | undefined, mine: T, theirs: T, label: string) => T;
}

class Merger {
  constructor(private readonly conflicts: MergeConflict[]) {}

  /** A field as a whole: the side that changed it wins; both changed it differently: mine, noted. */
  value<T>(base: T | undefined, mine: T, theirs: T, label: string): T {
    if (isDeepEqual(mine, theirs) || isDeepEqual(base, theirs)) return mine;
    if (isDeepEqual(base, mine)) return theirs;
    this.conflicts.push({ label, mine: summarize(mine), theirs: summarize(theirs) });
    return mine;
  }

  /** Fields of a flat record, each merged on its own. */
  fields<T extends object>(
    base: T | undefined,
    mine: T,
    theirs: T,
    label: string,
    names: Record<string, string>,
  ): T {
    const result: Record<string, unknown> = {
      ...(theirs as Record<string, unknown>),
      ...(mine as Record<string, unknown>),
    };
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    for (const key of keys) {
      // Positions follow the merged order (renumbered at the end); ids are what matched the entities.
      if (UNMERGED_KEYS.has(key)) continue;
      const b = base === undefined ? undefined : (base as Record<string, unknown>)[key];
      const merged = this.value(
        b,
        (mine as Record<string, unknown>)[key],
        (theirs as Record<string, unknown>)[key],
        `${label} › ${names[key] ?? key.replaceAll('_', ' ')}`,
      );
      if (merged === undefined) delete result[key];
      else result[key] = merged;
    }
    return result as T;
  }

  /** A list of entities matched by id, each kept, dropped or merged; the order of whoever reordered. */
  list<T extends { id: string }>(
    base: readonly T[],
    mine: readonly T[],
    theirs: readonly T[],
    options: ListOptions<T>,
  ): T[] {
    const baseById = new Map(base.map((item) => [item.id, item]));
    const mineById = new Map(mine.map((item) => [item.id, item]));
    const theirsById = new Map(theirs.map((item) => [item.id, item]));
    const kept = new Map<string, T>();
    const labelOf = (item: T) => {
      const index = mine.indexOf(item);
      return options.describe(item, index >= 0 ? index : theirs.indexOf(item));
    };

    for (const id of new Set([...mine.map((item) => item.id), ...theirs.map((item) => item.id)])) {
      const b = baseById.get(id);
      const m = mineById.get(id);
      const t = theirsById.get(id);
      if (m && t) {
        kept.set(id, options.merge(b, m, t, labelOf(m)));
      } else if (m) {
        // Theirs deleted it (or it is new here). Deleting wins over an entity the author left alone.
        if (!b) kept.set(id, m);
        else if (!isDeepEqual(b, m)) {
          kept.set(id, m);
          this.conflicts.push({ label: labelOf(m), mine: 'Changed', theirs: DELETED });
        }
      } else if (t) {
        if (!b) kept.set(id, t);
        else if (!isDeepEqual(b, t)) {
          this.conflicts.push({ label: labelOf(t), mine: DELETED, theirs: 'Changed' });
        }
      }
    }
    return orderOf(base, mine, theirs, kept);
  }

  page(base: Page | undefined, mine: Page, theirs: Page, label: string): Page {
    const { content_blocks: blocks, options, ...rest } = mine;
    const { content_blocks: theirBlocks, options: theirOptions, ...theirRest } = theirs;
    return {
      ...this.fields(strip(base, ['content_blocks', 'options']), rest, theirRest, label, {
        page_type: 'page type',
        visual_layout: 'layout',
      }),
      options: this.fields(base?.options, options, theirOptions, label, {
        collectName: 'collect name',
        collectEmail: 'collect e-mail',
        namePlaceholder: 'name placeholder',
        emailPlaceholder: 'e-mail placeholder',
      }),
      content_blocks: this.list(base?.content_blocks ?? [], blocks, theirBlocks, {
        describe: (block, index) => `${label} › block ${index + 1}`,
        merge: (b, m, t, blockLabel) => this.block(b, m, t, blockLabel),
      }),
    };
  }

  block(
    base: ContentBlock | undefined,
    mine: ContentBlock,
    theirs: ContentBlock,
    label: string,
  ): ContentBlock {
    if (mine.type === 'QUESTION_SET' && theirs.type === 'QUESTION_SET') {
      return {
        ...mine,
        items: this.list(base?.type === 'QUESTION_SET' ? base.items : [], mine.items, theirs.items, {
          describe: (question, index) =>
            `${label} › question ${index + 1}${question.text ? ` “${question.text}”` : ''}`,
          merge: (b, m, t, questionLabel) => this.question(b, m, t, questionLabel),
        }),
      };
    }
    if (mine.type === 'MEDIA_SET' && theirs.type === 'MEDIA_SET') {
      return {
        ...mine,
        items: this.list(base?.type === 'MEDIA_SET' ? base.items : [], mine.items, theirs.items, {
          describe: (media, index) =>
            `${label} › media ${index + 1}${media.title ? ` “${media.title}”` : ''}`,
          merge: (b, m, t, mediaLabel) => this.media(b, m, t, mediaLabel),
        }),
      };
    }
    return this.value(base, mine, theirs, label);
  }

  question(
    base: QuestionItem | undefined,
    mine: QuestionItem,
    theirs: QuestionItem,
    label: string,
  ): QuestionItem {
    const common = this.fields(
      strip(base, ['response_type', 'response_options']),
      strip(mine, ['response_type', 'response_options']),
      strip(theirs, ['response_type', 'response_options']),
      label,
      {},
    );
    // A new type brings its own options: type and options travel together unless nobody retyped.
    if (base?.response_type !== mine.response_type || mine.response_type !== theirs.response_type) {
      const typed = this.value(
        base && { response_type: base.response_type, response_options: base.response_options },
        { response_type: mine.response_type, response_options: mine.response_options },
        { response_type: theirs.response_type, response_options: theirs.response_options },
        `${label} › response type`,
      );
      return { ...common, ...typed } as QuestionItem;
    }
    const baseOptions = base.response_options as Record<string, unknown>;
    const mineOptions = mine.response_options as Record<string, unknown>;
    const theirOptions = theirs.response_options as Record<string, unknown>;
    const { options: baseChoices, rows: baseRows, columns: baseColumns, ...baseRest } = baseOptions;
    const { options: mineChoices, rows: mineRows, columns: mineColumns, ...mineRest } = mineOptions;
    const { options: theirChoices, rows: theirRows, columns: theirColumns, ...theirRest } = theirOptions;
    // A range is one value: a scale's min, max and point count (a slider's min, max and step) taken
    // from different sides can disagree (min 0 from one side, max 6 from the other, 6 points).
    // A number question's bounds and whole-number setting, and a date question's bounds, likewise.
    const rangeKeys =
      'scale' in mineRest
        ? ['min', 'max', 'scale']
        : 'step' in mineRest
          ? ['min', 'max', 'step']
          : 'integer' in mineRest
            ? ['min', 'max', 'integer']
            : 'earliest' in mineRest
              ? ['earliest', 'latest']
              : [];
    const range = rangeKeys.length
      ? this.value(
          pick(baseRest, rangeKeys),
          pick(mineRest, rangeKeys),
          pick(theirRest, rangeKeys),
          `${label} › range`,
        )
      : {};
    const merged: Record<string, unknown> = {
      ...this.fields(
        omit(baseRest, rangeKeys),
        omit(mineRest, rangeKeys),
        omit(theirRest, rangeKeys),
        label,
        {},
      ),
      ...range,
    };
    if (Array.isArray(mineChoices) && Array.isArray(theirChoices)) {
      merged.options = this.list(
        (Array.isArray(baseChoices) ? baseChoices : []) as ChoiceOption[],
        mineChoices as ChoiceOption[],
        theirChoices as ChoiceOption[],
        {
          describe: (option, index) =>
            `${label} › option ${index + 1}${option.text ? ` “${option.text}”` : ''}`,
          merge: (b, m, t, optionLabel) => this.fields(b, m, t, optionLabel, {}),
        },
      );
    }
    // A matrix's statements and scale points merge one by one, by id, as options do.
    const entries = (name: 'row' | 'column', b: unknown, m: unknown, t: unknown) =>
      this.list((Array.isArray(b) ? b : []) as ChoiceOption[], m as ChoiceOption[], t as ChoiceOption[], {
        describe: (entry, index) => `${label} › ${name} ${index + 1}${entry.text ? ` “${entry.text}”` : ''}`,
        merge: (be, me, te, entryLabel) => this.fields(be, me, te, entryLabel, {}),
      });
    if (Array.isArray(mineRows) && Array.isArray(theirRows))
      merged.rows = entries('row', baseRows, mineRows, theirRows);
    if (Array.isArray(mineColumns) && Array.isArray(theirColumns))
      merged.columns = entries('column', baseColumns, mineColumns, theirColumns);
    return { ...common, response_type: mine.response_type, response_options: merged } as QuestionItem;
  }

  media(base: MediaItem | undefined, mine: MediaItem, theirs: MediaItem, label: string): MediaItem {
    const common = this.fields(
      strip(base, ['media_type', 'media_data']),
      strip(mine, ['media_type', 'media_data']),
      strip(theirs, ['media_type', 'media_data']),
      label,
      { show_title: 'show title', show_description: 'show description' },
    );
    if (base?.media_type !== mine.media_type || mine.media_type !== theirs.media_type) {
      const typed = this.value(
        base && { media_type: base.media_type, media_data: base.media_data },
        { media_type: mine.media_type, media_data: mine.media_data },
        { media_type: theirs.media_type, media_data: theirs.media_data },
        `${label} › media type`,
      );
      return { ...common, ...typed } as MediaItem;
    }
    const data = this.fields(base.media_data, mine.media_data, theirs.media_data, label, {});
    return { ...common, media_type: mine.media_type, media_data: data } as MediaItem;
  }
}

function strip<T extends object, K extends keyof T>(value: T, keys: K[]): Omit<T, K>;
function strip<T extends object, K extends keyof T>(value: T | undefined, keys: K[]): Omit<T, K> | undefined;
function strip<T extends object, K extends keyof T>(value: T | undefined, keys: K[]): Omit<T, K> | undefined {
  if (value === undefined) return undefined;
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** True when `list` has the ids it shares with `base` in base's order. */
function keepsOrder(base: readonly { id: string }[], list: readonly { id: string }[]): boolean {
  const inList = new Set(list.map((item) => item.id));
  const inBase = new Set(base.map((item) => item.id));
  const a = base.filter((item) => inList.has(item.id)).map((item) => item.id);
  const b = list.filter((item) => inBase.has(item.id)).map((item) => item.id);
  return isDeepEqual(a, b);
}

/**
 * The kept entities in order: the order of the side that reordered (mine when both did), with the
 * other side's additions placed after the entity they followed there.
 */
function orderOf<T extends { id: string }>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  kept: Map<string, T>,
): T[] {
  const [primary, secondary] = keepsOrder(base, mine) ? [theirs, mine] : [mine, theirs];
  const order = primary.map((item) => item.id).filter((id) => kept.has(id));
  let previous: string | null = null;
  for (const item of secondary) {
    if (kept.has(item.id) && !order.includes(item.id)) {
      order.splice(previous === null ? 0 : order.indexOf(previous) + 1, 0, item.id);
    }
    if (order.includes(item.id)) previous = item.id;
  }
  return order.map((id) => kept.get(id) as T);
}

/** Positions renumbered and sets emptied by deletions on both sides dropped (nothing else is lost). */
function tidy(document: SurveyDocument): SurveyDocument {
  return {
    ...document,
    pages: document.pages.map((page, pageIndex) => ({
      ...page,
      position: pageIndex,
      content_blocks: page.content_blocks
        .filter((block) => block.items.length > 0)
        .map((block, blockIndex) => renumberBlock(block, blockIndex)),
    })),
  };
}

function renumberBlock(block: ContentBlock, index: number): ContentBlock {
  if (block.type === 'MEDIA_SET') {
    return {
      ...block,
      position: index,
      column_position: index,
      items: block.items.map((item, i) => ({ ...item, position: i })),
    };
  }
  return {
    ...block,
    position: index,
    column_position: index,
    items: block.items.map((item, i) => {
      const options = item.response_options;
      if ('rows' in options) {
        const renumbered = <T extends { position: number }>(list: T[]) =>
          list.map((entry, e) => ({ ...entry, position: e }));
        return {
          ...item,
          position: i,
          response_options: { rows: renumbered(options.rows), columns: renumbered(options.columns) },
        } as QuestionItem;
      }
      if (!('options' in options)) return { ...item, position: i };
      return {
        ...item,
        position: i,
        response_options: {
          ...options,
          options: options.options.map((option, o) => ({ ...option, position: o })),
        },
      } as QuestionItem;
    }),
  };
}

function summarize(value: unknown): string {
  if (value === undefined) return 'Not set';
  if (typeof value === 'string')
    return value === '' ? '(empty)' : value.length > 120 ? `${value.slice(0, 117)}...` : value;
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.response_type === 'string') return typeTitle(record.response_type);
    if (typeof record.media_type === 'string') return typeTitle(record.media_type);
  }
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}

function typeTitle(type: string): string {
  const words = type.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
}

function omit(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
