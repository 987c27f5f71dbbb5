import { useId, useState } from 'react';
import { MessageSquareDashed } from 'lucide-react';
import type { ReportQuestion } from '#shared/report/report-types.ts';
import { cn } from '../../lib/cn.ts';
import { hasNoResponses, questionKind, questionText, questionTypeLabel } from './analytics-format.ts';
import { ChoiceResults } from './choice-results.tsx';
import { FreeResponses } from './free-responses.tsx';
import { NumericResults } from './numeric-results.tsx';
import { VoiceNotes } from './voice-notes.tsx';

/** A QUESTION_SET block: numbered buttons switch between its questions (spec respondent §2). */
export function QuestionSetBlock({ questions }: { questions: ReportQuestion[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  if (questions.length === 0) {
    return <p className="text-sm text-slate-500">No questions in this content block.</p>;
  }
  const index = Math.min(selected, questions.length - 1);
  const question = questions[index];
  if (!question) return null;

  return (
    <div>
      {questions.length > 1 ? (
        <div role="group" aria-label="Questions" className="mb-4 flex flex-wrap gap-1.5">
          {questions.map((item, itemIndex) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={itemIndex === index}
              aria-label={`Question ${itemIndex + 1}`}
              aria-controls={`${baseId}-question`}
              title={questionText(item)}
              onClick={() => setSelected(itemIndex)}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold tabular-nums transition-colors',
                itemIndex === index
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
              )}
            >
              {itemIndex + 1}
            </button>
          ))}
        </div>
      ) : null}
      <QuestionResultsView
        key={question.id}
        id={`${baseId}-question`}
        question={question}
        number={index + 1}
      />
    </div>
  );
}

function QuestionResultsView({
  question,
  number,
  id,
}: {
  question: ReportQuestion;
  number: number;
  id: string;
}) {
  const empty = hasNoResponses(question);
  const headingId = `${id}-heading`;
  return (
    <article id={id} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="bg-brand-50 text-brand-700 rounded-md px-2 py-0.5 text-xs font-semibold">
          Q{number}
        </span>
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
      <h3 id={headingId} className="mt-2 text-lg font-semibold break-words text-slate-900">
        {questionText(question)}
      </h3>
      {question.description?.trim() ? (
        <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-600">{question.description}</p>
      ) : null}
      {question.versionNote ? (
        <p
          role="note"
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          {question.versionNote}
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
