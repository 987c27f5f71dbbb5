import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { describeChange } from './change-text.ts';
import type { VersionWorkflow } from './use-version-workflow.ts';

/**
 * "Publish changes": what the draft changes since the live version, a warning before changes that
 * alter the meaning of answers already collected, and Publish (issue 10 §4).
 */
export function PublishChangesDialog({ workflow }: { workflow: VersionWorkflow }) {
  const open = workflow.dialog === 'publish';
  const { diff, responseCount, liveVersion, publish } = workflow;
  const warn = Boolean(diff?.altersMeaning) && responseCount > 0;
  const next = liveVersion + 1;

  return (
    <Dialog open={open} onOpenChange={(value) => !value && !publish.isPending && workflow.closeDialog()}>
      {open ? (
        <DialogContent
          title="Publish changes"
          description={`Respondents see version ${liveVersion} today. Publishing makes this draft version ${next}; people who already started keep answering version ${liveVersion}.`}
          className="max-w-xl"
        >
          {!diff ? (
            <div className="flex justify-center py-6 text-slate-500">
              <Spinner className="size-6" label="Comparing with the live version" />
            </div>
          ) : (
            <>
              <h3 className="text-sm font-semibold text-slate-900">Changes since version {liveVersion}</h3>
              {diff.changes.length > 0 ? (
                <ul aria-label="Changes" className="mt-2 max-h-72 space-y-1.5 overflow-y-auto pr-1 text-sm">
                  {diff.changes.map(({ change, altersMeaning }, index) => (
                    <li
                      key={index}
                      className={cn(
                        'flex gap-2 rounded-lg px-3 py-2 ring-1 ring-inset',
                        altersMeaning && responseCount > 0
                          ? 'bg-amber-50 text-amber-950 ring-amber-200'
                          : 'bg-slate-50 text-slate-800 ring-slate-200',
                      )}
                    >
                      <span className="min-w-0 break-words">{describeChange(change)}</span>
                      {altersMeaning && responseCount > 0 ? (
                        <span className="ml-auto shrink-0 self-start rounded bg-amber-200/70 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900">
                          Changes meaning
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {diff.hasOtherEdits ? (
                <p className="mt-2 text-sm text-slate-600">
                  {diff.changes.length > 0 ? 'Also: ' : ''}edits to page texts, descriptions, media or
                  settings.
                </p>
              ) : null}
              {warn ? (
                <div
                  role="alert"
                  className="mt-4 flex gap-2.5 rounded-xl bg-amber-50 p-3.5 text-sm text-amber-950 ring-1 ring-amber-300"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  <p>
                    <strong className="font-semibold">
                      {responseCount === 1
                        ? '1 response was'
                        : `${responseCount.toLocaleString('en-US')} responses were`}{' '}
                      collected with the wording above.
                    </strong>{' '}
                    The marked changes alter what those answers mean. They stay in your results, shown per
                    version where they can&apos;t be compared.
                  </p>
                </div>
              ) : null}
            </>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={publish.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button disabled={!diff || publish.isPending} onClick={workflow.confirmPublish}>
              {publish.isPending ? <Spinner className="size-3.5" label="Publishing" /> : null}
              {publish.isPending
                ? 'Publishing...'
                : warn
                  ? `Publish version ${next} anyway`
                  : `Publish version ${next}`}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
