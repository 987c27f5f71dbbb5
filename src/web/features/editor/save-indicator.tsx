import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, CloudUpload, RotateCw, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { saveLabel } from './save-label.ts';

/** The current time, refreshed every `intervalMs` so relative labels stay true. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "Retrying in {n}s", counting down to the automatic retry (keyed by `at`, so it starts fresh). */
function RetryCountdown({ at }: { at: Date }) {
  const now = useNow(1000);
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  return <span className="shrink-0 text-xs text-slate-600 tabular-nums">Retrying in {seconds}s</span>;
}

/**
 * The autosave state, in the spec's priority order (owner §4): a conflict ("Not saved: changed
 * elsewhere"); "Save failed" with "Retry now" (and when the automatic retry goes); "Saving...";
 * "Unsaved changes"; "Saved {just now | Nm ago | Nh ago | date}".
 */
export function SaveIndicator({
  isSaving,
  hasUnsavedChanges,
  error,
  retryAt = null,
  hasConflict = false,
  lastSavedAt,
  onRetry,
  onDismissError,
}: {
  isSaving: boolean;
  hasUnsavedChanges: boolean;
  error: string | null;
  /** When the automatic retry goes out; null when the author has to retry. */
  retryAt?: Date | null;
  /** A newer version was saved elsewhere: nothing is saved until the author chooses. */
  hasConflict?: boolean;
  lastSavedAt: Date | null;
  onRetry: () => void;
  onDismissError?: () => void;
}) {
  const now = useNow(30_000);

  if (hasConflict) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-amber-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        Not saved: changed elsewhere
      </p>
    );
  }

  if (error && !isSaving) {
    return (
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-600" />
        <span role="alert" className="min-w-0 font-medium text-red-700">
          Save failed
          <span className="sr-only">: {error}</span>
        </span>
        {retryAt ? <RetryCountdown key={retryAt.getTime()} at={retryAt} /> : null}
        <span
          className="hidden min-w-0 truncate text-xs text-slate-500 sm:inline"
          title={error}
          aria-hidden="true"
        >
          {error}
        </span>
        <Button variant="secondary" size="sm" className="h-7 px-2.5" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-3.5" />
          Retry now
        </Button>
        {onDismissError ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7 text-slate-500"
            aria-label="Dismiss save error"
            onClick={onDismissError}
          >
            <X aria-hidden="true" className="size-3.5" />
          </Button>
        ) : null}
      </div>
    );
  }

  let content;
  if (isSaving) {
    content = (
      <>
        <Spinner className="size-3.5 text-slate-500" label="Saving" />
        <span aria-hidden="true">Saving...</span>
      </>
    );
  } else if (hasUnsavedChanges) {
    content = (
      <>
        <CloudUpload aria-hidden="true" className="size-4 text-amber-600" />
        Unsaved changes
      </>
    );
  } else if (lastSavedAt) {
    content = (
      <>
        <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
        <time dateTime={lastSavedAt.toISOString()} title={lastSavedAt.toLocaleString()}>
          {saveLabel(lastSavedAt, now)}
        </time>
      </>
    );
  } else {
    content = null;
  }

  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      {content}
    </p>
  );
}
