import { useId } from 'react';
import { MessageSquareDashed } from 'lucide-react';
import type { ReportQuestion } from '#shared/report/report-types.ts';
import { hasNoResponses, questionKind, questionText, questionTypeLabel } from './analytics-format.ts';
import { ChoiceResults } from './choice-results.tsx';
import { FreeResponses } from './free-responses.tsx';
import { NumericResults } from './numeric-results.tsx';
import { MatrixResults, RankingResults } from './ranking-matrix-results.tsx';
import { ConsentResults, DateResults, NpsResults } from './typed-answer-results.tsx';
import { VariantResultsPanel, pooledAnswersNote } from './variant-results.tsx';
import { VoiceNotes } from './voice-notes.tsx';

/**
 * A QUESTION_SET block: every question one after another, so the author reads the whole block at
 * once, each numbered as respondents saw it (`numbers`, from questionNumbers()).
 */
export function QuestionSetBlock({
  questions,
  numbers,
}: {
  questions: ReportQuestion[];
  numbers: ReadonlyMap<string, number>;
}) {
  const baseId = useId();
  if (questions.length === 0) {
    return <p className="text-sm text-slate-500">No questions in this content block.</p>;
  }
  return (
    <div className="divide-y divide-slate-100">
      {questions.map((question, index) => (
        <div key={question.id} className="py-7 first:pt-0 last:pb-0">
          <QuestionResultsView
            id={`${baseId}-${index}`}
            question={question}
            number={numbers.get(question.id) ?? null}
          />
        </div>
      ))}
    </div>
  );
}

function QuestionResultsView({
  question,
  number,
  id,
}: {
  question: ReportQuestion;
  /** Null for a question the live version no longer asks. */
  number: number | null;
  id: string;
}) {
  const empty = hasNoResponses(question);
  const headingId = `${id}-heading`;
  return (
    <article id={id} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        {number !== null ? (
          <span className="bg-brand-50 text-brand-700 rounded-md px-2 py-0.5 text-xs font-semibold tabular-nums">
            Q{number}
          </span>
        ) : null}
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {questionTypeLabel(question)}
        </span>
        {typeof question.removedInVersion === 'number' ? (
          <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset">
            Removed in version {question.removedInVersion}
          </span>
        ) : null}
        {empty && question.required ? (
          <span className="rounded-md bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-700 ring-1 ring-rose-200 ring-inset">
            Required
          </span>
        ) : null}
      </div>
      <h3
        id={headingId}
        dir="auto"
        className="mt-2 text-start text-lg font-semibold break-words text-slate-900"
      >
        {questionText(question)}
      </h3>
      {question.description?.trim() ? (
        <p dir="auto" className="mt-1 text-start text-sm leading-6 whitespace-pre-line text-slate-600">
          {question.description}
        </p>
      ) : null}
      {question.versionNote ? (
        <p
          role="note"
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          {question.versionNote}
        </p>
      ) : null}

      {pooledAnswersNote(question.variantResults) ? (
        <p role="note" className="mt-2 text-sm leading-6 text-slate-600">
          {pooledAnswersNote(question.variantResults)}
        </p>
      ) : null}

      {question.versionGroups && question.versionGroups.length > 1 ? (
        <div className="mt-4 space-y-6">
          {question.versionGroups.map((group) => (
            <section key={group.versions.join('-')} aria-label={versionsLabel(group.versions)}>
              <h4 className="text-sm font-semibold text-slate-700">{versionsLabel(group.versions)}</h4>
              <ResultsBody question={{ ...question, ...group.question, results: group.results }} />
            </section>
          ))}
        </div>
      ) : (
        <ResultsBody question={question} />
      )}
      {question.variantResults ? <VariantResultsPanel results={question.variantResults} /> : null}
    </article>
  );
}

/** "Version 3" or "Versions 1–2" (a group's versions are consecutive or listed). */
export function versionsLabel(versions: number[]): string {
  if (versions.length === 1) return `Version ${versions[0]}`;
  const first = versions[0] ?? 0;
  const last = versions.at(-1) ?? 0;
  const consecutive = last - first + 1 === versions.length;
  return consecutive ? `Versions ${first}–${last}` : `Versions ${versions.join(', ')}`;
}

function ResultsBody({ question }: { question: ReportQuestion }) {
  const empty = hasNoResponses(question);
  const kind = questionKind(question);
  return (
    <>
      <div className="mt-4">
        {empty ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
            <MessageSquareDashed aria-hidden="true" className="size-8 text-slate-300" />
            <p className="mt-3 text-sm font-semibold text-slate-700">No responses yet</p>
            <p className="mt-1 text-sm text-slate-500">
              Analytics will appear here once participants submit responses
            </p>
          </div>
        ) : question.results?.nps ? (
          <NpsResults question={question} />
        ) : question.results?.consent ? (
          <ConsentResults question={question} />
        ) : question.response_type === 'DATE' ? (
          <DateResults question={question} />
        ) : question.results?.ranking ? (
          <RankingResults question={question} />
        ) : question.results?.matrix ? (
          <MatrixResults question={question} />
        ) : kind === 'numeric' ? (
          <NumericResults question={question} />
        ) : kind === 'choice' ? (
          <ChoiceResults question={question} />
        ) : (
          <FreeResponses question={question} />
        )}
      </div>

      {!empty ? (
        <VoiceNotes
          notes={question.results?.voiceNotes ?? []}
          total={question.results?.voiceNoteCount ?? 0}
          questionLabel={questionText(question)}
        />
      ) : null}
    </>
  );
}
