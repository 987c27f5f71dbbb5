import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind reviews C and D (issue 13): an employee survey about safety, onboarding, burnout or a
// reorganisation got "How has safety affected your workload?" and six generic job questions.
// Each topic asks its own questions. Prompts written for this test.
describe('an employee survey about a workplace topic asks about that topic', () => {
  test.each([
    ['check how safe our delivery drivers feel on their routes', /How safe do you feel while you work\?/],
    [
      '30-day check-in survey for new starters in the support team',
      /On your first day, did you have what you needed/,
    ],
    [
      'are our junior doctors burning out? survey about exhaustion and rota gaps',
      /exhausted at the end of a working day/,
    ],
    ['staff survey six months after the merger', /compared with before the merger/],
  ])('%s', (message, expected) => {
    const texts = draftFor(message).texts.join(' ');
    expect(texts).toMatch(expected);
    expect(texts).not.toMatch(/How has (?:safety|onboarding|burnout|the merger) affected your workload/i);
  });

  test('a named change beside topic words keeps its own questions', () => {
    expect(draftFor('ask new hires about the new expenses policy').texts.join(' ')).toMatch(
      /new expenses policy/,
    );
  });
});
