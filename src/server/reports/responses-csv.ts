import { sql } from 'drizzle-orm';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso } from '../db/rows.ts';

const PAGE_SIZE = 1000;

/** Every question of the document in reading order (pages, then blocks, then position). */
export function questionsInOrder(document: SurveyDocument): QuestionItem[] {
  return [...document.pages]
    .sort((a, b) => a.position - b.position)
    .flatMap((page) =>
      [...page.content_blocks]
        .sort((a, b) => a.position - b.position)
        .flatMap((block) =>
          block.type === 'QUESTION_SET' ? [...block.items].sort((a, b) => a.position - b.position) : [],
        ),
    );
}

/** A CSV cell: quoted when needed, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface AnswerRow {
  submission_id: string;
  question_id: string;
  text_value: string | null;
  numeric_value: unknown;
  choice_ids: string[] | null;
  other_text: string | null;
}

function formatAnswer(question: QuestionItem, answer: AnswerRow | undefined): string | number | null {
  if (!answer) return null;
  if (answer.text_value) return answer.text_value;
  if (answer.numeric_value !== null && answer.numeric_value !== undefined)
    return Number(answer.numeric_value);
  if (answer.choice_ids) {
    const options = 'options' in question.response_options ? question.response_options.options : [];
    return answer.choice_ids
      .map((id) =>
        id === OTHER_CHOICE_ID
          ? `Other: ${answer.other_text ?? ''}`
          : (options.find((option) => option.id === id)?.text ?? id),
      )
      .join('; ');
  }
  return null;
}

/**
 * All responses as CSV (one row per submission, one column per question), streamed page by page
 * so that 100,000 submissions never sit in memory. Starts with a BOM so spreadsheets read UTF-8.
 */
export function streamResponsesCsv(
  db: Database,
  surveyId: string,
  document: SurveyDocument,
): ReadableStream<Uint8Array> {
  const questions = questionsInOrder(document);
  const encoder = new TextEncoder();
  let after: { completedAt: string; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = [
          'Submitted at',
          'Name',
          'Email',
          ...questions.map((question, index) => question.text || `Question ${index + 1}`),
          'Voice note transcripts',
        ];
        controller.enqueue(encoder.encode(`\uFEFF${header.map(csvCell).join(',')}\r\n`));
        return;
      }
      // The cursor keeps the database's own text of the timestamp: a JS Date would drop its
      // microseconds and the page's last row would qualify again.
      const submissionsPage = rowsOf<{
        id: string;
        name: string | null;
        email: string | null;
        completed_at: unknown;
        cursor_at: string;
      }>(
        await db.execute(sql`
          select id, name, email, completed_at, completed_at::text as cursor_at from submissions
          where survey_id = ${surveyId}
            ${after ? sql`and (completed_at, id) > (${after.completedAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by completed_at, id limit ${PAGE_SIZE}`),
      );
      if (submissionsPage.length === 0) return controller.close();
      // One array parameter in PostgreSQL's literal form (ids are uuids, nothing to escape).
      const ids = `{${submissionsPage.map((row) => row.id).join(',')}}`;
      const [answerRows, voiceRows] = await Promise.all([
        db.execute(sql`
          select submission_id, question_id, text_value, numeric_value, choice_ids, other_text
          from answers where survey_id = ${surveyId} and submission_id = any(${ids}::uuid[])`),
        db.execute(sql`
          select submission_id, transcription from voice_comments
          where survey_id = ${surveyId} and submission_id = any(${ids}::uuid[]) and transcription is not null`),
      ]);
      const answersBySubmission = new Map<string, Map<string, AnswerRow>>();
      for (const row of rowsOf<AnswerRow>(answerRows)) {
        const map = answersBySubmission.get(row.submission_id) ?? new Map<string, AnswerRow>();
        map.set(row.question_id, row);
        answersBySubmission.set(row.submission_id, map);
      }
      const transcripts = new Map<string, string[]>();
      for (const row of rowsOf<{ submission_id: string; transcription: string }>(voiceRows)) {
        transcripts.set(row.submission_id, [
          ...(transcripts.get(row.submission_id) ?? []),
          row.transcription,
        ]);
      }
      const lines = submissionsPage.map((submission) => {
        const answers = answersBySubmission.get(submission.id);
        const cells = [
          toIso(submission.completed_at),
          submission.name,
          submission.email,
          ...questions.map((question) => formatAnswer(question, answers?.get(question.id))),
          (transcripts.get(submission.id) ?? []).join(' | ') || null,
        ];
        return cells.map(csvCell).join(',');
      });
      controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
      const last = submissionsPage.at(-1)!;
      after = { completedAt: last.cursor_at, id: last.id };
    },
  });
}
