import { capitalize, cleanPhrase, quotedText, splitList } from './text-tools.ts';

// The offline assistant's reading of ranking and matrix requests (issue 12 §7): "add a ranking
// question of these features: speed, price, support", "add a matrix rating speed, price and
// support", "put in a grid where people rate the menu, the staff and the prices". Only the pieces a
// command gives are read; question-configuration.ts applies them with the editor's operations.

export interface RankingMatrixDetails {
  type: 'RANKING' | 'MATRIX';
  /** RANKING: the options to order; MATRIX: the statements (rows). */
  items?: string[];
  /** MATRIX: the scale (columns), lowest first, when the wording implies one. */
  scale?: string[];
  /** What the items are ("features"), for the question's wording. */
  noun?: string;
  /** The question as the command words it, when it does. */
  text?: string;
}

const RANKING_WORD =
  /^(?:rank(?:ing|ed)?(?:[- ]order(?:ed)?)?(?:[- ]choice)?|order(?:ing)?[- ]rank(?:ing)?|priorit(?:y|ies|i[sz]ation)[- ]rank(?:ing)?|drag[- ]to[- ]rank)\b/i;
const MATRIX_WORD =
  /^(?:matrix(?:[- ](?:question|grid))?|grid|rating[- ](?:grid|matrix|table)|likert[- ](?:grid|matrix|table)|(?:agree(?:ment)?|satisfaction)[- ](?:grid|matrix))\b/i;

export const QUALITY_SCALE = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
export const AGREEMENT_SCALE = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
export const SATISFACTION_SCALE = [
  'Very dissatisfied',
  'Dissatisfied',
  'Neutral',
  'Satisfied',
  'Very satisfied',
];
export const IMPORTANCE_SCALE = [
  'Not at all important',
  'Slightly important',
  'Moderately important',
  'Very important',
  'Extremely important',
];

/** "these features", "the following options" → "features"; a plain list has no noun. */
function nounOf(phrase: string): string | undefined {
  const match =
    /^(?:these|the\s+following|the|our|your|some|a\s+few|our\s+new)\s+([a-z][a-z\s-]{1,40}?)\s*$/i.exec(
      phrase.trim(),
    );
  return match ? match[1]!.trim().toLowerCase() : undefined;
}

/** The list a command names after a colon, or after "of/for/rating/…"; fewer than two is no list. */
function readList(rest: string, lead: RegExp): { items?: string[]; noun?: string } {
  const colon = rest.indexOf(':');
  if (colon >= 0) {
    const items = splitList(rest.slice(colon + 1));
    const before = rest
      .slice(0, colon)
      .replace(/^\s*(?:question\s+)?(?:of|for|about|on|with|rating|to\s+rank|ranking)\s+/i, '');
    return { items: items.length >= 1 ? items : undefined, noun: nounOf(before) };
  }
  const match = lead.exec(rest);
  if (!match) {
    // "a matrix rating speed, price and support" after the type words: a bare list.
    const bare = splitList(rest.replace(/^(?:rating|to\s+rate|ranking|to\s+rank|of|for)\s+/i, ''));
    return bare.length >= 2 && !/\b(?:where|which|that|how|about)\b/i.test(rest) ? { items: bare } : {};
  }
  const phrase = match[1]!.replace(/\s+(?:from\s+(?:best|most|first)|in\s+order).*$/i, '');
  const items = splitList(phrase);
  if (items.length >= 2) return { items };
  const noun = nounOf(phrase);
  return noun ? { noun } : {};
}

function scaleFor(rest: string): string[] | undefined {
  if (/\bagree/i.test(rest)) return AGREEMENT_SCALE;
  if (/\bsatisf/i.test(rest)) return SATISFACTION_SCALE;
  if (/\bimportan/i.test(rest)) return IMPORTANCE_SCALE;
  if (/\b(?:rat(?:e|es|ing)|score|quality|grade)\b/i.test(rest)) return QUALITY_SCALE;
  return undefined;
}

/**
 * A ranking or matrix request at the start of `body` (after "add a"), or undefined. `rest` is what
 * follows the type words, for the caller's own reading.
 */
export function readRankingMatrix(body: string): { details: RankingMatrixDetails; rest: string } | undefined {
  const text = body.replace(/^(?:an?\s+)/i, '');
  const ranking = RANKING_WORD.exec(text);
  const matrix = ranking ? null : MATRIX_WORD.exec(text);
  const found = ranking ?? matrix;
  if (!found) return undefined;
  const rest = text
    .slice(found[0].length)
    .replace(/^\s*(?:type\s+)?(?:question\b)?/i, '')
    .trim();
  const quoted = quotedText(rest);
  const unquoted = quoted === undefined ? rest : rest.replace(/"[^"]*"|“[^”]*”/g, ' ').trim();
  if (ranking) {
    const list = readList(
      unquoted,
      /(?:^|\s)(?:of|for|between|with|ranking|to\s+rank|where\s+(?:people|they|respondents)\s+rank|that\s+ranks)\s+(.+)$/i,
    );
    return {
      details: {
        type: 'RANKING',
        ...(list.items ? { items: list.items } : {}),
        ...(list.noun ? { noun: list.noun } : {}),
        ...(quoted ? { text: capitalize(quoted) } : {}),
      },
      rest,
    };
  }
  const list = readList(
    unquoted,
    /(?:^|\s)(?:(?:about\s+)?(?:satisfaction|agreement)\s+with|rating|to\s+rate|rate|rates|scoring|of|for|about|on|covering|with\s+rows?|where\s+(?:people|they|respondents)\s+rate)\s+(.+?)(?:\s+(?:on|with)\s+(?:an?\s+)?(?:agreement|satisfaction|importance|quality|\d+[- ]point)\b.*)?$/i,
  );
  const scale = scaleFor(unquoted);
  return {
    details: {
      type: 'MATRIX',
      ...(list.items ? { items: list.items } : {}),
      ...(list.noun ? { noun: list.noun } : {}),
      ...(scale ? { scale } : {}),
      ...(quoted ? { text: capitalize(quoted) } : {}),
    },
    rest,
  };
}

/** The question a ranking or matrix command adds, when it words none. */
export function rankingMatrixQuestionText(details: RankingMatrixDetails): string {
  if (details.text) return details.text;
  const things = details.noun ?? (details.type === 'RANKING' ? 'options' : 'aspects');
  if (details.type === 'RANKING') return `Please rank these ${things} from most to least important.`;
  if (details.scale === AGREEMENT_SCALE) return 'How much do you agree with each statement?';
  if (details.scale === SATISFACTION_SCALE) return `How satisfied are you with each of these ${things}?`;
  if (details.scale === IMPORTANCE_SCALE) return `How important is each of these ${things} to you?`;
  return `How would you rate each of these ${things}?`;
}

/** Items read from a list, cleaned for use as options or statements ("the speed" → "Speed"). */
export function tidyItems(items: readonly string[]): string[] {
  // "the food" → "Food", but a statement keeps its words ("The app is fast").
  return items
    .map((item) => {
      const clean = cleanPhrase(item);
      return clean.split(/\s+/).length <= 3 ? clean.replace(/^(?:the|our|its|their)\s+/i, '') : clean;
    })
    .filter((item) => item !== '')
    .map(capitalize);
}
