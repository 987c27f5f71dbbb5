import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion, X } from 'lucide-react';
import { ARTIFACT_PANEL_WIDTH, clampWidth, preferenceKeys } from '#shared/chat/chat-display.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { surveyDetailQuery } from '../../lib/survey-queries.ts';
import { SurveyEditor, type SurveyEditorHandle } from '../editor/survey-editor.tsx';
import { useChatStore } from './chat-store.tsx';

/** Arrow keys on the resize handle move it this far. */
export const PANEL_KEYBOARD_STEP = 20;

export function readPanelWidth(): number {
  try {
    return clampWidth(window.localStorage.getItem(preferenceKeys.artifactPanelWidth), ARTIFACT_PANEL_WIDTH);
  } catch {
    return ARTIFACT_PANEL_WIDTH.default;
  }
}

function storePanelWidth(width: number) {
  try {
    window.localStorage.setItem(preferenceKeys.artifactPanelWidth, String(width));
  } catch {
    // Private mode or storage full: the width is simply not remembered.
  }
}

const clampPanel = (width: number) => clampWidth(width, ARTIFACT_PANEL_WIDTH);

/**
 * The survey editor beside the chat (spec owner §2 "Survey editor panel"): 600 px by default,
 * resizable from its left edge between 400 and 1000 px and remembered; a full-screen overlay on
 * screens narrower than 1024 px.
 */
export function ArtifactPanel({ surveyId }: { surveyId: string }) {
  const store = useChatStore();
  const [width, setWidth] = useState(readPanelWidth);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  // Dropped from the cache once the panel closes: reopening always loads the latest saved draft.
  const survey = useQuery({ ...surveyDetailQuery(surveyId), gcTime: 0 });

  useEffect(() => {
    storePanelWidth(width);
  }, [width]);

  // The editor's handle goes to the store while it is open (React 19 runs the returned cleanup).
  const handleRef = useCallback(
    (handle: SurveyEditorHandle | null) => (handle ? store.registerEditor(handle, surveyId) : undefined),
    [store, surveyId],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The handle is on the left edge: dragging left widens the panel.
    setWidth(clampPanel(drag.current.startWidth + drag.current.startX - event.clientX));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? width + PANEL_KEYBOARD_STEP
        : event.key === 'ArrowRight'
          ? width - PANEL_KEYBOARD_STEP
          : event.key === 'Home'
            ? ARTIFACT_PANEL_WIDTH.min
            : event.key === 'End'
              ? ARTIFACT_PANEL_WIDTH.max
              : null;
    if (next === null) return;
    event.preventDefault();
    setWidth(clampPanel(next));
  };

  return (
    <aside
      aria-label="Survey panel"
      data-testid="artifact-panel"
      style={{ '--artifact-panel-width': `${width}px` } as CSSProperties}
      className="fixed inset-0 z-40 flex flex-col bg-white lg:relative lg:inset-auto lg:z-auto lg:w-(--artifact-panel-width) lg:max-w-[max(24rem,calc(100%-28rem))] lg:shrink-0 lg:border-l lg:border-slate-200"
    >
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize survey panel"
        aria-valuenow={width}
        aria-valuemin={ARTIFACT_PANEL_WIDTH.min}
        aria-valuemax={ARTIFACT_PANEL_WIDTH.max}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        className="group absolute inset-y-0 left-0 z-30 hidden w-3 -translate-x-1/2 cursor-col-resize touch-none items-center justify-center focus-visible:outline-none lg:flex"
      >
        <span className="group-hover:bg-brand-400 group-focus-visible:bg-brand-500 group-active:bg-brand-500 h-full w-0.5 bg-transparent transition-colors" />
      </div>

      {survey.isPending ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 text-sm text-slate-500">
          <Spinner className="text-brand-600 size-6" label="Loading survey" />
          <p>Loading survey...</p>
        </div>
      ) : survey.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center px-6 text-center">
          <FileQuestion aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">This survey can&apos;t be opened</h2>
          <p className="mt-1 text-sm text-slate-600">{survey.error.message}</p>
          <div className="mt-5 flex gap-2">
            <Button variant="secondary" onClick={store.closePanel}>
              <X aria-hidden="true" className="size-4" />
              Close
            </Button>
            <Button onClick={() => void survey.refetch()}>Retry</Button>
          </div>
        </div>
      ) : (
        <div className="min-h-0 flex-1">
          <SurveyEditor
            surveyId={surveyId}
            initial={survey.data}
            onBack={store.closePanel}
            handleRef={handleRef}
          />
        </div>
      )}
    </aside>
  );
}
