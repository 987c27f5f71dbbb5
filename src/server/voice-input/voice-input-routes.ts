import { Hono } from 'hono';
import { z } from 'zod';
import { voiceExtensionFor } from '#shared/uploads/voice-audio.ts';
import {
  TRANSCRIPTION_FAILED,
  TRANSCRIPTION_RATE_LIMITED,
  TRANSCRIPTION_TOO_LONG,
  VOICE_INPUT_UNAVAILABLE,
  type Transcript,
  type VoiceInputStatus,
} from '#shared/voice-input/voice-input.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit, type RateRule } from '../http/rate-limit.ts';
import { readCapped } from '../http/read-capped.ts';
import type { Logger } from '../logger.ts';
import { createTranscriber } from '../respond/transcription.ts';
import { contentMismatch } from '../uploads/content-check.ts';

/** The recording's type from Content-Type (parameters such as `;codecs=opus` dropped), if accepted. */
const recordingType = z
  .string({ error: 'A recording must be sent as audio (webm, ogg, mp4 or wav).' })
  .transform((value) => value.split(';')[0]!.trim().toLowerCase())
  .refine((type) => voiceExtensionFor(type) !== undefined, {
    error: 'A recording must be audio (webm, ogg, mp4 or wav).',
  });

/**
 * Authors' voice input (chat composer, editor fields): GET tells the web app whether speech can be
 * turned into text here; POST sends one recording to the configured OpenAI-compatible service and
 * answers its text. Nothing is stored: the text goes into the field the author dictated into, and
 * the author reviews it there. Without a service the POST refuses (503) rather than guess.
 */
export function createVoiceInputRoutes(deps: {
  counters: Database;
  auth: Auth;
  config: Config;
  logger: Logger;
}) {
  const { counters, config, logger } = deps;
  const transcriber = createTranscriber({
    baseUrl: config.TRANSCRIPTION_BASE_URL,
    model: config.TRANSCRIPTION_MODEL,
    apiKey: config.OPENAI_API_KEY,
  });
  const rule: RateRule = { max: config.VOICE_INPUT_RATE_LIMIT_MAX, windowMs: 10 * 60_000 };
  const tooLarge = () => new AppError('payload_too_large', TRANSCRIPTION_TOO_LONG);

  return new Hono()
    .use(requireUser(deps.auth))
    .get('/', (c) => {
      const status: VoiceInputStatus = { available: transcriber !== null };
      return c.json(status);
    })
    .post('/transcriptions', async (c) => {
      if (!transcriber) throw new AppError('unavailable', VOICE_INPUT_UNAVAILABLE);
      const type = recordingType.safeParse(c.req.header('content-type'));
      if (!type.success)
        throw new AppError('unsupported_media_type', type.error.issues[0]?.message ?? 'Not audio');
      const mimeType = type.data;
      const extension = voiceExtensionFor(mimeType)!;
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > config.VOICE_MAX_BYTES) throw tooLarge();

      const limited = await consumeRateLimit(counters, `voice-input|${c.get('user').id}`, rule);
      if (!limited.allowed) {
        c.header('Retry-After', String(limited.retryAfterSeconds));
        throw new AppError('rate_limited', TRANSCRIPTION_RATE_LIMITED);
      }

      const audio = await readCapped(c.req.raw.body, config.VOICE_MAX_BYTES, tooLarge);
      if (audio.length === 0) throw new AppError('bad_request', 'No recording to transcribe.');
      // Bytes that are not the audio they claim to be never reach the service.
      if (await contentMismatch(extension, audio, true))
        throw new AppError('unsupported_media_type', `The recording is not valid ${mimeType} audio.`);

      let text: string;
      try {
        text = await transcriber.transcribe(audio, mimeType, `dictation.${extension}`);
      } catch (error) {
        logger.warn({ err: error }, 'Transcription of an author recording failed');
        throw new AppError('bad_gateway', TRANSCRIPTION_FAILED);
      }
      const transcript: Transcript = { text };
      return c.json(transcript);
    });
}
