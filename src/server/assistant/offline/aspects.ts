import { capitalize, collapseSpaces, splitList } from './text-tools.ts';

// The aspects a request lists for the survey to cover: "my plant shop - delivery, packaging, plant
// health on arrival", "a questionnaire about purchase intent, range anxiety and charging access",
// "feedback on the lab sessions, what they found confusing and whether the pace was ok". The list
// is taken out of the text the subject is read from (so its last item never becomes the topic),
// and each aspect becomes a question of its own.

export interface Aspect {
  /** A noun phrase ("plant health on arrival") or, for a clause, the question it asks. */
  name: string;
  /** The question, when the aspect was a clause ("Would you run again?"); null for a noun phrase. */
  question: string | null;
}

const CLAUSE_START = /^(?:what|what's|whether|why|which|would|if|how|where|when)\b/i;

const PAST_TO_BASE: Record<string, string> = {
  found: 'find',
  liked: 'like',
  thought: 'think',
  disliked: 'dislike',
  enjoyed: 'enjoy',
  missed: 'miss',
  learned: 'learn',
  learnt: 'learn',
  wanted: 'want',
  needed: 'need',
  heard: 'hear',
  felt: 'feel',
  chose: 'choose',
  picked: 'pick',
  used: 'use',
};

/** "would they run again" → "Would you run again?"; null when the clause is not one we can turn. */
export function clauseQuestion(clause: string): string | null {
  const text = collapseSpaces(clause.replace(/[.?!]+$/, '').replace(/\bwhat's\b/gi, 'what is'));
  const second = (words: string) =>
    words
      .replace(/\bthey'd\b/gi, "you'd")
      .replace(/\bthey\b/gi, 'you')
      .replace(/\btheir\b/gi, 'your')
      .replace(/\bthem\b/gi, 'you')
      .replace(/\bthemselves\b/gi, 'yourself');
  let match = /^(?:whether\s+|if\s+)?(?:they\s+would|would\s+they|they'd)\s+(.+)$/i.exec(text);
  if (match) return `Would you ${second(match[1]!)}?`;
  match = /^(?:whether|if)\s+(the\s+[\p{L}\s-]+?|it|this)\s+(was|were|is|are)\s+(.+)$/iu.exec(text);
  if (match) return `${capitalize(match[2]!.toLowerCase())} ${second(match[1]!)} ${second(match[3]!)}?`;
  match = /^what\s+they\s+(\p{L}+)\s+(.+)$/iu.exec(text);
  if (match && PAST_TO_BASE[match[1]!.toLowerCase()] !== undefined)
    return `What did you ${PAST_TO_BASE[match[1]!.toLowerCase()]!} ${second(match[2]!)}?`;
  // "how often they'd order", "how much they would spend".
  match =
    /^(how\s+often|how\s+much|how\s+many\s+[\p{L}-]+|where|when)\s+(?:they'd|they\s+would)\s+(.+)$/iu.exec(
      text,
    );
  if (match) return `${capitalize(match[1]!.toLowerCase())} would you ${second(match[2]!)}?`;
  match = /^(what|which)\s+([\p{L}-]+)\s+(?:they'd|they\s+would)\s+(.+)$/iu.exec(text);
  if (match) return `${capitalize(match[1]!.toLowerCase())} ${match[2]!} would you ${second(match[3]!)}?`;
  // "what security concerns do they have", "which features do they use most"
  match = /^(what|which)\s+([\p{L}\s-]+?)\s+(do|did|would|will|could)\s+they\s+(.+)$/iu.exec(text);
  if (match)
    return `${capitalize(match[1]!.toLowerCase())} ${match[2]!} ${match[3]!.toLowerCase()} you ${second(match[4]!)}?`;
  // "where do people want to go on their next holiday", "when would members come".
  match =
    /^(where|when|how\s+often|how\s+much|how\s+many\s+[\p{L}-]+|how\s+long)\s+(do|did|would|will|could|can)\s+(?:they|people|staff|[\p{L}-]+s)\s+(.+)$/iu.exec(
      text,
    );
  if (match)
    return `${capitalize(match[1]!.toLowerCase())} ${match[2]!.toLowerCase()} you ${second(match[3]!)}?`;
  // "what are their goals", "what is their budget"
  match = /^what\s+(is|are|was|were)\s+their\s+(.+)$/iu.exec(text);
  if (match) return `What ${match[1]!.toLowerCase()} your ${second(match[2]!)}?`;
  // "how clean the bathrooms were" → "How clean were the bathrooms?"
  match = /^how\s+(\p{L}+)\s+(the\s+[\p{L}\s-]+?|it|this)\s+(was|were|is|are)$/iu.exec(text);
  if (match) return `How ${match[1]!.toLowerCase()} ${match[3]!.toLowerCase()} ${second(match[2]!)}?`;
  // "how did they hear about us", "how do they use the app"
  match = /^how\s+(did|do|does|would|will|could|can)\s+they\s+(.+)$/iu.exec(text);
  if (match) return `How ${match[1]!.toLowerCase()} you ${second(match[2]!)}?`;
  // "how they heard about us"
  match = /^how\s+they\s+(\p{L}+)\s+(.+)$/iu.exec(text);
  if (match && PAST_TO_BASE[match[1]!.toLowerCase()] !== undefined)
    return `How did you ${PAST_TO_BASE[match[1]!.toLowerCase()]!} ${second(match[2]!)}?`;
  // "how we handle allergies" → "How well do we handle allergies?"
  match = /^how\s+(?:well\s+)?we\s+(\p{L}+)\s+(.+)$/iu.exec(text);
  if (match && !/(?:ed|s)$/i.test(match[1]!))
    return `How well do we ${match[1]!.toLowerCase()} ${match[2]!}?`;
  return null;
}

/** A short noun phrase: no verb-like clause opener, at most five words. */
function isNounPhrase(item: string): boolean {
  // "…, in our budgeting app": a place or owner tacked on after a comma is not an aspect.
  return (
    item.split(/\s+/).length <= 5 &&
    !CLAUSE_START.test(item) &&
    !/\b(?:they|you|we)\b/i.test(item) &&
    !/^(?:in|at|on|for|of|to|by|with|from|into|within|across)\s/i.test(item)
  );
}

function aspectOf(item: string): Aspect | null {
  if (CLAUSE_START.test(item)) {
    const question = clauseQuestion(item);
    return question === null ? null : { name: item, question };
  }
  return isNounPhrase(item) ? { name: item, question: null } : null;
}

/**
 * The listed aspects and the text to read the subject from (the list taken out). Nothing changes
 * when the request lists fewer than two aspects, or when its list is a choice's alternatives.
 */
export function splitAspects(
  requestText: string,
  pollOptions: readonly string[],
): { text: string; aspects: Aspect[] } {
  let text = requestText;
  if (pollOptions.length >= 2) return { text, aspects: [] };
  // "what’s their budget": one apostrophe for the patterns below.
  text = text.replace(/[’‘]/g, "'");
  // "priorities for next year's budget (parks, roads, libraries, public safety)": a list in brackets.
  const bracketed = /^(.*?\p{L}.*?)\s*\(([^()]+?,[^()]+?)\)\s*([.?!]?)$/u.exec(text);
  if (bracketed) {
    const aspects = splitList(bracketed[2]!).map(aspectOf);
    if (aspects.length >= 2 && aspects.every((aspect) => aspect !== null))
      return { text: `${bracketed[1]!}${bracketed[3]!}`, aspects: aspects as Aspect[] };
  }
  // "my plant shop - delivery, packaging, plant health on arrival", "5k run: registration, route".
  const tail = /^(.*?\p{L}.*?)\s*(?:\s[-–—]\s|:\s)\s*([^:.?!]+?,[^:.?!]+?)[.?!]?$/u.exec(text);
  if (tail) {
    const aspects = splitList(tail[2]!).map(aspectOf);
    if (aspects.length >= 2 && aspects.filter((aspect) => aspect !== null).length >= 2)
      return { text: tail[1]!, aspects: aspects.filter((aspect): aspect is Aspect => aspect !== null) };
  }
  // "a questionnaire about purchase intent, range anxiety, charging access and trust in …".
  const about =
    /\b(?:about|covering|including|on)\s+([^:.?!]+?,[^:.?!]+?\s(?:and|or)\s[^:.?!]+?)([.?!]|$)/iu.exec(text);
  if (about) {
    const items = splitList(about[1]!);
    if (items.length >= 3 && items.every(isNounPhrase)) {
      const rest = collapseSpaces(text.replace(about[0], about[2]!)).replace(/\s+([.?!])/g, '$1');
      return { text: rest, aspects: items.map((name) => ({ name, question: null })) };
    }
  }
  // "feedback on the lab sessions, what they found confusing and whether the pace was ok".
  // A trailing "keep it short" is about the survey's length, not one of the clauses.
  const clauses =
    /(?:,\s*|:\s*|\s+and\s+)((?:what|what's|whether|which|would|how|where|when)\b[^.?!]*?)(?:,?\s*(?:and\s+)?(?:keep|make)\s+it\s+(?:short|brief|quick)[^.?!]*)?([.?!]?)$/iu.exec(
      text,
    );
  if (clauses) {
    const items = clauses[1]!
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=(?:what|what's|whether|which|why|how|would|where|when)\b)/i)
      .filter((item) => item !== '');
    const aspects = items.map(aspectOf);
    if (aspects.length >= 1 && aspects.every((aspect) => aspect !== null)) {
      const rest = collapseSpaces(text.slice(0, clauses.index) + clauses[2]!);
      return { text: rest, aspects: aspects as Aspect[] };
    }
  }
  return { text, aspects: [] };
}
