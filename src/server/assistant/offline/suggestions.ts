import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { editSurvey } from './edit-commands.ts';
import { FRAME_REQUEST_WORDS } from './frames.ts';
import type { ResearchFrame } from './frames.ts';
import { frameForRequest } from './intent.ts';
import type { CreateIntent } from './intent.ts';
import { categoryPhrase } from './question-bank.ts';
import { listQuestions } from './question-index.ts';
import { capitalize } from './text-tools.ts';
import type { Topic } from './topic.ts';

// Follow-up prompts shown as buttons. A click sends the text verbatim, so every edit suggestion is
// tried on the survey first and only those that really change it are offered.

export const MAX_SUGGESTIONS = 4;

export const CREATE_EXAMPLES = [
  'Create a concept test comparing two landing-page headlines for a budgeting app',
  'Create a customer satisfaction survey for an online grocery delivery service',
  'Create an event feedback survey for our product meetup',
  'Create a quick poll about team lunch: pizza or sushi',
];

/** The candidates that change `survey` when sent as a message, at most MAX_SUGGESTIONS. */
export function workingEditSuggestions(survey: SurveyDocument, candidates: readonly string[]): string[] {
  const seen = new Set<string>();
  const working: string[] = [];
  for (const candidate of candidates) {
    if (working.length >= MAX_SUGGESTIONS || seen.has(candidate)) continue;
    seen.add(candidate);
    if (editSurvey(survey, candidate).kind === 'updated') working.push(candidate);
  }
  return working;
}

function firstOptionalQuestion(survey: SurveyDocument): number | undefined {
  return listQuestions(survey).find((entry) => !entry.question.required)?.number;
}

function welcomeAsksForEmail(survey: SurveyDocument): boolean {
  const welcome = survey.pages.find((page) => page.page_type === 'WELCOME');
  return (
    welcome !== undefined &&
    welcome.options.collectEmail !== undefined &&
    welcome.options.collectEmail !== 'hidden'
  );
}

/** Edits that suit most surveys: make one required, change the e-mail field. */
function generalEdits(survey: SurveyDocument): string[] {
  const optional = firstOptionalQuestion(survey);
  return [
    ...(optional === undefined ? [] : [`Make question ${optional} required`]),
    welcomeAsksForEmail(survey) ? "Don't ask for email" : 'Ask for email',
  ];
}

function alternativeTitle(intent: CreateIntent, topic: Topic, variantNoun: string | null): string {
  const r = topic.reference;
  switch (intent) {
    case 'concept-test':
      return `Which ${variantNoun ?? 'concept'} wins?`;
    case 'product-feedback':
      return `Your thoughts on ${r}`;
    case 'customer-satisfaction':
      return 'How did we do?';
    case 'nps':
      return `Would you recommend ${r}?`;
    case 'event-feedback':
      return `How was ${r}?`;
    case 'market-research':
      return `What do you need from ${categoryPhrase(topic)}?`;
    case 'poll':
      return 'Have your say';
    case 'churn':
      return 'Why did you leave?';
    case 'purchase-decision':
      return 'How do you choose?';
    case 'habits':
      return 'Your habits';
    case 'attitude':
      return `What do you think of ${r}?`;
    case 'employee':
      return 'Your voice at work';
    case 'service-experience':
      return 'How was your experience?';
    case 'consultation':
      return `Your view on ${r}`;
    case 'course-evaluation':
      return 'How was the course?';
    case 'pricing':
      return 'What would you pay?';
    case 'purchase-intent':
      return 'Would you use it?';
    case 'screener':
      return 'Could you take part?';
    case 'supporter':
      return 'Thank you for your support';
    case 'usability':
      return 'How easy was it?';
    case 'brand':
      return 'What do you think of us?';
    case 'prioritisation':
      return 'What matters most to you?';
    case 'workflow':
      return 'Tell us how you do it';
    case 'ideas':
      return 'Share your ideas';
    case 'rsvp':
      return 'Will you join us?';
    case 'pmf':
      return 'How would you feel without us?';
    case 'feeling':
      return 'How do you feel there?';
    case 'access':
      return 'Tell us how you get what you need';
    case 'exploratory':
      return `Tell us about ${r}`;
  }
}

/** Other readings worth offering for each frame when the request could mean either. */
const OTHER_READINGS: Record<ResearchFrame, readonly ResearchFrame[]> = {
  'concept-test': ['poll', 'market-research'],
  'product-feedback': ['customer-satisfaction', 'nps'],
  'customer-satisfaction': ['nps', 'service-experience'],
  nps: ['customer-satisfaction', 'product-feedback'],
  'event-feedback': ['attitude', 'poll'],
  'market-research': ['purchase-decision', 'concept-test'],
  poll: ['attitude', 'concept-test'],
  churn: ['customer-satisfaction', 'attitude'],
  'purchase-decision': ['market-research', 'habits'],
  habits: ['attitude', 'purchase-decision'],
  attitude: ['habits', 'exploratory'],
  employee: ['attitude', 'exploratory'],
  'service-experience': ['customer-satisfaction', 'nps'],
  consultation: ['attitude', 'poll'],
  'course-evaluation': ['event-feedback', 'nps'],
  pricing: ['market-research', 'purchase-intent'],
  'purchase-intent': ['market-research', 'concept-test'],
  screener: ['habits', 'market-research'],
  supporter: ['attitude', 'nps'],
  usability: ['product-feedback', 'customer-satisfaction'],
  brand: ['attitude', 'market-research'],
  prioritisation: ['poll', 'product-feedback'],
  workflow: ['habits', 'exploratory'],
  ideas: ['prioritisation', 'product-feedback'],
  rsvp: ['event-feedback', 'poll'],
  pmf: ['nps', 'product-feedback'],
  feeling: ['attitude', 'exploratory'],
  access: ['habits', 'exploratory'],
  exploratory: ['attitude', 'habits'],
};

/**
 * Corrections to how the request was read: the same subject as another kind of study, e.g.
 * "Create an opinion survey about remote work". Each is checked to read as that study.
 */
export function readingSuggestions(intent: CreateIntent, topic: Topic): string[] {
  if (topic.generic) return [];
  const subject = topic.reference.replace(/^(?:the|your)\s+/i, 'the ');
  return OTHER_READINGS[intent]
    .map((frame) => ({ frame, text: `Create ${FRAME_REQUEST_WORDS[frame]} ${subject}` }))
    .filter(({ frame, text }) => frameForRequest(text) === frame)
    .map(({ text }) => text)
    .slice(0, 2);
}

function intentEdits(intent: CreateIntent, survey: SurveyDocument): string[] {
  switch (intent) {
    case 'concept-test':
      return ['Add a variant', 'Add a question asking how likely they are to recommend it, 0 to 10'];
    case 'nps':
      return [
        'Add a multiple choice question asking how often they use it with options Daily, Weekly, Monthly, Rarely',
      ];
    case 'poll': {
      const first = listQuestions(survey)[0];
      const placeholders =
        first?.question.response_type === 'MULTIPLE_CHOICE' &&
        first.question.response_options.options.some((option) => /^Option [A-Z]$/.test(option.text));
      return placeholders
        ? ['Set the options of question 1 to Pizza, Sushi, Tacos']
        : ['Add a yes/no question asking whether they would join next time'];
    }
    default:
      return ['Add a question asking how likely they are to recommend it, 0 to 10'];
  }
}

/** Suggestions after a survey was created. */
export function suggestionsAfterCreate(
  intent: CreateIntent,
  survey: SurveyDocument,
  topic: Topic,
  variantNoun: string | null,
): string[] {
  const rename = `Rename the survey to ${capitalize(alternativeTitle(intent, topic, variantNoun))}`;
  const candidates = [...intentEdits(intent, survey), rename, ...generalEdits(survey)];
  const readings = readingSuggestions(intent, topic).slice(0, 1);
  const edits = workingEditSuggestions(survey, candidates).slice(0, MAX_SUGGESTIONS - readings.length);
  return [...edits.slice(0, 2), ...readings, ...edits.slice(2)].slice(0, MAX_SUGGESTIONS);
}

/** Suggestions after an edit: the usual next steps on the changed survey. */
export function suggestionsAfterEdit(survey: SurveyDocument): string[] {
  const questions = listQuestions(survey);
  const last = questions[questions.length - 1];
  const candidates = [
    ...generalEdits(survey),
    'Add a question asking how likely they are to recommend it, 0 to 10',
    ...(survey.pages.some((page) => page.content_blocks.some((block) => block.type === 'MEDIA_SET'))
      ? ['Add a variant']
      : []),
    ...(last && questions.length > 1 ? [`Remove question ${last.number}`] : []),
  ];
  return workingEditSuggestions(survey, candidates).slice(0, 3);
}
