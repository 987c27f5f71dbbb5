import http from 'node:http';
import pg from 'pg';

// The same-run baseline for submission ingestion (bench/submissions.ts): the least a node:http
// server can do to store a submission safely. It parses the body and stores the submission and its
// answers in one statement (one round trip, one commit, idempotent on the key) on a pool as large
// as Pollen's; no validation, no rate limit, no running totals. Pollen's figure is read against it.
export const INSERT_SUBMISSION = `
  with s as (
    insert into submissions (survey_id, published_version, idempotency_key, name)
    values ($1, $2, $3, $4)
    on conflict (survey_id, idempotency_key) do nothing
    returning id)
  insert into answers (submission_id, survey_id, question_id, text_value, numeric_value, choice_ids)
  select s.id, $1, a.question_id, a.text_value, a.numeric_value,
    case when a.choice_ids is null then null else array(select jsonb_array_elements_text(a.choice_ids)) end
  from s, jsonb_to_recordset($5::jsonb) as a(question_id text, text_value text, numeric_value double precision, choice_ids jsonb)`;

// Also imported by bench/submissions.ts for the raw-insert baseline: only serves when started.
if (process.env.SURVEY_ID) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const surveyId = process.env.SURVEY_ID;
  const version = Number(process.env.SURVEY_VERSION ?? 1);
  http
    .createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString()) as {
              name?: string;
              answers: unknown[];
            };
            await pool.query(INSERT_SUBMISSION, [
              surveyId,
              version,
              request.headers['idempotency-key'],
              body.name ?? null,
              JSON.stringify(body.answers),
            ]);
            response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
          } catch (error) {
            response.writeHead(500).end(String(error));
          }
        })();
      });
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
}
