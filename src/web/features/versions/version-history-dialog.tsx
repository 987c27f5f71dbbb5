import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Eye, RotateCcw } from 'lucide-react';
import type { SurveyVersionSummary } from '#shared/survey/survey-versions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { VersionWorkflow } from './use-version-workflow.ts';
import { VersionDocumentView } from './version-document-view.tsx';
import { versionQuery } from './api/versions-api.ts';

const publishedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const responses = (count: number) =>
  count === 1 ? '1 response' : `${count.toLocaleString('en-US')} responses`;

type View = { kind: 'list' } | { kind: 'open'; version: number } | { kind: 'confirm'; version: number };

/** Version history: every published version, open one read-only, restore one into the draft. */
export function VersionHistoryDialog({ workflow }: { workflow: VersionWorkflow }) {
  const open = workflow.dialog === 'history';
  return (
    <Dialog open={open} onOpenChange={(value) => !value && !workflow.isReplacing && workflow.closeDialog()}>
      {open ? <HistoryContent workflow={workflow} /> : null}
    </Dialog>
  );
}

function HistoryContent({ workflow }: { workflow: VersionWorkflow }) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const { versions } = workflow;
  const items = versions.data?.items ?? [];

  if (view.kind === 'open') {
    return (
      <OpenVersion
        workflow={workflow}
        version={view.version}
        onBack={() => setView({ kind: 'list' })}
        onRestore={() => setView({ kind: 'confirm', version: view.version })}
      />
    );
  }
  if (view.kind === 'confirm') {
    return (
      <DialogContent
        title={`Restore version ${view.version} into the draft?`}
        description={`The draft is replaced by version ${view.version}${workflow.hasChanges ? ', including the unpublished edits made since version ' + workflow.liveVersion : ''}. Respondents keep seeing version ${workflow.liveVersion} until you publish.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={workflow.isReplacing}
            onClick={() => setView({ kind: 'list' })}
          >
            Cancel
          </Button>
          <Button disabled={workflow.isReplacing} onClick={() => workflow.restore(view.version)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {workflow.isReplacing ? 'Restoring...' : 'Restore into draft'}
          </Button>
        </div>
      </DialogContent>
    );
  }

  return (
    <DialogContent
      title="Version history"
      description="Every published version, newest first. Responses always stay with the version they answered."
      className="max-w-xl"
    >
      {versions.isPending ? (
        <div className="flex justify-center py-8 text-slate-500">
          <Spinner className="size-6" label="Loading versions" />
        </div>
      ) : versions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Versions could not be loaded: {versions.error.message}
        </p>
      ) : (
        <ol aria-label="Published versions" className="max-h-[60vh] space-y-2 overflow-y-auto">
          {items.map((item) => (
            <VersionRow
              key={item.version}
              item={item}
              onOpen={() => setView({ kind: 'open', version: item.version })}
              onRestore={() => setView({ kind: 'confirm', version: item.version })}
            />
          ))}
        </ol>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={workflow.closeDialog}>
          Close
        </Button>
      </div>
    </DialogContent>
  );
}

function VersionRow({
  item,
  onOpen,
  onRestore,
}: {
  item: SurveyVersionSummary;
  onOpen: () => void;
  onRestore: () => void;
}) {
  return (
    <li
      aria-label={`Version ${item.version}`}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl px-3.5 py-3 ring-1 ring-slate-200 ring-inset"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          Version {item.version}
          {item.is_live ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-bold tracking-wider text-emerald-800 ring-1 ring-emerald-600/20">
              LIVE
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={item.published_at}>{publishedAt(item.published_at)}</time> ·{' '}
          {responses(item.response_count)}
        </p>
        {item.title ? <p className="mt-0.5 truncate text-xs text-slate-500">{item.title}</p> : null}
      </div>
      <div className="flex gap-1.5">
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Open version ${item.version}`}>
          <Eye aria-hidden="true" className="size-4" />
          Open
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRestore}
          aria-label={`Restore version ${item.version} into draft`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore
        </Button>
      </div>
    </li>
  );
}

function OpenVersion({
  workflow,
  version,
  onBack,
  onRestore,
}: {
  workflow: VersionWorkflow;
  version: number;
  onBack: () => void;
  onRestore: () => void;
}) {
  const detail = useQuery(versionQuery(workflow.surveyId, version));
  return (
    <DialogContent
      title={`Version ${version}`}
      description={
        detail.data
          ? `Published ${publishedAt(detail.data.published_at)} · ${responses(detail.data.response_count)}. Read-only.`
          : 'Read-only.'
      }
      className="max-w-2xl"
    >
      <div className="max-h-[55vh] overflow-y-auto">
        {detail.isPending ? (
          <div className="flex justify-center py-8 text-slate-500">
            <Spinner className="size-6" label="Loading version" />
          </div>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Version {version} could not be loaded: {detail.error.message}
          </p>
        ) : (
          <VersionDocumentView document={detail.data.document} />
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All versions
        </Button>
        <Button onClick={onRestore}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore into draft
        </Button>
      </div>
    </DialogContent>
  );
}
