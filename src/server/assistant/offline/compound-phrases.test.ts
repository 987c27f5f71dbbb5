import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { chooseFrame } from './frames.ts';
import { listQuestions } from './question-index.ts';
import { buildSurvey } from './survey-builder.ts';

// A compound noun stays whole when one of its words could also be a verb ("leave", "hire",
// "sign up", "help"): "the new parental leave policy", "new hire onboarding". The phrasings were
// written as a stranger would type them, before reading what the generator made of them.

const CASES: { request: string; phrase: RegExp }[] = [
  { request: 'Feedback on the new parental leave policy', phrase: /new parental leave policy/ },
  { request: 'Feedback on our new hire onboarding', phrase: /new hire onboarding/ },
  { request: 'Feedback on our help centre search', phrase: /help centre search/ },
  { request: 'Get feedback on the sick leave process', phrase: /sick leave process/ },
  { request: 'Survey about our new hire orientation program', phrase: /new hire orientation program/ },
  { request: 'How do employees feel about the annual leave policy', phrase: /annual leave policy/ },
  { request: 'Collect feedback on the mobile banking app', phrase: /mobile banking app/ },
  { request: 'What do customers think of our live chat support', phrase: /live chat support/ },
  // "market" after the people is a verb in "how farmers market their produce", not here.
  { request: 'Feedback on our Saturday farmers market', phrase: /saturday farmers market/ },
  { request: 'Feedback on our farmers market on Saturdays', phrase: /farmers market/ },
];

describe('compound nouns', () => {
  test.each(CASES)('$request', ({ request, phrase }) => {
    const brief = readBrief(request);
    expect(brief.subject?.name.toLowerCase()).toMatch(phrase);
    const built = buildSurvey(chooseFrame(brief), request, brief);
    const texts = [built.survey.title, ...listQuestions(built.survey).map((entry) => entry.question.text)];
    const whole = phrase.source;
    const head = whole.split(' ').slice(1).join(' ');
    // Wherever the tail of the phrase appears, it appears whole.
    for (const text of texts)
      if (text.toLowerCase().includes(head)) expect(text.toLowerCase()).toMatch(phrase);
  });
});
