import { parse } from 'node-html-parser';
import type { LinkMetadata } from '#shared/survey/survey-schema.ts';
import { linkTypeFromUrl } from '#shared/link-preview/local-metadata.ts';

function absolute(value: string | undefined, base: string): string {
  if (!value) return '';
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

const clean = (value: string | undefined, max: number) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** Open Graph first, then Twitter cards, then plain HTML: what a link card shows. */
export function parseLinkMetadata(html: string, pageUrl: string, contentType: string): LinkMetadata {
  const hostname = new URL(pageUrl).hostname.replace(/^www\./, '');
  if (contentType.startsWith('image/') || contentType.startsWith('video/')) {
    return {
      title: hostname,
      description: '',
      image: contentType.startsWith('image/') ? pageUrl : '',
      favicon: '',
      siteName: hostname,
      type: contentType.startsWith('image/') ? 'image' : 'video',
    };
  }
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false } });
  const meta = (...names: string[]) => {
    for (const name of names) {
      const element =
        root.querySelector(`meta[property="${name}"]`) ?? root.querySelector(`meta[name="${name}"]`);
      const content = element?.getAttribute('content');
      if (content?.trim()) return content;
    }
    return undefined;
  };
  const icon =
    root.querySelector('link[rel="icon"]') ??
    root.querySelector('link[rel="shortcut icon"]') ??
    root.querySelector('link[rel="apple-touch-icon"]');
  const ogType = meta('og:type') ?? '';
  const video = meta('og:video', 'og:video:url', 'twitter:player');
  return {
    title: clean(meta('og:title', 'twitter:title') ?? root.querySelector('title')?.text, 300) || hostname,
    description: clean(meta('og:description', 'twitter:description', 'description'), 600),
    image: absolute(meta('og:image', 'og:image:url', 'twitter:image'), pageUrl),
    favicon: absolute(icon?.getAttribute('href') ?? '/favicon.ico', pageUrl),
    siteName: clean(meta('og:site_name', 'application-name'), 120) || hostname,
    type: ogType.startsWith('video') || video ? 'video' : linkTypeFromUrl(pageUrl),
  };
}
