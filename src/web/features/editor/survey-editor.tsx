import { Fragment, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Braces, FileStack, Plus, Rocket } from 'lucide-react';
import { addPage, updateSurveyDetails } from '#shared/survey/survey-operations.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { TEXT_LIMITS } from '#shared/survey/survey-schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip.tsx';
import { cn } from '../../lib/cn.ts';
import { getSurvey, publishSurvey, saveDraft } from '../../lib/survey-api.ts';
import { useConfirmDialog } from './confirm-dialog.tsx';
import { EditorContext, type EditorContextValue } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { AddPageControl, PageCard } from './page-card.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { useAutosave } from './use-autosave.ts';
import { LEAVE_MESSAGE, useLeaveGuard } from './use-leave-guard.ts';

export const WAIT_FOR_SAVE_HINT = 'Please wait for your changes to be saved';
export const WAIT_FOR_SAVE_ALERT = 'Please wait for your changes to be saved before publishing.';

export interface SurveyEditorProps {
  surveyId: string;
  /** The survey as loaded (GET /api/surveys/:id); its draft is edited and autosaved. */
  initial: SurveyRecord;
  /** "← Back": closes the panel; without it the editor navigates to /polls. */
  onBack?: () => void;
  /** Lets the chat save pending edits before a turn and take the assistant's newer version. */
  handleRef?: Ref<SurveyEditorHandle>;
}

/** What the chat assistant may do with an open editor. */
export interface SurveyEditorHandle {
  /** Saves unsaved edits now and resolves when no save is running (never rejects). */
  flush(): Promise<void>;
  /** A newer version from the server: replaces the document, or asks when there are local edits. */
  adopt(record: SurveyRecord): void;
}

/**
 * The survey editor panel (spec owner §2): survey details, pages with their blocks, questions and
 * media, autosave with its indicator, and Launch. Every edit is one pure survey operation.
 */
export function SurveyEditor(props: SurveyEditorProps) {
  // A different survey is a different editing session: fresh autosave state, nothing carried over.
  return <EditorSession key={props.surveyId} {...props} />;
}

function EditorSession({ surveyId, initial, onBack, handleRef }: SurveyEditorProps) {
  const navigate = useNavigate();
  const autosave = useAutosave({
    initialDocument: initial.draft,
    initialVersion: initial.draft_version,
    initialSavedAt: initial.updated_at,
    save: (template_data, baseVersion) => saveDraft(surveyId, { template_data, baseVersion }),
    loadLatest: () => getSurvey(surveyId),
  });
  const { document, update, hasUnsavedChanges, isSaving, flush, adopt } = autosave;
  useImperativeHandle(handleRef, () => ({ flush, adopt }), [flush, adopt]);
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const blocker = useLeaveGuard(hasUnsavedChanges);
  const [showJson, setShowJson] = useState(false);

  const publish = useMutation({
    mutationFn: () => publishSurvey(surveyId),
    // Publishing twice is harmless, but retrying hides a real failure for seconds.
    retry: false,
    onSuccess: ({ shareId }) => {
      if (!shareId) {
        toast.error('Failed to publish artifact: No share ID returned');
        return;
      }
      void navigate(`/analytics/${encodeURIComponent(shareId)}`);
    },
    onError: (error) => {
      console.error('Publishing failed', error);
      toast.error(error instanceof Error ? error.message : 'Failed to publish survey');
    },
  });

  const editor = useMemo<EditorContextValue>(
    () => ({ surveyId, update, confirm }),
    [surveyId, update, confirm],
  );

  const waitingForSave = hasUnsavedChanges || isSaving;
  const launchDisabled = waitingForSave || publish.isPending;
  const hasPages = document.pages.length > 0;

  const launch = () => {
    // Spec owner §4: without a record id nothing is sent.
    if (publish.isPending || !surveyId) return;
    if (waitingForSave) {
      toast.warning(WAIT_FOR_SAVE_ALERT);
      return;
    }
    publish.mutate();
  };

  const back = async () => {
    if (!onBack) {
      // Route change: the leave guard asks when there are unsaved changes.
      void navigate('/polls');
      return;
    }
    if (hasUnsavedChanges) {
      const leave = await confirm({
        title: 'Leave the editor?',
        message: LEAVE_MESSAGE,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      });
      if (!leave) return;
    }
    onBack();
  };

  const questionCount = document.pages.reduce(
    (total, page) =>
      total +
      page.content_blocks.reduce(
        (sum, block) => sum + (block.type === 'QUESTION_SET' ? block.items.length : 0),
        0,
      ),
    0,
  );

  return (
    <EditorContext value={editor}>
      <TooltipProvider delayDuration={200}>
        <div className="flex h-full min-h-0 flex-col bg-slate-50">
          <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-5">
            <Button variant="ghost" size="sm" onClick={() => void back()} className="-ml-1 text-slate-700">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
            <span aria-hidden="true" className="hidden h-5 w-px bg-slate-200 sm:block" />
            <p className="hidden min-w-0 truncate text-sm font-medium text-slate-700 sm:block">
              {document.title || 'Untitled Survey'}
            </p>
            <div className="ml-auto flex items-center gap-1.5">
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-slate-500"
                aria-label="View raw JSON"
                title="View raw JSON"
                onClick={() => setShowJson(true)}
              >
                <Braces aria-hidden="true" className="size-4" />
              </Button>
              {hasPages ? (
                <Tooltip content={waitingForSave ? WAIT_FOR_SAVE_HINT : null} side="bottom">
                  <Button
                    size="sm"
                    aria-disabled={launchDisabled}
                    onClick={launch}
                    className={cn(launchDisabled && 'bg-brand-300 hover:bg-brand-300 cursor-not-allowed')}
                  >
                    {publish.isPending ? (
                      <Spinner className="size-3.5" label="Publishing" />
                    ) : (
                      <Rocket aria-hidden="true" className="size-4" />
                    )}
                    {publish.isPending ? 'Publishing...' : 'Launch Survey'}
                  </Button>
                </Tooltip>
              ) : null}
            </div>
          </header>

          <main className="@container min-h-0 flex-1 overflow-y-auto">
            <div className="mx-auto w-full max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
              <div className="mb-6 space-y-1 px-1">
                <InlineText
                  label="Survey title"
                  wrap
                  placeholder="Untitled Survey"
                  maxLength={TEXT_LIMITS.surveyTitle}
                  value={document.title}
                  inputClassName="text-2xl font-bold tracking-tight sm:text-3xl"
                  onChange={(title) => update((doc) => updateSurveyDetails(doc, { title }))}
                />
                <InlineText
                  label="Survey description"
                  multiline
                  placeholder="Add a description for respondents (optional)"
                  maxLength={TEXT_LIMITS.description}
                  value={document.description}
                  inputClassName="text-sm text-slate-600 sm:text-base"
                  onChange={(description) => update((doc) => updateSurveyDetails(doc, { description }))}
                />
              </div>

              {hasPages ? (
                <ol className="space-y-2" aria-label="Pages">
                  {document.pages.map((page, index) => (
                    <Fragment key={page.id}>
                      <li>
                        <PageCard page={page} index={index} pageCount={document.pages.length} />
                      </li>
                      <li>
                        <AddPageControl afterIndex={index} label={`Add page after page ${index + 1}`} />
                      </li>
                    </Fragment>
                  ))}
                </ol>
              ) : (
                <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                  <span className="bg-brand-50 text-brand-700 flex size-12 items-center justify-center rounded-2xl">
                    <FileStack aria-hidden="true" className="size-6" />
                  </span>
                  <p className="mt-4 text-base font-semibold text-slate-900">No survey pages found</p>
                  <p className="mt-1 text-sm text-slate-500">
                    Start with a page, then add questions and media to it.
                  </p>
                  <Button className="mt-5" onClick={() => update((doc) => addPage(doc, -1, 'STANDARD'))}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add Content
                  </Button>
                </div>
              )}
            </div>
          </main>

          <footer className="sticky bottom-0 z-20 flex min-h-11 shrink-0 items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-3 py-1.5 backdrop-blur sm:px-5">
            <SaveIndicator
              isSaving={isSaving}
              hasUnsavedChanges={hasUnsavedChanges}
              error={autosave.error}
              lastSavedAt={autosave.lastSavedAt}
              onRetry={autosave.retry}
              onDismissError={autosave.clearError}
            />
            <p className="hidden shrink-0 text-xs text-slate-500 sm:block">
              {document.pages.length} {document.pages.length === 1 ? 'page' : 'pages'} · {questionCount}{' '}
              {questionCount === 1 ? 'question' : 'questions'}
            </p>
          </footer>
        </div>

        {confirmDialog}

        <Dialog
          open={blocker.state === 'blocked'}
          onOpenChange={(open) => {
            if (!open && blocker.state === 'blocked') blocker.reset();
          }}
        >
          <DialogContent title="Leave the editor?" description={LEAVE_MESSAGE}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Stay</Button>
              </DialogClose>
              <Button variant="danger" onClick={() => blocker.proceed?.()}>
                Leave
              </Button>
            </div>
          </DialogContent>
        </Dialog>

        <Dialog open={autosave.conflict !== null}>
          <DialogContent
            title="This survey changed elsewhere"
            description="Another tab or window saved a newer version while you were editing. Continue from the newer version, or overwrite it with the changes made here."
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={autosave.reloadLatest}>
                Load newer version
              </Button>
              <Button onClick={autosave.overwrite}>Keep my changes</Button>
            </div>
          </DialogContent>
        </Dialog>

        <Dialog open={showJson} onOpenChange={setShowJson}>
          <DialogContent
            title="Survey JSON"
            description="The draft exactly as it is saved."
            className="max-w-3xl"
          >
            <pre className="max-h-[60vh] overflow-auto rounded-lg bg-slate-950 p-4 text-xs leading-5 text-slate-100">
              {JSON.stringify(document, null, 2)}
            </pre>
            <div className="mt-4 flex justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
            </div>
          </DialogContent>
        </Dialog>
      </TooltipProvider>
    </EditorContext>
  );
}
