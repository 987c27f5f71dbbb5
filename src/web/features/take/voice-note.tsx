import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleCheck, LoaderCircle, Mic, Pause, Play, RotateCcw, Square, Trash2 } from 'lucide-react';
import type { ClosedReason } from '#shared/survey/distribution.ts';
import type { VoiceCommentReceipt } from '#shared/take/take-types.ts';
import { formatDuration } from '#shared/format/compact-number.ts';
import { cx } from './cx.ts';
import { closedReasonOf } from './distribution-cards.tsx';
import { SURVEY_CLOSED_CODE } from './submit-with-retry.ts';
import { deleteVoiceNote, TakeRequestError, uploadVoiceNote } from './take-api.ts';
import { PLAY_FAILED, UPLOAD_FAILED, VOICE_NOTE_SAVED_DETAIL, VOICE_NOT_SUPPORTED } from './take-copy.ts';
import { useVoiceRecorder, type Recording } from '../../lib/voice/use-voice-recorder.ts';
import { formatTimer } from '../../lib/voice/voice-errors.ts';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'saved'; receipt: VoiceCommentReceipt }
  | { state: 'failed' };

const iconButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * "Record a voice note" on a question step: record, stop, then a "Voice Note" player. The note is
 * uploaded as soon as recording stops; the returned comment id is handed to the flow, which sends
 * it with the submission. Deleting or replacing a note deletes the uploaded one on the server.
 */
export function VoiceNote({
  shareId,
  version,
  questionId,
  savedCommentId,
  onSaved,
  onRemoved,
  onBusyChange,
  onSurveyClosed,
  disabled,
}: {
  shareId: string;
  /** The published version the respondent is answering (0 in a preview of a never-published draft). */
  version?: number;
  questionId: string;
  /** A comment id restored from an earlier visit (the audio itself is not kept across reloads). */
  savedCommentId: string | undefined;
  onSaved: (commentId: string) => void;
  onRemoved: () => void;
  onBusyChange?: (busy: boolean) => void;
  /** The survey closed while the respondent answered: the upload was refused for good (410). */
  onSurveyClosed?: (reason: ClosedReason) => void;
  disabled?: boolean;
}) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [playError, setPlayError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const uploadAbort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (recording: Recording) => {
      uploadAbort.current?.abort();
      const controller = new AbortController();
      uploadAbort.current = controller;
      setUpload({ state: 'uploading' });
      try {
        const receipt = await uploadVoiceNote(
          shareId,
          { questionId, version, durationSeconds: recording.durationSeconds, audio: recording.blob },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setUpload({ state: 'saved', receipt });
        onSaved(receipt.id);
      } catch (error) {
        if (controller.signal.aborted) return;
        setUpload({ state: 'failed' });
        // Not a failure to retry: the survey takes no more responses (docs/decisions/029).
        if (error instanceof TakeRequestError && error.code === SURVEY_CLOSED_CODE)
          onSurveyClosed?.(closedReasonOf(error.fields));
      }
    },
    [shareId, version, questionId, onSaved, onSurveyClosed],
  );

  const recorder = useVoiceRecorder((recording) => void send(recording));

  // Recording or uploading: the flow holds Submit until the note's id is known.
  const busy =
    recorder.status === 'starting' || recorder.status === 'recording' || upload.state === 'uploading';
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  const remove = () => {
    uploadAbort.current?.abort();
    const uploadedId = upload.state === 'saved' ? upload.receipt.id : savedCommentId;
    if (uploadedId) deleteVoiceNote(shareId, uploadedId);
    audioRef.current?.pause();
    setPlaying(false);
    setPlayError(null);
    setUpload({ state: 'idle' });
    recorder.discard();
    onRemoved();
  };

  const replace = () => {
    remove();
    void recorder.start();
  };

  const togglePlay = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    setPlayError(null);
    if (!audio.paused) {
      audio.pause();
      setPlaying(false);
      return;
    }
    try {
      await audio.play();
      setPlaying(true);
    } catch {
      setPlaying(false);
      setPlayError(PLAY_FAILED);
    }
  };

  if (!recorder.supported) {
    return (
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-500">
        <Mic aria-hidden="true" className="size-4" />
        {VOICE_NOT_SUPPORTED}
      </p>
    );
  }

  const { status, recording, elapsed } = recorder;
  const errorText = recorder.error ?? playError ?? (upload.state === 'failed' ? UPLOAD_FAILED : null);

  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      {status === 'recording' ? (
        <div className="flex flex-wrap items-center gap-3">
          <span
            className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200"
            aria-live="polite"
          >
            <span aria-hidden="true" className="relative flex size-2.5">
              <span className="absolute inline-flex size-full rounded-full bg-red-400 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
            </span>
            Recording
          </span>
          <span
            className="font-mono text-sm text-slate-700 tabular-nums"
            aria-label="Recording time"
            role="timer"
          >
            {formatTimer(elapsed)}
          </span>
          <button
            type="button"
            onClick={recorder.stop}
            className={cx(iconButton, 'bg-slate-900 text-white hover:bg-slate-800')}
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
            Stop recording
          </button>
        </div>
      ) : status === 'recorded' && recording ? (
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void togglePlay()}
              aria-label={playing ? 'Pause voice note' : 'Play voice note'}
              className="bg-brand-600 hover:bg-brand-700 flex size-11 shrink-0 items-center justify-center rounded-full text-white"
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5 fill-current" />
              ) : (
                <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
              )}
            </button>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold whitespace-nowrap text-slate-900">Voice Note</p>
              <p className="text-xs text-slate-600 tabular-nums">
                {/* The length the server measured once saved; the page's own timer until then. */}
                {formatDuration(
                  (upload.state === 'saved' ? upload.receipt.duration_seconds : null) ??
                    recording.durationSeconds,
                )}
              </p>
            </div>
            <div className="flex shrink-0 gap-1">
              <NoteActions onReplace={replace} onDelete={remove} disabled={disabled} />
            </div>
          </div>
          <audio
            ref={audioRef}
            src={recording.url}
            preload="metadata"
            onEnded={() => setPlaying(false)}
            onPause={() => setPlaying(false)}
            className="hidden"
          />
          <UploadStatus upload={upload} onRetry={() => void send(recording)} />
        </div>
      ) : savedCommentId ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
          <p className="min-w-0 flex-1 text-sm font-medium text-slate-800">Voice note saved</p>
          <NoteActions onReplace={replace} onDelete={remove} disabled={disabled} />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => void recorder.start()}
          disabled={disabled || status === 'starting'}
          className={cx(
            iconButton,
            'text-brand-700 ring-brand-200 hover:bg-brand-50 bg-white px-4 ring-1 ring-inset',
          )}
        >
          {status === 'starting' ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Mic aria-hidden="true" className="size-4" />
          )}
          Record a voice note
        </button>
      )}
      {errorText ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

function UploadStatus({ upload, onRetry }: { upload: Upload; onRetry: () => void }) {
  if (upload.state === 'uploading') {
    return (
      <p role="status" className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />
        Uploading…
      </p>
    );
  }
  if (upload.state === 'failed') {
    return (
      <button
        type="button"
        onClick={onRetry}
        className="text-brand-700 mt-2 min-h-11 text-sm font-medium underline"
      >
        Try the upload again
      </button>
    );
  }
  if (upload.state !== 'saved') return null;
  const { receipt } = upload;
  return (
    <div role="status" className="mt-2 space-y-1">
      <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Saved
      </p>
      {receipt.transcription_status === 'done' && receipt.transcription ? (
        <p className="text-sm text-slate-700 italic">“{receipt.transcription}”</p>
      ) : receipt.transcription_status === 'none' || receipt.transcription_status === 'failed' ? (
        <p className="text-xs text-slate-600">{VOICE_NOTE_SAVED_DETAIL}</p>
      ) : null}
    </div>
  );
}

/**
 * Replace and Delete, offered both for a fresh recording and for a note saved before a reload. On
 * phones they show their icons only (still named), so "Voice Note" keeps its line.
 */
function NoteActions({
  onReplace,
  onDelete,
  disabled,
}: {
  onReplace: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onReplace}
        disabled={disabled}
        className={cx(iconButton, 'min-w-11 text-slate-700 hover:bg-slate-200')}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Replace</span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        className={cx(iconButton, 'min-w-11 text-red-700 hover:bg-red-50')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Delete</span>
      </button>
    </>
  );
}
