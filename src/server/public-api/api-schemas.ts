import { z } from '@hono/zod-openapi';
import { errorBodySchema } from '#shared/errors.ts';
import { completionFilters } from '#shared/report/report-filter.ts';
import { surveyRecordSchema, surveyStatuses } from '#shared/survey/survey-record.ts';
import {
  surveyLifecycleStateSchema,
  surveyVersionDetailSchema,
  surveyVersionListSchema,
} from '#shared/survey/survey-versions.ts';

// The public API's request and answer shapes (docs/api.md). Requests are validated with these
// schemas and the OpenAPI document at /api/openapi.json is generated from them, so the two cannot
// drift. Survey documents, records and versions are the shared schemas the web app uses.

// Shared schemas are named with zod's own `.meta({ id })`, which the generator reads as a component
// name: under the test runner they may come from another copy of zod than the one `.openapi()`
// extends.

export const ErrorSchema = errorBodySchema.meta({
  id: 'Error',
  example: { error: { code: 'not_found', message: 'Survey not found' } },
});
export const SurveySchema = surveyRecordSchema.meta({ id: 'Survey' });
export const SurveyVersionListSchema = surveyVersionListSchema.meta({ id: 'SurveyVersionList' });
export const SurveyVersionSchema = surveyVersionDetailSchema.meta({ id: 'SurveyVersion' });

const cursor = z
  .string()
  .max(300)
  .optional()
  .openapi({ description: 'The `next_cursor` of the previous page; leave it out for the first page.' });

export const SurveyIdParams = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    description: "The survey's id (a UUID, as `id` in the survey list), not its share id",
    example: '3f1c0d5e-8a2b-4c6d-9e7f-0a1b2c3d4e5f',
  }),
});

export const SurveyVersionParams = SurveyIdParams.extend({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'version', in: 'path' }, example: 1 }),
});

export const SurveyListQuery = z.object({
  cursor,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .openapi({ description: 'Surveys per page, 1 to 100', example: 20 }),
});

export const SurveySummarySchema = z
  .object({
    id: z.string(),
    share_id: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(surveyStatuses),
    state: surveyLifecycleStateSchema,
    is_public: z.boolean(),
    published_version: z.number().int(),
    submission_count: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
    latest_submission_at: z.string().nullable().openapi({ format: 'date-time' }),
    closes_at: z.string().nullable().openapi({ format: 'date-time' }),
    response_limit: z.number().int().nullable(),
  })
  .openapi('SurveySummary');

export const SurveyListSchema = z
  .object({
    items: z.array(SurveySummarySchema),
    next_cursor: z.string().nullable().openapi({ description: 'null on the last page' }),
  })
  .openapi('SurveyList');

const versionQuery = z
  .union([z.literal('all'), z.coerce.number().int().min(1)])
  .default('all')
  .openapi({ description: '`all` (default) or one published version number', example: 'all' });

export const ResponsesQuery = z.object({
  cursor,
  since: z.iso.datetime({ offset: true }).optional().openapi({
    description: 'Only responses submitted at or after this time',
    example: '2026-11-01T00:00:00Z',
  }),
  version: z.coerce.number().int().min(1).optional().openapi({ description: 'Only this published version' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .openapi({ description: 'Responses per page, 1 to 200', example: 50 }),
});

const AnswerSchema = z
  .object({
    question_id: z.string(),
    variant_id: z.string().nullable().openapi({ description: 'The concept (variant) the answer was about' }),
    text: z.string().nullable(),
    number: z.number().nullable(),
    choice_ids: z.array(z.string()).nullable(),
    other_text: z.string().nullable(),
  })
  .openapi('Answer');

export const ResponseSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    started_at: z.string().nullable().openapi({ format: 'date-time' }),
    submitted_at: z.string().openapi({ format: 'date-time' }),
    name: z.string().nullable(),
    email: z.string().nullable(),
    hidden_fields: z.record(z.string(), z.string()),
    answers: z.array(AnswerSchema),
  })
  .openapi('Response');

export const ResponsePageSchema = z
  .object({
    items: z.array(ResponseSchema),
    next_cursor: z.string().nullable().openapi({
      description: 'The next page; null when this page is the last one there is now.',
    }),
    resume_cursor: z
      .string()
      .nullable()
      .openapi({
        description:
          'Where this page ends (the cursor you sent when it is empty; null before any response): keep the ' +
          'last one and pass it as `cursor` later to get only the responses that arrived since.',
      }),
  })
  .openapi('ResponsePage');

/** The report filter's fixed parameters; `a.<question>.<op>` and `h.<field>.<op>` are read too. */
const filterQuery = {
  version: versionQuery,
  from: z
    .string()
    .optional()
    .openapi({ description: 'Submitted on or after this day (UTC)', example: '2026-11-01' }),
  to: z
    .string()
    .optional()
    .openapi({ description: 'Submitted on or before this day (UTC)', example: '2026-11-30' }),
  completion: z.enum(completionFilters).optional().openapi({
    description: '`completed` (default), `partial` or `all` responses',
  }),
};

export const FILTER_DESCRIPTION =
  "Takes the analytics page's filter parameters: `version`, `from`, `to`, `completion`, and any number of " +
  '`a.<questionId>.is=<choiceId>`, `a.<questionId>.min=<n>`, `a.<questionId>.max=<n>`, `a.<questionId>.has=<text>`, ' +
  '`h.<field>.is=<text>`, `h.<field>.has=<text>` conditions (all must hold).';

export const ReportQuery = z.object(filterQuery);
export const ExportQuery = z.object({
  ...filterQuery,
  partials: z.enum(['include']).optional().openapi({ description: '`include` adds partial responses' }),
});

const ReportSurveySchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  share_id: z.string(),
  status: z.enum(surveyStatuses),
});

export const ReportSchema = z
  .looseObject({
    survey: ReportSurveySchema,
    totalResponses: z.number().int(),
    participants: z.number().int(),
    pages: z.array(
      z.looseObject({
        id: z.string(),
        title: z.string(),
        content_blocks: z.array(z.looseObject({})),
      }),
    ),
    generated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Report', {
    description:
      'The same report the analytics page shows: per page and question, counts, distributions, averages and the newest text answers.',
  });

export const PublishedSchema = z
  .object({
    share_id: z.string(),
    version: z.number().int().openapi({ description: 'The version now live' }),
    unchanged: z
      .boolean()
      .openapi({ description: 'True when the draft was the live version already and no version was made' }),
  })
  .openapi('Published');
