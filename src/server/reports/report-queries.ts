import { and, eq, sql } from 'drizzle-orm';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { TextResponse, VoiceNoteResult } from '#shared/report/report-types.ts';
import type { ValueCount } from '#shared/report/aggregation.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { surveys } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';

export const PREVIEW_LIMIT = 20;

export type ReportSurveyRow = typeof surveys.$inferSelect;

/** The owner's survey by share id (analytics links) or id (fallback); anyone else gets 404. */
export async function getOwnedSurveyByShareOrId(
  db: Database,
  ownerId: string,
  shareOrId: string,
): Promise<ReportSurveyRow> {
  const byId = isUuid(shareOrId);
  if (!byId && !/^[A-Za-z0-9_-]{4,64}$/.test(shareOrId))
    throw new AppError('not_found', 'No test data found for this share ID');
  const [row] = await db
    .select()
    .from(surveys)
    .where(
      and(byId ? eq(surveys.id, shareOrId) : eq(surveys.shareId, shareOrId), eq(surveys.ownerId, ownerId)),
    );
  if (!row) throw new AppError('not_found', 'No test data found for this share ID');
  return row;
}

/** What the report describes: the snapshot respondents answer, or the draft before any launch. */
export function reportDocument(row: ReportSurveyRow): SurveyDocument {
  return (row.published ?? row.draft) as SurveyDocument;
}

export interface ReportCounts {
  submissions: number;
  participants: number;
  answeredByQuestion: Map<string, number>;
  numericByQuestion: Map<string, ValueCount[]>;
  choicesByQuestion: Map<string, { choiceId: string; count: number }[]>;
  textCountByQuestion: Map<string, number>;
  otherCountByQuestion: Map<string, number>;
  textPreviewByQuestion: Map<string, TextResponse[]>;
  otherPreviewByQuestion: Map<string, TextResponse[]>;
  voiceByQuestion: Map<string, VoiceNoteResult[]>;
  voiceCountByQuestion: Map<string, number>;
  viewsByMediaItem: Map<string, { views: number; engagement: number }>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Everything a survey's report needs: the running totals kept in answer_stats with every
 * submission, and the newest few texts and voice notes per question (index range scans on
 * answers (survey_id, question_id, created_at)). Nothing here grows with the number of answers.
 */
export async function queryReportCounts(
  db: Database,
  surveyId: string,
  voiceUrl: (id: string) => string,
  textQuestionIds: { free: string[]; other: string[] } = { free: [], other: [] },
): Promise<ReportCounts> {
  const newestTexts = (questionId: string, column: 'text_value' | 'other_text') => {
    const value = sql.raw(`a.${column}`);
    return db.execute(sql`
      select a.id, a.question_id, a.submission_id, s.name, ${value} as text, s.completed_at as submitted_at
      from answers a join submissions s on s.id = a.submission_id
      where a.survey_id = ${surveyId} and a.question_id = ${questionId} and ${value} is not null and ${value} <> ''
      order by a.created_at desc, a.id limit ${PREVIEW_LIMIT}`);
  };

  const [stats, participants, freeTexts, otherTexts, voices, voiceCounts, views] = await Promise.all([
    // The running totals kept with every submission (answer_stats): a few hundred rows at most.
    db.execute(sql`
      select question_id, kind, key, sum(count) as count from answer_stats
      where survey_id = ${surveyId} and kind <> 'p' group by question_id, kind, key`),
    db.execute(sql`
      select count(distinct key) as participants from answer_stats
      where survey_id = ${surveyId} and question_id = '' and kind = 'p'`),
    Promise.all(textQuestionIds.free.map((id) => newestTexts(id, 'text_value'))),
    Promise.all(textQuestionIds.other.map((id) => newestTexts(id, 'other_text'))),
    db.execute(sql`
      select * from (
        select v.id, v.question_id, v.submission_id, s.name, v.duration_seconds, v.transcription,
               v.transcription_status, v.created_at,
               row_number() over (partition by v.question_id order by v.created_at desc, v.id) as rank
        from voice_comments v left join submissions s on s.id = v.submission_id
        where v.survey_id = ${surveyId} and v.submission_id is not null
      ) ranked where rank <= ${PREVIEW_LIMIT}`),
    db.execute(sql`
      select question_id, count(*) as count from voice_comments
      where survey_id = ${surveyId} and submission_id is not null group by question_id`),
    db.execute(sql`
      select media_item_id, view_count, engagement_count from media_views where survey_id = ${surveyId}`),
  ]);

  const counts: ReportCounts = {
    submissions: 0,
    participants: toNumber(rowsOf<{ participants: unknown }>(participants)[0]?.participants),
    answeredByQuestion: new Map(),
    numericByQuestion: new Map(),
    choicesByQuestion: new Map(),
    textCountByQuestion: new Map(),
    otherCountByQuestion: new Map(),
    textPreviewByQuestion: new Map(),
    otherPreviewByQuestion: new Map(),
    voiceByQuestion: new Map(),
    voiceCountByQuestion: new Map(),
    viewsByMediaItem: new Map(),
  };
  for (const row of rowsOf<{ question_id: string; kind: string; key: string; count: unknown }>(stats)) {
    const count = toNumber(row.count);
    if (row.kind === 's') counts.submissions = count;
    else if (row.kind === 't') counts.answeredByQuestion.set(row.question_id, count);
    else if (row.kind === 'n')
      push(counts.numericByQuestion, row.question_id, { value: Number(row.key), count });
    else if (row.kind === 'c') push(counts.choicesByQuestion, row.question_id, { choiceId: row.key, count });
    else if (row.kind === 'x') counts.textCountByQuestion.set(row.question_id, count);
    else if (row.kind === 'o') counts.otherCountByQuestion.set(row.question_id, count);
  }
  type TextRow = {
    id: string;
    question_id: string;
    submission_id: string;
    name: string | null;
    text: string;
    submitted_at: unknown;
  };
  const toText = (row: TextRow): TextResponse => ({
    id: row.id,
    submission_id: row.submission_id,
    name: row.name,
    text: row.text,
    submitted_at: toIso(row.submitted_at),
  });
  for (const result of freeTexts)
    for (const row of rowsOf<TextRow>(result))
      push(counts.textPreviewByQuestion, row.question_id, toText(row));
  for (const result of otherTexts)
    for (const row of rowsOf<TextRow>(result))
      push(counts.otherPreviewByQuestion, row.question_id, toText(row));
  type VoiceRow = {
    id: string;
    question_id: string;
    submission_id: string | null;
    name: string | null;
    duration_seconds: unknown;
    transcription: string | null;
    transcription_status: VoiceNoteResult['transcription_status'];
    created_at: unknown;
  };
  for (const row of rowsOf<VoiceRow>(voices)) {
    push(counts.voiceByQuestion, row.question_id, {
      id: row.id,
      submission_id: row.submission_id,
      name: row.name,
      duration_seconds: row.duration_seconds === null ? null : toNumber(row.duration_seconds),
      transcription: row.transcription,
      transcription_status: row.transcription_status,
      audio_url: voiceUrl(row.id),
      created_at: toIso(row.created_at),
    });
  }
  for (const row of rowsOf<{ question_id: string; count: unknown }>(voiceCounts)) {
    counts.voiceCountByQuestion.set(row.question_id, toNumber(row.count));
  }
  for (const row of rowsOf<{ media_item_id: string; view_count: unknown; engagement_count: unknown }>(
    views,
  )) {
    counts.viewsByMediaItem.set(row.media_item_id, {
      views: toNumber(row.view_count),
      engagement: toNumber(row.engagement_count),
    });
  }
  return counts;
}
