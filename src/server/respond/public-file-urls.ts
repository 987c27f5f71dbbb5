import { eq } from 'drizzle-orm';
import type { FileMediaData, MediaItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { publicUrlForFile } from '../uploads/storage.ts';

const FILES_PREFIX = '/api/files/';

/** The storage key or file id an `/api/files/…` URL names, or null for any other URL. */
function fileRefOf(fileUrl: string): string | null {
  if (!fileUrl.startsWith(FILES_PREFIX)) return null;
  try {
    return fileUrl.slice(FILES_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

function isFileItem(item: MediaItem): item is Extract<MediaItem, { media_data: FileMediaData }> {
  return 'file_url' in item.media_data;
}

/**
 * The document respondents receive: every uploaded file is named by its opaque id
 * (`/api/files/{fileId}`) and storage keys are dropped, because keys and the URLs older documents
 * stored (`/api/files/{userId}/{surveyId}/…`) carry the owner's user id. A file that isn't one of
 * this survey's own is left without a URL rather than exposed.
 */
export async function withPublicFileUrls(
  db: Database,
  surveyId: string,
  document: SurveyDocument,
): Promise<SurveyDocument> {
  const rows = await db
    .select({ id: files.id, objectKey: files.objectKey })
    .from(files)
    .where(eq(files.surveyId, surveyId));
  const idByRef = new Map<string, string>();
  for (const row of rows) {
    idByRef.set(row.objectKey, row.id);
    idByRef.set(row.id, row.id);
  }

  const publicData = (data: FileMediaData): FileMediaData => {
    const ref = data.object_key || fileRefOf(data.file_url);
    // Not a stored file (no key, not an /api/files URL): nothing to hide.
    if (!ref) return { ...data, object_key: '' };
    const id = idByRef.get(ref);
    return { ...data, file_url: id ? publicUrlForFile(id) : '', object_key: '' };
  };

  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      content_blocks: page.content_blocks.map((block) =>
        block.type === 'MEDIA_SET'
          ? {
              ...block,
              items: block.items.map((item) =>
                isFileItem(item) ? { ...item, media_data: publicData(item.media_data) } : item,
              ),
            }
          : block,
      ),
    })),
  };
}
