import type { ReportQuestion } from '#shared/report/report-types.ts';
import { formatNps } from '#shared/report/nps.ts';
import { cn } from '../../lib/cn.ts';
import { pluralize } from './analytics-format.ts';
import { FreeResponses } from './free-responses.tsx';
import { Histogram } from './histogram.tsx';

// Analytics of the issue-12 answer types with figures of their own: the Net Promoter Score with its
// three groups, consent ticks, dates over time. (Dropdown shows as choices, number as numbers,
// e-mail and phone as listed answers.)

const GROUP_STYLE = {
  detractors: { bar: 'bg-rose-500', text: 'text-rose-800', range: '0–6' },
  passives: { bar: 'bg-amber-400', text: 'text-amber-900', range: '7–8' },
  promoters: { bar: 'bg-emerald-500', text: 'text-emerald-800', range: '9–10' },
} as const;

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The NPS, from −100 to +100, its three groups as one stacked bar with shares, and the 0–10 counts. */
export function NpsResults({ question }: { question: ReportQuestion }) {
  const nps = question.results.nps;
  if (!nps) return null;
  const bars = question.results.distribution.map((bucket) => ({ label: bucket.label, value: bucket.value }));
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3">
        <Stat label="Net Promoter Score" value={formatNps(nps.score)} testId="nps-score" />
        <Stat label="Responses" value={nps.total.toLocaleString('en-US')} />
      </dl>
      <div className="mt-4">
        <div className="flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          {nps.groups.map((group) => (
            <div
              key={group.key}
              className={GROUP_STYLE[group.key].bar}
              style={{ width: `${group.percentage}%` }}
            />
          ))}
        </div>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-3" aria-label="Groups">
          {nps.groups.map((group) => (
            <li key={group.key} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
              <span className={cn('font-semibold', GROUP_STYLE[group.key].text)}>{group.label}</span>{' '}
              <span className="text-slate-500">({GROUP_STYLE[group.key].range})</span>
              <span className="block text-slate-800 tabular-nums">
                {group.percentage}% · {pluralize(group.count, 'response')}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">
          The score is the share of promoters minus the share of detractors.
        </p>
      </div>
      <div className="mt-4">
        <Histogram
          bars={bars}
          caption={`${pluralize(nps.total, 'response')} on 0–10, NPS ${formatNps(nps.score)}.`}
          endLabels={
            'min_label' in question.response_options
              ? { min: question.response_options.min_label, max: question.response_options.max_label }
              : null
          }
        />
      </div>
    </div>
  );
}

/** How many ticked the consent box, of the submissions that were asked. */
export function ConsentResults({ question }: { question: ReportQuestion }) {
  const consent = question.results.consent;
  if (!consent) return null;
  const statement = 'statement' in question.response_options ? question.response_options.statement : '';
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3">
        <Stat
          label="Agreed"
          value={`${consent.agreed.toLocaleString('en-US')} of ${consent.asked.toLocaleString('en-US')}`}
          testId="consent-agreed"
        />
        <Stat label="Share agreeing" value={`${consent.percentage}%`} />
      </dl>
      <div className="mt-4 h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full bg-emerald-500" style={{ width: `${consent.percentage}%` }} />
      </div>
      {statement ? (
        <p className="mt-3 text-sm text-slate-600">
          Statement: <q className="text-slate-800">{statement}</q>
        </p>
      ) : null}
    </div>
  );
}

/** Dates answered, over time (per day, month or year), then the answers as listed texts. */
export function DateResults({ question }: { question: ReportQuestion }) {
  const distribution = question.results.distribution;
  const total = question.results.totalResponses;
  return (
    <div>
      {distribution.length > 0 ? (
        <Histogram
          bars={distribution.map((bucket) => ({ label: bucket.label, value: bucket.value }))}
          caption={`${pluralize(total, 'date')} given, from ${distribution[0]!.label} to ${distribution.at(-1)!.label}.`}
        />
      ) : null}
      <div className="mt-4">
        <FreeResponses question={question} />
      </div>
    </div>
  );
}
