import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useChatStore } from '../features/chat/chat-store.tsx';
import { SurveyEditor, type SurveyEditorHandle } from '../features/editor/survey-editor.tsx';
import { surveyDetailQuery } from '../lib/survey-queries.ts';
import { isClientError } from '../app/query-client.ts';

/** `/surveys/:id/edit`: the editor, full width, with the docked assistant acting on it. */
export function SurveyEditPage() {
  const { surveyId = '' } = useParams();
  const survey = useQuery(surveyDetailQuery(surveyId));
  // The docked assistant edits this survey: it saves the author's pending edits before each turn
  // and hands its change to the editor (one undo step) instead of the two saving over each other.
  const store = useChatStore();
  const handleRef = useCallback(
    (handle: SurveyEditorHandle | null) => (handle ? store.registerEditor(handle, surveyId) : undefined),
    [store, surveyId],
  );

  if (survey.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
        <FileQuestion aria-hidden="true" className="size-10 text-slate-400" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">This survey can&apos;t be opened</h1>
        <p className="mt-2 text-sm text-slate-600">{survey.error.message}</p>
        <div className="mt-6 flex gap-2">
          <Button variant="secondary" asChild>
            <Link to="/polls">Back to your surveys</Link>
          </Button>
          {/* Asking again cannot turn a missing or forbidden survey into one that opens. */}
          {!isClientError(survey.error) && <Button onClick={() => void survey.refetch()}>Try again</Button>}
        </div>
      </div>
    );
  }
  // The editor starts from the server's current draft only: a copy cached by an earlier visit (Polls,
  // then Back) may be older than the last save, and editing it would raise a false conflict.
  if (survey.isPending || !survey.isFetchedAfterMount) {
    return (
      <div className="text-brand-600 flex justify-center py-24">
        <Spinner className="size-7" label="Loading survey" />
      </div>
    );
  }
  // Keyed by id so that opening another survey starts a fresh editor state.
  return (
    <SurveyEditor
      key={survey.data.id}
      surveyId={survey.data.id}
      initial={survey.data}
      handleRef={handleRef}
    />
  );
}
