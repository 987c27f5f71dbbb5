import net from 'node:net';
import pg from 'pg';
import type { PublicSurvey } from '../src/shared/take/take-types.ts';
import { startPollen, tenQuestionSurvey } from './support.ts';

// The report endpoint for a 10-question survey and the dashboard list of a user with 1,000
// surveys, at 10,000 and at 100,000 submissions, on the PostgreSQL server. Targets: report under
// 300 ms, dashboard under 100 ms (median of 7 warm requests over HTTP).
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const TARGET_REPORT_MS = 300;
const TARGET_LIST_MS = 100;
/** A filtered report (issue 12 §6, decision 030): p95 of 20 warm requests at 100,000 submissions. */
const TARGET_FILTERED_P95_MS = 300;
/** The drop-off funnel (issue 12 §4): p95 of 20 warm requests. */
const TARGET_FUNNEL_P95_MS = 300;

const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 5432 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  console.log('reports: no PostgreSQL on 127.0.0.1:5432, skipped');
  process.exit(0);
}

async function signUp(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', name: 'bench' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const body = (await response.json()) as { user: { id: string } };
  return { cookie, userId: body.user.id };
}

async function medianMs(run: () => Promise<Response>): Promise<number> {
  const first = await run();
  if (!first.ok) throw new Error(`HTTP ${first.status}: ${await first.text()}`);
  await first.arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[3]!;
}

/** p95 of 20 warm requests (after one untimed). */
async function p95Ms(run: () => Promise<Response>): Promise<number> {
  const first = await run();
  if (!first.ok) throw new Error(`HTTP ${first.status}: ${await first.text()}`);
  await first.arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.ceil(samples.length * 0.95) - 1]!;
}

const name = `pollen_bench_reports_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
const pollen = await startPollen({ DATABASE_URL: databaseUrl });
const database = new pg.Client({ connectionString: databaseUrl });
await database.connect();
let failed = false;
try {
  const url = pollen.url;
  const author = await signUp(url, `reports-${Date.now()}@example.com`);
  const headers = { origin: url, 'content-type': 'application/json', cookie: author.cookie };
  const created = (await (
    await fetch(`${url}/api/surveys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ template_data: tenQuestionSurvey() }),
    })
  ).json()) as { id: string };
  const { shareId } = (await (
    await fetch(`${url}/api/surveys/${created.id}/publish`, { method: 'POST', headers, body: '{}' })
  ).json()) as { shareId: string };
  const survey = (await (await fetch(`${url}/api/public/surveys/${shareId}`)).json()) as PublicSurvey;
  const questions = survey.document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );

  const lister = await signUp(url, `lister-${Date.now()}@example.com`);
  await database.query(
    `insert into surveys (owner_id, title, description, draft, share_id)
     select $1, 'Survey ' || g, 'Benchmark survey number ' || g, '{"title":"","description":"","pages":[]}'::jsonb, substr(md5(random()::text), 1, 10)
     from generate_series(1, 1000) g`,
    [lister.userId],
  );
  // Submissions refer to the version they answered (docs/decisions/010-published-versions.md).
  await database.query(
    `insert into survey_versions (survey_id, version, document) select id, 1, draft from surveys where owner_id = $1`,
    [lister.userId],
  );

  /** Adds submissions numbered from..to to the report survey (with 10 answers each) and to the lister's surveys. */
  async function grow(from: number, to: number) {
    await database.query(
      `insert into submissions (survey_id, published_version, idempotency_key, name, completed_at)
       select $1, 1, 'bench-' || g, 'Respondent ' || g, now() - (g || ' seconds')::interval from generate_series($2::int, $3::int) g`,
      [created.id, from, to],
    );
    for (const question of questions) {
      const value =
        question.response_type === 'MULTIPLE_CHOICE'
          ? `null, null, array[(array[${question.response_options.options.map((option) => `'${option.id}'`).join(',')}])[1 + floor(random() * ${question.response_options.options.length})::int]]`
          : question.response_type === 'FREE_RESPONSE'
            ? `'Answer ' || floor(random() * 1000)::int, null, null`
            : question.response_type === 'SLIDER'
              ? `null, floor(random() * 101), null`
              : `null, 1 + floor(random() * 5), null`;
      await database.query(
        `insert into answers (submission_id, survey_id, question_id, text_value, numeric_value, choice_ids, created_at)
         select s.id, s.survey_id, $2, ${value}, s.completed_at
         from submissions s where s.survey_id = $1 and s.idempotency_key = any(
           select 'bench-' || g from generate_series($3::int, $4::int) g)`,
        [created.id, question.id, from, to],
      );
    }
    // Spread the same number of submissions over the lister's 1,000 surveys.
    await database.query(
      `insert into submissions (survey_id, published_version, idempotency_key, completed_at)
       select s.id, 1, 'bench-' || s.id || '-' || $3::int || '-' || g, now() - (g || ' minutes')::interval
       from surveys s cross join generate_series(1, $2::int) g where s.owner_id = $1`,
      [lister.userId, Math.round((to - from + 1) / 1000), from],
    );
    // Rows written straight to the tables bypass the running totals: rebuild them as the migration does.
    await database.query('delete from answer_stats where survey_id = $1', [created.id]);
    for (const statement of [
      `insert into answer_stats (survey_id, question_id, kind, key, count, version) select survey_id, '', 's', '', count(*), 1 from submissions where survey_id = $1 group by survey_id`,
      `delete from participant_identities where survey_id = $1`,
      `insert into participant_identities (survey_id, version, identity) select distinct survey_id, v, coalesce(lower(nullif(email, '')), lower(nullif(name, '')), id::text) from submissions cross join (values (0), (1)) as versions(v) where survey_id = $1`,
      `insert into answer_stats (survey_id, question_id, kind, key, count, version) select survey_id, '', 'u', '', count(*), version from participant_identities where survey_id = $1 group by survey_id, version`,
      `insert into answer_stats (survey_id, question_id, kind, key, count, version) select survey_id, question_id, 't', '', count(*), 1 from answers where survey_id = $1 group by 1, 2`,
      `insert into answer_stats (survey_id, question_id, kind, key, count, version) select survey_id, question_id, 'n', numeric_value::text, count(*), 1 from answers where survey_id = $1 and numeric_value is not null group by 1, 2, 4`,
      `insert into answer_stats (survey_id, question_id, kind, key, count, version) select survey_id, question_id, 'c', choice, count(*), 1 from answers cross join lateral unnest(choice_ids) as choice where survey_id = $1 group by 1, 2, 4`,
      `insert into answer_stats (survey_id, question_id, kind, key, count, version) select survey_id, question_id, 'x', '', count(*), 1 from answers where survey_id = $1 and text_value <> '' group by 1, 2`,
    ]) {
      await database.query(statement, [created.id]);
    }
    // Visits behind the funnel (decision 023): one completed visit per submission, with a start
    // time and time on each of the 11 steps, plus three partial visits for every ten submissions,
    // stopped at every step in turn (a third of them never started).
    await database.query(
      `update submissions set started_at = completed_at - (60 + floor(random() * 600)) * interval '1 second'
       where survey_id = $1 and started_at is null`,
      [created.id],
    );
    await database.query(
      `insert into visits (id, survey_id, published_version, viewed_at, started_at, last_step, furthest_step, step_ms, submission_id)
       select gen_random_uuid(), s.survey_id, 1, s.started_at - interval '5 seconds', s.started_at, 10, 10,
         (select jsonb_object_agg(i::text, 1000 + floor(random() * 20000)::int + 0 * length(s.id::text)) from generate_series(0, 10) i),
         s.id
       from submissions s where s.survey_id = $1 and s.idempotency_key = any(
         select 'bench-' || g from generate_series($2::int, $3::int) g)`,
      [created.id, from, to],
    );
    await database.query(
      `insert into visits (id, survey_id, published_version, viewed_at, started_at, last_step, furthest_step, step_ms)
       select gen_random_uuid(), $1, 1, now() - (g || ' seconds')::interval,
         case when g % 3 = 0 then null else now() - (g || ' seconds')::interval end, g % 11, g % 11,
         (select jsonb_object_agg(i::text, 1000 + floor(random() * 20000)::int) from generate_series(0, g % 11) i)
       from generate_series($2::int, $3::int) g`,
      [created.id, Math.round(from * 0.3), Math.round(to * 0.3)],
    );
    // Rows written straight to visits bypass the funnel's running totals of time per step too.
    await database.query('delete from visit_step_times where survey_id = $1', [created.id]);
    await database.query(
      `insert into visit_step_times (survey_id, version, step, seconds, count)
       select v.survey_id, v.published_version, e.key::int, round(e.value::numeric / 1000)::int, count(*)
       from visits v cross join lateral jsonb_each_text(v.step_ms) as e where v.survey_id = $1 group by 1, 2, 3, 4`,
      [created.id],
    );
    // And the funnel's other running totals (decision 033), rebuilt as the migration backfills them.
    for (const [table, statement] of [
      [
        'visit_funnel_counts',
        `insert into visit_funnel_counts (survey_id, version, furthest_step, started, completed, count)
         select survey_id, published_version, furthest_step, started_at is not null, submission_id is not null, count(*)
         from visits where survey_id = $1 group by 1, 2, 3, 4, 5`,
      ],
      [
        'completion_times',
        `insert into completion_times (survey_id, version, seconds, count)
         select survey_id, published_version, round(extract(epoch from completed_at - started_at))::int, count(*)
         from submissions where survey_id = $1 and started_at is not null and completed_at >= started_at group by 1, 2, 3`,
      ],
    ] as const) {
      await database.query(`delete from ${table} where survey_id = $1`, [created.id]);
      await database.query(statement, [created.id]);
    }
    // The writer stores each submission's answers together; the inserts above went question by
    // question, which scatters a submission's answers over ten pages. Lay them out as stored.
    await database.query('cluster answers using answers_submission_idx');
    await database.query('analyze');
  }

  const results: { submissions: number; reportMs: number; listMs: number; funnelP95Ms: number }[] = [];
  await grow(1, 10_000);
  for (const [from, to] of [
    [0, 0],
    [10_001, 100_000],
  ] as const) {
    if (from > 0) await grow(from, to);
    const total = Number(
      (await database.query('select count(*) from submissions where survey_id = $1', [created.id])).rows[0]
        .count,
    );
    const reportMs = await medianMs(() =>
      fetch(`${url}/api/reports/${shareId}`, { headers: { cookie: author.cookie } }),
    );
    const listMs = await medianMs(() =>
      fetch(`${url}/api/surveys?sort=submission_count_desc`, { headers: { cookie: lister.cookie } }),
    );
    const funnelP95Ms = await p95Ms(() =>
      fetch(`${url}/api/reports/${shareId}/funnel`, { headers: { cookie: author.cookie } }),
    );
    results.push({ submissions: total, reportMs, listMs, funnelP95Ms });
    console.log(
      `reports: ${total} submissions (${total * 10} answers): report ${reportMs.toFixed(0)} ms; dashboard of 1,000 surveys ${listMs.toFixed(0)} ms; funnel p95 ${funnelP95Ms.toFixed(0)} ms`,
    );
  }
  const last = results.at(-1)!;
  console.log(
    `  ${last.reportMs < TARGET_REPORT_MS ? 'ok  ' : 'SLOW'} report at 100,000 submissions (target < ${TARGET_REPORT_MS} ms)`,
  );
  console.log(
    `  ${last.listMs < TARGET_LIST_MS ? 'ok  ' : 'SLOW'} dashboard list (target < ${TARGET_LIST_MS} ms)`,
  );
  console.log(
    `  ${last.funnelP95Ms <= TARGET_FUNNEL_P95_MS ? 'ok  ' : 'SLOW'} funnel at 100,000 submissions: p95 ${last.funnelP95Ms.toFixed(0)} ms (target p95 <= ${TARGET_FUNNEL_P95_MS} ms; same-run baseline: report median ${last.reportMs.toFixed(0)} ms)`,
  );
  // Filtered at 100,000 submissions: a choice, a rating and a date condition (about 1 in 5
  // responses match), and one choice condition (1 in 3), beside the unfiltered report of this run.
  const choice = questions.find((question) => question.response_type === 'MULTIPLE_CHOICE')!;
  const rating = questions.find((question) => question.response_type === 'NUMBER_SELECT')!;
  const firstOption = (choice.response_options as { options: { id: string }[] }).options[0]!.id;
  const since = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const filters = {
    'choice + rating + date': `a.${choice.id}.is=${firstOption}&a.${rating.id}.min=3&from=${since}`,
    'one choice': `a.${choice.id}.is=${firstOption}`,
  };
  const reportOf = (search: string) =>
    fetch(`${url}/api/reports/${shareId}${search ? `?${search}` : ''}`, {
      headers: { cookie: author.cookie },
    });
  // The rows above were written straight to the tables, without the stat codes the writer stores
  // with each submission (decision 034): the first filtered report starts filling them in, as it
  // would for data stored before migration 0021. Wait for that, and print how long it took.
  const fillStarted = performance.now();
  await (await reportOf(Object.values(filters)[0]!)).arrayBuffer();
  for (;;) {
    const missing = Number(
      (
        await database.query('select count(*) from submissions where survey_id = $1 and stat_codes is null', [
          created.id,
        ])
      ).rows[0].count,
    );
    if (missing === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The lister's 1,000 surveys have submissions without answers, whose codes are empty: set them as
  // the start-up fill would, so no survey of this database is left without codes (as after a start).
  await database.query(
    `update submissions set stat_codes = '{}' where stat_codes is null and survey_id <> $1`,
    [created.id],
  );
  // Filling rewrote every row: clean up as autovacuum would before the timed requests.
  await database.query('vacuum analyze submissions');
  console.log(
    `  stat codes of ${last.submissions} submissions filled in the background in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`,
  );
  const baselineP95 = await p95Ms(() => reportOf(''));
  let filteredWorst = 0;
  for (const [label, search] of Object.entries(filters)) {
    const filteredP95 = await p95Ms(() => reportOf(search));
    const matched = ((await (await reportOf(search)).json()) as { totalResponses: number }).totalResponses;
    filteredWorst = Math.max(filteredWorst, filteredP95);
    console.log(
      `  ${filteredP95 <= TARGET_FILTERED_P95_MS ? 'ok  ' : 'SLOW'} filtered report (${label}; ${matched} of ${last.submissions} match): p95 ${filteredP95.toFixed(0)} ms (target p95 <= ${TARGET_FILTERED_P95_MS} ms; same-run baseline: unfiltered report p95 ${baselineP95.toFixed(0)} ms)`,
    );
  }
  failed =
    last.reportMs >= TARGET_REPORT_MS ||
    last.listMs >= TARGET_LIST_MS ||
    last.funnelP95Ms > TARGET_FUNNEL_P95_MS ||
    filteredWorst > TARGET_FILTERED_P95_MS;
} finally {
  await database.end();
  await pollen.stop();
  // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE.
  if (process.env.BENCH_KEEP) console.log(`kept database ${databaseUrl}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
