import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

// Filler questions must fit who is asked: no "Student / Retired" or "Under 18" for people at work,
// no age bands when the request asks for anonymity.

function options(message: string): string[] {
  const reply = offlineReply({ message, survey: null });
  if (reply.action?.kind !== 'create') throw new Error(`no survey for "${message}"`);
  return listQuestions(reply.action.survey).flatMap((entry) => {
    const o = entry.question.response_options as { options?: { text: string }[] };
    return (o.options ?? []).map((option) => option.text);
  });
}

describe('padding fits the respondents', () => {
  test.each([
    'staff survey for our bakery chain, 12 questions',
    'anonymous employee survey on career growth, 12 questions',
    'survey of business owners about our payroll tool, 12 questions',
    'ask our engineers about on-call, 12 questions',
    'team survey on meeting load, 12 questions',
    'colleagues feedback on the new office layout, 12 questions',
    'nurses on the night rota, 12 questions about handovers',
    'a 12 question survey for our delivery drivers about route planning',
  ])('%s', (message) => {
    const texts = options(message);
    expect(texts).not.toContain('Student');
    expect(texts).not.toContain('Retired');
    expect(texts).not.toContain('Under 18');
  });
});
