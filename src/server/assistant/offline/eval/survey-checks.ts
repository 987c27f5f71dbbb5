import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { MASS_WORDS } from '../brief-words.ts';
import { listQuestions } from '../question-index.ts';

// Rules a generated survey must meet whatever the request: the shape authors expect and wording a
// respondent can read without wincing. Each rule names what it found, so a failing prompt in the
// eval says what went wrong.

export interface SurveyExpectations {
  /** Words (or phrases) the survey must use; a plural or other ending is allowed. */
  mentions: readonly string[];
  /** Exactly this many questions; 4–8 when undefined. */
  questions?: number;
  /** Exactly this many variants in the survey's media set. */
  variants?: number;
  /** Alternatives of a decision: one question offers them all, and none is treated as a thing to use or attend. */
  choices?: readonly string[];
  /** Wording that must appear nowhere (another domain's options, a misread topic); case is ignored. */
  avoid?: readonly string[];
}

const QUESTION_START =
  /^(?:how|what|which|why|when|where|who|whom|whose|do|does|did|are|is|was|were|would|will|have|has|had|can|could|should|overall,\s+how|based\s+on|compared\s+with|thinking\s+(?:about|of))\b/i;

/** A question asks something somewhere: "If you could change one thing, what would it be?" */
const QUESTION_WORD =
  /\b(?:how|what|which|why|when|where|who|whom|whose|do|does|did|are|is|was|were|would|will|have|has|had|can|could|should|anything)\b/i;

const DETERMINERS = ['a', 'an', 'the', 'our', 'your', 'my', 'their', 'this', 'these', 'its'];
const PRONOUNS = ['we', 'i', 'you', 'they', 'he', 'she', 'it', 'us', 'me', 'them'];

/** Every piece of text a respondent reads, with where it is. */
function textsOf(survey: SurveyDocument): { where: string; text: string }[] {
  const texts = [
    { where: 'title', text: survey.title },
    { where: 'description', text: survey.description },
  ];
  survey.pages.forEach((page, pageIndex) => {
    const at = `page ${pageIndex + 1}`;
    texts.push(
      { where: `${at} title`, text: page.title },
      { where: `${at} description`, text: page.description },
    );
    for (const block of page.content_blocks) {
      if (block.type === 'MEDIA_SET') {
        for (const item of block.items) {
          texts.push({ where: `${at} variant`, text: item.title });
          if (item.media_type === 'DESCRIPTION')
            texts.push({ where: `${at} variant text`, text: item.media_data.text });
        }
        continue;
      }
      for (const question of block.items) {
        texts.push({ where: `${at} question`, text: question.text });
        for (const option of optionTexts(question)) texts.push({ where: `${at} option`, text: option });
      }
    }
  });
  return texts.filter((entry) => entry.text !== '');
}

function optionTexts(question: QuestionItem): string[] {
  if ('options' in question.response_options)
    return question.response_options.options.map((option) => option.text);
  return [];
}

interface TextRule {
  name: string;
  test: (text: string) => string | null;
}

function match(pattern: RegExp): (text: string) => string | null {
  return (text) => pattern.exec(text)?.[0] ?? null;
}

/** A singular verb, a determiner, up to two modifiers and a head word ending in "s", then a verb,
 * preposition or the question mark (so "Is the bus lanes project…" is not read as plural). */
const SINGULAR_VERB_PLURAL_SUBJECT =
  /\b(?:does|doesn't|is|isn't|was|wasn't|has|hasn't)\s+(?:the|our|your|this|its|my)\s+(?:(?!(?:for|of|to|in|on|at|with|from|about)\b)[\p{L}'-]+\s+){0,2}?(\p{Ll}+s)(?=\s*\?|\s+(?:for|to|in|on|at|with|meet|work|help|make|fit|feel|affect|serve|compare|run|look|seem|need|cover|match|suit|support|deliver|offer|do|have|go|get|keep|cost|take|give|improve|change|reach|matter|useful|easy|safe|clear|good|worth|working|helpful|important|fair|enough)\b)/iu;

const TEXT_RULES: readonly TextRule[] = [
  { name: 'unfilled slot or markup', test: match(/[<>{}[\]]|\b(?:undefined|null|NaN)\b|\$\{/) },
  { name: 'doubled word', test: match(/\b(\p{L}+)\s+\1\b/iu) },
  {
    name: 'two determiners in a row',
    // "make this a better place" is fine; "the our", "a the" are not.
    test: match(
      new RegExp(
        String.raw`\b(?:${DETERMINERS.filter((word) => word !== 'this').join('|')})\s+(?:${DETERMINERS.join('|')})\b`,
        'i',
      ),
    ),
  },
  {
    name: 'a determiner before a pronoun',
    // Case-sensitive after the determiner, so "our IT helpdesk" (an acronym) passes.
    test: match(
      new RegExp(
        String.raw`\b(?:${DETERMINERS.join('|')}|${DETERMINERS.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('|')})\s+(?:${PRONOUNS.join('|')}|We|I|You|They|He|She|It|Us|Me|Them)\b`,
      ),
    ),
  },
  { name: 'a stray hyphen', test: match(/(?:^|\s)-\p{L}|\p{L}-(?:\s|$)|\s-\s(?!\p{L})/u) },
  { name: 'space before punctuation', test: match(/\s[?.,;:!]/) },
  { name: 'double space', test: match(/ {2}/) },
  { name: '"a" before a vowel', test: match(/\ba\s+(?!(?:uni|use|usu|eu|one|once|u\b))[aeiou]\p{L}*/iu) },
  {
    name: '"an" before a consonant',
    test: match(/\ban\s+(?!(?:hour|honest|honou?r|heir|[aeiou]|[A-Z]{2,}))[b-df-hj-np-tv-z]\p{L}*/iu),
  },
  { name: 'a verb used as a noun after "use the"', test: match(/\buse\s+the\s+\p{L}+ing\b/iu) },
  {
    // "How often do you use the remote work?": an activity or idea is not a thing to use or visit.
    name: 'an activity used as a thing',
    test: match(
      new RegExp(
        String.raw`\b(?:use|using|visit|visiting|attend|attending)\s+the\s+(?:\p{L}+\s+){0,2}(?:${[...MASS_WORDS].join('|')})\b(?!\s+\p{L})`,
        'iu',
      ),
    ),
  },
  {
    // "How well does the new bike lanes meet your needs?", "Is the new bike lanes safe?": a singular
    // verb before a plural subject.
    name: 'a singular verb with a plural subject',
    test: (text) => {
      const found = SINGULAR_VERB_PLURAL_SUBJECT.exec(text);
      if (found === null) return null;
      const head = found[1]!.toLowerCase();
      return /(?:ss|us|is|ics|news|series|species|canvas|gas|atlas|lens)$/.test(head) ? null : found[0];
    },
  },
  {
    // "stop using people coming to our market": people are who is asked, never a thing to use.
    name: 'people used as a thing',
    test: match(/\b(?:use|using|visit|visiting|attend|attending|rate)\s+(?:the\s+|our\s+)?people\b/i),
  },
  { name: 'third person in a question', test: match(/\b(?:they|their|them)\b.*\?$/i) },
  { name: 'doubled punctuation', test: match(/[?.!,]{2,}|\?\s*\./) },
  { name: 'a lower-case start', test: match(/^\p{Ll}/u) },
  {
    name: 'unbalanced quotes or brackets',
    test: (text) =>
      (text.match(/["“”(]/g)?.length ?? 0) % 2 === 1 && /[(]/.test(text) !== /[)]/.test(text) ? text : null,
  },
];

export interface CheckFailure {
  rule: string;
  detail: string;
}

function shapeFailures(survey: SurveyDocument, expected: SurveyExpectations): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const first = survey.pages[0];
  const last = survey.pages.at(-1);
  if (first?.page_type !== 'WELCOME')
    failures.push({ rule: 'welcome page first', detail: String(first?.page_type) });
  if (last?.page_type !== 'THANK_YOU')
    failures.push({ rule: 'thank-you page last', detail: String(last?.page_type) });
  const count = listQuestions(survey).length;
  if (expected.questions !== undefined && count !== expected.questions) {
    failures.push({ rule: 'question count', detail: `${count}, asked for ${expected.questions}` });
  }
  if (expected.questions === undefined && (count < 4 || count > 8)) {
    failures.push({ rule: 'question count', detail: `${count}, expected 4–8` });
  }
  if (expected.variants !== undefined) {
    const variants = survey.pages
      .flatMap((page) => page.content_blocks)
      .filter((block) => block.type === 'MEDIA_SET')
      .reduce((total, block) => total + block.items.length, 0);
    if (variants !== expected.variants) {
      failures.push({ rule: 'variant count', detail: `${variants}, expected ${expected.variants}` });
    }
  }
  return failures;
}

function questionFailures(survey: SurveyDocument): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const asked = new Set<string>();
  for (const { question } of listQuestions(survey)) {
    const text = question.text.trim();
    // The same question twice wastes the respondent's time and splits the answers.
    const key = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (key !== '' && asked.has(key)) failures.push({ rule: 'repeated question', detail: text });
    asked.add(key);
    if (text === '') failures.push({ rule: 'empty question', detail: question.id });
    if (QUESTION_START.test(text) && !text.endsWith('?')) {
      failures.push({ rule: 'a question without "?"', detail: text });
    }
    if (text.endsWith('?') && !QUESTION_WORD.test(text)) {
      failures.push({ rule: 'a "?" on a statement', detail: text });
    }
    if (text.length > 160) failures.push({ rule: 'question longer than 160 characters', detail: text });
    const options = optionTexts(question);
    if (options.some((option) => option.trim() === '')) failures.push({ rule: 'empty option', detail: text });
    const distinct = new Set(options.map((option) => option.trim().toLowerCase()));
    if (distinct.size !== options.length)
      failures.push({ rule: 'repeated option', detail: options.join(' | ') });
  }
  return failures;
}

/** "textbooks" is found by "textbook", "membership" by "memberships". */
function mentions(haystack: string, word: string): boolean {
  const words = word.toLowerCase().split(/\s+/);
  const pattern = words
    .map((part, index) => {
      const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const stem =
        index === words.length - 1 && part.length > 5
          ? escaped.replace(/(?:ing|ed|es|s|e|y)$/, '')
          : index === words.length - 1 && part.length > 4
            ? escaped.replace(/(?:e?s|y)$/, '')
            : escaped;
      return stem;
    })
    .join(String.raw`[\s-]+`);
  return new RegExp(String.raw`(?:^|[^\p{L}])${pattern}`, 'iu').test(haystack);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A decision's alternatives ("the lake or the park"): one question offers every one as an option,
 * and no question treats one as an event or a product ("How well organised was the lake?").
 */
function choiceFailures(survey: SurveyDocument, choices: readonly string[]): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const bare = (text: string) =>
    text
      .toLowerCase()
      .replace(/^(?:the|a|an|our|my)\s+/, '')
      .trim();
  const questions = listQuestions(survey).map((entry) => entry.question);
  const offers = questions.some((question) => {
    const options = optionTexts(question).map(bare);
    return choices.every((choice) => options.includes(bare(choice)));
  });
  if (!offers) failures.push({ rule: 'alternatives not offered', detail: choices.join(' | ') });
  for (const question of questions) {
    for (const choice of choices) {
      const name = escapeRegExp(bare(choice));
      const misuse = new RegExp(
        String.raw`\b(?:use|using|attend|attending|visit|visiting|organi[sz]ed\s+was|length\s+of|part\s+of|rate|think\s+of|feel\s+about)\s+(?:the\s+|our\s+|your\s+)?${name}\b`,
        'i',
      );
      if (misuse.test(question.text))
        failures.push({ rule: 'an alternative treated as a thing', detail: question.text });
    }
  }
  return failures;
}

/** Everything wrong with a generated survey, or an empty list. */
export function checkSurvey(survey: SurveyDocument, expected: SurveyExpectations): CheckFailure[] {
  const failures = [
    ...shapeFailures(survey, expected),
    ...questionFailures(survey),
    ...(expected.choices === undefined ? [] : choiceFailures(survey, expected.choices)),
  ];
  const texts = textsOf(survey);
  for (const { where, text } of texts) {
    for (const rule of TEXT_RULES) {
      const found = rule.test(text);
      if (found !== null) failures.push({ rule: rule.name, detail: `${where}: “${text}” (${found})` });
    }
  }
  const all = texts.map((entry) => entry.text).join('\n');
  for (const word of expected.mentions) {
    if (!mentions(all, word)) failures.push({ rule: 'topic word missing', detail: word });
  }
  for (const phrase of expected.avoid ?? []) {
    const found = new RegExp(String.raw`(?:^|[^\p{L}])${escapeRegExp(phrase)}(?![\p{L}])`, 'iu').exec(all);
    if (found !== null) failures.push({ rule: 'unwanted wording', detail: phrase });
  }
  return failures;
}
