/**
 * The one rule for URLs Pollen stores or renders: `http:` and `https:` only, or a path on Pollen's
 * own origin (`/api/files/…`). Anything else — `javascript:`, `data:`, `vbscript:`, `blob:`,
 * `file:`, protocol-relative `//host` — is never saved and never becomes a link or a `src`.
 */

const HTTP_SCHEMES = new Set(['http:', 'https:']);
/** A stand-in origin for reading paths; a path that leaves it (`/\host`, `/\t/host`) is not a path. */
const OWN = 'https://pollen.invalid';

/** The URL, normalised, when it is absolute http(s) or a path on this origin; otherwise null. */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  try {
    if (trimmed.startsWith('/')) {
      const resolved = new URL(trimmed, OWN);
      return resolved.origin === OWN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
    }
    const url = new URL(trimmed);
    return HTTP_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The address a link item opens: like `safeUrl`, but text without a scheme ("example.com/a") is a web
 * address and gets https://, as the editor's link input does.
 */
export function safeLinkUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || trimmed.startsWith('/')) return safeUrl(trimmed);
  return safeUrl(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
}

/** A stored URL field (file, image, icon): kept as it is when safe, emptied otherwise. */
export function safeStoredUrl(value: string): string {
  return safeUrl(value) === null ? '' : value;
}

/** A stored link item's address: kept as it is when it opens as http(s), emptied otherwise. */
export function safeStoredLink(value: string): string {
  return safeLinkUrl(value) === null ? '' : value;
}

/** Whether a stored URL field is empty or safe (the schema's check after normalising). */
export function isEmptyOrSafeUrl(value: string): boolean {
  return value === '' || safeUrl(value) !== null;
}

/** Whether a stored link item's address is empty or opens as http(s). */
export function isEmptyOrSafeLink(value: string): boolean {
  return value === '' || safeLinkUrl(value) !== null;
}

/**
 * Whether a URL may be a `src` on a page of `origin`: safe by the rule above and served by Pollen
 * itself (the Content-Security-Policy allows no other host, and Pollen requests none).
 */
export function isSameOriginUrl(value: string | null | undefined, origin: string): boolean {
  const safe = safeUrl(value);
  if (safe === null) return false;
  try {
    return new URL(safe, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Where a survey may send a respondent after its thank-you page: an absolute `http:`/`https:` URL
 * with a host, normalised, or null. Paths, protocol-relative and every other scheme (`javascript:`,
 * `data:`…) are refused: a redirect leaves Pollen, so it must say where it goes.
 */
export function safeRedirectUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || !/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return HTTP_SCHEMES.has(url.protocol) && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
