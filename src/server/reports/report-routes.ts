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
import { getOwnedSurveyByShareOrId, queryReportCounts, reportDocument } from './report-queries.ts';
import { questionsInOrder, streamResponsesCsv } from './responses-csv.ts';

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

/** The report of one of this owner's surveys, by share id or id (404 for anyone else's). */
export async function loadOwnedReport(
  db: Database,
  ownerId: string,
  shareIdOrId: string,
): Promise<SurveyReport> {
  const row = await getOwnedSurveyByShareOrId(db, ownerId, shareIdOrId);
  const document = reportDocument(row);
  const questions = questionsInOrder(document);
  const counts = await queryReportCounts(db, row.id, (id) => `/api/reports/${row.shareId}/voice/${id}`, {
    free: questions
      .filter((question) => question.response_type === 'FREE_RESPONSE')
      .map((question) => question.id),
    other: questions
      .filter(
        (question) => 'allow_other' in question.response_options && question.response_options.allow_other,
      )
      .map((question) => question.id),
  });
  return buildReport(row, document, counts);
}

/** Owner-only analytics: the report, paged answers, participants and comparison, exports, voice audio. */
export function createReportRoutes(deps: { db: Database; auth: Auth; storage: Storage }) {
  const { db, storage } = deps;
  return new Hono()
    .use(requireUser(deps.auth))
    .get('/:shareId', validate('query', z.object({ download: z.literal('json').optional() })), async (c) => {
      const report = await loadOwnedReport(db, c.get('user').id, c.req.param('shareId'));
      c.header('Cache-Control', 'private, no-cache');
      if (c.req.valid('query').download === 'json') {
        c.header(
          'Content-Disposition',
          `attachment; filename="${fileSafe(report.survey.title)}-report.json"`,
        );
        return c.body(JSON.stringify(report, null, 2), 200, {
          'content-type': 'application/json; charset=utf-8',
        });
      }
      return c.json(report);
    })
    .get('/:shareId/responses.csv', async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      return new Response(streamResponsesCsv(db, row.id, reportDocument(row)), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileSafe(row.title)}-responses.csv"`,
          'cache-control': 'private, no-store',
        },
      });
    })
    .get('/:shareId/questions/:questionId/responses', validate('query', pageQuery), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const questionId = c.req.param('questionId');
      const question = questionsInOrder(reportDocument(row)).find((item) => item.id === questionId);
      if (!question) throw new AppError('not_found', 'Question not found');
      const { search, offset, limit } = c.req.valid('query');
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
    })
    .get('/:shareId/participants', validate('query', pageQuery), async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const { search, offset, limit } = c.req.valid('query');
      const filter = search ? sql`and (name ilike ${`%${search}%`} or email ilike ${`%${search}%`})` : sql``;
      const rows = rowsOf<{
        id: string;
        name: string | null;
        email: string | null;
        completed_at: unknown;
        total: unknown;
      }>(
        await db.execute(sql`
          select id, name, email, completed_at, count(*) over () as total from submissions
          where survey_id = ${row.id} ${filter}
          order by completed_at desc, id limit ${limit} offset ${offset}`),
      );
      const total = toNumber(rows[0]?.total ?? 0);
      const page: ParticipantPage = {
        items: rows.map((item) => ({
          submission_id: item.id,
          name: item.name,
          email: item.email,
          submitted_at: toIso(item.completed_at),
        })),
        total,
        nextOffset: offset + rows.length < total ? offset + rows.length : null,
      };
      return c.json(page);
    })
    .get('/:shareId/participants/:submissionId', async (c) => {
      const row = await getOwnedSurveyByShareOrId(db, c.get('user').id, c.req.param('shareId'));
      const submissionId = c.req.param('submissionId');
      if (!isUuid(submissionId)) throw new AppError('not_found', 'Participant not found');
      const [submission] = rowsOf<{
        id: string;
        name: string | null;
        email: string | null;
        completed_at: unknown;
      }>(
        await db.execute(
          sql`select id, name, email, completed_at from submissions where id = ${submissionId} and survey_id = ${row.id}`,
        ),
      );
      if (!submission) throw new AppError('not_found', 'Participant not found');
      const mine = rowsOf<{ question_id: string; value: unknown }>(
        await db.execute(sql`
          select question_id, numeric_value as value from answers
          where submission_id = ${submissionId} and numeric_value is not null`),
      );
      const distributions = rowsOf<{ question_id: string; value: unknown; count: unknown }>(
        await db.execute(sql`
          select question_id, numeric_value as value, count(*) as count from answers
          where survey_id = ${row.id} and numeric_value is not null
            and question_id in (select question_id from answers where submission_id = ${submissionId} and numeric_value is not null)
          group by question_id, numeric_value`),
      );
      const byQuestion = new Map<string, ValueCount[]>();
      for (const item of distributions) {
        byQuestion.set(item.question_id, [
          ...(byQuestion.get(item.question_id) ?? []),
          { value: toNumber(item.value), count: toNumber(item.count) },
        ]);
      }
      const participant: ParticipantSummary = {
        submission_id: submission.id,
        name: submission.name,
        email: submission.email,
        submitted_at: toIso(submission.completed_at),
      };
      const comparison: ParticipantComparison = { participant, questions: {} };
      for (const answer of mine) {
        const counts = byQuestion.get(answer.question_id) ?? [];
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
