import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import type { Storage } from '../uploads/storage.ts';
import { getOwnedSurveyByShareOrId } from './report-queries.ts';
import {
  compareParticipant,
  findParticipants,
  findTextResponses,
  findVoiceNoteKey,
  loadOwnedReport,
  readFreshness,
} from './report-store.ts';
import { buildJsonExport } from './json-export.ts';
import {
  fileSafe,
  prepareResponsesExport,
  responsesCsvResponse,
  responsesXlsxResponse,
} from './csv-export.ts';
import { findPartialResponses, loadFunnel } from './funnel-queries.ts';
import { filterOfRequest } from './report-filter-sql.ts';
import { loadCrossTab } from './cross-tab-queries.ts';
import { versionFilterSchema, type VersionFilter } from '#shared/survey/survey-versions.ts';
import { voiceMimeTypeFor } from '#shared/uploads/voice-audio.ts';

const pageQuery = z.object({
  search: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Answers and participants page by keyset (issue 17): `cursor` is the previous page's nextCursor. */
const keysetQuery = pageQuery.omit({ offset: true }).extend({ cursor: z.string().max(200).optional() });

const versionQuery = z.object({ version: versionFilterSchema });

/** Owner-only analytics: the report, paged answers, participants and comparison, exports, voice audio. */
export function createReportRoutes(deps: {
  db: Database;
  auth: Auth;
  storage: Storage;
  /** PUBLIC_URL: exports link to voice notes by absolute address. */
  publicUrl: string;
}) {
  const { db, storage, publicUrl } = deps;

  const responsesExport = (userId: string, shareIdOrId: string, url: string, version: VersionFilter) =>
    prepareResponsesExport(db, { ownerId: userId, shareIdOrId, url, version, publicUrl });
  return new Hono()
    .use(requireUser(deps.auth))
    .get(
      '/:shareId',
      validate('query', versionQuery.extend({ download: z.literal('json').optional() })),
      async (c) => {
        const { version, download } = c.req.valid('query');
        // Report filters (decision 030): the page's URL parameters, on every route below.
        const filter = filterOfRequest(c.req.url);
        c.header('Cache-Control', 'private, no-cache');
        if (download === 'json') {
          const exported = await buildJsonExport(db, c.get('user').id, c.req.param('shareId'), {
            version,
            filter,
            includePartials: c.req.query('partials') === 'include',
          });
          const suffix = version === 'all' ? '' : `-v${version}`;
          c.header(
            'Content-Disposition',
            `attachment; filename="${fileSafe(exported.survey.title)}-report${suffix}.json"`,
          );
          return c.body(JSON.stringify(exported, null, 2), 200, {
            'content-type': 'application/json; charset=utf-8',
          });
        }
        const report = await loadOwnedReport(db, c.get('user').id, c.req.param('shareId'), version, {
          filter,
        });
        return c.json(report);
      },
    )
    .get('/:shareId/funnel', validate('query', versionQuery), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await loadFunnel(db, row, c.req.valid('query').version, filterOfRequest(c.req.url)));
    })
    .get(
      '/:shareId/partials',
      validate('query', pageQuery.omit({ search: true }).extend(versionQuery.shape)),
      async (c) => {
        const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
        return c.json(
          await findPartialResponses(db, row, {
            ...c.req.valid('query'),
            filter: filterOfRequest(c.req.url),
          }),
        );
      },
    )
    .get('/:shareId/latest', async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      return c.json(await readFreshness(db, row));
    })
    .get('/:shareId/responses.csv', validate('query', versionQuery), async (c) => {
      const { table, fileName } = await responsesExport(
        c.get('user').id,
        c.req.param('shareId'),
        c.req.url,
        c.req.valid('query').version,
      );
      return responsesCsvResponse(table, fileName);
    })
    .get('/:shareId/responses.xlsx', validate('query', versionQuery), async (c) => {
      const userId = c.get('user').id;
      const { version } = c.req.valid('query');
      const { table, fileName } = await responsesExport(userId, c.req.param('shareId'), c.req.url, version);
      // The summary sheets hold the figures the analytics page shows for the same version and filter.
      const report = await loadOwnedReport(db, userId, c.req.param('shareId'), version, {
        filter: table.filter,
      });
      return responsesXlsxResponse(table, report, fileName);
    })
    .get(
      '/:shareId/questions/:questionId/responses',
      validate('query', keysetQuery.extend(versionQuery.shape)),
      async (c) => {
        const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
        return c.json(
          await findTextResponses(db, row, c.req.param('questionId'), {
            ...c.req.valid('query'),
            filter: filterOfRequest(c.req.url),
          }),
        );
      },
    )
    .get('/:shareId/participants', validate('query', keysetQuery.extend(versionQuery.shape)), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      return c.json(
        await findParticipants(db, row, { ...c.req.valid('query'), filter: filterOfRequest(c.req.url) }),
      );
    })
    .get('/:shareId/participants/:submissionId', validate('query', versionQuery), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const { version } = c.req.valid('query');
      return c.json(
        await compareParticipant(db, row, c.req.param('submissionId'), version, filterOfRequest(c.req.url)),
      );
    })
    .get(
      '/:shareId/crosstab',
      validate(
        'query',
        versionQuery.extend({ rows: z.string().min(1).max(200), columns: z.string().min(1).max(200) }),
      ),
      async (c) => {
        const filter = filterOfRequest(c.req.url);
        const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
        const { rows, columns, version } = c.req.valid('query');
        c.header('Cache-Control', 'private, no-cache');
        return c.json(
          await loadCrossTab(db, row, { rowQuestion: rows, columnQuestion: columns, version, filter }),
        );
      },
    )
    .get('/:shareId/voice/:voiceId', async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const objectKey = await findVoiceNoteKey(db, row, c.req.param('voiceId'));
      const object = objectKey ? await storage.read(objectKey) : null;
      if (!objectKey || !object) throw new AppError('not_found', 'Voice note not found');
      const extension = /\.([a-z0-9]+)$/.exec(objectKey)?.[1] ?? 'webm';
      return new Response(object.body, {
        headers: {
          'content-type': voiceMimeTypeFor(extension) ?? 'application/octet-stream',
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
          ...(object.size !== undefined ? { 'content-length': String(object.size) } : {}),
        },
      });
    });
}
