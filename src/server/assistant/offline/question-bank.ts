import { afterPurchaseAct } from './after-purchase-acts.ts';
import { COMPARISON } from './brief-words.ts';
import { placeQuestions } from './place-aspects.ts';
import { standingOffering, standingOfferingQuestions } from './standing-offerings.ts';
import { SUBJECT_IT, SUBJECT_THEY } from './goal-clauses.ts';
import { comparisonQuestions } from './comparison-questions.ts';
import { mostYouWouldPay, studyFrames, studyQuestions } from './study-frames.ts';
import type { StudyFrame } from './study-frames.ts';
import type { Concept } from './concepts.ts';
import type { StudyDesign } from '#shared/survey/survey-schema.ts';
import type { Brief } from './brief.ts';
import { briefFrameQuestions, closingQuestions, isBriefFrame } from './frame-banks.ts';
import type { BriefFrame } from './frame-banks.ts';
import type { CreateIntent } from './intent.ts';
import { takePart } from './question-template.ts';
import {
  ANYTHING_ELSE,
  DISAPPOINTMENT_OPTIONS,
  FREQUENCY_OPTIONS,
  USAGE_LENGTH_OPTIONS,
  choice,
  nps,
  openText,
  scale,
  slider,
  yesNo,
} from './question-kit.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import {
  capitalize,
  escapeRegExp,
  looksPlural,
  quote,
  singularize,
  splitList,
  withIndefiniteArticle,
} from './text-tools.ts';
import type { Topic } from './topic.ts';
import { DAY_WORD, requestsAnonymity } from './request-details.ts';

// Each survey kind's questions, in the order respondents meet them, worded for the topic. Every
// kind offers at least twelve so a request for up to twelve questions can be met; `priority`
// decides which come first when fewer are wanted.

export interface BankContext {
  topic: Topic;
  /** Concept tests: the variant titles ("Variant A", "Variant B", …). */
  variantTitles: string[];
  /** Concept tests: the concepts the request named, in variant order (empty when none were named). */
  concepts: Concept[];
  /** Concept tests: what one variant is ("landing-page headline"), and several ("… headlines"). */
  variantNoun: { one: string; many: string };
  /** Polls: the named choices, or empty for placeholders. */
  pollOptions: string[];
  /** What the request said, as read. */
  brief: Brief;
  /** Concept tests: how the variants are shown (issue 11), and the id of their media set. */
  design: StudyDesign;
  mediaSetId: string;
}

/**
 * How to take part in the topic ("use the app", "visit the gym", "attend the workshop"), or null
 * for a topic nobody "uses" ("remote work"); questions that need the verb are then left out.
 */
/** Media is listened to, read or watched, never "used" ("How often do you use the podcast?"). */
const MEDIA_VERBS: readonly [RegExp, { base: string; gerund: string }][] = [
  [/\b(?:podcasts?|radio(?:\s+shows?)?|audiobooks?)$/i, { base: 'listen to', gerund: 'listening to' }],
  [
    /\b(?:newsletters?|magazines?|blogs?|newspapers?|columns?|zines?|e-?mails?|mailings?|bulletins?|digests?)$/i,
    { base: 'read', gerund: 'reading' },
  ],
  [
    /\b(?:youtube\s+channel|channels?|vlogs?|web\s+series|livestreams?|streams?)$/i,
    { base: 'watch', gerund: 'watching' },
  ],
];

function mediaVerb(topic: Topic): { base: string; gerund: string } | null {
  if (topic.generic) return null;
  return MEDIA_VERBS.find(([pattern]) => pattern.test(topic.name))?.[1] ?? null;
}

/** "our weekly newsletter": read issue by issue, never "every day". */
function releaseOptions(topic: Topic): string[] | null {
  if (mediaVerb(topic) === null) return null;
  const unit = /\b(?:podcasts?|shows?|series|channels?|vlogs?|streams?)$/i.test(topic.name)
    ? 'episode'
    : /\be-?mails?$/i.test(topic.name)
      ? 'email'
      : 'issue';
  return [`Every ${unit}`, `Most ${unit}s`, `Some ${unit}s`, 'Rarely'];
}

function takePartIn(topic: Topic): { base: string; gerund: string } | null {
  const media = mediaVerb(topic);
  if (media !== null) return media;
  // "your flight", "your stay": an experience had once, not something visited again and again.
  if (!topic.generic && /^your\s/i.test(topic.name)) return null;
  // A menu is ordered from, never "used".
  if (!topic.generic && /\bmenus?$/i.test(topic.name)) return { base: 'order from', gerund: 'ordering from' };
  if (topic.generic || topic.kind === undefined) return { base: 'use', gerund: 'using' };
  return takePart(topic.kind);
}

/** Entries whose wording needs a verb for the topic, kept only when it has one. */
function withVerb(
  topic: Topic,
  build: (verb: { base: string; gerund: string }) => BankQuestion[],
): BankQuestion[] {
  const verb = takePartIn(topic);
  return verb === null ? [] : build(verb);
}

/** "a budgeting app", "budgeting apps", "a product like this" for questions about the category. */
/** Whether a question's verb agrees with a plural subject ("How well do the new bike lanes …"). */
function isPlural(topic: Topic): boolean {
  return topic.plural ?? looksPlural(topic.name);
}

export function categoryPhrase(topic: Topic): string {
  if (topic.generic) return 'a product like this';
  if (looksPlural(topic.name) || /^\p{Lu}/u.test(topic.name)) return topic.name;
  // "your delivery", "our menu": already determined.
  if (/^(?:your|our|the|my|their|this)\s/i.test(topic.name)) return topic.name;
  return withIndefiniteArticle(topic.name);
}

/**
 * "Which do you prefer?" linked to the media set (variants_of): normalizeSurvey fills its options
 * from the variants by id, so answers are variant ids and the report can give a preference verdict.
 * A forced choice, as in a paired preference test: no "No preference" option, because the verdict
 * tests the variants' shares and a neutral answer would only thin them out; the open "why"
 * question that follows is where a respondent says it was a close call.
 */
function preferenceQuestion(text: string, mediaSetId: string): LenientQuestion {
  return {
    ...choice(text, ['Variant'], { required: true }),
    response_options: { options: [], allow_other: false, allow_multiple: false, variants_of: mediaSetId },
  };
}

/**
 * Whether the variants are words people read (a headline, a name, a subject line, a description),
 * which can explain an offer, be unclear or make a promise; a pack design or a cover carries words
 * too. A flavour, a colour, a logo or a bottle shape is tasted or looked at: "How clearly does your
 * preferred flavour explain what our drink offers?" and "How believable is the promise in your
 * preferred colour?" are nonsense for them.
 */
const SEEN_OR_TASTED =
  /\b(?:flavou?rs?|tastes?|recipes?|scents?|fragrances?|smells?|colou?rs?|colou?r\s+schemes?|logos?|icons?|bottles?|shapes?|sounds?|jingles?|fonts?|illustrations?|mascots?|photos?|images?|pictures?|uniforms?|buttons?|textures?|materials?)$/i;

function variantsAreWords(one: string): boolean {
  return !SEEN_OR_TASTED.test(one.trim());
}

/** Words for the impression a variant leaves: a message's, or a look's or a taste's. */
function impressionWords(one: string): string[] {
  return variantsAreWords(one)
    ? ['Clear', 'Trustworthy', 'Exciting', 'Ordinary', 'Confusing']
    : ['Appealing', 'Distinctive', 'Premium', 'Ordinary', 'Off-putting'];
}

/**
 * A monadic or sequential monadic test asks the page's questions about the variant on screen
 * ("this headline"); a sequential one ends with the preference question, whose options are the
 * variants themselves.
 */
function oneVariantAtATime({ topic, variantNoun, design, mediaSetId }: BankContext): BankQuestion[] {
  const { one } = variantNoun;
  const section = `Your view of this ${one}`;
  const more = 'A bit more about you';
  const entries: BankQuestion[] = [
    {
      section,
      priority: 1,
      measures: `appeal of each ${one}`,
      question: scale(`How appealing is this ${one}?`, { required: true }),
    },
    {
      section,
      priority: 2,
      measures: 'what stands out',
      question: openText(`What, if anything, stands out to you in this ${one}?`),
    },
    variantsAreWords(one)
      ? {
          section,
          priority: 4,
          measures: 'clarity',
          question: scale(`How clearly does this ${one} explain what ${topic.reference} offers?`),
        }
      : {
          section,
          priority: 4,
          measures: 'fit',
          question: scale(`How well does this ${one} suit ${topic.reference}?`),
        },
    {
      section,
      priority: 5,
      measures: 'likelihood to act',
      question: slider(`Based on this ${one}, how likely are you to try ${topic.reference}?`),
    },
    {
      section,
      priority: 6,
      measures: variantsAreWords(one) ? 'what confused people' : 'what put people off',
      question: openText(
        variantsAreWords(one)
          ? `What, if anything, is unclear in this ${one}?`
          : `What, if anything, puts you off this ${one}?`,
      ),
    },
    ...(variantsAreWords(one)
      ? [
          {
            section,
            priority: 7,
            measures: 'credibility',
            question: scale(`How believable is the promise in this ${one}?`),
          },
        ]
      : []),
    {
      section,
      priority: 8,
      measures: 'the impression it leaves',
      question: choice(`Which word best describes this ${one}?`, impressionWords(one), {
        allowOther: true,
      }),
    },
    {
      section,
      priority: 9,
      measures: 'what to change',
      question: openText(`What would you change about this ${one}?`),
    },
    {
      section: more,
      priority: 10,
      measures: 'experience with the category',
      question: choice(`Have you used ${categoryPhrase(topic)} before?`, [
        'Yes, I use one now',
        'Yes, in the past',
        'No, never',
      ]),
    },
    {
      section: more,
      priority: 11,
      measures: `how much the ${one} matters`,
      question: scale(`How much would the ${one} affect your decision to try ${topic.reference}?`),
    },
  ];
  if (design === 'sequential_monadic') {
    entries.push({
      section,
      priority: 3,
      measures: `which ${one} people prefer, after seeing each`,
      question: preferenceQuestion(
        `Now that you have seen them all, which ${one} do you prefer?`,
        mediaSetId,
      ),
    });
  }
  return entries;
}

function conceptTest(context: BankContext): BankQuestion[] {
  if (context.design !== 'side_by_side') return oneVariantAtATime(context);
  const { topic, variantTitles, variantNoun, mediaSetId } = context;
  const { one, many } = variantNoun;
  const compare = `Compare the ${many}`;
  const more = 'A bit more about you';
  const either = variantTitles.length > 2 ? `any of the ${many}` : `either ${one}`;
  const appeal = variantTitles.map((title, index): BankQuestion => {
    // A name the author gave reads as a name in the question: How appealing is “Morning Cloud”?
    const named = context.concepts[index] ? quote(title) : title;
    return {
      section: compare,
      priority: 5,
      group: 'appeal',
      measures: `appeal of ${title}`,
      question: scale(`How appealing is ${named}?`, { required: true }),
    };
  });
  // What the request asks of the variants ("which one feels more premium?") is asked first, with
  // the variants as its options; the generic clarity and likelihood questions then make way.
  const asked = comparisonQuestions(context.brief.message, one).map((text, index): BankQuestion => ({
    section: compare,
    priority: 0.9 + index / 100,
    measures: text.replace(/\?$/, '').replace(/^Which\b/, 'which'),
    question: preferenceQuestion(text, mediaSetId),
  }));
  const generic = asked.length > 0 ? 9 : 0;
  return [
    ...appeal,
    ...asked,
    {
      section: compare,
      priority: 1,
      measures: `which ${one} people prefer`,
      question: preferenceQuestion(`Which ${one} do you prefer?`, mediaSetId),
    },
    {
      section: compare,
      priority: 2,
      measures: 'why they prefer it',
      question: openText(`What made you choose that ${one}?`, { placeholder: 'What stood out to you?' }),
    },
    variantsAreWords(one)
      ? {
          section: compare,
          priority: 4 + generic,
          measures: 'how clear the preferred message is',
          question: scale(`How clearly does your preferred ${one} explain what ${topic.reference} offers?`),
        }
      : {
          section: compare,
          priority: 4 + generic,
          measures: 'how well the preferred variant fits',
          question: scale(`How well does your preferred ${one} suit ${topic.reference}?`),
        },
    {
      section: compare,
      priority: 3 + generic,
      measures: 'likelihood to act',
      question: slider(`Based on your preferred ${one}, how likely are you to try ${topic.reference}?`),
    },
    {
      section: more,
      priority: 6,
      measures: 'experience with the category',
      question: choice(`Have you used ${categoryPhrase(topic)} before?`, [
        'Yes, I use one now',
        'Yes, in the past',
        'No, never',
      ]),
    },
    {
      section: more,
      priority: 7,
      measures: variantsAreWords(one) ? 'what confused people' : 'what put people off',
      question: openText(
        variantsAreWords(one)
          ? `What, if anything, was unclear in ${either}?`
          : `What, if anything, put you off ${either}?`,
      ),
    },
    {
      section: more,
      priority: 8,
      measures: 'the impression the preferred variant leaves',
      question: choice(`Which word best describes your preferred ${one}?`, impressionWords(one), {
        allowOther: true,
      }),
    },
    ...(variantsAreWords(one)
      ? [
          {
            section: more,
            priority: 9,
            measures: 'credibility of the promise',
            question: scale(`How believable is the promise in your preferred ${one}?`),
          },
        ]
      : []),
    {
      section: more,
      priority: 10,
      measures: 'how to improve the weaker variant',
      question: openText(`What would you change about the ${one} you did not choose?`),
    },
    {
      section: more,
      priority: 11,
      measures: `how much the ${one} matters`,
      question: scale(`How much would the ${one} affect your decision to try ${topic.reference}?`),
    },
  ];
}

/** Software and devices: what people use on a screen or in the hand, with software's options. */
const DIGITAL =
  /\b(?:apps?|software|tools?|platforms?|websites?|sites?|systems?|features?|dashboards?|crm|saas|extensions?|plugins?|api|portal|chatbots?|games?|digital|beta|devices?|online|checkout|e-?mail|newsletters?)\b/i;

function digital(topic: Topic, brief: Brief): boolean {
  // "NPS survey for our invoicing SaaS", a bare "NPS": software unless a place or visit is named.
  return (
    DIGITAL.test(topic.name) ||
    ((topic.generic || topic.kind === 'topic') && DIGITAL.test(brief.text)) ||
    (topic.generic &&
      !/\b(?:shop|store|caf[eé]|restaurant|hotel|salon|gym|studio|clinic|venue|visit|stay)\b/i.test(
        brief.text,
      ))
  );
}

/** Things one uses (a product, a plan, a tool), not a class, a process or a place. */
function usable(topic: Topic, brief: Brief): boolean {
  if (mediaVerb(topic) !== null) return false;
  return digital(topic, brief) || (topic.kind === 'product' && !/\bsubscriptions?\b/i.test(topic.name));
}

/** Events with a programme of talks and sessions, whose content is what people came for. */
const PROGRAMMED =
  /\b(?:conferences?|meetups?|meet-ups?|summits?|seminars?|workshops?|webinars?|hackathons?|expos?|trade\s+shows?|bootcamps?|training|talks?|lectures?|keynotes?|symposi\w*|forums?|courses?|sessions?|events?)\b/i;

function programmed(topic: Topic): boolean {
  return topic.generic || PROGRAMMED.test(topic.name);
}

function productFeedback({ topic, brief }: BankContext): BankQuestion[] {
  const r = topic.reference;
  const experience = 'Your experience';
  const matters = 'What matters to you';
  const ideas = 'Your ideas';
  return [
    ...withVerb(topic, (verb) => [
      {
        section: experience,
        priority: 3,
        measures: `how often people ${verb.base} it`,
        question: choice(`How often do you ${verb.base} ${r}?`, releaseOptions(topic) ?? FREQUENCY_OPTIONS),
      },
      {
        section: experience,
        priority: 9,
        measures: `how long they have been ${verb.gerund} it`,
        question: choice(`How long have you been ${verb.gerund} ${r}?`, USAGE_LENGTH_OPTIONS),
      },
    ]),
    {
      section: experience,
      priority: 1,
      measures: 'overall satisfaction',
      question: scale(`Overall, how satisfied are you with ${r}?`, { required: true }),
    },
    {
      section: experience,
      priority: 4,
      measures: 'ease of use',
      question: usable(topic, brief)
        ? scale(`How easy ${isPlural(topic) ? 'are' : 'is'} ${r} to use?`)
        : scale(`How well ${isPlural(topic) ? 'do' : 'does'} ${r} work for you?`),
    },
    {
      section: experience,
      priority: 13,
      measures: 'how well it works',
      question: scale(`How well ${isPlural(topic) ? 'do' : 'does'} ${r} work for you?`),
    },
    {
      section: matters,
      priority: 5,
      measures: 'what people value most',
      question:
        mediaVerb(topic) !== null
          ? choice(
              `Which part of ${r} is most valuable to you?`,
              [
                'The topics covered',
                'The writing or presenting',
                // Emails and newsletters have writers, not guests.
                ...(mediaVerb(topic)?.base === 'read' ? [] : ['The guests or contributors']),
                'The length',
                'How often it comes out',
              ],
              { allowOther: true },
            )
          : digital(topic, brief)
            ? choice(
                `Which part of ${r} is most valuable to you?`,
                // Employees using a tool at work do not pay for it.
                [
                  'Ease of use',
                  'Speed',
                  'Reliability',
                  'Features',
                  ...(EMPLOYER_PROVIDED.test(brief.audience ?? '') ? [] : ['Price']),
                ],
                {
                  allowOther: true,
                },
              )
            : openText(`What do you value most about ${r}?`),
    },
    {
      section: matters,
      priority: 6,
      measures: 'how well it meets needs',
      question: slider(`How well ${isPlural(topic) ? 'do' : 'does'} ${r} meet your needs?`),
    },
    ...withVerb(topic, (verb) => [
      {
        section: matters,
        priority: 8,
        measures: 'how much people would miss it',
        question: choice(
          `How disappointed would you be if you could no longer ${verb.base} ${r}?`,
          DISAPPOINTMENT_OPTIONS,
        ),
      },
    ]),
    {
      section: matters,
      priority: 10,
      measures: 'how people find it',
      question: choice(
        `How did you first hear about ${r}?`,
        ['From a friend or colleague', 'A search engine', 'Social media', 'An advertisement'],
        {
          allowOther: true,
        },
      ),
    },
    {
      section: ideas,
      priority: 2,
      measures: 'the top improvement',
      question: openText(`What is one thing we could improve in ${r}?`),
    },
    {
      section: ideas,
      priority: 7,
      measures: 'what people like most',
      question: openText(`What do you like most about ${r}?`),
    },
    ...withVerb(topic, (verb) => [
      {
        section: ideas,
        priority: 11,
        measures: 'barriers to adoption',
        question: openText(`What, if anything, almost stopped you from ${verb.gerund} ${r}?`),
      },
    ]),
    { section: ideas, priority: 12, measures: 'anything else', question: openText(ANYTHING_ELSE) },
  ];
}

function customerSatisfaction({ topic, brief }: BankContext): BankQuestion[] {
  const r = topic.reference;
  const experience = 'Your experience';
  const details = 'The details';
  const more = 'Tell us more';
  return [
    {
      section: experience,
      priority: 1,
      measures: 'overall satisfaction (CSAT)',
      question: scale(`Overall, how satisfied are you with ${r}?`, { required: true }),
    },
    {
      section: experience,
      priority: 3,
      measures: 'expectations met',
      question: scale(`How well did ${r} meet your expectations?`, {
        labels: { min: 'Far below expectations', mid: 'As expected', max: 'Far above expectations' },
      }),
    },
    {
      section: experience,
      priority: 4,
      measures: 'customer effort',
      question: scale(`How easy was it to get what you needed from ${r}?`),
    },
    {
      section: experience,
      priority: 8,
      measures: 'satisfaction with speed',
      question: scale(`How satisfied are you with the speed of ${r}?`),
    },
    {
      section: details,
      priority: 5,
      measures: 'what to improve first',
      question: choice(
        'Which part of your experience needs the most improvement?',
        digital(topic, brief)
          ? ['Speed', 'Quality', 'Price', 'Customer support', 'Ease of use']
          : ['Speed of service', 'Quality', 'Price', 'Friendliness', 'Convenience'],
        {
          allowOther: true,
        },
      ),
    },
    ...withVerb(topic, (verb) => [
      {
        section: details,
        priority: 6,
        measures: 'likelihood to return',
        question: slider(`How likely are you to ${verb.base} ${r} again?`, { max: 10 }),
      },
      {
        section: details,
        priority: 10,
        measures: `how often people ${verb.base} it`,
        question: choice(`How often do you ${verb.base} ${r}?`, FREQUENCY_OPTIONS),
      },
    ]),
    {
      section: details,
      priority: 13,
      measures: 'likelihood to recommend',
      question: slider(`How likely are you to recommend ${r} to a friend?`, { max: 10 }),
    },
    {
      section: details,
      priority: 9,
      measures: 'value for money',
      question: scale(`How would you rate the value for money of ${r}?`),
    },
    {
      section: details,
      priority: 11,
      measures: 'support contact',
      question: yesNo('Did you contact customer support during your last experience?'),
    },
    {
      section: more,
      priority: 2,
      measures: 'the reason behind the score',
      question: openText('What is the main reason for your satisfaction score?'),
    },
    {
      section: more,
      priority: 7,
      measures: 'ideas to improve',
      question: openText(`What could we do to make ${r} better for you?`),
    },
    { section: more, priority: 12, measures: 'anything else', question: openText(ANYTHING_ELSE) },
  ];
}

function netPromoterScore({ topic, brief }: BankContext): BankQuestion[] {
  const r = topic.reference;
  const recommendation = 'Your recommendation';
  const drivers = 'What drives your score';
  const about = 'About you';
  return [
    {
      section: recommendation,
      priority: 1,
      measures: 'Net Promoter Score (0–10)',
      question: slider(`How likely are you to recommend ${r} to a friend or colleague?`, {
        max: 10,
        required: true,
      }),
    },
    {
      section: recommendation,
      priority: 2,
      measures: 'the reason behind the score',
      question: openText('What is the main reason for your score?'),
    },
    {
      section: drivers,
      priority: 3,
      measures: 'what would raise the score',
      question: openText(`What is the one thing that would make you more likely to recommend ${r}?`),
    },
    {
      section: drivers,
      priority: 4,
      measures: 'what people value most',
      question: choice(
        `Which of these do you value most about ${r}?`,
        digital(topic, brief)
          ? ['Quality', 'Price', 'Ease of use', 'Customer support', 'Reliability']
          : ['Quality', 'Price', 'Friendly service', 'Convenience', 'Atmosphere'],
        {
          allowOther: true,
        },
      ),
    },
    {
      section: drivers,
      priority: 5,
      measures: 'overall satisfaction',
      question: scale(`Overall, how satisfied are you with ${r}?`),
    },
    ...withVerb(topic, (verb) => [
      {
        section: drivers,
        priority: 8,
        measures: 'intent to stay',
        question: scale(`How likely are you to keep ${verb.gerund} ${r} over the next year?`),
      },
      {
        section: drivers,
        priority: 9,
        measures: 'how much people would miss it',
        question: choice(
          `How disappointed would you be if you could no longer ${verb.base} ${r}?`,
          DISAPPOINTMENT_OPTIONS,
        ),
      },
      {
        section: about,
        priority: 6,
        measures: 'how long they have been customers',
        question: choice(`How long have you been ${verb.gerund} ${r}?`, USAGE_LENGTH_OPTIONS),
      },
      {
        section: about,
        priority: 11,
        measures: `how often people ${verb.base} it`,
        question: choice(`How often do you ${verb.base} ${r}?`, FREQUENCY_OPTIONS),
      },
    ]),
    {
      section: drivers,
      priority: 10,
      measures: 'alternatives',
      question: openText(`What would you choose instead if ${r} were not available?`),
    },
    {
      section: about,
      priority: 7,
      measures: 'past recommendations',
      question: choice(`Have you recommended ${r} to anyone in the past six months?`, [
        'Yes',
        'No',
        'Not sure',
      ]),
    },
    { section: about, priority: 12, measures: 'anything else', question: openText(ANYTHING_ELSE) },
  ];
}

function eventFeedback({ topic, brief }: BankContext): BankQuestion[] {
  const r = topic.reference;
  const overall = 'Overall';
  const organisation = 'Organisation';
  const ideas = 'Your ideas';
  const standing = topic.generic ? null : standingOffering(topic.name, brief.text);
  if (standing !== null)
    return [
      {
        section: overall,
        priority: 1,
        measures: 'overall rating',
        question: scale(`Overall, how would you rate ${r}?`, { required: true }),
      },
      ...standingOfferingQuestions(standing, r),
    ];
  return [
    {
      section: overall,
      priority: 1,
      measures: 'overall rating',
      question: scale(`Overall, how would you rate ${r}?`, { required: true }),
    },
    ...(programmed(topic)
      ? [
          {
            section: overall,
            priority: 3,
            measures: 'relevance of the content',
            question: scale('How relevant was the content to you?'),
          },
          {
            section: overall,
            priority: 4,
            measures: 'the most valuable part',
            question: choice(
              `Which part of ${r} was most valuable to you?`,
              // A webinar has no hallway: its parts are the talk, the questions and the materials.
              /\b(?:webinars?|online|virtual|livestream|live\s+stream)\b/i.test(brief.text)
                ? ['The presentation', 'The live Q&A', 'The slides and materials', 'The examples or demos']
                : ['Talks and presentations', 'Networking', 'Hands-on sessions', 'Q&A'],
              { allowOther: true },
            ),
          },
        ]
      : [
          {
            section: overall,
            priority: 4,
            measures: 'the best part',
            question: openText(`What did you enjoy most about ${r}?`),
          },
        ]),
    // A venue or a studio is not organised or long; the event held there is.
    ...(topic.kind === 'venue'
      ? []
      : [
          {
            section: organisation,
            priority: 5,
            measures: 'organisation',
            question: slider(`How well organised ${isPlural(topic) ? 'were' : 'was'} ${r}?`),
          },
          // A 5k run's length is its distance, chosen by the runner, not too short or too long.
          ...(/\b(?:runs?|races?|marathons?|\d+k|walks?|rides?|triathlons?|swims?)$/i.test(topic.name)
            ? []
            : [
                {
                  section: organisation,
                  priority: 6,
                  measures: 'length',
                  question: choice(`How did you find the length of ${r}?`, [
                    'Too short',
                    'About right',
                    'Too long',
                  ]),
                },
              ]),
        ]),
    {
      section: organisation,
      priority: 7,
      measures: 'intent to return',
      question: scale('How likely are you to attend a similar event in the future?'),
    },
    {
      section: organisation,
      priority: 12,
      measures: 'how people attended',
      question: choice('How did you attend?', ['In person', 'Online']),
    },
    {
      section: organisation,
      priority: 9,
      measures: 'how people heard about it',
      question: choice(
        `How did you hear about ${r}?`,
        ['An email invitation', 'Social media', 'A colleague or friend', "The organiser's website"],
        {
          allowOther: true,
        },
      ),
    },
    {
      section: ideas,
      priority: 2,
      measures: 'what to change',
      question: openText('What should we change for next time?'),
    },
    {
      section: ideas,
      priority: 8,
      measures: 'highlights',
      question: openText(`What did you enjoy most about ${r}?`),
    },
    {
      section: ideas,
      priority: 10,
      measures: 'likelihood to recommend',
      question: slider(`How likely are you to recommend ${r} to a colleague?`, { max: 10 }),
    },
    {
      section: ideas,
      priority: 11,
      measures: 'topics for next time',
      question: openText('Which topics would you like us to cover next time?'),
    },
  ];
}

function marketResearch({ topic, brief }: BankContext): BankQuestion[] {
  const category = categoryPhrase(topic);
  const needs = 'Your needs today';
  const interest = 'Your interest';
  const about = 'About you';
  return [
    {
      section: needs,
      priority: 3,
      measures: 'how often the need comes up',
      question: choice(`How often do you use ${category} or something similar?`, [
        'Every day',
        'Every week',
        'Every month',
        'Rarely',
        'Never',
      ]),
    },
    {
      section: needs,
      priority: 4,
      measures: 'current alternatives and competitors',
      question: openText('Which products or services do you currently use for this?', {
        placeholder: 'Name any you use, or "none"',
      }),
    },
    {
      section: needs,
      priority: 5,
      measures: 'how well today’s options work',
      question: slider('How well do the options available today meet your needs?'),
    },
    {
      section: needs,
      priority: 8,
      measures: 'frustrations with current options',
      question: openText('What frustrates you most about the options available today?'),
    },
    {
      section: interest,
      priority: 1,
      measures: 'interest in the idea',
      question: scale(`How interested would you be in ${category}?`, { required: true }),
    },
    {
      section: interest,
      priority: 2,
      measures: 'willingness to pay',
      question: mostYouWouldPay(category, brief.text),
    },
    {
      section: interest,
      priority: 6,
      measures: 'buying criteria',
      question: choice(
        `Which of these matters most when choosing ${category}?`,
        ['Price', 'Quality', 'Convenience', 'Brand reputation', 'Reviews from others'],
        {
          allowOther: true,
        },
      ),
    },
    {
      section: interest,
      priority: 9,
      measures: 'near-term purchase intent',
      question: slider(`How likely are you to try ${category} in the next three months?`),
    },
    {
      section: interest,
      priority: 10,
      measures: 'where people expect to find it',
      question: choice(
        `Where would you expect to find ${category}?`,
        ['An online store', 'An app store', 'A shop', 'A recommendation from someone I know'],
        {
          allowOther: true,
        },
      ),
    },
    {
      section: interest,
      priority: 11,
      measures: 'switching triggers',
      question: openText('What would make you switch from what you use now?'),
    },
    {
      section: about,
      priority: 7,
      measures: 'age group',
      question: choice('Which age group are you in?', [
        'Under 18',
        '18–24',
        '25–34',
        '35–44',
        '45–54',
        '55 or older',
      ]),
    },
    {
      section: about,
      priority: 12,
      measures: 'occupation',
      question: choice(
        'Which best describes you?',
        ['Student', 'Employed', 'Self-employed', 'Not working', 'Retired'],
        { allowOther: true },
      ),
    },
  ];
}

/**
 * The vote's wording. When the request asks which of a kind ("which flavour should we launch",
 * "pick a mascot"), the kind names the choice: "Which flavour do you prefer?", not "What is your
 * pick for the flavour?".
 */
/** A time the choice is for, as the request says it: "next month", "on Friday". */
const WHEN_PHRASE =
  /\b(?:next|this)\s+(?:week|month|year|term|quarter|season|time|meeting|session)\b|\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/**
 * The question the request itself asks, when it asks one: "which pricing plan do you prefer",
 * "what time should the weekly standup be", "next month should we read …".
 */
function questionAsked(text: string): string | null {
  // "which features SaaS admins want in our next release".
  const wanted =
    /\bwhich\s+([\w-]+)\s+(?:[\w-]+\s+){0,2}?(want|need|prefer|would\s+like)\s+(in|for|from|at)\s+([^:?.!]+)/i.exec(
      text,
    );
  if (wanted !== null)
    return `Which ${wanted[1]!.toLowerCase()} do you ${wanted[2]!.toLowerCase().replace('would like', 'want')} ${wanted[3]!.toLowerCase()} ${wanted[4]!.trim()}?`;
  const prefer =
    /\bwhich\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:do|would|will)\s+(?:you|people|they)\s+(prefer|choose|pick|like\s+best)\b/i.exec(
      text,
    );
  if (prefer !== null) return `Which ${prefer[1]!.toLowerCase()} do you ${prefer[2]!.toLowerCase()}?`;
  const when =
    /\b(what\s+(?:time|day|date)|when)\s+should\s+((?:the|our|a|an)\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+be\b/i.exec(
      text,
    );
  if (when !== null) return `${capitalize(when[1]!.toLowerCase())} should ${when[2]!.toLowerCase()} be?`;
  const named =
    /\bshould\s+we\s+(name|call)\s+((?:the|our|a|an|my)\s+(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+[\p{Lu}\d]/u.exec(
      text,
    );
  if (named !== null) return `What should we ${named[1]!.toLowerCase()} ${named[2]!.toLowerCase()}?`;
  // "which day should we hold the monthly team lunch": the request's own question, whole.
  const whichShould =
    /\b(which|what)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+should\s+we\s+([\w-]+)\s+((?:the|our|a|an|this|next|for|on|at|in)\s+[^:?.!,;]+?)\s*(?:[:?.!,;]|$)/i.exec(
      text,
    );
  if (whichShould !== null)
    return `${capitalize(whichShould[1]!.toLowerCase())} ${whichShould[2]!.toLowerCase()} should we ${whichShould[3]!.toLowerCase()} ${whichShould[4]!.trim()}?`;
  const should =
    /\bshould\s+we\s+(read|watch|play|order|go\s+to|visit|book|hold|host|call|name|cook|eat|get|try|pick|choose)\b/i.exec(
      text,
    );
  if (should !== null) {
    const when = WHEN_PHRASE.exec(text)?.[0].toLowerCase();
    return `Which should we ${should[1]!.toLowerCase()}${when === undefined ? '' : ` ${when}`}?`;
  }
  return null;
}

function pollQuestion(topic: Topic, brief: Brief, options: readonly string[]): string {
  // "the old logo or the new logo": choices that share a head word name the kind of choice.
  const heads = new Set(options.map((option) => option.toLowerCase().split(/\s+/).at(-1)));
  const head = options.length >= 2 && heads.size === 1 ? [...heads][0]! : '';
  if (head !== '' && options.every((option) => option.split(/\s+/).length > 1))
    // "choosing between two summer camps": the choice itself is not what the camps are for.
    return `Which ${head} do you prefer${topic.generic || /^(?:choosing|deciding|picking|selecting)\b/i.test(topic.name) ? '' : ` for ${topic.reference}`}?`;
  // "Thurs or Fri", "Saturday or Sunday": the choice is a day.
  if (options.length >= 2 && options.every((option) => DAY_WORD.test(option.trim())))
    return topic.generic ? 'Which day works best for you?' : `Which day works best for ${topic.reference}?`;
  const asked = questionAsked(brief.text);
  if (asked !== null) return asked;
  // "a poll about their favorite coffee drinks": which one is their favourite.
  const favourite = /\bfavou?rites?\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(brief.text);
  if (favourite) return `Which ${singularize(favourite[1]!.toLowerCase())} is your favourite?`;
  if (topic.generic) return 'Which option do you prefer?';
  // "at the lake or the park", "in Porto, Seville or Valencia": the choices are places.
  const first = options[0];
  if (first !== undefined) {
    const before = new RegExp(String.raw`\b(\w+)\s+${escapeRegExp(first)}\b`, 'i').exec(brief.text)?.[1];
    if (before !== undefined && /^(?:at|in|to|near)$/i.test(before))
      return `Where would you prefer ${topic.reference} to be?`;
    if (before !== undefined && /^(?:on)$/i.test(before))
      return `Which day do you prefer for ${topic.reference}?`;
  }
  const kind = escapeRegExp(topic.name.toLowerCase());
  if (
    !isPlural(topic) &&
    new RegExp(String.raw`\b(?:which|what|pick\s+an?|choose\s+an?|vote\s+for\s+an?)\s+${kind}\b`, 'i').test(
      brief.text,
    )
  ) {
    // "mascot for the football club" → "Which mascot do you prefer for the football club?"
    const [, head, tail] = /^(.+?)(\s+(?:for|of)\s+.+)?$/i.exec(topic.name)!;
    return `Which ${head!.toLowerCase()} do you prefer${tail ?? ''}?`;
  }
  // "three names for our new brand", "a venue for the retreat": the kind before "for" names the choice.
  // Not "end of season team dinner": "end of …" says when, it is not the kind of choice.
  const kinded = /^([\p{L}-]+)\s+((?:for|of)\s+.+)$/iu.exec(topic.name);
  if (kinded !== null && !/^(?:end|start|beginning|middle|close)$/i.test(kinded[1]!))
    return `Which ${singularize(kinded[1]!.toLowerCase())} do you prefer ${kinded[2]!}?`;
  return `What is your pick for ${topic.reference}?`;
}

/**
 * "Poll residents: turn the Elm Street parking lot into a park?", "should we close on Mondays?":
 * a yes-or-no question, asked as the request words it.
 */
function yesNoPollQuestion(rawText: string): string | null {
  // "should the lot become a park? yes or no": the answers are said, the question is before them.
  const text = rawText.replace(/\?\s*(?:yes\s*(?:\/|or)\s*no|y\/n)\s*[.!]?\s*$/i, '?');
  // A time or an amount inside the question ("move to 9:30", "rise to £2.50") keeps its colon or
  // point: only punctuation between words ends a sentence. Without this, "should the standup
  // move to 9:30?" was not read as a yes/no question and got placeholder options.
  const asked =
    /(?:^|[:.!-]\s*)((?:should|shall|do|does|would|will|can|could|is|are)\s+(?:[^?:.!]|(?<=\d)[:.](?=\d))+|(?:turn|make|move|change|open|close|build|add|ban|allow|keep|switch|start|stop|replace|convert)\s+(?:[^?:.!]|(?<=\d)[:.](?=\d))+)\?\s*$/i.exec(
      text.trim(),
    )?.[1];
  // "Can you whip up a fun poll …?": a request to the assistant, not the question to vote on.
  if (
    asked !== undefined &&
    /^(?:can|could|would|will)\s+you\b|^(?:can|could|should|do)\s+(?:I|we)\s+(?:make|create|get|have|do|write|build|set)\b/i.test(
      asked,
    )
  )
    return null;
  if (asked === undefined) {
    // "poll residents on whether the town should convert the parking lot into a park".
    const whether = /\bwhether\s+((?:the|our|we|a)\b[^.?!]*?)\s+(should|will|would|can)\s+([^.?!]+)/i.exec(
      text,
    );
    // "poll members on whether to add a 6am class": we are the ones who would do it.
    const whetherTo = /\bwhether\s+to\s+([^.?!]+)/i.exec(text);
    if (whether === null && whetherTo !== null) return `Should we ${whetherTo[1]!.trim()}?`;
    if (whether === null) return null;
    return `${capitalize(whether[2]!.toLowerCase())} ${whether[1]!} ${whether[3]!.trim()}?`;
  }
  const question = /^(?:should|shall|do|does|would|will|can|could|is|are)\b/i.test(asked)
    ? asked
    : `Should we ${asked}`;
  return `${capitalize(question.replace(/\bwe\s+we\b/i, 'we'))}?`;
}

function poll({ topic, pollOptions, brief }: BankContext): BankQuestion[] {
  const named = pollOptions.length >= 2;
  const yesOrNo = named ? null : yesNoPollQuestion(brief.message);
  const options = named
    ? pollOptions.map(capitalize)
    : yesOrNo !== null
      ? ['Yes', 'No', 'Not sure']
      : // "which day for the team offsite": the working days, for the author to trim.
        /\b(?:which|what)\s+day\b/i.test(brief.text)
        ? ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
        : ['Option A', 'Option B', 'Option C'];
  const vote = 'Your vote';
  const more = 'A little more';
  const pick = yesOrNo ?? pollQuestion(topic, brief, named ? pollOptions : []);
  // A gathering people would come to: whether they would come at all, whichever choice wins.
  const gathering = !topic.generic && topic.kind === 'event';
  const entries: BankQuestion[] = [
    ...(gathering
      ? [
          {
            section: vote,
            priority: 3.5,
            measures: 'attendance',
            question: scale(`How likely are you to come to ${topic.reference}, whichever option wins?`),
          },
        ]
      : []),
    // Where or when people gather: an option some cannot make is worth knowing beside the vote.
    ...(gathering || /^(?:Where|Which day)\b/.test(pick)
      ? [
          {
            section: vote,
            priority: 3,
            measures: 'constraints',
            question: openText('Would any of these options be difficult for you? If so, which and why?'),
          },
        ]
      : []),
    {
      section: vote,
      priority: 1,
      measures: 'the vote',
      question: choice(pick, options, { allowOther: !named, required: true }),
    },
    {
      section: vote,
      priority: 4,
      measures: 'strength of preference',
      question: scale('How strongly do you feel about your choice?'),
    },
    {
      section: vote,
      priority: 4.5,
      measures: 'second choice',
      question: choice('Which would be your second choice?', [...options, 'No second choice']),
    },
    {
      section: vote,
      priority: 2,
      measures: 'the reasons',
      question: openText('What is the main reason for your choice?'),
    },
    {
      section: more,
      priority: 5,
      measures: 'how much it matters',
      question: slider('How much does this decision matter to you?'),
    },
    {
      section: more,
      priority: 6,
      measures: 'missing options',
      question: openText('Is there an option we missed?'),
    },
    {
      section: more,
      priority: 7,
      measures: 'acceptance of other outcomes',
      question: scale('How happy would you be if your first choice did not win?'),
    },
    {
      section: more,
      priority: 8,
      measures: 'interest in the result',
      question: yesNo('Would you like to hear the result?'),
    },
    {
      section: more,
      priority: 9,
      measures: 'how often to ask',
      question: choice('How often should we run polls like this?', [
        'Every week',
        'Every month',
        'Only for big decisions',
      ]),
    },
    {
      section: more,
      priority: 10,
      measures: 'ease of choosing',
      question: scale('How easy was it to choose?'),
    },
    {
      section: more,
      priority: 11,
      measures: 'least liked option',
      question: choice('Which option would you like least?', options),
    },
    {
      section: more,
      priority: 12,
      measures: 'anything else',
      question: openText('Anything else we should consider?'),
    },
  ];
  // Between two choices, the second choice and the least liked are the other one: nothing to ask.
  return entries
    .filter(
      (entry) =>
        (named && options.length >= 3) || !/^(?:second choice|least liked option)$/.test(entry.measures),
    )
    .sort((a, b) => a.priority - b.priority);
}

const BANKS: Record<Exclude<CreateIntent, BriefFrame>, (context: BankContext) => BankQuestion[]> = {
  'concept-test': conceptTest,
  'product-feedback': productFeedback,
  'customer-satisfaction': customerSatisfaction,
  nps: netPromoterScore,
  'event-feedback': eventFeedback,
  'market-research': marketResearch,
  poll,
  ...(Object.fromEntries(
    studyFrames.map((frame) => [frame, (context: BankContext) => studyQuestions(frame, context.brief)]),
  ) as Record<StudyFrame, (context: BankContext) => BankQuestion[]>),
};

const RATED_FRAMES = new Set<CreateIntent>([
  'customer-satisfaction',
  'service-experience',
  'event-feedback',
  'product-feedback',
  'nps',
  'employee',
]);

/**
 * One question for each aspect the request listed, asked early: a rating where people judge what
 * they received ("How would you rate the packaging?"), their view otherwise ("What are your thoughts
 * on range anxiety?"), and a clause's own question ("Would you run again?").
 */
const KNOWN_ASPECTS: readonly [RegExp, () => LenientQuestion][] = [
  [
    /^(?:willingness\s+to\s+pay|price(?:\s+points?)?|pricing|what\s+they(?:'d|\s+would)\s+pay)$/i,
    () => openText('What is the most you would be willing to pay, and how often (per week, month or order)?'),
  ],
  [
    /^(?:dietary\s+(?:needs|requirements|preferences|restrictions)|allergies)$/i,
    () =>
      choice(
        'Do you have any dietary needs?',
        ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut allergy', 'Halal', 'Kosher', 'None'],
        { multiple: true, allowOther: true },
      ),
  ],
  [/^(?:budget|their\s+budget)$/i, () => openText('What is your budget?')],
];

const BALANCED_ASPECTS: readonly [RegExp, string[]][] = [
  [/^(?:the\s+)?length$/i, ['Too short', 'About right', 'Too long']],
  [/^(?:the\s+)?(?:frequency|how\s+often)$/i, ['Too often', 'About right', 'Not often enough']],
  // A pace can be too fast; a service's or a connection's speed cannot, so "speed" is rated.
  [/^(?:the\s+)?(?:pace|pacing)$/i, ['Too slow', 'About right', 'Too fast']],
  [/^(?:the\s+)?(?:portions?|portion\s+sizes?)$/i, ['Too small', 'About right', 'Too big']],
  [/^(?:the\s+)?(?:difficulty|level)$/i, ['Too easy', 'About right', 'Too hard']],
];

/** A goal question's {it} and {they} as the survey's subject ("Do you use the dark mode?"). */
function withSubject(question: string, brief: Brief): string {
  const subject = brief.subject;
  const it = subject === null ? 'it' : subject.reference;
  const they = subject === null ? 'they' : subject.reference;
  return question
    .replace(new RegExp(`^${SUBJECT_IT.replace(/[{}]/g, '\\$&')}`), capitalizeFirst(it))
    .replace(new RegExp(`^(\\w+ )${SUBJECT_THEY.replace(/[{}]/g, '\\$&')}`), `$1${they}`)
    .replaceAll(SUBJECT_IT, it)
    .replaceAll(SUBJECT_THEY, they);
}

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const WORKPLACE_ASPECTS: readonly [RegExp, () => LenientQuestion][] = [
  [
    /^(?:the\s+)?burn-?out$/i,
    () =>
      choice('How often do you feel burned out by your work?', [
        'Never',
        'Rarely',
        'Sometimes',
        'Often',
        'Always',
      ]),
  ],
  [/^(?:the\s+|their\s+)?workloads?$/i, () => scale('How manageable is your workload?')],
  [
    /^(?:the\s+)?(?:manager|line\s+manager|managerial)\s+support$|^support\s+from\s+(?:their|your)\s+managers?$/i,
    () => scale('How supported do you feel by your manager?'),
  ],
  [/^(?:the\s+)?recognition$/i, () => scale('How well is your work recognised?')],
  [
    /^(?:the\s+)?(?:support\s+for\s+growth|career\s+(?:growth|development|progression)|growth)$/i,
    () => scale('How well are you supported to grow in your career?'),
  ],
  [/^(?:the\s+)?fairness$/i, () => scale('How fairly are you treated?')],
  [/^(?:the\s+)?morale$/i, () => scale('How would you describe morale in your team at the moment?')],
];

/** Research shorthand listed as an aspect, asked as a respondent would read it; null otherwise. */
function researchWordQuestion(name: string, brief: Brief): LenientQuestion | null {
  const thing = brief.subject?.reference ?? 'us';
  // "likelihood to renew the lease": how likely they are to do it.
  const likely = /^(?:the\s+)?(?:likelihood|likeliness|intention)\s+(?:to|of)\s+(?!recommend)(.+)$/i.exec(
    name,
  );
  if (likely)
    return choice(
      `How likely are you to ${likely[1]!.replace(/\btheir\b/gi, 'your').replace(/ing\b/, '')}?`,
      ['Very likely', 'Fairly likely', 'Not sure', 'Fairly unlikely', 'Very unlikely'],
    );
  // "likelihood to recommend": the Net Promoter question itself.
  if (
    /^(?:the\s+)?(?:likelihood|likeliness|willingness)\s+to\s+recommend(?:\s+us)?$|^(?:would\s+they\s+)?recommend\s+us$/i.test(
      name,
    )
  )
    return nps(`How likely are you to recommend ${thing} to a friend or colleague?`);
  // "purchase habits" of a new brand: how often people buy that kind of thing.
  if (
    /^(?:their\s+)?(?:purchase|purchasing|buying|shopping)\s+(?:habits|behaviou?r|frequency)$/i.test(name)
  ) {
    const kind = (brief.subject?.name ?? '')
      .replace(/^(?:a\s+)?(?:new\s+)?/i, '')
      .replace(/\s+(?:brand|company|line|range|startup)$/i, '');
    return choice(`How often do you buy ${kind === '' ? 'products like this' : kind}?`, [
      ...FREQUENCY_OPTIONS,
      'Never',
    ]);
  }
  // "sources of stress (exams, social media, family)": the examples are the answers.
  const examples = /^(.+?)\s*\(([^()]+,[^()]+)\)$/.exec(name);
  if (examples) {
    const options = splitList(examples[2]!).map(capitalizeFirst);
    if (options.length >= 2)
      return choice(
        `Which of these ${examples[1]!.replace(/^(?:the|their|your)\s+/i, '')} apply to you?`,
        options,
        {
          multiple: true,
          allowOther: true,
        },
      );
  }
  // Workplace words listed as aspects: asked as a people team would ask them.
  const work = WORKPLACE_ASPECTS.find(([pattern]) => pattern.test(name));
  if (work) return work[1]();
  // "their goals", "their needs": asked of the respondent.
  const own =
    /^(?:their|your)\s+(goals?|needs|priorities|motivations?|expectations|concerns|challenges)$/i.exec(name);
  if (own) return openText(`What are your ${own[1]!.toLowerCase()}?`);
  // "experience level", "fitness level": a category, not a rating.
  if (/^(?:their\s+|the\s+)?(?:experience|skill|fitness|ability)\s+levels?$/i.test(name))
    return choice(`What is your ${name.replace(/^(?:their|the)\s+/i, '').replace(/s$/, '')}?`, [
      'Beginner',
      'Some experience',
      'Experienced',
    ]);
  // "student stress levels", "energy levels": how high the respondent's own is.
  const level =
    /^(?:(?:their|the)\s+)?(?:(?:student|pupil|child|kid|employee|staff|patient|customer|user|member|team|worker|parent|resident)s?\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+levels?$/iu.exec(
      name,
    );
  if (level && !/^(?:interest|service|noise|staffing)$/i.test(level[1]!))
    return scale(`How would you rate your ${level[1]!.toLowerCase()} level at the moment?`);
  const preferred = /^(?:their\s+|the\s+)?preferred\s+(.+)$/i.exec(name);
  if (preferred) return openText(`Which ${preferred[1]!} would suit you best?`);
  if (/^(?:their\s+|the\s+)?(?:interest|interest\s+level|level\s+of\s+interest)$/i.test(name))
    return scale(`How interested are you in ${brief.subject?.reference ?? 'this'}?`);
  const pains = /^(?:their\s+|the\s+)?pain\s*points?(?:\s+(?:with|in|of)\s+(.+))?$/i.exec(name);
  if (pains)
    return openText(
      `What are the biggest frustrations${pains[1] ? ` with ${pains[1].replace(/^(?!the\s|your\s|our\s)/i, 'your ')}` : ''}?`,
    );
  return null;
}

/** How a goal question is answered: yes or no, a rating, how often, or in the respondent's words. */
function goalAnswer(text: string): LenientQuestion {
  if (/^how\s+often\b/i.test(text)) return choice(text, FREQUENCY_OPTIONS);
  if (
    /^how\s+(?:easy|easily|satisfied|happy|well|useful|helpful|clear|likely|important|confident|comfortable|valued|supported|safe|informed)\b/i.test(
      text,
    )
  )
    return scale(text);
  // "How friendly are the reception staff?", "How quick was the delivery?": a degree of a quality.
  if (
    /^how\s+[\p{L}-]+\s+(?:is|are|was|were)\s+(?:the|our|your)\s/iu.test(text) &&
    !/^how\s+(?:much|many|long|often|far|soon|old)\b/i.test(text)
  )
    return scale(text);
  // "How rested do you feel?", "How prepared did you feel?": a degree of a feeling.
  if (
    /^how\s+[\p{L}-]+\s+(?:do|did|are|were)\s+you(?:\s+feel)?\b/iu.test(text) &&
    !/^how\s+(?:much|many|long|often|far|soon)\b/i.test(text)
  )
    return scale(text);
  // "What new programs do you want (e.g., maker space, ESL classes, job help)?": the examples are
  // the answers, with room for others.
  const examples = /^(.+?)\s*\((?:e\.?\s?g\.?,?\s*|such as\s+|like\s+)?([^()]+,[^()]+)\)\?$/i.exec(text);
  if (examples)
    return choice(`${examples[1]!}?`, splitList(examples[2]!).map(capitalizeFirst), {
      multiple: true,
      allowOther: true,
    });
  // "Is the new nav better or worse than before?": a comparison, with no change in between.
  const compared = COMPARISON.exec(text);
  if (compared)
    return choice(text, [
      capitalizeFirst(compared[1]!.toLowerCase()),
      'About the same',
      capitalizeFirst(compared[2]!.toLowerCase()),
    ]);
  // "Would you want half-day or full-day?": the two named are the answers.
  const either =
    /^(?:was|were|is|are|would|will|do|does|did|can|could)\s+you\s+(?:\S+\s+){1,3}?((?:\S+\s+)?\S+)\s+or\s+((?:\S+\s+)?\S+?)\?$/i.exec(
      text,
    );
  if (either && either[1]!.split(/\s+/).length === either[2]!.split(/\s+/).length)
    return choice(text, [capitalizeFirst(either[1]!), capitalizeFirst(either[2]!), 'Not sure']);
  if (/^(?:was|were|is|are|would|will|do|does|did|has|have|can|could)\b/i.test(text))
    return choice(text, ['Yes', 'Not sure', 'No']);
  return openText(text);
}

function aspectQuestions(intent: CreateIntent, { brief }: BankContext): BankQuestion[] {
  // Their own questions already cover what is listed: choices, items to rank, qualifying questions.
  if (/^(?:poll|concept-test|prioritisation|screener|pricing)$/.test(intent)) return [];
  // Goals stated as clauses are what the author asked for: all of them (up to eight) are asked.
  const clauses = brief.aspects.filter((aspect) => aspect.question !== null).length;
  return brief.aspects
    .slice(0, Math.max(4, Math.min(8, clauses)))
    .flatMap((aspect, index): BankQuestion[] => {
      const priority = 1.1 + index / 100;
      const section = 'The details';
      const measures = `the listed aspect: ${aspect.name}`;
      if (aspect.question !== null)
        return [{ section, priority, measures, question: goalAnswer(withSubject(aspect.question, brief)) }];
      // "friendliness of hygienist" → "the friendliness of the hygienist".
      const phrase = aspect.name.replace(
        /\b(of|with)\s+(?!the\b|a\b|an\b|our\b|your\b|their\b|my\b)([\p{L}-]+)$/iu,
        '$1 the $2',
      );
      const named = /^(?:the|a|an|our|my|your|their)\s/i.test(phrase) ? phrase : `the ${phrase}`;
      // "the main reasons for cancellation": every frame that has reasons asks for them already.
      if (/^(?:the\s+)?(?:main\s+|top\s+)?reasons?\b/i.test(aspect.name)) return [];
      // "preferred weeks", "interest level", "pain points with the current system".
      const worded = researchWordQuestion(aspect.name, brief);
      if (worded !== null) return [{ section, priority, measures, question: worded }];
      // Research words listed as aspects: asked as the question a researcher means by them.
      const known = KNOWN_ASPECTS.find(([pattern]) => pattern.test(aspect.name));
      if (known !== undefined) return [{ section, priority, measures, question: known[1]() }];
      // Length and frequency are not good or bad but too much or too little.
      const balance = BALANCED_ASPECTS.find(([pattern]) => pattern.test(aspect.name));
      if (balance !== undefined)
        return [{ section, priority, measures, question: choice(`How do you find ${named}?`, balance[1]) }];
      return [
        {
          section,
          priority,
          measures,
          question: RATED_FRAMES.has(intent)
            ? scale(`How would you rate ${named}?`)
            : intent === 'habits'
              ? // "bedtime, screen use before sleep, caffeine intake": the respondent's own habits.
                openText(
                  `How would you describe your ${aspect.name.replace(/^(?:the|your|their|our)\s+/i, '')}?`,
                )
              : openText(`What are your thoughts on ${aspect.name}?`),
        },
      ];
    });
}

// People asked at work or about their business are employed and adults: "Student / Retired" and
// "Under 18" do not fit them; in a small anonymous survey an age band could identify someone.
const AT_WORK =
  /\b(?:employees?|staff|colleagues|team|workers|business\s+owners?|owners|managers|nurses|teachers|engineers|drivers|b2b|business\s+(?:customers|clients|users)|enterprise|admins?)\b/i;

function fitsRespondents(entry: BankQuestion, intent: CreateIntent, text: string): boolean {
  const atWork = intent === 'employee' || AT_WORK.test(text);
  if (entry.measures === 'occupation') return !atWork;
  if (entry.measures === 'age group') return !atWork && !requestsAnonymity(text);
  return true;
}

/** The frame's questions for this request, topped up with closing questions to at least twelve. */
export function questionBank(intent: CreateIntent, context: BankContext): BankQuestion[] {
  const frame = isBriefFrame(intent) ? briefFrameQuestions(intent, context.brief) : BANKS[intent](context);
  // The kind of place's own questions follow the frame's first (overall) question.
  // An NPS survey asks the score and its reason first; the request's follow-ups come after them.
  const lead = intent === 'nps' ? 2 : 0;
  const own = [
    ...frame.slice(0, lead),
    ...aspectQuestions(intent, context),
    ...frame.slice(lead, Math.max(1, lead)),
    // A return or a hire is asked how it went, not about browsing the shop it came from.
    ...(afterPurchaseAct(context.brief) === null ? placeQuestions(intent, context.brief.text) : []),
    ...frame.slice(Math.max(1, lead)),
  ];
  const texts = new Set(own.map((entry) => String(entry.question.text)));
  const extra = closingQuestions()
    .filter((entry) => !texts.has(String(entry.question.text)))
    .filter((entry) => fitsRespondents(entry, intent, context.brief.text));
  // All of them: questions that ask what another already asks are left out when picking.
  return [...own, ...extra];
}

/** How many questions each kind asks when the author names no number. */
export function defaultQuestionCount(intent: CreateIntent, variantCount: number, message = ''): number {
  // The System Usability Scale is ten fixed statements; a question after them asks why.
  if (intent === 'usability' && /\bSUS\b|\bsystem\s+usability\s+scale\b/i.test(message)) return 11;
  switch (intent) {
    case 'concept-test':
      return Math.min(8, 4 + variantCount);
    case 'poll':
      return 4;
    default:
      return 6;
  }
}

/**
 * The `count` questions to ask, in the bank's order: by priority, taking a group whole or skipping
 * it when it no longer fits.
 */
export function pickQuestions(bank: readonly BankQuestion[], count: number): BankQuestion[] {
  const chosen = new Set<BankQuestion>();
  const byPriority = [...bank].sort((a, b) => a.priority - b.priority);
  for (const entry of byPriority) {
    if (chosen.size >= count || chosen.has(entry)) continue;
    // A listed aspect's own question and a frame's question can ask the same thing in other words.
    if (entry.group === undefined && [...chosen].some((other) => asksTheSame(entry, other))) continue;
    const members =
      entry.group === undefined ? [entry] : bank.filter((candidate) => candidate.group === entry.group);
    if (chosen.size + members.length > count) continue;
    for (const member of members) chosen.add(member);
  }
  return bank.filter((entry) => chosen.has(entry));
}

/** Employees asked about a tool their employer provides: they do not pay for it. */
const EMPLOYER_PROVIDED =
  /\b(?:employees?|staff|nurses|doctors|clinicians|teachers|engineers|drivers|colleagues|workers|agents)\b/i;

const FILLER_WORDS = new Set(
  'a an the and or of to in on at for with about from by your you our we us my me i it its is are was were be been do does did would will could should can how what which who why when where whether if any anything this that these those there here overall today really very much more most any one some so just as than then also'.split(
    ' ',
  ),
);
// Words that ask the same thing: "What do you value most" and "What do you like most".
const SAME_MEANING: Record<string, string> = {
  value: 'like',
  enjoy: 'like',
  love: 'like',
  appreciate: 'like',
  improve: 'change',
  better: 'change',
  likely: 'again',
  // "Did your issue get solved?" and "Was your issue resolved?"
  solved: 'resolved',
  fixed: 'resolved',
  problem: 'issue',
  // "What classes would you like us to add?" and "… like the gym to offer next?"
  offer: 'add',
  introduce: 'add',
};
/** When something would happen says nothing of what is asked: "add next year", "offer next". */
const WHEN_WORDS = /^(?:next|year|month|week|season|term|future|soon)$/;

/** The content words of a question, roughly stemmed, for telling when two ask the same thing. */
function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    // "get solved" is "was solved": the auxiliary of a passive says nothing of what is asked.
    .filter(
      (word) =>
        word !== '' && !FILLER_WORDS.has(word) && !/^(?:get|got|gets)$/.test(word) && !WHEN_WORDS.test(word),
    )
    .map((word) => word.replace(/(?:'s|s)$/, ''))
    .map((word) => SAME_MEANING[word] ?? word);
  return new Set(words);
}

/**
 * Whether two questions ask the same thing: every content word of the shorter (at least two) is in
 * the longer ("Would you give again?" and "How likely are you to give to our appeal again?").
 */
export function asksTheSame(a: BankQuestion, b: BankQuestion): boolean {
  const first = contentWords(String(a.question.text));
  const second = contentWords(String(b.question.text));
  const [small, large] = first.size <= second.size ? [first, second] : [second, first];
  if (small.size < 2) return false;
  return [...small].every((word) => large.has(word));
}
