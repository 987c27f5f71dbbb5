import {
  Fragment,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, Braces, FileStack, Plus } from 'lucide-react';
import { addPage, updateSurveyDetails } from '#shared/survey/survey-operations.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { TEXT_LIMITS } from '#shared/survey/survey-schema.ts';
import { DEFAULT_SURVEY_TITLE } from '#shared/survey/survey-defaults.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { getSurvey, saveDraft } from '../../lib/survey-api.ts';
import { LiveVersionNotice } from '../versions/live-version-notice.tsx';
import { PublishProblems } from '../versions/publish-problems.tsx';
import { useVersionWorkflow } from '../versions/use-version-workflow.ts';
import { VersionHeaderActions } from '../versions/version-header-actions.tsx';
import { useConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EditorContext, type EditorContextValue } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { AddPageControl, PageCard } from './page-card.tsx';
import { HiddenFieldsCard, SurveyDocumentContext } from './logic-editor.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { useHistoryShortcuts, isTextEntry } from './editor-shortcuts.ts';
import { HistoryButtons } from './history-buttons.tsx';
import { findAddedEntity, focusEntity } from './new-entity.ts';
import { SaveIndicator } from './save-indicator.tsx';
import { cn } from '../../lib/cn.ts';
import { SetAsideNotice } from './set-aside-notice.tsx';
import { localSetAsideStore } from './set-aside-store.ts';
import { useAutosave } from './use-autosave.ts';
import { LEAVE_MESSAGE, useLeaveGuard } from './use-leave-guard.ts';

export { WAIT_FOR_SAVE_HINT } from '../versions/version-header-actions.tsx';
export { WAIT_FOR_SAVE_ALERT } from '../versions/use-version-workflow.ts';

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
  /** A newer version from the server: replaces the document as one undo step, or asks when there are local edits. */
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
  const [setAsideStore] = useState(() => localSetAsideStore(surveyId));
  const autosave = useAutosave({
    initialDocument: initial.draft,
    initialVersion: initial.draft_version,
    initialSavedAt: initial.updated_at,
    save: (template_data, baseVersion, saveId) => saveDraft(surveyId, { template_data, baseVersion, saveId }),
    loadLatest: () => getSurvey(surveyId),
    setAsideStore,
  });
  const { document, hasUnsavedChanges, isSaving, flush, adopt, undo, redo } = autosave;
  useImperativeHandle(handleRef, () => ({ flush, adopt }), [flush, adopt]);
  useHistoryShortcuts(undo, redo);
  const { update, rootRef, onFocusCapture } = useEditorUpdate(autosave.update);
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const blocker = useLeaveGuard(hasUnsavedChanges);
  const [showJson, setShowJson] = useState(false);

  const editor = useMemo<EditorContextValue>(
    () => ({ surveyId, update, confirm }),
    [surveyId, update, confirm],
  );

  const waitingForSave = hasUnsavedChanges || isSaving;
  const hasPages = document.pages.length > 0;

  const versions = useVersionWorkflow({
    surveyId,
    record: initial,
    document,
    draftVersion: autosave.version,
    waitingForSave,
    flush,
    adopt,
  });

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
        <div
          ref={rootRef}
          onFocusCapture={onFocusCapture}
          // A container, so the header's labels follow the editor's width (a panel beside the chat
          // is narrow on a wide screen), not the window's.
          className="@container/editor flex h-full min-h-0 flex-col bg-slate-50"
        >
          <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-5">
            <Button variant="ghost" size="sm" onClick={() => void back()} className="-ml-1 text-slate-700">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
            {/* The title only where the header has room for it (beside the dock it shrank to "B…"). */}
            <span aria-hidden="true" className="hidden h-5 w-px bg-slate-200 @2xl/editor:block" />
            <p className="hidden min-w-0 truncate text-sm font-medium text-slate-700 @2xl/editor:block">
              {shownSurveyTitle(document.title)}
            </p>
            <div className="ml-auto flex items-center gap-1.5">
              <HistoryButtons
                canUndo={autosave.canUndo}
                canRedo={autosave.canRedo}
                onUndo={undo}
                onRedo={redo}
              />
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
              <VersionHeaderActions workflow={versions} hasPages={hasPages} />
            </div>
          </header>

          <main className={cn('@container min-h-0 flex-1 overflow-y-auto', !onBack && 'pb-20')}>
            <div className="px-3 sm:px-6">
              <LiveVersionNotice workflow={versions} />
              <PublishProblems workflow={versions} />
            </div>
            <div className="mx-auto w-full max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
              <div className="mb-6 space-y-1 px-1">
                <InlineText
                  label="Survey title"
                  voiceInput
                  wrap
                  placeholder={DEFAULT_SURVEY_TITLE}
                  maxLength={TEXT_LIMITS.surveyTitle}
                  value={document.title}
                  inputClassName="text-2xl font-bold tracking-tight sm:text-3xl"
                  onChange={(title) => update((doc) => updateSurveyDetails(doc, { title }))}
                />
                <InlineText
                  label="Survey description"
                  voiceInput
                  multiline
                  placeholder="Add a description for respondents (optional)"
                  maxLength={TEXT_LIMITS.description}
                  value={document.description}
                  inputClassName="text-sm text-slate-600 sm:text-base"
                  onChange={(description) => update((doc) => updateSurveyDetails(doc, { description }))}
                />
              </div>

              <SurveyDocumentContext.Provider value={document}>
                <HiddenFieldsCard />
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
              </SurveyDocumentContext.Provider>
            </div>
          </main>

          {/* As a page, the assistant's round button floats at the bottom right: the save bar keeps its
              right end free and the pages can scroll clear of it. The chat panel has no such button. */}
          <footer
            className={cn(
              'sticky bottom-0 z-20 flex min-h-11 shrink-0 items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-3 py-1.5 backdrop-blur sm:px-5',
              !onBack && 'pr-20 sm:pr-24',
            )}
          >
            <div className="flex min-w-0 items-center gap-3">
              <SaveIndicator
                isSaving={isSaving}
                hasUnsavedChanges={hasUnsavedChanges}
                error={autosave.error}
                retryAt={autosave.retryAt}
                hasConflict={autosave.conflict !== null}
                lastSavedAt={autosave.lastSavedAt}
                onRetry={autosave.retry}
                onDismissError={autosave.clearError}
              />
              <SetAsideNotice
                copy={autosave.setAside}
                onRestore={autosave.restoreSetAside}
                onDismiss={autosave.dismissSetAside}
              />
            </div>
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

        <ConflictDialog
          conflict={autosave.conflict}
          onLoadTheirs={autosave.loadTheirs}
          onKeepMine={autosave.keepMine}
        />

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

/**
 * The editor's `update`: typing into one field during one visit is one undo step (the field's
 * keystrokes share a key that changes whenever focus moves), and a page, question or variant an
 * edit adds takes focus and scrolls into view, so typing goes into it rather than the button.
 */
function useEditorUpdate(
  apply: (operation: (document: SurveyDocument) => SurveyDocument, coalesceKey?: string | null) => void,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusVisit = useRef(0);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  const update = useCallback(
    (operation: (document: SurveyDocument) => SurveyDocument) => {
      const active = globalThis.document.activeElement;
      const typing = isTextEntry(active) && rootRef.current?.contains(active);
      let added: string | null = null;
      apply(
        (before) => {
          const after = operation(before);
          added = after === before ? null : findAddedEntity(before, after);
          return after;
        },
        typing ? `field-visit-${focusVisit.current}` : null,
      );
      if (added !== null) setFocusTarget({ id: added });
    },
    [apply],
  );

  useLayoutEffect(() => {
    if (focusTarget && rootRef.current) focusEntity(rootRef.current, focusTarget.id);
  }, [focusTarget]);

  const onFocusCapture = useCallback(() => {
    focusVisit.current += 1;
  }, []);

  return { update, rootRef, onFocusCapture };
}
