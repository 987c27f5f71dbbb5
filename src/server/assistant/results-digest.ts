import type { SurveyListRow, SurveyReport } from '#shared/report/report-types.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import { variantLabel } from '#shared/survey/variant-label.ts';
import type { VariantResults } from '#shared/report/variant-results.ts';
import type { Interval } from '#shared/stats/intervals.ts';

// What read_results gives the model: the real numbers, compact (no ids it doesn't need, at most
// a few quoted answers per question) so the prompt stays small.

const QUOTES_PER_QUESTION = 8;

export function summariseReport(report: SurveyReport) {
  return {
    survey: report.survey.title,
    status: report.survey.status,
    totalResponses: report.totalResponses,
    participants: report.participants,
    pages: report.pages.map((page) => ({
      title: page.title,
      type: page.page_type,
      blocks: page.content_blocks.map((block) =>
        block.type === 'MEDIA_SET'
          ? {
              variants: block.items.map((item, index) => ({
                label: variantLabel(index),
                title: item.title,
                text: item.media_type === 'DESCRIPTION' ? item.media_data.text : undefined,
                views: item.analytics.view_count,
                engagement: item.analytics.engagement_score,
              })),
            }
          : {
              questions: block.items.map((question) => ({
                question: question.text,
                type: question.response_type,
                answered: question.results.totalResponses,
                average: question.results.average,
                distribution: question.results.distribution.map((bucket) => ({
                  label: bucket.label,
                  count: bucket.value,
                  ...(bucket.percentage === undefined ? {} : { percent: bucket.percentage }),
                })),
                textAnswers: question.results.responseCount,
                quotes: question.results.responses
                  .slice(0, QUOTES_PER_QUESTION)
                  .map((response) => response.text),
                voiceTranscripts: question.results.voiceNotes
                  .map((note) => note.transcription)
                  .filter((text): text is string => Boolean(text))
                  .slice(0, QUOTES_PER_QUESTION),
                ...(question.variantResults
                  ? { byVariant: digestVariantResults(question.variantResults) }
                  : {}),
              })),
            },
      ),
    })),
  };
}

/**
 * Per-variant numbers and the significance verdict of a concept-test question: the model quotes the
 * verdict to say which variant won, instead of judging from raw numbers (issue 11 point 6).
 */
function digestVariantResults(results: VariantResults) {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const interval = (range: Interval | null) => (range ? [round(range.low), round(range.high)] : null);
  const verdict =
    results.kind === 'choice' || !results.verdict
      ? null
      : {
          kind: results.verdict.kind,
          sentence: results.verdict.text,
          p: results.verdict.p,
          test: results.verdict.method,
        };
  return {
    design: results.design,
    ...(results.kind === 'preference'
      ? {
          preference: results.variants.map((variant) => ({
            variant: variant.title,
            picks: variant.count,
            share: round(variant.share),
            ci95: interval(variant.interval),
          })),
        }
      : results.kind === 'rating'
        ? {
            ratings: results.variants.map((variant) => ({
              variant: variant.title,
              n: variant.n,
              mean: variant.mean === null ? null : round(variant.mean),
              ci95: interval(variant.interval),
            })),
          }
        : {
            choices: results.variants.map((variant) => ({
              variant: variant.title,
              n: variant.n,
              shares: variant.options.map((option) => ({ option: option.label, share: round(option.share) })),
            })),
          }),
    verdict,
    ...(results.kind !== 'choice' && results.orderCheck ? { orderCheck: results.orderCheck.text } : {}),
  };
}

export function summariseSurveys(surveys: SurveyListRow[]) {
  return surveys.map((survey) => ({
    title: shownSurveyTitle(survey.title),
    responses: survey.submission_count,
    live: survey.is_public,
    status: survey.status,
    created: survey.created_at,
    latestResponse: survey.latest_submission_at,
  }));
}
