import { Hono } from 'hono';
import { z } from 'zod';
import { publishRefusedMessage, type PublishRefusedBody } from '#shared/survey/publish-checks.ts';
import { DRAFT_CONFLICT_MESSAGE, type DraftConflictBody } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { restoreVersionBodySchema, type SurveyVersionList } from '#shared/survey/survey-versions.ts';
import { validateSubmission } from '#shared/take/answer-rules.ts';
import { buildTakePlan, questionStepsOf } from '#shared/take/take-steps.ts';
import {
  submissionPayloadSchema,
  type PreviewSubmissionReceipt,
  type PublicSurvey,
  type VoiceCommentReceipt,
} from '#shared/take/take-types.ts';
import type { AuthVariables } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { jsonBodyLimit } from '../http/json-bodies.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import { previewVoicedQuestionIds, previewVoiceNoteId } from './preview-voice-notes.ts';
import { getOwnedSurvey, lifecycleStateOf, toSurveyRecord } from './survey-store.ts';
import {
  findSurveyVersions,
  getSurveyVersion,
  publishDraft,
  restoreVersionIntoDraft,
  type RestoreResult,
} from './survey-version-store.ts';

// Owner-only routes of published versions and the draft's preview, mounted inside the survey
// routes (after their requireUser). docs/decisions/010-published-versions.md

const versionParam = z.object({ id: z.string(), version: z.coerce.number().int().min(1).max(1_000_000) });

export function createSurveyVersionRoutes(deps: { db: Database }) {
  const { db } = deps;

  function restoreAnswer(result: RestoreResult) {
    if (result.ok) return { status: 200 as const, body: toSurveyRecord(result.survey) };
    return {
      status: 409 as const,
      body: {
        error: { code: 'conflict', message: DRAFT_CONFLICT_MESSAGE },
        current: toSurveyRecord(result.current),
      } satisfies DraftConflictBody,
    };
  }

  return new Hono<{ Variables: AuthVariables }>()
    .post('/:id/publish', async (c) => {
      const result = await publishDraft(db, c.get('user').id, c.req.param('id'));
      if (!result.ok) {
        const body: PublishRefusedBody = {
          error: {
            code: 'validation_failed',
            message: publishRefusedMessage(result.problems),
            problems: result.problems,
          },
        };
        return c.json(body, 422);
      }
      return c.json({ shareId: result.survey.shareId, version: result.version, unchanged: result.unchanged });
    })
    .get('/:id/versions', async (c) => {
      const { survey, items } = await findSurveyVersions(db, c.get('user').id, c.req.param('id'));
      const list: SurveyVersionList = {
        items,
        live_version: survey.publishedVersion,
        state: lifecycleStateOf(survey),
      };
      return c.json(list);
    })
    .get('/:id/versions/:version', validate('param', versionParam), async (c) => {
      const { id, version } = c.req.valid('param');
      return c.json(await getSurveyVersion(db, c.get('user').id, id, version));
    })
    .post(
      '/:id/versions/:version/restore',
      validate('param', versionParam),
      validate('json', restoreVersionBodySchema),
      async (c) => {
        const { id, version } = c.req.valid('param');
        const answer = restoreAnswer(
          await restoreVersionIntoDraft(db, c.get('user').id, id, version, c.req.valid('json').baseVersion),
        );
        return c.json(answer.body, answer.status);
      },
    )
    .post('/:id/discard-changes', validate('json', restoreVersionBodySchema), async (c) => {
      const answer = restoreAnswer(
        await restoreVersionIntoDraft(
          db,
          c.get('user').id,
          c.req.param('id'),
          'live',
          c.req.valid('json').baseVersion,
        ),
      );
      return c.json(answer.body, answer.status);
    })
    .get('/:id/preview', async (c) => {
      const survey = await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
      const document = survey.draft as SurveyDocument;
      const body: PublicSurvey = {
        share_id: survey.shareId,
        title: document.title,
        description: document.description,
        published_version: survey.publishedVersion,
        latest_version: survey.publishedVersion,
        document,
        preview: true,
      };
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    })
    .post(
      '/:id/preview/submissions',
      jsonBodyLimit(512 * 1024, () => new AppError('payload_too_large', 'The response is too large to submit.')),
      validate('json', submissionPayloadSchema),
      async (c) => {
        const survey = await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
        // The same rules as a real submission, against the draft; nothing is stored.
        const payload = c.req.valid('json');
        const draft = survey.draft as SurveyDocument;
        const voiced = previewVoicedQuestionIds(survey.id, draft, payload.voice_comment_ids ?? []);
        const result = validateSubmission(draft, payload, voiced);
        if (!result.ok)
          throw new AppError('validation_failed', result.message, { [result.field]: result.message });
        const receipt: PreviewSubmissionReceipt = { submissionId: null, preview: true };
        return c.json(receipt);
      },
    )
    .post(
      '/:id/preview/voice',
      validate('query', z.object({ question_id: z.string().min(1).max(100) })),
      async (c) => {
        const survey = await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
        const questionId = c.req.valid('query').question_id;
        const asked = questionStepsOf(buildTakePlan(survey.draft as SurveyDocument)).some(
          (step) => step.question.id === questionId,
        );
        if (!asked) throw new AppError('validation_failed', 'Unknown question');
        // The recording is not kept: a preview leaves nothing behind.
        await c.req.raw.body?.cancel();
        const receipt: VoiceCommentReceipt = {
          id: previewVoiceNoteId(survey.id, questionId),
          transcription_status: 'none',
          transcription: null,
        };
        return c.json(receipt, 201);
      },
    )
    .post('/:id/preview/views', async (c) => {
      await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
