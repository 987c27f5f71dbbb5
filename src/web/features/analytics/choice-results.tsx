import type { ReportQuestion } from '#shared/report/report-types.ts';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import { choiceLabel, displayName, formatPercentage, pluralize } from './analytics-format.ts';

/** Choice results: each option's count and share to 1 decimal, most chosen first; "Other" texts below. */
export function ChoiceResults({ question }: { question: ReportQuestion }) {
  const results = question.results;
  const distribution = results?.distribution ?? [];
  const total = results?.totalResponses ?? 0;
  const otherTexts = results?.responses ?? [];
  const otherCount = Math.max(results?.responseCount ?? 0, otherTexts.length);
  const hasOther =
    distribution.some((bucket) => bucket.choiceId === OTHER_CHOICE_ID) || otherTexts.length > 0;

  if (distribution.length === 0) {
    return <p className="text-sm text-slate-500">No response data to display.</p>;
  }

  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{pluralize(total, 'response')}</p>
      <ul className="mt-3 space-y-3" aria-label="Answer breakdown">
        {distribution.map((bucket, index) => {
          const percentage = formatPercentage(bucket, total);
          const width = Math.min(100, Math.max(0, Number.parseFloat(percentage)));
          const label = choiceLabel(bucket);
          return (
            <li key={bucket.choiceId ?? `${bucket.label}-${index}`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span dir="auto" className="min-w-0 font-medium break-words text-slate-800">
                  {label}
                </span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  <span className="font-semibold text-slate-900">{bucket.value.toLocaleString('en-US')}</span>{' '}
                  <span>({percentage})</span>
                </span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
                <div
                  className={
                    index === 0 && bucket.value > 0
                      ? 'bg-brand-600 h-full rounded-full'
                      : 'bg-brand-400 h-full rounded-full'
                  }
                  style={{ width: `${width}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>

      {hasOther && otherTexts.length > 0 ? (
        <div className="mt-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
          <h4 className="text-sm font-semibold text-slate-900">“Other” answers</h4>
          <ul className="mt-2 space-y-2">
            {otherTexts.map((response) => (
              <li key={response.id} className="text-sm leading-6 text-slate-700">
                <span dir="auto" className="break-words">
                  {response.text}
                </span>
                <span className="text-slate-500"> — {displayName(response.name)}</span>
              </li>
            ))}
          </ul>
          {otherCount > otherTexts.length ? (
            <p className="mt-2 text-xs text-slate-500">
              Showing {otherTexts.length} of {otherCount.toLocaleString('en-US')} “Other” answers.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
