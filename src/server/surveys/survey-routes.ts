import { Hono } from 'hono';
import { z } from 'zod';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import { trimQuestionTexts } from '#shared/survey/survey-rules.ts';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import { DRAFT_CONFLICT_MESSAGE, type DraftConflictBody } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { DEFAULT_SURVEY_SORT, surveySortOptions, type SurveySort } from '#shared/report/report-types.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { jsonBodyLimit } from '../http/json-bodies.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../uploads/storage.ts';
import {
  findSurveyList,
  createSurvey,
  deleteSurvey,
  getOwnedSurvey,
  saveDraft,
  setSurveyPublic,
  toSurveyRecord,
} from './survey-store.ts';
import { createDistributionRoutes } from './distribution-routes.ts';
import { createSurveyVersionRoutes } from './survey-version-routes.ts';

const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

function readDocument(input: unknown): SurveyDocument {
  const result = normalizeSurvey(input);
  if (!result.ok) throw new AppError('validation_failed', `template_data.${result.path}: ${result.error}`);
  return trimQuestionTexts(result.survey);
}

/** Autosave: the document, the version it was edited from, and the editor's id for this save. */
const draftSaveBody = z.object({
  template_data: z.unknown(),
  baseVersion: z.number().int().min(1),
  saveId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'saveId must be 8 to 64 letters, digits, "-" or "_"')
    .optional(),
});

const documentLimit = jsonBodyLimit(
  MAX_DOCUMENT_BYTES,
  () => new AppError('payload_too_large', 'The survey is too large to save (2 MB at most).'),
);

export function createSurveyRoutes(deps: { db: Database; auth: Auth; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;
  return new Hono()
    .use(requireUser(deps.auth))
    .route('/', createSurveyVersionRoutes({ db }))
    .route('/', createDistributionRoutes({ db }))
    .post(
      '/',
      documentLimit,
      validate('json', z.object({ template_data: z.unknown().optional() })),
      async (c) => {
        const { template_data } = c.req.valid('json');
        const document = template_data === undefined ? createStarterSurvey() : readDocument(template_data);
        const row = await createSurvey(db, c.get('user').id, document);
        return c.json(toSurveyRecord(row), 201);
      },
    )
    .get(
      '/',
      validate(
        'query',
        z.object({
          search: z.string().max(200).optional(),
          sort: z
            .enum(surveySortOptions.map((option) => option.value) as [SurveySort, ...SurveySort[]])
            .default(DEFAULT_SURVEY_SORT),
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(100).default(24),
        }),
      ),
      async (c) => {
        const { lastKey: _cursorPagingOnly, ...page } = await findSurveyList(
          db,
          c.get('user').id,
          c.req.valid('query'),
        );
        return c.json(page);
      },
    )
    .get('/:id', async (c) => {
      const row = await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
      return c.json(toSurveyRecord(row));
    })
    .put('/:id/draft', documentLimit, validate('json', draftSaveBody), async (c) => {
      const { template_data, baseVersion, saveId } = c.req.valid('json');
      const result = await saveDraft(
        db,
        c.get('user').id,
        c.req.param('id'),
        readDocument(template_data),
        baseVersion,
        saveId ?? null,
      );
      if (!result.ok) {
        const conflict: DraftConflictBody = {
          error: { code: 'conflict', message: DRAFT_CONFLICT_MESSAGE },
          current: toSurveyRecord(result.current),
          // Lets the editor see that the newer version is one of its own saves whose reply was lost.
          lastSaveId: result.current.draftSaveId,
        };
        return c.json(conflict, 409);
      }
      return c.json({ version: result.version, savedAt: result.savedAt.toISOString() });
    })
    .patch('/:id', validate('json', z.object({ is_public: z.boolean() })), async (c) => {
      const row = await setSurveyPublic(
        db,
        c.get('user').id,
        c.req.param('id'),
        c.req.valid('json').is_public,
      );
      return c.json(toSurveyRecord(row));
    })
    .delete('/:id', async (c) => {
      const keys = await deleteSurvey(db, c.get('user').id, c.req.param('id'));
      // The rows are gone; a stored object that fails to delete is an orphan to log, not a failed delete.
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      results.forEach((result, index) => {
        if (result.status === 'rejected')
          logger.warn({ err: result.reason, key: keys[index] }, 'Could not delete stored object');
      });
      return c.body(null, 204);
    });
}
