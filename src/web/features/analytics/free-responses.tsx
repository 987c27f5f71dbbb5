import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronUp } from 'lucide-react';
import { SearchInput } from './search-input.tsx';
import type { ReportQuestion, TextResponse } from '#shared/report/report-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { textResponsesQuery } from './api/analytics-api.ts';
import { formatDateAnswer } from '#shared/take/answer-formats.ts';
import { displayName, pluralize, questionText } from './analytics-format.ts';
import { Avatar } from './avatar.tsx';
import { useReport } from './report-context.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How many answers show before "+N more responses" (spec §9). */
export const FIRST_RESPONSES = 5;

/** How a listed answer reads: a date answer as "5 Nov 2025", any other text as written. */
function answerText(question: ReportQuestion, text: string): string {
  return question.response_type === 'DATE' ? formatDateAnswer(text) : text;
}

/** FREE_RESPONSE results: the first five answers, then the whole list, searchable and paged. */
export function FreeResponses({ question }: { question: ReportQuestion }) {
  const [expanded, setExpanded] = useState(false);
  const responses = question.results?.responses ?? [];
  const total = Math.max(question.results?.responseCount ?? 0, responses.length);
  const listId = useId();

  if (total === 0) {
    return <p className="text-sm text-slate-500">No text responses yet.</p>;
  }

  const more = total - Math.min(FIRST_RESPONSES, responses.length);
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">
        {pluralize(total, question.response_type === 'DATE' ? 'answer' : 'text response')}
      </p>
      {expanded ? (
        <AllResponses
          question={question}
          total={total}
          listId={listId}
          onCollapse={() => setExpanded(false)}
        />
      ) : (
        <>
          <ResponseList items={responses.slice(0, FIRST_RESPONSES)} id={listId} question={question} />
          {more > 0 ? (
            <button
              type="button"
              aria-expanded={false}
              aria-controls={listId}
              onClick={() => setExpanded(true)}
              className="text-brand-700 hover:text-brand-800 hover:bg-brand-50 mt-3 rounded-md px-2 py-1 text-sm font-medium"
            >
              +{more.toLocaleString('en-US')} more responses
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

function ResponseList({
  items,
  id,
  question,
}: {
  items: TextResponse[];
  id?: string;
  question: ReportQuestion;
}) {
  return (
    <ul id={id} className="mt-3 space-y-2.5">
      {items.map((response) => (
        <li key={response.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <Avatar name={response.name} seed={response.submission_id || response.id} />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="text-start text-sm font-medium text-slate-900">
              {displayName(response.name)}
            </p>
            <p
              dir="auto"
              className="mt-0.5 text-start text-sm leading-6 break-words whitespace-pre-line text-slate-700"
            >
              {answerText(question, response.text)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AllResponses({
  question,
  total,
  listId,
  onCollapse,
}: {
  question: ReportQuestion;
  total: number;
  listId: string;
  onCollapse: () => void;
}) {
  const { cacheId, reportId, version, filter } = useReport();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery(textResponsesQuery(cacheId, reportId, question.id, term, version, filter));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const matching = query.data?.pages[0]?.total ?? (term ? 0 : total);
  // A search is counted up to a cap (issue 17): "1,000+" when there are at least that many.
  const capped = query.data?.pages[0]?.totalCapped ?? false;
  const matchingText = `${matching.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return (
    <div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          label="Search responses"
          value={search}
          onChange={setSearch}
          placeholder="Search responses"
          className="flex-1"
        />
        <Button variant="ghost" size="sm" onClick={onCollapse} aria-expanded aria-controls={listId}>
          <ChevronUp aria-hidden="true" className="size-4" />
          Show fewer
        </Button>
      </div>

      <p className="mt-2 text-xs text-slate-500" aria-live="polite">
        {query.isPending
          ? 'Loading responses...'
          : query.isError
            ? `Could not load responses: ${query.error.message}`
            : term
              ? `${capped ? `${matchingText} responses` : pluralize(matching, 'response')} matching “${term}”`
              : `Showing ${items.length.toLocaleString('en-US')} of ${matchingText}`}
      </p>

      {query.isError ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Retry
        </Button>
      ) : null}

      {!query.isPending && !query.isError && items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">
          {term ? `No responses match “${term}”.` : 'No text responses yet.'}
        </p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={`All responses: ${questionText(question)}`}
          className="max-h-[32rem] overflow-y-auto rounded-lg pr-1"
        >
          <ResponseList items={items} id={listId} question={question} />
        </div>
      )}

      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more responses'}
        </Button>
      ) : null}
    </div>
  );
}
