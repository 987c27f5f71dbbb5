import { sql } from 'drizzle-orm';
import { formatDuration } from '#shared/format/compact-number.ts';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import { questionsOf, type PublishedVersionDocument, type ReportPlan } from '#shared/report/version-plan.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { versionsLabel } from '#shared/survey/version-compat.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { versionArray } from './report-queries.ts';

const PAGE_SIZE = 1000;

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

interface VoiceRow {
  id: string;
  submission_id: string;
  transcription: string | null;
  duration_seconds: unknown;
}

/**
 * A voice note in the "Voice notes" cell: its transcript, or, when it has none, where to listen to
 * it and how long it is, so that a note left without a transcript still shows in the export.
 */
function formatVoiceNote(note: VoiceRow, audioUrl: (id: string) => string): string {
  const transcript = note.transcription?.trim() ?? '';
  if (transcript !== '') return transcript;
  const duration = note.duration_seconds === null ? null : toNumber(note.duration_seconds);
  return `Audio${duration === null ? '' : ` (${formatDuration(duration)})`}: ${audioUrl(note.id)}`;
}

interface CsvColumn {
  header: string;
  questionId: string;
  /** The versions whose answers go in this column. */
  versions: Set<number>;
}

/**
 * The question columns: one per question of the report's layout (removed questions included); a
 * question asked in incompatible shapes gets one column per version group, newest first.
 */
function csvColumns(plan: ReportPlan): CsvColumn[] {
  return questionsOf(plan.layout).flatMap((question, index) => {
    const header = question.text || `Question ${index + 1}`;
    const groups = plan.questions.get(question.id)?.groups ?? [];
    if (groups.length <= 1)
      return [{ header, questionId: question.id, versions: new Set(groups[0]?.versions ?? []) }];
    return [...groups].reverse().map((group) => ({
      header: `${header} (${versionsLabel(group.versions)})`,
      questionId: question.id,
      versions: new Set(group.versions),
    }));
  });
}

/**
 * All responses of the versions in scope as CSV (one row per submission with the version it
 * answered, one column per question), streamed page by page so that 100,000 submissions never sit
 * in memory. Answers are labelled with the options of the version answered. Starts with a BOM so
 * spreadsheets read UTF-8.
 */
export function streamResponsesCsv(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  versions: PublishedVersionDocument[],
  /** The absolute address of a voice note's audio, for notes without a transcript. */
  audioUrl: (voiceId: string) => string,
): ReadableStream<Uint8Array> {
  const columns = csvColumns(plan);
  const scope = versionArray(plan.scope);
  // Each version's questions by id, to read an answer with the options its respondent saw.
  const questionsByVersion = new Map(
    versions.map((entry) => [
      entry.version,
      new Map(questionsOf(entry.document).map((question) => [question.id, question])),
    ]),
  );
  const encoder = new TextEncoder();
  let after: { completedAt: string; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = [
          'Submitted at',
          'Version',
          'Name',
          'Email',
          ...columns.map((column) => column.header),
          'Voice notes',
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
        published_version: unknown;
        cursor_at: string;
      }>(
        await db.execute(sql`
          select id, name, email, completed_at, published_version, completed_at::text as cursor_at from submissions
          where survey_id = ${surveyId} and published_version = any(${scope}::int[])
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
          select id, submission_id, transcription, duration_seconds from voice_comments
          where survey_id = ${surveyId} and submission_id = any(${ids}::uuid[])
          order by created_at, id`),
      ]);
      const answersBySubmission = new Map<string, Map<string, AnswerRow>>();
      for (const row of rowsOf<AnswerRow>(answerRows)) {
        const map = answersBySubmission.get(row.submission_id) ?? new Map<string, AnswerRow>();
        map.set(row.question_id, row);
        answersBySubmission.set(row.submission_id, map);
      }
      const voiceNotes = new Map<string, string[]>();
      for (const row of rowsOf<VoiceRow>(voiceRows)) {
        voiceNotes.set(row.submission_id, [
          ...(voiceNotes.get(row.submission_id) ?? []),
          formatVoiceNote(row, audioUrl),
        ]);
      }
      const lines = submissionsPage.map((submission) => {
        const answers = answersBySubmission.get(submission.id);
        const version = toNumber(submission.published_version);
        const asked = questionsByVersion.get(version);
        const cells = [
          toIso(submission.completed_at),
          version,
          submission.name,
          submission.email,
          ...columns.map((column) => {
            const question = asked?.get(column.questionId);
            return question && column.versions.has(version)
              ? formatAnswer(question, answers?.get(column.questionId))
              : null;
          }),
          (voiceNotes.get(submission.id) ?? []).join(' | ') || null,
        ];
        return cells.map(csvCell).join(',');
      });
      controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
      const last = submissionsPage.at(-1)!;
      after = { completedAt: last.cursor_at, id: last.id };
    },
  });
}
