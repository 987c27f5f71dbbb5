import type { LinkMetadata } from '../survey/survey-schema.ts';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'avi', 'mkv', 'm4v'];

/** Accepts "example.com/x" too: a missing scheme gets https:// (spec owner-side §5). */
export function normalizeLinkUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A web address has a dot in its host name (or is localhost).
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.toString();
  } catch {
    return null;
  }
}

export function linkTypeFromUrl(url: string): LinkMetadata['type'] {
  const path = (() => {
    try {
      return new URL(url).pathname.toLowerCase();
    } catch {
      return url.toLowerCase();
    }
  })();
  const extension = /\.([a-z0-9]+)$/.exec(path)?.[1] ?? '';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video';
  return 'website';
}

/** What a link shows when its page can't be fetched: the host as title, the type from the extension. */
export function localLinkMetadata(url: string): LinkMetadata {
  let hostname = url;
  try {
    hostname = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // keep the raw text as the title
  }
  return {
    title: hostname,
    description: '',
    image: '',
    favicon: '',
    siteName: hostname,
    type: linkTypeFromUrl(url),
  };
}
