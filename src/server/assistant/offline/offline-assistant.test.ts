import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SurveyListRow, SurveyReport } from '#shared/report/report-types.ts';
import { surveyDocumentSchema } from '#shared/survey/survey-schema.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { createIntents, recognizeIntent } from './intent.ts';
import type { CreateIntent } from './intent.ts';
import { listQuestions } from './question-index.ts';
import { OFFLINE_NOTICE, offlineReply } from './offline-assistant.ts';
import type { OfflineReply } from './offline-assistant.ts';
import { buildSurvey } from './survey-builder.ts';

const CREATE_MESSAGES: Record<CreateIntent, string> = {
  'concept-test': 'Create a concept test comparing two landing-page headlines for a budgeting app',
  'product-feedback': 'I need product feedback on our recipe app',
  'customer-satisfaction': 'customer satisfaction survey for an online grocery delivery service',
  nps: 'NPS survey for Acme Bank',
  'event-feedback': 'event feedback for our product meetup',
  'market-research': 'market research for a meal-kit subscription',
  poll: 'quick poll about team lunch',
  churn: 'Why do members quit the climbing club?',
  'purchase-decision': 'How do students choose a laptop?',
  habits: 'How often do people cook at home?',
  attitude: 'What do residents think of the new bike lanes?',
  employee: 'Employee engagement survey for our warehouse staff',
  'service-experience': 'Patient experience after a telehealth visit',
  consultation: 'consultation on a proposed bus lane on Station Road',
  'course-evaluation': 'course evaluation for the beginners Spanish class',
  pricing: 'pricing survey for a meal kit subscription, what people would pay per week',
  'purchase-intent': 'would customers use a mobile app for ordering at our coffee shops',
  screener: 'screener for people who use budgeting apps weekly',
  supporter: 'donor survey for our animal rescue charity',
  usability: 'usability survey for the checkout flow on our website',
  brand: 'brand awareness survey for our craft brewery',
  prioritisation: 'help us prioritise features: dark mode, exports, team spaces',
  workflow: 'Help me figure out how finance admins approve expenses in our tool',
  ideas: 'what features should we build next for our project management tool',
  rsvp: 'RSVP form for our summer garden party with meal choices',
  pmf: 'product-market fit survey for our recipe app',
  feeling: 'do visitors feel safe in the underground car park at night',
  access: 'how do carers find respite care in our county',
  exploratory: 'remote work',
};

function created(reply: OfflineReply): SurveyDocument {
  if (reply.action?.kind !== 'create')
    throw new Error(`expected a new survey, got ${JSON.stringify(reply.action)}`);
  return reply.action.survey;
}

function expectSuggestionCount(reply: OfflineReply) {
  expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
  expect(reply.suggestions.length).toBeLessThanOrEqual(4);
}

describe('creating surveys', () => {
  test.each(createIntents)('%s: creates, summarises and ends with the offline notice', (intent) => {
    expect(recognizeIntent(CREATE_MESSAGES[intent])).toBe(intent);
    const reply = offlineReply({ message: CREATE_MESSAGES[intent], survey: null });
    const survey = created(reply);
    expect(surveyDocumentSchema.safeParse(survey).success).toBe(true);
    expect(reply.text).toContain(`I've created **${survey.title}**`);
    expect(reply.text).toContain(`with ${listQuestions(survey).length} questions`);
    for (const entry of listQuestions(survey)) expect(reply.text).toContain(entry.question.text);
    expect(reply.text.endsWith(OFFLINE_NOTICE)).toBe(true);
    expectSuggestionCount(reply);
  });

  test.each(createIntents)(
    '%s: every suggestion changes the new survey or offers another reading of the request',
    (intent) => {
      const reply = offlineReply({ message: CREATE_MESSAGES[intent], survey: null });
      const survey = created(reply);
      for (const suggestion of reply.suggestions) {
        const next = offlineReply({ message: suggestion, survey });
        if (suggestion.startsWith('Create ')) {
          // Another reading: a new survey of another kind, about the same subject.
          expect(next.action?.kind, suggestion).toBe('create');
          expect(recognizeIntent(suggestion), suggestion).not.toBe(intent);
        } else {
          expect(next.action?.kind, suggestion).toBe('update');
        }
        expect(surveyDocumentSchema.safeParse(next.action?.survey).success).toBe(true);
      }
    },
  );

  test('the reply says how the request was read: kind, topic, people asked and what they do', () => {
    const reply = offlineReply({
      message: 'Help me understand why people cancel their gym membership',
      survey: null,
    });
    expect(reply.text).toContain(
      'I read your request as a study of why people leave (topic: your gym membership; what they do: “cancel your gym membership”).',
    );
    expect(listQuestions(created(reply)).map((entry) => entry.question.text)).toContain(
      'What was the main reason you decided to cancel your gym membership?',
    );
    expect(reply.suggestions).toContain('Create a customer satisfaction survey for the gym membership');
  });

  test('a sentence with an edit verb but no survey to edit becomes a survey', () => {
    const reply = offlineReply({ message: 'ask gamers what they think of loot boxes', survey: null });
    const survey = created(reply);
    expect(listQuestions(survey)[0]!.question.text).toBe('Overall, how do you feel about loot boxes?');
    expect(survey.description).toContain('Asks gamers.');
  });

  test('a concept test suggests adding a variant', () => {
    expect(offlineReply({ message: CREATE_MESSAGES['concept-test'], survey: null }).suggestions).toContain(
      'Add a variant',
    );
  });

  test('a create request while a survey exists makes a new survey', () => {
    const existing = buildSurvey('poll', 'quick poll about lunch').survey;
    const reply = offlineReply({
      message: 'create a new survey about our onboarding flow',
      survey: existing,
    });
    expect(created(reply).title).toBe('Onboarding flow: usability survey');
    expect(reply.text).toContain('the previous one is unchanged');
  });
});

describe('editing', () => {
  const survey = buildSurvey('concept-test', CREATE_MESSAGES['concept-test']).survey;

  test('the four commands from the issue', () => {
    const signUp = offlineReply({
      message: 'add a question asking how likely they are to sign up, 1 to 10',
      survey,
    });
    expect(signUp.action?.kind).toBe('update');
    expect(signUp.text).toBe('Added question 7: “How likely are you to sign up?” (a 1–10 scale).');

    const choice = offlineReply({
      message: 'make the second question multiple choice with options Weekly, Monthly, Never',
      survey,
    });
    expect(choice.action?.kind).toBe('update');
    expect(choice.text).toBe('Question 2 is now multiple choice: Weekly, Monthly, Never.');

    const welcome = buildSurvey('product-feedback', 'product feedback for our app').survey;
    const email = offlineReply({ message: "remove the welcome page's email field", survey: welcome });
    expect(email.action?.kind).toBe('update');
    expect(email.action?.survey.pages[0]?.options.collectEmail).toBe('hidden');

    const german = offlineReply({ message: 'translate everything to German', survey });
    expect(german.action).toBeNull();
    expect(german.text).toContain("can't translate the survey into German while offline");
    expect(german.text).toContain(OFFLINE_NOTICE);
  });

  test('edit confirmations are one line without the notice', () => {
    const reply = offlineReply({ message: 'Rename the survey to Headline check', survey });
    expect(reply.text).toBe('Renamed the survey to “Headline check”.');
    expect(reply.text).not.toContain(OFFLINE_NOTICE);
    expectSuggestionCount(reply);
  });

  test('a missing target explains what exists', () => {
    const reply = offlineReply({ message: 'remove question 9', survey });
    expect(reply.action).toBeNull();
    expect(reply.text).toContain('There is no question 9. This survey has 6 questions.');
    expect(reply.text).toContain('- 1. How appealing is Variant A?');
    expectSuggestionCount(reply);
  });

  test('an instruction it cannot follow lists the edits it knows, with the notice', () => {
    const reply = offlineReply({ message: 'change the colour to blue', survey });
    expect(reply.action).toBeNull();
    expect(reply.text).toContain("I couldn't work out that change");
    expect(reply.text).toContain('This survey has 6 questions');
    expect(reply.text).toContain(OFFLINE_NOTICE);
  });

  test('without a survey there is nothing to edit', () => {
    const reply = offlineReply({ message: 'remove question 2', survey: null });
    expect(reply.action).toBeNull();
    expect(reply.text).toContain("There's no survey yet");
    expect(reply.suggestions.every((suggestion) => suggestion.startsWith('Create'))).toBe(true);
  });
});

describe('help, greetings and unknown messages', () => {
  test.each(['hello', 'help', 'what can you do?', 'qwerty uiop'])(
    '%s explains the commands with examples',
    (message) => {
      const reply = offlineReply({ message, survey: null });
      expect(reply.action).toBeNull();
      expect(reply.text).toContain('**Create**');
      expect(reply.text).toContain('**Edit**');
      expect(reply.text).toContain(OFFLINE_NOTICE);
      expectSuggestionCount(reply);
      for (const suggestion of reply.suggestions) expect(recognizeIntent(suggestion)).not.toBe('unknown');
    },
  );

  test('help beside a survey suggests edits that work on it', () => {
    const survey = buildSurvey('nps', 'NPS survey for Acme').survey;
    const reply = offlineReply({ message: 'help', survey });
    expectSuggestionCount(reply);
    expect(offlineReply({ message: reply.suggestions[0]!, survey }).action?.kind).toBe('update');
  });
});

describe('results', () => {
  const rows = [
    { title: 'Logo test', submission_count: 31, is_public: true },
    { title: 'Spring NPS', submission_count: 12, is_public: false },
  ].map(
    (row, index) =>
      ({
        ...row,
        id: `s${index}`,
        share_id: `x${index}`,
        description: '',
        cover_image_url: null,
        status: 'draft',
        created_at: '',
        latest_submission_at: null,
      }) as SurveyListRow,
  );

  test('on the polls page', () => {
    const reply = offlineReply({
      message: 'Which survey has the most responses?',
      survey: null,
      pageContext: { page: 'polls' },
      surveys: rows,
    });
    expect(reply.text).toContain('**Logo test** has the most responses: 31');
    expect(reply.action).toBeNull();
    expectSuggestionCount(reply);
  });

  test('on an analytics page with no responses', () => {
    const report = {
      survey: {
        id: 'r',
        title: 'Empty',
        description: '',
        created_at: '',
        status: 'active',
        share_id: 'r',
        is_public: true,
      },
      totalResponses: 0,
      participants: 0,
      pages: [],
      generated_at: '',
    } satisfies SurveyReport;
    const reply = offlineReply({
      message: 'summarise the results',
      survey: null,
      pageContext: { page: 'test-results', projectId: 'r' },
      report,
    });
    expect(reply.text).toContain('**Empty** has no responses yet');
    expectSuggestionCount(reply);
  });

  test('elsewhere it points to where results are', () => {
    const reply = offlineReply({ message: 'what did people say about variant B?', survey: null });
    expect(reply.text).toContain('analytics page');
  });
});

describe('robustness', () => {
  const words = [
    'add',
    'remove',
    'delete',
    'make',
    'change',
    'rename',
    'set',
    'question',
    'the',
    'second',
    'last',
    'a',
    'variant',
    'options',
    'with',
    'to',
    'required',
    'optional',
    'slider',
    'multiple choice',
    'yes/no',
    'free text',
    '1-5',
    'rating',
    '0 to 10',
    'email',
    'name',
    "don't",
    'ask',
    'for',
    'survey',
    'title',
    'translate',
    'German',
    'called',
    '"Hi"',
    'of',
    'Red, Green',
    'option',
    'other',
    'all',
    'questions',
    '3',
    '12',
    '0',
    '-4',
    '999',
    'about',
    'price',
    'create',
    'poll',
    'NPS',
    'concept test',
    'results',
    'what did people say',
    '?',
    ':',
    'it',
    'call',
    'allow',
  ];
  const message = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(' ')),
  );
  const survey = fc
    .tuple(
      fc.constantFrom(...createIntents),
      fc.integer({ min: 1, max: 12 }),
      fc.constantFrom('budgeting app', 'the team offsite', 'Acme'),
    )
    .map(
      ([intent, count, topic]) =>
        buildSurvey(intent, `${CREATE_MESSAGES[intent]} about ${topic}, ${count}-question`).survey,
    );

  // 150 runs of up to four messages, each read with the NLP library: about 17 s alone, over 40 s
  // when the machine's other jobs share its two cores.
  test('offlineReply never throws and every action holds a valid survey', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(survey, fc.array(message, { minLength: 1, maxLength: 4 }), (start, messages) => {
        let current: SurveyDocument | null = start;
        for (const text of messages) {
          const reply = offlineReply({ message: text, survey: current });
          expect(typeof reply.text).toBe('string');
          expect(reply.suggestions.length).toBeLessThanOrEqual(4);
          if (reply.action !== null) {
            expect(surveyDocumentSchema.safeParse(reply.action.survey).success).toBe(true);
            current = reply.action.survey;
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  test('offlineReply never throws without a survey', () => {
    fc.assert(
      fc.property(message, (text) => {
        const reply = offlineReply({ message: text, survey: null });
        if (reply.action !== null) {
          expect(reply.action.kind).toBe('create');
          expect(surveyDocumentSchema.safeParse(reply.action.survey).success).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
