import type { SubjectKind } from './brief.ts';
import type { ResearchFrame } from './frames.ts';
import {
  capitalize,
  cleanPhrase,
  collapseSpaces,
  limitWords,
  looksPlural,
  stripDeterminers,
} from './text-tools.ts';

// What a survey request is about ("… for a budgeting app" → "budgeting app") and, for concept
// tests, what is being compared ("comparing two landing-page headlines" → "landing-page headlines").

export interface Topic {
  /** The subject as a short noun phrase ("budgeting app"); generic wording ("the product") when none is named. */
  name: string;
  /** How question text refers to it: "the budgeting app", "our product meetup", "Acme". */
  reference: string;
  /** True when the message named no subject and `name` is the fallback wording. */
  generic: boolean;
  /** Concept tests: what the variants are ("landing-page headlines"), or null when not named. */
  compared: string | null;
  /** What kind of thing the subject is, when the request reader could tell. */
  kind?: SubjectKind;
  /** Whether the subject is plural ("the new bike lanes"), when the request reader could tell. */
  plural?: boolean;
}

export type TopicKind = ResearchFrame;

const FALLBACKS: Record<TopicKind, { name: string; reference: string }> = {
  'concept-test': { name: 'the product', reference: 'the product' },
  'product-feedback': { name: 'the product', reference: 'the product' },
  'customer-satisfaction': { name: 'our service', reference: 'our service' },
  nps: { name: 'our product', reference: 'our product' },
  'event-feedback': { name: 'the event', reference: 'the event' },
  'market-research': { name: 'the product', reference: 'the product' },
  poll: { name: 'the options', reference: 'the options' },
  churn: { name: 'our service', reference: 'our service' },
  'purchase-decision': { name: 'the product', reference: 'the product' },
  habits: { name: 'your routine', reference: 'your routine' },
  attitude: { name: 'the topic', reference: 'the topic' },
  employee: { name: 'work', reference: 'work' },
  'service-experience': { name: 'our service', reference: 'our service' },
  consultation: { name: 'the proposal', reference: 'the proposal' },
  'course-evaluation': { name: 'the course', reference: 'the course' },
  pricing: { name: 'the product', reference: 'the product' },
  'purchase-intent': { name: 'the idea', reference: 'the idea' },
  screener: { name: 'the study', reference: 'the study' },
  supporter: { name: 'our organisation', reference: 'our organisation' },
  usability: { name: 'the site or app', reference: 'the site or app' },
  brand: { name: 'the brand', reference: 'the brand' },
  prioritisation: { name: 'the options', reference: 'the options' },
  workflow: { name: 'the task', reference: 'the task' },
  ideas: { name: 'new ideas', reference: 'new ideas' },
  rsvp: { name: 'the event', reference: 'the event' },
  pmf: { name: 'our product', reference: 'our product' },
  feeling: { name: 'the place', reference: 'the place' },
  access: { name: 'the service', reference: 'the service' },
  exploratory: { name: 'the topic', reference: 'the topic' },
};

const PREPOSITIONS = ['for', 'about', 'regarding', 'on', 'of'] as const;

/** Where a subject phrase ends: punctuation or a word that starts another clause. */
const SUBJECT_END =
  /\s*(?:[,.;!?():"“”]|\s[-–—]\s|\b(?:with|that|which|so\s+that|so|to\s+see|to\s+find|to\s+learn|to\s+understand|to\s+measure|to\s+test|to\s+compare|to\s+decide|to\s+choose|and\s+ask|asking|using|including|where|who|comparing|because|in\s+order|focus(?:ing|ed)|covering|please|based\s+on|among|between|before|after|vs|versus|against|in\s+\d+|under\s+\d+)\b)/i;

const SURVEY_WORDS =
  /\s+(?:nps|csat|survey|surveys|poll|polls|questionnaire|test|tests|feedback|study|form|research|concept\s+test|a\/b\s+test)$/i;

const AUDIENCE =
  /^(?:(?:our|my|the|all|new|existing|potential|current|recent|past|first-time|regular|loyal)\s+)*(?:customers?|users?|clients?|attendees|participants|employees|staff|team(?:mates)?|colleagues|students|people|members|guests|visitors|respondents|audience|subscribers|parents|patients|shoppers|buyers|readers|players|developers|everyone|anyone|us|me|them|you)\b/i;

const NOT_A_SUBJECT =
  /^(?:me|us|you|them|it|this|that|which|whether|how|what|why|feedback|opinions?|input|thoughts|ideas|responses|answers|a\s+survey|survey|poll|\d+\s+(?:minutes?|seconds?|questions?|people|respondents)|now|today|tomorrow|later|free)\b/i;

function subjectAfter(text: string, at: number): string {
  const rest = text.slice(at);
  const end = SUBJECT_END.exec(rest);
  let phrase = cleanPhrase(end ? rest.slice(0, end.index) : rest);
  let previous = '';
  while (previous !== phrase) {
    previous = phrase;
    phrase = phrase.replace(SURVEY_WORDS, '').trim();
  }
  return phrase;
}

interface RawSubject {
  phrase: string;
  /** Index of the phrase in the message, to tell a proper name from a capitalised first word. */
  index: number;
}

/** "recommend our app to friends", "satisfied with our support team": the object of the verb. */
function subjectAfterVerb(text: string): RawSubject | undefined {
  const match =
    /\b(?:recommend(?:ing)?|satisfied\s+with|happy\s+with|experience\s+with|think\s+(?:of|about)|feel\s+about)\s+/i.exec(
      text,
    );
  if (!match) return undefined;
  const at = match.index + match[0].length;
  const phrase = subjectAfter(text, at)
    .replace(/\s+to\b.*$/i, '')
    .trim();
  if (phrase === '' || NOT_A_SUBJECT.test(phrase) || AUDIENCE.exec(phrase)?.[0].length === phrase.length)
    return undefined;
  return { phrase, index: text.indexOf(phrase, at) };
}

function subjectFromPrepositions(text: string): RawSubject | undefined {
  for (const preposition of PREPOSITIONS) {
    const pattern = new RegExp(String.raw`\b${preposition}\s+`, 'gi');
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const at = match.index + match[0].length;
      let phrase = subjectAfter(text, at);
      if (phrase === '' || NOT_A_SUBJECT.test(phrase)) continue;
      const audienceOf = new RegExp(String.raw`^${AUDIENCE.source}\s+(?:of|at|in|from)\s+(.+)$`, 'i').exec(
        phrase,
      );
      if (audienceOf) phrase = audienceOf[1]!;
      else if (AUDIENCE.test(phrase) && AUDIENCE.exec(phrase)![0].length === phrase.length) continue;
      return { phrase, index: text.indexOf(phrase, at) };
    }
  }
  return undefined;
}

/** Words that name a kind of survey rather than its subject ("product feedback survey"). */
const GENERIC_WORDS =
  /^(?:a|an|the|product|products|app|service|customer|customers|user|users|feature|features|market|pricing|concept|event|client|employee|team|general|company|business|brand)$/i;

/** "Acme NPS survey", "webinar feedback": the words before the kind of survey. */
function subjectBeforeSurveyWord(text: string): RawSubject | undefined {
  const match =
    /^(?:(?:please\s+)?(?:create|make|build|generate|draft|design|write|set\s+up|start|prepare|run|give\s+me|i\s+need|i\s+want)\s+)?(?:me\s+)?(?:a|an|the|our|my|new|another)?\s*(.*?)\s*\b(?:nps|net\s+promoter|csat|customer\s+satisfaction|satisfaction|feedback|concept\s+test|a\/b|market\s+research|survey|poll|questionnaire|study)\b/i.exec(
      text,
    );
  if (!match) return undefined;
  const phrase = cleanPhrase(
    match[1]!
      .replace(
        /\b(?:quick|short|simple|brief|new|small|tiny|little|basic|detailed|anonymous|online|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[-\s]+(?:questions?|minutes?|q))?\b/gi,
        '',
      )
      .replace(/\s+/g, ' '),
  );
  if (phrase === '' || NOT_A_SUBJECT.test(phrase) || GENERIC_WORDS.test(phrase)) return undefined;
  return { phrase, index: text.indexOf(phrase) };
}

function referenceFor(determiner: string, subject: string, isProperName: boolean): string {
  const lower = determiner.toLowerCase();
  if (lower === 'our' || lower === 'the' || lower === 'this' || lower === 'these')
    return `${lower === 'this' || lower === 'these' ? 'the' : lower} ${subject}`;
  if (isProperName) return subject;
  if (lower === '' && looksPlural(subject)) return subject;
  return `the ${subject}`;
}

/**
 * The subject of a survey request, with how questions should refer to it. `kind` picks the
 * fallback wording when the message names no subject.
 */
export function extractTopic(message: string, kind: TopicKind = 'product-feedback'): Topic {
  const text = collapseSpaces(message);
  const raw = subjectFromPrepositions(text) ?? subjectAfterVerb(text) ?? subjectBeforeSurveyWord(text);
  const compared =
    kind === 'concept-test' || /\bcompar|\bvariants?\b|\ba\/b\b/i.test(text) ? extractCompared(text) : null;
  if (raw === undefined) return { ...FALLBACKS[kind], generic: true, compared };
  const determiner = /^(?:(the|a|an|our|my|your|their|this|these|its)\s+)?/i.exec(raw.phrase)?.[1] ?? '';
  const name = limitWords(stripDeterminers(raw.phrase), 6);
  if (name === '' || (compared !== null && name.toLowerCase() === compared.toLowerCase())) {
    return { ...FALLBACKS[kind], generic: true, compared };
  }
  const nameIndex = raw.index + (raw.phrase.length - stripDeterminers(raw.phrase).length);
  const isProperName = /^\p{Lu}/u.test(name) && nameIndex > 0;
  return { name, reference: referenceFor(determiner, name, isProperName), generic: false, compared };
}

const COMPARED_TAIL = String.raw`\s+(?:the\s+|our\s+|my\s+|some\s+)?(?:(?:two|three|four|five|six|[2-6]|several|different|multiple|a\s+few)\s+)?(?:different\s+|new\s+|alternative\s+|possible\s+|candidate\s+)?(?!(?:for|about|on|of|with|to|a|an|the|which|that|and|in|my|our|compar\w*|between)\b)([\w'’/-]+(?:\s+[\w'’/-]+){0,3}?)(?=\s+(?:for|about|on|of|with|to|against|and|in|from|so|that|which|side|by)\b|[,.;!?:]|$)`;

// "comparing X" and "between X" say what is compared more surely than "test of X", so they go first.
const COMPARED_AFTER_VERB = [
  new RegExp(
    String.raw`\b(?:compar(?:e|es|ing)|choose\s+between|pick\s+between|between)${COMPARED_TAIL}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:test(?:s|ing)?(?:\s+(?:of|with))?|a\/b(?:\s+test)?(?:\s+of)?|evaluat(?:e|es|ing))${COMPARED_TAIL}`,
    'i',
  ),
];

const CONCEPT_NOUNS =
  /\b((?:(?!(?:which|the|a|an|our|my|two|three|four|five|six|these|those|new|is|are|of)\b)[\w-]+\s+)?(?:headlines?|designs?|logos?|taglines?|slogans?|names?|packaging|landing[- ]pages?|mockups?|ads?|adverts?|banners?|subject\s+lines?|price\s+points?|prototypes?|layouts?|icons?|colou?r\s+schemes?|menus?|flavou?rs?|covers?|thumbnails?|videos?|images?|photos?|slogans?|messages?|offers?|features?|pages?))\b/i;

/** "two landing-page headlines", "three logos": a count before a plural noun names the variants. */
const COUNTED_NOUNS =
  /\b(?:two|three|four|five|six|[2-6])\s+(?:different\s+|new\s+|alternative\s+|possible\s+|candidate\s+)?((?:(?!(?:questions?|minutes?|pages?|people|respondents|users|customers|days|weeks|months|years)\b)[\w-]+\s+)??(?!(?:questions?|minutes?|pages?|people|respondents|users|customers|days|weeks|months|years)\b)[\w-]+s)\b/i;

/** "comparing two landing-page headlines" → "landing-page headlines"; null when none is named. */
export function extractCompared(message: string): string | null {
  const text = collapseSpaces(message);
  const counted = COUNTED_NOUNS.exec(text)?.[1];
  if (counted !== undefined && !/^(?:concepts?|ideas?|options?|variants?|versions?|things)$/i.test(counted)) {
    return cleanPhrase(counted).toLowerCase();
  }
  const afterVerb = COMPARED_AFTER_VERB.map((pattern) => pattern.exec(text)?.[1]).find(
    (found) => found !== undefined,
  );
  const candidate =
    afterVerb !== undefined &&
    !/^(?:concepts?|ideas?|options?|variants?|versions?|things|them|it)$/i.test(afterVerb)
      ? afterVerb
      : conceptNounAfterStart(text);
  if (candidate === undefined) return null;
  const phrase = cleanPhrase(candidate).toLowerCase();
  return phrase === '' ? null : phrase;
}

/** A concept noun, skipping a request's opening verb ("Design a concept test …"). */
function conceptNounAfterStart(text: string): string | undefined {
  const pattern = new RegExp(CONCEPT_NOUNS.source, 'gi');
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match.index > 0) return match[1];
  }
  return undefined;
}

/** "Budgeting app" for titles. */
export function topicTitle(topic: Topic): string {
  return capitalize(topic.name.replace(/^(?:the|our)\s+/i, ''));
}
