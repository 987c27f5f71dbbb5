import { z } from 'zod';
import { isEmptyOrSafeLink, isEmptyOrSafeUrl } from '../format/safe-url.ts';
import { choiceResponseTypes, contactResponseTypes, scaleResponseTypes } from './response-kinds.ts';
import {
  MAX_MATRIX_COLUMNS,
  MAX_MATRIX_ROWS,
  MAX_RANKING_OPTIONS,
  MAX_SCALE_POINTS,
} from './survey-rules.ts';
import { REFERENCE_NAME_PATTERN, TEXT_LIMITS } from './text-limits.ts';

export { REFERENCE_NAME_PATTERN, TEXT_LIMITS };

// The canonical survey document (spec owner-side §3). Stored as surveys.draft / surveys.published,
// edited by the editor's pure operations, produced by the assistant. Lenient input goes through
// normalizeSurvey() first; this schema describes only the canonical shape.

/** A stored URL: empty, http(s) or a path on Pollen's own origin (normalizeSurvey drops the rest). */
const storedUrl = z.string().refine(isEmptyOrSafeUrl, 'must be an http or https address');
/** A link item's address: as storedUrl, and "example.com" (opened as https://example.com). */
const storedLink = z.string().refine(isEmptyOrSafeLink, 'must be an http or https address');

export const MAX_BLOCKS_PER_PAGE = 2;

export const pageTypes = ['WELCOME', 'STANDARD', 'THANK_YOU'] as const;
export type PageType = (typeof pageTypes)[number];

export const blockTypes = ['QUESTION_SET', 'MEDIA_SET'] as const;
export type BlockType = (typeof blockTypes)[number];

/** The four the editor builds, then the extra enumerated ones of §3. */
export const responseTypes = [
  'FREE_RESPONSE',
  'MULTIPLE_CHOICE',
  'NUMBER_SELECT',
  'SLIDER',
  'SINGLE_CHOICE',
  'RATING',
  'YES_NO',
  'CHECKBOX',
  'RANKING',
  'MATRIX',
  'NPS',
  'DROPDOWN',
  'DATE',
  'EMAIL',
  'PHONE',
  'NUMBER',
  'CONSENT',
] as const;
export type ResponseType = (typeof responseTypes)[number];
// Which of them are choice, number or text questions: response-kinds.ts.

export const mediaTypes = ['DESCRIPTION', 'URL', 'FILE', 'IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT'] as const;
export type MediaType = (typeof mediaTypes)[number];
export const fileMediaTypes = ['FILE', 'IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT'] as const;

export const fieldVisibilities = ['hidden', 'optional', 'required'] as const;

/**
 * How a media set's variants are tested (issue 11; docs/decisions/022): all side by side, one per
 * respondent (monadic), or each in turn (sequential monadic). Absent in older documents: side by side.
 */
export const studyDesigns = ['side_by_side', 'monadic', 'sequential_monadic'] as const;
export type StudyDesign = (typeof studyDesigns)[number];

/** Whether a choice question's options are shown shuffled per respondent; absent: 'none'. */
export const optionOrders = ['none', 'all', 'all_but_last'] as const;
export type OptionOrder = (typeof optionOrders)[number];

// ----- logic, hidden fields, piping (issue 12; docs/decisions/028) ------------------------------

export const MAX_HIDDEN_FIELDS = 20;
export const MAX_RULES_PER_QUESTION = 20;
const referenceName = z.string().regex(REFERENCE_NAME_PATTERN, 'must be lowercase letters, digits and _');

/** What a condition asks of an answer (which ones a question offers: conditionOperatorsFor()). */
export const conditionOperators = [
  'equals',
  'not_equals',
  'at_least',
  'at_most',
  'contains',
  'answered',
  'not_answered',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

const conditionValue = z.union([z.string().max(TEXT_LIMITS.option), z.number().finite()]).optional();

/** A test of an earlier answer (by question id) or of a hidden field (by its key). */
export const logicConditionSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('question'),
    question_id: z.string().min(1),
    operator: z.enum(conditionOperators),
    /** An option id (equals / not equals), a number (at least / at most) or text (contains). */
    value: conditionValue,
  }),
  z.object({
    source: z.literal('hidden_field'),
    field: referenceName,
    operator: z.enum(conditionOperators),
    value: conditionValue,
  }),
]);
export type LogicCondition = z.infer<typeof logicConditionSchema>;

/** Where a rule sends the respondent: a later page, or straight to the thank-you page. */
export const logicTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), page_id: z.string().min(1) }),
  z.object({ type: z.literal('end') }),
]);
export type LogicTarget = z.infer<typeof logicTargetSchema>;

/** "If <condition>, go to <target>", checked when the respondent leaves the question's page. */
export const logicRuleSchema = z.object({
  id: z.string().min(1),
  condition: logicConditionSchema,
  go_to: logicTargetSchema,
});
export type LogicRule = z.infer<typeof logicRuleSchema>;

// ----- questions -------------------------------------------------------------------------------

export const choiceOptionSchema = z.object({
  id: z.string().min(1),
  text: z.string().max(TEXT_LIMITS.option),
  position: z.number().int().min(0),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

export const choiceOptionsSchema = z.object({
  options: z.array(choiceOptionSchema).min(1),
  allow_other: z.boolean(),
  /** Respondents may pick several (CHECKBOX always; MULTIPLE_CHOICE when the author says so). */
  allow_multiple: z.boolean(),
  /** Shuffled per respondent; 'all_but_last' keeps the last option (e.g. "None of these") last. */
  option_order: z.enum(optionOrders).optional(),
  /**
   * A preference question: the id of a media set on the same page whose variants ARE the options
   * (option id = variant id, kept in sync by the operations and normalizeSurvey).
   */
  variants_of: z.string().min(1).optional(),
});

/** Ranking (issue 12): the respondent puts every option in order; answers are option ids by rank. */
export const rankingOptionsSchema = z.object({
  options: z.array(choiceOptionSchema).min(2).max(MAX_RANKING_OPTIONS),
});

/** One row (a statement) or column (a point of the shared scale) of a matrix question. */
export const matrixEntrySchema = z.object({
  id: z
    .string()
    .min(1)
    .refine((id) => !id.includes(':'), 'must not contain ":"'),
  text: z.string().max(TEXT_LIMITS.option),
  position: z.number().int().min(0),
});
export type MatrixEntry = z.infer<typeof matrixEntrySchema>;

/**
 * Matrix (Likert grid, issue 12): statements in rows, one shared scale in columns (ordered, first
 * column = 1), one choice per row. Answers are choice ids "rowId:columnId" (docs/decisions/027).
 */
export const matrixOptionsSchema = z.object({
  rows: z.array(matrixEntrySchema).min(1).max(MAX_MATRIX_ROWS),
  columns: z.array(matrixEntrySchema).min(2).max(MAX_MATRIX_COLUMNS),
});

export const freeResponseOptionsSchema = z.object({
  placeholder: z.string().max(TEXT_LIMITS.placeholder),
  maxLength: z.number().int().positive(),
  minLength: z.number().int().min(0).optional(),
});

export const numberSelectOptionsSchema = z.object({
  scale: z.number().int().min(2).max(MAX_SCALE_POINTS),
  min: z.number().int(),
  max: z.number().int(),
  min_label: z.string().max(TEXT_LIMITS.numberLabel),
  mid_label: z.string().max(TEXT_LIMITS.numberLabel),
  max_label: z.string().max(TEXT_LIMITS.numberLabel),
});

export const sliderOptionsSchema = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  labels: z.object({
    min: z.string().max(TEXT_LIMITS.sliderLabel),
    mid: z.string().max(TEXT_LIMITS.sliderLabel),
    max: z.string().max(TEXT_LIMITS.sliderLabel),
  }),
});

/** Net Promoter Score (issue 12): "How likely… to recommend?" on 0–10; only the end labels vary. */
export const npsOptionsSchema = z.object({
  min_label: z.string().max(TEXT_LIMITS.numberLabel),
  max_label: z.string().max(TEXT_LIMITS.numberLabel),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** A date answer (text_value "YYYY-MM-DD"), optionally between two dates (null: open). */
export const dateOptionsSchema = z.object({
  earliest: isoDate.nullable(),
  latest: isoDate.nullable(),
});

/** An e-mail or phone answer (text_value): only the hint shown in the empty field. */
export const contactOptionsSchema = z.object({
  placeholder: z.string().max(TEXT_LIMITS.placeholder),
});

/**
 * A number answer (numeric_value): optional bounds (null: none), whole numbers only when
 * `integer`; normalizeSurvey keeps min ≤ max.
 */
export const numberOptionsSchema = z.object({
  placeholder: z.string().max(TEXT_LIMITS.placeholder),
  min: z.number().nullable(),
  max: z.number().nullable(),
  integer: z.boolean(),
});

/** A consent checkbox: the statement the respondent ticks to agree (numeric_value 1 when ticked). */
export const consentOptionsSchema = z.object({
  statement: z.string().max(TEXT_LIMITS.consentStatement),
});

const questionBase = {
  id: z.string().min(1),
  text: z.string().max(TEXT_LIMITS.question),
  description: z.string().max(TEXT_LIMITS.description),
  required: z.boolean(),
  position: z.number().int().min(0),
  /** Short name for piping ({{key}}) and for naming the question in logic; absent: not referencable. */
  key: referenceName.optional(),
  /** Skip rules, first match wins; absent or none: the next page. */
  logic: z.array(logicRuleSchema).max(MAX_RULES_PER_QUESTION).optional(),
};

export const questionItemSchema = z.discriminatedUnion('response_type', [
  z.object({
    ...questionBase,
    response_type: z.literal('FREE_RESPONSE'),
    response_options: freeResponseOptionsSchema,
  }),
  z.object({
    ...questionBase,
    response_type: z.enum(choiceResponseTypes),
    response_options: choiceOptionsSchema,
  }),
  z.object({
    ...questionBase,
    response_type: z.enum(scaleResponseTypes),
    response_options: numberSelectOptionsSchema,
  }),
  z.object({ ...questionBase, response_type: z.literal('SLIDER'), response_options: sliderOptionsSchema }),
  z.object({ ...questionBase, response_type: z.literal('RANKING'), response_options: rankingOptionsSchema }),
  z.object({ ...questionBase, response_type: z.literal('MATRIX'), response_options: matrixOptionsSchema }),
  z.object({ ...questionBase, response_type: z.literal('NPS'), response_options: npsOptionsSchema }),
  z.object({ ...questionBase, response_type: z.literal('DATE'), response_options: dateOptionsSchema }),
  z.object({
    ...questionBase,
    response_type: z.enum(contactResponseTypes),
    response_options: contactOptionsSchema,
  }),
  z.object({ ...questionBase, response_type: z.literal('NUMBER'), response_options: numberOptionsSchema }),
  z.object({ ...questionBase, response_type: z.literal('CONSENT'), response_options: consentOptionsSchema }),
]);
export type QuestionItem = z.infer<typeof questionItemSchema>;
export type FreeResponseOptions = z.infer<typeof freeResponseOptionsSchema>;
export type ChoiceOptions = z.infer<typeof choiceOptionsSchema>;
export type NumberSelectOptions = z.infer<typeof numberSelectOptionsSchema>;
export type SliderOptions = z.infer<typeof sliderOptionsSchema>;
export type RankingOptions = z.infer<typeof rankingOptionsSchema>;
export type MatrixOptions = z.infer<typeof matrixOptionsSchema>;
export type NpsOptions = z.infer<typeof npsOptionsSchema>;
export type DateOptions = z.infer<typeof dateOptionsSchema>;
export type ContactOptions = z.infer<typeof contactOptionsSchema>;
export type NumberOptions = z.infer<typeof numberOptionsSchema>;
export type ConsentOptions = z.infer<typeof consentOptionsSchema>;

// ----- media -----------------------------------------------------------------------------------

export const fetchStatuses = ['idle', 'fetching', 'completed', 'error'] as const;
export const uploadStatuses = ['idle', 'uploading', 'completed', 'error'] as const;
export const linkPreviewTypes = ['image', 'video', 'website'] as const;

export const linkMetadataSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: storedUrl,
  favicon: storedUrl,
  siteName: z.string(),
  type: z.enum(linkPreviewTypes),
});
export type LinkMetadata = z.infer<typeof linkMetadataSchema>;

export const descriptionMediaDataSchema = z.object({ text: z.string().max(10_000) });

export const urlMediaDataSchema = z.object({
  url: storedLink.max(2048),
  fetch_status: z.enum(fetchStatuses),
  metadata: linkMetadataSchema.nullable(),
  preview_mode: z.string(),
  custom_title: z.string().max(TEXT_LIMITS.mediaTitle),
  custom_description: z.string().max(TEXT_LIMITS.description),
});

export const fileMediaDataSchema = z.object({
  file_url: storedUrl,
  file_name: z.string(),
  file_size: z.number().int().min(0),
  file_type: z.string(),
  file_extension: z.string(),
  category: z.string(),
  upload_status: z.enum(uploadStatuses),
  upload_error: z.string(),
  /** Storage key of the uploaded object, so removing the item can delete it. */
  object_key: z.string(),
});

const mediaBase = {
  id: z.string().min(1),
  title: z.string().max(TEXT_LIMITS.mediaTitle),
  description: z.string().max(TEXT_LIMITS.description),
  show_title: z.boolean(),
  show_description: z.boolean(),
  position: z.number().int().min(0),
};

export const mediaItemSchema = z.discriminatedUnion('media_type', [
  z.object({ ...mediaBase, media_type: z.literal('DESCRIPTION'), media_data: descriptionMediaDataSchema }),
  z.object({ ...mediaBase, media_type: z.literal('URL'), media_data: urlMediaDataSchema }),
  z.object({ ...mediaBase, media_type: z.enum(fileMediaTypes), media_data: fileMediaDataSchema }),
]);
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type DescriptionMediaData = z.infer<typeof descriptionMediaDataSchema>;
export type UrlMediaData = z.infer<typeof urlMediaDataSchema>;
export type FileMediaData = z.infer<typeof fileMediaDataSchema>;

// ----- blocks, pages, document -----------------------------------------------------------------

const blockBase = {
  id: z.string().min(1),
  position: z.number().int().min(0),
  /** 0 = left, 1 = right; equal to position in this model (older drafts also had row_position). */
  column_position: z.number().int().min(0),
};

export const questionSetBlockSchema = z.object({
  ...blockBase,
  type: z.literal('QUESTION_SET'),
  items: z.array(questionItemSchema).min(1),
});
export const mediaSetBlockSchema = z.object({
  ...blockBase,
  type: z.literal('MEDIA_SET'),
  items: z.array(mediaItemSchema).min(1),
  /** Absent: 'side_by_side'. Read with studyDesignOf(). */
  design: z.enum(studyDesigns).optional(),
  /** Respondents must have seen every variant before answering a preference question. */
  must_view_all: z.boolean().optional(),
});
export const contentBlockSchema = z.discriminatedUnion('type', [questionSetBlockSchema, mediaSetBlockSchema]);
export type QuestionSetBlock = z.infer<typeof questionSetBlockSchema>;
export type MediaSetBlock = z.infer<typeof mediaSetBlockSchema>;
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const pageOptionsSchema = z.object({
  /** Welcome page: whether respondents give a name / an e-mail (respondent spec §5). */
  collectName: z.enum(fieldVisibilities).optional(),
  collectEmail: z.enum(fieldVisibilities).optional(),
  namePlaceholder: z.string().max(TEXT_LIMITS.placeholder).optional(),
  emailPlaceholder: z.string().max(TEXT_LIMITS.placeholder).optional(),
});
export type PageOptions = z.infer<typeof pageOptionsSchema>;

export const pageSchema = z.object({
  id: z.string().min(1),
  title: z.string().max(TEXT_LIMITS.pageTitle),
  description: z.string().max(TEXT_LIMITS.description),
  page_type: z.enum(pageTypes),
  position: z.number().int().min(0),
  options: pageOptionsSchema,
  visual_layout: z.string().nullable(),
  content_blocks: z.array(contentBlockSchema).max(MAX_BLOCKS_PER_PAGE),
  /** Shown only when this holds (tested on the answers given before it); absent: always shown. */
  display_condition: logicConditionSchema.optional(),
});
export type Page = z.infer<typeof pageSchema>;

export const surveyDocumentSchema = z.object({
  title: z.string().max(TEXT_LIMITS.surveyTitle),
  description: z.string().max(TEXT_LIMITS.description),
  pages: z.array(pageSchema).min(1),
  /** Keys read from the share link's query string (?source=newsletter), stored with each response. */
  hidden_fields: z.array(referenceName).max(MAX_HIDDEN_FIELDS).optional(),
});
export type SurveyDocument = z.infer<typeof surveyDocumentSchema>;
