import type { ReportQuestion } from '#shared/report/report-types.ts';
import { cn } from '../../lib/cn.ts';
import {
  bucketIndexForValue,
  formatAverage,
  formatBucketLabel,
  formatDeviation,
  formatPercentile,
  formatValue,
  pluralize,
  scaleEndLabels,
  valueFormat,
} from './analytics-format.ts';
import { CHART_COLOR, Histogram, YOU_ARE_HERE } from './histogram.tsx';
import { useReport } from './report-context.tsx';

/** NUMBER_SELECT, RATING and SLIDER results: count, average to 1 decimal, histogram. */
export function NumericResults({ question }: { question: ReportQuestion }) {
  const { comparison, participantName } = useReport();
  const results = question.results;
  const format = valueFormat(question);
  const distribution = results?.distribution ?? [];
  const hasData = distribution.some((bucket) => bucket.value > 0);
  const endLabels = scaleEndLabels(question);
  const standing = comparison?.questions[question.id];
  const highlightIndex = standing ? bucketIndexForValue(distribution, standing.value) : -1;
  const bars = distribution.map((bucket) => ({
    label: formatBucketLabel(bucket, format),
    value: bucket.value,
  }));
  const average = formatAverage(results?.average, format);
  const total = results?.totalResponses ?? 0;

  return (
    <div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset">
          <dt className="text-xs font-medium text-slate-600">Responses</dt>
          <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums">
            {total.toLocaleString('en-US')}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset">
          <dt className="text-xs font-medium text-slate-600">Average</dt>
          <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums" data-testid="average">
            {average}
          </dd>
        </div>
      </dl>

      {comparison ? (
        <ComparisonSummary
          name={participantName ?? 'This participant'}
          standing={standing ?? null}
          partial={Boolean(comparison.participant.partial)}
          format={format}
        />
      ) : null}

      {hasData ? (
        <>
          <Histogram
            bars={bars}
            highlightIndex={highlightIndex}
            endLabels={endLabels}
            caption={`${pluralize(total, 'response')}, average ${average}.`}
          />
        </>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          No response data to display.
        </p>
      )}
    </div>
  );
}

function ComparisonSummary({
  name,
  standing,
  partial,
  format,
}: {
  name: string;
  standing: { value: number; average: number; deviation: number; percentile: number } | null;
  /** A partial response (left before the end): an unanswered question may just not be reached. */
  partial: boolean;
  format: ReturnType<typeof valueFormat>;
}) {
  if (!standing) {
    return (
      <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">
        {partial
          ? `${name} hasn't answered this question: their response is partial.`
          : `${name} didn't answer this question.`}
      </p>
    );
  }
  const above = standing.deviation >= 0;
  return (
    <div className="border-brand-200 bg-brand-50/60 mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border px-4 py-3 text-sm">
      <span className="inline-flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: CHART_COLOR }} />
        {YOU_ARE_HERE}: {formatValue(standing.value, format)}
      </span>
      <span className="text-slate-700">{formatPercentile(standing.percentile)}</span>
      <span className={cn('font-medium tabular-nums', above ? 'text-emerald-700' : 'text-rose-700')}>
        {formatDeviation(standing.deviation, format)}
      </span>
    </div>
  );
}
