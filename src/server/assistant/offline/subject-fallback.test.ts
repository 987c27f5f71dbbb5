import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

// The general fallback must read correctly for whatever the subject is: a problem or experience
// people live with, a proposed change, a course, a group of people. Questions that only fit a
// product or brand ("what do you like most about …", "first associations") must not reach them.
// Phrasings are written as a stranger would, not taken from the review or the eval corpora.

function draft(message: string): string[] {
  const reply = offlineReply({ message, survey: null });
  if (reply.action?.kind !== 'create') throw new Error(`no survey for "${message}": ${reply.text}`);
  return listQuestions(reply.action.survey).map((entry) => entry.question.text);
}

const PRODUCT_ONLY =
  /\blike\s+most\s+about\b|\bfrustrates\s+you\s+about\b|\bwhat\s+comes\s+to\s+mind\s+first\b|\bsatisfied\s+are\s+you\s+with\s+.+\btoday\b|\bhow\s+familiar\s+are\s+you\s+with\b|\bhear\s+more\s+about\b/i;

const ISSUES = [
  'survey for warehouse pickers about back pain',
  'I want to learn about loneliness among retirees in rural areas',
  'research sleep problems in new parents',
  'a questionnaire on exam anxiety for sixth formers',
  'how is noise affecting people who live near the airport',
  'survey about fatigue in long-haul truck drivers',
  'screen time guilt among parents of toddlers',
  'study the cost of living pressure on students',
  'survey for teachers about stress',
];

const PROPOSALS = [
  'ask commuters about the proposed congestion charge',
  'questions about the planned school uniform policy change',
  'get feedback from residents on the proposal to close the high street to cars',
  'survey on the new parking permit scheme proposed by the council',
  'what do locals think of the plan to build a skate park by the river',
  'consultation on a proposed 20mph speed limit in the village',
  'should the office move to a four-day week? ask everyone about the proposal',
  'opinions on the planned cycle path along Mill Road',
];

describe('the fallback reads correctly for the kind of subject', () => {
  test.each(ISSUES)('a problem or experience is never asked about like a product: %s', (message) => {
    const texts = draft(message);
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const text of texts) expect(text).not.toMatch(PRODUCT_ONLY);
  });

  test.each(PROPOSALS)('a proposed change asks for support or opposition and its effect: %s', (message) => {
    const texts = draft(message);
    for (const text of texts) expect(text).not.toMatch(PRODUCT_ONLY);
    expect(texts.some((text) => /support\s+or\s+oppose/i.test(text))).toBe(true);
    expect(texts.some((text) => /affect\s+you/i.test(text))).toBe(true);
  });

  test.each([
    'survey about our alumni network',
    'questions for the parents in our school community',
    'a survey about our mentors',
    'research on neighbours in our building',
    'survey about our choir members',
    'something for our book club regulars',
    'a survey for the people who foster our cats',
    'questions for the local farmers who supply us',
  ])('people are never treated as a thing to like or be familiar with: %s', (message) => {
    for (const text of draft(message)) {
      expect(text).not.toMatch(
        /\blike\s+most\s+about\b|\bhow\s+familiar\s+are\s+you\s+with\b|\bfrustrates\s+you\s+about\b/i,
      );
    }
  });
});

describe('a long discovery request is never refused as a results question', () => {
  test.each([
    'We sell analytics software. I want to understand how finance teams build their monthly reports and what slows them down.',
    "residents' views on a new skate park next to the library",
    'I run a BI consultancy; find out how analysts choose dashboard tools and what annoys them, 8 questions',
    'learn how marketing managers read campaign analytics and which metrics they trust',
    'gather views from parents about the school lunch menu',
    'what insights do product managers wish they had about their users? survey PMs',
    'survey sales reps on how they use the CRM dashboards and the results they track',
    'understand how data engineers debug failed pipelines and what breaks most often',
  ])('%s', (message) => {
    const reply = offlineReply({ message, survey: null });
    expect(reply.text).not.toMatch(/only read results/i);
    expect(reply.action?.kind).toBe('create');
  });
});
