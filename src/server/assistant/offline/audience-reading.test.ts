import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { chooseFrame } from './frames.ts';
import { listQuestions } from './question-index.ts';
import { buildSurvey } from './survey-builder.ts';

// Who a request asks is the audience, never the thing the survey is about: "resonates with young
// professionals", "appeals to busy families", "parents of toddlers". The phrasings were written as
// a stranger would type them, before reading what the generator made of them.

const CASES: { request: string; audience: RegExp; subject: RegExp }[] = [
  {
    request: 'Find out whether our new budgeting app resonates with young professionals',
    audience: /^young professionals$/,
    subject: /budgeting app/,
  },
  {
    request: 'See how parents of toddlers feel about our sleep tracker',
    audience: /^parents of toddlers$/,
    subject: /sleep tracker/,
  },
  {
    request: 'Survey nurses about the new shift scheduling tool',
    audience: /^nurses$/,
    subject: /scheduling tool/,
  },
  {
    request: 'Check if our meal kit appeals to busy families',
    audience: /^busy families$/,
    subject: /meal kit/,
  },
  {
    request: 'Get feedback on our language learning app among retirees',
    audience: /^retirees$/,
    subject: /language learning app/,
  },
  {
    request: 'Understand how college students use our note taking app',
    audience: /^college students$/,
    subject: /note taking app/,
  },
  {
    request: 'Test whether our fitness tracker is popular with runners',
    audience: /^runners$/,
    subject: /fitness tracker/,
  },
  {
    request: 'Learn what small business owners think of our invoicing software',
    audience: /^small business owners$/,
    subject: /invoicing software/,
  },
  {
    request: 'Ask teachers how they feel about the new grading platform',
    audience: /^teachers$/,
    subject: /grading platform/,
  },
  {
    request: 'Does our coffee subscription appeal to remote workers?',
    audience: /^remote workers$/,
    subject: /^our coffee subscription$/,
  },
];

describe('the people a request names', () => {
  test.each(CASES)('$request', ({ request, audience, subject }) => {
    const brief = readBrief(request);
    expect(brief.audience).toMatch(audience);
    expect(brief.subject?.reference).toMatch(subject);
    const built = buildSurvey(chooseFrame(brief), request, brief);
    const who = brief.audience!;
    // The people are asked; no question treats them as the thing asked about.
    for (const { question } of listQuestions(built.survey)) {
      expect(question.text).not.toMatch(
        new RegExp(`(?:with|about|in|of|use|using)\\s+(?:the\\s+)?${who}\\b`, 'i'),
      );
    }
    expect(built.survey.title.toLowerCase()).not.toContain(who.split(' ').at(-1)!.toLowerCase());
  });
});
