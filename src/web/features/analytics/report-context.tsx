import { createContext, useContext, type ReactNode } from 'react';
import type { ParticipantComparison } from '#shared/report/report-types.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';

export interface ReportContextValue {
  /** The id the page was opened with (the URL's share id): the cache family of every query. */
  cacheId: string;
  /** The survey's id, which the report's sub-resources are addressed by. */
  reportId: string;
  /** The version filter every sub-resource (answers, participants) is read with. */
  version: VersionFilter;
  /** The page's report filter, serialised for the API ('' for none; src/shared/report/report-filter.ts). */
  filter: string;
  /** Comparison mode: where the chosen participant stands, or null outside comparison mode. */
  comparison: ParticipantComparison | null;
  /** The chosen participant's display name (comparison mode only). */
  participantName: string | null;
}

const ReportContext = createContext<ReportContextValue | null>(null);

export function ReportProvider({ value, children }: { value: ReportContextValue; children: ReactNode }) {
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}

export function useReport(): ReportContextValue {
  const value = useContext(ReportContext);
  if (!value) throw new Error('useReport must be used inside <ReportProvider>');
  return value;
}
