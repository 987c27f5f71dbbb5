import { useId, type ReactNode } from 'react';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { PipedPreviewText } from './piped-text.tsx';

// The editor's two-column frame for a response type (settings beside the respondent preview), in a
// file of its own so editors in other files can use it without an import cycle.

/** Settings on the left, what respondents see on the right (stacked when the panel is narrow). */
export function EditorWithPreview({ settings, preview }: { settings: ReactNode; preview: ReactNode }) {
  const headingId = useId();
  return (
    <div className="grid gap-4 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <div className="min-w-0 space-y-4">{settings}</div>
      <section
        aria-labelledby={headingId}
        className="min-w-0 rounded-xl border border-dashed border-slate-200 bg-slate-50/70 p-4"
      >
        <h4 id={headingId} className="text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
          Respondent preview
        </h4>
        <div className="mt-3">{preview}</div>
      </section>
    </div>
  );
}

export function PreviewQuestion({ question }: { question: QuestionItem }) {
  return (
    <div className="mb-3">
      <p className="text-sm font-semibold text-slate-900">
        {question.text ? (
          <PipedPreviewText text={question.text} questionId={question.id} />
        ) : (
          <span className="text-slate-400 italic">Your question</span>
        )}
        {question.required ? (
          <span className="ml-0.5 text-red-600" aria-label="required">
            *
          </span>
        ) : null}
      </p>
      {question.description ? (
        <p className="mt-0.5 text-xs text-slate-600">
          <PipedPreviewText text={question.description} questionId={question.id} />
        </p>
      ) : null}
    </div>
  );
}
