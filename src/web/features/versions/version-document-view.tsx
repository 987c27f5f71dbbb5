import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import { mediaItemLabel } from '#shared/survey/variant-label.ts';

const PAGE_LABELS = {
  WELCOME: 'Welcome Page',
  STANDARD: 'Survey Page',
  THANK_YOU: 'Thank You Page',
} as const;

const TYPE_LABELS: Record<QuestionItem['response_type'], string> = {
  FREE_RESPONSE: 'Free response',
  MULTIPLE_CHOICE: 'Multiple choice',
  NUMBER_SELECT: 'Number select',
  SLIDER: 'Slider',
  SINGLE_CHOICE: 'Single choice',
  RATING: 'Rating',
  YES_NO: 'Yes / no',
  CHECKBOX: 'Checkboxes',
  NPS: 'NPS (0–10)',
  DROPDOWN: 'Dropdown',
  DATE: 'Date',
  EMAIL: 'E-mail address',
  PHONE: 'Phone number',
  NUMBER: 'Number',
  CONSENT: 'Consent checkbox',
  RANKING: 'Ranking',
  MATRIX: 'Matrix',
};

function answerShape(question: QuestionItem): string | null {
  const options = question.response_options;
  if ('options' in options) return null;
  if ('rows' in options)
    return `${options.rows.map((row) => row.text || 'Empty statement').join(' · ')}; scale: ${options.columns
      .map((column) => column.text || 'Empty point')
      .join(' / ')}`;
  if ('scale' in options) return `${options.min} to ${options.max}`;
  if ('step' in options) return `${options.min} to ${options.max}, step ${options.step}`;
  if ('integer' in options) {
    const bounds = [
      options.min !== null ? `at least ${options.min}` : '',
      options.max !== null ? `at most ${options.max}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [bounds, options.integer ? 'whole numbers' : ''].filter(Boolean).join(', ') || null;
  }
  if ('earliest' in options && (options.earliest !== null || options.latest !== null))
    return `${options.earliest ?? 'any date'} to ${options.latest ?? 'any date'}`;
  if ('statement' in options) return `“${options.statement}”`;
  return null;
}

/**
 * A published version, read-only: its pages, questions with their type and options, and media
 * titles, as respondents of that version were asked (issue 10 §8).
 */
export function VersionDocumentView({ document }: { document: SurveyDocument }) {
  const numbers = new Map(
    document.pages
      .flatMap((page) =>
        page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
      )
      .map((question, index) => [question.id, index + 1]),
  );
  return (
    <article aria-label="Survey as published" className="space-y-4">
      <header>
        <h3 className="text-lg font-semibold break-words text-slate-900">
          {shownSurveyTitle(document.title)}
        </h3>
        {document.description ? <p className="mt-1 text-sm text-slate-600">{document.description}</p> : null}
      </header>
      <ol className="space-y-3">
        {document.pages.map((page, index) => (
          <li key={page.id} className="rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200 ring-inset">
            <p className="text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
              {PAGE_LABELS[page.page_type]} · page {index + 1}
            </p>
            {page.title ? (
              <p className="mt-0.5 font-medium break-words text-slate-900">{page.title}</p>
            ) : null}
            {page.content_blocks.map((block) =>
              block.type === 'QUESTION_SET' ? (
                <ol key={block.id} className="mt-2 space-y-2">
                  {block.items.map((question) => {
                    const shape = answerShape(question);
                    return (
                      <li
                        key={question.id}
                        className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200 ring-inset"
                      >
                        <p className="font-medium break-words text-slate-900">
                          {numbers.get(question.id)}. {question.text || 'Untitled question'}
                          {question.required ? <span className="text-rose-600"> *</span> : null}
                        </p>
                        <p className="mt-0.5 text-xs text-slate-500">
                          {TYPE_LABELS[question.response_type]}
                          {shape ? ` · ${shape}` : ''}
                        </p>
                        {'options' in question.response_options ? (
                          <ul className="mt-1.5 flex flex-wrap gap-1.5">
                            {question.response_options.options.map((option) => (
                              <li
                                key={option.id}
                                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                              >
                                {option.text || 'Empty option'}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
              ) : (
                <p key={block.id} className="mt-2 text-sm text-slate-600">
                  Media: {block.items.map((item, i) => mediaItemLabel(item, i)).join(', ')}
                </p>
              ),
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
