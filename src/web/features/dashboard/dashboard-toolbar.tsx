import { Link } from 'react-router';
import { ChevronDown, LoaderCircle, Plus, Search, X } from 'lucide-react';
import { surveySortOptions, type SurveySort } from '#shared/report/report-types.ts';
import { Button } from '../../components/ui/button.tsx';

export function isSurveySort(value: string | null | undefined): value is SurveySort {
  return surveySortOptions.some((option) => option.value === value);
}

/** Search (placeholder "Search...", Escape clears), sort and the "New" button. */
export function DashboardToolbar({
  searchText,
  onSearchTextChange,
  onClearSearch,
  searching,
  sort,
  onSortChange,
}: {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onClearSearch: () => void;
  searching: boolean;
  sort: SurveySort;
  onSortChange: (sort: SurveySort) => void;
}) {
  return (
    <div className="flex w-full flex-col gap-2.5 @min-[720px]:w-auto @min-[720px]:flex-row @min-[720px]:items-center">
      <div role="search" className="relative @min-[720px]:w-64 @min-[1000px]:w-72">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && searchText) {
              event.preventDefault();
              onClearSearch();
            }
          }}
          placeholder="Search..."
          aria-label="Search surveys"
          autoComplete="off"
          spellCheck={false}
          className="focus:border-brand-500 focus:ring-brand-500/30 h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
        />
        <span className="absolute top-1/2 right-1.5 flex -translate-y-1/2 items-center">
          {searching ? (
            <LoaderCircle aria-hidden="true" className="mr-1.5 size-4 animate-spin text-slate-400" />
          ) : searchText ? (
            <button
              type="button"
              onClick={onClearSearch}
              aria-label="Clear search"
              className="flex size-7 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </span>
      </div>

      <div className="flex gap-2.5">
        <div className="relative min-w-0 flex-1 @min-[720px]:flex-none">
          <select
            value={sort}
            onChange={(event) => {
              if (isSurveySort(event.target.value)) onSortChange(event.target.value);
            }}
            aria-label="Sort surveys"
            className="focus:border-brand-500 focus:ring-brand-500/30 h-10 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm font-medium text-slate-800 shadow-xs focus:ring-2 focus:outline-none @min-[720px]:w-52"
          >
            {surveySortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
        <Button asChild className="shrink-0">
          <Link to="/create/template">
            <Plus aria-hidden="true" className="size-4" />
            New
          </Link>
        </Button>
      </div>
    </div>
  );
}
