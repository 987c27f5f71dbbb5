import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import type { PageOptions, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { CreateIntent } from './intent.ts';
import { categoryPhrase, defaultQuestionCount, pickQuestions, questionBank } from './question-bank.ts';
import type { BankContext } from './question-bank.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import { requestedPollOptions, requestedQuestionCount, requestedVariantCount } from './request-details.ts';
import { capitalize, NUMBER_WORDS, ordinalWord, pluralize, singularize } from './text-tools.ts';
import { extractTopic, topicTitle } from './topic.ts';
import type { Topic } from './topic.ts';
import { variantLabel, variantLetter } from '#shared/survey/variant-label.ts';

// Builds a complete survey for a create request: a welcome page, the questions on pages of at
// most MAX_QUESTIONS_PER_PAGE (a concept test shows its variants beside its questions), and a
// thank-you page. Written in the lenient form and run through normalizeSurvey(), the same path
// templates and model output take.

const MAX_QUESTIONS_PER_PAGE = 4;

export interface BuiltQuestion {
  text: string;
  measures: string;
  responseType: string;
}

export interface BuiltSurvey {
  intent: CreateIntent;
  survey: SurveyDocument;
  topic: Topic;
  questions: BuiltQuestion[];
  /** Concept tests: how many variants the showcase holds (0 otherwise). */
  variantCount: number;
  /** Concept tests: what a variant is ("landing-page headline"). */
  variantNoun: string | null;
}

const WELCOME_FIELDS: Record<CreateIntent, PageOptions> = {
  // Anonymous by default where honesty matters more than follow-up; e-mail where a follow-up helps.
  'concept-test': { collectName: 'optional', collectEmail: 'hidden' },
  'product-feedback': { collectName: 'optional', collectEmail: 'optional' },
  'customer-satisfaction': { collectName: 'optional', collectEmail: 'optional' },
  nps: { collectName: 'optional', collectEmail: 'optional' },
  'event-feedback': { collectName: 'optional', collectEmail: 'optional' },
  'market-research': { collectName: 'hidden', collectEmail: 'hidden' },
  poll: { collectName: 'hidden', collectEmail: 'hidden' },
};

interface Wording {
  title: string;
  description: string;
  welcomeTitle: string;
  welcomeIntro: string;
  thankYou: string;
}

function countWord(count: number): string {
  return Object.entries(NUMBER_WORDS).find(([, value]) => value === count)?.[0] ?? String(count);
}

function wordingFor(intent: CreateIntent, context: BankContext): Wording {
  const { topic } = context;
  const name = topicTitle(topic);
  const r = topic.reference;
  const { one, many } = context.variantNoun;
  switch (intent) {
    case 'concept-test':
      return {
        title: topic.generic ? `${capitalize(one)} test` : `${name}: ${one} test`,
        description: `Compares ${countWord(context.variantTitles.length)} ${many} for ${r} to find the one people prefer, and why.`,
        welcomeTitle: `Help us choose the best ${one}`,
        welcomeIntro: `We'd love your honest reaction to ${countWord(context.variantTitles.length)} ${many} for ${r}. There are no right or wrong answers.`,
        thankYou: `Thank you! Your answers help us pick the strongest ${one}.`,
      };
    case 'product-feedback':
      return {
        title: topic.generic ? 'Product feedback' : `${name} feedback`,
        description: `How people use ${r}, what they value and what to improve.`,
        welcomeTitle: `Help us improve ${r}`,
        welcomeIntro: `Tell us how ${r} works for you.`,
        thankYou: `Thank you! Your feedback goes straight into improving ${r}.`,
      };
    case 'customer-satisfaction':
      return {
        title: topic.generic ? 'Customer satisfaction survey' : `${name}: customer satisfaction`,
        description: `How satisfied customers are with ${r}, and what would make it better.`,
        welcomeTitle: 'How did we do?',
        welcomeIntro: `Tell us about your experience with ${r}.`,
        thankYou: 'Thank you! Your answers help us serve you better.',
      };
    case 'nps':
      return {
        title: topic.generic ? 'Net Promoter Score survey' : `${name}: Net Promoter Score`,
        description: `How likely people are to recommend ${r}, and what drives their score.`,
        welcomeTitle: 'Would you recommend us?',
        welcomeIntro: `We'd like to know how likely you are to recommend ${r}, and why.`,
        thankYou: 'Thank you! Every answer helps us earn your recommendation.',
      };
    case 'event-feedback':
      return {
        title: topic.generic ? 'Event feedback' : `${name} feedback`,
        description: `What attendees thought of ${r} and what to change next time.`,
        welcomeTitle: 'Thanks for coming!',
        welcomeIntro: `Tell us what worked at ${r} and what we should change.`,
        thankYou: 'Thank you! We read every answer while planning the next one.',
      };
    case 'market-research':
      return {
        title: topic.generic ? 'Market research survey' : `${name}: market research`,
        description: `Needs, alternatives, buying criteria and willingness to pay for ${categoryPhrase(topic)}.`,
        welcomeTitle: 'Help us understand your needs',
        welcomeIntro: `We're researching ${categoryPhrase(topic)} and would value your view. There are no right or wrong answers.`,
        thankYou: 'Thank you! Your answers help us build something people need.',
      };
    case 'poll':
      return {
        title: topic.generic ? 'Quick poll' : `Quick poll: ${name}`,
        description: topic.generic ? 'A quick vote.' : `A quick vote on ${topic.name}.`,
        welcomeTitle: 'Cast your vote',
        welcomeIntro: topic.generic ? 'Pick your favourite.' : `Tell us your pick for ${topic.name}.`,
        thankYou: 'Thanks for voting!',
      };
  }
}

function durationText(questionCount: number): string {
  const minutes = Math.max(1, Math.round((questionCount * 20) / 60));
  return minutes === 1 ? 'It takes about a minute.' : `It takes about ${minutes} minutes.`;
}

function variantItems(context: BankContext) {
  const { one } = context.variantNoun;
  const label = capitalize(one.split(/\s+/).at(-1) ?? 'Concept');
  return context.variantTitles.map((title, index) => ({
    media_type: 'DESCRIPTION',
    title,
    show_title: true,
    show_description: false,
    media_data: {
      text: `${label} ${variantLetter(index)}: replace this with your ${ordinalWord(index + 1)} ${one}.`,
    },
  }));
}

function questionPages(intent: CreateIntent, chosen: readonly BankQuestion[], context: BankContext) {
  const sections: { title: string; questions: LenientQuestion[] }[] = [];
  for (const entry of chosen) {
    const last = sections[sections.length - 1];
    if (last?.title === entry.section) last.questions.push(entry.question);
    else sections.push({ title: entry.section, questions: [entry.question] });
  }
  // A lone question joins the page before it when that page has room, sparing a page turn.
  for (let index = sections.length - 1; index > 0; index--) {
    const section = sections[index]!;
    const previous = sections[index - 1]!;
    const previousHoldsVariants = intent === 'concept-test' && index - 1 === 0;
    if (
      section.questions.length === 1 &&
      !previousHoldsVariants &&
      previous.questions.length < MAX_QUESTIONS_PER_PAGE
    ) {
      previous.questions.push(...section.questions);
      sections.splice(index, 1);
    }
  }
  const pages: Record<string, unknown>[] = [];
  for (const [index, section] of sections.entries()) {
    // Respondents answer a concept test's questions while they look at the variants.
    if (intent === 'concept-test' && index === 0) {
      pages.push({
        page_type: 'STANDARD',
        title: section.title,
        description: `Look at each ${context.variantNoun.one}, then answer the questions.`,
        content_blocks: [
          { type: 'MEDIA_SET', items: variantItems(context) },
          { type: 'QUESTION_SET', items: section.questions },
        ],
      });
      continue;
    }
    for (let start = 0; start < section.questions.length; start += MAX_QUESTIONS_PER_PAGE) {
      pages.push({
        page_type: 'STANDARD',
        title: start === 0 ? section.title : `${section.title} (continued)`,
        content_blocks: [
          { type: 'QUESTION_SET', items: section.questions.slice(start, start + MAX_QUESTIONS_PER_PAGE) },
        ],
      });
    }
  }
  return pages;
}

function bankContext(intent: CreateIntent, message: string, topic: Topic): BankContext {
  const compared = topic.compared ?? 'concepts';
  const variantCount = intent === 'concept-test' ? requestedVariantCount(message) : 0;
  return {
    topic,
    variantTitles: Array.from({ length: variantCount }, (_, index) => variantLabel(index)),
    variantNoun: { one: singularize(compared), many: pluralize(compared) },
    pollOptions: intent === 'poll' ? requestedPollOptions(message) : [],
  };
}

/**
 * A new survey for a create request, worded for its topic. Throws if the generated document does
 * not normalise (a bug in this module, never in the author's message).
 */
export function buildSurvey(intent: CreateIntent, message: string): BuiltSurvey {
  const topic = extractTopic(message, intent);
  const context = bankContext(intent, message, topic);
  const count = requestedQuestionCount(message) ?? defaultQuestionCount(intent, context.variantTitles.length);
  const chosen = pickQuestions(questionBank(intent, context), count);
  const wording = wordingFor(intent, context);
  const document = {
    title: wording.title,
    description: wording.description,
    pages: [
      {
        page_type: 'WELCOME',
        title: wording.welcomeTitle,
        description: `${wording.welcomeIntro} ${durationText(chosen.length)}`,
        options: WELCOME_FIELDS[intent],
      },
      ...questionPages(intent, chosen, context),
      { page_type: 'THANK_YOU', title: 'Thank you!', description: wording.thankYou },
    ],
  };
  const result = normalizeSurvey(document);
  if (!result.ok)
    throw new Error(`offline assistant built an invalid survey: ${result.error} at ${result.path}`);
  return {
    intent,
    survey: result.survey,
    topic,
    questions: chosen.map((entry) => ({
      text: String(entry.question.text),
      measures: entry.measures,
      responseType: String(entry.question.response_type),
    })),
    variantCount: context.variantTitles.length,
    variantNoun: intent === 'concept-test' ? context.variantNoun.one : null,
  };
}
