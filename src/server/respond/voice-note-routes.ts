import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { z } from 'zod';
import { buildTakePlan, questionStepsOf } from '#shared/take/take-steps.ts';
import type { VoiceCommentReceipt } from '#shared/take/take-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { voiceExtensionFor } from '#shared/uploads/voice-audio.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { readCapped } from '../http/read-capped.ts';
import { isUuid, validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { contentMismatch } from '../uploads/content-check.ts';
import type { Storage } from '../uploads/storage.ts';
import { audioDurationSeconds } from './audio-duration/audio-duration.ts';
import { assertAcceptingResponses } from './distribution-gate.ts';
import { getPublishedSurvey } from './public-survey-store.ts';
import { createTranscriber } from './transcription.ts';
import { deleteUnclaimedVoiceNote } from './voice-note-store.ts';

type RespondContext = Context<{ Bindings: Partial<HttpBindings> }>;

/** Questions respondents are actually asked (the same set submissions are validated against). */
function askedQuestionIds(document: SurveyDocument): Set<string> {
  return new Set(questionStepsOf(buildTakePlan(document)).map((step) => step.question.id));
}

const uploadQuery = z.object({
  question_id: z.string().min(1).max(100),
  /** What the browser's timer said; ignored (the length is measured from the audio), kept for older pages. */
  duration: z.coerce.number().min(0).max(3600).optional(),
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** Respondents' voice notes: upload one (before submitting), delete one they removed or replaced. */
export function createVoiceNoteRoutes(deps: {
  db: Database;
  storage: Storage;
  config: Config;
  logger: Logger;
  /** The respondent routes' rate limit for voice uploads. */
  limit: (c: RespondContext, surveyId: string) => Promise<void>;
}) {
  const { db, storage, config, logger, limit } = deps;
  const transcriber = createTranscriber({
    baseUrl: config.TRANSCRIPTION_BASE_URL,
    model: config.TRANSCRIPTION_MODEL,
    apiKey: config.OPENAI_API_KEY,
  });
  const tooLarge = () =>
    new AppError(
      'payload_too_large',
      `A voice note can be at most ${Math.round(config.VOICE_MAX_BYTES / 1024 / 1024)} MB.`,
    );

  return new Hono<{ Bindings: Partial<HttpBindings> }>()
    .post('/:shareId/voice', validate('query', uploadQuery), async (c) => {
      const { question_id: questionId, version } = c.req.valid('query');
      const survey = await getPublishedSurvey(db, c.req.param('shareId'), version);
      // A note for a survey that takes no more responses could never be sent with one: refused like
      // a submission (410 survey_closed with its reason), before the recording is read or stored.
      await assertAcceptingResponses(db, survey.id, survey.gate);
      if (!askedQuestionIds(survey.document).has(questionId))
        throw new AppError('validation_failed', 'Unknown question');
      const mimeType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      const extension = voiceExtensionFor(mimeType);
      if (!extension)
        throw new AppError('validation_failed', 'A voice note must be audio (webm, ogg, mp4 or wav).');
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > config.VOICE_MAX_BYTES) throw tooLarge();
      await limit(c, survey.id);
      const audio = await readCapped(c.req.raw.body, config.VOICE_MAX_BYTES, tooLarge);
      if (audio.length === 0) throw new AppError('bad_request', 'No recording to upload');
      // Checked before anything is stored: random bytes labelled audio/webm are refused.
      if (await contentMismatch(extension, audio, true))
        throw new AppError('validation_failed', `The recording is not valid ${mimeType} audio.`);

      const safeQuestion = questionId.replace(/[^A-Za-z0-9_-]/g, '_');
      const fileName = `voice_${safeQuestion}_${Date.now()}.${extension}`;
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
      // Measured from the audio, never taken from the client; null when the container holds no timing.
      const durationSeconds = audioDurationSeconds(audio, mimeType);
      if (durationSeconds === null)
        logger.warn({ mimeType, bytes: audio.length }, 'Voice note length unknown');
      const [row] = await db
        .insert(voiceComments)
        .values({
          surveyId: survey.id,
          publishedVersion: survey.publishedVersion,
          questionId,
          objectKey,
          durationSeconds,
          transcription,
          transcriptionStatus: status,
        })
        .returning({ id: voiceComments.id });
      const receipt: VoiceCommentReceipt = {
        id: row!.id,
        transcription_status: status,
        transcription,
        duration_seconds: durationSeconds,
      };
      return c.json(receipt, 201);
    })
    .delete('/:shareId/voice/:voiceId', async (c) => {
      const voiceId = c.req.param('voiceId');
      // Unknown and already deleted notes answer alike: deleting twice (a retry) is fine.
      if (!isUuid(voiceId)) return c.body(null, 204);
      const result = await deleteUnclaimedVoiceNote(db, storage, c.req.param('shareId'), voiceId);
      if (result === 'submitted')
        throw new AppError('conflict', 'This voice note was sent with your answers and is kept.');
      return c.body(null, 204);
    });
}
