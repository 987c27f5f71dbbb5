/**
 * Whether an image may be shown: the Content-Security-Policy allows images only from this origin,
 * data: and blob:, and Pollen makes no request to third-party hosts from the browser. Link-preview
 * images from other sites therefore show a neutral placeholder instead.
 */
export function isDisplayableImage(src: string | null | undefined, origin = window.location.origin): boolean {
  if (!src) return false;
  if (/^data:image\//i.test(src) || /^blob:/i.test(src)) return true;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}
