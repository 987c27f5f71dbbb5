// Small wording helpers shared by the offline assistant's parsers and reply writers.

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

const ORDINALS_BY_NUMBER = Object.entries(ORDINAL_WORDS).map(([word]) => word);

/** "first", "second", … for 1–12; "13th" style beyond. */
export function ordinalWord(n: number): string {
  return ORDINALS_BY_NUMBER[n - 1] ?? `${n}th`;
}

/** A number written as digits, a number word ("three") or an ordinal ("3rd", "third"). */
export function readNumberWord(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  const ordinal = /^(\d+)(?:st|nd|rd|th)$/.exec(lower);
  if (ordinal) return Number(ordinal[1]);
  return NUMBER_WORDS[lower] ?? ORDINAL_WORDS[lower];
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Removes wrapping quotes (straight or curly) and trailing sentence punctuation. */
export function cleanPhrase(text: string): string {
  let result = collapseSpaces(text);
  result = result.replace(/[\s.,;:!]+$/, '');
  const quoted = /^["'“‘«](.*)["'”’»]$/.exec(result);
  if (quoted) result = quoted[1]!.trim();
  return result;
}

/** The first quoted passage of a message, if any ("…", '…', “…”, ‘…’). */
export function quotedText(message: string): string | undefined {
  const match = /"([^"]+)"|“([^”]+)”|‘([^’]+)’|(?:^|[\s(:])'([^']+?)'(?=$|[\s).,!?;:])/.exec(message);
  if (!match) return undefined;
  const text = match[1] ?? match[2] ?? match[3] ?? match[4];
  return text === undefined ? undefined : collapseSpaces(text);
}

const LEADING_DETERMINERS = /^(?:the|a|an|our|my|your|their|this|that|these|those|its|his|her|some)\s+/i;

/** "our new budgeting app" → "new budgeting app"; repeated ("a the …") too. */
export function stripDeterminers(text: string): string {
  let result = text.trim();
  while (LEADING_DETERMINERS.test(result)) result = result.replace(LEADING_DETERMINERS, '');
  return result;
}

/** Splits "Red, Green and Blue" / "Red / Green / Blue" / "Red or Blue" into clean items. */
export function splitList(listed: string): string[] {
  // "(e.g., maker space, ESL classes, job help)": the examples, without what introduces them.
  const text = listed.replace(
    /^\s*(?:e\.?\s?g\.?|i\.?\s?e\.?|such\s+as|for\s+example|for\s+instance|like|incl\.?|including)\s*[,:]?\s+/i,
    '',
  );
  // With commas present, "and"/"or" only join the last item ("A, B and C"), so "Salt and pepper,
  // Sugar" keeps its first option whole.
  const separators = /[,;]/.test(text)
    ? /\s*[,;]\s*|\s+(?:and|or)\s+(?=[^,;]*$)/i
    : /\s*[/|]\s*|\s+(?:and|or)\s+/i;
  const parts = text
    .split(separators)
    .map((part) => cleanPhrase(part.replace(/^(?:and|or)\s+/i, '')))
    .filter((part) => part !== '');
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = part.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "headlines" → "headline", "categories" → "category", "boxes" → "box"; leaves "press" alone. */
export function singularize(phrase: string): string {
  const match = /^(.*?)(\w+)$/.exec(phrase);
  if (!match) return phrase;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  let single = word;
  if (/ies$/.test(lower) && lower.length > 4) single = `${word.slice(0, -3)}y`;
  else if (/(?:ses|xes|zes|ches|shes)$/.test(lower)) single = word.slice(0, -2);
  else if (/[^su]s$/.test(lower)) single = word.slice(0, -1);
  return head + single;
}

/** "headline" → "headlines", "category" → "categories"; already plural phrases stay. */
export function pluralize(phrase: string): string {
  if (looksPlural(phrase)) return phrase;
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/i.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

export function looksPlural(phrase: string): boolean {
  const last = /(\w+)$/.exec(phrase)?.[1]?.toLowerCase() ?? '';
  return /[^su]s$/.test(last) && last.length > 2;
}

/** "a" or "an" before a word (by its first letter; good enough for generated wording). */
export function indefiniteArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) && !/^(?:uni|use|eu|one)/i.test(phrase) ? 'an' : 'a';
}

/** The phrase after its indefinite article: "a car", "an accounting package". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `term` occurs in `text` as a whole word (case-insensitive). */
export function containsWord(text: string, term: string): boolean {
  const trimmed = term.trim();
  if (trimmed === '') return false;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(trimmed)}(?=$|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** "2 questions", "1 question". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

export function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Shortens a phrase to at most `maxWords` words (topics stay readable inside question text). */
export function limitWords(text: string, maxWords: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.slice(0, maxWords).join(' ');
}

/** “text”, for quoting survey content in replies. */
export function quote(text: string): string {
  return `“${text}”`;
}
