import { Info } from 'lucide-react';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import type { VersionWorkflow } from './use-version-workflow.ts';

/**
 * Below the editor header while the draft has unpublished changes: the author edits the draft's
 * title and questions, and this says plainly what respondents get meanwhile (issue 10 §4).
 */
export function LiveVersionNotice({ workflow }: { workflow: VersionWorkflow }) {
  if (workflow.badge !== 'live_with_changes') return null;
  const liveTitle = workflow.liveDocument?.title;
  return (
    <p
      data-testid="live-version-notice"
      className="mx-auto mt-4 flex w-full max-w-5xl items-start gap-2 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        <strong className="font-semibold">Respondents see version {workflow.liveVersion}</strong>
        {liveTitle !== undefined ? <> (“{shownSurveyTitle(liveTitle)}”)</> : null}. Your edits are saved as a
        draft until you publish them.
      </span>
    </p>
  );
}
