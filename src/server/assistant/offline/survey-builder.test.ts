import { describe, expect, test } from 'vitest';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import { MAX_BLOCKS_PER_PAGE, surveyDocumentSchema } from '#shared/survey/survey-schema.ts';
import type { MediaItem, QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { createIntents, frameForRequest } from './intent.ts';
import type { CreateIntent } from './intent.ts';
import { pickQuestions } from './question-bank.ts';
import type { BankQuestion } from './question-kit.ts';
import { listQuestions } from './question-index.ts';
import { buildSurvey } from './survey-builder.ts';

const REQUESTS: Record<CreateIntent, { message: string; topic: string }> = {
  'concept-test': {
    message: 'Create a concept test comparing two landing-page headlines for a budgeting app',
    topic: 'budgeting app',
  },
  'product-feedback': { message: 'Product feedback survey for our recipe app', topic: 'recipe app' },
  'customer-satisfaction': {
    message: 'customer satisfaction survey for an online grocery delivery service',
    topic: 'online grocery delivery service',
  },
  nps: { message: 'NPS survey for Acme Bank', topic: 'Acme Bank' },
  'event-feedback': { message: 'event feedback for our product meetup', topic: 'product meetup' },
  'market-research': {
    message: 'market research for a meal-kit subscription',
    topic: 'meal-kit subscription',
  },
  poll: { message: 'quick poll about team lunch: pizza or sushi', topic: 'team lunch' },
  churn: { message: 'Why do members quit the climbing club?', topic: 'climbing club' },
  'purchase-decision': { message: 'How do students choose a laptop?', topic: 'laptop' },
  habits: { message: 'How often do people cook at home?', topic: 'cook at home' },
  attitude: { message: 'What do residents think of the new bike lanes?', topic: 'new bike lanes' },
  employee: { message: 'Staff survey about the new shift schedule', topic: 'new shift schedule' },
  'service-experience': { message: 'Patient experience after a telehealth visit', topic: 'telehealth visit' },
  consultation: { message: 'consultation on a proposed bus lane on Station Road', topic: 'bus lane' },
  'course-evaluation': {
    message: 'course evaluation for the beginners Spanish class',
    topic: 'Spanish class',
  },
  pricing: { message: 'pricing survey for a meal kit subscription', topic: 'meal kit subscription' },
  'purchase-intent': {
    message: 'would customers use a mobile app for ordering at our coffee shops',
    topic: 'mobile app for ordering',
  },
  screener: {
    message: 'screener for nurses who use electronic health records daily',
    topic: 'electronic health records',
  },
  supporter: { message: 'volunteer survey for our food bank', topic: 'food bank' },
  usability: { message: 'usability survey for the checkout flow on our website', topic: 'checkout flow' },
  brand: { message: 'brand awareness survey for our craft brewery', topic: 'craft brewery' },
  prioritisation: {
    message: 'help us prioritise features: dark mode, exports, team spaces',
    topic: 'features',
  },
  workflow: { message: 'research how nurses handle shift handovers', topic: 'shift handovers' },
  ideas: { message: 'what new flavours would customers like at our ice cream shop', topic: 'flavours' },
  rsvp: { message: 'rsvp form for the alumni reunion dinner', topic: 'reunion' },
  pmf: { message: 'product-market fit survey for our recipe app', topic: 'recipe app' },
  feeling: { message: 'do parents feel welcome at the school gates', topic: 'school gates' },
  access: { message: 'how do students get mental health support', topic: 'mental health support' },
  exploratory: { message: 'remote work', topic: 'remote work' },
};

function questionsOf(survey: SurveyDocument): QuestionItem[] {
  return listQuestions(survey).map((entry) => entry.question);
}

function mediaSets(survey: SurveyDocument): MediaItem[][] {
  return survey.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'MEDIA_SET' ? [block.items] : [])),
  );
}

describe.each(createIntents)('%s', (intent) => {
  const { message, topic } = REQUESTS[intent];
  const built = buildSurvey(intent, message);
  const { survey } = built;

  test('is a canonical document that normalises to itself', () => {
    expect(surveyDocumentSchema.safeParse(survey).success).toBe(true);
    expect(normalizeSurvey(survey)).toEqual({ ok: true, survey });
  });

  test('opens with a welcome page that says how long it takes and ends with a thank-you page', () => {
    const welcome = survey.pages[0]!;
    expect(welcome.page_type).toBe('WELCOME');
    expect(welcome.title).not.toBe('');
    expect(welcome.description).toMatch(/It takes about (?:a minute|\d+ minutes)\./);
    expect(welcome.options.collectName).toBeDefined();
    expect(welcome.options.collectEmail).toBeDefined();
    expect(survey.pages.at(-1)!.page_type).toBe('THANK_YOU');
    expect(survey.pages.slice(1, -1).every((page) => page.page_type === 'STANDARD')).toBe(true);
  });

  test('asks 4–8 questions, at most two blocks per page', () => {
    const questions = questionsOf(survey);
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(8);
    for (const page of survey.pages)
      expect(page.content_blocks.length).toBeLessThanOrEqual(MAX_BLOCKS_PER_PAGE);
    expect(built.questions.map((entry) => entry.text)).toEqual(questions.map((question) => question.text));
  });

  test('mixes response types and words questions for the topic', () => {
    const questions = questionsOf(survey);
    expect(new Set(questions.map((question) => question.response_type)).size).toBeGreaterThanOrEqual(3);
    expect(questions.some((question) => question.response_type === 'FREE_RESPONSE')).toBe(true);
    const texts = [survey.title, ...questions.map((question) => question.text)].join(' ').toLowerCase();
    expect(texts).toContain(topic.toLowerCase());
    for (const question of questions) {
      expect(question.text).toMatch(/\?$/);
      expect(question.text).not.toMatch(/\b(?:they|their)\b/);
    }
  });

  test('scales carry balanced end labels and choice options are distinct', () => {
    for (const question of questionsOf(survey)) {
      if (question.response_type === 'NUMBER_SELECT') {
        expect(question.response_options.min_label).not.toBe('Min');
        expect(question.response_options.max_label).not.toBe('Max');
      }
      if (question.response_type === 'SLIDER') expect(question.response_options.labels.min).not.toBe('Min');
      if (question.response_type === 'MULTIPLE_CHOICE') {
        const texts = question.response_options.options.map((option) => option.text.toLowerCase());
        expect(new Set(texts).size).toBe(texts.length);
        expect(texts.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test.each([1, 3, 5, 12])('honours a request for %i questions', (count) => {
    const sized = buildSurvey(intent, `${message}, ${count}-question`);
    expect(questionsOf(sized.survey)).toHaveLength(count);
    for (const page of sized.survey.pages)
      expect(page.content_blocks.length).toBeLessThanOrEqual(MAX_BLOCKS_PER_PAGE);
  });

  test('a request for more than 12 questions gets 12', () => {
    expect(questionsOf(buildSurvey(intent, `${message} with 40 questions`).survey)).toHaveLength(12);
  });
});

describe('concept tests', () => {
  test('show the variants beside the questions on the same page', () => {
    const { survey } = buildSurvey('concept-test', REQUESTS['concept-test'].message);
    expect(survey.title).toBe('Budgeting app: landing-page headline test');
    const page = survey.pages[1]!;
    expect(page.content_blocks.map((block) => block.type)).toEqual(['MEDIA_SET', 'QUESTION_SET']);
    const [variants] = mediaSets(survey);
    expect(variants).toHaveLength(2);
    expect(variants!.map((item) => [item.media_type, item.title, item.show_title])).toEqual([
      ['DESCRIPTION', 'Variant A', true],
      ['DESCRIPTION', 'Variant B', true],
    ]);
    expect(variants![0]!.media_data).toEqual({
      text: 'Headline A: replace this with your first landing-page headline.',
    });
    expect(variants![1]!.media_data).toEqual({
      text: 'Headline B: replace this with your second landing-page headline.',
    });
  });

  test('ask preference, appeal per variant, clarity, likelihood to act and why', () => {
    const questions = questionsOf(buildSurvey('concept-test', REQUESTS['concept-test'].message).survey);
    const texts = questions.map((question) => question.text);
    expect(texts).toEqual([
      'How appealing is Variant A?',
      'How appealing is Variant B?',
      'Which landing-page headline do you prefer?',
      'What made you choose that landing-page headline?',
      'How clearly does your preferred landing-page headline explain what the budgeting app offers?',
      'Based on your preferred landing-page headline, how likely are you to try the budgeting app?',
    ]);
    const preference = questions[2]!;
    expect(preference.response_type).toBe('MULTIPLE_CHOICE');
    expect(preference.response_options).toMatchObject({ allow_multiple: false });
    // A forced choice linked to the variants (variants_of): no "No preference" option.
    expect(
      'options' in preference.response_options &&
        preference.response_options.options.map((option) => option.text),
    ).toEqual(['Variant A', 'Variant B']);
  });

  test('three headlines make three variants and an appeal question for each', () => {
    const { survey } = buildSurvey('concept-test', 'A/B test three headlines for our bakery');
    expect(mediaSets(survey)[0]).toHaveLength(3);
    expect(mediaSets(survey)[0]![2]!.title).toBe('Variant C');
    expect(
      questionsOf(survey).filter((question) => question.text.startsWith('How appealing is')),
    ).toHaveLength(3);
  });

  test('without a named subject the wording stays generic', () => {
    const { survey, topic } = buildSurvey('concept-test', 'concept test');
    expect(topic.generic).toBe(true);
    expect(survey.title).toBe('Concept test');
    expect(mediaSets(survey)[0]).toHaveLength(2);
  });
});

describe('polls', () => {
  test('offer the named choices', () => {
    const first = questionsOf(buildSurvey('poll', REQUESTS.poll.message).survey)[0]!;
    expect(first.text).toBe('What is your pick for team lunch?');
    expect(
      'options' in first.response_options && first.response_options.options.map((option) => option.text),
    ).toEqual(['Pizza', 'Sushi']);
  });

  test('offer placeholders and "Other" when no choices are named', () => {
    const first = questionsOf(buildSurvey('poll', 'quick poll').survey)[0]!;
    expect(first.response_options).toMatchObject({ allow_other: true });
  });
});

describe('pickQuestions', () => {
  const entry = (priority: number, group?: string): BankQuestion => ({
    section: 's',
    priority,
    measures: String(priority),
    question: { text: String(priority) },
    ...(group === undefined ? {} : { group }),
  });

  test('keeps the bank order, takes groups whole or not at all', () => {
    const bank = [entry(5, 'g'), entry(5, 'g'), entry(1), entry(2), entry(3)];
    expect(pickQuestions(bank, 3).map((item) => item.priority)).toEqual([1, 2, 3]);
    expect(pickQuestions(bank, 4).map((item) => item.priority)).toEqual([1, 2, 3]);
    expect(pickQuestions(bank, 5).map((item) => item.priority)).toEqual([5, 5, 1, 2, 3]);
  });
});

describe('requests from issue 13', () => {
  const texts = (message: string) =>
    questionsOf(buildSurvey(frameForRequest(message), message).survey).map((question) => question.text);

  test('a Berlin meetup: the meetup is the subject, Berlin the place, no stray "-day"', () => {
    const built = buildSurvey('event-feedback', 'We are running a 2-day product meetup in Berlin');
    expect(built.survey.title).toBe('Product meetup feedback');
    expect(built.survey.description).toContain('the product meetup in Berlin');
    expect(JSON.stringify(built.survey)).not.toMatch(/-day|We are running/);
  });

  test('a poll on Lisbon or Porto offers exactly those two', () => {
    const first = questionsOf(buildSurvey('poll', 'Lisbon or Porto for the offsite?').survey)[0]!;
    expect(first.text).toBe('What is your pick for the offsite?');
    expect(
      'options' in first.response_options && first.response_options.options.map((option) => option.text),
    ).toEqual(['Lisbon', 'Porto']);
  });

  test('textbooks: questions about buying textbooks, not "a product like this"', () => {
    const asked = texts('Market research on how students buy textbooks');
    expect(asked).toContain('What matters most to you when you buy textbooks?');
    expect(asked.join(' ')).not.toContain('a product like this');
  });

  test('gym cancellations ask why people cancelled', () => {
    expect(texts('Help me understand why people cancel their gym membership')[0]).toBe(
      'What was the main reason you decided to cancel your gym membership?',
    );
  });

  test('what people do not do is asked as a barrier', () => {
    expect(texts("why ppl don't finish online courses")).toEqual(
      expect.arrayContaining([
        "What is the main reason you don't finish online courses?",
        'What stops you from finishing online courses?',
      ]),
    );
  });
});

describe('concept test study designs (issue 11)', () => {
  const setOf = (survey: SurveyDocument) =>
    survey.pages.flatMap((page) => page.content_blocks).find((block) => block.type === 'MEDIA_SET');

  test('side by side unless the request names another design', () => {
    const { survey } = buildSurvey('concept-test', 'which of these two ads works better?');
    const set = setOf(survey);
    expect(set?.type === 'MEDIA_SET' && set.design).toBeUndefined();
    expect(set?.type === 'MEDIA_SET' && set.items).toHaveLength(2);
  });

  test('monadic: questions about the variant on screen, no per-variant appeal questions', () => {
    const { survey } = buildSurvey(
      'concept-test',
      'monadic concept test of two packaging designs for our tea',
    );
    const set = setOf(survey);
    expect(set?.type === 'MEDIA_SET' && set.design).toBe('monadic');
    const texts = questionsOf(survey).map((question) => question.text);
    expect(texts[0]).toBe('How appealing is this packaging design?');
    expect(texts.join(' ')).not.toMatch(/Variant [A-Z]/);
    expect(texts).toContain('How clearly does this packaging design explain what our tea offers?');
  });

  test('sequential monadic: per-variant questions, then a preference question over the variants', () => {
    const { survey } = buildSurvey(
      'concept-test',
      'Run a sequential monadic test of three headlines for our bakery',
    );
    const set = setOf(survey);
    if (set?.type !== 'MEDIA_SET') throw new Error('expected a media set');
    expect(set.design).toBe('sequential_monadic');
    const preference = questionsOf(survey).at(-1)!;
    expect(preference.text).toBe('Now that you have seen them all, which headline do you prefer?');
    expect(preference.response_options).toMatchObject({ variants_of: set.id });
    expect(
      'options' in preference.response_options &&
        preference.response_options.options.map((option) => option.id),
    ).toEqual(set.items.map((item) => item.id));
  });
});
