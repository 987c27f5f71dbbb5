import { useId } from 'react';
import { Scale, Trophy } from 'lucide-react';
import type {
  ChoiceResults,
  PreferenceResults,
  RatingResults,
  VariantResults,
} from '#shared/report/variant-results.ts';
import type { Interval } from '#shared/stats/intervals.ts';
import type { ConceptVerdict } from '#shared/stats/verdict-types.ts';
import { formatShare, formatShareInterval, meanFormatter } from '#shared/stats/wording.ts';
import type { StudyDesign } from '#shared/survey/survey-schema.ts';
import { cn } from '../../lib/cn.ts';
import { pluralize } from './analytics-format.ts';

// A question's results per variant (issue 11): the verdict first, then one card per variant side
// by side with its n, share or mean and 95% confidence interval, drawn as a bar with the interval
// shaded so overlapping intervals are visible at a glance.

const DESIGN_LABELS: Record<StudyDesign, string> = {
  side_by_side: 'Side by side: everyone saw every variant',
  monadic: 'Monadic: each person saw one variant',
  sequential_monadic: 'Sequential monadic: each person rated every variant in turn',
};

/**
 * A question asked once per variant (sequential monadic) is answered several times by each person,
 * so its overall figures count answers, not people: said above them, so "48 responses" from 24
 * people is not read as 48 people. Null for questions each person answered once.
 */
export function pooledAnswersNote(results: VariantResults | null | undefined): string | null {
  if (!results || results.kind === 'preference' || results.design !== 'sequential_monadic') return null;
  const count = results.variants.length;
  return `Asked once per variant: each person is asked it ${count} times, so the figures below count every answer about every variant. Results by variant compares them.`;
}

export function VariantResultsPanel({ results }: { results: VariantResults }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="@container mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
      data-testid="variant-results"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          {results.kind === 'preference' ? 'Preference by variant' : 'Results by variant'}
        </h4>
        <p className="text-xs text-slate-500">{DESIGN_LABELS[results.design]}</p>
      </div>
      {results.kind !== 'choice' && results.verdict ? <VerdictCard verdict={results.verdict} /> : null}
      {results.kind === 'preference' ? (
        <PreferenceCards results={results} />
      ) : results.kind === 'rating' ? (
        <RatingCards results={results} />
      ) : (
        <ChoiceCards results={results} />
      )}
      {results.kind !== 'choice' && results.orderCheck ? (
        <p className={cn('mt-4 text-sm', results.orderCheck.p < 0.05 ? 'text-amber-800' : 'text-slate-600')}>
          {keepTogether(results.orderCheck.text)}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">
        {results.kind !== 'choice' && results.verdict ? `${results.verdict.method}. ` : ''}
        Bars show 95% confidence intervals ({results.kind === 'rating' ? 't-based' : 'Wilson'}).
      </p>
    </section>
  );
}

/** "p = 0.002" and "95% CI" never split over two lines (no-break spaces). */
function keepTogether(text: string): string {
  return text.replace(/\bp ([=<]) /g, 'p\u00a0$1\u00a0').replace(/95% CI /g, '95%\u00a0CI\u00a0');
}

const VERDICT_STYLES: Record<ConceptVerdict['kind'], { box: string; label: string }> = {
  winner: { box: 'bg-emerald-50 text-emerald-950 ring-emerald-200', label: 'Clear winner' },
  tie: { box: 'bg-slate-50 text-slate-900 ring-slate-200', label: 'No real difference' },
  too_few: { box: 'bg-amber-50 text-amber-950 ring-amber-200', label: 'Too early to tell' },
};

function VerdictCard({ verdict }: { verdict: ConceptVerdict }) {
  const style = VERDICT_STYLES[verdict.kind];
  const Icon = verdict.kind === 'winner' ? Trophy : Scale;
  return (
    <div
      className={cn('mt-3 flex gap-3 rounded-xl px-4 py-3 ring-1 ring-inset', style.box)}
      data-testid="verdict"
      data-verdict={verdict.kind}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide uppercase">{style.label}</p>
        <p dir="auto" className="mt-0.5 text-sm leading-6 break-words">
          {keepTogether(verdict.text)}
        </p>
      </div>
    </div>
  );
}

function CardGrid({ children, count }: { children: React.ReactNode; count: number }) {
  return (
    // Columns by the panel's own width, not the window's: beside the assistant dock it is narrow.
    <ul
      className={cn('mt-4 grid gap-3', count === 2 ? '@2xs:grid-cols-2' : '@2xs:grid-cols-2 @xl:grid-cols-3')}
    >
      {children}
    </ul>
  );
}

function VariantCard({
  title,
  winner,
  children,
}: {
  title: string;
  winner: boolean;
  children: React.ReactNode;
}) {
  return (
    <li
      aria-label={title}
      className={cn(
        'min-w-0 rounded-xl px-4 py-3 ring-1 ring-inset',
        winner ? 'bg-emerald-50/60 ring-emerald-300' : 'bg-slate-50 ring-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p dir="auto" className="min-w-0 text-sm font-semibold break-words text-slate-900">
          {title}
        </p>
        {winner ? (
          <span className="shrink-0 rounded-md bg-emerald-600 px-2 py-0.5 text-xs font-semibold text-white">
            Winner
          </span>
        ) : null}
      </div>
      {children}
    </li>
  );
}

/** A track from `min` to `max` with the interval shaded and the estimate marked. */
function IntervalBar({
  estimate,
  interval,
  min,
  max,
  strong,
}: {
  estimate: number;
  interval: Interval | null;
  min: number;
  max: number;
  strong: boolean;
}) {
  const position = (value: number) =>
    `${((Math.min(max, Math.max(min, value)) - min) / (max - min || 1)) * 100}%`;
  return (
    <div aria-hidden="true" className="relative mt-2 h-2.5 rounded-full bg-slate-200">
      <div
        className={cn('absolute inset-y-0 left-0 rounded-full', strong ? 'bg-brand-600' : 'bg-brand-400')}
        style={{ width: position(estimate) }}
      />
      {interval ? (
        <div
          className="absolute -inset-y-1 rounded-sm border-x-2 border-slate-700 bg-slate-900/10"
          style={{
            left: position(interval.low),
            width: `calc(${position(interval.high)} - ${position(interval.low)})`,
          }}
        />
      ) : null}
    </div>
  );
}

function PreferenceCards({ results }: { results: PreferenceResults }) {
  const winnerId = results.verdict?.kind === 'winner' ? results.verdict.winnerId : null;
  return (
    <CardGrid count={results.variants.length}>
      {results.variants.map((variant) => (
        <VariantCard key={variant.id} title={variant.title} winner={variant.id === winnerId}>
          <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
            {formatShare(variant.share)}
          </p>
          <IntervalBar
            estimate={variant.share}
            interval={variant.interval}
            min={0}
            max={1}
            strong={variant.id === winnerId}
          />
          <p className="mt-2 text-xs text-slate-600 tabular-nums">
            {variant.interval ? `95% CI ${formatShareInterval(variant.interval)}` : 'No interval yet'} ·{' '}
            {pluralize(variant.count, 'pick')} of {results.total.toLocaleString('en-US')}
          </p>
        </VariantCard>
      ))}
    </CardGrid>
  );
}

function RatingCards({ results }: { results: RatingResults }) {
  const winnerId = results.verdict?.kind === 'winner' ? results.verdict.winnerId : null;
  const { min, max } = results.scale;
  const format = meanFormatter(max - min);
  return (
    <CardGrid count={results.variants.length}>
      {results.variants.map((variant) => (
        <VariantCard key={variant.id} title={variant.title} winner={variant.id === winnerId}>
          <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
            {variant.mean === null ? '–' : format(variant.mean)}
          </p>
          <p className="text-xs text-slate-500">
            average on the {min}–{max} scale
          </p>
          <IntervalBar
            estimate={variant.mean ?? min}
            interval={variant.interval}
            min={min}
            max={max}
            strong={variant.id === winnerId}
          />
          <p className="mt-2 text-xs text-slate-600 tabular-nums">
            {variant.interval
              ? `95% CI ${format(variant.interval.low)}–${format(variant.interval.high)}`
              : 'No interval yet'}{' '}
            · n = {variant.n.toLocaleString('en-US')}
          </p>
        </VariantCard>
      ))}
    </CardGrid>
  );
}

function ChoiceCards({ results }: { results: ChoiceResults }) {
  return (
    <CardGrid count={results.variants.length}>
      {results.variants.map((variant) => (
        <VariantCard key={variant.id} title={variant.title} winner={false}>
          <p className="mt-1 text-xs text-slate-600">n = {variant.n.toLocaleString('en-US')}</p>
          <ul className="mt-2 space-y-2.5">
            {variant.options.map((option) => (
              <li key={option.choiceId}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span dir="auto" className="min-w-0 break-words text-slate-800">
                    {option.label}
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                    {formatShare(option.share)}
                  </span>
                </div>
                <IntervalBar
                  estimate={option.share}
                  interval={option.interval}
                  min={0}
                  max={1}
                  strong={false}
                />
                {option.interval ? (
                  <p className="mt-1.5 text-xs text-slate-500 tabular-nums">
                    95% CI {formatShareInterval(option.interval)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </VariantCard>
      ))}
    </CardGrid>
  );
}
