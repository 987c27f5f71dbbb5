import { Eye, History, Rocket, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { cn } from '../../lib/cn.ts';
import { DiscardChangesDialog } from './discard-changes-dialog.tsx';
import { LifecycleBadge } from './lifecycle-badge.tsx';
import { PublishChangesDialog } from './publish-changes-dialog.tsx';
import type { VersionWorkflow } from './use-version-workflow.ts';
import { VersionHistoryDialog } from './version-history-dialog.tsx';

export const WAIT_FOR_SAVE_HINT = 'Please wait for your changes to be saved';
export const NOTHING_TO_PUBLISH_HINT = 'Nothing to publish: the draft matches the live version';

/** The owner-only preview of the draft, in the respondent's own flow (issue 10 §5). */
export function previewPath(surveyId: string): string {
  return `/surveys/${encodeURIComponent(surveyId)}/preview`;
}

/**
 * The editor header's right side: where the survey stands, Preview, History, Discard changes and
 * Launch / Publish changes, with their dialogs.
 */
export function VersionHeaderActions({
  workflow,
  hasPages,
}: {
  workflow: VersionWorkflow;
  hasPages: boolean;
}) {
  const { isPublished, hasChanges, publish, waitingForSave } = workflow;
  const nothingToPublish = isPublished && !hasChanges;
  const disabled = waitingForSave || publish.isPending || nothingToPublish;
  const label = publish.isPending ? 'Publishing...' : isPublished ? 'Publish changes' : 'Launch Survey';
  const hint = waitingForSave ? WAIT_FOR_SAVE_HINT : nothingToPublish ? NOTHING_TO_PUBLISH_HINT : null;

  return (
    <>
      <LifecycleBadge kind={workflow.badge} compact className="shrink-0" />
      <Button asChild variant="ghost" size="sm" className="px-2 text-slate-600 sm:px-3">
        <a href={previewPath(workflow.surveyId)} target="_blank" rel="noopener" aria-label="Preview">
          <Eye aria-hidden="true" className="size-4" />
          <span className="hidden @2xl/editor:inline">Preview</span>
        </a>
      </Button>
      {isPublished ? (
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-slate-600 sm:px-3"
          aria-label="Version history"
          onClick={() => workflow.openDialog('history')}
        >
          <History aria-hidden="true" className="size-4" />
          <span className="hidden @2xl/editor:inline">History</span>
        </Button>
      ) : null}
      {isPublished && hasChanges ? (
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-slate-600 sm:px-3"
          aria-label="Discard changes"
          onClick={() => workflow.openDialog('discard')}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          <span className="hidden @4xl/editor:inline">Discard changes</span>
        </Button>
      ) : null}
      {hasPages ? (
        <Tooltip content={hint} side="bottom">
          <Button
            size="sm"
            aria-label={label}
            className={cn('px-2.5 sm:px-3', disabled && 'bg-brand-300 hover:bg-brand-300 cursor-not-allowed')}
            aria-disabled={disabled}
            onClick={() => {
              if (!nothingToPublish) workflow.requestPublish();
            }}
          >
            {publish.isPending ? (
              <Spinner className="size-3.5" label="Publishing" />
            ) : (
              <Rocket aria-hidden="true" className="size-4" />
            )}
            <span className="hidden @md/editor:inline">{label}</span>
          </Button>
        </Tooltip>
      ) : null}

      <PublishChangesDialog workflow={workflow} />
      <DiscardChangesDialog workflow={workflow} />
      <VersionHistoryDialog workflow={workflow} />
    </>
  );
}
