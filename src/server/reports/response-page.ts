import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import type { ReportSurveyRow } from './report-queries.ts';

// Completed responses one page at a time, oldest first, for integrations that copy them elsewhere
// (the public API, docs/api.md): a cursor continues where the last page ended, `since` starts at a
// time. Values are stored answers as they are; the CSV export is the formatted view.

/** Where a page ended: the completion time to the microsecond (database text) and the id. */
export interface ResponseKey {
  completedAt: string;
  id: string;
}

export interface ResponseAnswer {
  question_id: string;
  /** The variant the answer was about (concept tests); null otherwise. */
  variant_id: string | null;
  text: string | null;
  number: number | null;
  choice_ids: string[] | null;
  other_text: string | null;
}

export interface ResponseItem {
  id: string;
  version: number;
  started_at: string | null;
  submitted_at: string;
  name: string | null;
  email: string | null;
  hidden_fields: Record<string, string>;
  answers: ResponseAnswer[];
}

export async function findResponsePage(
  db: Database,
  row: ReportSurveyRow,
  options: { after?: ResponseKey; since?: string; version?: number; limit: number },
): Promise<{ items: ResponseItem[]; lastKey: ResponseKey | null; hasMore: boolean }> {
  const { after, since, version, limit } = options;
  const rows = rowsOf<{
    id: string;
    key: string;
    published_version: unknown;
    started_at: unknown;
    completed_at: unknown;
    name: string | null;
    email: string | null;
    hidden_fields: Record<string, string> | null;
  }>(
    await db.execute(sql`
      select id, to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key,
             published_version, started_at, completed_at, name, email, hidden_fields
      from submissions
      where survey_id = ${row.id}
        ${since ? sql`and completed_at >= ${since}::timestamptz` : sql``}
        ${version ? sql`and published_version = ${version}` : sql``}
        ${after ? sql`and (completed_at, id) > (${after.completedAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by completed_at, id
      limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const answers = page.length
    ? rowsOf<{
        submission_id: string;
        question_id: string;
        media_item_id: string | null;
        text_value: string | null;
        numeric_value: unknown;
        choice_ids: string[] | null;
        other_text: string | null;
      }>(
        await db.execute(sql`
          select submission_id, question_id, media_item_id, text_value, numeric_value, choice_ids, other_text
          from answers
          where survey_id = ${row.id}
            and submission_id in (select jsonb_array_elements_text(${JSON.stringify(page.map((item) => item.id))}::jsonb)::uuid)
          order by created_at, id`),
      )
    : [];
  const bySubmission = new Map<string, ResponseAnswer[]>();
  for (const answer of answers) {
    const list = bySubmission.get(answer.submission_id) ?? [];
    list.push({
      question_id: answer.question_id,
      variant_id: answer.media_item_id,
      text: answer.text_value,
      number: answer.numeric_value === null ? null : toNumber(answer.numeric_value),
      choice_ids: answer.choice_ids,
      other_text: answer.other_text,
    });
    bySubmission.set(answer.submission_id, list);
  }
  const last = page.at(-1);
  return {
    items: page.map((item) => ({
      id: item.id,
      version: toNumber(item.published_version),
      started_at: item.started_at ? toIso(item.started_at) : null,
      submitted_at: toIso(item.completed_at),
      name: item.name,
      email: item.email,
      hidden_fields: item.hidden_fields ?? {},
      answers: bySubmission.get(item.id) ?? [],
    })),
    lastKey: last ? { completedAt: last.key, id: last.id } : null,
    hasMore: rows.length > limit,
  };
}
