import { OpenAPIHono, createRoute, type RouteConfig } from '@hono/zod-openapi';
import { publishRefusedMessage } from '#shared/survey/publish-checks.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { validationError } from '../http/validate.ts';
import {
  prepareResponsesExport,
  responsesCsvResponse,
  responsesXlsxResponse,
} from '../reports/csv-export.ts';
import { buildJsonExport } from '../reports/json-export.ts';
import { filterOfRequest } from '../reports/report-filter-sql.ts';
import { loadOwnedReport } from '../reports/report-store.ts';
import { findResponsePage } from '../reports/response-page.ts';
import { findSurveyList, getOwnedSurvey, lifecycleStateOf, toSurveyRecord } from '../surveys/survey-store.ts';
import { findSurveyVersions, getSurveyVersion, publishDraft } from '../surveys/survey-version-store.ts';
import {
  ErrorSchema,
  ExportQuery,
  FILTER_DESCRIPTION,
  PublishedSchema,
  ReportQuery,
  ReportSchema,
  ResponsePageSchema,
  ResponsesQuery,
  SurveyIdParams,
  SurveyListQuery,
  SurveyListSchema,
  SurveySchema,
  SurveyVersionListSchema,
  SurveyVersionParams,
  SurveyVersionSchema,
} from './api-schemas.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { requireWriteScope, tokenAuth, type TokenVariables } from './token-auth.ts';

// The public REST API (issue 19 point 2, docs/api.md): personal API tokens reach their owner's
// surveys through the same stores the web app uses; every other survey is a 404.

export const API_BASE = '/api/v1';
const SECURITY = [{ bearerAuth: [] }];

const errorContent = { 'application/json': { schema: ErrorSchema } };
const commonErrors = {
  401: { description: 'No token, an unknown token or a revoked one', content: errorContent },
  429: {
    description: "The token's rate limit is used up; `Retry-After` says how many seconds to wait",
    headers: { 'Retry-After': { schema: { type: 'integer' as const } } },
    content: errorContent,
  },
} satisfies RouteConfig['responses'];
const notFound = { 404: { description: "No such survey among the token owner's", content: errorContent } };
const invalid = {
  422: { description: 'A parameter is invalid (named in `error.fields`)', content: errorContent },
};
const badFilter = {
  400: { description: 'The filter names an unknown question or option', content: errorContent },
};

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const routes = {
  listSurveys: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys`,
    tags: ['Surveys'],
    summary: 'List your surveys',
    description: 'Newest first, one page at a time: pass `next_cursor` back as `cursor` until it is null.',
    security: SECURITY,
    request: { query: SurveyListQuery },
    responses: { 200: json(SurveyListSchema, 'A page of surveys'), ...invalid, ...commonErrors },
  }),
  getSurvey: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}`,
    tags: ['Surveys'],
    summary: 'Read a survey',
    description: 'The survey with its current draft document.',
    security: SECURITY,
    request: { params: SurveyIdParams },
    responses: { 200: json(SurveySchema, 'The survey'), ...notFound, ...commonErrors },
  }),
  listVersions: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/versions`,
    tags: ['Surveys'],
    summary: "List a survey's published versions",
    security: SECURITY,
    request: { params: SurveyIdParams },
    responses: { 200: json(SurveyVersionListSchema, 'Newest first'), ...notFound, ...commonErrors },
  }),
  getVersion: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/versions/{version}`,
    tags: ['Surveys'],
    summary: 'Read one published version',
    description: 'The document respondents of that version answered.',
    security: SECURITY,
    request: { params: SurveyVersionParams },
    responses: { 200: json(SurveyVersionSchema, 'The version'), ...notFound, ...invalid, ...commonErrors },
  }),
  listResponses: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/responses`,
    tags: ['Responses'],
    summary: 'Page through completed responses',
    description:
      'Oldest first. Pass `next_cursor` back as `cursor` for the next page; when it is null you are up to ' +
      'date. Keep the last `resume_cursor` to fetch only newer responses later. `since` starts at a time instead.',
    security: SECURITY,
    request: { params: SurveyIdParams, query: ResponsesQuery },
    responses: {
      200: json(ResponsePageSchema, 'A page of responses'),
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  }),
  getReport: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/report`,
    tags: ['Results'],
    summary: "Read the survey's report",
    description: `The JSON the analytics page shows. ${FILTER_DESCRIPTION}`,
    security: SECURITY,
    request: { params: SurveyIdParams, query: ReportQuery },
    responses: {
      200: json(ReportSchema, 'The report'),
      ...badFilter,
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  }),
  exportCsv: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/export.csv`,
    tags: ['Results'],
    summary: 'Export responses as CSV',
    description: `One row per response, one column per question (UTF-8 with BOM). ${FILTER_DESCRIPTION}`,
    security: SECURITY,
    request: { params: SurveyIdParams, query: ExportQuery },
    responses: {
      200: {
        description: 'The CSV file',
        content: { 'text/csv': { schema: { type: 'string' as const } } },
      },
      ...badFilter,
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  }),
  exportXlsx: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/export.xlsx`,
    tags: ['Results'],
    summary: 'Export responses as XLSX',
    description: `A workbook: one sheet of responses (the CSV's rows) and one summary sheet per question, with the figures of the report. ${FILTER_DESCRIPTION}`,
    security: SECURITY,
    request: { params: SurveyIdParams, query: ExportQuery },
    responses: {
      200: {
        description: 'The XLSX workbook',
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string' as const, format: 'binary' },
          },
        },
      },
      ...badFilter,
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  }),
  exportJson: createRoute({
    method: 'get',
    path: `${API_BASE}/surveys/{id}/export.json`,
    tags: ['Results'],
    summary: 'Export the report as JSON',
    description: `The report with every text answer and voice note, as the analytics page downloads it. ${FILTER_DESCRIPTION}`,
    security: SECURITY,
    request: { params: SurveyIdParams, query: ExportQuery },
    responses: {
      200: json(ReportSchema, 'The JSON export'),
      ...badFilter,
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  }),
  publish: createRoute({
    method: 'post',
    path: `${API_BASE}/surveys/{id}/publish`,
    tags: ['Surveys'],
    summary: 'Publish the draft',
    description:
      'Publishes the current draft as the next version (a read-write token only). Refused with 422 when the ' +
      'publish checks find problems, as in the editor. A draft identical to the live version makes no new ' +
      'version (`unchanged: true`, the live version number, no `survey.published` event), so a retry is safe.',
    security: SECURITY,
    middleware: [requireWriteScope] as const,
    request: { params: SurveyIdParams },
    responses: {
      200: json(PublishedSchema, 'The version now live'),
      403: { description: 'The token can only read', content: errorContent },
      ...notFound,
      422: {
        description: 'The draft cannot be published yet (the problems are listed)',
        content: errorContent,
      },
      ...commonErrors,
    },
  }),
};

/** The documented routes, in the order the reference page lists them. */
export const documentedRoutes = Object.values(routes);

export function createPublicApi(deps: {
  db: Database;
  counters: Database;
  publicUrl: string;
  perMinute: number;
}) {
  const { db, publicUrl } = deps;
  const api = new OpenAPIHono<{ Variables: TokenVariables }>({
    defaultHook: (result, c) => {
      if (!result.success) throw validationError(c.req.method === 'GET' ? 'query' : 'request', result.error);
    },
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`pln_…`) created on the account page. Read tokens call GET routes; read-write tokens also publish.',
  });
  api.use(`${API_BASE}/*`, tokenAuth({ db, counters: deps.counters, perMinute: deps.perMinute }));
  const owner = (c: { get(key: 'apiToken'): TokenVariables['apiToken'] }) => c.get('apiToken').ownerId;

  api.openapi(routes.listSurveys, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const after = decodeCursor(cursor);
    const page = await findSurveyList(db, owner(c), {
      sort: 'created_at_desc',
      offset: 0,
      limit,
      after: after && { createdAt: after.time, id: after.id },
    });
    const more = page.items.length < page.total;
    return c.json(
      {
        items: page.items.map((item) => ({
          id: item.id,
          share_id: item.share_id,
          title: item.title,
          description: item.description,
          status: item.status,
          state: item.state ?? 'draft',
          is_public: item.is_public,
          published_version: item.published_version ?? 0,
          submission_count: item.submission_count,
          created_at: item.created_at,
          latest_submission_at: item.latest_submission_at ?? null,
          closes_at: item.closes_at ?? null,
          response_limit: item.response_limit ?? null,
        })),
        next_cursor:
          more && page.lastKey ? encodeCursor({ time: page.lastKey.createdAt, id: page.lastKey.id }) : null,
      },
      200,
    );
  });

  api.openapi(routes.getSurvey, async (c) =>
    c.json(toSurveyRecord(await getOwnedSurvey(db, owner(c), c.req.valid('param').id)), 200),
  );

  api.openapi(routes.listVersions, async (c) => {
    const { survey, items } = await findSurveyVersions(db, owner(c), c.req.valid('param').id);
    return c.json({ items, live_version: survey.publishedVersion, state: lifecycleStateOf(survey) }, 200);
  });

  api.openapi(routes.getVersion, async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json(await getSurveyVersion(db, owner(c), id, version), 200);
  });

  api.openapi(routes.listResponses, async (c) => {
    const survey = await getOwnedSurvey(db, owner(c), c.req.valid('param').id);
    const { cursor, since, version, limit } = c.req.valid('query');
    const after = decodeCursor(cursor);
    const page = await findResponsePage(db, survey, {
      after: after && { completedAt: after.time, id: after.id },
      since,
      version,
      limit,
    });
    const position = page.lastKey ?? (after ? { completedAt: after.time, id: after.id } : null);
    return c.json(
      {
        items: page.items,
        next_cursor:
          page.hasMore && position ? encodeCursor({ time: position.completedAt, id: position.id }) : null,
        resume_cursor: position ? encodeCursor({ time: position.completedAt, id: position.id }) : null,
      },
      200,
    );
  });

  api.openapi(routes.getReport, async (c) => {
    const survey = await getOwnedSurvey(db, owner(c), c.req.valid('param').id);
    const report = await loadOwnedReport(db, owner(c), survey.id, c.req.valid('query').version, {
      filter: filterOfRequest(c.req.url),
    });
    return c.json(report, 200);
  });

  api.openapi(routes.exportCsv, async (c) => {
    const survey = await getOwnedSurvey(db, owner(c), c.req.valid('param').id);
    const { table, fileName } = await prepareResponsesExport(db, {
      ownerId: owner(c),
      shareIdOrId: survey.id,
      url: c.req.url,
      version: c.req.valid('query').version,
      publicUrl,
    });
    // A streamed file: the typed answers of zod-openapi cover JSON bodies only.
    return responsesCsvResponse(table, fileName) as never;
  });

  api.openapi(routes.exportXlsx, async (c) => {
    const survey = await getOwnedSurvey(db, owner(c), c.req.valid('param').id);
    const { version } = c.req.valid('query');
    const { table, fileName } = await prepareResponsesExport(db, {
      ownerId: owner(c),
      shareIdOrId: survey.id,
      url: c.req.url,
      version,
      publicUrl,
    });
    // The summary sheets hold the report's figures for the same version and filter.
    const report = await loadOwnedReport(db, owner(c), survey.id, version, { filter: table.filter });
    return (await responsesXlsxResponse(table, report, fileName)) as never;
  });

  api.openapi(routes.exportJson, async (c) => {
    const survey = await getOwnedSurvey(db, owner(c), c.req.valid('param').id);
    const query = c.req.valid('query');
    const exported = await buildJsonExport(db, owner(c), survey.id, {
      version: query.version,
      filter: filterOfRequest(c.req.url),
      includePartials: query.partials === 'include',
    });
    return c.json(exported, 200);
  });

  api.openapi(routes.publish, async (c) => {
    const result = await publishDraft(db, owner(c), c.req.valid('param').id);
    if (!result.ok) throw new AppError('validation_failed', publishRefusedMessage(result.problems));
    return c.json(
      { share_id: result.survey.shareId, version: result.version, unchanged: result.unchanged },
      200,
    );
  });

  /** The OpenAPI 3.1 document, generated from the routes above. */
  const document = () =>
    api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Pollen API',
        version: '1.0.0',
        description:
          'Read your surveys, their published versions, responses and reports, and export results (CSV, XLSX, JSON), with a personal API token created on your account page.',
      },
      servers: [{ url: publicUrl }],
      tags: [
        { name: 'Surveys', description: 'Your surveys and their published versions' },
        { name: 'Responses', description: 'Completed responses, page by page' },
        { name: 'Results', description: 'The report and the exports' },
      ],
    });

  return { api, document };
}
