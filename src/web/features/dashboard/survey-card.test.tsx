import { expect, test } from 'vitest';
import { analyticsPath, responsesLabel, surveyTitle } from './survey-card.tsx';

test('card labels', () => {
  expect(responsesLabel(0)).toBe('0 Responses');
  expect(responsesLabel(1)).toBe('1 Response');
  expect(responsesLabel(2)).toBe('2 Responses');
  expect(responsesLabel(1204)).toBe('1,204 Responses');
  expect(responsesLabel(Number.NaN)).toBe('0 Responses');
  expect(surveyTitle({ title: '  ' })).toBe('Untitled Survey');
  expect(surveyTitle({ title: 'Packaging' })).toBe('Packaging');
  expect(analyticsPath({ id: 'id1', share_id: 'abc' })).toBe('/analytics/abc');
  expect(analyticsPath({ id: 'id1', share_id: '' })).toBe('/analytics/id1');
});
