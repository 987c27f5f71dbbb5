import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UserRound, Users, X } from 'lucide-react';
import { SearchInput } from './search-input.tsx';
import type { ParticipantSummary } from '#shared/report/report-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { useReport } from './report-context.tsx';
import { participantsQuery } from './api/analytics-api.ts';
import { displayName, formatShortDate } from './analytics-format.ts';
import { Avatar } from './avatar.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Comparison mode's control (spec respondent §2): pick a participant to see where they stand on
 * every numeric question, then leave the mode again.
 */
export function ComparisonControl({
  cacheId,
  reportId,
  participant,
  status,
  errorMessage,
  onSelect,
  onExit,
}: {
  cacheId: string;
  reportId: string;
  /** The participant being compared, once loaded. */
  participant: ParticipantSummary | null;
  status: 'off' | 'loading' | 'ready' | 'error';
  errorMessage?: string;
  onSelect: (participant: ParticipantSummary) => void;
  onExit: () => void;
}) {
  const [open, setOpen] = useState(false);
  const picker = (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant={status === 'off' ? 'secondary' : 'ghost'} size="sm">
          <Users aria-hidden="true" className="size-4" />
          {status === 'off' ? 'Compare a participant' : 'Change participant'}
        </Button>
      </PopoverTrigger>
      <PopoverContent label="Choose a participant" align="end" className="w-80 p-0">
        {open ? (
          <ParticipantPicker
            cacheId={cacheId}
            reportId={reportId}
            onPick={(picked) => {
              setOpen(false);
              onSelect(picked);
            }}
          />
        ) : null}
      </PopoverContent>
    </Popover>
  );

  if (status === 'off') return picker;

  return (
    <div
      role="region"
      aria-label="Comparison mode"
      className="border-brand-200 bg-brand-50 flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="bg-brand-600 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white">
          <UserRound aria-hidden="true" className="size-4" />
        </span>
        <p className="min-w-0 text-sm text-slate-800" aria-live="polite">
          {status === 'loading' ? (
            'Loading participant...'
          ) : status === 'error' ? (
            <span className="text-rose-700">Could not load this participant: {errorMessage}</span>
          ) : (
            <>
              <span className="font-semibold">Comparing {displayName(participant?.name)}</span>
              {participant?.partial ? (
                <>
                  {' '}
                  <PartialBadge />
                </>
              ) : null}
              <span className="text-slate-600">
                {' '}
                with everyone else. Their answers are highlighted on each chart.
              </span>
              <HiddenFieldList fields={participant?.hidden_fields} />
            </>
          )}
        </p>
      </div>
      {/* Wraps on a phone rather than pushing "Exit comparison" into the padding. */}
      <div className="flex shrink-0 flex-wrap gap-2">
        {picker}
        <Button variant="secondary" size="sm" onClick={onExit}>
          <X aria-hidden="true" className="size-4" />
          Exit comparison
        </Button>
      </div>
    </div>
  );
}

/** Marks a partial response (left before the end; decision 023) among participants. */
function PartialBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
      Partial
    </span>
  );
}

function ParticipantPicker({
  cacheId,
  reportId,
  onPick,
}: {
  cacheId: string;
  reportId: string;
  onPick: (participant: ParticipantSummary) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const { version, filter } = useReport();
  const query = useInfiniteQuery(participantsQuery(cacheId, reportId, term, version, filter));
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <div className="border-b border-slate-100 p-2">
        <SearchInput
          label="Search participants"
          value={search}
          onChange={setSearch}
          placeholder="Search by name or email"
        />
      </div>
      <div className="max-h-72 overflow-y-auto p-1.5">
        {query.isPending ? (
          <p className="px-2.5 py-3 text-sm text-slate-500">Loading participants...</p>
        ) : query.isError ? (
          <p className="px-2.5 py-3 text-sm text-rose-700">
            Could not load participants: {query.error.message}
          </p>
        ) : people.length === 0 ? (
          <p className="px-2.5 py-3 text-sm text-slate-500">
            {term ? `No participants match “${term}”.` : 'No participants yet.'}
          </p>
        ) : (
          <ul aria-label="Participants">
            {people.map((person) => (
              <li key={person.submission_id}>
                <button
                  type="button"
                  onClick={() => onPick(person)}
                  className="flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100"
                >
                  <Avatar name={person.name} seed={person.submission_id} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                      <span className="truncate">{displayName(person.name)}</span>
                      {person.partial ? <PartialBadge /> : null}
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {person.email ? `${person.email} · ` : ''}
                      {formatShortDate(person.submitted_at)}
                      {hiddenFieldsText(person.hidden_fields)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 w-full"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more participants'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** " · source: newsletter · uid: 42" for the picker's second line; empty without hidden fields. */
function hiddenFieldsText(fields: Record<string, string> | undefined): string {
  const entries = Object.entries(fields ?? {});
  return entries.map(([name, value]) => ` · ${name}: ${value}`).join('');
}

/** The hidden fields the participant's link carried (issue 12), as name/value pairs. */
function HiddenFieldList({ fields }: { fields: Record<string, string> | undefined }) {
  const entries = Object.entries(fields ?? {});
  if (entries.length === 0) return null;
  return (
    <span className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Hidden fields from their link">
      {entries.map(([name, value]) => (
        <span
          key={name}
          className="inline-flex max-w-full items-center gap-1 rounded-md border border-slate-200 bg-white px-2 py-0.5 text-xs"
        >
          <span className="font-mono text-slate-500">{name}</span>
          <span className="truncate font-medium text-slate-800">{value}</span>
        </span>
      ))}
    </span>
  );
}
