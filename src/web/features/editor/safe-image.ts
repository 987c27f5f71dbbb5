import { isSameOriginUrl } from '#shared/format/safe-url.ts';

/**
 * Whether an image may be shown: the Content-Security-Policy allows images only from this origin and
 * Pollen makes no request to third-party hosts from the browser, so link-preview images from other
 * sites show a neutral placeholder instead. Stored `data:`, `blob:` or `javascript:` URLs never become
 * a `src` (src/shared/format/safe-url.ts).
 */
export function isDisplayableImage(src: string | null | undefined, origin = window.location.origin): boolean {
  return isSameOriginUrl(src, origin);
}
