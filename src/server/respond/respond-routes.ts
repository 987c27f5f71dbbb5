import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { validateSubmission } from '#shared/take/answer-rules.ts';
import { buildTakePlan, questionStepsOf } from '#shared/take/take-steps.ts';
import {
  submissionPayloadSchema,
  type PublicSurvey,
  type VoiceCommentReceipt,
} from '#shared/take/take-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { consumeRateLimit, type RateRule } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { contentMismatch } from '../uploads/content-check.ts';
import type { Storage } from '../uploads/storage.ts';
import { findSubmissionByKey, getPublishedSurvey, recordMediaViews } from './public-survey-store.ts';
import { submissionFingerprint } from './submission-fingerprint.ts';
import { replayedSubmission } from './submission-replay.ts';
import { SubmissionWriter } from './submission-writer.ts';
import { createTranscriber } from './transcription.ts';

type RespondContext = Context<{ Bindings: Partial<HttpBindings> }>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const VOICE_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'];
const VOICE_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** Questions respondents are actually asked (the same set submissions are validated against). */
function askedQuestionIds(document: SurveyDocument): Set<string> {
  return new Set(questionStepsOf(buildTakePlan(document)).map((step) => step.question.id));
}

function mediaItemIds(document: SurveyDocument): Set<string> {
  const ids = new Set<string>();
  for (const page of document.pages)
    for (const block of page.content_blocks)
      if (block.type === 'MEDIA_SET') for (const item of block.items) ids.add(item.id);
  return ids;
}

/** `?version=N`: the published version a respondent loaded (absent: the live one). */
const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() });

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
  const writer = new SubmissionWriter(db, logger);
  const transcriber = createTranscriber({
    baseUrl: config.TRANSCRIPTION_BASE_URL,
    model: config.TRANSCRIPTION_MODEL,
    apiKey: config.OPENAI_API_KEY,
  });

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

  return new Hono<{ Bindings: Partial<HttpBindings> }>()
    .get('/:shareId', validate('query', versionQuery), async (c) => {
      const survey = await getPublishedSurvey(db, c.req.param('shareId'), c.req.valid('query').version);
      const etag = `W/"${survey.shareId}-v${survey.publishedVersion}-of-${survey.latestVersion}"`;
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
      };
      return c.json(body);
    })
    .post(
      '/:shareId/submissions',
      bodyLimit({
        maxSize: 512 * 1024,
        onError: () => {
          throw new AppError('payload_too_large', 'The response is too large to submit.');
        },
      }),
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
        // republished meanwhile (issue 14). All three lookups run at once.
        const [stored, available, allowed] = await Promise.allSettled([
          findSubmissionByKey(db, shareId, key),
          // Validated against the version the respondent loaded, even when a newer one is live.
          getPublishedSurvey(db, shareId, payload.published_version),
          limit(c, 'submit', shareId, submissionRule),
        ]);
        if (stored.status === 'rejected') throw stored.reason;
        if (stored.value) {
          c.header('Retry-After', undefined);
          return c.json(replayedSubmission(stored.value, payloadHash), 200);
        }
        if (available.status === 'rejected') throw available.reason;
        if (allowed.status === 'rejected') throw allowed.reason;
        const survey = available.value;
        const result = validateSubmission(survey.document, payload);
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
        });
        if (saved.created) return c.json({ submissionId: saved.id }, 201);
        // Another request with this key was stored first (a concurrent retry).
        return c.json(replayedSubmission(saved, payloadHash), 200);
      },
    )
    .post(
      '/:shareId/voice',
      validate(
        'query',
        z.object({
          question_id: z.string().min(1).max(100),
          duration: z.coerce.number().min(0).max(3600).optional(),
          ...versionQuery.shape,
        }),
      ),
      async (c) => {
        const { question_id: questionId, duration, version } = c.req.valid('query');
        const survey = await getPublishedSurvey(db, c.req.param('shareId'), version);
        if (!askedQuestionIds(survey.document).has(questionId))
          throw new AppError('validation_failed', 'Unknown question');
        const mimeType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!VOICE_MIME_TYPES.includes(mimeType))
          throw new AppError(
            'validation_failed',
            'A voice note must be audio (webm, ogg, mp4, mpeg or wav).',
          );
        const declared = Number(c.req.header('content-length'));
        if (Number.isFinite(declared) && declared > config.VOICE_MAX_BYTES) {
          throw new AppError(
            'payload_too_large',
            `A voice note can be at most ${Math.round(config.VOICE_MAX_BYTES / 1024 / 1024)} MB.`,
          );
        }
        await limit(c, 'voice', survey.id, voiceRule);
        const audio = await readCapped(c.req.raw.body, config.VOICE_MAX_BYTES);
        if (audio.length === 0) throw new AppError('bad_request', 'No recording to upload');
        // Checked before anything is stored: random bytes labelled audio/webm are refused.
        if (await contentMismatch(VOICE_EXTENSIONS[mimeType]!, audio, true))
          throw new AppError('validation_failed', `The recording is not valid ${mimeType} audio.`);

        const safeQuestion = questionId.replace(/[^A-Za-z0-9_-]/g, '_');
        const fileName = `voice_${safeQuestion}_${Date.now()}.${VOICE_EXTENSIONS[mimeType]}`;
        const objectKey = `${survey.ownerId}/${survey.id}/voice/${fileName}`;
        await storage.put(objectKey, audio, mimeType);

        let transcription: string | null = null;
        let status: VoiceCommentReceipt['transcription_status'] = 'none';
        if (transcriber) {
          try {
            transcription = await transcriber.transcribe(audio, mimeType, fileName);
            status = 'done';
          } catch (error) {
            logger.warn({ err: error }, 'Transcription failed; the voice note is kept without text');
            status = 'failed';
          }
        }
        const [row] = await db
          .insert(voiceComments)
          .values({
            surveyId: survey.id,
            publishedVersion: survey.publishedVersion,
            questionId,
            objectKey,
            // Browsers' webm files often carry no duration; the client's timer is the best estimate.
            durationSeconds: duration ?? audio.length / 16_000,
            transcription,
            transcriptionStatus: status,
          })
          .returning({ id: voiceComments.id });
        const receipt: VoiceCommentReceipt = { id: row!.id, transcription_status: status, transcription };
        return c.json(receipt, 201);
      },
    )
    .post(
      '/:shareId/views',
      validate(
        'json',
        z.object({
          media_item_ids: z.array(z.string().max(100)).max(20),
          kind: z.enum(['view', 'engagement']).default('view'),
          version: versionQuery.shape.version,
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const survey = await getPublishedSurvey(db, c.req.param('shareId'), body.version);
        const known = mediaItemIds(survey.document);
        const ids = [...new Set(body.media_item_ids)].filter((id) => known.has(id));
        await recordMediaViews(counters, survey.id, ids, body.kind, survey.publishedVersion);
        return c.body(null, 204);
      },
    );
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AppError(
        'payload_too_large',
        `A voice note can be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      );
    }
    chunks.push(value);
  }
  const audio = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    audio.set(chunk, offset);
    offset += chunk.length;
  }
  return audio;
}
