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
    // "What do our volunteers value most — flexible shifts, training, or social events?"
    /\b(?:most|best|prefer)\s*[—–]\s*([^?.!]+?(?:,|\s(?:or|and)\s)[^?.!]+?)(?:[?.!]|$)/i,
    // "which new class should we add, spin, pilates, HIIT or boxing?": the choices after the question.
    /\bwhich\s+[^,?.!]{1,40}?\b(?:should|would|could|do|does|shall)\b[^,?.!]*?,\s*([^?.!]+?(?:,|\s(?:or|and)\s)[^?.!]+?)(?:[?.!]|$)/i,
    // "whether to build a dog park or a skate park in the empty lot".
    /\bwhether\s+to\s+(?:build|open|add|choose|buy|get|have|hold|start|run|keep|put|install|plant|make)\s+(.+?\s+or\s+.+?)(?:\s+(?:in|at|on|for|near|by|next)\b|[?.!]|$)/i,
    /:\s*(.+?\s+(?:or|vs\.?|versus)\s+.+?)(?:\s+for\b|[?.!]|$)/i,
    // "quick poll - curry or burgers for the team dinner", "which month for the open day - june or
    // july": a spaced dash, like a colon, introduces the choices.
    /\s[-–—]\s+([^-–—?.!]+?\s+(?:or|vs\.?|versus)\s+[^?.!]+?)(?:\s+for\b|[?.!]|$)/i,
    /\b(?:about|on)\s+(.+?\s+(?:or|vs\.?|versus)\s+.+?)(?:\s+for\b|[?.!]|$)/i,
  ];
  // "lunch and learn tuesday or thursday", "bake sale, sat or sun": days offered as alternatives are
  // the choices, whatever else the sentence lists.
  const days = DAY_RUN.exec(text);
  if (days) {
    const named = splitList(
      days[0]
        .replace(/\s+(?:vs\.?|versus)\s+/gi, ' or ')
        .replace(new RegExp(String.raw`(${DAY})\s+(?=${DAY})`, 'gi'), '$1, '),
    );
    return named.map((day) => day.charAt(0).toUpperCase() + day.slice(1)).slice(0, 8);
  }
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const options = splitList(
      match[1]!.replace(/\s+(?:vs\.?|versus)\s+/gi, ' or ').split(/[.!?](?:\s|$)/)[0]!,
    ).filter((option) => option.length <= 100);
    // "… become a park? yes or no": the answers of a yes-or-no question, not choices to list.
    if (options.some((option) => /^(?:yes|no)$/i.test(option.trim()) || /\?\s*yes$/i.test(option.trim())))
      continue;
    // "about how clients heard of us, what barriers they face, … or job help": goals, not choices.
    if (options.some((option) => /^(?:what|which|how|whether|why|who|where|when)\b/i.test(option))) continue;
    // "a dog park or a skate park": the choices are "Dog park" and "Skate park".
    // "care about most — transparency, …": the words before a dash are not the first choice.
    const undashed = options.map((option, index) =>
      index === 0 ? option.replace(/^[^—–]*[—–]\s*/u, '') : option,
    );
    // "a dog park or a skate park" are "Dog park" and "Skate park"; "a weekend in Lisbon" stays whole.
    const bare = undashed.every((option) => /^(?:a|an)\s+\S+(?:\s+\S+)?$/i.test(option))
      ? undashed.map((option) => option.replace(/^(?:a|an)\s+/i, ''))
      : undashed;
    // "should our podcast release episodes weekly or biweekly": the choice is how often.
    const often = /^(?:\S+\s+){2,}((?:\S+)ly|online|remotely|mornings|evenings|afternoons|weekends)$/i;
    const trimmed =
      bare.length === 2 && !/\s/.test(bare[1]!) && often.test(bare[0]!)
        ? [often.exec(bare[0]!)![1]!, bare[1]!]
        : bare;
    if (options.length >= 2) return withoutTrailingTail(withoutLeadingStem(trimmed)).slice(0, 8);
  }
  return [];
}

/** A day of the week, as people write it in a quick poll ("Thurs", "fri", "Saturday", "weekend"). */
const DAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|weekend|weekday)\.?`;
export const DAY_WORD = new RegExp(`^${DAY}$`, 'i');
/** Two or more days joined as alternatives ("Thurs or Fri", "Saturday, Sunday or Monday"). */
const DAY_RUN = new RegExp(
  // "tuesday wednesday or friday": people in a hurry leave out the commas.
  String.raw`\b${DAY}(?:\s*,\s*${DAY}|\s+${DAY})*\s*(?:,\s*)?(?:\bor\b|\bvs\.?|\bversus\b)\s*${DAY}(?![\p{L}])`,
  'iu',
);

const STEM_END =
  /^(?:on|in|at|to|for|by|be|is|are|was|were|should|would|could|will|shall|do|does|between|either|we|you|they|i|read|watch|play|pick|choose|get|have|go|use|order|try|visit|see|eat|hold|host|book|meet|start|call|name|preferences?|options?|choices?|about)$/i;

/**
 * "should the offsite be on Thursday or Friday" lists "should the offsite be on Thursday" first:
 * the question's stem sticks to the first option. When the first is longer than the others by more
 * than a word, it keeps what follows its last preposition, pronoun or verb ("Thursday"; "should we read
 * Dune" → "Dune"); "vanilla ice cream
 * or sorbet" and "a weekend in Lisbon or a week in Porto" stay as they are.
 */
function withoutLeadingStem(options: string[]): string[] {
  const [first, ...rest] = options;
  const words = first!.split(/\s+/);
  const longestRest = Math.max(...rest.map((option) => option.split(/\s+/).length));
  // "team offsite Thurs or Fri": one-word days after a subject with no preposition to cut at.
  if (rest.every((option) => DAY_WORD.test(option)) && DAY_WORD.test(words.at(-1)!) && words.length > 1) {
    const day = words.at(-1)!;
    return [day.charAt(0).toUpperCase() + day.slice(1), ...rest];
  }
  // "what time should the weekly standup be, 9am or 10am": a first item that ends in its verb is
  // the question, not a choice.
  if (rest.length >= 2 && words.length > longestRest + 1 && STEM_END.test(words.at(-1)!)) return rest;
  if (words.length <= longestRest + 1) return options;
  let end = -1;
  for (let index = words.length - 2; index >= 0; index--)
    if (STEM_END.test(words[index]!)) {
      end = index;
      break;
    }
  if (end < 0) return options;
  let tail = words.slice(end + 1).join(' ');
  // "should we name the cat Miso, Tofu or Pickle": what is named comes before the name.
  if (/^(?:name|call)$/i.test(words[end]!))
    tail = tail.replace(/^(?:the|our|a|an|my|this)\s+(?:[a-z][\w-]*\s+)*?(?=[\p{Lu}\d])/u, '');
  return [tail.charAt(0).toUpperCase() + tail.slice(1), ...rest];
}

const TAIL_START = /^(?:at|in|on|during|for|with|after|before|next|this|by)$/i;

/**
 * "tea or coffee at the next all-hands" lists "coffee at the next all-hands" last: where or when
 * the vote is for sticks to the last option. When the last is longer than the others by more than
 * a word, it ends before its first preposition ("coffee"); "a weekend in Lisbon or a week in Porto"
 * stays, as its options are alike.
 */
function withoutTrailingTail(options: string[]): string[] {
  const last = options.at(-1)!;
  const others = options.slice(0, -1);
  const words = last.split(/\s+/);
  const longestOther = Math.max(...others.map((option) => option.split(/\s+/).length));
  if (words.length <= longestOther + 1) return options;
  const cut = words.findIndex((word, index) => index > 0 && TAIL_START.test(word));
  if (cut < 0) return options;
  return [...others, words.slice(0, cut).join(' ')];
}

// "anonymous", "anonymously", "anonymised", "no identifying questions", "don't collect names or
// emails", "without asking for their name"… but not "it doesn't need to be anonymous".
const IDENTIFYING = String.raw`(?:(?:their|any|a|the|for)\s+)*(?:names?|e-?mails?|e-?mail\s+address(?:es)?|identif(?:ying|iable|iers?)|personal\s+(?:details|data|info(?:rmation)?)|contact\s+details)`;
const ASKING = String.raw`(?:ask(?:ing)?|collect(?:ing)?|record(?:ing)?|stor(?:e|ing)|tak(?:e|ing)|need(?:ing)?|requir(?:e|ing))`;
const ANONYMITY = new RegExp(
  String.raw`\b(?:anonym(?:ous(?:ly)?|i[sz]ed?|ity)|unidentifiable|de-?identified|(?:no|without|not)(?:\s+${ASKING})?\s+${IDENTIFYING}|(?:don['’]?t|do\s+not|shouldn['’]?t|should\s+not|won['’]?t|will\s+not|never)\s+${ASKING}\s+${IDENTIFYING})`,
  'i',
);
const NOT_ANONYMOUS =
  /(?:\bnot|n['’]t|\bnon-?)\s*(?:(?:need|have|has|got)\s+to\s+)?(?:be\s+)?anonym|\bno\s+need\s+(?:for|to\s+be)\s+anonym/i;

/** Whether the request asks that respondents not be identified (the welcome page then asks for nothing). */
export function requestsAnonymity(message: string): boolean {
  // Words inside square brackets describe a concept ("[Loud: our name in capitals, no email]"),
  // they do not ask for anything.
  const text = collapseSpaces(message.replace(/\[[^[\]]*\]/g, ' '));
  return ANONYMITY.test(text) && !NOT_ANONYMOUS.test(text);
}

// What is left of a clause like "responses must be kept anonymous" once its request is taken out.
const ANONYMITY_FILLER =
  /\b(?:must|be|should|shall|keep|kept|it|its|it's|please|make|made|the|responses?|answers?|all|fully|completely|totally|strictly|needs?|to|has|have|is|are|and|or|we|will|i|our|their|any|a|e-?mails?|names?|address(?:es)?|data|details|information|info|questions?|survey|so|that|this|also|too|for|of)\b/gi;

/**
 * The request without what only asks for anonymity: a clause that says nothing else ("…, must be
 * anonymous", "- please don't collect names or emails", "Responses should be anonymised: …") is
 * dropped, and the words are taken out of one that does ("anonymous employee survey on …"). It is
 * a constraint on the welcome page, not a subject, an edit of the survey or a question about results.
 */
export function withoutAnonymityClauses(message: string): string {
  if (!requestsAnonymity(message)) return message;
  const global = new RegExp(ANONYMITY.source, 'gi');
  const parts = message.split(/([.;:!?,()]|\s[-–—]\s)/).map((part, index) => {
    if (index % 2 === 1 || !ANONYMITY.test(part)) return part;
    const rest = part.replace(global, ' ');
    return /[a-z]{3}/i.test(rest.replace(ANONYMITY_FILLER, ' ')) ? rest : '';
  });
  const rest = parts
    .join('')
    .replace(/(?:\s*(?:[.;:!?,()]|\s[-–—]\s))+\s*$/, '')
    .replace(/^\s*(?:[.;:!?,()]|[-–—]\s)+\s*/, '')
    .replace(/\s*([.;:!?,])(?:\s*[.;:!?,])+/g, '$1');
  return /[a-z]{3}/i.test(rest) ? collapseSpaces(rest) : message;
}

// "… with a follow-up asking why", "…, plus an open comment box", "with an open-ended why question":
// the form of the survey (its frames end on an open reason question), not part of its subject.
const FORM_CLAUSE =
  /[\s,;]*(?:\b(?:with|plus|and|including)|\s\+)\s+(?:an?\s+|one\s+|some\s+)?(?:(?:open(?:-ended)?|short|optional|quick|final)\s+)*(?:follow[-\s]?ups?|comments?(?:\s+box)?|free[-\s]?text|open[-\s]?text|why)(?:\s+(?:questions?|box|field))?(?!\s+(?:asking|about|on)\s+(?:what|which|how|whether|if)\b)(?:\s+(?:asking|about|on)\s+(?:why|the\s+reasons?|for\s+(?:the\s+|their\s+)?reasons?)(?:\s+(?:for\s+)?(?:their|the)\s+score)?)?\b/gi;

/** The request without clauses about the survey's form ("with a follow-up asking why"). */
export function withoutFormClauses(message: string): string {
  const rest = message.replace(FORM_CLAUSE, '');
  return /[a-z]{3}/i.test(rest) ? collapseSpaces(rest) : message;
}
