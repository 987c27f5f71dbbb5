import type { ResponseType } from '#shared/survey/survey-schema.ts';
import { phraseAsQuestion, questionAbout } from './question-phrasing.ts';
import {
  rankingMatrixQuestionText,
  readRankingMatrix,
  tidyItems,
  type RankingMatrixDetails,
} from './ranking-matrix-commands.ts';
import {
  capitalize,
  cleanPhrase,
  collapseSpaces,
  quotedText,
  readNumberWord,
  splitList,
} from './text-tools.ts';
import { optionListNamed } from './option-lists.ts';

/** A ranking's options, or a matrix's statements and scale, as a command format. */
function rankingMatrixFormat(details: RankingMatrixDetails): QuestionFormat {
  const items = details.items ? tidyItems(details.items) : undefined;
  if (details.type === 'RANKING') return { type: 'RANKING', ...(items ? { options: items } : {}) };
  return {
    type: 'MATRIX',
    ...(items ? { rows: items } : {}),
    ...(details.scale ? { columns: [...details.scale] } : {}),
  };
}

// Reads the offline assistant's edit commands into structured commands. Parsing knows nothing about
// the survey; edit-commands.ts resolves targets and applies the change.

/** Which question(s) a command means; numbers are 1-based, as the author counts. */
export type QuestionTarget =
  { by: 'number'; number: number } | { by: 'last' } | { by: 'text'; text: string } | { by: 'all' };

export type WelcomeField = 'name' | 'email';
export type FieldVisibility = 'hidden' | 'optional' | 'required';

/** A response type with the details a command gave for it. */
export interface QuestionFormat {
  type: ResponseType;
  allowMultiple?: boolean;
  range?: { min: number; max: number };
  options?: string[];
  /** MATRIX: the statements (rows) and the scale (columns) a command names. */
  rows?: string[];
  columns?: string[];
  /** NUMBER: whole numbers only ("a whole number question"). */
  integer?: boolean;
  /** DROPDOWN of a ready-made list: the question it asks when the request gives no wording. */
  listQuestion?: string;
}

/** Where a moved question goes: a step, an end of its block, or next to another question. */
export type MoveDestination =
  { where: 'up' | 'down' | 'first' | 'last' } | { where: 'before' | 'after'; target: QuestionTarget };

export type EditCommand =
  | { kind: 'add-question'; text: string | null; format: QuestionFormat | null; required: boolean }
  | { kind: 'remove-question'; target: QuestionTarget }
  | { kind: 'reword-question'; target: QuestionTarget; text: string }
  | { kind: 'change-type'; target: QuestionTarget; format: QuestionFormat }
  | { kind: 'set-options'; target: QuestionTarget; options: string[] }
  | { kind: 'add-option'; target: QuestionTarget | null; option: string }
  | { kind: 'remove-option'; target: QuestionTarget | null; option: string }
  | { kind: 'allow-other'; target: QuestionTarget | null; allow: boolean }
  | { kind: 'set-required'; target: QuestionTarget; required: boolean }
  | { kind: 'move-question'; target: QuestionTarget; to: MoveDestination }
  | { kind: 'add-variant'; title: string | null }
  | { kind: 'rename-survey'; title: string }
  | { kind: 'set-description'; description: string }
  | { kind: 'welcome-fields'; fields: WelcomeField[]; visibility: FieldVisibility }
  | { kind: 'translate'; language: string | null };

// ----- message clean-up --------------------------------------------------------------------------

const POLITE_START =
  /^(?:please|pls|plz|can you|could you|would you|will you|kindly|now|ok(?:ay)?|and|also|then|next|great|thanks|i want to|i'd like to|let's|lets)[\s,]+/i;

/** The command itself: courtesy words and trailing punctuation removed (quoted text untouched). */
export function commandText(message: string): string {
  let text = collapseSpaces(message);
  let previous = '';
  while (previous !== text) {
    previous = text;
    text = text.replace(POLITE_START, '');
  }
  return text.replace(/[\s,]+(?:please|thanks|thank you)[\s.!]*$/i, '').replace(/[\s.!]+$/, '');
}

// ----- targets -----------------------------------------------------------------------------------

const ORDINAL = String.raw`first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th)`;
const TARGET_BOUNDARY = String.raw`(?=\s+(?:to|into|as|be|a|an|required|optional|mandatory|compulsory|not required|multiple|single|free|open|yes|slider|text|from|in|with)\b|['’]s\b|$|[,:])`;

interface TargetMatch {
  target: QuestionTarget;
  rest: string;
}

/**
 * A question reference at the start of `text` ("question 3", "the second question", …). A
 * reference by wording ("the question about price") ends before words that start a change ("to",
 * "a", "required"), or runs to the end with `wholeRest`.
 */
export function splitTarget(text: string, { wholeRest = false } = {}): TargetMatch | undefined {
  const boundary = wholeRest ? '$' : TARGET_BOUNDARY;
  const patterns: [RegExp, (match: RegExpExecArray) => QuestionTarget | undefined][] = [
    [
      /^(?:the\s+)?(?:question|q)\s*(?:#|no\.?\s*|number\s+)?(\d+)\b/i,
      (match) => ({ by: 'number', number: Number(match[1]) }),
    ],
    [
      new RegExp(String.raw`^(?:the\s+)?(${ORDINAL}|last|final)\s+question\b`, 'i'),
      (match) => {
        const word = match[1]!.toLowerCase();
        if (word === 'last' || word === 'final') return { by: 'last' };
        const number = readNumberWord(word);
        return number === undefined ? undefined : { by: 'number', number };
      },
    ],
    [/^(?:all|every|each)(?:\s+of)?\s+(?:the\s+)?questions?\b/i, () => ({ by: 'all' })],
    [
      new RegExp(
        String.raw`^(?:the\s+)?question\s+(?:about|on|regarding|mentioning|asking(?:\s+about)?|that\s+asks(?:\s+about)?|which\s+asks(?:\s+about)?|with\s+the\s+text)\s+(.+?)${boundary}`,
        'i',
      ),
      (match) => ({ by: 'text', text: cleanPhrase(match[1]!) }),
    ],
    [
      /^(?:the\s+)?(?:question\s+)?["“‘']([^"”’']+)["”’'](?:\s+question)?/i,
      (match) => ({ by: 'text', text: collapseSpaces(match[1]!) }),
    ],
  ];
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const target = read(match);
    if (target === undefined) continue;
    if (target.by === 'text' && target.text === '') continue;
    return {
      target,
      rest: text
        .slice(match[0].length)
        .replace(/^['’]s\b/i, '')
        .trim(),
    };
  }
  return undefined;
}

/** A question reference anywhere in `text`. */
function findTarget(text: string): QuestionTarget | undefined {
  const words = text.split(' ');
  for (let start = 0; start < words.length; start++) {
    const found = splitTarget(words.slice(start).join(' '));
    if (found) return found.target;
  }
  return undefined;
}

// ----- formats -----------------------------------------------------------------------------------

interface FormatMatch {
  format: QuestionFormat;
  rest: string;
}

const FORMAT_PATTERNS: readonly [RegExp, (match: RegExpExecArray) => QuestionFormat][] = [
  // Issue 12 types first: "a dropdown of countries", "a consent checkbox", "a number field".
  [
    /^(?:drop[- ]?down|select[- ]list|pick[- ]?list|combo[- ]?box)(?:[- ](?:list|menu|field))?(?:\s+(?:question\s+)?(?:of|with|listing)\s+((?:all\s+)?(?:the\s+)?(?:countries|nations|(?:us\s+|u\.s\.\s+|american\s+)?states|months|days\s+of\s+the\s+week|weekdays)))?/i,
    (match) => {
      const list = match[1] === undefined ? undefined : optionListNamed(match[1]);
      return list
        ? { type: 'DROPDOWN', options: [...list.options], listQuestion: list.question }
        : { type: 'DROPDOWN' };
    },
  ],
  [
    /^(?:consent(?:[- ](?:check[- ]?box|box|question|form))?|opt[- ]in(?:[- ]check[- ]?box)?|gdpr(?:[- ]consent)?|(?:terms|privacy)[- ](?:and[- ]conditions[- ])?(?:check[- ]?box|agreement|consent)|agreement[- ]check[- ]?box)\b/i,
    () => ({ type: 'CONSENT' }),
  ],
  [
    /^(?:date(?:[- ]picker)?|calendar(?:[- ]date)?|birth[- ]?date|date[- ]of[- ]birth)(?:[- ](?:field|input|box|entry))?\b/i,
    () => ({ type: 'DATE' }),
  ],
  [/^(?:e-?mail(?:[- ]address)?)(?:[- ](?:field|input|box|entry))?\b/i, () => ({ type: 'EMAIL' })],
  [
    /^(?:(?:tele)?phone(?:[- ]number)?|mobile(?:[- ]number)?|cell(?:[- ]phone)?(?:[- ]number)?)(?:[- ](?:field|input|box|entry))?\b/i,
    () => ({ type: 'PHONE' }),
  ],
  [
    /^(?:(?:whole|decimal)[- ]number|integer|quantity|number|numeric)(?![- ]?(?:select|scale|rating|point))(?:[- ](?:input|field|answer|entry|box))?\b/i,
    (match) => ({ type: 'NUMBER', ...(/whole|integer/i.test(match[0]) ? { integer: true } : {}) }),
  ],
  [/^(?:yes\s*\/\s*no|yes[- ]or[- ]no|yes[- ]no|boolean)\b/i, () => ({ type: 'YES_NO' })],
  [
    /^(?:checkbox(?:es)?|check[- ]boxes|multi(?:ple)?[- ]?select|multi(?:ple)?[- ]answers?|select[- ]all(?:[- ]that[- ]apply)?)\b/i,
    () => ({ type: 'MULTIPLE_CHOICE', allowMultiple: true }),
  ],
  [
    /^(?:multiple|multi)[- ]?choice\b|^(?:single[- ]choice|single[- ]select|radio(?:[- ]buttons?)?|dropdown|choice)\b/i,
    () => ({ type: 'MULTIPLE_CHOICE' }),
  ],
  [
    /^(?:free[- ]?(?:text|response|form)|open(?:[- ]ended|[- ]text)?|text(?:[- ](?:input|box|field|answer|entry))?|written(?:[- ]answer)?|short[- ]answer|long[- ]answer|comments?(?:[- ]box)?)\b/i,
    () => ({ type: 'FREE_RESPONSE' }),
  ],
  [
    /^(?:nps|net[- ]promoter(?:[- ]score)?|(?:likelihood|likely)[- ]to[- ]recommend|recommend(?:ation)?[- ]score)\b/i,
    () => ({ type: 'NPS' }),
  ],
  [/^slider\b/i, () => ({ type: 'SLIDER' })],
  [
    /^(?:(-?\d+)\s*(?:-|–|—|to)\s*(-?\d+)\s+)?(?:(\d+|three|four|five|seven|ten)[- ]point\s+)?(?:star\s+)?(?:rating|scale|number(?:[- ]select)?|numeric|likert)(?:\s+scale)?\b/i,
    (match) => {
      const points = match[3] === undefined ? undefined : readNumberWord(match[3]);
      if (match[1] !== undefined) {
        return { type: 'NUMBER_SELECT', range: { min: Number(match[1]), max: Number(match[2]) } };
      }
      return points === undefined
        ? { type: 'NUMBER_SELECT' }
        : { type: 'NUMBER_SELECT', range: { min: 1, max: points } };
    },
  ],
  [
    /^(-?\d+)\s*(?:-|–|—|to)\s*(-?\d+)\b/i,
    (match) => ({ type: 'NUMBER_SELECT', range: { min: Number(match[1]), max: Number(match[2]) } }),
  ],
];

/** A response-type phrase at the start of `text` ("a 1-5 rating", "multiple choice question", …). */
export function splitFormat(text: string): FormatMatch | undefined {
  const body = text.replace(/^(?:an?\s+)/i, '');
  const rankedOrGrid = readRankingMatrix(body);
  if (rankedOrGrid) return { format: rankingMatrixFormat(rankedOrGrid.details), rest: '' };
  for (const [pattern, read] of FORMAT_PATTERNS) {
    const match = pattern.exec(body);
    if (!match) continue;
    const format = read(match);
    const rest = detailsLast(
      body
        .slice(match[0].length)
        .replace(/^\s*(?:type\s+)?(?:question\b(?!\s*:))?/i, '')
        .trim(),
    );
    return { format: withDetails(format, rest), rest: stripDetails(rest) };
  }
  return undefined;
}

const OPTIONS_CLAUSE =
  /(?:^|[\s,;(]+)(?:with\s+(?:the\s+)?(?:answer\s+)?(?:options?|choices|answers)\s*:?|(?:answer\s+)?(?:options?|choices)\s*(?::|are\b))\s*(.+?)\)?$/i;
const RANGE_CLAUSE =
  /(?:^|[\s,;(]+)(?:(?:on\s+a\s+)?scale\s+(?:of|from)\s+|from\s+|rated\s+|between\s+)?(-?\d+)\s*(?:to|-|–|—|through|and)\s*(-?\d+)(?:\s+(?:scale|points?|rating))?\)?\s*$/i;
const POINT_SCALE_CLAUSE = /(?:^|[\s,;(]+)(?:on\s+)?an?\s+(\d+)[- ]point\s+(?:scale|rating)\)?\s*$/i;
const RANGE_SCALE_CLAUSE = /(?:^|[\s,;(]+)on\s+an?\s+(-?\d+)\s*(?:-|–|to)\s*(-?\d+)\s+scale\)?\s*$/i;

/** Where a list of options starts: "with options", "listing choices", ", options:", "choices are". */
const OPTIONS_START =
  /(?:^|[\s,;(]+)(?:(?:with|listing|having|offering|using)\s+(?:the\s+)?(?:answer\s+)?(?:options?|choices|answers)\b\s*:?|(?:answer\s+)?(?:options?|choices)\s*(?::|are\b)|,\s*(?:options?|choices)\b\s*:?)\s*/i;
/** Where the question's own wording starts after a list of options. */
const WORDING_START =
  /(?:,\s*|\s+|\s*:\s+)(?:(?=(?:asking|that\s+asks|which\s+asks|to\s+ask|titled|called|named|saying|reading|worded|(?:and\s+)?the\s+question\s+(?:is|reads))\b|question\s*:)|(?<=:\s+)(?=\S))/i;

/**
 * The parts of a question description in a fixed order, wording first and options last, however
 * the author ordered them: "with options A, B, C asking which city you live in" → "asking which
 * city you live in with options A, B, C".
 */
function detailsLast(text: string): string {
  const options = OPTIONS_START.exec(text);
  if (!options) return text;
  const listStart = options.index + options[0].length;
  const wording = WORDING_START.exec(text.slice(listStart));
  if (!wording || wording.index === 0) return text;
  const list = text.slice(listStart, listStart + wording.index);
  const words = text.slice(listStart + wording.index).replace(/^[\s,:]+/, '');
  return `${text.slice(0, options.index)} ${words} with options ${list}`.trim();
}

function readRange(text: string): { min: number; max: number } | undefined {
  const range = RANGE_SCALE_CLAUSE.exec(text) ?? RANGE_CLAUSE.exec(text);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const points = POINT_SCALE_CLAUSE.exec(text);
  return points ? { min: 1, max: Number(points[1]) } : undefined;
}

function readOptions(text: string): string[] | undefined {
  const match = OPTIONS_CLAUSE.exec(text);
  if (!match) return undefined;
  const options = splitList(match[1]!);
  return options.length > 0 ? options : undefined;
}

/** Adds the options and range a phrase gives ("… with options A, B", "…, 1 to 10"). */
function withDetails(format: QuestionFormat, text: string): QuestionFormat {
  const options = readOptions(text);
  const range = options === undefined ? readRange(text) : undefined;
  const result: QuestionFormat = { ...format };
  if (options !== undefined) result.options = options;
  if (range !== undefined) result.range = range;
  return result;
}

function stripDetails(text: string): string {
  return text
    .replace(OPTIONS_CLAUSE, '')
    .replace(RANGE_SCALE_CLAUSE, '')
    .replace(RANGE_CLAUSE, '')
    .replace(POINT_SCALE_CLAUSE, '')
    .trim();
}

// ----- question wording --------------------------------------------------------------------------

/** The question text an add command describes, phrased for respondents. */
function questionTextFrom(description: string, format: QuestionFormat | null): string | null {
  const quoted = quotedText(description);
  if (quoted !== undefined) return capitalize(quoted);
  const text = cleanPhrase(description.replace(/^[\s:,–—-]+/, ''));
  if (text === '') return null;
  const giver =
    /^(?:asking(?:\s+(?:them|people|respondents|users|customers))?|that\s+asks|which\s+asks|to\s+ask|to\s+find\s+out|saying|called|titled|named|reading|worded|question\s*:|(?:and\s+)?the\s+question\s+(?:is|reads)|where\s+(?:they|people)\s+(?:say|tell\s+us))\s+/i;
  // "asking for their e-mail address" asks what it is.
  const askingFor =
    /^(?:asking(?:\s+(?:them|people|respondents))?\s+)?for\s+(?:their|your|the)\s+(.+)$/i.exec(text);
  if (askingFor) return `What is your ${askingFor[1]!.replace(/[?.!]+$/, '')}?`;
  if (giver.test(text)) return phraseAsQuestion(text.replace(giver, ''));
  const about = /^(?:about|on|regarding|for)\s+(.+)$/i.exec(text);
  if (about) return questionOnSubject(about[1]!, format);
  return phraseAsQuestion(text);
}

function questionOnSubject(subject: string, format: QuestionFormat | null): string {
  if (/^(?:their|your|how|what|which|why|when|where|whether|if)\b/i.test(subject)) {
    return phraseAsQuestion(subject);
  }
  switch (format?.type) {
    case 'NUMBER_SELECT':
    case 'SLIDER':
    case 'RATING':
      return phraseAsQuestion(`how you would rate ${subject}`);
    case 'YES_NO':
      return phraseAsQuestion(`whether you are happy with ${subject}`);
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
      return phraseAsQuestion(`which ${subject} you prefer`);
    default:
      return questionAbout(subject);
  }
}

/** The response type a question's wording suggests when the command names none. */
export function formatForWording(text: string): QuestionFormat {
  const typed = typedFormatForWording(text);
  if (typed !== undefined) return typed;
  if (/^(?:do|does|did|are|is|was|were|would|will|could|can|have|has|should)\s/i.test(text)) {
    return { type: 'YES_NO' };
  }
  if (
    /^how\s+(?:likely|satisfied|easy|difficult|important|useful|often|well|clear|confident|interested|happy|much do you agree)\b|^(?:how would you )?rate\b|^how would you rate\b/i.test(
      text,
    )
  ) {
    return { type: 'NUMBER_SELECT' };
  }
  return { type: 'FREE_RESPONSE' };
}

// ----- commands ----------------------------------------------------------------------------------

const LANGUAGES =
  'german|french|spanish|italian|dutch|portuguese|polish|swedish|danish|norwegian|finnish|japanese|chinese|mandarin|korean|arabic|hindi|turkish|russian|ukrainian|greek|czech|hebrew|english|romanian|hungarian|indonesian|vietnamese|thai';

function parseTranslate(text: string): EditCommand | undefined {
  const languageAfter = new RegExp(String.raw`\b(?:to|into|in)\s+(${LANGUAGES})\b`, 'i');
  // "how do freelance translators find clients" names people, it asks for no translation.
  if (/\btranslat(?!ors?\b)\w*/i.test(text)) {
    const language = languageAfter.exec(text)?.[1] ?? /\b([A-Z][a-z]+)\s*$/.exec(text)?.[1] ?? null;
    return { kind: 'translate', language: language === null ? null : capitalize(language.toLowerCase()) };
  }
  const switchLanguage = new RegExp(
    String.raw`^(?:make|write|put|convert|change|switch|rewrite|turn)\b.*\b(?:in|into|to)\s+(${LANGUAGES})\b`,
    'i',
  ).exec(text);
  if (switchLanguage) return { kind: 'translate', language: capitalize(switchLanguage[1]!.toLowerCase()) };
  return undefined;
}

function parseWelcomeFields(text: string): EditCommand | undefined {
  if (/\bquestions?\b|\bq\s*\d/i.test(text)) return undefined;
  if (/\banonymous\b/i.test(text) && /^(?:make|keep|set|turn)\b/i.test(text)) {
    return { kind: 'welcome-fields', fields: ['name', 'email'], visibility: 'hidden' };
  }
  const fields: WelcomeField[] = [];
  if (/\bnames?\b/i.test(text)) fields.push('name');
  if (/\be-?mails?(?:\s+address(?:es)?)?\b/i.test(text)) fields.push('email');
  if (fields.length === 0) return undefined;
  let visibility: FieldVisibility | undefined;
  if (/\b(?:don'?t|do\s+not|no\s+longer|doesn'?t\s+need\s+to)\s+require\b|\bnot\s+required\b/i.test(text)) {
    visibility = 'optional';
  } else if (
    /\b(?:don'?t|do\s+not|stop|no\s+longer|never|without)\s+(?:ask(?:ing)?|collect(?:ing)?|request(?:ing)?|need(?:ing)?|gather(?:ing)?)\b|\b(?:remove|hide|delete|drop|skip|turn\s+off|disable|get\s+rid\s+of|no)\b/i.test(
      text,
    )
  ) {
    visibility = 'hidden';
  } else if (/\b(?:require[ds]?|mandatory|compulsory|must)\b/i.test(text)) {
    visibility = 'required';
  } else if (
    /\b(?:optional|ask(?:ing)?\s+for|collect|add|show|enable|request|include|turn\s+on)\b/i.test(text)
  ) {
    visibility = 'optional';
  }
  return visibility === undefined ? undefined : { kind: 'welcome-fields', fields, visibility };
}

function parseRenameSurvey(text: string): EditCommand | undefined {
  const patterns = [
    /^(?:rename|retitle)\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:survey|poll|test|questionnaire|it)\s+(?:to|as)?\s*(.+)$/i,
    /^(?:call|name|title)\s+(?:it|this|the\s+survey|this\s+survey|the\s+poll|this\s+poll|the\s+test)\s+(.+)$/i,
    /^(?:change|set|update|make)\s+(?:the\s+)?(?:survey['’]?s?\s+|poll['’]?s?\s+)?(?:title|name)(?:\s+of\s+(?:the|this)\s+(?:survey|poll|test))?\s+(?:to|as|into)\s+(.+)$/i,
    /^(?:the\s+)?(?:survey\s+)?title\s+(?:should\s+be|is|becomes)\s+(.+)$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const title = match ? cleanPhrase(match[1]!.replace(/^(?:to|as)\s+/i, '')) : '';
    if (title !== '') return { kind: 'rename-survey', title };
  }
  return undefined;
}

function parseDescription(text: string): EditCommand | undefined {
  const match =
    /^(?:change|set|update|make)\s+(?:the\s+)?(?:survey['’]?s?\s+)?description(?:\s+of\s+the\s+survey)?\s+(?:to|as)\s+(.+)$/i.exec(
      text,
    );
  const description = match ? cleanPhrase(match[1]!) : '';
  return description === '' ? undefined : { kind: 'set-description', description };
}

function parseAddVariant(text: string): EditCommand | undefined {
  const match = new RegExp(
    String.raw`^(?:add|create|insert|append|include)\s+(?:a|an|another|one\s+more|one|the)?\s*(?:new\s+)?(?:(?:${ORDINAL})\s+)?(?:variant|version|concept)\b\s*(.*)$`,
    'i',
  ).exec(text);
  if (!match) return undefined;
  const remainder = match[1]!.trim();
  const named = /^(?:called|named|titled|:)\s*(.+)$/i.exec(remainder)?.[1];
  // "create a concept test comparing …" is a new survey, not a variant: a title must be announced,
  // quoted or a single letter.
  if (
    remainder !== '' &&
    named === undefined &&
    quotedText(remainder) === undefined &&
    !/^[a-z]$/i.test(remainder)
  ) {
    return undefined;
  }
  const given = cleanPhrase(quotedText(remainder) ?? named ?? remainder);
  if (given === '') return { kind: 'add-variant', title: null };
  if (/^[a-z]$/i.test(given)) return { kind: 'add-variant', title: `Variant ${given.toUpperCase()}` };
  return { kind: 'add-variant', title: given };
}

const OTHER_OPTION = /^["'“‘]?other["'”’]?(?:\s+(?:option|answers?|choice))?$/i;

function parseOptionCommands(text: string): EditCommand | undefined {
  const allowOther =
    /^(?:allow|enable|accept|let\s+(?:people|respondents|them)\s+(?:write|give|type))\s+(?:an?\s+)?["'“‘]?other["'”’]?(?:\s+(?:option|answers?|choice))?\s*(?:(?:on|for|in|to)\s+(.+))?$/i.exec(
      text,
    );
  if (allowOther) {
    return {
      kind: 'allow-other',
      target: allowOther[1] ? (findTarget(allowOther[1]) ?? null) : null,
      allow: true,
    };
  }
  const disallowOther =
    /^(?:disallow|disable|remove|drop)\s+(?:the\s+)?["'“‘]?other["'”’]?\s+(?:option|answers?|choice)\s*(?:(?:on|for|from|in)\s+(.+))?$/i.exec(
      text,
    );
  if (disallowOther) {
    return {
      kind: 'allow-other',
      target: disallowOther[1] ? (findTarget(disallowOther[1]) ?? null) : null,
      allow: false,
    };
  }
  const add =
    /^(?:add|include|append)\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:option|choice|answer(?:\s+option)?)\s+(?:called\s+|named\s+)?(.+?)(?:\s+(?:to|on|in|for)\s+((?:the\s+)?(?:(?:\w+\s+)?question|q\s*\d).*))?$/i.exec(
      text,
    ) ??
    /^(?:add|include|append)\s+(?:an?\s+|the\s+)?(["'“‘]?other["'”’]?)\s+(?:option|choice|answer)(?:\s+(?:to|on|in|for)\s+(.+))?$/i.exec(
      text,
    );
  if (add) {
    const option = cleanPhrase(add[1]!);
    const target = add[2] ? (findTarget(add[2]) ?? null) : null;
    if (OTHER_OPTION.test(option)) return { kind: 'allow-other', target, allow: true };
    return option === '' ? undefined : { kind: 'add-option', target, option };
  }
  const remove =
    /^(?:remove|delete|drop)\s+(?:the\s+)?(?:option|choice|answer(?:\s+option)?)\s+(.+?)(?:\s+(?:from|in|on)\s+(.+))?$/i.exec(
      text,
    );
  if (remove) {
    const option = cleanPhrase(remove[1]!);
    const target = remove[2] ? (findTarget(remove[2]) ?? null) : null;
    if (OTHER_OPTION.test(option)) return { kind: 'allow-other', target, allow: false };
    return option === '' ? undefined : { kind: 'remove-option', target, option };
  }
  return undefined;
}

function parseSetOptions(text: string): EditCommand | undefined {
  const forms = [
    /^(?:set|change|update|replace|make)\s+(?:the\s+)?(?:answer\s+)?(?:options|choices|answers)\s+(?:of|for|on|in|to)\s+(.+?)\s+(?:to|as|with|:)\s*(.+)$/i,
    /^(?:set|change|update|replace|make)\s+(.+?)['’]s\s+(?:answer\s+)?(?:options|choices|answers)\s+(?:to|as|:)\s*(.+)$/i,
    /^(?:give)\s+(.+?)\s+(?:the\s+)?(?:options|choices)\s*:?\s*(.+)$/i,
  ];
  for (const form of forms) {
    const match = form.exec(text);
    if (!match) continue;
    const target = splitTarget(match[1]!.trim())?.target;
    const options = splitList(match[2]!);
    if (target !== undefined && options.length > 0) return { kind: 'set-options', target, options };
  }
  return undefined;
}

function parseAddQuestion(text: string): EditCommand | undefined {
  const ask =
    /^ask\s+(?:them\s+|people\s+|respondents\s+|users\s+|customers\s+)?((?:how|what|which|why|when|where|who|whether|if)\b.*)$/i.exec(
      text,
    );
  if (ask) return addQuestionCommand(ask[1]!, null, false, true);
  const verb = /^(?:add|insert|append|include|create|put\s+in|write)\s+(.*)$/i.exec(text);
  if (!verb) return undefined;
  // "Create a new NPS survey" asks for a survey; a question to add is named as one.
  if (
    !/\bquestion\b/i.test(verb[1]!) &&
    /\b(?:survey|poll|questionnaire|test|study|form|quiz)s?\b/i.test(verb[1]!)
  )
    return undefined;
  let body = verb[1]!.replace(/^(?:a|an|one|another|one\s+more|some)\s+/i, '').replace(/^new\s+/i, '');
  let required = false;
  const requirement = /^(required|mandatory|compulsory|optional)\s+/i.exec(body);
  if (requirement) {
    required = requirement[1]!.toLowerCase() !== 'optional';
    body = body.slice(requirement[0].length);
  }
  // Ranking and matrix commands name their options or statements in their own words.
  const rankedOrGrid = readRankingMatrix(body);
  if (rankedOrGrid) {
    const { details } = rankedOrGrid;
    const text = rankingMatrixQuestionText(details);
    return { kind: 'add-question', text, format: rankingMatrixFormat(details), required };
  }
  const formatted = splitFormat(body);
  if (formatted) return addQuestionCommand(formatted.rest, formatted.format, required, false);
  const question = /^question\b\s*(.*)$/i.exec(body);
  return question ? addQuestionCommand(question[1]!, null, required, false) : undefined;
}

/**
 * An add-question command from its description ("asking how likely they are to sign up, 1 to
 * 10"). A format named by the command wins; otherwise options make it multiple choice, a range a
 * scale, and the wording decides the rest.
 */
function addQuestionCommand(
  description: string,
  format: QuestionFormat | null,
  required: boolean,
  isClause: boolean,
): EditCommand {
  const ordered = detailsLast(description);
  const details = withDetails(format ?? { type: 'FREE_RESPONSE' }, ordered);
  const wording = stripDetails(ordered);
  const questionText = isClause ? phraseAsQuestion(wording) : questionTextFrom(wording, format);
  let result: QuestionFormat;
  if (format !== null) result = details;
  else if (details.options !== undefined) result = { ...details, type: 'MULTIPLE_CHOICE' };
  else if (details.range !== undefined) result = { ...details, type: 'NUMBER_SELECT' };
  else result = formatForWording(questionText ?? '');
  return { kind: 'add-question', text: questionText, format: result, required };
}

function parseRemoveQuestion(text: string): EditCommand | undefined {
  const match = /^(?:remove|delete|drop|cut|get\s+rid\s+of|take\s+out|scrap)\s+(.+)$/i.exec(text);
  if (!match) return undefined;
  const found = splitTarget(match[1]!, { wholeRest: true });
  if (!found) return undefined;
  const leftover = found.rest
    .replace(/^(?:from\s+(?:the|this)\s+(?:survey|poll|page)|entirely|completely|altogether)\b/i, '')
    .trim();
  return leftover === '' ? { kind: 'remove-question', target: found.target } : undefined;
}

const REQUIRED_WORDS =
  /^(?:as\s+)?(required|mandatory|compulsory|obligatory|optional|not\s+required|non[- ]required|skippable)$/i;

function parseTargetedChange(text: string): EditCommand | undefined {
  const verb =
    /^(make|change|turn|convert|switch|set|mark|rename|reword|rephrase|edit|update|retitle)\s+(?:the\s+(?:text|wording)\s+of\s+)?(.+)$/i.exec(
      text,
    );
  if (!verb) return undefined;
  const found = splitTarget(verb[2]!);
  if (!found) return undefined;
  const rest = found.rest
    .replace(/^(?:text|wording)\b\s*/i, '')
    .replace(/^(?:(?:in)?to|as|be|so\s+it\s+(?:reads|says)|so\s+that\s+it\s+(?:reads|says))\b\s*/i, '')
    .replace(/^(?:to\s+be|a|an)\s+(?=required|mandatory|optional)/i, '')
    .trim();
  const requirement = REQUIRED_WORDS.exec(rest);
  if (requirement) {
    const word = requirement[1]!.toLowerCase();
    const required = !/optional|not|non|skippable/.test(word);
    return { kind: 'set-required', target: found.target, required };
  }
  if (found.target.by === 'all') return undefined;
  const quoted = quotedText(rest);
  if (quoted === undefined) {
    const format = splitFormat(rest);
    if (format && format.rest === '')
      return { kind: 'change-type', target: found.target, format: format.format };
  }
  const rewording = /^(?:change|rename|reword|rephrase|edit|update|retitle|set)$/i.test(verb[1]!);
  const newText = quoted ?? cleanPhrase(rest);
  if (rewording && newText !== '') {
    return {
      kind: 'reword-question',
      target: found.target,
      text: quoted === undefined ? phraseAsQuestion(newText) : capitalize(newText),
    };
  }
  return undefined;
}

function parseRequire(text: string): EditCommand | undefined {
  const match = /^(?:require|make\s+it\s+required\s+to\s+answer)\s+(.+)$/i.exec(text);
  const found = match ? splitTarget(match[1]!) : undefined;
  return found && found.rest === ''
    ? { kind: 'set-required', target: found.target, required: true }
    : undefined;
}

function parseMoveQuestion(text: string): EditCommand | undefined {
  const verb = /^(?:move|put|shift|place|reorder)\s+(.+)$/i.exec(text);
  const found = verb ? splitTarget(verb[1]!, { wholeRest: false }) : undefined;
  if (!found || found.target.by === 'all') return undefined;
  const rest = found.rest.replace(/\s+(?:please|instead)$/i, '').trim();
  const step =
    /^(?:one\s+(?:place|position|spot)\s+)?(up|down|higher|lower|earlier|later)(?:\s+(?:one|a|by\s+one)(?:\s+(?:place|position|spot))?)?$/i.exec(
      rest,
    );
  if (step) {
    const word = step[1]!.toLowerCase();
    return {
      kind: 'move-question',
      target: found.target,
      to: { where: word === 'up' || word === 'higher' || word === 'earlier' ? 'up' : 'down' },
    };
  }
  if (
    /^(?:to\s+(?:the\s+)?(?:top|start|beginning|front)|first|to\s+be\s+first|at\s+the\s+(?:top|start))$/i.test(
      rest,
    )
  ) {
    return { kind: 'move-question', target: found.target, to: { where: 'first' } };
  }
  if (/^(?:to\s+(?:the\s+)?(?:bottom|end|back)|last|to\s+be\s+last|at\s+the\s+(?:bottom|end))$/i.test(rest)) {
    return { kind: 'move-question', target: found.target, to: { where: 'last' } };
  }
  const relative =
    /^(?:to\s+)?(before|above|in\s+front\s+of|ahead\s+of|after|below|behind|under)\s+(.+)$/i.exec(rest);
  const other = relative ? splitTarget(relative[2]!, { wholeRest: true }) : undefined;
  if (relative && other && other.rest === '' && other.target.by !== 'all') {
    const before = /^(?:before|above|in\s+front\s+of|ahead\s+of)$/i.test(relative[1]!);
    return {
      kind: 'move-question',
      target: found.target,
      to: { where: before ? 'before' : 'after', target: other.target },
    };
  }
  return undefined;
}

const PARSERS: readonly ((text: string) => EditCommand | undefined)[] = [
  parseTranslate,
  parseRenameSurvey,
  parseDescription,
  parseSetOptions,
  parseOptionCommands,
  parseAddVariant,
  parseRemoveQuestion,
  parseMoveQuestion,
  parseRequire,
  parseTargetedChange,
  parseWelcomeFields,
  parseAddQuestion,
];

/** The edit command a message states, or null when it is not one this assistant knows. */
export function parseEditCommand(message: string): EditCommand | null {
  // "With options Yes, No and Maybe, add a question asking …": the command first, its options after.
  const text = commandText(message).replace(
    /^((?:with|using)\s+(?:the\s+)?(?:options?|choices|answers)\b.+?),\s*((?:add|insert|append|include|create|put\s+in)\b.+)$/i,
    '$2 $1',
  );
  if (text === '') return null;
  for (const parse of PARSERS) {
    const command = parse(text);
    if (command) return command;
  }
  return null;
}

/** Whether a message reads like an instruction to change a survey (even one not understood). */
export function looksLikeEditCommand(message: string): boolean {
  const text = commandText(message);
  return /^(?:add|insert|append|include|remove|delete|drop|cut|change|rename|reword|rephrase|edit|update|make|set|mark|turn|convert|switch|call|title|move|replace|translate|hide|show|require|allow|don'?t|do\s+not|stop|ask)\b/i.test(
    text,
  );
}

/**
 * The issue-12 type a question's wording asks for when the command names none: an e-mail address,
 * a phone number, a date, a likelihood to recommend (NPS), a count (number); undefined otherwise.
 */
function typedFormatForWording(text: string): QuestionFormat | undefined {
  if (/\bhow\s+likely\b.*\brecommend\b/i.test(text)) return { type: 'NPS' };
  if (/^what(?:'s|\s+is)\s+your\s+(?:e-?mail|email)(?:\s+address)?\b/i.test(text)) return { type: 'EMAIL' };
  if (/^what(?:'s|\s+is)\s+your\s+(?:(?:tele|mobile\s+|cell\s+)?phone|mobile)(?:\s+number)?\b/i.test(text))
    return { type: 'PHONE' };
  if (
    /^(?:on\s+)?(?:what|which)\s+date\b|\bdate\s+of\s+birth\b|^when\s+(?:is|was)\s+your\s+birthday\b/i.test(
      text,
    )
  )
    return { type: 'DATE' };
  if (/^how\s+many\b|^how\s+old\b/i.test(text)) return { type: 'NUMBER', integer: true };
  return undefined;
}
