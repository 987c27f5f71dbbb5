import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { validateSubmission } from '#shared/take/answer-rules.ts';
import {
  submissionPayloadSchema,
  type PublicSurvey,
  type VariantAssignmentReceipt,
} from '#shared/take/take-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { jsonBodyLimit } from '../http/json-bodies.ts';
import { AppError } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { consumeRateLimit, type RateRule } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../uploads/storage.ts';
import {
  alreadyAnsweredError,
  assertAcceptingResponses,
  BROWSER_COOKIE,
  browserHasAnswered,
  browserTokenHash,
  isBrowserToken,
  newBrowserToken,
} from './distribution-gate.ts';
import {
  findKeyAndPublishedSurvey,
  getPublishedSurvey,
  recordMediaViews,
  type PublishedSurvey,
} from './public-survey-store.ts';
import { submissionFingerprint } from './submission-fingerprint.ts';
import { replayedSubmission } from './submission-replay.ts';
import { SubmissionWriter } from './submission-writer.ts';
import { assignVariants } from './variant-assignment.ts';
import { createVisitRoutes } from './visit-routes.ts';
import { createVoiceNoteRoutes } from './voice-note-routes.ts';
import { voicedQuestionIds } from './voice-note-store.ts';

type RespondContext = Context<{ Bindings: Partial<HttpBindings> }>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

function mediaItemIds(document: SurveyDocument): Set<string> {
  const ids = new Set<string>();
  for (const page of document.pages)
    for (const block of page.content_blocks)
      if (block.type === 'MEDIA_SET') for (const item of block.items) ids.add(item.id);
  return ids;
}

/** `?version=N`: the published version a respondent loaded (absent: the live one). */
const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() });

/** Body of POST …/assignments: the published version the respondent loaded (absent: the live one). */
const assignmentRequest = z.object({ version: z.number().int().min(1).max(1_000_000).optional() });

/** Anonymous respondent routes: read a published survey, submit answers, leave voice notes. */
export function createRespondRoutes(deps: {
  db: Database;
  counters: Database;
  storage: Storage;
  config: Config;
  logger: Logger;
}) {
  const { db, counters, storage, config, logger } = deps;
  const submissionRule: RateRule = { max: config.SUBMISSION_RATE_LIMIT_MAX, windowMs: 60_000 };
  const voiceRule: RateRule = { max: config.VOICE_RATE_LIMIT_MAX, windowMs: 10 * 60_000 };
  // Progress is saved at every step (and on leaving): ten saves for each submission allowed.
  const progressRule: RateRule = { max: config.SUBMISSION_RATE_LIMIT_MAX * 10, windowMs: 60_000 };
  const writer = new SubmissionWriter(db, logger);

  async function limit(c: RespondContext, kind: string, surveyKey: string, rule: RateRule) {
    const result = await consumeRateLimit(
      counters,
      `${kind}|${surveyKey}|${clientAddress(c, config.TRUST_PROXY)}`,
      rule,
    );
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
    }
  }

  /**
   * One response per browser (docs/decisions/029): the browser's token for this survey, from its
   * httpOnly cookie (scoped to this survey's API path) or newly minted and set; null when the
   * survey does not limit responses per browser and the browser has no token.
   */
  function browserToken(c: RespondContext, survey: PublishedSurvey): string | null {
    const current = getCookie(c, BROWSER_COOKIE);
    if (isBrowserToken(current)) return browserTokenHash(current);
    if (!survey.gate.oneResponsePerBrowser) return null;
    const token = newBrowserToken();
    setCookie(c, BROWSER_COOKIE, token, {
      path: `/api/public/surveys/${survey.shareId}`,
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.PUBLIC_URL.startsWith('https:'),
      maxAge: 365 * 24 * 60 * 60,
    });
    return browserTokenHash(token);
  }

  return new Hono<{ Bindings: Partial<HttpBindings> }>()
    .get('/:shareId', validate('query', versionQuery), async (c) => {
      const survey = await getPublishedSurvey(db, c.req.param('shareId'), c.req.valid('query').version);
      // A browser that already answered is told so, also after the survey closed; then a closed
      // survey shows its closed card instead of questions nobody can send any more.
      const token = browserToken(c, survey);
      if (survey.gate.oneResponsePerBrowser && token && (await browserHasAnswered(db, survey.id, token)))
        throw alreadyAnsweredError();
      await assertAcceptingResponses(db, survey.id, survey.gate);
      const controls = `${survey.gate.oneResponsePerBrowser ? 1 : 0}${survey.gate.redirectUrl ?? ''}`;
      const etag = `W/"${survey.shareId}-v${survey.publishedVersion}-of-${survey.latestVersion}-${browserTokenHash(controls).slice(0, 12)}"`;
      // Revalidated every time, so that making a survey private hides it at once.
      c.header('Cache-Control', 'no-cache');
      c.header('ETag', etag);
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      const body: PublicSurvey = {
        share_id: survey.shareId,
        title: survey.title,
        description: survey.description,
        published_version: survey.publishedVersion,
        latest_version: survey.latestVersion,
        document: survey.document,
        redirect_url: survey.gate.redirectUrl,
        one_response_per_browser: survey.gate.oneResponsePerBrowser,
      };
      return c.json(body);
    })
    .post(
      '/:shareId/submissions',
      jsonBodyLimit(512 * 1024, () => new AppError('payload_too_large', 'The response is too large to submit.')),
      validate('json', submissionPayloadSchema),
      async (c) => {
        const key = c.req.header('idempotency-key') ?? '';
        if (!IDEMPOTENCY_KEY.test(key)) {
          throw new AppError(
            'bad_request',
            'An Idempotency-Key header (8–128 letters, digits, - or _) is required.',
          );
        }
        const shareId = c.req.param('shareId');
        const payload = c.req.valid('json');
        const payloadHash = submissionFingerprint(payload);
        // A key already stored is answered with its submission BEFORE availability is checked, so a
        // retry after a lost reply is never refused because the survey was made private or
        // republished meanwhile (issue 14). The key and the survey are one read (validated against
        // the version the respondent loaded, even when a newer one is live), beside the rate limit.
        const [lookup, allowed] = await Promise.allSettled([
          findKeyAndPublishedSurvey(db, shareId, key, payload.published_version),
          limit(c, 'submit', shareId, submissionRule),
        ]);
        if (lookup.status === 'rejected') throw lookup.reason;
        if (lookup.value.stored) {
          c.header('Retry-After', undefined);
          return c.json(replayedSubmission(lookup.value.stored, payloadHash), 200);
        }
        const survey = await lookup.value.survey;
        if (allowed.status === 'rejected') throw allowed.reason;
        const token = browserToken(c, survey);
        // Clear answers before the answers are checked; the gate in the transaction has the last word.
        if (survey.gate.oneResponsePerBrowser && token && (await browserHasAnswered(db, survey.id, token)))
          throw alreadyAnsweredError();
        await assertAcceptingResponses(db, survey.id, survey.gate);
        const voiced = await voicedQuestionIds(db, survey.id, payload.voice_comment_ids ?? [], key);
        const result = validateSubmission(survey.document, payload, voiced);
        if (!result.ok)
          throw new AppError('validation_failed', result.message, { [result.field]: result.message });
        const saved = await writer.store({
          surveyId: survey.id,
          publishedVersion: survey.publishedVersion,
          idempotencyKey: key,
          payloadHash,
          name: result.name,
          email: result.email,
          userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
          startedAt: payload.started_at ? new Date(payload.started_at) : null,
          answers: result.answers,
          voiceCommentIds: payload.voice_comment_ids ?? [],
          design: result.design,
          browserToken: token,
          hiddenFields: result.hiddenFields,
        });
        if (saved.created) return c.json({ submissionId: saved.id }, 201);
        // Another request with this key was stored first (a concurrent retry).
        return c.json(replayedSubmission(saved, payloadHash), 200);
      },
    )
    .post('/:shareId/assignments', validate('json', assignmentRequest), async (c) => {
      const shareId = c.req.param('shareId');
      const body = c.req.valid('json');
      const survey = await getPublishedSurvey(db, shareId, body.version);
      await limit(c, 'assign', shareId, submissionRule);
      const reply: VariantAssignmentReceipt = {
        published_version: survey.publishedVersion,
        assignments: await assignVariants(db, survey.id, survey.publishedVersion, survey.document),
      };
      return c.json(reply);
    })
    .route('/', createVisitRoutes({ db, limit: (c, shareId) => limit(c, 'progress', shareId, progressRule) }))
    .route(
      '/',
      createVoiceNoteRoutes({
        db,
        storage,
        config,
        logger,
        limit: (c, surveyId) => limit(c, 'voice', surveyId, voiceRule),
      }),
    )
    .post(
      '/:shareId/views',
      validate(
        'json',
        z.object({
          media_item_ids: z.array(z.string().max(100)).max(20),
          kind: z.enum(['view', 'engagement']).default('view'),
          version: versionQuery.shape.version,
          /** The visit showing the items (its progress key), so a filtered report can count its views. */
          visit_id: z.string().uuid().optional(),
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const survey = await getPublishedSurvey(db, c.req.param('shareId'), body.version);
        const known = mediaItemIds(survey.document);
        const ids = [...new Set(body.media_item_ids)].filter((id) => known.has(id));
        await recordMediaViews(
          counters,
          survey.id,
          ids,
          body.kind,
          survey.publishedVersion,
          body.visit_id?.toLowerCase(),
        );
        return c.body(null, 204);
      },
    );
}
