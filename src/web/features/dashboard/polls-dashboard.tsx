import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDown, LoaderCircle, RotateCw } from 'lucide-react';
import { DEFAULT_SURVEY_SORT, type SurveyListRow, type SurveySort } from '#shared/report/report-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { DashboardError, EmptyDashboard, NoSearchResults, SkeletonCards } from './dashboard-states.tsx';
import { DashboardToolbar, isSurveySort } from './dashboard-toolbar.tsx';
import { DeleteSurveyDialog } from './delete-survey-dialog.tsx';
import { ShareModal } from './share-modal.tsx';
import { SURVEY_PAGE_SIZE, flattenSurveyPages, surveyListQuery } from './survey-list-cache.ts';
import { SurveyCard, surveyTitle } from './survey-card.tsx';
import { useDeleteSurvey } from './survey-mutations.ts';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Card grid sized by the space left of the sidebar (spec owner-side "Layout"), through a container
 * query on the page: ≥1000 px → cards of at least 290 px, 2rem apart; ≥800 → 280 px, 1.75rem;
 * ≥600 → 270 px, 1.5rem; narrower → one full-width column, 1.25rem.
 */
const gridClasses =
  'grid grid-cols-1 gap-5 @min-[600px]:grid-cols-[repeat(auto-fill,minmax(270px,1fr))] @min-[600px]:gap-6 @min-[800px]:grid-cols-[repeat(auto-fill,minmax(280px,1fr))] @min-[800px]:gap-7 @min-[1000px]:grid-cols-[repeat(auto-fill,minmax(290px,1fr))] @min-[1000px]:gap-8';

/** Re-renders every minute so "Today" turns into "1 day ago" on a page left open overnight. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Search and sort live in the address (?search=&sort=), so a reload or "Back" keeps them. */
function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const rawSort = params.get('sort');
  const sort: SurveySort = isSurveySort(rawSort) ? rawSort : DEFAULT_SURVEY_SORT;

  const update = useCallback(
    (changes: { search?: string; sort?: SurveySort }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (changes.search !== undefined) {
            if (changes.search) next.set('search', changes.search);
            else next.delete('search');
          }
          if (changes.sort !== undefined) {
            if (changes.sort === DEFAULT_SURVEY_SORT) next.delete('sort');
            else next.set('sort', changes.sort);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { search, sort, update };
}

/** The polls dashboard (spec owner-side §2 "Polls dashboard"). */
export function PollsDashboard() {
  const { search, sort, update } = useDashboardParams();
  const now = useMinuteClock();

  // What the search box shows; it reaches the address (and the query) 250 ms after the last key.
  const [searchText, setSearchText] = useState(search);
  const [pushedSearch, setPushedSearch] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    // Changed from outside (the "Pollen" link, Back): show it, unless it is our own debounced value.
    if (search !== pushedSearch && search !== searchText.trim()) {
      setSearchText(search);
      setPushedSearch(search);
    }
  }

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = window.setTimeout(() => {
      setPushedSearch(next);
      update({ search: next });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, search, update]);

  const clearSearch = useCallback(() => {
    setSearchText('');
    setPushedSearch('');
    update({ search: '' });
  }, [update]);

  const list = useInfiniteQuery(surveyListQuery(search, sort));
  const rows = flattenSurveyPages(list.data);
  const lastPage = list.data?.pages.at(-1);
  const total = Math.max(lastPage?.total ?? 0, rows.length);
  const showingPrevious = list.isPlaceholderData;

  const [shareTarget, setShareTarget] = useState<SurveyListRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<SurveyListRow | null>(null);
  // The modal follows the cached row, so the optimistic toggle shows on the card behind it too.
  const shareSurvey = shareTarget ? (rows.find((row) => row.id === shareTarget.id) ?? shareTarget) : null;

  const deletion = useDeleteSurvey();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRemoval = useRef<string | null>(null);
  const confirmDelete = () => {
    if (!deleteTarget) return;
    focusAfterRemoval.current = deleteTarget.id;
    deletion.mutate({ id: deleteTarget.id, share_id: deleteTarget.share_id });
    setDeleteTarget(null);
  };
  // The deleted card took the menu button focus would return to: keep keyboard users on the list.
  useEffect(() => {
    const removedId = focusAfterRemoval.current;
    if (!removedId || rows.some((row) => row.id === removedId)) return;
    focusAfterRemoval.current = null;
    summaryRef.current?.focus();
  }, [rows]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Infinite scroll: the next page loads as the end of the grid nears; the button stays as a fallback.
  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchNextPageError, loadMore]);

  let body;
  if (list.isPending || (showingPrevious && rows.length === 0)) {
    body = (
      <div role="status" aria-live="polite" aria-busy="true">
        <span className="sr-only">Loading surveys</span>
        <div className={gridClasses}>
          <SkeletonCards />
        </div>
      </div>
    );
  } else if (list.isError && !list.data) {
    body = (
      <DashboardError
        message={list.error instanceof Error ? list.error.message : null}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (rows.length === 0 && !showingPrevious) {
    body = search ? <NoSearchResults search={search} onClear={clearSearch} /> : <EmptyDashboard />;
  } else {
    body = (
      <>
        <h2 id="dashboard-surveys-heading" className="sr-only">
          Your surveys
        </h2>
        <section
          aria-labelledby="dashboard-surveys-heading"
          aria-busy={showingPrevious || undefined}
          className={cn(gridClasses, 'transition-opacity', showingPrevious && 'opacity-60')}
        >
          {rows.map((survey, index) => (
            <SurveyCard
              key={survey.id}
              survey={survey}
              staggerIndex={index % SURVEY_PAGE_SIZE}
              now={now}
              onShare={setShareTarget}
              onDelete={setDeleteTarget}
            />
          ))}
        </section>
        <div ref={sentinelRef} aria-hidden="true" />
        <div className="mt-10 flex flex-col items-center gap-3 pb-6">
          <p
            ref={summaryRef}
            tabIndex={-1}
            aria-live="polite"
            className="text-sm text-slate-500 focus:outline-none"
          >
            Showing {rows.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          </p>
          {isFetchNextPageError ? (
            <div role="alert" className="flex flex-col items-center gap-2 text-sm text-red-700">
              <p>{list.error?.message || 'Failed to load surveys'}</p>
              <Button variant="secondary" onClick={loadMore}>
                <RotateCw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            </div>
          ) : hasNextPage ? (
            <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage} className="min-w-36">
              {isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <ArrowDown aria-hidden="true" className="size-4" />
              )}
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="@container min-h-full">
      <div className="mx-auto w-full max-w-[1600px] px-4 py-6 @min-[600px]:px-6 @min-[600px]:py-8 @min-[1000px]:px-10 @min-[1000px]:py-10">
        <header className="mb-8 flex flex-col gap-5 @min-[720px]:flex-row @min-[720px]:items-end @min-[720px]:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">
              <Link to="/polls" className="hover:text-brand-700 rounded-md">
                Pollen
              </Link>
            </h1>
            <p className="mt-1 text-sm font-medium text-slate-500">Your Survey Results</p>
          </div>
          <DashboardToolbar
            searchText={searchText}
            onSearchTextChange={setSearchText}
            onClearSearch={clearSearch}
            searching={showingPrevious && list.isFetching}
            sort={sort}
            onSortChange={(next) => update({ sort: next })}
          />
        </header>

        {body}
      </div>

      <ShareModal
        survey={shareSurvey}
        open={shareTarget !== null}
        onOpenChange={(open) => {
          if (!open) setShareTarget(null);
        }}
      />
      <DeleteSurveyDialog
        open={deleteTarget !== null}
        surveyTitle={deleteTarget ? surveyTitle(deleteTarget) : null}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(null);
        }}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
