import { isSameOriginUrl, safeLinkUrl } from '#shared/format/safe-url.ts';
import type { FileMediaData, MediaItem } from '#shared/survey/survey-schema.ts';

/** "Variant A", "Variant B"… or the item's title when the author set one. */
export function variantLabel(item: Pick<MediaItem, 'title'>, index: number): string {
  const title = item.title.trim();
  if (title) return title;
  return index < 26 ? `Variant ${String.fromCharCode(65 + index)}` : `Variant ${index + 1}`;
}

export type FileKind = 'image' | 'video' | 'audio' | 'other';

/** How an uploaded file is shown: by its category or MIME type, then by the item's media type. */
export function fileKind(
  mediaType: MediaItem['media_type'],
  data: Pick<FileMediaData, 'category' | 'file_type'>,
): FileKind {
  const category = data.category.toLowerCase();
  const type = data.file_type.toLowerCase();
  if (category === 'image' || type.startsWith('image/')) return 'image';
  if (category === 'video' || type.startsWith('video/')) return 'video';
  if (category === 'audio' || type.startsWith('audio/')) return 'audio';
  if (!category && !type) {
    if (mediaType === 'IMAGE') return 'image';
    if (mediaType === 'VIDEO') return 'video';
    if (mediaType === 'AUDIO') return 'audio';
  }
  return 'other';
}

/** Whether an uploaded file can be shown: it has a URL and its upload finished. */
export function isFileReady(data: Pick<FileMediaData, 'file_url' | 'upload_status'>): boolean {
  return data.file_url.trim() !== '' && data.upload_status !== 'uploading' && data.upload_status !== 'error';
}

/** Same origin as the page (what the Content-Security-Policy lets images and media load from). */
export function isSameOrigin(src: string, origin = window.location.origin): boolean {
  return isSameOriginUrl(src, origin);
}

/** The link to open for a URL item: http(s) only, so no javascript: or data: link reaches a respondent. */
export { safeLinkUrl };

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
