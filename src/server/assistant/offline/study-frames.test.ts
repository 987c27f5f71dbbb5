import { describe, expect, test } from 'vitest';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { frameForRequest, recognizeIntent } from './intent.ts';
import { asksTheSame } from './question-bank.ts';
import { openText, scale } from './question-kit.ts';
import { buildSurvey } from './survey-builder.ts';

function questionsOf(message: string): QuestionItem[] {
  const survey = buildSurvey(recognizeIntent(message) as never, message).survey;
  return survey.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
}

describe('kinds of study named by the request', () => {
  test.each([
    ['Van Westendorp pricing study for a project management tool', 'pricing'],
    ['would customers use a mobile app for ordering at our coffee shops', 'purchase-intent'],
    ['UX research screener for people who use budgeting apps weekly', 'screener'],
    ['Donor survey for a small animal rescue nonprofit - why they give', 'supporter'],
    ['the sign up flow on our mobile app - where do people get stuck?', 'usability'],
    ['brand awareness survey for a regional craft brewery', 'brand'],
    ['rank these benefits by importance: extra leave, gym stipend, learning budget', 'prioritisation'],
    // Not these: a vote between named choices, people leaving, an opinion on prices.
    ['ask our choir members whether rehearsals should start at 7 or 7:30', 'poll'],
    ['Why do members quit the climbing club?', 'churn'],
    ['How do gamers feel about subscription pricing for games', 'attitude'],
  ])('%s → %s', (message, frame) => {
    expect(frameForRequest(message)).toBe(frame);
  });

  test('a pricing study asks the four Van Westendorp prices of the thing named, per period', () => {
    const texts = questionsOf(
      'pricing survey for a meal kit subscription - what people would pay per week',
    ).map((question) => question.text);
    expect(texts).toContain(
      'At what price per week would the meal kit subscription be too expensive to consider?',
    );
    expect(texts.filter((text) => text.startsWith('At what price')).length).toBe(4);
  });

  test("a screener's disqualifying answers end the survey", () => {
    const questions = questionsOf('screener for a study with nurses who use electronic health records daily');
    const often = questions.find(
      (question) => question.text === 'How often do you use electronic health records?',
    );
    expect(often?.response_type).toBe('MULTIPLE_CHOICE');
    const never =
      often && 'options' in often.response_options
        ? often.response_options.options.find((option) => option.text === 'Never')
        : undefined;
    expect(often?.logic).toContainEqual(
      expect.objectContaining({
        condition: expect.objectContaining({ value: never?.id }),
        go_to: { type: 'end' },
      }),
    );
  });

  test('a hotel guest survey rates the stay, the room and check-in, never the guest', () => {
    const texts = questionsOf('hotel guest survey after checkout, short, 5 questions').map(
      (question) => question.text,
    );
    expect(texts).toHaveLength(5);
    expect(texts.join(' ')).not.toMatch(/hotel guest/i);
    expect(texts).toContain('How clean and comfortable was your room?');
  });
});

describe('asksTheSame', () => {
  const entry = (question: ReturnType<typeof openText>) => ({
    section: 's',
    priority: 1,
    measures: 'm',
    question,
  });
  test('the same question in other words is caught', () => {
    expect(
      asksTheSame(
        entry(openText('Would you give again?')),
        entry(scale('How likely are you to give to our appeal again?')),
      ),
    ).toBe(true);
    expect(
      asksTheSame(
        entry(openText('What do you value most about the club?')),
        entry(openText('What do you like most about the club?')),
      ),
    ).toBe(true);
  });
  test('different questions about one subject are kept', () => {
    expect(
      asksTheSame(
        entry(openText('What do you like most about the wifi?')),
        entry(openText('What would you change about the wifi?')),
      ),
    ).toBe(false);
    expect(
      asksTheSame(
        entry(scale('How satisfied are you with the benefits?')),
        entry(scale('Overall, how satisfied are you with your job?')),
      ),
    ).toBe(false);
  });
});
