import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { normalizeSurvey, type NormalizeResult } from '#shared/survey/normalize-survey.ts';
import { findPublishProblems } from '#shared/survey/publish-checks.ts';
import { MAX_BLOCKS_PER_PAGE, fieldVisibilities, studyDesigns } from '#shared/survey/survey-schema.ts';

// The survey as a language model writes it: no ids or positions, options as plain strings, one
// flat shape per question. This schema is the create_survey tool's input; toSurveyDocument turns it
// into the lenient form normalizeSurvey() reads, so every rule of the canonical document holds.

export const modelQuestionTypes = [
  'FREE_RESPONSE',
  'MULTIPLE_CHOICE',
  'NUMBER_SELECT',
  'SLIDER',
  // Issue 12: NPS is the 0–10 likelihood-to-recommend question (report: the Net Promoter Score).
  'NPS',
  'DROPDOWN',
  'DATE',
  'EMAIL',
  'PHONE',
  'NUMBER',
  'CONSENT',
  // Issue 12: RANKING puts options in order (report: average rank); MATRIX rates statements on one scale.
  'RANKING',
  'MATRIX',
] as const;

export const modelQuestionSchema = z.object({
  text: z.string().describe('The question, one idea, neutral wording'),
  response_type: z.enum(modelQuestionTypes),
  description: z.string().optional(),
  required: z.boolean().optional(),
  options: z
    .array(z.string())
    .optional()
    .describe(
      'MULTIPLE_CHOICE or DROPDOWN (one pick from a long list, e.g. countries): the options; RANKING: the 2-20 things to put in order',
    ),
  rows: z
    .array(z.string())
    .optional()
    .describe('MATRIX: the statements or aspects rated, one row each (e.g. "Speed", "Price", "Support")'),
  columns: z
    .array(z.string())
    .optional()
    .describe(
      'MATRIX: the shared scale, lowest first, 2-11 points (default: Strongly disagree … Strongly agree)',
    ),
  allow_multiple: z.boolean().optional().describe('MULTIPLE_CHOICE: respondents may pick several'),
  allow_other: z.boolean().optional().describe('MULTIPLE_CHOICE: adds an "Other" option with a text box'),
  min: z
    .number()
    .optional()
    .describe('NUMBER_SELECT (integers, at most 11 points, e.g. 0–10) or SLIDER lower bound'),
  max: z.number().optional(),
  step: z.number().optional().describe('SLIDER step'),
  min_label: z.string().optional(),
  mid_label: z.string().optional(),
  max_label: z.string().optional(),
  placeholder: z.string().optional().describe('FREE_RESPONSE, EMAIL, PHONE or NUMBER placeholder'),
  integer: z.boolean().optional().describe('NUMBER: whole numbers only (min and max bound a NUMBER too)'),
  earliest: z.string().optional().describe('DATE: the earliest date allowed, YYYY-MM-DD'),
  latest: z.string().optional().describe('DATE: the latest date allowed, YYYY-MM-DD'),
  statement: z
    .string()
    .optional()
    .describe('CONSENT: what the respondent agrees to by ticking the box, e.g. "I agree to be contacted"'),
  preference: z
    .boolean()
    .optional()
    .describe(
      'MULTIPLE_CHOICE on a page with a variants block: "which do you prefer?". Its options are the variants themselves, kept in sync (leave options out); a forced choice, no "No preference". Not allowed with the monadic design',
    ),
});
export type ModelQuestion = z.infer<typeof modelQuestionSchema>;

export const modelVariantSchema = z.object({
  title: z.string().describe('e.g. "Variant A: Save more without thinking"'),
  text: z.string().optional().describe('What the respondent reads for this variant'),
  url: z.string().optional().describe('A link to the concept (image, video or page), instead of text'),
});

export const modelBlockSchema = z.object({
  kind: z.enum(['questions', 'variants']),
  questions: z.array(modelQuestionSchema).optional(),
  variants: z.array(modelVariantSchema).optional().describe('A concept test shows 2-4 variants'),
  design: z
    .enum(studyDesigns)
    .optional()
    .describe(
      'variants: side_by_side (default; everyone sees all variants and picks one), monadic (each respondent sees only one, assigned in balance), sequential_monadic (each sees every variant one after another, rates each, then picks one)',
    ),
  must_view_all: z
    .boolean()
    .optional()
    .describe('variants, side_by_side: respondents must look at every variant before choosing'),
});

export const modelPageSchema = z.object({
  page_type: z.enum(['WELCOME', 'STANDARD', 'THANK_YOU']),
  title: z.string(),
  description: z.string().optional(),
  collect_name: z.enum(fieldVisibilities).optional().describe('WELCOME page only'),
  collect_email: z.enum(fieldVisibilities).optional().describe('WELCOME page only'),
  blocks: z
    .array(modelBlockSchema)
    .max(MAX_BLOCKS_PER_PAGE)
    .optional()
    .describe(`At most ${MAX_BLOCKS_PER_PAGE} blocks per page`),
});

export const modelSurveySchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  pages: z.array(modelPageSchema).min(1),
});
export type ModelSurvey = z.infer<typeof modelSurveySchema>;

/**
 * The lenient response_options of normalizeSurvey for one model question; a preference question is
 * linked to preferenceSetId, the media set of its page (null when the page has none).
 */
export function responseOptionsFor(
  question: Omit<ModelQuestion, 'text'>,
  preferenceSetId: string | null = null,
): Record<string, unknown> {
  switch (question.response_type) {
    case 'FREE_RESPONSE':
      return question.placeholder === undefined ? {} : { placeholder: question.placeholder };
    case 'MULTIPLE_CHOICE':
      if (question.preference && preferenceSetId !== null) {
        // normalizeSurvey fills the options from the variants, by id (docs/decisions/022).
        return { options: [], allow_multiple: false, allow_other: false, variants_of: preferenceSetId };
      }
      return {
        ...(question.options ? { options: question.options } : {}),
        allow_multiple: question.allow_multiple ?? false,
        allow_other: question.allow_other ?? false,
      };
    case 'NUMBER_SELECT':
      return {
        ...(question.min === undefined ? {} : { min: question.min }),
        ...(question.max === undefined ? {} : { max: question.max }),
        ...(question.min_label === undefined ? {} : { min_label: question.min_label }),
        ...(question.mid_label === undefined ? {} : { mid_label: question.mid_label }),
        ...(question.max_label === undefined ? {} : { max_label: question.max_label }),
      };
    case 'SLIDER':
      return {
        ...(question.min === undefined ? {} : { min: question.min }),
        ...(question.max === undefined ? {} : { max: question.max }),
        ...(question.step === undefined ? {} : { step: question.step }),
        labels: {
          ...(question.min_label === undefined ? {} : { min: question.min_label }),
          ...(question.mid_label === undefined ? {} : { mid: question.mid_label }),
          ...(question.max_label === undefined ? {} : { max: question.max_label }),
        },
      };
    case 'NPS':
      return {
        ...(question.min_label === undefined ? {} : { min_label: question.min_label }),
        ...(question.max_label === undefined ? {} : { max_label: question.max_label }),
      };
    case 'DROPDOWN':
      return question.options ? { options: question.options } : {};
    case 'DATE':
      return {
        ...(question.earliest === undefined ? {} : { earliest: question.earliest }),
        ...(question.latest === undefined ? {} : { latest: question.latest }),
      };
    case 'EMAIL':
    case 'PHONE':
      return question.placeholder === undefined ? {} : { placeholder: question.placeholder };
    case 'NUMBER':
      return {
        ...(question.min === undefined ? {} : { min: question.min }),
        ...(question.max === undefined ? {} : { max: question.max }),
        ...(question.integer === undefined ? {} : { integer: question.integer }),
        ...(question.placeholder === undefined ? {} : { placeholder: question.placeholder }),
      };
    case 'CONSENT':
      return question.statement === undefined ? {} : { statement: question.statement };
    case 'RANKING':
      return question.options ? { options: question.options } : {};
    case 'MATRIX':
      return {
        ...(question.rows ? { rows: question.rows } : {}),
        ...(question.columns ? { columns: question.columns } : {}),
      };
  }
}

function variantItem(variant: z.infer<typeof modelVariantSchema>) {
  return variant.url
    ? { media_type: 'URL', title: variant.title, show_title: true, media_data: { url: variant.url } }
    : {
        media_type: 'DESCRIPTION',
        title: variant.title,
        show_title: true,
        media_data: { text: variant.text ?? '' },
      };
}

function pageBlocks(blocks: readonly z.infer<typeof modelBlockSchema>[]): Record<string, unknown>[] {
  // The model names no ids: the page's first variants block gets one here, so its preference
  // questions can point at it (the page rule: its first media set's design decides).
  const setId = blocks.some((block) => block.kind === 'variants') ? `block_${randomUUID()}` : null;
  let firstSet = true;
  return blocks.map((block) => {
    if (block.kind === 'variants') {
      const id = firstSet ? setId : null;
      firstSet = false;
      return {
        type: 'MEDIA_SET',
        ...(id === null ? {} : { id }),
        items: (block.variants ?? []).map(variantItem),
        ...(block.design === undefined ? {} : { design: block.design }),
        ...(block.must_view_all === undefined ? {} : { must_view_all: block.must_view_all }),
      };
    }
    return {
      type: 'QUESTION_SET',
      items: (block.questions ?? []).map((question) => ({
        text: question.text,
        description: question.description ?? '',
        response_type: question.response_type,
        required: question.required ?? false,
        response_options: responseOptionsFor(question, setId),
      })),
    };
  });
}

/**
 * Model output → canonical document, or the first problem with the path that has it. A design
 * mistake the author could only meet at publishing (a preference question in a monadic test) is
 * refused here, so the model repairs it while drafting.
 */
export function toSurveyDocument(input: ModelSurvey): NormalizeResult {
  const result = normalizeDocument(input);
  if (!result.ok) return result;
  const designProblem = findPublishProblems(result.survey).find(
    (problem) => problem.code === 'preference_in_monadic',
  );
  return designProblem ? { ok: false, error: designProblem.message, path: 'pages' } : result;
}

function normalizeDocument(input: ModelSurvey): NormalizeResult {
  return normalizeSurvey({
    title: input.title,
    description: input.description ?? '',
    pages: input.pages.map((page) => ({
      page_type: page.page_type,
      title: page.title,
      description: page.description ?? '',
      options: {
        ...(page.collect_name ? { collectName: page.collect_name } : {}),
        ...(page.collect_email ? { collectEmail: page.collect_email } : {}),
      },
      content_blocks: pageBlocks(page.blocks ?? []),
    })),
  });
}
