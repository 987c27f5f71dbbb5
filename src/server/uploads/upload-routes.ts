import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkUpload, fileExtension, sanitizeFileName } from '#shared/uploads/upload-rules.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { files, surveys } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid, validate } from '../http/validate.ts';
import { getOwnedSurvey } from '../surveys/survey-store.ts';
import { contentMismatch, SNIFF_BYTES } from './content-check.ts';
import { isNamedByPublishedVersion, markFileRemoved } from './removed-files.ts';
import { LocalStorage, isValidObjectKey, publicUrlForFile, type Storage } from './storage.ts';

// A content type travels as a header on the upload and is signed into its URL: a line break or
// another control character there could split the header, and the PUT could never complete.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const uploadRequestSchema = z.object({
  surveyId: z.string().min(1, 'Artifact ID is required for upload'),
  fileName: z.string().min(1, 'File is required for upload').max(255),
  size: z.number().int().min(0),
  contentType: z
    .string()
    .max(200)
    .regex(
      PRINTABLE_ASCII,
      'The content type may only hold printable ASCII characters, no line breaks or control characters.',
    ),
});

/** `{name}_{timestamp}.{ext}` so two uploads of one file never collide (spec: upsert is false). */
export function objectKeyFor(userId: string, surveyId: string, fileName: string, now = Date.now()): string {
  const safe = sanitizeFileName(fileName);
  const extension = fileExtension(safe);
  const stem = extension ? safe.slice(0, -(extension.length + 1)) : safe;
  return `${userId}/${surveyId}/${stem || 'file'}_${now}${extension ? `.${extension}` : ''}`;
}

const linkUsed = () => new AppError('conflict', 'This upload link has already been used.');
const fileRemoved = () =>
  new AppError('forbidden', 'This upload link is no longer valid: its file was removed.');

type FileRow = typeof files.$inferSelect;

/** The answer to a completed upload: the opaque public URL, never the key. */
function uploadedFile(row: Pick<FileRow, 'id' | 'size' | 'category'>) {
  return { fileId: row.id, publicUrl: publicUrlForFile(row.id), size: row.size, category: row.category };
}

async function fileByKey(db: Database, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.objectKey, key));
  return row;
}

/** Drops the row and its object: a refused upload keeps nothing. */
async function discardFile(db: Database, storage: Storage, row: Pick<FileRow, 'id' | 'objectKey'>) {
  await db.delete(files).where(eq(files.id, row.id));
  await storage.delete(row.objectKey);
}

/**
 * Marks a pending file completed. Only one caller wins: the claim is what makes a signed URL
 * write once. Returns false when the file was already completed or removed meanwhile.
 */
async function claimPendingFile(db: Database, id: string, size: number): Promise<boolean> {
  const claimed = await db
    .update(files)
    .set({ status: 'completed', size })
    .where(and(eq(files.id, id), eq(files.status, 'pending')))
    .returning({ id: files.id });
  return claimed.length > 0;
}

export function createUploadRoutes(deps: { db: Database; auth: Auth; storage: Storage }) {
  const { db, storage } = deps;
  const signedIn = requireUser(deps.auth);
  return new Hono()
    .post('/', signedIn, validate('json', uploadRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      const survey = await getOwnedSurvey(db, user.id, body.surveyId);
      const check = checkUpload(body.fileName, body.size, body.contentType);
      if (!check.ok) {
        const tooLarge = check.message.startsWith('File size exceeds');
        throw new AppError(tooLarge ? 'payload_too_large' : 'validation_failed', check.message);
      }
      const objectKey = objectKeyFor(user.id, survey.id, body.fileName);
      const [row] = await db
        .insert(files)
        .values({
          ownerId: user.id,
          surveyId: survey.id,
          objectKey,
          fileName: body.fileName.slice(0, 255),
          size: body.size,
          contentType: body.contentType,
          category: check.category,
        })
        .returning({ id: files.id });
      const target = await storage.createUploadUrl({
        key: objectKey,
        contentType: body.contentType,
        size: body.size,
      });
      return c.json(
        {
          fileId: row!.id,
          uploadUrl: target.url,
          uploadHeaders: target.headers,
          objectKey,
          publicUrl: publicUrlForFile(row!.id),
          category: check.category,
        },
        201,
      );
    })
    .put('/local', async (c) => {
      if (!(storage instanceof LocalStorage)) throw new AppError('not_found', 'No such API route.');
      const grant = storage.verifyGrant(new URL(c.req.url).searchParams);
      // Refused before reading the body: a replayed URL or one whose file is gone writes nothing.
      const row = await fileByKey(db, grant.key);
      if (!row) throw fileRemoved();
      if (row.status !== 'pending') throw linkUsed();
      const contentType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
      if (contentType !== grant.contentType) {
        throw new AppError('validation_failed', `This upload must be sent as ${grant.contentType}`);
      }
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > grant.size)
        throw new AppError('payload_too_large', 'The file is larger than announced.');
      if (!c.req.raw.body) throw new AppError('bad_request', 'File is required for upload');

      const staged = await storage.stage(grant.key, c.req.raw.body, grant.size, SNIFF_BYTES);
      const mismatch = await contentMismatch(
        fileExtension(grant.key),
        staged.head,
        staged.head.length === staged.size,
      );
      if (mismatch) {
        await staged.discard();
        await discardFile(db, storage, row);
        throw new AppError('validation_failed', mismatch);
      }
      if (!(await claimPendingFile(db, row.id, staged.size))) {
        await staged.discard();
        throw (await fileByKey(db, grant.key)) ? linkUsed() : fileRemoved();
      }
      try {
        await staged.commit();
      } catch (error) {
        await db.update(files).set({ status: 'pending' }).where(eq(files.id, row.id));
        await staged.discard();
        throw error;
      }
      // Removed while the body streamed: the object must not outlive its row.
      if (!(await fileByKey(db, grant.key))) {
        await storage.delete(grant.key);
        throw fileRemoved();
      }
      return c.json({ objectKey: grant.key, ...uploadedFile({ ...row, size: staged.size }) });
    })
    .post('/:fileId/complete', signedIn, async (c) => {
      // The browser confirms every upload. With the local driver the PUT already checked the
      // content; on S3 the bytes went straight to the bucket, so they are checked here.
      const fileId = c.req.param('fileId');
      if (!isUuid(fileId)) throw new AppError('not_found', 'File not found');
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerId, c.get('user').id)));
      if (!row) throw new AppError('not_found', 'File not found');
      if (row.status === 'completed') return c.json(uploadedFile(row));
      const head = await storage.readHead(row.objectKey, SNIFF_BYTES);
      if (!head) throw new AppError('conflict', "The file hasn't been uploaded yet.");
      const complete = head.length < SNIFF_BYTES || head.length >= row.size;
      const mismatch = await contentMismatch(fileExtension(row.objectKey), head, complete);
      if (mismatch) {
        await discardFile(db, storage, row);
        throw new AppError('validation_failed', mismatch);
      }
      await claimPendingFile(db, row.id, row.size);
      return c.json(uploadedFile(row));
    })
    .delete('/:objectKey{.+}', signedIn, async (c) => {
      const key = c.req.param('objectKey');
      if (!isValidObjectKey(key)) throw new AppError('not_found', 'File not found');
      const [row] = await db
        .select({ id: files.id, objectKey: files.objectKey, status: files.status })
        .from(files)
        .where(and(eq(files.objectKey, key), eq(files.ownerId, c.get('user').id)));
      if (!row) throw new AppError('not_found', 'File not found');
      // An upload still under way has no bytes worth keeping: its link stops working at once.
      if (row.status === 'pending') {
        await discardFile(db, storage, row);
        return c.body(null, 204);
      }
      // A file that a published version shows stays as it is (versions are immutable). Any other is
      // only marked removed, so undoing the removal brings it back (docs/decisions/016).
      if (!(await isNamedByPublishedVersion(db, row.id))) await markFileRemoved(db, row.id);
      return c.body(null, 204);
    });
}

// Uploaded files never run script in Pollen's origin: no sniffing, and a sandbox with no script.
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Serves stored files by opaque id (`/api/files/{fileId}`) or by the key older documents hold.
 * Anyone may read the files of a published public survey (respondents have no account); the files
 * of a private or unpublished survey are served to their owner only, identified by the session.
 */
export function createFileRoutes(deps: { db: Database; storage: Storage; auth: Auth }) {
  const { db, storage, auth } = deps;
  return new Hono().get('/:ref{.+}', async (c) => {
    const ref = c.req.param('ref');
    const byId = isUuid(ref);
    if (!byId && !isValidObjectKey(ref)) throw new AppError('not_found', 'File not found');
    const [row] = await db
      .select({
        objectKey: files.objectKey,
        contentType: files.contentType,
        status: files.status,
        fileName: files.fileName,
        ownerId: surveys.ownerId,
        isPublic: surveys.isPublic,
        publishedVersion: surveys.publishedVersion,
      })
      .from(files)
      .innerJoin(surveys, eq(files.surveyId, surveys.id))
      .where(byId ? eq(files.id, ref) : eq(files.objectKey, ref));
    if (!row || row.status === 'pending') throw new AppError('not_found', 'File not found');
    // A removed file is its owner's alone: the editor still previews it, so an undo shows at once.
    const isPublicFile = row.status === 'completed' && row.isPublic && row.publishedVersion > 0;
    if (!isPublicFile) {
      // One 404 for "not yours" and "no such file": a private survey's files reveal nothing.
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session?.user.id !== row.ownerId) throw new AppError('not_found', 'File not found');
    }
    const object = await storage.read(row.objectKey);
    if (!object) throw new AppError('not_found', 'File not found');
    const headers: Record<string, string> = {
      'content-type': row.contentType,
      'cache-control': isPublicFile ? 'private, max-age=3600' : 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    };
    // An SVG is a document that can carry script: opened directly it downloads instead of
    // rendering (an <img> still shows it, and images never run script). docs/decisions/009.
    if (fileExtension(row.objectKey) === 'svg' || row.contentType.startsWith('image/svg')) {
      headers['content-disposition'] = `attachment; filename="${sanitizeFileName(row.fileName)}"`;
    }
    if (object.size !== undefined) headers['content-length'] = String(object.size);
    return new Response(object.body, { status: 200, headers });
  });
}
