import { z } from 'zod';
import {
  blockTypes,
  mediaTypes,
  pageTypes,
  responseTypes,
  type QuestionItem,
} from '../survey/survey-schema.ts';
import { surveyStatuses } from '../survey/survey-record.ts';
import { surveyLifecycleStateSchema, surveyVersionSummarySchema } from '../survey/survey-versions.ts';
import type {
  ParticipantComparison,
  ParticipantPage,
  ReportBlock,
  ReportFreshness,
  ReportMediaItem,
  ReportQuestion,
  SurveyListPage,
  SurveyReport,
  TextResponsePage,
} from './report-types.ts';
import { variantResultsSchema } from './variant-results.ts';

// The replies of the reports and survey-list APIs as schemas, for the pages that read them. Each is
// declared as a schema of its type in report-types.ts, so the two can't drift apart unnoticed.

const nextOffset = z.number().int().nullable();

const surveyListRowSchema = z.object({
  id: z.string(),
  share_id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  is_public: z.boolean(),
  status: z.enum(surveyStatuses),
  state: surveyLifecycleStateSchema.optional(),
  published_version: z.number().int().optional(),
  submission_count: z.number(),
  created_at: z.string(),
  latest_submission_at: z.string().nullable(),
  closes_at: z.string().nullable().optional(),
  closes_time_zone: z.string().nullable().optional(),
  response_limit: z.number().int().nullable().optional(),
});

export const surveyListPageSchema: z.ZodType<SurveyListPage> = z.object({
  items: z.array(surveyListRowSchema),
  total: z.number(),
  nextOffset,
});

const distributionBucketSchema = z.object({
  label: z.string(),
  value: z.number(),
  percentage: z.number().optional(),
  low: z.number().optional(),
  high: z.number().optional(),
  choiceId: z.string().optional(),
});

const textResponseSchema = z.object({
  id: z.string(),
  submission_id: z.string(),
  name: z.string().nullable(),
  text: z.string(),
  submitted_at: z.string(),
});

const voiceNoteResultSchema = z.object({
  id: z.string(),
  submission_id: z.string().nullable(),
  name: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  transcription: z.string().nullable(),
  transcription_status: z.enum(['none', 'pending', 'done', 'failed']),
  audio_url: z.string(),
  created_at: z.string(),
});

const questionResultsSchema = z.object({
  totalResponses: z.number(),
  average: z.number().nullable(),
  distribution: z.array(distributionBucketSchema),
  responses: z.array(textResponseSchema),
  responseCount: z.number(),
  voiceNotes: z.array(voiceNoteResultSchema),
  voiceNoteCount: z.number(),
  // Figures of single types are passed through as the server computed them.
  ranking: z.array(z.looseObject({})).nullable().optional(),
  matrix: z.array(z.looseObject({})).nullable().optional(),
  nps: z
    .object({
      score: z.number().nullable(),
      total: z.number(),
      groups: z.array(
        z.object({
          key: z.enum(['detractors', 'passives', 'promoters']),
          label: z.string(),
          count: z.number(),
          percentage: z.number(),
        }),
      ),
    })
    .nullable()
    .optional(),
  consent: z.object({ agreed: z.number(), asked: z.number(), percentage: z.number() }).nullable().optional(),
});

// A question or media item carries the document's own fields, which were validated when the survey
// was saved (and may come from an older version): only what the page keys on is checked here, the
// rest is passed through untouched.
const questionFieldsSchema = z.looseObject({
  id: z.string(),
  text: z.string(),
  response_type: z.enum(responseTypes),
  response_options: z.looseObject({}),
});

const reportQuestionSchema = questionFieldsSchema
  .extend({
    results: questionResultsSchema,
    askedInVersions: z.array(z.number()).optional(),
    removedInVersion: z.number().nullable().optional(),
    versionGroups: z
      .array(
        z.object({
          versions: z.array(z.number()),
          question: questionFieldsSchema.transform((question) => question as QuestionItem),
          results: questionResultsSchema,
        }),
      )
      .nullable()
      .optional(),
    versionNote: z.string().nullable().optional(),
    variantResults: variantResultsSchema.nullable().optional(),
  })
  .transform((question) => question as ReportQuestion);

const reportMediaItemSchema = z
  .looseObject({
    id: z.string(),
    media_type: z.enum(mediaTypes),
    media_data: z.looseObject({}),
    analytics: z.object({ view_count: z.number(), engagement_score: z.number() }),
  })
  .transform((item) => item as ReportMediaItem);

const knownBlockSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('QUESTION_SET'),
    position: z.number(),
    items: z.array(reportQuestionSchema),
  }),
  z.object({
    id: z.string(),
    type: z.literal('MEDIA_SET'),
    position: z.number(),
    items: z.array(reportMediaItemSchema),
  }),
]);

const knownBlockTypes: ReadonlySet<string> = new Set(blockTypes);

// A block of a type this page does not know (from a newer server, or a stored version of another
// era), or a missing one: the page shows it as a message (spec: 'Unknown content block type: {type}',
// 'No content block data available.') instead of refusing the whole report. Only its type is
// shown, so the rest passes through untouched. A known type that breaks its schema is still refused.
const otherBlockSchema = z
  .union([z.looseObject({ type: z.string().refine((type) => !knownBlockTypes.has(type)) }), z.null()])
  .transform((block) => block as unknown as ReportBlock);

const reportBlockSchema = z.union([knownBlockSchema, otherBlockSchema]);

export const surveyReportSchema: z.ZodType<SurveyReport> = z.object({
  survey: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    created_at: z.string(),
    status: z.enum(surveyStatuses),
    share_id: z.string(),
    is_public: z.boolean(),
  }),
  totalResponses: z.number(),
  participants: z.number(),
  pages: z.array(
    z.object({
      id: z.string(),
      page_type: z.enum(pageTypes),
      title: z.string(),
      description: z.string(),
      position: z.number(),
      content_blocks: z.array(reportBlockSchema),
    }),
  ),
  version: z.union([z.literal('all'), z.number()]).optional(),
  live_version: z.number().optional(),
  versions: z.array(surveyVersionSummarySchema).optional(),
  hidden_fields: z.array(z.string()).optional(),
  generated_at: z.string(),
});

const keysetPageFields = {
  total: z.number(),
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
};

export const textResponsePageSchema: z.ZodType<TextResponsePage> = z.object({
  items: z.array(textResponseSchema),
  ...keysetPageFields,
});

const participantSummarySchema = z.object({
  submission_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  submitted_at: z.string(),
  version: z.number().optional(),
  /** Hidden fields from the participant's link (issue 12). */
  hidden_fields: z.record(z.string(), z.string()).optional(),
  partial: z.boolean().optional(),
});

export const participantPageSchema: z.ZodType<ParticipantPage> = z.object({
  items: z.array(participantSummarySchema),
  ...keysetPageFields,
});

export const participantComparisonSchema: z.ZodType<ParticipantComparison> = z.object({
  participant: participantSummarySchema,
  questions: z.record(
    z.string(),
    z.object({ value: z.number(), average: z.number(), deviation: z.number(), percentile: z.number() }),
  ),
});

/** The live check the analytics page polls (decision 018). */
export const reportFreshnessSchema: z.ZodType<ReportFreshness> = z.object({
  submissions: z.number(),
  latest_submission_at: z.string().nullable(),
  latest_progress_at: z.string().nullable().optional(),
});
