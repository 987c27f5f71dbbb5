import { z } from 'zod';
import { normalizeSurvey, type NormalizeResult } from '#shared/survey/normalize-survey.ts';
import { MAX_BLOCKS_PER_PAGE, fieldVisibilities } from '#shared/survey/survey-schema.ts';

// The survey as a language model writes it: no ids or positions, options as plain strings, one
// flat shape per question. This schema is the create_survey tool's input; toSurveyDocument turns it
// into the lenient form normalizeSurvey() reads, so every rule of the canonical document holds.

export const modelQuestionTypes = ['FREE_RESPONSE', 'MULTIPLE_CHOICE', 'NUMBER_SELECT', 'SLIDER'] as const;

export const modelQuestionSchema = z.object({
  text: z.string().describe('The question, one idea, neutral wording'),
  response_type: z.enum(modelQuestionTypes),
  description: z.string().optional(),
  required: z.boolean().optional(),
  options: z.array(z.string()).optional().describe('MULTIPLE_CHOICE: the answer options, mutually exclusive'),
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
  placeholder: z.string().optional().describe('FREE_RESPONSE placeholder'),
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
  variants: z.array(modelVariantSchema).optional().describe('A concept test shows 2-4 variants side by side'),
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

/** The lenient response_options of normalizeSurvey for one model question. */
export function responseOptionsFor(question: Omit<ModelQuestion, 'text'>): Record<string, unknown> {
  switch (question.response_type) {
    case 'FREE_RESPONSE':
      return question.placeholder === undefined ? {} : { placeholder: question.placeholder };
    case 'MULTIPLE_CHOICE':
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

/** Model output → canonical document, or the first problem with the path that has it. */
export function toSurveyDocument(input: ModelSurvey): NormalizeResult {
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
      content_blocks: (page.blocks ?? []).map((block) =>
        block.kind === 'variants'
          ? { type: 'MEDIA_SET', items: (block.variants ?? []).map(variantItem) }
          : {
              type: 'QUESTION_SET',
              items: (block.questions ?? []).map((question) => ({
                text: question.text,
                description: question.description ?? '',
                response_type: question.response_type,
                required: question.required ?? false,
                response_options: responseOptionsFor(question),
              })),
            },
      ),
    })),
  });
}
