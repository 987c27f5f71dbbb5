import { z } from 'zod';
import {
  RESPONDENT_EMAIL_MAX,
  RESPONDENT_NAME_MAX,
  submissionAnswerSchema,
  submissionPayloadSchema,
} from './take-types.ts';

// A respondent's visit (issue 12 §3, docs/decisions/023-partial-responses-and-funnel.md): the
// progress the browser saves while they answer, so a respondent who leaves is a partial response
// and shows in the funnel. The visit id is the response's Idempotency-Key (a UUID the browser
// keeps with its progress), so a reload continues the same visit and its submission finds it.

/** Steps are indices into the take plan of the version answered (0 is the welcome step). */
const stepIndex = z.number().int().min(0).max(2000);

/** Body of PUT /api/public/surveys/:shareId/visits/:visitId. */
export const visitProgressSchema = z.object({
  /** The published version the respondent loaded. */
  published_version: z.number().int().min(1).max(1_000_000),
  /** The step on screen now. */
  step: stepIndex,
  /** The furthest step reached (the server keeps the largest it was told). */
  furthest_step: stepIndex,
  /** Milliseconds spent on each step shown so far, by step index; a step shown has an entry. */
  step_ms: z
    .record(
      z.string().regex(/^\d{1,4}$/),
      z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 3_600_000),
    )
    .refine((record) => Object.keys(record).length <= 2000, 'Too many steps.'),
  /** Answered something, or left the welcome page. */
  started: z.boolean(),
  name: z.string().max(RESPONDENT_NAME_MAX).optional(),
  email: z.string().max(RESPONDENT_EMAIL_MAX).optional(),
  /** Every answer given so far (each save replaces the previous ones). */
  answers: z.array(submissionAnswerSchema).max(500),
  /** Concept tests: which variants this respondent is shown, so per-variant answers are checked. */
  variant_orders: z.record(z.string().max(100), z.array(z.string().min(1).max(100)).max(100)).optional(),
  assigned_variants: z.record(z.string().max(100), z.string().min(1).max(100)).optional(),
  /** The share link's hidden fields, as a submission carries them (undeclared keys are dropped). */
  hidden_fields: submissionPayloadSchema.shape.hidden_fields,
});
export type VisitProgress = z.infer<typeof visitProgressSchema>;

/** What a progress save answers. `completed`: the visit was already submitted; nothing changed. */
export interface VisitReceipt {
  visit_id: string;
  completed: boolean;
}
