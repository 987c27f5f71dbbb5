import { useQuery } from '@tanstack/react-query';
import { transcriptSchema, voiceInputStatusSchema } from '#shared/voice-input/voice-input.ts';
import {
  ApiError,
  apiErrorFromResponse,
  INVALID_RESPONSE_CODE,
  INVALID_RESPONSE_MESSAGE,
} from '../api-error.ts';
import { apiFetch } from '../api-fetch.ts';
import { voiceInputKey } from '../query-keys.ts';
import { TRANSCRIPTION_UNREACHABLE } from './voice-copy.ts';

/** Whether this server can turn speech into text; asked once and shared by every microphone. */
export function useVoiceInputStatus() {
  return useQuery({
    queryKey: voiceInputKey,
    queryFn: ({ signal }) => apiFetch('/api/voice-input', voiceInputStatusSchema, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Sends one recording to be transcribed; the text as the service heard it (possibly empty). */
export async function transcribeRecording(recording: Blob, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/voice-input/transcriptions', {
      method: 'POST',
      headers: { 'content-type': recording.type || 'audio/webm', accept: 'application/json' },
      body: recording,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', TRANSCRIPTION_UNREACHABLE);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const parsed = transcriptSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE_CODE, INVALID_RESPONSE_MESSAGE);
  return parsed.data.text;
}
