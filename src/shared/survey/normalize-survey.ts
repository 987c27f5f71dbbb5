import { createId } from './ids.ts';
import type { IdPrefix } from './ids.ts';
import {
  DEFAULT_CONSENT_STATEMENT,
  DEFAULT_FREE_RESPONSE_MAX_LENGTH,
  DEFAULT_FREE_RESPONSE_PLACEHOLDER,
  DEFAULT_NPS_LABELS,
  DEFAULT_NUMBER_PLACEHOLDER,
  createBlock,
  createPage,
  defaultPageOptions,
  defaultResponseOptions,
} from './survey-defaults.ts';
import {
  BOUND_LIMIT,
  MAX_MATRIX_COLUMNS,
  MAX_MATRIX_ROWS,
  MAX_RANKING_OPTIONS,
  saneAllowMultiple,
  saneScaleRange,
  saneSliderRange,
  saneSliderStep,
} from './survey-rules.ts';
import type { RangeAnchor } from './survey-rules.ts';
import { truncateText } from './text.ts';
import { isDateAnswer } from '../take/answer-formats.ts';
import { withPreferenceOptionsSynced } from './study-design.ts';
import { readHiddenFieldList, readPageLogic, readQuestionLogic } from './normalize-logic.ts';
import { safeStoredLink, safeStoredUrl } from '../format/safe-url.ts';
import {
  TEXT_LIMITS,
  MAX_BLOCKS_PER_PAGE,
  fetchStatuses,
  fieldVisibilities,
  optionOrders,
  studyDesigns,
  linkPreviewTypes,
  surveyDocumentSchema,
  uploadStatuses,
} from './survey-schema.ts';
import type {
  BlockType,
  ChoiceOption,
  ChoiceOptions,
  ConsentOptions,
  ContactOptions,
  ContentBlock,
  DateOptions,
  FileMediaData,
  FreeResponseOptions,
  LinkMetadata,
  MatrixEntry,
  MatrixOptions,
  MediaItem,
  MediaType,
  NpsOptions,
  NumberOptions,
  NumberSelectOptions,
  Page,
  PageOptions,
  PageType,
  QuestionItem,
  RankingOptions,
  ResponseType,
  SliderOptions,
  SurveyDocument,
  UrlMediaData,
} from './survey-schema.ts';
import type { ChoiceResponseType } from './response-kinds.ts';

export type NormalizeResult =
  { ok: true; survey: SurveyDocument } | { ok: false; error: string; path: string };

type Json = Record<string, unknown>;

/** Thrown inside the normaliser only; normalizeSurvey turns it into a result. */
class Rejection extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

// ----- type names --------------------------------------------------------------------------------

/** "Multiple-Choice", "multiple choice", "yes/no" → "multiple_choice", "yes_no". */
function typeKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_\-/]+/g, '_');
}

function aliases<T extends string>(table: Record<T, readonly string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [canonical, names] of Object.entries(table) as [T, readonly string[]][]) {
    map.set(canonical.toLowerCase(), canonical);
    for (const name of names) map.set(name, canonical);
  }
  return map;
}

const responseTypeAliases = aliases<ResponseType>({
  FREE_RESPONSE: [
    'text',
    'text_input',
    'free_text',
    'freetext',
    'open_ended',
    'open_text',
    'textarea',
    'long_text',
    'short_text',
  ],
  MULTIPLE_CHOICE: ['multiplechoice', 'multi_choice', 'choice'],
  SINGLE_CHOICE: ['singlechoice', 'radio', 'single_select'],
  // "number" alone is the typed NUMBER answer (its canonical name); scales say so.
  NUMBER_SELECT: ['numberselect', 'scale', 'number_scale', 'numeric_scale', 'likert'],
  RATING: ['stars', 'star_rating'],
  SLIDER: ['range'],
  CHECKBOX: ['checkboxes', 'multi_select', 'multiselect'],
  YES_NO: ['yesno', 'boolean', 'bool'],
  NPS: ['net_promoter', 'net_promoter_score', 'nps_score', 'promoter_score'],
  DROPDOWN: ['drop_down', 'dropdown_list', 'select', 'select_list', 'combobox', 'picklist'],
  DATE: ['date_picker', 'datepicker', 'calendar'],
  EMAIL: ['e_mail', 'email_address', 'e_mail_address'],
  PHONE: ['phone_number', 'telephone', 'tel', 'mobile', 'mobile_number'],
  NUMBER: ['numeric', 'number_input', 'numeric_input', 'integer', 'decimal', 'quantity'],
  CONSENT: ['agreement', 'consent_checkbox', 'terms', 'opt_in'],
  RANKING: ['rank', 'rank_order', 'ranked', 'ranked_choice', 'ordering'],
  MATRIX: ['grid', 'likert_grid', 'likert_matrix', 'matrix_rating', 'rating_grid', 'rating_matrix'],
});

const pageTypeAliases = aliases<PageType>({
  WELCOME: ['welcome_page', 'intro', 'introduction'],
  STANDARD: [],
  THANK_YOU: ['thankyou', 'thank_you_page', 'thanks', 'end'],
});

const blockTypeAliases = aliases<BlockType>({
  QUESTION_SET: ['questionset', 'questions', 'question'],
  MEDIA_SET: ['mediaset', 'media', 'showcase'],
});

const mediaTypeAliases = aliases<MediaType>({
  DESCRIPTION: ['text', 'text_only', 'rich_text'],
  URL: ['link', 'website'],
  FILE: [],
  IMAGE: ['photo', 'picture'],
  VIDEO: [],
  AUDIO: [],
  DOCUMENT: ['pdf'],
});

// ----- readers -----------------------------------------------------------------------------------

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** The first of the keys the object has a value for (null counts as absent), with that key. */
function pick(object: Json, keys: readonly string[]): { key: string; value: unknown } | undefined {
  for (const key of keys) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (value !== undefined && value !== null) return { key, value };
  }
  return undefined;
}

function pickValue(object: Json | undefined, keys: readonly string[]): unknown {
  return object === undefined ? undefined : pick(object, keys)?.value;
}

function parseIfJsonString(value: unknown, path: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new Rejection(path, 'is a string that is not valid JSON');
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function requireObject(value: unknown, path: string): Json {
  const parsed = parseIfJsonString(value, path);
  if (!isRecord(parsed)) throw new Rejection(path, `expected an object, got ${describe(parsed)}`);
  return parsed;
}

function optionalObject(value: unknown, path: string): Json | undefined {
  return value === undefined || value === null ? undefined : requireObject(value, path);
}

function optionalArray(value: unknown, path: string): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = parseIfJsonString(value, path);
  if (!Array.isArray(parsed)) throw new Rejection(path, `expected an array, got ${describe(parsed)}`);
  return parsed;
}

function readText(value: unknown, max: number, fallback = ''): string {
  if (typeof value === 'string') return truncateText(value, max);
  if (typeof value === 'number' && Number.isFinite(value)) return truncateText(String(value), max);
  return fallback;
}

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A whole number from 0 up, for counts and sizes; zod's int() takes only safe integers. */
function readCount(value: unknown): number | undefined {
  const number = readNumber(value);
  return number === undefined || number < 0
    ? undefined
    : Math.min(Math.floor(number), Number.MAX_SAFE_INTEGER);
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function readEnum<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return allowed.find((candidate) => candidate.toLowerCase() === lower);
}

interface Context {
  usedIds: Set<string>;
}

function readId(value: unknown, prefix: IdPrefix, context: Context): string {
  let id =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : '';
  if (id === '' || context.usedIds.has(id)) {
    do id = createId(prefix);
    while (context.usedIds.has(id));
  }
  context.usedIds.add(id);
  return id;
}

/**
 * Array entries in position order: by their given position where they have one (else their index),
 * stable, each with its index in the input for error paths.
 */
function inPositionOrder(entries: readonly unknown[], positionKeys: readonly string[] = ['position']) {
  return entries
    .map((raw, index) => {
      const given = isRecord(raw) ? readNumber(pickValue(raw, positionKeys)) : undefined;
      return { raw, index, key: given ?? index };
    })
    .sort((a, b) => a.key - b.key);
}

// ----- questions ---------------------------------------------------------------------------------

function readChoiceList(value: unknown, path: string, depth = 0): { list: unknown[]; path: string } {
  const parsed = parseIfJsonString(value, path);
  if (Array.isArray(parsed)) return { list: parsed, path };
  if (isRecord(parsed) && depth === 0) {
    const inner = pick(parsed, ['options', 'choices']);
    if (inner) return readChoiceList(inner.value, joinPath(path, inner.key), depth + 1);
  }
  throw new Rejection(path, `expected a list of options, got ${describe(parsed)}`);
}

function readChoiceOption(raw: unknown, path: string, position: number, context: Context): ChoiceOption {
  if (typeof raw === 'string' || typeof raw === 'number') {
    return { id: readId(undefined, 'option', context), text: readText(raw, TEXT_LIMITS.option), position };
  }
  if (!isRecord(raw)) throw new Rejection(path, `expected an option (text or object), got ${describe(raw)}`);
  return {
    id: readId(raw.id, 'option', context),
    text: readText(pickValue(raw, ['text', 'label', 'value']), TEXT_LIMITS.option),
    position,
  };
}

/** `path` locates the options object, or the list itself when the options arrived as a bare list. */
function readChoiceOptions(
  options: Json,
  type: ChoiceResponseType,
  path: string,
  context: Context,
  bareList: boolean,
): ChoiceOptions {
  const found = pick(options, ['options', 'choices']);
  const { list, path: listPath } = found
    ? readChoiceList(found.value, bareList ? path : joinPath(path, found.key))
    : { list: [], path: joinPath(path, 'options') };
  const choices = inPositionOrder(list).map(({ raw, index }, position) =>
    readChoiceOption(raw, joinPath(listPath, index), position, context),
  );
  const requestedMultiple =
    readBoolean(pickValue(options, ['allow_multiple', 'allowMultiple', 'multiple'])) ?? false;
  return {
    options:
      choices.length > 0
        ? choices
        : defaultResponseOptions(type).options.map((option) => ({
            ...option,
            id: readId(option.id, 'option', context),
          })),
    allow_other: readBoolean(pickValue(options, ['allow_other', 'allowOther'])) ?? false,
    allow_multiple: saneAllowMultiple(type, requestedMultiple),
    ...concept(options),
  };
}

/** A choice question's concept-test settings, only when set (older documents have none). */
function concept(options: Json): Pick<ChoiceOptions, 'option_order' | 'variants_of'> {
  const order = readEnum(pickValue(options, ['option_order', 'optionOrder']), optionOrders);
  const variantsOf = pickValue(options, ['variants_of', 'variantsOf']);
  return {
    ...(order && order !== 'none' ? { option_order: order } : {}),
    ...(typeof variantsOf === 'string' && variantsOf.trim() !== '' ? { variants_of: variantsOf.trim() } : {}),
  };
}

/** Ranking: the options to order, at least two (defaults fill in), at most MAX_RANKING_OPTIONS. */
function readRankingOptions(
  options: Json,
  path: string,
  context: Context,
  bareList: boolean,
): RankingOptions {
  const found = pick(options, ['options', 'choices', 'items']);
  const { list, path: listPath } = found
    ? readChoiceList(found.value, bareList ? path : joinPath(path, found.key))
    : { list: [], path: joinPath(path, 'options') };
  const ranked = inPositionOrder(list)
    .slice(0, MAX_RANKING_OPTIONS)
    .map(({ raw, index }, position) => readChoiceOption(raw, joinPath(listPath, index), position, context));
  const defaults = defaultResponseOptions('RANKING').options;
  for (const fallback of defaults) {
    if (ranked.length >= 2) break;
    ranked.push({ id: readId(undefined, 'option', context), text: fallback.text, position: ranked.length });
  }
  return { options: ranked };
}

/** A matrix row or column: text or { id, text }; an id holding ":" (the answer separator) is replaced. */
function readMatrixEntry(
  raw: unknown,
  path: string,
  kind: 'row' | 'column',
  position: number,
  context: Context,
) {
  const prefix = kind === 'row' ? 'row' : 'column';
  if (typeof raw === 'string' || typeof raw === 'number') {
    return { id: readId(undefined, prefix, context), text: readText(raw, TEXT_LIMITS.option), position };
  }
  if (!isRecord(raw)) throw new Rejection(path, `expected a ${kind} (text or object), got ${describe(raw)}`);
  const givenId = typeof raw.id === 'string' && raw.id.includes(':') ? undefined : raw.id;
  return {
    id: readId(givenId, prefix, context),
    text: readText(pickValue(raw, ['text', 'label', 'value', 'statement']), TEXT_LIMITS.option),
    position,
  };
}

/** Matrix: rows (statements) and columns (the shared scale); defaults fill in what is missing. */
function readMatrixOptions(options: Json, path: string, context: Context): MatrixOptions {
  const defaults = defaultResponseOptions('MATRIX');
  const read = (kind: 'row' | 'column', keys: readonly string[], max: number, fallback: MatrixEntry[]) => {
    const found = pick(options, keys);
    if (!found) return fallback.map((entry) => ({ ...entry, id: readId(undefined, kind, context) }));
    const listPath = joinPath(path, found.key);
    const parsed = parseIfJsonString(found.value, listPath);
    if (!Array.isArray(parsed))
      throw new Rejection(listPath, `expected a list of ${kind}s, got ${describe(parsed)}`);
    const entries = inPositionOrder(parsed)
      .slice(0, max)
      .map(({ raw, index }, position) =>
        readMatrixEntry(raw, joinPath(listPath, index), kind, position, context),
      );
    return entries;
  };
  const rows = read('row', ['rows', 'statements', 'items'], MAX_MATRIX_ROWS, defaults.rows);
  const columns = read(
    'column',
    ['columns', 'scale', 'choices', 'options'],
    MAX_MATRIX_COLUMNS,
    defaults.columns,
  );
  return {
    rows:
      rows.length > 0
        ? rows
        : defaults.rows.map((entry) => ({ ...entry, id: readId(undefined, 'row', context) })),
    columns:
      columns.length >= 2
        ? columns
        : defaults.columns.map((entry) => ({ ...entry, id: readId(undefined, 'column', context) })),
  };
}

function readFreeResponseOptions(options: Json): FreeResponseOptions {
  const placeholder = pickValue(options, ['placeholder']);
  const maxLengthGiven = readCount(pickValue(options, ['maxLength', 'max_length']));
  const maxLength =
    maxLengthGiven !== undefined && maxLengthGiven >= 1 ? maxLengthGiven : DEFAULT_FREE_RESPONSE_MAX_LENGTH;
  const result: FreeResponseOptions = {
    placeholder: readText(placeholder, TEXT_LIMITS.placeholder, DEFAULT_FREE_RESPONSE_PLACEHOLDER),
    maxLength,
  };
  const minLength = readCount(pickValue(options, ['minLength', 'min_length']));
  if (minLength !== undefined) result.minLength = Math.min(minLength, maxLength);
  return result;
}

/** Which bound stays when a range needs fixing: min, unless only max was given. */
function boundToKeep(min: number | undefined, max: number | undefined): RangeAnchor {
  return max !== undefined && min === undefined ? 'max' : 'min';
}

function readNumberSelectOptions(options: Json, path: string): NumberSelectOptions {
  const labels = optionalObject(pickValue(options, ['labels']), joinPath(path, 'labels'));
  const givenMin = readNumber(options.min);
  const givenScale = readNumber(options.scale);
  let givenMax = readNumber(options.max);
  if (givenMax === undefined && givenScale !== undefined)
    givenMax = (givenMin ?? 1) + Math.round(givenScale) - 1;
  const { min, max } = saneScaleRange(givenMin ?? 1, givenMax ?? 5, boundToKeep(givenMin, givenMax));
  const label = (keys: readonly string[], labelKey: string, fallback: string) =>
    readText(pickValue(options, keys) ?? pickValue(labels, [labelKey]), TEXT_LIMITS.numberLabel, fallback);
  return {
    scale: max - min + 1,
    min,
    max,
    min_label: label(['min_label', 'minLabel'], 'min', 'Min'),
    mid_label: label(['mid_label', 'midLabel'], 'mid', 'Mid'),
    max_label: label(['max_label', 'maxLabel'], 'max', 'Max'),
  };
}

function readSliderOptions(options: Json, path: string): SliderOptions {
  const labels = optionalObject(pickValue(options, ['labels']), joinPath(path, 'labels'));
  const givenMin = readNumber(options.min);
  const givenMax = readNumber(options.max);
  const { min, max } = saneSliderRange(givenMin ?? 1, givenMax ?? 100, boundToKeep(givenMin, givenMax));
  const label = (labelKey: string, keys: readonly string[], fallback: string) =>
    readText(pickValue(labels, [labelKey]) ?? pickValue(options, keys), TEXT_LIMITS.sliderLabel, fallback);
  return {
    min,
    max,
    step: saneSliderStep(readNumber(options.step) ?? 1),
    labels: {
      min: label('min', ['min_label', 'minLabel'], 'Min'),
      mid: label('mid', ['mid_label', 'midLabel'], 'Mid'),
      max: label('max', ['max_label', 'maxLabel'], 'Max'),
    },
  };
}

function readNpsOptions(options: Json, path: string): NpsOptions {
  const labels = optionalObject(pickValue(options, ['labels']), joinPath(path, 'labels'));
  const label = (keys: readonly string[], labelKey: string, fallback: string) =>
    readText(pickValue(options, keys) ?? pickValue(labels, [labelKey]), TEXT_LIMITS.numberLabel, fallback);
  return {
    min_label: label(['min_label', 'minLabel'], 'min', DEFAULT_NPS_LABELS.min),
    max_label: label(['max_label', 'maxLabel'], 'max', DEFAULT_NPS_LABELS.max),
  };
}

function readContactOptions(options: Json, type: 'EMAIL' | 'PHONE'): ContactOptions {
  const fallback = defaultResponseOptions(type).placeholder;
  return { placeholder: readText(pickValue(options, ['placeholder']), TEXT_LIMITS.placeholder, fallback) };
}

/** Bounds within ±BOUND_LIMIT, swapped when given the wrong way round; whole bounds for whole numbers. */
function readNumberOptions(options: Json): NumberOptions {
  const integer = readBoolean(pickValue(options, ['integer', 'whole_numbers', 'wholeNumbers'])) ?? false;
  const bound = (value: unknown): number | null => {
    const number = readNumber(value);
    if (number === undefined) return null;
    const clamped = Math.min(BOUND_LIMIT, Math.max(-BOUND_LIMIT, number)) || 0;
    return integer ? Math.round(clamped) || 0 : clamped;
  };
  let min = bound(pickValue(options, ['min', 'minimum']));
  let max = bound(pickValue(options, ['max', 'maximum']));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    placeholder: readText(
      pickValue(options, ['placeholder']),
      TEXT_LIMITS.placeholder,
      DEFAULT_NUMBER_PLACEHOLDER,
    ),
    min,
    max,
    integer,
  };
}

/** Date bounds kept when they are real dates, swapped when given the wrong way round. */
function readDateOptions(options: Json): DateOptions {
  const date = (value: unknown): string | null => {
    const text = typeof value === 'string' ? value.trim().slice(0, 10) : '';
    return isDateAnswer(text) ? text : null;
  };
  let earliest = date(pickValue(options, ['earliest', 'min', 'min_date', 'minDate']));
  let latest = date(pickValue(options, ['latest', 'max', 'max_date', 'maxDate']));
  if (earliest !== null && latest !== null && earliest > latest) [earliest, latest] = [latest, earliest];
  return { earliest, latest };
}

function readConsentOptions(options: Json, question: Json): ConsentOptions {
  const statement = readText(
    pickValue(options, ['statement', 'label', 'text']) ?? pickValue(question, ['statement']),
    TEXT_LIMITS.consentStatement,
  );
  return { statement: statement.trim() === '' ? DEFAULT_CONSENT_STATEMENT : statement };
}

function readResponseType(raw: Json, path: string, hasChoices: boolean): ResponseType {
  const given = pick(raw, ['response_type', 'question_type', 'responseType', 'questionType']);
  if (!given) return hasChoices ? 'MULTIPLE_CHOICE' : 'FREE_RESPONSE';
  const type = responseTypeAliases.get(typeKey(given.value) ?? '');
  if (type === undefined) {
    throw new Rejection(joinPath(path, given.key), `unknown response type ${JSON.stringify(given.value)}`);
  }
  return type;
}

function readQuestion(value: unknown, path: string, position: number, context: Context): QuestionItem {
  const raw = requireObject(value, path);
  let options: Json = {};
  let optionsPath = joinPath(path, 'response_options');
  let bareList = false;
  const givenOptions = pick(raw, ['response_options', 'options', 'responseOptions']);
  if (givenOptions) {
    optionsPath = joinPath(path, givenOptions.key);
    const parsed = parseIfJsonString(givenOptions.value, optionsPath);
    // A bare list of choices stands for { options: [...] }.
    bareList = Array.isArray(parsed);
    options = Array.isArray(parsed) ? { options: parsed } : requireObject(parsed, optionsPath);
  } else if (raw.choices !== undefined && raw.choices !== null) {
    options = { choices: raw.choices };
    optionsPath = path;
  }
  const hasChoices = pick(options, ['options', 'choices']) !== undefined;
  const type = readResponseType(raw, path, hasChoices);
  const base = {
    id: readId(raw.id, 'question', context),
    text: readText(pickValue(raw, ['text', 'question']), TEXT_LIMITS.question),
    description: readText(raw.description, TEXT_LIMITS.description),
    required: readBoolean(raw.required) ?? false,
    position,
    ...readQuestionLogic(raw, context.usedIds),
  };
  switch (type) {
    case 'FREE_RESPONSE':
      return { ...base, response_type: type, response_options: readFreeResponseOptions(options) };
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
    case 'YES_NO':
      return {
        ...base,
        response_type: type,
        response_options: readChoiceOptions(options, type, optionsPath, context, bareList),
      };
    case 'NUMBER_SELECT':
    case 'RATING':
      return {
        ...base,
        response_type: type,
        response_options: readNumberSelectOptions(options, optionsPath),
      };
    case 'SLIDER':
      return { ...base, response_type: type, response_options: readSliderOptions(options, optionsPath) };
    case 'NPS':
      return { ...base, response_type: type, response_options: readNpsOptions(options, optionsPath) };
    case 'DROPDOWN':
      return {
        ...base,
        response_type: type,
        response_options: readChoiceOptions(options, type, optionsPath, context, bareList),
      };
    case 'DATE':
      return { ...base, response_type: type, response_options: readDateOptions(options) };
    case 'EMAIL':
    case 'PHONE':
      return { ...base, response_type: type, response_options: readContactOptions(options, type) };
    case 'NUMBER':
      return { ...base, response_type: type, response_options: readNumberOptions(options) };
    case 'CONSENT':
      return { ...base, response_type: type, response_options: readConsentOptions(options, raw) };
    case 'RANKING':
      return {
        ...base,
        response_type: type,
        response_options: readRankingOptions(options, optionsPath, context, bareList),
      };
    case 'MATRIX':
      return {
        ...base,
        response_type: type,
        response_options: readMatrixOptions(options, optionsPath, context),
      };
  }
}

// ----- media -------------------------------------------------------------------------------------

function readLinkMetadata(value: unknown): LinkMetadata | null {
  if (!isRecord(value)) return null;
  const text = (keys: readonly string[]) => readText(pickValue(value, keys), Number.MAX_SAFE_INTEGER);
  return {
    title: text(['title']),
    description: text(['description']),
    image: safeStoredUrl(text(['image'])),
    favicon: safeStoredUrl(text(['favicon'])),
    siteName: text(['siteName', 'site_name']),
    type: readEnum(value.type, linkPreviewTypes) ?? 'website',
  };
}

/** A link item's address: kept when it opens as http(s) (a bare "example.com" opens as https://), else dropped. */
function readLinkUrl(value: unknown): string {
  return safeStoredLink(readText(value, 2048));
}

function readUrlData(data: Json): UrlMediaData {
  const metadata = readLinkMetadata(data.metadata);
  return {
    url: readLinkUrl(pickValue(data, ['url', 'href'])),
    fetch_status: readEnum(data.fetch_status, fetchStatuses) ?? (metadata ? 'completed' : 'idle'),
    metadata,
    preview_mode: readText(data.preview_mode, Number.MAX_SAFE_INTEGER, 'card'),
    custom_title: readText(data.custom_title, TEXT_LIMITS.mediaTitle),
    custom_description: readText(data.custom_description, TEXT_LIMITS.description),
  };
}

function readFileData(data: Json): FileMediaData {
  const text = (keys: readonly string[]) => readText(pickValue(data, keys), Number.MAX_SAFE_INTEGER);
  const fileUrl = safeStoredUrl(text(['file_url', 'fileUrl', 'url']));
  const size = readCount(pickValue(data, ['file_size', 'fileSize', 'size']));
  return {
    file_url: fileUrl,
    file_name: text(['file_name', 'fileName', 'name']),
    file_size: size ?? 0,
    file_type: text(['file_type', 'fileType', 'mime_type']),
    file_extension: text(['file_extension', 'fileExtension', 'extension']),
    category: text(['category']),
    upload_status: readEnum(data.upload_status, uploadStatuses) ?? (fileUrl === '' ? 'idle' : 'completed'),
    upload_error: text(['upload_error', 'uploadError']),
    object_key: text(['object_key', 'objectKey']),
  };
}

function inferMediaType(data: Json | undefined): MediaType {
  if (data === undefined) return 'FILE';
  if (pickValue(data, ['text']) !== undefined) return 'DESCRIPTION';
  if (pickValue(data, ['file_url', 'fileUrl']) === undefined && pickValue(data, ['url']) !== undefined)
    return 'URL';
  return 'FILE';
}

function readMediaItem(value: unknown, path: string, position: number, context: Context): MediaItem {
  const raw = requireObject(value, path);
  const dataPath = joinPath(path, 'media_data');
  const data = optionalObject(pickValue(raw, ['media_data', 'mediaData']), dataPath);
  const givenType = pick(raw, ['media_type', 'mediaType', 'type']);
  let type: MediaType;
  if (givenType) {
    const known = mediaTypeAliases.get(typeKey(givenType.value) ?? '');
    if (known === undefined) {
      throw new Rejection(
        joinPath(path, givenType.key),
        `unknown media type ${JSON.stringify(givenType.value)}`,
      );
    }
    type = known;
  } else {
    type = inferMediaType(data);
  }
  const base = {
    id: readId(raw.id, 'media', context),
    title: readText(raw.title, TEXT_LIMITS.mediaTitle),
    description: readText(raw.description, TEXT_LIMITS.description),
    // Respondent spec §3: captions show unless a document says otherwise.
    show_title: readBoolean(raw.show_title) ?? true,
    show_description: readBoolean(raw.show_description) ?? true,
    position,
  };
  const fields = data ?? {};
  switch (type) {
    case 'DESCRIPTION':
      return {
        ...base,
        media_type: type,
        media_data: { text: readText(pickValue(fields, ['text', 'content']), 10_000) },
      };
    case 'URL':
      return { ...base, media_type: type, media_data: readUrlData(fields) };
    case 'FILE':
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'DOCUMENT':
      return { ...base, media_type: type, media_data: readFileData(fields) };
  }
}

/** A legacy respondent-side visual ({ visual_type, url, title, description }) as a media item. */
function visualAsMediaItem(value: unknown, path: string): Json {
  const raw = requireObject(value, path);
  const url = readText(raw.url, Number.MAX_SAFE_INTEGER);
  const type = mediaTypeAliases.get(typeKey(raw.visual_type) ?? '') ?? (url === '' ? 'DESCRIPTION' : 'IMAGE');
  if (type === 'DESCRIPTION') {
    return { id: raw.id, title: raw.title, media_type: type, media_data: { text: raw.description } };
  }
  return {
    id: raw.id,
    title: raw.title,
    description: raw.description,
    media_type: type,
    media_data: { url, file_url: url },
  };
}

// ----- blocks, pages, document -------------------------------------------------------------------

function readItems<T>(
  entries: readonly unknown[] | undefined,
  path: string,
  readItem: (raw: unknown, path: string, position: number, context: Context) => T,
  context: Context,
): T[] | undefined {
  if (entries === undefined || entries.length === 0) return undefined;
  return inPositionOrder(entries).map(({ raw, index }, position) =>
    readItem(raw, joinPath(path, index), position, context),
  );
}

function inferBlockType(raw: Json): BlockType {
  if (pick(raw, ['media_items', 'mediaItems'])) return 'MEDIA_SET';
  if (pick(raw, ['questions'])) return 'QUESTION_SET';
  const first: unknown = Array.isArray(raw.items) ? raw.items[0] : undefined;
  return isRecord(first) && pick(first, ['media_type', 'media_data', 'mediaType', 'mediaData'])
    ? 'MEDIA_SET'
    : 'QUESTION_SET';
}

function readBlock(value: unknown, path: string, position: number, context: Context): ContentBlock {
  const raw = requireObject(value, path);
  const givenType = pick(raw, ['type', 'block_type', 'blockType']);
  let type: BlockType;
  if (givenType) {
    const known = blockTypeAliases.get(typeKey(givenType.value) ?? '');
    if (known === undefined) {
      throw new Rejection(
        joinPath(path, givenType.key),
        `unknown block type ${JSON.stringify(givenType.value)}`,
      );
    }
    type = known;
  } else {
    type = inferBlockType(raw);
  }
  const id = readId(raw.id, 'block', context);
  const itemKeys = type === 'QUESTION_SET' ? ['items', 'questions'] : ['items', 'media_items', 'mediaItems'];
  const givenItems = pick(raw, itemKeys);
  const itemsPath = joinPath(path, givenItems?.key ?? 'items');
  const entries = optionalArray(givenItems?.value, itemsPath);
  const base = { id, position, column_position: position };
  // A set keeps at least one item (spec owner §5); an empty one gets the item a new block starts with.
  if (type === 'QUESTION_SET') {
    const items = readItems(entries, itemsPath, readQuestion, context) ?? blockItems('QUESTION_SET', context);
    return { ...base, type, items };
  }
  const items = readItems(entries, itemsPath, readMediaItem, context) ?? blockItems('MEDIA_SET', context);
  const design = readEnum(pickValue(raw, ['design', 'study_design', 'studyDesign']), studyDesigns);
  const mustViewAll = readBoolean(pickValue(raw, ['must_view_all', 'mustViewAll']));
  return {
    ...base,
    type,
    items,
    ...(design && design !== 'side_by_side' ? { design } : {}),
    ...(mustViewAll ? { must_view_all: true } : {}),
  };
}

function blockItems<T extends BlockType>(
  type: T,
  context: Context,
): Extract<ContentBlock, { type: T }>['items'];
function blockItems(type: BlockType, context: Context): ContentBlock['items'] {
  const items = createBlock(type, 0).items;
  for (const item of items) context.usedIds.add(item.id);
  return items;
}

function readPageOptions(value: unknown, path: string, pageType: PageType): PageOptions {
  const raw = optionalObject(value, path) ?? {};
  const options: PageOptions = {};
  const collectName = readEnum(pickValue(raw, ['collectName', 'collect_name']), fieldVisibilities);
  const collectEmail = readEnum(pickValue(raw, ['collectEmail', 'collect_email']), fieldVisibilities);
  const namePlaceholder = pickValue(raw, ['namePlaceholder', 'name_placeholder']);
  const emailPlaceholder = pickValue(raw, ['emailPlaceholder', 'email_placeholder']);
  if (collectName) options.collectName = collectName;
  if (collectEmail) options.collectEmail = collectEmail;
  if (typeof namePlaceholder === 'string')
    options.namePlaceholder = readText(namePlaceholder, TEXT_LIMITS.placeholder);
  if (typeof emailPlaceholder === 'string') {
    options.emailPlaceholder = readText(emailPlaceholder, TEXT_LIMITS.placeholder);
  }
  return { ...defaultPageOptions(pageType), ...options };
}

function readPage(value: unknown, path: string, position: number, context: Context): Page {
  const raw = requireObject(value, path);
  const pageType =
    pageTypeAliases.get(typeKey(pickValue(raw, ['page_type', 'pageType', 'type'])) ?? '') ?? 'STANDARD';
  const id = readId(raw.id, 'page', context);
  const givenBlocks = pick(raw, ['content_blocks', 'contentBlocks', 'blocks']);
  let blocks: ContentBlock[];
  if (givenBlocks) {
    const blocksPath = joinPath(path, givenBlocks.key);
    const entries = optionalArray(givenBlocks.value, blocksPath) ?? [];
    blocks = inPositionOrder(entries, ['position', 'column_position'])
      .slice(0, MAX_BLOCKS_PER_PAGE)
      .map(({ raw: block, index }, blockPosition) =>
        readBlock(block, joinPath(blocksPath, index), blockPosition, context),
      );
  } else {
    blocks = legacyBlocks(raw, path, context);
  }
  return {
    id,
    title: readText(raw.title, TEXT_LIMITS.pageTitle),
    description: readText(raw.description, TEXT_LIMITS.description),
    page_type: pageType,
    position,
    options: readPageOptions(raw.options, joinPath(path, 'options'), pageType),
    visual_layout: typeof raw.visual_layout === 'string' ? raw.visual_layout : null,
    content_blocks: blocks,
    ...readPageLogic(raw),
  };
}

/** Respondent-side pages carry visuals[] and questions[] instead of content blocks. */
function legacyBlocks(raw: Json, path: string, context: Context): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  const visualsPath = joinPath(path, 'visuals');
  const visuals = optionalArray(raw.visuals, visualsPath);
  if (visuals !== undefined && visuals.length > 0) {
    const items = visuals.map((visual, index) => visualAsMediaItem(visual, joinPath(visualsPath, index)));
    blocks.push(readBlock({ type: 'MEDIA_SET', items }, visualsPath, blocks.length, context));
  }
  const questionsPath = joinPath(path, 'questions');
  const questions = optionalArray(raw.questions, questionsPath);
  if (questions !== undefined && questions.length > 0) {
    const block = readBlock(
      { type: 'QUESTION_SET', items: questions },
      questionsPath,
      blocks.length,
      context,
    );
    blocks.push(block);
  }
  return blocks;
}

function formatIssuePath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (path, segment) => joinPath(path, typeof segment === 'number' ? segment : String(segment)),
    '',
  );
}

function normalizeDocument(input: unknown): SurveyDocument {
  const raw = requireObject(input, '');
  const context: Context = { usedIds: new Set() };
  const pageEntries = optionalArray(raw.pages, 'pages') ?? [];
  const pages =
    pageEntries.length === 0
      ? [createPage('STANDARD', 0)]
      : inPositionOrder(pageEntries).map(({ raw: page, index }, position) =>
          readPage(page, joinPath('pages', index), position, context),
        );
  return withPreferenceOptionsSynced({
    title: readText(raw.title, TEXT_LIMITS.surveyTitle),
    description: readText(raw.description, TEXT_LIMITS.description),
    pages,
    ...readHiddenFieldList(raw),
  });
}

/**
 * Turns lenient survey input (a JSON string, legacy field names, loose type names, options as an
 * object, array or JSON string, missing ids and positions, over-long text) into the canonical
 * document. Unknown types and non-objects where objects belong are rejected with the path (in the
 * input's own indices and keys) and a message without the path. Never throws.
 */
export function normalizeSurvey(input: unknown): NormalizeResult {
  let document: SurveyDocument;
  try {
    document = normalizeDocument(input);
  } catch (error) {
    if (error instanceof Rejection) return { ok: false, error: error.message, path: error.path };
    const reason = error instanceof Error ? error.message : 'unexpected input';
    return { ok: false, error: `could not read the survey: ${reason}`, path: '' };
  }
  const parsed = surveyDocumentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: issue?.message ?? 'invalid survey', path: formatIssuePath(issue?.path ?? []) };
  }
  return { ok: true, survey: parsed.data };
}
