import { EMPTY_FILTER, parseReportFilter, serializeReportFilter } from './report-filter.ts';
import type { VersionFilter } from '../survey/survey-versions.ts';

// The report's address, for the analytics page (which fetches it) and the server (which names the
// first one in the page's head so the browser asks for it at once, issue 17): both must agree on
// it to the character, or the preloaded answer goes unused.

/**
 * `?version=N` for one version, then the page's filter (report-filter.ts, already serialised);
 * nothing for all versions and no filter (the server's default).
 */
export function versionQuery(version: VersionFilter, join: '?' | '&' = '?', filter = ''): string {
  const parts = [...(version === 'all' ? [] : [`version=${version}`]), ...(filter ? [filter] : [])];
  return parts.length === 0 ? '' : `${join}${parts.join('&')}`;
}

export function reportUrl(shareIdOrId: string, version: VersionFilter = 'all', filter = ''): string {
  return `/api/reports/${encodeURIComponent(shareIdOrId)}${versionQuery(version, '?', filter)}`;
}

/** The `version` search parameter of the analytics page: a version number, else all versions. */
export function parseVersionFilter(value: string | null): VersionFilter {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number : 'all';
}

/** The version and serialised filter an analytics page's address asks for (an invalid filter: none). */
export function reportRequestOf(searchParams: URLSearchParams): { version: VersionFilter; filter: string } {
  const parsed = parseReportFilter(searchParams);
  return {
    version: parseVersionFilter(searchParams.get('version')),
    filter: serializeReportFilter(parsed.ok ? parsed.filter : EMPTY_FILTER),
  };
}
