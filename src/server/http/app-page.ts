import { reportRequestOf, reportUrl } from '#shared/report/report-url.ts';

/** The session check every screen of the app starts with (better-auth's client sends cookies). */
const SESSION_PRELOAD =
  '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" />';

const ANALYTICS_PATH = /^\/analytics\/([^/]+)\/?$/;

/**
 * The app's page with its first requests named in the head, so the browser starts them while it
 * downloads the code instead of after it ran (issue 17; on a phone network the code takes seconds):
 * the session on every page, and on /analytics/{id} the report the page opens with. The page's own
 * fetches of the same addresses, with the same credentials mode, pick up the preloaded answers:
 * better-auth's client sends `credentials: include` (use-credentials); the API client sends
 * same-origin credentials (anonymous). The report's address comes from the same shared code the
 * page uses (report-url.ts), so the two agree to the character. `screenCode` is the links to the
 * screen's modules (screen-preloads.ts).
 */
export function withAppPreloads(html: string, url: URL, screenCode = ''): string {
  const links = [SESSION_PRELOAD];
  const analytics = ANALYTICS_PATH.exec(url.pathname);
  if (analytics?.[1]) {
    let shareId: string | null = null;
    try {
      shareId = decodeURIComponent(analytics[1]);
    } catch {
      // A malformed %-escape: the page shows its own error; nothing to preload.
    }
    if (shareId) {
      const { version, filter } = reportRequestOf(url.searchParams);
      // reportUrl percent-encodes the id and the filter; & is escaped for the attribute.
      const href = reportUrl(shareId, version, filter).replace(/&/g, '&amp;');
      links.push(`<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`);
    }
  }
  // First in the head: over HTTP/1.1 the page's scripts would otherwise take the connections first.
  const withRequests = html.replace(/<head>/i, (head) => `${head}\n    ${links.join('\n    ')}`);
  // The screen's own code (screen-preloads.ts) last, after the entry's, which runs first.
  return screenCode ? withRequests.replace(/<\/head>/i, (end) => `  ${screenCode}\n  ${end}`) : withRequests;
}
