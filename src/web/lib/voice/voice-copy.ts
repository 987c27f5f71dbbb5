// What a person reads when the microphone cannot start (respondent spec §8); respondents' voice
// notes and authors' voice input say the same.
export const VOICE_NOT_SUPPORTED = 'Voice recording not supported in this browser';
export const MIC_DENIED = 'Microphone access denied. Please allow microphone access and try again.';
export const MIC_NOT_FOUND = 'No microphone found. Please connect a microphone and try again.';
export const START_FAILED = 'Failed to start recording. Please try again.';

// Authors' voice input (chat composer and editor fields).
export const NOTHING_HEARD = 'No speech was heard in the recording. Please try again.';
export const TRANSCRIPTION_UNREACHABLE =
  'Could not reach Pollen to transcribe the recording. Check your connection and try again.';

export function limitReachedNotice(maxSeconds: number): string {
  return `Recording stopped at the ${Math.round(maxSeconds / 60)}-minute limit.`;
}

export function dictationCutNotice(limit: number): string {
  return `Only the start of what you said was added: this field holds at most ${limit} characters.`;
}
