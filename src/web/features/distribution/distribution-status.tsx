import { CalendarClock, CircleSlash, Users } from 'lucide-react';
import { distributionSummary, type DistributionState } from '#shared/survey/distribution.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The distribution controls in a few words (dashboard card, analytics header): "Closed",
 * "Closes 1 Dec, 17:00", "37 of 100 responses". Nothing when no control limits the survey.
 */
export function DistributionStatus({
  state,
  now = new Date(),
  className,
}: {
  state: Pick<DistributionState, 'closes_at' | 'closes_time_zone' | 'response_limit' | 'response_count'>;
  now?: Date;
  className?: string;
}) {
  const summary = distributionSummary(state, now);
  if (summary.parts.length === 0) return null;
  return (
    <ul
      aria-label="Response settings"
      data-testid="distribution-status"
      className={cn('flex flex-wrap items-center gap-1.5 text-xs font-medium', className)}
    >
      {summary.parts.map((part, index) => {
        const closed = summary.closed && index === 0;
        const Icon = closed ? CircleSlash : part.includes(' of ') ? Users : CalendarClock;
        return (
          <li
            key={part}
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 ring-1 ring-inset',
              closed ? 'bg-rose-50 text-rose-800 ring-rose-200' : 'bg-slate-50 text-slate-700 ring-slate-200',
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {part}
          </li>
        );
      })}
    </ul>
  );
}
