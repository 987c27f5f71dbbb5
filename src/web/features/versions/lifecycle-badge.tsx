import { cn } from '../../lib/cn.ts';
import { LIFECYCLE_LABELS, type LifecycleBadgeKind } from './lifecycle.ts';

/** DRAFT, LIVE, or LIVE · Unpublished changes, as a pill (dashboard cards and editor header). */
export function LifecycleBadge({
  kind,
  compact = false,
  className,
}: {
  kind: LifecycleBadgeKind;
  /** Narrow screens: the detail is left out (the editor says it in full below the header). */
  compact?: boolean;
  className?: string;
}) {
  const label = LIFECYCLE_LABELS[kind];
  const live = kind !== 'draft';
  return (
    <span
      data-testid="lifecycle-badge"
      data-state={kind}
      title={label.spoken}
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-1 text-[11px] font-bold tracking-wider whitespace-nowrap shadow-sm ring-1',
        kind === 'live' && 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
        kind === 'live_with_changes' && 'bg-amber-50 text-amber-900 ring-amber-600/25',
        kind === 'draft' && 'bg-white/95 text-slate-700 ring-slate-900/10',
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-1.5 shrink-0">
        {live ? (
          <span className="absolute inline-flex size-full rounded-full bg-emerald-500 opacity-60 motion-safe:animate-ping" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-1.5 rounded-full',
            live ? 'bg-emerald-500' : 'bg-slate-400',
          )}
        />
      </span>
      <span className="sr-only">{label.spoken}</span>
      <span aria-hidden="true">{label.text}</span>
      {label.detail ? (
        <span
          aria-hidden="true"
          className={cn('truncate font-semibold tracking-normal', compact && 'hidden sm:inline')}
        >
          · {label.detail}
        </span>
      ) : null}
    </span>
  );
}
