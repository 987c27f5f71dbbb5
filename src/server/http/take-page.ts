import { shareIdFromPath, takeApiPath } from '#shared/take/take-endpoint.ts';

/**
 * The respondent page with its survey request named in the head: the browser fetches the survey
 * while it downloads the code, instead of only after the code ran (on a phone network that is the
 * whole script time plus a round trip earlier). The flow's own fetch of the same address (same-origin
 * credentials, as `crossorigin="anonymous"` means here) picks up the preloaded answer.
 */
export function withSurveyPreload(html: string, pathname: string): string {
  let shareId: string;
  try {
    shareId = shareIdFromPath(pathname);
  } catch {
    // A malformed %-escape names no survey; the page shows its own "unavailable" card.
    return html;
  }
  if (!shareId) return html;
  // takeApiPath percent-encodes the id, so it cannot leave the attribute.
  const link = `<link rel="preload" href="${takeApiPath(shareId)}" as="fetch" crossorigin="anonymous" />`;
  return html.replace('</head>', `${link}\n  </head>`);
}
