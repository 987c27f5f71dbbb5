import { averageOf, distributionFor, type ValueCount } from '#shared/report/aggregation.ts';
import { matrixResults, rankingResults, type RankCount } from '#shared/report/ranking-matrix-results.ts';
import type {
  QuestionResults,
  ReportBlock,
  ReportPage,
  ReportQuestion,
  SurveyReport,
  TextResponse,
  VoiceNoteResult,
} from '#shared/report/report-types.ts';
import type { QuestionPlan, ReportPlan } from '#shared/report/version-plan.ts';
import { isNumberType, responseKind } from '#shared/survey/response-kinds.ts';
import { typedAnswerResults } from '#shared/report/typed-answer-results.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import type { SurveyVersionSummary, VersionFilter } from '#shared/survey/survey-versions.ts';
import type { VersionGroup } from '#shared/survey/version-compat.ts';
import { previewKey, type ReportCounts, type ReportSurveyRow } from './report-queries.ts';

function mergeCounts<T extends { count: number }>(lists: T[][], keyOf: (entry: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const list of lists)
    for (const entry of list) {
      const key = keyOf(entry);
      const existing = merged.get(key);
      merged.set(key, existing ? { ...existing, count: existing.count + entry.count } : { ...entry });
    }
  return [...merged.values()];
}

const newestFirst = <T>(items: T[], dateOf: (item: T) => string) =>
  [...items].sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));

/** The results of one question over the versions of one compatible group. */
function groupResults(questionId: string, group: VersionGroup, counts: ReportCounts): QuestionResults {
  const question: QuestionItem = group.question;
  const stats = group.versions.flatMap((version) => {
    const entry = counts.statsByVersion.get(version);
    return entry ? [entry] : [];
  });
  const sum = (pick: (entry: (typeof stats)[number]) => Map<string, number>) =>
    stats.reduce((total, entry) => total + (pick(entry).get(questionId) ?? 0), 0);
  const answered = sum((entry) => entry.answeredByQuestion);
  const numeric = mergeCounts<ValueCount>(
    stats.map((entry) => entry.numericByQuestion.get(questionId) ?? []),
    (entry) => String(entry.value),
  );
  const choices = mergeCounts(
    stats.map((entry) => entry.choicesByQuestion.get(questionId) ?? []),
    (entry) => entry.choiceId,
  );
  // Free response, date, e-mail and phone: their texts are listed.
  const isFree = responseKind(question.response_type) === 'text';
  const dates = mergeCounts(
    stats.map((entry) => entry.datesByQuestion?.get(questionId) ?? []),
    (entry) => entry.date,
  );
  // Asked: every completed response, and the partial ones that answered it (decision 030).
  const asked = stats.reduce(
    (total, entry) =>
      total +
      (entry.submissions ?? 0) -
      (entry.partials ?? 0) +
      (entry.partialAnsweredByQuestion?.get(questionId) ?? 0),
    0,
  );
  const ranks =
    question.response_type === 'RANKING'
      ? mergeCounts<RankCount>(
          stats.map((entry) => entry.ranksByQuestion?.get(questionId) ?? []),
          (entry) => `${entry.rank}:${entry.optionId}`,
        )
      : [];
  const voices: VoiceNoteResult[] = newestFirst(
    group.versions.flatMap((version) => counts.voiceByQuestionVersion.get(`${questionId}|${version}`) ?? []),
    (note) => note.created_at,
  ).slice(0, counts.previewLimit ?? undefined);
  const texts: TextResponse[] = counts.textPreviews.get(previewKey(questionId, group.versions)) ?? [];
  return {
    totalResponses: answered,
    average: isNumberType(question.response_type) ? averageOf(numeric) : null,
    distribution: distributionFor(question, numeric, choices, answered),
    ...typedAnswerResults(question, numeric, dates, asked),
    responses: texts,
    responseCount: isFree
      ? sum((entry) => entry.textCountByQuestion)
      : sum((entry) => entry.otherCountByQuestion),
    voiceNotes: voices,
    voiceNoteCount: group.versions.reduce(
      (total, version) => total + (counts.voiceCountByQuestionVersion.get(`${questionId}|${version}`) ?? 0),
      0,
    ),
    ...rankingMatrixResults(question, ranks, choices, answered),
  };
}

/** The ranking or matrix figures of a question of those types (nothing for other types). */
function rankingMatrixResults(
  question: QuestionItem,
  ranks: RankCount[],
  choices: { choiceId: string; count: number }[],
  answered: number,
): Pick<QuestionResults, 'ranking' | 'matrix'> {
  if (question.response_type === 'RANKING') return { ranking: rankingResults(question, ranks, answered) };
  if (question.response_type === 'MATRIX') return { matrix: matrixResults(question, choices) };
  return {};
}

const NO_RESULTS: QuestionResults = {
  totalResponses: 0,
  average: null,
  distribution: [],
  responses: [],
  responseCount: 0,
  voiceNotes: [],
  voiceNoteCount: 0,
};

function reportQuestion(
  question: QuestionItem,
  plan: QuestionPlan | undefined,
  counts: ReportCounts,
): ReportQuestion {
  const groups = plan?.groups ?? [];
  const newest = groups.at(-1);
  const results = newest
    ? groupResults(question.id, newest, counts)
    : {
        ...NO_RESULTS,
        distribution: distributionFor(question, [], [], 0),
        ...typedAnswerResults(question, [], [], 0),
        ...rankingMatrixResults(question, [], [], 0),
      };
  return {
    ...question,
    results,
    askedInVersions: plan?.askedInVersions ?? [],
    removedInVersion: plan?.removedInVersion ?? null,
    versionGroups:
      groups.length > 1
        ? [...groups].reverse().map((group) => ({
            versions: group.versions,
            question: group.question,
            results: group === newest ? results : groupResults(question.id, group, counts),
          }))
        : null,
    versionNote: plan?.versionNote ?? null,
  };
}

export interface ReportVersions {
  filter: VersionFilter;
  liveVersion: number;
  summaries: SurveyVersionSummary[];
}

/** Joins the plan's pages with the aggregated counts (no I/O). */
export function buildReport(
  row: ReportSurveyRow,
  plan: ReportPlan,
  counts: ReportCounts,
  versions: ReportVersions,
): SurveyReport {
  const document = plan.layout;
  const pages: ReportPage[] = [...document.pages]
    .sort((a, b) => a.position - b.position)
    .map((page) => ({
      id: page.id,
      page_type: page.page_type,
      title: page.title,
      description: page.description,
      position: page.position,
      content_blocks: [...page.content_blocks]
        .sort((a, b) => a.position - b.position)
        .map((block): ReportBlock => {
          if (block.type === 'MEDIA_SET') {
            return {
              id: block.id,
              type: 'MEDIA_SET',
              position: block.position,
              items: block.items.map((item) => {
                const views = counts.viewsByMediaItem.get(item.id);
                return {
                  ...item,
                  analytics: { view_count: views?.views ?? 0, engagement_score: views?.engagement ?? 0 },
                };
              }),
            };
          }
          return {
            id: block.id,
            type: 'QUESTION_SET',
            position: block.position,
            items: [...block.items]
              .sort((a, b) => a.position - b.position)
              .map((question) => reportQuestion(question, plan.questions.get(question.id), counts)),
          };
        }),
    }));
  return {
    survey: {
      id: row.id,
      title: document.title || row.title,
      description: document.description || row.description,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      share_id: row.shareId,
      is_public: row.isPublic,
    },
    totalResponses: counts.submissions,
    participants: counts.participants,
    pages,
    version: versions.filter,
    live_version: versions.liveVersion,
    versions: versions.summaries,
    hidden_fields: plan.hiddenFields,
    generated_at: new Date().toISOString(),
  };
}
