import { useCallback, useEffect, useRef, useState } from 'react';
import { START_FAILED, VOICE_NOT_SUPPORTED } from './voice-copy.ts';
import { pickRecorderType, startErrorMessage } from './voice-errors.ts';

/** Both specs (§9): 44.1 kHz, echo cancellation and noise suppression, 100 ms chunks. */
export const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
};
export const CHUNK_MS = 100;
const TICK_MS = 100;
/** By default a recording longer than this stops by itself (keeps uploads to a sane size). */
export const MAX_RECORDING_SECONDS = 300;

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'recorded';

export interface Recording {
  blob: Blob;
  /** Object URL of the blob, revoked when the recording is discarded or the component unmounts. */
  url: string;
  durationSeconds: number;
}

export interface VoiceRecorder {
  supported: boolean;
  status: RecorderStatus;
  /** Seconds recorded so far, in 0.1 s steps. */
  elapsed: number;
  recording: Recording | null;
  error: string | null;
  start: () => Promise<void>;
  stop: () => void;
  discard: () => void;
}

export function isRecordingSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * One microphone recording at a time: idle → starting → recording → recorded. The stream's tracks
 * are stopped as soon as recording stops, and on unmount whatever the state.
 */
export function useVoiceRecorder(
  onRecorded?: (recording: Recording) => void,
  { maxSeconds = MAX_RECORDING_SECONDS }: { maxSeconds?: number } = {},
): VoiceRecorder {
  const [supported] = useState(isRecordingSupported);
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);

  const mounted = useRef(true);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const urlRef = useRef<string | null>(null);
  const onRecordedRef = useRef(onRecorded);

  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
  };

  const revokeUrl = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  /** Where a failed start returns to: the previous recording, if any, stays. */
  const restingStatus = (): RecorderStatus => (urlRef.current !== null ? 'recorded' : 'idle');

  const stop = useCallback(() => {
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') {
      try {
        recorder.stop();
      } catch {
        stopTracks(streamRef.current);
      }
    }
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!isRecordingSupported()) {
      setError(VOICE_NOT_SUPPORTED);
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS);
    } catch (cause) {
      if (mounted.current) {
        setError(startErrorMessage(cause));
        setStatus(restingStatus());
      }
      return;
    }
    if (!mounted.current) {
      stopTracks(stream);
      return;
    }

    let recorder: MediaRecorder;
    const mimeType = pickRecorderType(
      typeof MediaRecorder.isTypeSupported === 'function'
        ? (type) => MediaRecorder.isTypeSupported(type)
        : undefined,
    );
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (cause) {
      stopTracks(stream);
      setError(startErrorMessage(cause));
      setStatus(restingStatus());
      return;
    }

    const chunks: Blob[] = [];
    const startedAt = performance.now();
    streamRef.current = stream;
    recorderRef.current = recorder;

    recorder.ondataavailable = (event: BlobEvent) => {
      if (event.data && event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearTimer();
      stopTracks(stream);
      streamRef.current = null;
      recorderRef.current = null;
      const durationSeconds = Math.max(0, (performance.now() - startedAt) / 1000);
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (!mounted.current) {
        // Stopped by unmounting (e.g. the respondent moved on while recording): the recording is
        // still handed over, so it can be uploaded rather than lost.
        if (blob.size > 0) onRecordedRef.current?.({ blob, url: '', durationSeconds });
        return;
      }
      if (blob.size === 0) {
        setError(START_FAILED);
        setStatus('idle');
        return;
      }
      revokeUrl();
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      const next = { blob, url, durationSeconds };
      setRecording(next);
      setElapsed(Math.floor(durationSeconds * 10) / 10);
      setStatus('recorded');
      onRecordedRef.current?.(next);
    };
    recorder.onerror = () => {
      if (mounted.current) setError(START_FAILED);
      stop();
    };

    try {
      recorder.start(CHUNK_MS);
    } catch (cause) {
      stopTracks(stream);
      streamRef.current = null;
      recorderRef.current = null;
      setError(startErrorMessage(cause));
      setStatus(restingStatus());
      return;
    }
    revokeUrl();
    setRecording(null);
    setElapsed(0);
    setStatus('recording');
    timerRef.current = window.setInterval(() => {
      const seconds = Math.floor((performance.now() - startedAt) / TICK_MS) / (1000 / TICK_MS);
      setElapsed(seconds);
      if (seconds >= maxSeconds) stop();
    }, TICK_MS);
  }, [stop, maxSeconds]);

  const discard = useCallback(() => {
    revokeUrl();
    setRecording(null);
    setElapsed(0);
    setError(null);
    setStatus('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        try {
          recorder.stop();
        } catch {
          // Stopping the tracks below releases the microphone anyway.
        }
      }
      stopTracks(streamRef.current);
      streamRef.current = null;
      recorderRef.current = null;
      revokeUrl();
    };
  }, []);

  return { supported, status, elapsed, recording, error, start, stop, discard };
}
