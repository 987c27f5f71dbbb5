import os from 'node:os';
import net from 'node:net';
import pg from 'pg';
import type { PublicSurvey } from '../src/shared/take/take-types.ts';
import { signUpAndPublish, startPollen, tenQuestionSurvey } from './support.ts';

// Issue 17, lists at scale: LISTS_SUBMISSIONS (default 300,000) submissions of a 10-question survey on
// PostgreSQL, written straight to the tables with their running totals, then over HTTP: the
// participants list and a question's text answers (page 1 and a page after a cursor) and the
// dashboard, p95 of 20 each, target ≤ 100 ms, beside a raw SELECT of one page in the same run; the
// report with 10 concurrent viewers, p95 target ≤ 300 ms, beside one hand-written GROUP BY; the CSV
// export in rows per second, target ≥ 30,000, beside a raw SELECT of every submission.
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SIZE = Number(process.env.LISTS_SUBMISSIONS ?? 300_000);
const TARGET_LIST_P95_MS = 100;
const TARGET_REPORT_P95_MS = 300;
const TARGET_CSV_ROWS_PER_S = 30_000;

const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 5432 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  console.log('lists: no PostgreSQL on 127.0.0.1:5432, skipped');
  process.exit(0);
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;

/** p95 of 20 timed runs after one untimed. */
async function p95Of(run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return p95(samples);
}

const name = `pollen_bench_lists_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
const pollen = await startPollen({ DATABASE_URL: databaseUrl });
const database = new pg.Client({ connectionString: databaseUrl });
await database.connect();
let failed = false;
const verdict = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? 'ok  ' : 'SLOW';
};
try {
  const url = pollen.url;
  const { cookie, shareId } = await signUpAndPublish(url, tenQuestionSurvey());
  const survey = (await (await fetch(`${url}/api/public/surveys/${shareId}`)).json()) as PublicSurvey;
  const surveyId = (await database.query('select id from surveys where share_id = $1', [shareId])).rows[0]
    .id as string;
  const questions = survey.document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
  const free = questions.find((question) => question.response_type === 'FREE_RESPONSE')!;

  const seeded = performance.now();
  // In slices so that no statement holds a 300k-row transaction.
  for (let from = 1; from <= SIZE; from += 50_000) {
    const to = Math.min(SIZE, from + 49_999);
    await database.query(
      `insert into submissions (survey_id, published_version, idempotency_key, name, completed_at)
       select $1, 1, 'bench-' || g, 'Respondent ' || g, now() - (g || ' seconds')::interval from generate_series($2::int, $3::int) g`,
      [surveyId, from, to],
    );
    const values = questions.map((question) =>
      question.response_type === 'MULTIPLE_CHOICE'
        ? `(${question.response_options.options.length > 0 ? `'${question.id}', null, null, array['${question.response_options.options[0]!.id}']` : `'${question.id}', null, null, null`})`
        : question.response_type === 'FREE_RESPONSE'
          ? `('${question.id}', 'Answer ' || (g % 1000), null, null)`
          : `('${question.id}', null, 1 + (g % 5), null)`,
    );
    // Each submission's answers together, as the writer stores them.
    await database.query(
      `insert into answers (submission_id, survey_id, question_id, text_value, numeric_value, choice_ids, created_at)
       select s.id, s.survey_id, q.question_id, q.text_value, q.numeric_value, q.choice_ids, s.completed_at
       from generate_series($2::int, $3::int) g
       join submissions s on s.survey_id = $1 and s.idempotency_key = 'bench-' || g
       cross join lateral (values ${values.join(', ')}) as q(question_id, text_value, numeric_value, choice_ids)`,
      [surveyId, from, to],
    );
  }
  // Rows written straight to the tables bypass the running totals: build them as the migrations do.
  for (const statement of [
    `insert into answer_stats (survey_id, version, question_id, kind, key, count) select survey_id, 1, '', 's', '', count(*) from submissions where survey_id = $1 group by 1`,
    `insert into participant_identities (survey_id, version, identity) select distinct survey_id, v, coalesce(lower(nullif(email, '')), lower(nullif(name, '')), id::text) from submissions cross join (values (0), (1)) as versions(v) where survey_id = $1`,
    `insert into answer_stats (survey_id, version, question_id, kind, key, count) select survey_id, version, '', 'u', '', count(*) from participant_identities where survey_id = $1 group by 1, 2`,
    `insert into answer_stats (survey_id, version, question_id, kind, key, count) select survey_id, 1, question_id, 't', '', count(*) from answers where survey_id = $1 group by 1, 3`,
    `insert into answer_stats (survey_id, version, question_id, kind, key, count) select survey_id, 1, question_id, 'n', numeric_value::text, count(*) from answers where survey_id = $1 and numeric_value is not null group by 1, 3, 5`,
    `insert into answer_stats (survey_id, version, question_id, kind, key, count) select survey_id, 1, question_id, 'c', choice, count(*) from answers cross join lateral unnest(choice_ids) as choice where survey_id = $1 group by 1, 3, 5`,
    `insert into answer_stats (survey_id, version, question_id, kind, key, count) select survey_id, 1, question_id, 'x', '', count(*) from answers where survey_id = $1 and text_value <> '' group by 1, 3`,
  ])
    await database.query(statement, [surveyId]);
  await database.query('analyze');
  console.log(
    `lists: seeded ${SIZE.toLocaleString('en-US')} submissions in ${((performance.now() - seeded) / 1000).toFixed(0)} s; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );

  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ nextCursor?: string | null }>;
  };
  const secondPage = async (path: string) => {
    const first = await get(path);
    return `${path}&cursor=${first.nextCursor}`;
  };
  const participants = `/api/reports/${shareId}/participants?limit=20`;
  const answers = `/api/reports/${shareId}/questions/${free.id}/responses?limit=20`;
  const lists: [string, string][] = [
    ['participants page 1', participants],
    ['participants page 2', await secondPage(participants)],
    ['text answers page 1', answers],
    ['text answers page 2', await secondPage(answers)],
    ['dashboard page 1', '/api/surveys?sort=submission_count_desc'],
  ];
  const rawPage = await p95Of(() =>
    database.query(
      `select id, name, email, completed_at from submissions where survey_id = $1 order by completed_at desc, id desc limit 21`,
      [surveyId],
    ),
  );
  for (const [label, path] of lists) {
    const ms = await p95Of(() => get(path));
    console.log(
      `  ${verdict(ms <= TARGET_LIST_P95_MS)} ${label} at ${SIZE.toLocaleString('en-US')}: p95 ${ms.toFixed(0)} ms (target ≤ ${TARGET_LIST_P95_MS} ms; same-run raw SELECT of one page p95 ${rawPage.toFixed(1)} ms)`,
    );
  }

  // The report, 10 viewers at once, 5 requests each.
  await get(`/api/reports/${shareId}`);
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await get(`/api/reports/${shareId}`);
        samples.push(performance.now() - started);
      }
    }),
  );
  const groupByStarted = performance.now();
  await database.query(
    `select question_id, numeric_value, count(*) from answers where survey_id = $1 group by 1, 2`,
    [surveyId],
  );
  const groupByMs = performance.now() - groupByStarted;
  const reportP95 = p95(samples);
  console.log(
    `  ${verdict(reportP95 <= TARGET_REPORT_P95_MS)} report, 10 concurrent viewers: p95 ${reportP95.toFixed(0)} ms (target ≤ ${TARGET_REPORT_P95_MS} ms; same-run hand-written GROUP BY ${groupByMs.toFixed(0)} ms)`,
  );

  // The CSV export, read to the end.
  const csvStarted = performance.now();
  const csv = await fetch(`${url}/api/reports/${shareId}/responses.csv`, { headers: { cookie } });
  let lines = 0;
  const decoder = new TextDecoder();
  for await (const chunk of csv.body!)
    for (const char of decoder.decode(chunk as Uint8Array, { stream: true })) if (char === '\n') lines++;
  const csvSeconds = (performance.now() - csvStarted) / 1000;
  const rawStarted = performance.now();
  const raw = await database.query(
    `select s.id, s.name, s.completed_at, a.question_id, a.text_value, a.numeric_value, a.choice_ids
     from submissions s join answers a on a.submission_id = s.id where s.survey_id = $1`,
    [surveyId],
  );
  const rawRate = raw.rowCount! / 10 / ((performance.now() - rawStarted) / 1000);
  const rows = lines - 1;
  const rate = rows / csvSeconds;
  console.log(
    `  ${verdict(rate >= TARGET_CSV_ROWS_PER_S && rows >= SIZE)} CSV export: ${rows.toLocaleString('en-US')} rows in ${csvSeconds.toFixed(1)} s = ${Math.round(rate).toLocaleString('en-US')} rows/s (target ≥ ${TARGET_CSV_ROWS_PER_S.toLocaleString('en-US')}; same-run raw SELECT of every submission's answers ${Math.round(rawRate).toLocaleString('en-US')} submissions/s)`,
  );
  console.log(
    `lists: load average at the end ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await database.end();
  await pollen.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
