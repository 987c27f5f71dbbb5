import { ChevronRight, ClipboardList, Undo2 } from 'lucide-react';
import { DEFAULT_ARTIFACT_TITLE } from '#shared/chat/chat-display.ts';
import type { ChatArtifact } from '#shared/chat/chat-types.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';

export interface ArtifactCardProps {
  artifact: ChatArtifact;
  /** The survey is what the side panel shows now. */
  active?: boolean;
  /** The assistant's latest change, which can still be reverted. */
  undoable?: boolean;
  undoing?: boolean;
  onOpen: (surveyId: string) => void;
  onUndo?: () => void;
}

/** The survey an assistant turn created or changed (spec owner §2): click to open it in the panel. */
export function ArtifactCard({ artifact, active, undoable, undoing, onOpen, onUndo }: ArtifactCardProps) {
  const title = artifact.title.trim() || DEFAULT_ARTIFACT_TITLE;
  // Undo sits beside the card where there is room and below it in a narrow chat column.
  return (
    <div className="@container max-w-md">
      <div
        className={cn(
          'flex flex-col items-stretch overflow-hidden rounded-xl border bg-white shadow-sm transition-colors @xs:flex-row',
          active ? 'border-brand-300 ring-brand-100 ring-2' : 'border-slate-200',
        )}
      >
        <button
          type="button"
          onClick={() => onOpen(artifact.surveyId)}
          aria-current={active ? 'true' : undefined}
          className="group flex min-w-0 flex-1 items-center gap-3 px-3.5 py-3 text-left hover:bg-slate-50 focus-visible:outline-offset-[-2px]"
        >
          <span className="bg-brand-50 text-brand-700 flex size-10 shrink-0 items-center justify-center rounded-lg">
            <ClipboardList aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-slate-900">{title}</span>
            <span className="block text-xs text-slate-500">
              <span className="sr-only">
                {artifact.change === 'created' ? 'Survey created. ' : 'Survey updated. '}
              </span>
              Click to view
            </span>
          </span>
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
          />
        </button>
        {undoable && onUndo ? (
          <button
            type="button"
            onClick={onUndo}
            disabled={undoing}
            className="flex shrink-0 items-center justify-center gap-1.5 border-t border-slate-200 px-3 py-2 text-xs font-medium text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-offset-[-2px] disabled:cursor-wait disabled:text-slate-400 @xs:border-t-0 @xs:border-l @xs:py-0"
          >
            {undoing ? (
              <Spinner className="size-3.5" label="Undoing" />
            ) : (
              <Undo2 aria-hidden="true" className="size-3.5" />
            )}
            Undo change
          </button>
        ) : null}
      </div>
    </div>
  );
}
