import type { VoiceAudioType } from '#shared/uploads/voice-audio.ts';
import { mp4DurationSeconds } from './mp4-duration.ts';
import { oggDurationSeconds } from './ogg-duration.ts';
import { wavDurationSeconds } from './wav-duration.ts';
import { webmDurationSeconds } from './webm-duration.ts';

// A voice note's length is read from its audio, never taken from the client (which may declare
// anything). Each container the voice route accepts has its own small reader; the bytes have
// already passed the content check for their type.

// Typed by the voice audio table, so an accepted type without a reader does not compile.
const READERS: Record<VoiceAudioType, (bytes: Uint8Array) => number | null> = {
  'audio/webm': webmDurationSeconds,
  'audio/ogg': oggDurationSeconds,
  'audio/mp4': mp4DurationSeconds,
  'audio/wav': wavDurationSeconds,
};

/** The recording's length in seconds (to 0.1 s), or null when its container holds no timing. */
export function audioDurationSeconds(bytes: Uint8Array, mimeType: string): number | null {
  let seconds: number | null = null;
  try {
    seconds = Object.hasOwn(READERS, mimeType) ? READERS[mimeType as VoiceAudioType](bytes) : null;
  } catch {
    seconds = null;
  }
  return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 10) / 10 : null;
}
