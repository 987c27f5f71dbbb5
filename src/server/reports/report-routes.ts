import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { percentileOf, type ValueCount } from '#shared/report/aggregation.ts';
import type {
  ParticipantComparison,
  ParticipantPage,
  ParticipantSummary,
  SurveyReport,
  TextResponsePage,
} from '#shared/report/report-types.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid, validate } from '../http/validate.ts';
import type { Storage } from '../uploads/storage.ts';
import { buildReport } from './build-report.ts';
import {
  getOwnedSurveyByShareOrId,
  loadReportPlan,
  queryReportCounts,
  versionArray,
} from './report-queries.ts';
import { streamResponsesCsv } from './responses-csv.ts';
import { findSurveyVersions } from '../surveys/survey-version-store.ts';
import { groupOfVersion } from '#shared/report/version-plan.ts';
import { versionFilterSchema, type VersionFilter } from '#shared/survey/survey-versions.ts';

/** Counts of the same value from several versions, added up. */
function mergeValueCounts(counts: ValueCount[]): ValueCount[] {
  const merged = new Map<number, number>();
  for (const entry of counts) merged.set(entry.value, (merged.get(entry.value) ?? 0) + entry.count);
  return [...merged].map(([value, count]) => ({ value, count }));
}

const pageQuery = z.object({
  search: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

function fileSafe(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'survey'
  ).toLowerCase();
}

const AUDIO_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/**
 * The report of one of this owner's surveys, by share id or id (404 for anyone else's), for all
 * published versions (default) or one.
 */
export async function loadOwnedReport(
  db: Database,
  ownerId: string,
  shareIdOrId: string,
  filter: VersionFilter = 'all',
): Promise<SurveyReport> {
  const row = await getOwnedSurveyByShareOrId(db, ownerId, shareIdOrId);
  const [{ plan }, { items }] = await Promise.all([
    loadReportPlan(db, row, filter),
    findSurveyVersions(db, ownerId, row.id),
  ]);
  const counts = await queryReportCounts(db, row.id, (id) => `/api/reports/${row.shareId}/voice/${id}`, plan);
  return buildReport(row, plan, counts, { filter, liveVersion: row.publishedVersion, summaries: items });
}

const versionQuery = z.object({ version: versionFilterSchema });

/** Owner-only analytics: the report, paged answers, participants and comparison, exports, voice audio. */
export function createReportRoutes(deps: { db: Database; auth: Auth; storage: Storage }) {
  const { db, storage } = deps;
  return new Hono()
    .use(requireUser(deps.auth))
    .get(
      '/:shareId',
      validate('query', versionQuery.extend({ download: z.literal('json').optional() })),
      async (c) => {
        const { version, download } = c.req.valid('query');
        const report = await loadOwnedReport(db, c.get('user').id, c.req.param('shareId'), version);
        c.header('Cache-Control', 'private, no-cache');
        if (download === 'json') {
          const suffix = version === 'all' ? '' : `-v${version}`;
          c.header(
            'Content-Disposition',
            `attachment; filename="${fileSafe(report.survey.title)}-report${suffix}.json"`,
          );
          return c.body(JSON.stringify(report, null, 2), 200, {
            'content-type': 'application/json; charset=utf-8',
          });
        }
        return c.json(report);
      },
    )
    .get('/:shareId/responses.csv', validate('query', versionQuery), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const { version } = c.req.valid('query');
      const { plan, versions } = await loadReportPlan(db, row, version);
      const suffix = version === 'all' ? '' : `-v${version}`;
      return new Response(streamResponsesCsv(db, row.id, plan, versions), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileSafe(row.title)}-responses${suffix}.csv"`,
          'cache-control': 'private, no-store',
        },
      });
    })
    .get(
      '/:shareId/questions/:questionId/responses',
      validate('query', pageQuery.extend(versionQuery.shape)),
      async (c) => {
        const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
        const questionId = c.req.param('questionId');
        const { search, offset, limit, version } = c.req.valid('query');
        const { plan } = await loadReportPlan(db, row, version);
        const questionPlan = plan.questions.get(questionId);
        if (!questionPlan) throw new AppError('not_found', 'Question not found');
        // The newest group's answers, the same ones the report's preview shows (never mixed across groups).
        const group = questionPlan.groups.at(-1);
        const question = group?.question ?? questionPlan.question;
        const versions = versionArray(group?.versions ?? []);
        const column = question.response_type === 'FREE_RESPONSE' ? sql`a.text_value` : sql`a.other_text`;
        const filter = search
          ? sql`and (${column} ilike ${`%${search}%`} or s.name ilike ${`%${search}%`})`
          : sql``;
        const rows = rowsOf<{
          id: string;
          submission_id: string;
          name: string | null;
          text: string;
          submitted_at: unknown;
          total: unknown;
        }>(
          await db.execute(sql`
          select a.id, a.submission_id, s.name, ${column} as text, s.completed_at as submitted_at, count(*) over () as total
          from answers a join submissions s on s.id = a.submission_id
          where a.survey_id = ${row.id} and a.question_id = ${questionId} and ${column} is not null and ${column} <> '' ${filter}
            and s.published_version = any(${versions}::int[])
          order by s.completed_at desc, a.id limit ${limit} offset ${offset}`),
        );
        const total = toNumber(rows[0]?.total ?? 0);
        const page: TextResponsePage = {
          items: rows.map((item) => ({
            id: item.id,
            submission_id: item.submission_id,
            name: item.name,
            text: item.text,
            submitted_at: toIso(item.submitted_at),
          })),
          total,
          nextOffset: offset + rows.length < total ? offset + rows.length : null,
        };
        return c.json(page);
      },
    )
    .get('/:shareId/participants', validate('query', pageQuery.extend(versionQuery.shape)), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const { search, offset, limit, version } = c.req.valid('query');
      const { plan } = await loadReportPlan(db, row, version);
      const filter = search ? sql`and (name ilike ${`%${search}%`} or email ilike ${`%${search}%`})` : sql``;
      const rows = rowsOf<{
        id: string;
        name: string | null;
        email: string | null;
        completed_at: unknown;
        published_version: unknown;
        total: unknown;
      }>(
        await db.execute(sql`
          select id, name, email, completed_at, published_version, count(*) over () as total from submissions
          where survey_id = ${row.id} ${filter} and published_version = any(${versionArray(plan.scope)}::int[])
          order by completed_at desc, id limit ${limit} offset ${offset}`),
      );
      const total = toNumber(rows[0]?.total ?? 0);
      const page: ParticipantPage = {
        items: rows.map((item) => ({
          submission_id: item.id,
          name: item.name,
          email: item.email,
          submitted_at: toIso(item.completed_at),
          version: toNumber(item.published_version),
        })),
        total,
        nextOffset: offset + rows.length < total ? offset + rows.length : null,
      };
      return c.json(page);
    })
    .get('/:shareId/participants/:submissionId', validate('query', versionQuery), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const { plan } = await loadReportPlan(db, row, c.req.valid('query').version);
      const submissionId = c.req.param('submissionId');
      if (!isUuid(submissionId)) throw new AppError('not_found', 'Participant not found');
      const [submission] = rowsOf<{
        id: string;
        name: string | null;
        email: string | null;
        completed_at: unknown;
        published_version: unknown;
      }>(
        await db.execute(
          sql`select id, name, email, completed_at, published_version from submissions where id = ${submissionId} and survey_id = ${row.id}`,
        ),
      );
      const answered = submission ? toNumber(submission.published_version) : 0;
      if (!submission || !plan.scope.includes(answered))
        throw new AppError('not_found', 'Participant not found');
      const mine = rowsOf<{ question_id: string; value: unknown }>(
        await db.execute(sql`
          select question_id, numeric_value as value from answers
          where submission_id = ${submissionId} and numeric_value is not null`),
      );
      // Compared only with answers of versions that asked the question in the same shape, read
      // from the running totals kept per version.
      const distributions = rowsOf<{ version: unknown; question_id: string; key: string; count: unknown }>(
        await db.execute(sql`
          select version, question_id, key, count from answer_stats
          where survey_id = ${row.id} and kind = 'n' and version = any(${versionArray(plan.scope)}::int[])
            and question_id in (select jsonb_array_elements_text(${JSON.stringify(mine.map((answer) => answer.question_id))}::jsonb))`),
      );
      const byQuestion = new Map<string, ValueCount[]>();
      for (const item of distributions) {
        const questionPlan = plan.questions.get(item.question_id);
        const group = questionPlan ? groupOfVersion(questionPlan, answered) : null;
        if (!group?.versions.includes(toNumber(item.version))) continue;
        byQuestion.set(item.question_id, [
          ...(byQuestion.get(item.question_id) ?? []),
          { value: Number(item.key), count: toNumber(item.count) },
        ]);
      }
      const participant: ParticipantSummary = {
        submission_id: submission.id,
        name: submission.name,
        email: submission.email,
        submitted_at: toIso(submission.completed_at),
        version: answered,
      };
      const comparison: ParticipantComparison = { participant, questions: {} };
      for (const answer of mine) {
        const counts = mergeValueCounts(byQuestion.get(answer.question_id) ?? []);
        const value = toNumber(answer.value);
        const total = counts.reduce((sum, entry) => sum + entry.count, 0);
        const average =
          total === 0 ? value : counts.reduce((sum, entry) => sum + entry.value * entry.count, 0) / total;
        comparison.questions[answer.question_id] = {
          value,
          average,
          deviation: value - average,
          percentile: percentileOf(value, counts),
        };
      }
      return c.json(comparison);
    })
    .get('/:shareId/voice/:voiceId', async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const voiceId = c.req.param('voiceId');
      if (!isUuid(voiceId)) throw new AppError('not_found', 'Voice note not found');
      const [note] = await db
        .select({ objectKey: voiceComments.objectKey })
        .from(voiceComments)
        .where(and(eq(voiceComments.id, voiceId), eq(voiceComments.surveyId, row.id)));
      const object = note ? await storage.read(note.objectKey) : null;
      if (!note || !object) throw new AppError('not_found', 'Voice note not found');
      const extension = /\.([a-z0-9]+)$/.exec(note.objectKey)?.[1] ?? 'webm';
      return new Response(object.body, {
        headers: {
          'content-type': AUDIO_TYPES[extension] ?? 'application/octet-stream',
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
          ...(object.size !== undefined ? { 'content-length': String(object.size) } : {}),
        },
      });
    });
}
