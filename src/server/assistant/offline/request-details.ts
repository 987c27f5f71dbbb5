import { collapseSpaces, readNumberWord, splitList } from './text-tools.ts';

// Numbers and lists a survey request may state: how many questions, how many variants, which
// options a poll offers.

export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 12;
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 6;

const COUNT = String.raw`\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`;

// "under 10 questions", "fewer than 8", "keep it below 9": a strict bound, so one fewer.
const STRICTLY_FEWER = /\b(?:under|fewer\s+than|less\s+than|below)\s*$/i;

/**
 * The number of questions the request names, as written: "a 5-question survey", "around 15
 * questions", "under 12 questions" (→ 11), "8 questions max"; undefined when not stated.
 */
export function askedQuestionCount(message: string): number | undefined {
  const text = collapseSpaces(message);
  const match = new RegExp(
    String.raw`\b(${COUNT})[\s-]+(?:short\s+|quick\s+|simple\s+|key\s+)?(?:questions?|qs?)\b`,
    'i',
  ).exec(text);
  const count = match ? readNumberWord(match[1]!) : undefined;
  if (count === undefined) return undefined;
  return STRICTLY_FEWER.test(text.slice(0, match!.index)) ? count - 1 : count;
}

/** The asked count kept within 1–MAX_QUESTIONS; undefined when not stated. */
export function requestedQuestionCount(message: string): number | undefined {
  const count = askedQuestionCount(message);
  if (count === undefined) return undefined;
  return Math.min(MAX_QUESTIONS, Math.max(MIN_QUESTIONS, count));
}

const NOT_VARIANTS =
  /^(?:questions?|qs?|minutes?|mins?|seconds?|days?|weeks?|months?|years?|people|persons?|respondents|users|customers|participants|pages?|steps?|points?|times|hours?|groups?|audiences?|markets?|countries|languages)$/i;

/**
 * How many variants a concept test compares: "three headlines", "3 variants", "A, B and C"
 * (kept within 2–6); 2 when not stated.
 */
export function requestedVariantCount(message: string): number {
  const text = collapseSpaces(message);
  const counted = /\b(two|three|four|five|six|seven|eight|\d)\s+((?:[\w'-]+\s*){1,3})/gi;
  for (let match = counted.exec(text); match !== null; match = counted.exec(text)) {
    const words = match[2]!.trim().split(/\s+/);
    const noun = words.find(
      (word) => /s$/i.test(word) && !/^(?:different|various|alternative|less|this)$/i.test(word),
    );
    if (noun === undefined || NOT_VARIANTS.test(noun)) continue;
    const count = readNumberWord(match[1]!);
    if (count !== undefined && count >= 2) return Math.min(MAX_VARIANTS, count);
  }
  const letters = /\b(?:variants?|versions?|options?|concepts?)\s+([A-F](?:\s*(?:,|and|&)\s*[A-F])+)\b/.exec(
    text,
  );
  if (letters) {
    const count = letters[1]!.split(/\s*(?:,|and|&)\s*/).filter(Boolean).length;
    return Math.min(MAX_VARIANTS, Math.max(MIN_VARIANTS, count));
  }
  return MIN_VARIANTS;
}

/**
 * The choices a poll request names: "pizza or sushi", "between tacos, pizza and sushi",
 * "options: A, B, C". Empty when fewer than two are named.
 */
export function requestedPollOptions(message: string): string[] {
  // A stated size ("…, 5-question") is not a choice.
  const text = collapseSpaces(
    message
      .replace(/\bvs\./gi, 'vs')
      .replace(new RegExp(String.raw`[,;]?\s*(?:with\s+)?(?:${COUNT})[\s-]+questions?\b`, 'gi'), ''),
  );
  const patterns = [
    /\b(?:with\s+)?(?:the\s+)?(?:options?|choices)\s*(?::|are)\s*(.+?)(?:[?.!]|$)/i,
    // "decide between three names for our brand: A, B, and C", "choosing a venue: A vs B vs C":
    // a choice named before a colon, its alternatives listed after it.
    /\b(?:between|which|choose|choosing|pick|picking|decide|deciding|vote|voting|prefer)\b[^:?.!]*:\s*([^:?.!]+?(?:,|\s(?:and|or|vs|versus)\s)[^:?.!]+?)(?:[?.!]|$)/i,
    /\bbetween\s+(.+?)(?:\s+for\b|[?.!]|$)/i,
    /:\s*(.+?\s+(?:or|vs\.?|versus)\s+.+?)(?:\s+for\b|[?.!]|$)/i,
    /\b(?:about|on)\s+(.+?\s+(?:or|vs\.?|versus)\s+.+?)(?:\s+for\b|[?.!]|$)/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const options = splitList(match[1]!.replace(/\s+(?:vs\.?|versus)\s+/gi, ' or ')).filter(
      (option) => option.length <= 100,
    );
    if (options.length >= 2) return options.slice(0, 8);
  }
  return [];
}
