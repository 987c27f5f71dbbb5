import { sql } from 'drizzle-orm';
import { formatDuration } from '#shared/format/compact-number.ts';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import {
  matrixColumnsOf,
  matrixRowsOf,
  matrixSelections,
  rankingOptionsOf,
} from '#shared/take/ranking-matrix.ts';
import { questionsOf, type PublishedVersionDocument, type ReportPlan } from '#shared/report/version-plan.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { versionsLabel } from '#shared/survey/version-compat.ts';
import { withTokensAsNames } from '#shared/survey/piping.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { conceptSetsOf, type ConceptSet } from './concept-export.ts';
import { versionArray } from './report-queries.ts';
import { EMPTY_FILTER, type ReportFilter } from '#shared/report/report-filter.ts';
import { isFiltered, responsesSql, submissionFilterSql } from './report-filter-sql.ts';

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
  /** The variant the answer was asked about (monadic, sequential monadic); null otherwise. */
  media_item_id: string | null;
  text_value: string | null;
  numeric_value: unknown;
  choice_ids: string[] | null;
  other_text: string | null;
}

function formatAnswer(question: QuestionItem, answer: AnswerRow | undefined): string | number | null {
  if (!answer) return null;
  // A ticked consent box (numeric_value 1) reads as words; an unticked one has no answer row.
  if (question.response_type === 'CONSENT') return answer.numeric_value === null ? null : 'Agreed';
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
  /** Sequential monadic: the variant whose answers go in this column. */
  variantId?: string;
  /** Ranking: this option's rank (1 = first); matrix: the scale point chosen for this statement. */
  part?: { kind: 'rank'; optionId: string } | { kind: 'row'; rowId: string };
}

/**
 * Ranking and matrix questions spread over several columns a researcher can sort and average (issue
 * 12, decision 027): one per option holding its rank, one per statement holding the point chosen.
 */
function partColumns(question: QuestionItem, column: CsvColumn): CsvColumn[] {
  if (question.response_type === 'RANKING')
    return rankingOptionsOf(question).map((option, index) => ({
      ...column,
      header: `${column.header} [rank: ${option.text.trim() || `Option ${index + 1}`}]`,
      part: { kind: 'rank', optionId: option.id },
    }));
  if (question.response_type === 'MATRIX')
    return matrixRowsOf(question).map((row, index) => ({
      ...column,
      header: `${column.header} [${row.text.trim() || `Statement ${index + 1}`}]`,
      part: { kind: 'row', rowId: row.id },
    }));
  return [column];
}

/** A ranking or matrix answer's cell for one of its columns: the rank, or the chosen point's label. */
function formatPart(
  question: QuestionItem,
  part: NonNullable<CsvColumn['part']>,
  answer: AnswerRow | undefined,
): string | number | null {
  const ids = answer?.choice_ids ?? [];
  if (part.kind === 'rank') {
    const rank = ids.indexOf(part.optionId);
    return rank < 0 ? null : rank + 1;
  }
  const columnId = matrixSelections(ids).get(part.rowId);
  if (columnId === undefined) return null;
  const columns = matrixColumnsOf(question);
  const index = columns.findIndex((column) => column.id === columnId);
  return index < 0 ? columnId : columns[index]!.text.trim() || `Point ${index + 1}`;
}

/**
 * The question columns: one per question of the report's layout (removed questions included); a
 * question asked in incompatible shapes gets one column per version group, newest first; a
 * question asked about each variant in turn (sequential monadic) one column per variant.
 */
function csvColumns(plan: ReportPlan, sets: ConceptSet[]): CsvColumn[] {
  const perVariant = new Map<string, ConceptSet>();
  for (const set of sets)
    if (set.design === 'sequential_monadic')
      for (const id of set.per_variant_question_ids) perVariant.set(id, set);
  return questionsOf(plan.layout).flatMap((question, index) => {
    const header = withTokensAsNames(question.text) || `Question ${index + 1}`;
    const groups = plan.questions.get(question.id)?.groups ?? [];
    const columns: CsvColumn[] =
      groups.length <= 1
        ? partColumns(groups[0]?.question ?? question, {
            header,
            questionId: question.id,
            versions: new Set(groups[0]?.versions ?? []),
          })
        : [...groups].reverse().flatMap((group) =>
            partColumns(group.question, {
              header: `${header} (${versionsLabel(group.versions)})`,
              questionId: question.id,
              versions: new Set(group.versions),
            }),
          );
    const set = perVariant.get(question.id);
    if (!set) return columns;
    return columns.flatMap((column) =>
      set.variants.map((variant) => ({
        ...column,
        header: `${column.header} [${variant.label}]`,
        variantId: variant.id,
      })),
    );
  });
}

/** A response's answer for a column: the one about the column's variant, else the one not about a variant, else its only one. */
function answerFor(column: CsvColumn, rows: AnswerRow[] | undefined): AnswerRow | undefined {
  if (!rows) return undefined;
  if (column.variantId !== undefined) return rows.find((row) => row.media_item_id === column.variantId);
  return rows.find((row) => row.media_item_id === null) ?? (rows.length === 1 ? rows[0] : undefined);
}

/** Per concept-test set: the order shown, and for monadic sets the variant assigned (labels and ids). */
function designHeaders(sets: ConceptSet[]): string[] {
  return sets.flatMap((set, index) => {
    const name = sets.length > 1 ? ` (set ${index + 1})` : '';
    return [
      `Variant order${name}`,
      `Variant order ids${name}`,
      ...(set.design === 'monadic' ? [`Assigned variant${name}`, `Assigned variant id${name}`] : []),
    ];
  });
}

function designCells(
  sets: ConceptSet[],
  submission: {
    variant_orders: Record<string, string[]> | null;
    assigned_variants: Record<string, string> | null;
  },
): (string | null)[] {
  return sets.flatMap((set) => {
    const label = (id: string) => set.variants.find((variant) => variant.id === id)?.label ?? id;
    const order = submission.variant_orders?.[set.block_id] ?? [];
    const assigned = submission.assigned_variants?.[set.block_id];
    return [
      order.length > 0 ? order.map(label).join(' > ') : null,
      order.length > 0 ? order.join(' > ') : null,
      ...(set.design === 'monadic' ? [assigned ? label(assigned) : null, assigned ?? null] : []),
    ];
  });
}

interface SubmissionRow {
  id: string;
  name: string | null;
  email: string | null;
  completed_at: unknown;
  published_version: unknown;
  cursor_at: string;
  variant_orders: Record<string, string[]> | null;
  assigned_variants: Record<string, string> | null;
  viewed_variants: string[] | null;
  hidden_fields: Record<string, string> | null;
}

interface VisitRow {
  id: string;
  name: string | null;
  email: string | null;
  published_version: unknown;
  hidden_fields: Record<string, string> | null;
  cursor_at: string;
}

/** One cell of the responses table: text, a number, or empty. */
export type ResponseCell = string | number | null;

/** Where the responses table reads from and what it includes (the CSV's and the XLSX's inputs). */
export interface ResponseTableInput {
  db: Database;
  surveyId: string;
  plan: ReportPlan;
  versions: PublishedVersionDocument[];
  /** The absolute address of a voice note's audio, for notes without a transcript. */
  audioUrl: (voiceId: string) => string;
  /** Report filters (decision 030): only the responses that match, as on the analytics page. */
  filter?: ReportFilter;
  /**
   * Add the partial responses (decision 023) that meet the filter after the completed ones, as the
   * filter's completion=all does. Either way a Status column comes first when partials are listed.
   */
  includePartials?: boolean;
}

/**
 * All responses of the versions in scope as a table (one row per submission with the version it
 * answered, one column per question), read page by page so that 100,000 submissions never sit in
 * memory: the first batch is the header row, each later one a page of rows. Answers are labelled
 * with the options of the version answered. The CSV and the XLSX export both write these rows, so
 * their columns and values cannot drift apart.
 */
export async function* responseTable({
  db,
  surveyId,
  plan,
  versions,
  audioUrl,
  filter,
  includePartials = false,
}: ResponseTableInput): AsyncGenerator<ResponseCell[][]> {
  const given = filter ?? EMPTY_FILTER;
  const completion = includePartials && given.completion === 'completed' ? 'all' : given.completion;
  const withPartials = completion !== 'completed';
  // Each phase reads one source with the filter's conditions (completion picks the phases).
  const completedFilter: ReportFilter = { ...given, completion: 'completed' };
  const partialFilter: ReportFilter = { ...given, completion: 'partial' };
  const matching = isFiltered(completedFilter)
    ? sql`and ${submissionFilterSql(surveyId, completedFilter)}`
    : sql``;
  const sets = conceptSetsOf(plan.layout);
  const columns = csvColumns(plan, sets);
  const variantLabels = new Map(
    sets.flatMap((set) => set.variants.map((variant) => [variant.id, variant.label])),
  );
  const scope = versionArray(plan.scope);
  // Each version's questions by id, to read an answer with the options its respondent saw.
  const questionsByVersion = new Map(
    versions.map((entry) => [
      entry.version,
      new Map(questionsOf(entry.document).map((question) => [question.id, question])),
    ]),
  );
  // Hidden fields (issue 12): one column per field any version in scope declares, after Email.
  const hiddenFieldNames = [...new Set(versions.flatMap((entry) => entry.document.hidden_fields ?? []))];
  const answerCells = (version: number, answers: Map<string, AnswerRow[]> | undefined) =>
    columns.map((column) => {
      const question = questionsByVersion.get(version)?.get(column.questionId);
      return question && column.versions.has(version)
        ? column.part
          ? formatPart(question, column.part, answerFor(column, answers?.get(column.questionId)))
          : formatAnswer(question, answerFor(column, answers?.get(column.questionId)))
        : null;
    });

  yield [
    [
      ...(withPartials ? ['Status'] : []),
      'Submitted at',
      'Version',
      'Name',
      'Email',
      ...hiddenFieldNames.map((name) => `Hidden field: ${name}`),
      ...designHeaders(sets),
      ...columns.map((column) => column.header),
      ...(sets.length > 0 ? ['Variants seen'] : []),
      'Voice notes',
    ],
  ];

  let after: { completedAt: string; id: string } | null = null;
  if (completion !== 'partial') {
    for (;;) {
      // The cursor keeps the database's own text of the timestamp: a JS Date would drop its
      // microseconds and the page's last row would qualify again.
      const submissionsPage: SubmissionRow[] = rowsOf<SubmissionRow>(
        await db.execute(sql`
          select id, name, email, completed_at, published_version, completed_at::text as cursor_at,
            variant_orders, assigned_variants, viewed_variants, hidden_fields from submissions s
          where survey_id = ${surveyId} and published_version = any(${scope}::int[]) ${matching}
            ${after ? sql`and (completed_at, id) > (${after.completedAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by completed_at, id limit ${PAGE_SIZE}`),
      );
      if (submissionsPage.length === 0) break;
      // One array parameter in PostgreSQL's literal form (ids are uuids, nothing to escape).
      const ids = `{${submissionsPage.map((row) => row.id).join(',')}}`;
      const [answerRows, voiceRows] = await Promise.all([
        db.execute(sql`
          select submission_id, question_id, media_item_id, text_value, numeric_value, choice_ids, other_text
          from answers where survey_id = ${surveyId} and submission_id = any(${ids}::uuid[])`),
        db.execute(sql`
          select id, submission_id, transcription, duration_seconds from voice_comments
          where survey_id = ${surveyId} and submission_id = any(${ids}::uuid[])
          order by created_at, id`),
      ]);
      const answersBySubmission = groupAnswers(rowsOf<AnswerRow>(answerRows));
      const voiceNotes = new Map<string, string[]>();
      for (const row of rowsOf<VoiceRow>(voiceRows)) {
        voiceNotes.set(row.submission_id, [
          ...(voiceNotes.get(row.submission_id) ?? []),
          formatVoiceNote(row, audioUrl),
        ]);
      }
      const last: SubmissionRow = submissionsPage.at(-1)!;
      after = { completedAt: last.cursor_at, id: last.id };
      yield submissionsPage.map((submission): ResponseCell[] => {
        const version = toNumber(submission.published_version);
        return [
          ...(withPartials ? ['Completed'] : []),
          toIso(submission.completed_at),
          version,
          submission.name,
          submission.email,
          ...hiddenFieldNames.map((name) => submission.hidden_fields?.[name] ?? null),
          ...designCells(sets, submission),
          ...answerCells(version, answersBySubmission.get(submission.id)),
          ...(sets.length > 0
            ? [(submission.viewed_variants ?? []).map((id) => variantLabels.get(id) ?? id).join('; ') || null]
            : []),
          (voiceNotes.get(submission.id) ?? []).join(' | ') || null,
        ];
      });
    }
  }
  if (!withPartials) return;
  // Then the partial responses (visits started, not submitted), oldest progress first.
  after = null;
  for (;;) {
    const visitsPage: VisitRow[] = rowsOf<VisitRow>(
      await db.execute(sql`
        select id, name, email, published_version, hidden_fields, completed_at::text as cursor_at
        from ${responsesSql(surveyId, partialFilter)} s
        where published_version = any(${scope}::int[]) and ${submissionFilterSql(surveyId, partialFilter)}
          ${after ? sql`and (completed_at, id) > (${after.completedAt}::timestamptz, ${after.id}::uuid)` : sql``}
        order by completed_at, id limit ${PAGE_SIZE}`),
    );
    if (visitsPage.length === 0) return;
    const ids = `{${visitsPage.map((row) => row.id).join(',')}}`;
    const answersByVisit = groupAnswers(
      rowsOf<AnswerRow>(
        await db.execute(sql`
          select visit_id as submission_id, question_id, media_item_id, text_value, numeric_value, choice_ids, other_text
          from visit_answers where survey_id = ${surveyId} and visit_id = any(${ids}::uuid[])`),
      ),
    );
    const last: VisitRow = visitsPage.at(-1)!;
    after = { completedAt: last.cursor_at, id: last.id };
    yield visitsPage.map((visit): ResponseCell[] => {
      const version = toNumber(visit.published_version);
      return [
        'Partial',
        null,
        version,
        visit.name,
        visit.email,
        ...hiddenFieldNames.map((name) => visit.hidden_fields?.[name] ?? null),
        ...designCells(sets, { variant_orders: null, assigned_variants: null }),
        ...answerCells(version, answersByVisit.get(visit.id)),
        ...(sets.length > 0 ? [null] : []),
        null,
      ];
    });
  }
}

/** Answers by response, then by question; a question asked per variant has one answer per variant. */
function groupAnswers(rows: AnswerRow[]): Map<string, Map<string, AnswerRow[]>> {
  const grouped = new Map<string, Map<string, AnswerRow[]>>();
  for (const row of rows) {
    const map = grouped.get(row.submission_id) ?? new Map<string, AnswerRow[]>();
    map.set(row.question_id, [...(map.get(row.question_id) ?? []), row]);
    grouped.set(row.submission_id, map);
  }
  return grouped;
}

/**
 * All responses of the versions in scope as CSV (the rows of `responseTable`), streamed page by
 * page. Starts with a BOM so spreadsheets read UTF-8.
 */
export function streamResponsesCsv(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  versions: PublishedVersionDocument[],
  audioUrl: (voiceId: string) => string,
  filter?: ReportFilter,
  includePartials = false,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = responseTable({ db, surveyId, plan, versions, audioUrl, filter, includePartials });
  let first = true;
  return new ReadableStream({
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const text = next.value.map((row) => row.map(csvCell).join(',')).join('\r\n');
      controller.enqueue(encoder.encode(`${first ? '\uFEFF' : ''}${text}\r\n`));
      first = false;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
