import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LayoutTemplate, RotateCw, SearchX, Sprout, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

function StatePanel({
  icon,
  tone = 'brand',
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  tone?: 'brand' | 'danger' | 'neutral';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center sm:py-24">
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl',
          tone === 'brand' && 'bg-brand-50 text-brand-700 ring-brand-100 ring-8',
          tone === 'danger' && 'bg-red-50 text-red-600 ring-8 ring-red-50/50',
          tone === 'neutral' && 'bg-slate-100 text-slate-600 ring-8 ring-slate-50',
        )}
      >
        {icon}
      </span>
      <h2 className="mt-7 text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
      {children ? <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div> : null}
      {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

/** No surveys at all (spec owner-side §2 "Empty state"). */
export function EmptyDashboard() {
  return (
    <StatePanel
      icon={<Sprout aria-hidden="true" className="size-8" />}
      title="It's quiet in here..."
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/chat">Create Your First Survey</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/create/template">
              <LayoutTemplate aria-hidden="true" className="size-4" />
              Start from a template
            </Link>
          </Button>
        </>
      }
    >
      <p>Let&apos;s get your first idea tested! Create a survey to get started.</p>
    </StatePanel>
  );
}

export function NoSearchResults({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <StatePanel
      tone="neutral"
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={`No surveys match "${search}"`}
      actions={
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      }
    >
      <p>Try another word from a title or description, or clear the search to see all your surveys.</p>
    </StatePanel>
  );
}

export function DashboardError({
  message,
  onRetry,
  retrying,
}: {
  message: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert">
      <StatePanel
        tone="danger"
        icon={<TriangleAlert aria-hidden="true" className="size-8" />}
        title="Failed to load surveys"
        actions={
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
            Retry
          </Button>
        }
      >
        {message && message !== 'Failed to load surveys' ? <p>{message}</p> : null}
      </StatePanel>
    </div>
  );
}

/** Placeholder cards shaped like the real ones while the first page loads. */
export function SkeletonCards({ count = 6 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div
      key={index}
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
      data-testid="survey-card-skeleton"
    >
      <div className="aspect-[2/1] animate-pulse bg-slate-200/70" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200/80" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
        <div className="flex justify-between pt-4">
          <div className="h-3 w-24 animate-pulse rounded bg-slate-100" />
          <div className="h-3 w-16 animate-pulse rounded bg-slate-100" />
        </div>
        <div className="border-t border-slate-100 pt-3">
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200/70" />
        </div>
      </div>
    </div>
  ));
}
