import { MIC_DENIED, MIC_NOT_FOUND, START_FAILED } from './voice-copy.ts';

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const { name } = error as { name: unknown };
    if (typeof name === 'string') return name;
  }
  return '';
}

/** What the person recording reads when the microphone could not start (respondent spec §8). */
export function startErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return MIC_DENIED;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return MIC_NOT_FOUND;
    default:
      return START_FAILED;
  }
}

export const PREFERRED_AUDIO_TYPE = 'audio/webm;codecs=opus';

/** webm/opus when the browser records it, else undefined: the browser's own default type. */
export function pickRecorderType(
  isTypeSupported: ((type: string) => boolean) | undefined,
): string | undefined {
  try {
    return isTypeSupported?.(PREFERRED_AUDIO_TYPE) ? PREFERRED_AUDIO_TYPE : undefined;
  } catch {
    return undefined;
  }
}

/** "0:07.3": the recording timer, in 0.1 s steps. */
export function formatTimer(seconds: number): string {
  const tenths = Math.max(0, Math.floor(seconds * 10 + 1e-6));
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}
