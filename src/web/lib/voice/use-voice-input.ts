import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTHOR_RECORDING_MAX_SECONDS } from '#shared/voice-input/voice-input.ts';
import { ApiError } from '../api-error.ts';
import { voiceInputKey } from '../query-keys.ts';
import type { Dictated } from './append-dictation.ts';
import { useVoiceRecorder, type Recording } from './use-voice-recorder.ts';
import {
  dictationCutNotice,
  limitReachedNotice,
  NOTHING_HEARD,
  TRANSCRIPTION_UNREACHABLE,
} from './voice-copy.ts';
import { transcribeRecording } from './voice-input-api.ts';

export type VoiceInputPhase = 'idle' | 'starting' | 'recording' | 'processing';

export interface VoiceInput {
  phase: VoiceInputPhase;
  /** Seconds recorded so far. */
  elapsed: number;
  /** Why the last attempt gave no text (shown until the next start or dismissed). */
  error: string | null;
  /** Something the author should know about text that did arrive (a cut, the length limit). */
  notice: string | null;
  start: () => void;
  /** Stops recording and sends the audio to be transcribed. */
  stop: () => void;
  /** Stops recording and throws the audio away. */
  cancel: () => void;
  dismiss: () => void;
}

/**
 * Dictation into one text field: record → transcribe on the server → hand the text to the field.
 * The text is only ever what the transcription service heard; on any failure the field is left as
 * it was and the reason is shown. Nothing is sent anywhere else: the author reviews the text.
 */
export function useVoiceInput(
  onTranscript: (text: string) => Dictated | void,
  maxSeconds = AUTHOR_RECORDING_MAX_SECONDS,
): VoiceInput {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelled = useRef(false);
  const mounted = useRef(true);
  const inFlight = useRef<AbortController | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  }, [onTranscript]);

  const transcribe = useCallback(
    async (recording: Recording, discard: () => void) => {
      // Stopped by leaving the page or by Cancel: the audio is not sent.
      if (!mounted.current || cancelled.current) {
        discard();
        return;
      }
      if (recording.durationSeconds >= maxSeconds) setNotice(limitReachedNotice(maxSeconds));
      setProcessing(true);
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const text = (await transcribeRecording(recording.blob, controller.signal)).trim();
        if (!mounted.current) return;
        if (!text) {
          setError(NOTHING_HEARD);
          return;
        }
        const result = onTranscriptRef.current(text);
        if (result && result.leftOut > 0 && result.limit !== undefined)
          setNotice(dictationCutNotice(result.limit));
      } catch (cause) {
        if (!mounted.current || controller.signal.aborted) return;
        if (cause instanceof ApiError) {
          setError(cause.message);
          // The server has no transcription service (any more): every microphone should say so.
          if (cause.status === 503) void queryClient.invalidateQueries({ queryKey: voiceInputKey });
        } else setError(TRANSCRIPTION_UNREACHABLE);
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        if (mounted.current) setProcessing(false);
        discard();
      }
    },
    [maxSeconds, queryClient],
  );

  const discardRef = useRef<() => void>(() => {});
  const recorder = useVoiceRecorder((recording) => void transcribe(recording, () => discardRef.current()), {
    maxSeconds,
  });
  useEffect(() => {
    discardRef.current = recorder.discard;
  }, [recorder.discard]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      inFlight.current?.abort();
    };
  }, []);

  const start = useCallback(() => {
    cancelled.current = false;
    setError(null);
    setNotice(null);
    void recorder.start();
  }, [recorder]);

  const stop = useCallback(() => {
    cancelled.current = false;
    recorder.stop();
  }, [recorder]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    recorder.stop();
  }, [recorder]);

  const dismiss = useCallback(() => {
    setError(null);
    setNotice(null);
    // The recorder keeps its own start error until its recording is discarded.
    if (recorder.status === 'idle' || recorder.status === 'recorded') recorder.discard();
  }, [recorder]);

  const phase: VoiceInputPhase = processing
    ? 'processing'
    : recorder.status === 'starting' || recorder.status === 'recording'
      ? recorder.status
      : 'idle';

  return {
    phase,
    elapsed: recorder.elapsed,
    error: error ?? recorder.error,
    notice,
    start,
    stop,
    cancel,
    dismiss,
  };
}
