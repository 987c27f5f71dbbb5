// The past tense of the verbs requests use when they state goals ("how they heard about us",
// "what they liked"), back to the base form a question asks with: one table for the clause readers
// (aspects.ts, goal-clauses.ts). Regular -ed forms of other verbs are derived where they are read.

export const PAST_TO_BASE: Readonly<Record<string, string>> = {
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
  had: 'have',
  did: 'do',
  went: 'go',
  got: 'get',
  made: 'make',
  took: 'take',
  saw: 'see',
  knew: 'know',
  bought: 'buy',
  left: 'leave',
  came: 'come',
  gave: 'give',
  paid: 'pay',
  spent: 'spend',
  met: 'meet',
  read: 'read',
  understood: 'understand',
  kept: 'keep',
  lost: 'lose',
  ran: 'run',
  ate: 'eat',
  drank: 'drink',
  slept: 'sleep',
  sat: 'sit',
  stood: 'stand',
  spoke: 'speak',
};

/**
 * The verbs whose past tense is their base form ("put", "cut", "set"): a closed class. The tagger
 * gives some regular verbs an unchanged past too ("budget" → "budget"), which left questions such
 * as "the last time you budget your money"; a past equal to the base is trusted only for these.
 */
const UNCHANGED_PAST =
  /^(?:put|cut|set|hit|let|shut|cost|hurt|read|spread|quit|bet|burst|cast|split|broadcast|upset|bid|rid|shed|forecast|beat|fit|slit|thrust|wet|knit|spit|input|output|reset|offset|outbid|overcut|preset|typeset)$/;

/** The past tense of `base`, given the tagger's guess (which may be missing or unchanged). */
export function pastTenseOf(base: string, guessed: string | undefined): string {
  // "skip" → "skipped", "plan" → "planned": one short vowel before one consonant doubles it. The
  // tagger writes "skiped" for some ("the last time you skiped lectures").
  if (
    /^[^aeiou]*[aeiou][bdgmnprt]$/.test(base) &&
    !UNCHANGED_PAST.test(base) &&
    (guessed === undefined || guessed === base || guessed === `${base}ed`)
  )
    return `${base}${base.at(-1)}ed`;
  if (guessed !== undefined && (guessed !== base || UNCHANGED_PAST.test(base))) return guessed;
  return base.endsWith('e') ? `${base}d` : `${base}ed`;
}
