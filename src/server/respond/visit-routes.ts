import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { readHiddenFields } from '#shared/take/answer-rules.ts';
import { validatePartialAnswers } from '#shared/take/partial-answers.ts';
import { looksLikeEmail } from '#shared/take/take-limits.ts';
import { buildTakePlan, welcomeStepOf } from '#shared/take/take-steps.ts';
import { visitProgressSchema, type VisitReceipt } from '#shared/take/visit-types.ts';
import type { Database } from '../db/client.ts';
import { jsonBodyLimit } from '../http/json-bodies.ts';
import { AppError } from '../errors.ts';
import { isUuid, validate } from '../http/validate.ts';
import { assertAcceptingResponses } from './distribution-gate.ts';
import { getPublishedSurvey } from './public-survey-store.ts';
import { saveVisitProgress } from './visit-store.ts';

type RespondContext = Context<{ Bindings: Partial<HttpBindings> }>;

/**
 * PUT /:shareId/visits/:visitId: the respondent's progress, saved as they go (issue 12 §3). The
 * visit id is the response's Idempotency-Key, so the submission that completes the visit links to
 * it (storeSubmissions). Refused like a submission for a survey that is not published and public,
 * and rate-limited per address and survey; answers follow the per-answer rules of a submission
 * but may still be incomplete.
 */
export function createVisitRoutes(deps: {
  db: Database;
  limit: (c: RespondContext, shareId: string) => Promise<void>;
}) {
  const { db, limit } = deps;
  return new Hono<{ Bindings: Partial<HttpBindings> }>().put(
    '/:shareId/visits/:visitId',
    jsonBodyLimit(512 * 1024, () => new AppError('payload_too_large', 'The progress is too large to save.')),
    validate('json', visitProgressSchema),
    async (c) => {
      const visitId = c.req.param('visitId').toLowerCase();
      if (!isUuid(visitId)) throw new AppError('bad_request', 'The visit id must be a UUID.');
      const shareId = c.req.param('shareId');
      const body = c.req.valid('json');
      const [survey] = await Promise.all([
        getPublishedSurvey(db, shareId, body.published_version),
        limit(c, shareId),
      ]);
      // A survey closed by date or limit takes no more progress either (decision 029).
      await assertAcceptingResponses(db, survey.id, survey.gate);
      const arrangement = {
        variantOrders: body.variant_orders ?? {},
        assignedVariants: body.assigned_variants ?? {},
      };
      const plan = buildTakePlan(survey.document, arrangement);
      const lastStep = plan.steps.length - 1;
      if (body.step > lastStep || body.furthest_step > lastStep)
        throw new AppError('validation_failed', `This survey has steps 0 to ${lastStep}.`, {
          furthest_step: `This survey has steps 0 to ${lastStep}.`,
        });
      if (Object.keys(body.step_ms).some((step) => Number(step) > lastStep))
        throw new AppError('validation_failed', `This survey has steps 0 to ${lastStep}.`, {
          step_ms: `This survey has steps 0 to ${lastStep}.`,
        });
      const checked = validatePartialAnswers(survey.document, body.answers, arrangement);
      if (!checked.ok)
        throw new AppError('validation_failed', checked.message, { [checked.field]: checked.message });
      const welcome = welcomeStepOf(plan);
      const name = welcome.collectName === 'hidden' ? '' : (body.name?.trim() ?? '');
      const email = welcome.collectEmail === 'hidden' ? '' : (body.email?.trim() ?? '');
      const result = await saveVisitProgress(db, {
        visitId,
        surveyId: survey.id,
        publishedVersion: survey.publishedVersion,
        step: body.step,
        furthestStep: Math.max(body.step, body.furthest_step),
        stepMs: body.step_ms,
        started: body.started || body.furthest_step >= 1 || checked.answers.length > 0,
        name: name === '' ? null : name,
        // An e-mail still being typed is not kept until it looks like one.
        email: email !== '' && looksLikeEmail(email) ? email : null,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        answers: checked.answers,
        hiddenFields: readHiddenFields(survey.document, body),
      });
      if (result === 'other-survey') throw new AppError('not_found', 'Visit not found');
      const receipt: VisitReceipt = { visit_id: visitId, completed: result === 'completed' };
      return c.json(receipt);
    },
  );
}
