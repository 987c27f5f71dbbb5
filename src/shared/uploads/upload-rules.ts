// Upload categories, extensions and size limits (spec owner-side §9). The browser checks them before
// asking for an upload URL; the server checks them again before signing one.

export const uploadCategories = ['image', 'document', 'audio', 'video', 'archive', 'default'] as const;
export type UploadCategory = (typeof uploadCategories)[number];

const MB = 1024 * 1024;

export const ACCEPTED_EXTENSIONS: Record<Exclude<UploadCategory, 'default'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'],
  document: ['pdf', 'doc', 'docx', 'txt', 'rtf', 'xlsx', 'csv'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac'],
  video: ['mp4', 'webm', 'mov', 'avi', 'mkv'],
  archive: ['zip', 'rar', '7z', 'tar', 'gz'],
};

const LIMIT_MB: Record<UploadCategory, number> = {
  image: 10,
  document: 25,
  audio: 100,
  video: 100,
  archive: 50,
  default: 25,
};

/** Content types a file of each extension may be sent as (checked by the local storage driver). */
const CONTENT_TYPES: Record<string, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  svg: ['image/svg+xml'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: ['text/plain'],
  rtf: ['application/rtf', 'text/rtf'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  csv: ['text/csv', 'application/vnd.ms-excel'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave'],
  ogg: ['audio/ogg', 'application/ogg'],
  m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
  aac: ['audio/aac', 'audio/x-aac'],
  mp4: ['video/mp4'],
  webm: ['video/webm', 'audio/webm'],
  mov: ['video/quicktime'],
  avi: ['video/x-msvideo', 'video/avi'],
  mkv: ['video/x-matroska'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed'],
  '7z': ['application/x-7z-compressed'],
  tar: ['application/x-tar'],
  gz: ['application/gzip', 'application/x-gzip'],
};

export function fileExtension(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

export function categoryForFileName(fileName: string): UploadCategory {
  const extension = fileExtension(fileName);
  for (const [category, extensions] of Object.entries(ACCEPTED_EXTENSIONS)) {
    if (extensions.includes(extension)) return category as UploadCategory;
  }
  return 'default';
}

export function maxBytesForCategory(category: UploadCategory): number {
  return LIMIT_MB[category] * MB;
}

export function uploadLimitMessage(category: UploadCategory): string {
  return `File size exceeds ${LIMIT_MB[category]}MB limit for ${category} files`;
}

/** Whether a content type fits the file's extension ('application/octet-stream' never does). */
export function isContentTypeAllowed(fileName: string, contentType: string): boolean {
  const allowed = CONTENT_TYPES[fileExtension(fileName)];
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return Boolean(allowed?.includes(type));
}

export type UploadCheck = { ok: true; category: UploadCategory } | { ok: false; message: string };

/** The one rule both sides apply before an upload starts. */
export function checkUpload(fileName: string, size: number, contentType: string): UploadCheck {
  if (!fileName.trim()) return { ok: false, message: 'File is required for upload' };
  const category = categoryForFileName(fileName);
  if (category === 'default') {
    return { ok: false, message: `Files of type .${fileExtension(fileName) || '?'} can't be uploaded` };
  }
  if (!Number.isInteger(size) || size <= 0) return { ok: false, message: 'The file is empty' };
  if (size > maxBytesForCategory(category)) return { ok: false, message: uploadLimitMessage(category) };
  if (!isContentTypeAllowed(fileName, contentType)) {
    return {
      ok: false,
      message: `A .${fileExtension(fileName)} file can't be sent as ${contentType || 'an unknown type'}`,
    };
  }
  return { ok: true, category };
}

/**
 * A file name safe to use in a storage key: ASCII letters, digits, dot, dash and underscore;
 * never a path, never hidden, never empty.
 */
export function sanitizeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(-120);
  return cleaned || 'file';
}
