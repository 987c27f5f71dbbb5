import { z } from 'zod';
import type { MediaItem, QuestionItem, SurveyDocument } from '../survey/survey-schema.ts';

// The contract between the respondent flow (browser), the submission route (server) and the pure
// step builder / answer rules in this folder.

import { OTHER_TEXT_MAX, RESPONDENT_EMAIL_MAX, RESPONDENT_NAME_MAX, TEXT_ANSWER_MAX } from './take-limits.ts';
import { HIDDEN_FIELD_VALUE_MAX } from '../survey/survey-logic.ts';

export { OTHER_TEXT_MAX, RESPONDENT_EMAIL_MAX, RESPONDENT_NAME_MAX, TEXT_ANSWER_MAX };

/** One answer as the respondent's browser sends it. */
export const submissionAnswerSchema = z.object({
  question_id: z.string().min(1).max(100),
  block_id: z.string().max(100).optional(),
  media_item_id: z.string().max(100).optional(),
  text_value: z.string().max(TEXT_ANSWER_MAX).optional(),
  numeric_value: z.number().finite().optional(),
  choice_ids: z.array(z.string().max(100)).max(100).optional(),
  other_text: z.string().max(OTHER_TEXT_MAX).optional(),
});
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;

const variantIdSchema = z.string().min(1).max(100);
const idOrderSchema = z.array(variantIdSchema).max(100);
const fewKeys = (record: Record<string, unknown>) => Object.keys(record).length <= 200;

/** Body of POST /api/public/surveys/:shareId/submissions (header Idempotency-Key: <uuid>). */
export const submissionPayloadSchema = z.object({
  name: z.string().max(RESPONDENT_NAME_MAX).optional(),
  email: z.string().max(RESPONDENT_EMAIL_MAX).optional(),
  answers: z.array(submissionAnswerSchema).max(500),
  voice_comment_ids: z.array(z.uuid()).max(100).optional(),
  started_at: z.iso.datetime().optional(),
  /**
   * The published version the respondent loaded and answered. The server validates against THAT
   * version, also after a newer one was published; absent (older clients): the live version.
   */
  published_version: z.number().int().min(1).optional(),
  // Concept tests (issue 11, docs/decisions/022-concept-test-designs.md):
  /** Media set id → its variant ids in the order this respondent was shown them. */
  variant_orders: z.record(z.string().max(100), idOrderSchema).refine(fewKeys).optional(),
  /** Monadic media set id → the variant the server assigned (POST …/assignments). */
  assigned_variants: z.record(z.string().max(100), variantIdSchema).refine(fewKeys).optional(),
  /** Answer key (question id, or "questionId@variantId") → option ids in the order shown. */
  option_orders: z.record(z.string().max(210), idOrderSchema).refine(fewKeys).optional(),
  /** Variant ids displayed on the respondent's screen (exposure; "view every variant" is checked on it). */
  viewed_variant_ids: z.array(variantIdSchema).max(500).optional(),
  /**
   * Hidden fields read from the share link's query string (issue 12): declared key → value. Keys
   * the survey does not declare are dropped by the server, not refused.
   */
  hidden_fields: z
    .record(z.string().max(40), z.string().max(HIDDEN_FIELD_VALUE_MAX))
    .refine(fewKeys)
    .optional(),
});
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;

/** How one respondent met the survey's concept tests; stored with the submission. */
export interface VariantArrangement {
  /** Media set id → variant ids in the order shown (monadic: the one assigned). */
  variantOrders: Record<string, string[]>;
  /** Monadic media set id → the assigned variant. */
  assignedVariants: Record<string, string>;
}

/** What POST /api/public/surveys/:shareId/assignments answers. */
export interface VariantAssignmentReceipt {
  published_version: number;
  /** Monadic media set id → the variant this respondent sees. */
  assignments: Record<string, string>;
}

/** An answer in progress, keyed by question id in the browser (question ids are unique per survey). */
export type AnswerDraft = Omit<SubmissionAnswer, 'question_id'>;

/** An answer that passed validation against the published document, ready to store. */
export interface ValidatedAnswer {
  page_id: string;
  block_id: string;
  question_id: string;
  media_item_id: string | null;
  text_value: string | null;
  numeric_value: number | null;
  choice_ids: string[] | null;
  other_text: string | null;
  /** A ranking answer: choice_ids are in rank order (counted as ranks in answer_stats, decision 027). */
  ranked?: boolean;
  /** A date question's answer (text_value YYYY-MM-DD): counted per date in the running totals. */
  dated?: boolean;
}

export type FieldVisibility = 'hidden' | 'optional' | 'required';

/** The media a step shows beside its question: one media set of the page (its variants). */
export interface MediaGroup {
  blockId: string;
  /** The variants this step shows, in the order this respondent sees them. */
  items: MediaItem[];
  /**
   * Each variant's name by its place in the DOCUMENT ("Variant B" stays B when shown first), so
   * the tabs match a preference question's options. Absent: by the order of `items`.
   */
  labels?: Record<string, string>;
  /** Sequential monadic: which of the variants this is, 1-based, of how many. */
  sequence?: { index: number; total: number };
}

interface PageContext {
  pageId: string;
  pageTitle: string;
  pageDescription: string;
}

export type TakeStep =
  | {
      kind: 'welcome';
      key: 'welcome';
      title: string;
      description: string;
      collectName: FieldVisibility;
      collectEmail: FieldVisibility;
      namePlaceholder: string;
      emailPlaceholder: string;
      /** Media of the welcome page, shown as the concept card with the "FEEDBACK NEEDED" banner. */
      concept: MediaGroup | null;
    }
  | (PageContext & {
      kind: 'question';
      key: string;
      blockId: string;
      question: QuestionItem;
      media: MediaGroup | null;
      /** 1-based among all question steps. */
      questionNumber: number;
      /** The variant this step asks about (monadic, sequential monadic); null: the whole set. */
      variantId: string | null;
      /** Where the answer is kept: the question id, or "questionId@variantId" (answerKeyOf). */
      answerKey: string;
      /** A preference question (its options are the variants): the media set's id. */
      preferenceOf: string | null;
      /** Respondents must see every variant of the set before answering (preference questions). */
      mustViewAll: boolean;
    })
  | (PageContext & { kind: 'media'; key: string; media: MediaGroup })
  | (PageContext & { kind: 'info'; key: string });

export interface TakePlan {
  steps: TakeStep[];
  thankYou: { title: string; description: string };
  questionCount: number;
}

/**
 * What GET /api/public/surveys/:shareId answers: the live version, never the draft. With
 * `?version=N` it answers version N (for a respondent who started on N before N+1 was published),
 * while the survey is still public. The owner's preview (GET /api/surveys/:id/preview) answers the
 * draft in the same shape with `preview: true`.
 */
export interface PublicSurvey {
  share_id: string;
  title: string;
  description: string;
  /** The version this document is; submissions send it back as `published_version`. */
  published_version: number;
  /** The live (newest) version; equal to published_version unless an older one was asked for. */
  latest_version: number;
  document: SurveyDocument;
  /** Only on the owner's preview of the draft: nothing submitted there is stored. */
  preview?: true;
  /** Where the thank-you page leads after a moment (absolute http/https; docs/decisions/029). */
  redirect_url?: string | null;
  /** The survey takes one response per browser (the server keeps an httpOnly cookie token). */
  one_response_per_browser?: boolean;
}

/** What the owner's preview answers to a submission that passed validation: nothing was stored. */
export interface PreviewSubmissionReceipt {
  submissionId: null;
  preview: true;
}

/** What POST …/voice answers. */
export interface VoiceCommentReceipt {
  id: string;
  transcription_status: 'none' | 'pending' | 'done' | 'failed';
  transcription: string | null;
  /** Measured by the server from the audio; null when unknown, absent in a preview. */
  duration_seconds?: number | null;
}
