// Where the take flow sends its requests. A respondent's flow talks to the public API by share id;
// the author's preview of the draft (issue 10 §5) runs the very same flow against the owner-only
// preview routes, which answer in the same shapes and store nothing (the server names the same
// address in the page for a preload). The preview is addressed by a
// pseudo share id that no real share id can equal (share ids are url-safe, without ':').

const PREVIEW_PREFIX = 'preview:';

/** The pseudo share id of a survey draft's preview. */
export function previewShareId(surveyId: string): string {
  return `${PREVIEW_PREFIX}${surveyId}`;
}

export function isPreviewShareId(shareId: string): boolean {
  return shareId.startsWith(PREVIEW_PREFIX);
}

/** GET here for the survey; POST `…/submissions`, `…/voice` and `…/views` below it. */
export function takeApiPath(shareId: string): string {
  return isPreviewShareId(shareId)
    ? `/api/surveys/${encodeURIComponent(shareId.slice(PREVIEW_PREFIX.length))}/preview`
    : `/api/public/surveys/${encodeURIComponent(shareId)}`;
}

/**
 * The share id a page address of the take bundle names: `/t/{shareId}` (and the spec's older
 * `/test/{shareId}`) for respondents, `/surveys/{surveyId}/preview` for the author's preview, which
 * the server serves from the same take.html so the preview runs the respondent's very bundle.
 */
export function shareIdFromPath(pathname: string): string {
  const preview = /^\/surveys\/([^/?#]+)\/preview\/?$/.exec(pathname);
  if (preview?.[1]) return previewShareId(decodeURIComponent(preview[1]));
  return decodeURIComponent(/^\/(?:t|test)\/([^/?#]+)/.exec(pathname)?.[1] ?? '');
}
