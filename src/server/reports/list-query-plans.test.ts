import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { findSurveyList } from '../surveys/survey-store.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { workerPostgresUrl } from '../test-support/postgres-url.ts';
import {
  createTestServer,
  testDatabases,
  type TestDatabase,
  type TestServer,
} from '../test-support/test-server.ts';
import { getOwnedSurveyByShareOrId } from './report-queries.ts';
import { findParticipants, findTextResponses, loadOwnedReport } from './report-store.ts';

// Issue 17: the list routes must read about as many rows as the page they return, and the report
// its running totals and newest few texts, whatever the number of submissions. Each query runs
// under EXPLAIN ANALYZE on a survey of a few thousand submissions (beside another survey as large,
// so a query that reads "every submission" shows), and the rows its scans of submissions, answers
// and running totals touch are added up.

const SUBMISSIONS = 3000;
const PAGE = 20;
/** Rows a page may read beyond its own: the next-page probe, the join's lookups, the counters. */
const SLACK = 3 * PAGE + 40;

const document = {
  title: 'Plans',
  description: '',
  pages: [
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'How often?',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Weekly', 'Never'], allow_other: true },
            },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
  ],
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const WATCHED = new Set(['submissions', 'answers', 'answer_stats', 'participant_identities']);

/** Rows read from the watched tables by every scan in the plan, and any sequential scan of them. */
function rowsRead(node: PlanNode, found = { rows: 0, seqScans: [] as string[] }) {
  const relation = node['Relation Name'];
  if (relation && WATCHED.has(relation)) {
    const loops = node['Actual Loops'] ?? 1;
    found.rows +=
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
    // A running-totals table this small is read whole, rightly; submissions and answers never are.
    if (node['Node Type'] === 'Seq Scan' && (relation === 'submissions' || relation === 'answers'))
      found.seqScans.push(relation);
  }
  for (const child of node.Plans ?? []) rowsRead(child, found);
  return found;
}

/** The database, recording every raw query the list code runs (the ORM's own selects aside). */
function recording(db: Database) {
  const queries: SQL[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute')
        return (query: SQL) => {
          queries.push(query);
          return target.execute(query);
        };
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, queries };
}

/**
 * On PostgreSQL, a database of this file's own (a copy of the run's migrated template): the
 * planner's choice follows table-wide statistics, and the worker's shared database holds other
 * files' answers, which once led it to a scan that read 560 rows for a page of 20.
 */
async function ownDatabase(target: TestDatabase): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const worker = workerPostgresUrl();
  if (target.name !== 'postgres' || !worker) return { handle: await target.open(), drop: async () => {} };
  const template = new URL(worker).pathname.slice(1).replace(/_w\d+$/, '');
  const name = `${template}_plans_${process.pid}`;
  const adminUrl = new URL(worker);
  adminUrl.pathname = '/postgres';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name} template ${template}`);
  const url = new URL(worker);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe.each(testDatabases())('list query plans on $name', (target) => {
  let server: TestServer;
  let dropDatabase = async () => {};
  let survey: SurveyRecord;
  let ownerId: string;
  let often: string;
  let why: string;

  beforeAll(async () => {
    const own = await ownDatabase(target);
    dropDatabase = own.drop;
    server = await createTestServer(own.handle);
    const owner = await signedInClient(server);
    const create = async () => {
      const created = (await (
        await owner.request('/api/surveys', { json: { template_data: document } })
      ).json()) as SurveyRecord;
      await owner.request(`/api/surveys/${created.id}/publish`, { json: {} });
      return created;
    };
    survey = await create();
    const other = await create();
    [often, why] = (survey.draft.pages[0]!.content_blocks[0]!.items as QuestionItem[]).map(
      (item) => item.id,
    ) as [string, string];
    const { db } = server.database;
    ownerId = rowsOf<{ owner_id: string }>(
      await db.execute(sql`select owner_id from surveys where id = ${survey.id}`),
    )[0]!.owner_id;
    for (const id of [survey.id, other.id]) {
      await db.execute(sql`
        insert into submissions (survey_id, published_version, idempotency_key, name, completed_at)
        select ${id}, 1, 'seed-' || g, 'Respondent ' || g, now() - (g || ' seconds')::interval
        from generate_series(1, ${SUBMISSIONS}) g`);
      // Every respondent explains; one in ten picks "Other" and writes it.
      await db.execute(sql`
        insert into answers (submission_id, survey_id, question_id, text_value, created_at)
        select s.id, s.survey_id, ${why}, 'Because ' || s.idempotency_key, s.completed_at
        from submissions s where s.survey_id = ${id}`);
      await db.execute(sql`
        insert into answers (submission_id, survey_id, question_id, choice_ids, other_text, created_at)
        select s.id, s.survey_id, ${often}, array['__other__'], case when right(s.idempotency_key, 1) = '0' then 'Daily' end, s.completed_at
        from submissions s where s.survey_id = ${id}`);
      // Rows written straight to the tables bypass the running totals: set them as the writer would.
      await db.execute(sql`
        insert into answer_stats (survey_id, version, question_id, kind, key, count)
        select ${id}::uuid, 1, '', 's', '', ${SUBMISSIONS}::bigint
        union all select ${id}::uuid, 1, ${why}, 'x', '', ${SUBMISSIONS}::bigint
        union all select ${id}::uuid, 1, ${often}, 'o', '', count(*) from answers
          where survey_id = ${id} and question_id = ${often} and other_text <> ''`);
    }
    await db.execute(sql`analyze`);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await dropDatabase();
  });

  /** Runs one list read, then EXPLAIN ANALYZE of each query it ran; returns the result and the worst plan. */
  async function explained<T>(read: (db: Database) => Promise<T>) {
    const { db, queries } = recording(server.database.db);
    const result = await read(db);
    let worst = { rows: 0, seqScans: [] as string[] };
    for (const query of queries) {
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await server.database.db.execute(sql`explain (analyze, format json) ${query}`),
      );
      const plan = row!['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      const found = rowsRead(parsed[0]!.Plan);
      if (found.rows > worst.rows || found.seqScans.length) worst = found;
    }
    return { result, worst, queries: queries.length };
  }

  test('the participants list reads its page, page 1 and after a cursor', async () => {
    const row = await getOwnedSurveyByShareOrId(server.database.db, ownerId, survey.id);
    const first = await explained((db) => findParticipants(db, row, { limit: PAGE, version: 'all' }));
    expect(first.result).toMatchObject({ total: SUBMISSIONS, totalCapped: false });
    expect(first.result.items).toHaveLength(PAGE);
    expect(first.worst.seqScans).toEqual([]);
    expect(first.worst.rows).toBeLessThanOrEqual(SLACK);
    const next = await explained((db) =>
      findParticipants(db, row, { limit: PAGE, version: 'all', cursor: first.result.nextCursor! }),
    );
    expect(next.result.items).toHaveLength(PAGE);
    expect(next.result.items[0]!.submitted_at <= first.result.items.at(-1)!.submitted_at).toBe(true);
    expect(next.worst.seqScans).toEqual([]);
    expect(next.worst.rows).toBeLessThanOrEqual(SLACK);
  });

  test('a question\'s text answers and its "Other" texts read their page', async () => {
    const row = await getOwnedSurveyByShareOrId(server.database.db, ownerId, survey.id);
    for (const questionId of [why, often]) {
      const first = await explained((db) =>
        findTextResponses(db, row, questionId, { limit: PAGE, version: 'all' }),
      );
      expect(first.result.items, questionId).toHaveLength(PAGE);
      expect(first.worst.seqScans, questionId).toEqual([]);
      expect(first.worst.rows, questionId).toBeLessThanOrEqual(SLACK);
      const next = await explained((db) =>
        findTextResponses(db, row, questionId, {
          limit: PAGE,
          version: 'all',
          cursor: first.result.nextCursor!,
        }),
      );
      expect(next.result.items, questionId).toHaveLength(PAGE);
      expect(next.worst.rows, questionId).toBeLessThanOrEqual(SLACK);
    }
  });

  test('the report reads its running totals and newest texts, not its submissions', async () => {
    const report = await explained((db) => loadOwnedReport(db, ownerId, survey.id));
    expect(report.result.totalResponses).toBe(SUBMISSIONS);
    // The version picker's response counts come from the running totals too.
    expect(report.result.versions).toMatchObject([
      { version: 1, response_count: SUBMISSIONS, is_live: true },
    ]);
    expect(report.worst.seqScans).toEqual([]);
    expect(report.worst.rows).toBeLessThanOrEqual(SLACK);
  });

  test('the dashboard reads its surveys and their counters, not their submissions', async () => {
    for (const sort of ['created_at_desc', 'submission_count_desc'] as const) {
      const page = await explained((db) => findSurveyList(db, ownerId, { sort, offset: 0, limit: 24 }));
      expect(page.result.items.map((item) => item.submission_count)).toEqual([SUBMISSIONS, SUBMISSIONS]);
      expect(page.worst.seqScans, sort).toEqual([]);
      expect(page.worst.rows, sort).toBeLessThanOrEqual(SLACK);
    }
  });
});
