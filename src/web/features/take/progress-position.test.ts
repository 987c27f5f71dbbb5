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

  it('numbers question steps; the welcome step has no number', () => {
    const plan = buildTakePlan(document);
    expect(progressPosition(plan, 0)).toEqual({ questionNumber: null, total: 3, fraction: 0 });
    expect(progressPosition(plan, 2).questionNumber).toBe(2);
    expect(progressPosition(plan, 3).questionNumber).toBe(3);
  });

  it('fills the bar with questions answered or passed, not with the step reached', () => {
    const plan = buildTakePlan(document);
    // On question 1, nothing answered yet: empty.
    expect(progressPosition(plan, 1).fraction).toBe(0);
    expect(progressPosition(plan, 1, (id) => id === 'q1').fraction).toBeCloseTo(1 / 3);
    // On question 3 with 1 and 2 passed: two thirds until the last one is answered.
    expect(progressPosition(plan, 3).fraction).toBeCloseTo(2 / 3);
    expect(progressPosition(plan, 3, (id) => id === 'q3').fraction).toBe(1);
  });

  it('starts a one-question survey with an empty bar', () => {
    const plan = buildTakePlan(surveyDocument([textQuestion('only', 'Only')]));
    expect(progressPosition(plan, 1)).toEqual({ questionNumber: 1, total: 1, fraction: 0 });
    expect(progressPosition(plan, 1, () => true).fraction).toBe(1);
  });

  it('gives a media-only step no question number', () => {
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
    expect(progressPosition(plan, 2)).toEqual({ questionNumber: null, total: 3, fraction: 1 / 3 });
  });
});
