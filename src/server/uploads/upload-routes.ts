import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkUpload, fileExtension, sanitizeFileName } from '#shared/uploads/upload-rules.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import { getOwnedSurvey } from '../surveys/survey-store.ts';
import { LocalStorage, isValidObjectKey, publicUrlForKey, type Storage } from './storage.ts';

const uploadRequestSchema = z.object({
  surveyId: z.string().min(1, 'Artifact ID is required for upload'),
  fileName: z.string().min(1, 'File is required for upload').max(255),
  size: z.number().int().min(0),
  contentType: z.string().max(200),
});

/** `{name}_{timestamp}.{ext}` so two uploads of one file never collide (spec: upsert is false). */
export function objectKeyFor(userId: string, surveyId: string, fileName: string, now = Date.now()): string {
  const safe = sanitizeFileName(fileName);
  const extension = fileExtension(safe);
  const stem = extension ? safe.slice(0, -(extension.length + 1)) : safe;
  return `${userId}/${surveyId}/${stem || 'file'}_${now}${extension ? `.${extension}` : ''}`;
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
      await db.insert(files).values({
        ownerId: user.id,
        surveyId: survey.id,
        objectKey,
        fileName: body.fileName.slice(0, 255),
        size: body.size,
        contentType: body.contentType,
        category: check.category,
      });
      const uploadUrl = await storage.createUploadUrl({
        key: objectKey,
        contentType: body.contentType,
        size: body.size,
      });
      return c.json(
        { uploadUrl, objectKey, publicUrl: publicUrlForKey(objectKey), category: check.category },
        201,
      );
    })
    .put('/local', async (c) => {
      if (!(storage instanceof LocalStorage)) throw new AppError('not_found', 'No such API route.');
      const grant = storage.verifyGrant(new URL(c.req.url).searchParams);
      const contentType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
      if (contentType !== grant.contentType) {
        throw new AppError('validation_failed', `This upload must be sent as ${grant.contentType}`);
      }
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > grant.size)
        throw new AppError('payload_too_large', 'The file is larger than announced.');
      if (!c.req.raw.body) throw new AppError('bad_request', 'File is required for upload');
      const written = await storage.write(grant.key, c.req.raw.body, grant.size);
      await db
        .update(files)
        .set({ status: 'completed', size: written })
        .where(eq(files.objectKey, grant.key));
      return c.json({ objectKey: grant.key, size: written });
    })
    .delete('/:objectKey{.+}', signedIn, async (c) => {
      const key = c.req.param('objectKey');
      if (!isValidObjectKey(key)) throw new AppError('not_found', 'File not found');
      const [row] = await db
        .delete(files)
        .where(and(eq(files.objectKey, key), eq(files.ownerId, c.get('user').id)))
        .returning({ key: files.objectKey });
      if (!row) throw new AppError('not_found', 'File not found');
      await storage.delete(row.key);
      return c.body(null, 204);
    });
}

/** Serves stored files to anyone with the link (respondents see survey images without an account). */
export function createFileRoutes(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;
  return new Hono().get('/:objectKey{.+}', async (c) => {
    const key = c.req.param('objectKey');
    if (!isValidObjectKey(key)) throw new AppError('not_found', 'File not found');
    const [row] = await db
      .select({ contentType: files.contentType, status: files.status, fileName: files.fileName })
      .from(files)
      .where(eq(files.objectKey, key));
    if (!row) throw new AppError('not_found', 'File not found');
    const object = await storage.read(key);
    if (!object) throw new AppError('not_found', 'File not found');
    const headers: Record<string, string> = {
      'content-type': row.contentType,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      // An uploaded SVG or HTML-ish file must never run script in Pollen's origin.
      'content-security-policy':
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    };
    if (object.size !== undefined) headers['content-length'] = String(object.size);
    return new Response(object.body, { status: 200, headers });
  });
}
