import { isSameOriginUrl, safeLinkUrl } from '#shared/format/safe-url.ts';
import { categoryForFileName, fileExtension } from '#shared/uploads/upload-rules.ts';
import type { FileMediaData, MediaItem } from '#shared/survey/survey-schema.ts';
import { mediaItemLabel } from '#shared/survey/variant-label.ts';

/** "Variant A", "Variant B"… or the item's title when the author set one (one rule: variant-label.ts). */
export function variantLabel(item: Pick<MediaItem, 'title'>, index: number): string {
  return mediaItemLabel(item, index);
}

export type FileKind = 'image' | 'video' | 'audio' | 'other';

const CATEGORY_KINDS: Partial<Record<string, FileKind>> = { image: 'image', video: 'video', audio: 'audio' };

/**
 * How an uploaded file is shown: by its category or MIME type, then by its extension (a video sent
 * as application/octet-stream, or stored without a category, is still a video), then by the item's
 * media type.
 */
export function fileKind(
  mediaType: MediaItem['media_type'],
  data: Pick<FileMediaData, 'category' | 'file_type'> &
    Partial<Pick<FileMediaData, 'file_name' | 'file_extension'>>,
): FileKind {
  const category = data.category.toLowerCase();
  const type = data.file_type.toLowerCase();
  const byCategory = CATEGORY_KINDS[category];
  if (byCategory) return byCategory;
  for (const prefix of ['image', 'video', 'audio'] as const) if (type.startsWith(`${prefix}/`)) return prefix;
  const extension = (data.file_extension ?? '').replace(/^\./, '') || fileExtension(data.file_name ?? '');
  const byExtension = extension ? CATEGORY_KINDS[categoryForFileName(`file.${extension}`)] : undefined;
  if (byExtension) return byExtension;
  const saysNothing = ['', 'default'].includes(category) && ['', 'application/octet-stream'].includes(type);
  if (saysNothing) {
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
