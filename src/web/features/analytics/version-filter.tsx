import { useId } from 'react';
import { Layers } from 'lucide-react';
import type { SurveyVersionSummary, VersionFilter as Filter } from '#shared/survey/survey-versions.ts';

const responses = (count: number) =>
  count === 1 ? '1 response' : `${count.toLocaleString('en-US')} responses`;

/**
 * All versions / Version N (issue 10 §3). The choice lives in the page's URL so a reload or a shared
 * link shows the same results; it applies to the report, the comparison and the downloads.
 */
export function VersionFilter({
  versions,
  value,
  onChange,
}: {
  /** Newest first, as the report lists them. */
  versions: SurveyVersionSummary[];
  value: Filter;
  onChange: (value: Filter) => void;
}) {
  const id = useId();
  if (versions.length < 2 && value === 'all') return null;
  return (
    <div className="flex items-center gap-2">
      <Layers aria-hidden="true" className="size-4 text-slate-400" />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Version
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(event.target.value === 'all' ? 'all' : Number(event.target.value))}
        className="focus-visible:ring-brand-500 h-9 rounded-lg bg-white pr-8 pl-3 text-sm text-slate-900 shadow-xs ring-1 ring-slate-200 ring-inset focus-visible:ring-2 focus-visible:outline-none"
      >
        <option value="all">All versions</option>
        {versions.map((item) => (
          <option key={item.version} value={item.version}>
            Version {item.version}
            {item.is_live ? ' (live)' : ''} · {responses(item.response_count)}
          </option>
        ))}
      </select>
    </div>
  );
}
