import { averageOf, distributionFor } from '#shared/report/aggregation.ts';
import type { ReportBlock, ReportPage, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ReportCounts, ReportSurveyRow } from './report-queries.ts';

const NUMERIC_TYPES = new Set(['NUMBER_SELECT', 'RATING', 'SLIDER']);

/** Joins the document's pages with the aggregated counts (no I/O). */
export function buildReport(
  row: ReportSurveyRow,
  document: SurveyDocument,
  counts: ReportCounts,
): SurveyReport {
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
            items: block.items.map((question) => {
              const answered = counts.answeredByQuestion.get(question.id) ?? 0;
              const numeric = counts.numericByQuestion.get(question.id) ?? [];
              const isFree = question.response_type === 'FREE_RESPONSE';
              return {
                ...question,
                results: {
                  totalResponses: answered,
                  average: NUMERIC_TYPES.has(question.response_type) ? averageOf(numeric) : null,
                  distribution: distributionFor(
                    question,
                    numeric,
                    counts.choicesByQuestion.get(question.id) ?? [],
                    answered,
                  ),
                  responses:
                    (isFree ? counts.textPreviewByQuestion : counts.otherPreviewByQuestion).get(
                      question.id,
                    ) ?? [],
                  responseCount:
                    (isFree ? counts.textCountByQuestion : counts.otherCountByQuestion).get(question.id) ?? 0,
                  voiceNotes: counts.voiceByQuestion.get(question.id) ?? [],
                  voiceNoteCount: counts.voiceCountByQuestion.get(question.id) ?? 0,
                },
              };
            }),
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
    generated_at: new Date().toISOString(),
  };
}
