import type { ReportMediaItem } from '#shared/report/report-types.ts';
import { safeLinkUrl } from '#shared/format/safe-url.ts';
import { isDisplayableImage } from '../editor/safe-image.ts';

/** What the analytics page shows for a media item's content (spec respondent §2 MEDIA_SET). */
export type MediaContent =
  | { kind: 'image'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'audio'; src: string }
  | { kind: 'text'; text: string }
  | { kind: 'link'; url: string; title: string; description: string; siteName: string }
  | { kind: 'file'; src: string; fileName: string }
  | { kind: 'no-file' }
  | { kind: 'unavailable' };

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

function looksLikeImage(fileType: string, fileName: string, url: string): boolean {
  return fileType.startsWith('image/') || IMAGE_EXTENSION.test(fileName) || IMAGE_EXTENSION.test(url);
}

/**
 * Decides how to show a media item. Files show only from Pollen's own origin (the CSP allows no
 * third-party hosts); a file item without an upload reads "File upload configured" / "No file
 * uploaded yet"; anything unreadable reads "Media content not available".
 */
export function mediaContent(item: ReportMediaItem, origin = window.location.origin): MediaContent {
  switch (item.media_type) {
    case 'DESCRIPTION': {
      const text = item.media_data?.text ?? '';
      return text.trim() ? { kind: 'text', text } : { kind: 'unavailable' };
    }
    case 'URL': {
      const data = item.media_data;
      // http(s) only: a stored javascript: or data: address never becomes a link.
      const url = safeLinkUrl(data?.url);
      if (!url) return { kind: 'unavailable' };
      return {
        kind: 'link',
        url,
        title: data.custom_title?.trim() || data.metadata?.title?.trim() || url,
        description: data.custom_description?.trim() || data.metadata?.description?.trim() || '',
        siteName: data.metadata?.siteName?.trim() || hostOf(url),
      };
    }
    case 'FILE':
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'DOCUMENT': {
      const data = item.media_data;
      const src = data?.file_url?.trim() ?? '';
      if (!src) return { kind: 'no-file' };
      if (!isDisplayableImage(src, origin)) return { kind: 'unavailable' };
      const fileType = data.file_type ?? '';
      const fileName = data.file_name ?? '';
      if (item.media_type === 'IMAGE' || looksLikeImage(fileType, fileName, src))
        return { kind: 'image', src };
      if (item.media_type === 'VIDEO' || fileType.startsWith('video/')) return { kind: 'video', src };
      if (item.media_type === 'AUDIO' || fileType.startsWith('audio/')) return { kind: 'audio', src };
      return { kind: 'file', src, fileName: fileName || 'Download file' };
    }
    default:
      return { kind: 'unavailable' };
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
