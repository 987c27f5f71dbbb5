import { z } from 'zod';

// Authors' voice input: what the owner routes answer and the limits both sides apply.

/** GET /api/voice-input: whether the server has a transcription service to turn speech into text. */
export const voiceInputStatusSchema = z.object({ available: z.boolean() });
export type VoiceInputStatus = z.infer<typeof voiceInputStatusSchema>;

/** POST /api/voice-input/transcriptions: the recording's text, exactly as the service heard it. */
export const transcriptSchema = z.object({ text: z.string() });
export type Transcript = z.infer<typeof transcriptSchema>;

/** A dictation stops by itself at this length; longer speech belongs in several recordings. */
export const AUTHOR_RECORDING_MAX_SECONDS = 120;

/** Said by the server (503) and by the microphone when no transcription service is configured. */
export const VOICE_INPUT_UNAVAILABLE =
  'Voice input needs a transcription service, and none is set up on this server. To enable it, set TRANSCRIPTION_BASE_URL (an OpenAI-compatible /audio/transcriptions endpoint) and restart Pollen.';

export const TRANSCRIPTION_FAILED =
  'The transcription service could not turn this recording into text. Please try again.';

export const TRANSCRIPTION_TOO_LONG = `This recording is too long to transcribe. Keep it under ${AUTHOR_RECORDING_MAX_SECONDS / 60} minutes.`;

export const TRANSCRIPTION_RATE_LIMITED =
  'Too many recordings transcribed in a short time. Please wait a few minutes and try again.';
