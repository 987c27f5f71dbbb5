import { describe, expect, it } from 'vitest';
import { buildTakePlan } from '#shared/take/take-steps.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { progressPosition } from './progress-position.ts';
import { descriptionItem, surveyDocument, textQuestion } from './take-test-support.ts';

describe('progressPosition', () => {
  const document = surveyDocument([
    textQuestion('q1', 'One'),
    textQuestion('q2', 'Two'),
    textQuestion('q3', 'Three'),
  ]);

  it('counts question steps; the welcome step has no number', () => {
    const plan = buildTakePlan(document);
    expect(progressPosition(plan, 0)).toEqual({ questionNumber: null, total: 3, fraction: 0 });
    expect(progressPosition(plan, 2)).toEqual({ questionNumber: 2, total: 3, fraction: 2 / 3 });
    expect(progressPosition(plan, 3)).toEqual({ questionNumber: 3, total: 3, fraction: 1 });
  });

  it('keeps the last number on a media-only step', () => {
    const withMediaPage: SurveyDocument = {
      ...document,
      pages: [
        ...document.pages.slice(0, 2),
        {
          ...document.pages[1]!,
          id: 'page-media',
          position: 2,
          content_blocks: [
            {
              id: 'm',
              type: 'MEDIA_SET',
              position: 0,
              column_position: 0,
              items: [descriptionItem('d', 'Look')],
            },
          ],
        },
        ...document.pages.slice(2).map((page, index) => ({ ...page, position: index + 3 })),
      ],
    };
    const plan = buildTakePlan(withMediaPage);
    expect(plan.steps[2]?.kind).toBe('media');
    expect(progressPosition(plan, 2).questionNumber).toBe(1);
  });
});
