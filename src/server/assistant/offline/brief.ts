import nlp from 'compromise';
import {
  BARRIER_NOUNS,
  CAUSATIVE_VERBS,
  COMPARISON,
  CONTAINERS,
  COUNTABLE_ING,
  EVENT_HEADS,
  GENERIC_SUBJECTS,
  MASS_WORDS,
  PERSON_WORDS,
  PREVENTIVE_VERBS,
  THINGS_NAMED_LIKE_PEOPLE,
  PRODUCT_HEADS,
  REQUEST_VERBS,
  RESEARCH_WORDS,
  SOMETIMES_REQUEST_VERBS,
  STANCE_VERBS,
  TIME_WORDS,
  VENUE_HEADS,
} from './brief-words.ts';
import { splitAspects } from './aspects.ts';
import { withoutComparisonQuestions } from './comparison-questions.ts';
import { readConcepts } from './concepts.ts';
import type { Concept } from './concepts.ts';
import type { Aspect } from './aspects.ts';
import {
  DAY_WORD,
  MAX_VARIANTS,
  requestedPollOptions,
  requestedQuestionCount,
  requestedVariantCount,
  requestsAnonymity,
  withoutAnonymityClauses,
  withoutFormClauses,
} from './request-details.ts';
import { collapseSpaces, escapeRegExp, pluralize, singularize, withIndefiniteArticle } from './text-tools.ts';
import { pastTenseOf } from './past-tense.ts';
import { repairTypos } from './typo-repair.ts';

// Reads a survey request into a research brief: who is asked (audience), what they do
// (behaviour), what the survey is about (subject), whose it is ("our"), where, and the sizes the
// author named. compromise tags the words (parts of speech, roots, places); the roles are read
// from the tagged words' order, as a reader would: "why people cancel their gym membership" →
// audience "people", behaviour "cancel your gym membership", subject "gym membership".

export type SubjectKind = 'product' | 'venue' | 'event' | 'topic';

export interface Subject {
  /** The noun phrase without its determiner: "gym membership", "remote work", "Acme Bank". */
  name: string;
  /** How a question names it: "your gym membership", "remote work", "the bus route", "our app". */
  reference: string;
  /** The thing in general: "a dentist", "textbooks", "remote work". */
  category: string;
  plural: boolean;
  /** An activity or abstract noun read without an article ("remote work", "cycling to work"). */
  mass: boolean;
  proper: boolean;
  kind: SubjectKind;
  /** The determiner the author wrote ("our", "the", "their", ""). */
  determiner: string;
}

export interface Behaviour {
  /** "cancel your gym membership" */
  base: string;
  /** "cancelling your gym membership" */
  gerund: string;
  /** "cancelled your gym membership" */
  past: string;
  /** The verb's root ("cancel"). */
  verb: string;
  /** Whether anything follows the verb ("buy textbooks", not just "decide"). */
  hasObject: boolean;
  /** The request asks why people do *not* do it ("why ppl don't finish online courses"). */
  negated: boolean;
}

export interface Occasion {
  /** "knee surgery", "child's vaccination" */
  name: string;
  /** How a question names it: "your knee surgery", "your child's vaccination", "the tour". */
  reference: string;
}

export interface Brief {
  /** The request as typed, spaces collapsed. */
  message: string;
  /** The request with typos repaired: what was read. */
  text: string;
  subject: Subject | null;
  /** "commuters", "beta testers"; null when nobody is named. */
  audience: string | null;
  behaviour: Behaviour | null;
  /** The request asks what people think or feel ("what do residents think of …"). */
  stance: boolean;
  /** The author speaks of their own organisation ("our", "we", "my"). */
  owner: boolean;
  /** What the author runs, from an earlier sentence ("a youth football team"), when it is not the subject. */
  context: string | null;
  place: string | null;
  /**
   * What happened to the people at the subject, from "after …" / "during …": "knee surgery" in
   * "patient feedback after knee surgery at our clinic" (the clinic is the subject).
   */
  occasion: Occasion | null;
  questionCount: number | undefined;
  variantCount: number;
  /** The concepts a comparison names ("'Morning Cloud' vs 'Field Fresh'"); empty when none. */
  concepts: Concept[];
  pollOptions: string[];
  /** Aspects the request lists for the survey to cover ("delivery, packaging, plant health"). */
  aspects: Aspect[];
  /** The request asks that respondents not be identified ("must be anonymous"). */
  anonymous: boolean;
}

interface Token {
  text: string;
  lower: string;
  root: string;
  tags: Set<string>;
  post: string;
  /** Part of a doing that names a thing ("cycle to work", "click and collect"): always in the phrase. */
  bound?: boolean;
}

interface RawTerm {
  text: string;
  normal?: string;
  root?: string;
  tags?: string[];
  post?: string;
}

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

/** Whether the lexicon itself lists the word as a verb (no guessing from the tagger). */
export function lexiconVerb(word: string): boolean {
  const entry = LEXICON[word];
  const tags = Array.isArray(entry) ? entry : entry === undefined ? [] : [entry];
  return tags.some((tag) => /Infinitive|Verb|PresentTense/.test(tag));
}

export function knownVerb(word: string): boolean {
  if (lexiconVerb(word)) return true;
  // Not in the lexicon: ask the tagger whether "they <word>" reads as a verb.
  return nlp(`they ${word} it`).verbs().length > 0;
}

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'our',
  'my',
  'their',
  'your',
  'this',
  'these',
  'those',
  'its',
  'some',
  'his',
  'her',
]);
const ORGANISATIONS =
  /^(?:startup|start-up|company|business|firm|agency|charity|nonprofit|non-profit|organi[sz]ation|org|team|group|club|school|shop|store|brand|studio|practice|bakery|cafe|café|restaurant|council|department|office|lab|church|society|association|union|cooperative|co-op|family)$/;
const RECEPTION_VERBS = /^(?:resonates?|appeals?|clicks?|lands?|connects?|catches|catch)$/;
const FIRST_PERSON = /^(?:i|we|we're|we've|we'd|i'm|i've|i'd|our|my|us|me)$/;
const NEGATIONS = /^(?:not|don't|doesn't|didn't|never|no|won't|can't|cannot|wouldn't|haven't|hasn't)$/;
const PARTICLES = new Set([
  'at',
  'to',
  'with',
  'for',
  'from',
  'about',
  'of',
  'on',
  'in',
  'into',
  'up',
  'out',
  'off',
  'over',
  'through',
  'between',
]);
const SUBJECT_PREPOSITIONS = /^(?:about|on|regarding|re|for|of|with|towards|toward|at|over|around)$/;
const EXPERIENCE_NOUNS =
  /^(?:stay|stays|visit|visits|experience|experiences|time|trip|trips|meal|meals|appointment|appointments|treatment|holiday|day|night|evening|weekend|service|care)$/;
/** What is done to people at a place: "knee surgery", "an eye test", "a haircut". */
const PROCEDURE_NOUNS =
  /^(?:surgery|surgeries|operations?|procedures?|tests?|scans?|replacements?|transplants?|check-?ups?|vaccinations?|injections?|haircuts?|treatments?|extractions?|canals?|implants?|x-rays?|exams?|examinations?|consultations?|physio|therapy|massages?|facials?|manicures?|pedicures?|fillings?|cleanings?)$/;
const TEMPORAL_PREPOSITIONS = /^(?:after|before|during|until|since)$/;
const AUXILIARY =
  /^(?:do|does|did|is|are|was|were|be|been|being|am|have|has|had|will|would|can|could|should|might|may|must|to|not|don't|doesn't|didn't|never|actually|really|just|still|usually|also|'s|'re|'ve|'d|'m)$/;
const RELATIONAL_NOUNS =
  /^(?:names?|dates?|location|venue|theme|colou?rs?|title|destination|format|logo|slogan|mascot)$/;
/** Plural in form, one thing in use: "social media age limits", "data sharing". */
const MASS_PLURALS = /^(?:media|data)$/;
/** Places people go to without an article: "cycle to work", "walk to school", "return to office". */
const BARE_DESTINATIONS = /^(?:work|school|college|uni|university|church|town|bed|class|market|sea|office)$/;
/** Nouns for using something: "the use of drones", "uptake of heat pumps". */
const USE_NOUNS = /^(?:use|usage|adoption|uptake)$/;
/**
 * Nouns for a step, a change or a way in that need their complement: "the return to office", "the
 * intro to statistics", "the move to hybrid working", "changes to the timetable", "access to care".
 */
const STEP_NOUNS =
  /^(?:return|intro|introduction|move|switch|transition|shift|changes?|access|approach|rollout|roll-out|extension|expansion|closure|cuts?|improvements?|upgrades?|additions?|redesign|relaunch|launch|renovation|refurbishment|relocation|restructure|restructuring|reorgani[sz]ation|replacement|removal|merger)$/;
const PARTICLE_VERBS = /^(?:out|up|together|off|down|back)$/;
/** Adverbs that say how or where a doing is done and complete it: "eat together", "shop online". */
const COMPLETING_ADVERBS = /^(?:together|alone|online|outdoors|indoors|abroad|overseas|locally)$/;
/** A particle and its word that complete a doing: "cook from scratch", "commute by bike". */
const COMPLETING_PAIRS =
  /^(?:from scratch|by hand|on foot|in person|by (?:bike|bicycle|car|bus|train|coach|tram))$/;
const RESEARCH_NOUNS = /^(?:survey|surveys|questionnaire|poll|feedback|form|test|study|research|nps|csat)$/;

function isAuxiliary(token: Token): boolean {
  return (
    token.tags.has('Auxiliary') ||
    token.tags.has('Copula') ||
    token.tags.has('Modal') ||
    AUXILIARY.test(token.lower)
  );
}

function isPronoun(token: Token): boolean {
  return token.tags.has('Pronoun') && !token.tags.has('Acronym');
}

/**
 * Words that end in "men" but are not the plural of a "-man": the tagger reads them as people
 * ("ramen" like "firemen"), so the next word became their verb ("the new ramen place near campus":
 * "place near campus", and the survey asked about "the near campus"; blind review P, holdout 9).
 */
const NOT_PEOPLE_MEN: Record<string, string> = {
  ramen: 'Uncountable',
  acumen: 'Uncountable',
  bitumen: 'Uncountable',
  albumen: 'Uncountable',
  omen: 'Singular',
  specimen: 'Singular',
  abdomen: 'Singular',
  regimen: 'Singular',
  stamen: 'Singular',
  cyclamen: 'Singular',
  dolmen: 'Singular',
  lumen: 'Singular',
};

export function tokenize(sentence: string): Token[] {
  const doc = nlp(sentence, NOT_PEOPLE_MEN);
  doc.compute('root');
  const json = doc.json() as { terms: RawTerm[] }[];
  const tokens = json.flatMap((entry) =>
    entry.terms.map((term) => ({
      text: term.text,
      lower: (term.normal ?? term.text).toLowerCase(),
      root: (term.root ?? term.normal ?? term.text).toLowerCase(),
      tags: new Set(term.tags ?? []),
      // "quick poll - curry or burgers", "the book group - thriller or memoir": a spaced dash
      // breaks the phrase as a comma does; only an unspaced one joins words ("check-in").
      post: (term.post ?? '').replace(/^\s+[-–—]+\s*$/, ', '),
    })),
  );
  retag(tokens);
  return joinHyphenatedNouns(tokens);
}

const HYPHEN_PARTICLES = /^(?:in|out|off|up|on|down|over|back|away|through)$/;

/**
 * "the check-in", "the drop-off", "the roll-out": a verb and its particle joined by a hyphen after
 * a determiner are one noun. Read as two words, the particle was taken for a preposition and the
 * survey asked about "the check" or "the roll" (blind review P).
 */
function joinHyphenatedNouns(tokens: Token[]): Token[] {
  const joined: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const previous = joined.at(-1);
    if (
      next !== undefined &&
      token.post === '-' &&
      HYPHEN_PARTICLES.test(next.lower) &&
      previous !== undefined &&
      (previous.tags.has('Determiner') || previous.tags.has('Possessive') || previous.tags.has('Adjective'))
    ) {
      const lower = `${token.lower}-${next.lower}`;
      joined.push({
        text: `${token.text}-${next.text}`,
        lower,
        root: lower,
        tags: new Set(['Noun', 'Singular']),
        post: next.post,
      });
      index++;
      continue;
    }
    joined.push(token);
  }
  return joined;
}

/**
 * Whether the words before `index` open a noun phrase: back over singular nouns and adjectives to
 * a determiner or the clause's start, with at least one of them ("the new parental …", "our help
 * …", "new hire …"); people or a plural noun before it are who does something ("students buy").
 */
function insideNounPhrase(tokens: readonly Token[], index: number): boolean {
  let at = index - 1;
  let words = 0;
  while (at >= 0) {
    const token = tokens[at]!;
    if (DETERMINERS.has(token.lower)) return true;
    const adjective = token.tags.has('Adjective') && !token.tags.has('Verb');
    const noun =
      token.tags.has('Noun') &&
      !token.tags.has('Plural') &&
      !token.tags.has('Pronoun') &&
      !PERSON_WORDS.has(token.lower) &&
      !RESEARCH_NOUNS.test(token.lower);
    if (!adjective && !noun) return false;
    if (/[,.;:!?]/.test(token.post)) return false;
    words++;
    at--;
  }
  return words > 0 && tokens[0]!.tags.has('Adjective');
}

/**
 * Whether an auxiliary before `index` still waits for its verb ("how does the app use …"): the
 * last verb before it is an auxiliary, not a main verb that already took it ("what do teens think
 * about social media age limits").
 */
function auxiliaryGoverns(tokens: readonly Token[], index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const earlier = tokens[at]!;
    if (isAuxiliary(earlier) || earlier.tags.has('Modal'))
      return /^(?:to|not)$/.test(earlier.lower) ? false : true;
    if (earlier.tags.has('Verb')) return false;
  }
  return false;
}

/** A noun that a preceding word can qualify: "policy", "onboarding", "centre" (not a pronoun). */
function nounAhead(token: Token): boolean {
  return (
    (token.tags.has('Noun') || token.tags.has('Gerund')) &&
    !token.tags.has('Pronoun') &&
    !token.tags.has('Possessive') &&
    // "the club read Dune", "the team use laptops": a name or a plural after it is its object.
    !token.tags.has('ProperNoun') &&
    !token.tags.has('Plural') &&
    !DETERMINERS.has(token.lower) &&
    !PERSON_WORDS.has(token.lower)
  );
}

function setTags(token: Token, tags: string[]) {
  token.tags = new Set(tags);
}

/**
 * compromise reads short requests as sentences; a few fixes where a request's noun phrases look like
 * verbs to it ("public transport", "the farmers market", "Screen time") or the other way round.
 */
function retag(tokens: Token[]) {
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const before = tokens[index - 2];
    const next = tokens[index + 1];
    const endsPhrase =
      next === undefined ||
      /[,.;:!?]/.test(token.post) ||
      PARTICLES.has(next.lower) ||
      next.tags.has('Conjunction') ||
      next.tags.has('QuestionWord');
    // "the ramen bar opposite the library", "the cafe near campus": after a noun, a word the tagger
    // reads as an adjective says where it is; as a modifier it joined the subject's name ("How
    // much does the new ramen bar opposite affect you").
    if (
      previous !== undefined &&
      next !== undefined &&
      /^(?:near|opposite|beside|behind)$/.test(token.lower) &&
      isNounLike(previous) &&
      !/[,.;:!?]/.test(previous.post) &&
      (DETERMINERS.has(next.lower) || isNounLike(next))
    ) {
      setTags(token, ['Preposition']);
      return;
    }
    // "IT helpdesk", "CRM": acronyms are names, not the pronoun "it".
    if (/^[A-Z][A-Z0-9&]+$/.test(token.text) || /^[A-Z]&[A-Z]$/.test(token.text)) {
      setTags(token, ['Noun', 'Acronym', 'ProperNoun', 'Singular']);
      return;
    }
    // "how do warehouse workers feel", "what do store managers think", "how do farm workers rate":
    // right after "do" a word that could be a verb ("warehouse", "store", "farm") but is followed
    // by people and then their verb names what the people work at; the verb comes after them.
    // Read as the verb, the audience became its object ("How often do you warehouse workers?").
    if (
      previous !== undefined &&
      next !== undefined &&
      /^(?:do|does|did)$/.test(previous.lower) &&
      token.tags.has('Verb') &&
      /^\p{Ll}+$/u.test(token.text) &&
      !isAuxiliary(token) &&
      !PERSON_WORDS.has(token.lower) &&
      next.tags.has('Plural') &&
      // "managers" is also a product's head ("password managers"); here people come before a verb.
      (isPersonWords([next]) || next.tags.has('Actor')) &&
      tokens[index + 2] !== undefined &&
      /^\p{Ll}+$/u.test(tokens[index + 2]!.text) &&
      knownVerb(tokens[index + 2]!.lower)
    ) {
      setTags(token, ['Noun', 'Singular']);
      setTags(next, ['Noun', 'Plural']);
      return;
    }
    // "the app the school introduced this term", "the rota we changed last semester": a time
    // after "this", "last" or "next" says when, like "last month"; read as a noun it became the
    // verb's object and then the survey's subject ("How easy is the term to use?").
    if (
      previous !== undefined &&
      /^(?:this|last|next)$/.test(previous.lower) &&
      /^(?:terms?|semesters?|quarters?|seasons?|spring|summer|autumn|fall|winter)$/.test(token.lower) &&
      // "what did you think of this season": after "of" or "about" it is what is asked about.
      !(before !== undefined && before.tags.has('Preposition')) &&
      (next === undefined || /[,.;:!?]/.test(token.post) || !next.tags.has('Noun'))
    ) {
      setTags(token, ['Date', 'Noun', 'Singular']);
      setTags(previous, ['Date', 'Adjective']);
      return;
    }
    // "spend their weekends", "our evenings": after a possessive, a word the tagger reads as a
    // date is a plain noun, the thing the doing is about (as a date it fell out of the phrase).
    if (
      previous !== undefined &&
      /^(?:their|your|our|my|his|her)$/.test(previous.lower) &&
      token.tags.has('Date') &&
      /^(?:weekends?|evenings?|mornings?|afternoons?|nights?|summers?|winters?|holidays?|weekdays?)$/.test(
        token.lower,
      )
    ) {
      setTags(token, ['Noun', /s$/.test(token.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "I coach a youth team": after "I" or "we", a word that can be a verb is one.
    if (
      previous !== undefined &&
      /^(?:i|we|they)$/.test(previous.lower) &&
      token.tags.has('Noun') &&
      !token.tags.has('Plural') &&
      knownVerb(token.lower)
    ) {
      setTags(token, ['Verb', 'PresentTense', 'Infinitive']);
      token.root = token.lower;
      return;
    }
    // "why they didn't complete registration": after a negated auxiliary, a word that can be a
    // verb is one, whatever else it could be ("complete", "clean", "open").
    if (
      previous !== undefined &&
      /^(?:didn'?t|don'?t|doesn'?t|never|won'?t|can'?t|wouldn'?t)$/.test(
        previous.text === '' ? (before?.lower ?? '') : previous.lower,
      ) &&
      !token.tags.has('Verb') &&
      !token.tags.has('Plural') &&
      !DETERMINERS.has(token.lower) &&
      /^\p{Ll}+$/u.test(token.text) &&
      knownVerb(token.lower)
    ) {
      setTags(token, ['Verb', 'PresentTense', 'Infinitive']);
      token.root = token.lower;
      return;
    }
    // "why our engineers aren't filling in their timesheets": after "aren't" (split by the tagger
    // into the auxiliary and an empty "not"), an -ing word is what they are doing, as after "are
    // not"; read as a noun it became the subject ("How satisfied are you with the filling?").
    if (
      previous !== undefined &&
      previous.text === '' &&
      previous.tags.has('Negative') &&
      /^(?:aren'?t|isn'?t|wasn'?t|weren'?t)$/.test(before?.lower ?? '') &&
      token.tags.has('Gerund')
    ) {
      token.tags.add('Verb');
      token.tags.add('Progressive');
      return;
    }
    // "Ask staff what they prefer", "Find out why …", "Survey our volunteers": a request verb that
    // opens a sentence before people, a determiner or "out" is the imperative, not a noun.
    if (
      index === 0 &&
      next !== undefined &&
      REQUEST_VERBS.has(token.lower) &&
      !token.tags.has('Verb') &&
      (PERSON_WORDS.has(next.lower) ||
        DETERMINERS.has(next.lower) ||
        /^(?:out|them|everyone|people|staff|team|if|whether|how|what|why|who|which|when|where)$/.test(
          next.lower,
        ))
    ) {
      setTags(token, ['Verb', 'Imperative', 'Infinitive']);
      token.root = token.lower;
      return;
    }
    // "our app resonates with young professionals", "does our kit appeal to families": a word of
    // reception between a thing and the people it reaches is the verb, never part of the thing.
    if (
      previous !== undefined &&
      next !== undefined &&
      RECEPTION_VERBS.test(token.lower) &&
      /^(?:with|to|among|amongst)$/.test(next.lower) &&
      (previous.tags.has('Noun') || previous.tags.has('Adjective'))
    ) {
      setTags(token, ['Verb', 'PresentTense']);
      token.root = token.lower.replace(/s$/, '');
      return;
    }
    // "the new parental leave policy", "our help centre search", "the sign up flow", "new hire
    // onboarding": a verb-like word after a determiner or adjective and before the noun it
    // qualifies is part of the noun phrase.
    if (
      previous !== undefined &&
      next !== undefined &&
      token.tags.has('Verb') &&
      !isAuxiliary(token) &&
      // "our animal shelter stopped donating": a past verb before a gerund is what someone did.
      !(token.tags.has('PastTense') && next.tags.has('Gerund')) &&
      insideNounPhrase(tokens, index) &&
      !/[,.;:!?]/.test(token.post) &&
      (nounAhead(next) ||
        // "the sign up flow", but "the policy introduced in September": a participle before a
        // preposition starts a clause about the noun, it is no part of it.
        (/^(?:up|in|out|on)$/.test(next.lower) &&
          !token.tags.has('PastTense') &&
          tokens[index + 2] !== undefined &&
          nounAhead(tokens[index + 2]!)))
    ) {
      setTags(token, ['Noun', 'Singular']);
      if (/^(?:up|in|out|on)$/.test(next.lower)) setTags(next, ['Noun', 'Singular']);
      return;
    }
    // "electric scooter rental use in the centre", "water refill stations", "social media age
    // limits": a bare verb form right after a thing named in the singular cannot be that thing's
    // verb (it would be "uses"), unless an auxiliary carries the tense ("how does the app use …").
    if (
      previous !== undefined &&
      token.tags.has('Verb') &&
      token.tags.has('Infinitive') &&
      !token.tags.has('Imperative') &&
      !isAuxiliary(token) &&
      !/[,.;:!?]/.test(previous.post) &&
      previous.tags.has('Noun') &&
      !isPronoun(previous) &&
      !previous.tags.has('ProperNoun') &&
      !previous.tags.has('Actor') &&
      !PERSON_WORDS.has(previous.lower) &&
      !COLLECTIVE_HEADS.test(previous.lower) &&
      (!previous.tags.has('Plural') || MASS_PLURALS.test(previous.lower)) &&
      !auxiliaryGoverns(tokens, index)
    ) {
      setTags(token, ['Noun', /s$/.test(token.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "… and safety concerns": a word ending a list of things is a thing, not a verb with no object.
    if (
      previous !== undefined &&
      (next === undefined || /[,.;:!?]/.test(token.post)) &&
      tokens[index - 2]?.lower === 'and' &&
      token.tags.has('Verb') &&
      token.tags.has('PresentTense') &&
      /s$/.test(token.lower) &&
      previous.tags.has('Noun') &&
      !previous.tags.has('Plural') &&
      !isPronoun(previous) &&
      !PERSON_WORDS.has(previous.lower)
    ) {
      setTags(token, ['Noun', 'Plural']);
      return;
    }
    // "how nurses deal with …": people are never the verb.
    if (token.tags.has('Verb') && PERSON_WORDS.has(token.lower) && /s$/.test(token.lower)) {
      setTags(token, ['Noun', 'Plural']);
      return;
    }
    // "a nonprofit that runs free classes": after "that" or "who", a word ending in -s is the verb.
    if (
      previous !== undefined &&
      /^(?:that|who|which)$/.test(previous.lower) &&
      // "decide which seeds to buy": "which" asks about the noun after it, it does not relate.
      !(previous.lower === 'which' && (next?.lower === 'to' || before?.tags.has('Verb') === true)) &&
      token.tags.has('Plural') &&
      knownVerb(token.lower.replace(/s$/, ''))
    ) {
      setTags(token, ['Verb', 'PresentTense']);
      token.root = token.lower.replace(/s$/, '');
      return;
    }
    // "how renters find their flat": a word after a determiner that ends the phrase is its noun,
    // whatever else it could be ("flat", "local", "regular").
    if (
      previous !== undefined &&
      DETERMINERS.has(previous.lower) &&
      token.tags.has('Adjective') &&
      !token.tags.has('Comparative') &&
      !token.tags.has('Superlative') &&
      (next === undefined ||
        /[,.;:!?]/.test(token.post) ||
        /^(?:and|or|but)$/.test(next.lower) ||
        (PARTICLES.has(next.lower) && !/^(?:to|for)$/.test(next.lower)))
    ) {
      setTags(token, ['Noun', /[^s]s$/.test(token.lower) ? 'Plural' : 'Singular']);
      return;
    }
    if (!token.tags.has('Verb') || isAuxiliary(token)) return;
    const requestVerb = REQUEST_VERBS.has(token.root) || REQUEST_VERBS.has(token.lower);
    // "Screen time habits", "Drinking water habits": an opening verb before a noun names a thing.
    if (
      index === 0 &&
      !requestVerb &&
      next !== undefined &&
      next.tags.has('Noun') &&
      !next.tags.has('Pronoun') &&
      !DETERMINERS.has(next.lower)
    ) {
      setTags(token, ['Noun', 'Singular']);
      return;
    }
    if (previous === undefined) return;
    // "runs free coding classes": after a verb, a word the lexicon knows as an adjective, before
    // the words it describes, is one.
    if (
      previous.tags.has('Verb') &&
      !isAuxiliary(previous) &&
      next !== undefined &&
      (next.tags.has('Gerund') || next.tags.has('Noun')) &&
      LEXICON[token.lower] === 'Adjective'
    ) {
      setTags(token, ['Adjective']);
      return;
    }
    // "after cataract surgery": between a preposition and a noun, a bare verb form is a modifier.
    // Not after "who", which the tagger also calls a preposition: "students who rent textbooks"
    // made the subject "rent textbooks" ("How often do you use rent textbooks?").
    if (
      previous.tags.has('Preposition') &&
      previous.lower !== 'who' &&
      !PARTICLE_VERBS.test(previous.lower) &&
      token.tags.has('Infinitive') &&
      next !== undefined &&
      next.tags.has('Noun') &&
      !isPronoun(next) &&
      !DETERMINERS.has(next.lower)
    ) {
      setTags(token, ['Noun', 'Singular']);
      return;
    }
    // "should the summer fete be on a Saturday": between a noun after a determiner and a verb of
    // being, a word is the noun's last word.
    if (
      previous.tags.has('Noun') &&
      before !== undefined &&
      DETERMINERS.has(before.lower) &&
      next !== undefined &&
      /^(?:be|is|are|was|were|has|have)$/.test(next.lower)
    ) {
      setTags(token, ['Noun', /s$/.test(token.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "cycling to work": after an activity and "to", a bare verb is where it goes.
    if (
      previous.lower === 'to' &&
      before !== undefined &&
      before.tags.has('Gerund') &&
      !(tokens[index - 3] !== undefined && isAuxiliary(tokens[index - 3]!))
    ) {
      setTags(token, ['Noun', 'Singular']);
      return;
    }
    // "how burned out": a participle after "how" describes a state.
    if (previous.lower === 'how' && token.tags.has('PastTense')) {
      setTags(token, ['Adjective']);
      return;
    }
    // "public transport", "the deal": after an adjective or a determiner a word is a noun.
    if (
      (previous.tags.has('Adjective') || DETERMINERS.has(previous.lower) || previous.tags.has('Value')) &&
      !token.tags.has('PastTense') &&
      !token.tags.has('Gerund')
    ) {
      setTags(token, ['Noun', /s$/.test(token.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "two book covers", "the summer campaign", "pick store brands over": a noun compound's last word.
    // "our Saturday farmers market": a day before a compound describes it, as an adjective would.
    const dayBefore = before !== undefined && DAY_WORD.test(before.lower);
    const compoundStart =
      before === undefined ||
      dayBefore ||
      DETERMINERS.has(before.lower) ||
      before.tags.has('Value') ||
      before.tags.has('Adjective') ||
      (before.tags.has('Verb') && !isAuxiliary(before)) ||
      before.tags.has('Preposition') ||
      (isNounLike(before) && !PERSON_WORDS.has(before.lower) && /s$/.test(token.lower));
    const previousIsPerson = PERSON_WORDS.has(previous.lower) || previous.tags.has('Actor');
    if (
      previous.tags.has('Noun') &&
      !isPronoun(previous) &&
      endsPhrase &&
      compoundStart &&
      !token.tags.has('PastTense') &&
      (!previousIsPerson || dayBefore || (before !== undefined && DETERMINERS.has(before.lower)))
    ) {
      setTags(token, ['Noun', /s$/.test(token.lower) ? 'Plural' : 'Singular']);
    }
  });
  joinNamedDoings(tokens);
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    // "how does the team use Slack", "do renters in the city feel safe": while an auxiliary still
    // waits for its verb, a bare verb form after a noun is that verb, not the noun's last word.
    if (
      previous !== undefined &&
      next !== undefined &&
      token.tags.has('Noun') &&
      !token.tags.has('Plural') &&
      !token.tags.has('ProperNoun') &&
      previous.tags.has('Noun') &&
      !isPronoun(previous) &&
      knownVerb(token.lower) &&
      auxiliaryGoverns(tokens, index) &&
      /^(?:do|does|did|don't|doesn't|didn't)$/.test(
        tokens.slice(0, index).findLast((earlier) => isAuxiliary(earlier))?.lower ?? '',
      ) &&
      (next.tags.has('Adjective') ||
        next.tags.has('ProperNoun') ||
        DETERMINERS.has(next.lower) ||
        PARTICLES.has(next.lower))
    ) {
      setTags(token, ['Verb', 'PresentTense', 'Infinitive']);
      token.root = token.lower;
    }
    // "how nurses deal with night shifts": a noun after the people that is a verb in the lexicon.
    if (
      previous !== undefined &&
      next !== undefined &&
      token.tags.has('Noun') &&
      !token.tags.has('Plural') &&
      (PERSON_WORDS.has(previous.lower) || previous.tags.has('Actor')) &&
      previous.tags.has('Plural') &&
      knownVerb(token.lower) &&
      // "the farmers market on Saturdays" names a place; "how farmers market their produce" does not
      // have a determiner before the people.
      !(
        /^markets?$/.test(token.lower) &&
        index >= 2 &&
        (DETERMINERS.has(tokens[index - 2]!.lower) || DAY_WORD.test(tokens[index - 2]!.lower))
      ) &&
      (PARTICLES.has(next.lower) || DETERMINERS.has(next.lower))
    ) {
      setTags(token, ['Verb', 'PresentTense', 'Infinitive']);
      token.root = token.lower;
    }
    // "the paid plan", "refurbished laptops": a participle before a noun describes it.
    if (
      token.tags.has('PastTense') &&
      next !== undefined &&
      next.tags.has('Noun') &&
      !isPronoun(next) &&
      !DETERMINERS.has(next.lower)
    ) {
      const opener =
        previous === undefined ||
        // "lemonade, iced tea or cola": a list item starts after a comma or "and"/"or".
        /,/.test(previous.post) ||
        /^(?:and|or)$/.test(previous.lower) ||
        DETERMINERS.has(previous.lower) ||
        previous.tags.has('Adjective') ||
        previous.tags.has('Value') ||
        (previous.tags.has('Verb') && !isAuxiliary(previous));
      if (opener) setTags(token, ['Adjective']);
    }
    // "are running", "is going": after an auxiliary a gerund is the verb.
    if (
      token.tags.has('Gerund') &&
      previous !== undefined &&
      isAuxiliary(previous) &&
      previous.lower !== 'to'
    ) {
      token.tags.add('Verb');
      token.tags.add('Progressive');
    }
  });
}

/** Parts of a period that, with "of", name when a thing is: "the end of season dinner". */
const PERIOD_PARTS = /^(?:end|start|beginning|middle|close)$/;

/**
 * Doings that name a thing before its noun: "the cycle to work scheme", "the back to school
 * evening", "click and collect orders", "our park and ride service". Their words are tagged as
 * the noun phrase's modifiers, so "to work" or "and collect" does not end the phrase.
 */
function joinNamedDoings(tokens: Token[]) {
  const bareDoing = (token: Token) =>
    !isAuxiliary(token) &&
    !PERSON_WORDS.has(token.lower) &&
    /^\p{Ll}+$/u.test(token.text) &&
    (token.tags.has('Infinitive') ||
      (token.tags.has('Noun') && !token.tags.has('Plural') && knownVerb(token.lower)));
  const asModifier = (token: Token) => {
    setTags(token, ['Noun', 'Singular']);
    token.bound = true;
  };
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const head = tokens[index + 2];
    if (previous === undefined || next === undefined || head === undefined) return;
    if (/[,.;:!?]/.test(previous.post) || /[,.;:!?]/.test(token.post) || /[,.;:!?]/.test(next.post)) return;
    const opens = (at: number) => {
      const before = tokens[at - 1];
      return (
        before === undefined ||
        DETERMINERS.has(before.lower) ||
        before.tags.has('Preposition') ||
        before.tags.has('Adjective') ||
        (before.tags.has('Verb') && !isAuxiliary(before))
      );
    };
    // "the end of season team dinner", "the start of term quiz": when in a period, then the
    // noun it names (as "end-of-season"). The "of" ended the phrase, and the poll or survey was
    // about "the end" (blind review P).
    if (
      token.lower === 'of' &&
      PERIOD_PARTS.test(previous.lower) &&
      /^\p{Ll}+$/u.test(next.text) &&
      next.tags.has('Noun') &&
      !next.tags.has('Plural') &&
      !DETERMINERS.has(next.lower) &&
      !isPronoun(next) &&
      head.tags.has('Noun') &&
      !isPronoun(head) &&
      !DETERMINERS.has(head.lower) &&
      opens(index - 1)
    ) {
      [previous, token, next].forEach(asModifier);
      return;
    }
    const headIsNoun =
      head.tags.has('Noun') &&
      !isPronoun(head) &&
      !DETERMINERS.has(head.lower) &&
      !PERSON_WORDS.has(head.lower);
    if (!headIsNoun) return;
    // "cycle to work scheme": a bare destination after "to", then the noun it names.
    if (
      token.lower === 'to' &&
      BARE_DESTINATIONS.test(next.lower) &&
      /^\p{Ll}+$/u.test(previous.text) &&
      (previous.tags.has('Noun') || previous.tags.has('Infinitive')) &&
      !STEP_NOUNS.test(previous.lower) &&
      opens(index - 1)
    ) {
      [previous, token, next].forEach(asModifier);
      return;
    }
    // "click and collect orders", "pick and mix counter": two bare doings joined, then the noun
    // they name.
    if (token.lower === 'and' && bareDoing(previous) && bareDoing(next) && opens(index - 1))
      [previous, token, next].forEach(asModifier);
  });
}

interface Chunk {
  determiner: string;
  tokens: Token[];
  /** Token index where the chunk (its determiner included) starts, and where it ends. */
  from: number;
  start: number;
  end: number;
}

function isNounLike(token: Token): boolean {
  if (token.bound === true) return true;
  if (isPronoun(token) || token.tags.has('QuestionWord') || DETERMINERS.has(token.lower)) return false;
  if (token.tags.has('Superlative') || token.tags.has('Comparative') || token.tags.has('Preposition'))
    return false;
  if (
    PARTICLES.has(token.lower) ||
    PARTICLE_VERBS.test(token.lower) ||
    /^(?:best|better|most|more|least)$/.test(token.lower)
  )
    return false;
  return token.tags.has('Noun') || token.tags.has('Acronym');
}

function isModifier(token: Token, previous: Token | undefined): boolean {
  if (token.bound === true) return true;
  if (DETERMINERS.has(token.lower) || isPronoun(token) || token.tags.has('Progressive')) return false;
  if (/^-/.test(token.post) || (previous !== undefined && /-$/.test(previous.post))) return true;
  if (token.tags.has('Preposition') || token.tags.has('Conjunction')) return false;
  return (
    (token.tags.has('Adjective') && !token.tags.has('Comparative')) ||
    isNounLike(token) ||
    token.tags.has('Gerund') ||
    token.tags.has('Value') ||
    /^[\p{L}]+-[\p{L}]+$/u.test(token.text)
  );
}

/** Noun chunks: an optional determiner, modifiers, and a noun (or an -ing activity) last. */
function chunksOf(tokens: readonly Token[]): Chunk[] {
  const chunks: Chunk[] = [];
  let index = 0;
  while (index < tokens.length) {
    const from = index;
    let determiner = '';
    let start = index;
    if (DETERMINERS.has(tokens[index]!.lower)) {
      determiner = tokens[index]!.lower;
      start = index + 1;
    }
    const before = tokens[start - 1];
    if (
      determiner === '' &&
      tokens[start]!.tags.has('Gerund') &&
      before !== undefined &&
      before.tags.has('Verb') &&
      !isAuxiliary(before)
    ) {
      // "stop using our app": the -ing word belongs to the verb before it.
      index = start + 1;
      continue;
    }
    let end = start;
    while (end < tokens.length && isModifier(tokens[end]!, tokens[end - 1])) {
      // "fewer people coming to our market", "students using the gym": after the people, an -ing
      // word is what they do, not part of their name.
      const token = tokens[end]!;
      if (
        end > start &&
        token.tags.has('Gerund') &&
        !COUNTABLE_ING.has(token.lower) &&
        isPersonWords([tokens[end - 1]!]) &&
        tokens[end - 1]!.tags.has('Plural')
      ) {
        token.tags.add('Verb');
        token.tags.add('Progressive');
        break;
      }
      end++;
      if (/[,.;:!?]/.test(tokens[end - 1]!.post)) break;
    }
    let last = end - 1;
    while (last >= start && !isNounLike(tokens[last]!) && !tokens[last]!.tags.has('Gerund')) last--;
    // "how is the parking system working": a trailing -ing after the noun is the verb.
    const previous = tokens[from - 1];
    if (
      last > start &&
      tokens[last]!.tags.has('Gerund') &&
      isNounLike(tokens[last - 1]!) &&
      previous !== undefined &&
      isAuxiliary(previous)
    )
      last--;
    if (last >= start) {
      let stop = last + 1;
      // "terms and conditions", "Slack and Teams": two bare words joined make one phrase.
      const and = tokens[stop];
      const other = tokens[stop + 1];
      if (
        determiner === '' &&
        last === start &&
        and?.lower === 'and' &&
        other !== undefined &&
        isNounLike(other) &&
        !PERSON_WORDS.has(other.lower) &&
        (tokens[stop + 2] === undefined || !isModifier(tokens[stop + 2]!, other))
      ) {
        stop += 2;
      }
      chunks.push({ determiner, tokens: tokens.slice(start, stop), from, start, end: stop });
      index = stop;
    } else {
      index = Math.max(index + 1, end);
    }
  }
  return chunks;
}

/** The chunk's words that name its subject: no counts, dates or research words. */
function chunkWords(chunk: Chunk): Token[] {
  const words: Token[] = [];
  // "a 2-day meetup", "a 10-minute survey": before an event or the survey itself a length only
  // sizes it; before anything else it names the thing ("12-hour shifts", "a four-day week").
  const sizedByLength =
    EVENT_HEADS.test(headOf(chunk.tokens).lower) || RESEARCH_NOUNS.test(headOf(chunk.tokens).lower);
  chunk.tokens.forEach((token, index) => {
    const next = chunk.tokens[index + 1];
    const previous = chunk.tokens[index - 1];
    if (TIME_WORDS.has(token.lower)) return;
    // "a chatbot last quarter": a time after the thing says when, not what.
    if (
      (token.tags.has('Date') || token.tags.has('Duration')) &&
      index > 1 &&
      /^(?:last|next|this|every|each)$/.test(previous?.lower ?? '')
    )
      return;
    // "a 2-day meetup", "three bakeries", "a 200 person company": sizes describe the request.
    if (
      token.tags.has('Value') &&
      ((sizedByLength && /-/.test(token.post)) ||
        next === undefined ||
        next.tags.has('Plural') ||
        /^(?:person|people|strong)$/.test(next.lower))
    )
      return;
    if (
      sizedByLength &&
      previous !== undefined &&
      previous.tags.has('Value') &&
      /-/.test(previous.post) &&
      (token.tags.has('Date') ||
        token.tags.has('Duration') ||
        /^(?:day|week|month|hour|minute|question)s?$/.test(token.lower))
    )
      return;
    if (previous !== undefined && previous.tags.has('Value') && /^(?:person|people)$/.test(token.lower))
      return;
    words.push(token);
  });
  // "2 pricing pages": a count before a plural is the request's size.
  while (
    words.length > 1 &&
    words[0]!.tags.has('Value') &&
    !/-/.test(words[0]!.post) &&
    headOf(chunk.tokens).tags.has('Plural')
  )
    words.shift();
  // "Market research", "market survey": the kind of research, not a market.
  const market = words.findIndex(
    (word, index) => word.lower === 'market' && RESEARCH_NOUNS.test(words[index + 1]?.lower ?? ''),
  );
  if (market !== -1) words.splice(market, 1);
  let from = 0;
  let to = words.length;
  while (
    from < to &&
    (RESEARCH_WORDS.has(words[from]!.lower) ||
      (/^(?:quick|short|brief|simple|new)$/.test(words[from]!.lower) &&
        words.some((word) => RESEARCH_NOUNS.test(word.lower))))
  )
    from++;
  while (to > from && RESEARCH_WORDS.has(words[to - 1]!.lower)) to--;
  const kept = words.slice(from, to);
  // "post workshop survey for the leadership training": the kind of event, not which one.
  if (kept.length === 1 && kept[0]!.lower === 'post-event') return [];
  // "customer satisfaction": a word only naming who answers, before research words, says nothing.
  return kept;
}

function phraseText(words: readonly Token[]): string {
  return words
    .map((token, index) => {
      const text = token.text.replace(/^["“(]+|[.,;:!?"”)]+$/g, '');
      return index === words.length - 1 ? text : `${text}${/-/.test(token.post) ? '-' : ' '}`;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function isContent(words: readonly Token[]): boolean {
  if (words.length === 0) return false;
  if (words.every((token) => GENERIC_SUBJECTS.has(token.lower) || RESEARCH_WORDS.has(token.lower)))
    return false;
  return !words.every(
    (token) =>
      token.tags.has('Value') ||
      token.tags.has('Date') ||
      token.tags.has('Place') ||
      token.tags.has('Duration'),
  );
}

function headOf(words: readonly Token[]): Token {
  return words.at(-1)!;
}

function isPersonWords(words: readonly Token[]): boolean {
  if (words.length === 0) return false;
  const head = headOf(words);
  if (PERSON_WORDS.has(head.lower)) return true;
  // "HR managers", "store managers", "mortgage brokers": in the plural these are people (the job);
  // the products named so are software ("password managers", "task managers").
  if (
    /^(?:managers|brokers)$/.test(head.lower) &&
    !/^(?:password|task|file|package|download|window|tab|clipboard|ad|asset|secrets?)$/.test(
      words.at(-2)?.lower ?? '',
    )
  )
    return true;
  if (PRODUCT_HEADS.test(head.lower) || VENUE_HEADS.test(head.lower)) return false;
  if (THINGS_NAMED_LIKE_PEOPLE.has(head.lower)) return false;
  if (head.tags.has('Actor') && head.tags.has('Plural')) return true;
  // "-ment" nouns name things, never people: "appointments", "payments", "assignments".
  if (/ments$/.test(head.lower)) return false;
  // "fishermen", "tradesmen", "businesswomen": compounds of -men and -women are people (a few
  // words end so by chance: "specimen", "abdomen", "regimen").
  if (
    /^[a-z]{2,}(?:wo)?men$/.test(head.lower) &&
    !/^(?:specimen|abdomen|regimen|acumen|stamen|hymen|albumen|bitumen|cyclamen|semen|lumen|omen|amen|ramen|yemen)$/.test(
      head.lower,
    )
  )
    return true;
  return /^[a-z]+(?:ers|ors|ists|ians|ants|ents|ees)$/.test(head.lower);
}

function isPersonChunk(chunk: Chunk): boolean {
  const words = chunkWords(chunk);
  // "retailers' views", "landlords' experiences": whoever has the views sought is asked, even when
  // the word could name a business elsewhere ("switch energy retailers").
  const last = words.at(-1);
  if (
    last !== undefined &&
    last.tags.has('Possessive') &&
    (last.tags.has('Plural') || /s'?$/.test(last.lower)) &&
    !isPronoun(last) &&
    !last.tags.has('ProperNoun') &&
    RESEARCH_WORDS.has(headOf(chunk.tokens).lower)
  )
    return true;
  return isPersonWords(words.length > 0 ? words : chunk.tokens);
}

function subjectKind(head: string): Subject['kind'] {
  if (EVENT_HEADS.test(head)) return 'event';
  if (VENUE_HEADS.test(head)) return 'venue';
  if (PRODUCT_HEADS.test(head)) return 'product';
  return 'topic';
}

function isMass(head: Token): boolean {
  const lower = head.lower;
  if (MASS_WORDS.has(lower) || head.tags.has('Uncountable')) return true;
  if (lower.endsWith('ing') && !COUNTABLE_ING.has(lower)) return true;
  return (
    /(?:ness|ism|ship)$/.test(lower) &&
    !/(?:membership|relationship|partnership|internship|scholarship)$/.test(lower)
  );
}

interface SubjectWords {
  words: Token[];
  determiner: string;
  /** "working from cafes": a prepositional phrase that completes an activity. */
  tail: string;
  /** True for the first token of the clause (a capital there is not a name). */
  clauseStart: boolean;
}

/** A single word for people: "player", "owners", "listener", "candidate". */
function isLonePerson(token: Token): boolean {
  if (COLLECTIVE_HEADS.test(token.lower) || PRODUCT_HEADS.test(token.lower) || VENUE_HEADS.test(token.lower))
    return false;
  if (THINGS_NAMED_LIKE_PEOPLE.has(token.lower)) return false;
  return PERSON_WORDS.has(token.lower) || PERSON_WORDS.has(`${token.lower}s`) || token.tags.has('Actor');
}

/** Collective words name a group that is itself asked about ("our youth football team"). */
const COLLECTIVE_HEADS = /^(?:teams?|staff|club|crew|family|families|people|everyone|community|class)$/;

/**
 * "podcast listener", "conference speakers", "museum visitor": people named after what they use or
 * attend. As a subject, the thing is what is asked about, never the people.
 */
function withoutPeopleHead(words: Token[]): Token[] {
  if (words.length < 2) return words;
  const head = headOf(words);
  if (COLLECTIVE_HEADS.test(head.lower) || PRODUCT_HEADS.test(head.lower) || VENUE_HEADS.test(head.lower))
    return words;
  if (THINGS_NAMED_LIKE_PEOPLE.has(head.lower)) return words;
  const person = PERSON_WORDS.has(head.lower) || PERSON_WORDS.has(`${head.lower}s`) || head.tags.has('Actor');
  // "remote workers", "new hires": what is left must name a thing, not just describe the people.
  const rest = words.slice(0, -1);
  return person && isNounLike(headOf(rest)) && !headOf(rest).tags.has('Adjective') ? rest : words;
}

/** "leave our booking form halfway": how far, not part of what is left. */
const HOW_FAR = /^(?:halfway|half-way|partway|part-way|midway)$/;

function makeSubject({ words: named, determiner, tail, clauseStart }: SubjectWords): Subject {
  const words = withoutPeopleHead(
    named.length > 1 && HOW_FAR.test(named.at(-1)!.lower) ? named.slice(0, -1) : named,
  );
  const first = words[0]!;
  const shown =
    clauseStart && !first.tags.has('ProperNoun') && !first.tags.has('Acronym')
      ? [{ ...first, text: first.text.toLowerCase() }, ...words.slice(1)]
      : words;
  const name = `${phraseText(shown)}${tail === '' ? '' : ` ${tail}`}`;
  const head = headOf(words);
  // "working from cafes" is one activity; "changes to the timetable" are still changes.
  const mass = (tail !== '' && !head.tags.has('Plural')) || isMass(head);
  const plural = !mass && (head.tags.has('Plural') || (/[^su]s$/.test(head.lower) && head.lower.length > 3));
  const proper =
    words.every(
      (token, index) =>
        token.tags.has('ProperNoun') ||
        token.tags.has('Acronym') ||
        (/^\p{Lu}/u.test(token.text) && !(clauseStart && index === 0) && !TIME_WORDS.has(token.lower)),
    ) &&
    !/^(?:the|this|these)$/.test(determiner) &&
    /^\p{Lu}/u.test(name);
  let reference: string;
  if (determiner === 'our' || determiner === 'my') reference = `our ${name}`;
  else if (determiner === 'their' || determiner === 'your') reference = `your ${name}`;
  else if (proper) reference = name;
  // "St Lukes hospital": a name that starts with a capital needs no article.
  else if (determiner === '' && !clauseStart && /^\p{Lu}/u.test(name)) reference = name;
  else if ((plural || mass) && determiner === '') reference = name;
  else reference = `the ${name}`;
  const category = proper || plural || mass ? name : withIndefiniteArticle(name);
  return { name, reference, category, plural, mass, proper, kind: subjectKind(head.lower), determiner };
}

/** A doing: `verb` in its three forms followed by `object` ("buy" + "a car"), which may be empty. */
function behaviourOf(verb: string, object: string, negated = false): Behaviour {
  const forms = conjugate(verb);
  const tail = object === '' ? '' : ` ${object}`;
  return {
    base: forms.base + tail,
    gerund: forms.gerund + tail,
    past: forms.past + tail,
    verb: forms.base,
    hasObject: object !== '',
    negated,
  };
}

export function conjugate(verb: string): { base: string; gerund: string; past: string } {
  const forms = (nlp(verb).verbs().conjugate()[0] ?? {}) as {
    Infinitive?: string;
    Gerund?: string;
    PastTense?: string;
  };
  const base = forms.Infinitive ?? verb;
  return {
    base,
    gerund: forms.Gerund ?? (base.endsWith('e') ? `${base.slice(0, -1)}ing` : `${base}ing`),
    past: pastTenseOf(base, forms.PastTense),
  };
}

/** A phrase as the respondent reads it: "their" and "your" become "your"; "our" stays. */
function addressed(words: readonly Token[], determiner: string): string {
  const phrase = phraseText(words);
  if (determiner === 'their' || determiner === 'your' || determiner === 'his' || determiner === 'her')
    return `your ${phrase}`;
  if (determiner === 'my') return `our ${phrase}`;
  if (determiner === '') return phrase;
  return `${determiner} ${phrase}`;
}

interface ClauseReading {
  subject: SubjectWords | null;
  /** The subject came only from a time phrase ("before the vote"): weaker than any other. */
  weakSubject: boolean;
  /** What the author says they run or make ("I coach a youth football team"). */
  authorObject: SubjectWords | null;
  audience: string | null;
  behaviour: Behaviour | null;
  stance: boolean;
  occasion: Occasion | null;
}

function audienceText(chunk: Chunk, tokens: readonly Token[], chunks: readonly Chunk[]): string {
  // The people as the author described them: "busy families", "remote workers", "young professionals".
  const words = chunkWords(chunk).filter(
    (token, index, all) =>
      index === all.length - 1 ||
      (isNounLike(token) && !RESEARCH_WORDS.has(token.lower)) ||
      (token.tags.has('Adjective') && !token.tags.has('Comparable')) ||
      /^(?:new|young|older|small|local|regular|existing|potential|first-time|busy|remote|active|loyal|frequent|occasional|busy)$/.test(
        token.lower,
      ),
  );
  // "fewer people", "less students": how many is the finding, not who.
  while (words.length > 1 && /^(?:fewer|less|more|many|most|some)$/.test(words[0]!.lower)) words.shift();
  let text = phraseText(words);
  // "parents of toddlers", "owners of small cafes": who they are is named after "of".
  const of = tokens[chunk.end];
  const after = of?.lower === 'of' ? chunks.find((other) => other.from === chunk.end + 1) : undefined;
  if (
    after !== undefined &&
    // "lenders' opinions of the new rules": what follows "of" is what the opinions are about.
    !RESEARCH_WORDS.has(headOf(chunk.tokens).lower) &&
    chunkWords(after).length > 0 &&
    !/[,.;:!?]/.test(tokens[chunk.end - 1]?.post ?? '')
  )
    text = `${text} of ${phraseText(chunkWords(after))}`;
  return words[0]?.tags.has('ProperNoun') ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function chunkAfter(chunks: readonly Chunk[], index: number): Chunk | undefined {
  return chunks.find((chunk) => chunk.from === index);
}

/** The doings of a choice in "look for when choosing a …". */
const CHOOSING_GERUNDS = /^(?:choosing|picking|selecting|hiring|buying|booking|finding)$/;

/** Whether the words before `index` (back to the last verb) name the author: "we", "our product". */
function authorIsSubject(tokens: readonly Token[], index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const token = tokens[at]!;
    if (token.tags.has('Verb') && !isAuxiliary(token)) return false;
    if (token.tags.has('QuestionWord') || token.lower === 'that' || token.lower === 'who') return false;
    if (FIRST_PERSON.test(token.lower)) {
      // "our nurses feel": the author's people, not the author; "our new app resonates with …":
      // the author's thing does it, and what it reaches is not the author's object.
      const between = tokens.slice(at + 1, index);
      // "My startup sells …" is still the author speaking through their organisation.
      if (
        /^(?:our|my)$/.test(token.lower) &&
        between.some(isNounLike) &&
        !between.some((word) => ORGANISATIONS.test(word.lower))
      )
        return false;
      return !between.some((word) => PERSON_WORDS.has(word.lower) || word.tags.has('Actor'));
    }
  }
  return false;
}

function researchWordFollows(tokens: readonly Token[], index: number): boolean {
  return tokens.slice(index + 1, index + 7).some((token) => RESEARCH_NOUNS.test(token.lower));
}

/**
 * Whether the doing that starts at `index` is one people are held back from: "what stops owners
 * from using …", "barriers to recycling …", "what gets in the way of cycling …".
 */
function heldBack(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1]?.lower;
  if (before === 'from')
    return tokens
      .slice(Math.max(0, index - 8), index - 1)
      .some((token) => PREVENTIVE_VERBS.has(token.root || token.lower) || PREVENTIVE_VERBS.has(token.lower));
  if (before !== 'to' && before !== 'of') return false;
  const noun = tokens[index - 2]?.lower ?? '';
  if (noun === 'way') return before === 'of' && tokens[index - 4]?.lower === 'in';
  return BARRIER_NOUNS.test(noun);
}

/**
 * "what stops small business owners from using accounting software", "barriers to recycling soft
 * plastics": the doing read as something people do not do, and what they do not do it with.
 */
function heldBackDoing(
  tokens: readonly Token[],
  chunks: readonly Chunk[],
): { behaviour: Behaviour; object: Chunk } | null {
  for (const chunk of chunks) {
    const first = tokens[chunk.start];
    if (
      chunk.determiner !== '' ||
      first === undefined ||
      !(first.tags.has('Gerund') || /\p{L}{3}ing$/u.test(first.lower)) ||
      // "barriers to booking GP appointments": a word that can name a thing ("a booking") is a
      // doing when what it is done to follows.
      (COUNTABLE_ING.has(first.lower) && !(first.tags.has('Gerund') && chunk.tokens.length > 1)) ||
      !heldBack(tokens, chunk.from)
    )
      continue;
    const own = chunk.tokens.slice(1);
    let object: Chunk = {
      determiner: '',
      tokens: own,
      from: chunk.start + 1,
      start: chunk.start + 1,
      end: chunk.end,
    };
    let rest = phraseText(own);
    const after = tokens[chunk.end];
    if (own.length === 0 && after !== undefined && after.tags.has('Adverb') && !PARTICLES.has(after.lower)) {
      // "eating healthily": the doing and how.
      object = chunk;
      rest = after.lower;
    } else if (own.length === 0) {
      // "from using our app": the object is the next phrase, after a particle if there is one.
      const particle = PARTICLES.has(tokens[chunk.end]?.lower ?? '') ? tokens[chunk.end]!.lower : '';
      const next = chunkAfter(chunks, chunk.end + (particle === '' ? 0 : 1));
      const bare = tokens[chunk.end + 1];
      if (next !== undefined && isContent(chunkWords(next))) {
        // "from using our app": the app; "from cycling to work": the cycling.
        object = particle === '' ? next : chunk;
        rest = `${particle === '' ? '' : `${particle} `}${addressed(chunkWords(next), next.determiner)}`;
      } else if (particle !== '' && bare !== undefined && /^\p{L}+$/u.test(bare.text)) {
        // "cycling to work", "walking to school": a bare place the tagger reads as a verb.
        object = chunk;
        rest = `${particle} ${bare.lower}`;
      } else continue;
    } else {
      // "cycling to work": a place or partner after the doing belongs to it.
      const particle = tokens[chunk.end]?.lower ?? '';
      const next = chunkAfter(chunks, chunk.end + 1);
      if (/^(?:to|at|with|in)$/.test(particle) && next !== undefined && isContent(chunkWords(next)))
        rest = `${rest} ${particle} ${addressed(chunkWords(next), next.determiner)}`;
    }
    // "booking GP appointments online": a lone word saying how belongs to the doing.
    const end = object === chunk || object.end === chunk.end ? chunk.end : object.end;
    const how = tokens[end];
    const then = tokens[end + 1];
    if (
      how !== undefined &&
      rest !== '' &&
      !rest.endsWith(how.lower) &&
      !PARTICLES.has(how.lower) &&
      (how.tags.has('Adverb') || how.tags.has('Adjective')) &&
      (then === undefined ||
        then.tags.has('Preposition') ||
        PARTICLES.has(then.lower) ||
        /[,.;:!?]/.test(how.post))
    )
      rest = `${rest} ${how.lower}`;
    return { behaviour: behaviourOf(first.root || first.lower.replace(/ing$/, ''), rest, true), object };
  }
  return null;
}

function readClause(tokens: readonly Token[], exclude: ReadonlySet<string>): ClauseReading {
  const chunks = chunksOf(tokens);
  const inChunk = (index: number) => chunks.some((chunk) => chunk.start <= index && index < chunk.end);
  let behaviour: Behaviour | null = null;
  let stance = false;
  let objectChunk: Chunk | undefined;
  let objectIsSubject = true;
  let personObject = false;
  let authorObject: SubjectWords | null = null;
  let verbIndex = -1;
  // "what stops owners from using accounting software": the doing they are held back from is
  // what the clause is about, whatever other verbs it has ("barriers to cycling to work").
  const held = heldBackDoing(tokens, chunks);
  if (held !== null) {
    behaviour = held.behaviour;
    objectChunk = held.object;
    // "from booking GP appointments": what is done can be named after people and still be the thing.
    personObject = isPersonChunk(held.object);
    verbIndex = held.object.from;
  }
  for (let index = 0; index < tokens.length && behaviour === null && !stance; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (!token.tags.has('Verb') || inChunk(index) || (isAuxiliary(token) && !token.tags.has('Progressive')))
      continue;
    // "hear from shop owners": the tagger calls a phrasal verb's preposition a verb too.
    if (
      PARTICLE_VERBS.test(token.lower) ||
      PARTICLES.has(token.lower) ||
      RESEARCH_WORDS.has(token.lower) ||
      RESEARCH_WORDS.has(token.root)
    )
      continue;
    if (
      token.tags.has('Gerund') &&
      !token.tags.has('Progressive') &&
      index > 0 &&
      PARTICLES.has(tokens[index - 1]!.lower)
    )
      continue;
    const root = token.root === '' ? token.lower : token.root;
    const author = authorIsSubject(tokens, index);
    const imperative =
      index === 0 ||
      tokens
        .slice(0, index)
        .every((before) =>
          /^(?:please|help|me|us|to|can|could|you|would|i|we|want|need|like|just|and|then)$/.test(
            before.lower,
          ),
        );
    const sometimes = SOMETIMES_REQUEST_VERBS.has(root);
    if ((root === 'like' || root === 'love') && next?.lower === 'to') continue;
    // "is planning to close the high street": the verb after "to" says what happens.
    // "cycle to work", "walk to school": a place named without an article is where, not a verb.
    if (
      next?.lower === 'to' &&
      tokens[index + 2]?.tags.has('Verb') &&
      !inChunk(index + 2) &&
      !BARE_DESTINATIONS.test(tokens[index + 2]!.lower)
    )
      continue;
    if (root === 'find' && next?.lower === 'out') continue;
    // "what plot holders want from the tool shed": people other than the author wanting something
    // is what the survey asks about, not the author's request.
    const othersWish =
      /^(?:want|need|expect|wish)$/.test(root) &&
      chunks.some((chunk) => chunk.end === index && isPersonChunk(chunk));
    if (
      !othersWish &&
      REQUEST_VERBS.has(root) &&
      !STANCE_VERBS.has(root) &&
      (!sometimes || imperative || researchWordFollows(tokens, index) || (author && sometimes))
    ) {
      continue;
    }
    // Read past the verb: adverbs, a gerund ("stop using"), a particle ("switch to"), then the object.
    let at = index + 1;
    while (
      at < tokens.length &&
      tokens[at]!.tags.has('Adverb') &&
      !inChunk(at) &&
      !PARTICLES.has(tokens[at]!.lower)
    )
      at++;
    const parts: string[] = [];
    // "eat together", "shop online", "travel abroad", "cook from scratch", "get to work by bus":
    // an adverbial that says how or where the doing is done completes it, as an object would.
    // Skipped as an adverb, it left a bare verb ("eat", "cook from") that no habit question can
    // be asked about, and the draft was padding only.
    const completing: string[] = [];
    for (let skipped = index + 1; skipped < at; skipped++)
      if (COMPLETING_ADVERBS.test(tokens[skipped]!.lower)) completing.push(tokens[skipped]!.lower);
    if (at < tokens.length && tokens[at]!.tags.has('Gerund') && !inChunk(at)) parts.push(tokens[at++]!.lower);
    let particle = '';
    if (at < tokens.length && PARTICLES.has(tokens[at]!.lower)) {
      particle = tokens[at]!.lower;
      parts.push(tokens[at++]!.lower);
    }
    if (
      completing.length === 0 &&
      particle === '' &&
      at < tokens.length &&
      COMPLETING_ADVERBS.test(tokens[at]!.lower) &&
      !inChunk(at)
    )
      completing.push(tokens[at++]!.lower);
    if (particle !== '' && at < tokens.length && COMPLETING_PAIRS.test(`${particle} ${tokens[at]!.lower}`)) {
      completing.push(tokens[at++]!.lower);
    }
    parts.push(...completing.filter((word) => !parts.includes(word)));
    // "turn up to our league", "eat out at restaurants": a phrasal verb, then where it goes.
    if (
      PARTICLE_VERBS.test(particle) &&
      at < tokens.length &&
      PARTICLES.has(tokens[at]!.lower) &&
      !TEMPORAL_PREPOSITIONS.test(tokens[at]!.lower)
    ) {
      const place = chunkAfter(chunks, at + 1);
      const words = place === undefined ? [] : chunkWords(place);
      if (isContent(words) && !words.some((word) => word.tags.has('Date'))) {
        parts.push(tokens[at]!.lower);
        at++;
      }
    }
    const object = chunkAfter(chunks, at);
    // "cycle to work": a bare destination the tagger reads as a verb completes the doing.
    const destination =
      object === undefined && particle !== '' && BARE_DESTINATIONS.test(tokens[at]?.lower ?? '');
    if (destination) parts.push(tokens[at]!.lower);
    // "how do young families decide which car to buy": the choice is buying a car.
    if (tokens[at] !== undefined && /^(?:which|what)$/.test(tokens[at]!.lower)) {
      const chosen = chunkAfter(chunks, at + 1);
      const then = chosen === undefined ? undefined : tokens[chosen.end];
      const verb = chosen === undefined ? undefined : tokens[chosen.end + 1];
      if (chosen !== undefined && then?.lower === 'to' && verb !== undefined) {
        const words = chunkWords(chosen);
        // "which seeds to buy" → "buy seeds"; "which car to buy" → "buy a car".
        const object = headOf(words).tags.has('Plural')
          ? phraseText(words)
          : withIndefiniteArticle(phraseText(words));
        behaviour = behaviourOf(verb.root || verb.lower, object);
        objectChunk = chosen;
        verbIndex = index;
        break;
      }
    }
    // "what HR managers look for in a payroll provider", "what parents look for in a nursery": the
    // qualities wanted when choosing one; the study is of choosing it (the verb with no object
    // left the audience or nothing as the subject).
    // "what couples look for when choosing a wedding photographer" says the same with a gerund.
    const whenChoosing =
      tokens[at]?.lower === 'when' && CHOOSING_GERUNDS.test(tokens[at + 1]?.lower ?? '') ? 1 : 0;
    if (root === 'look' && particle === 'for' && (tokens[at]?.lower === 'in' || whenChoosing === 1)) {
      const sought = chunkAfter(chunks, at + 1 + whenChoosing);
      const words = sought === undefined ? [] : chunkWords(sought);
      if (sought !== undefined && isContent(words) && !isPersonChunk(sought)) {
        const phrase = phraseText(words);
        const object =
          sought.determiner === '' && headOf(words).tags.has('Plural')
            ? phrase
            : /^(?:the|a|an|their|your|our)$/.test(sought.determiner) || sought.determiner === ''
              ? withIndefiniteArticle(phrase)
              : addressed(words, sought.determiner);
        behaviour = behaviourOf('choose', object);
        objectChunk = sought;
        verbIndex = index;
        break;
      }
    }
    if (object !== undefined && isPersonChunk(object) && particle === '' && CAUSATIVE_VERBS.has(root)) {
      // "what makes tenants renew", "what stops people from cycling": the people, then what they do.
      continue;
    }
    if (author) {
      // "We run a chain of bakeries": the author's own doing says what the survey is about.
      if (object !== undefined && objectChunk === undefined) {
        objectChunk = object;
        personObject = true;
        const words = chunkWords(object);
        if (isContent(words))
          authorObject = { words, determiner: object.determiner, tail: '', clauseStart: false };
      }
      continue;
    }
    verbIndex = index;
    // "whether our app resonates with nurses": how a thing is received is a view on it.
    // "if managers find the new approval flow easier or harder": finding a thing some way is a
    // judgement of it, not a search for it.
    const judged =
      /^(?:find|consider)$/.test(root) &&
      object !== undefined &&
      !isPersonChunk(object) &&
      (tokens[object.end]?.tags.has('Adjective') === true ||
        tokens[object.end]?.tags.has('Comparative') === true);
    if (STANCE_VERBS.has(root) || othersWish || judged || RECEPTION_VERBS.test(token.lower)) {
      stance = true;
      if (object !== undefined && !isPersonChunk(object)) objectChunk = object;
      break;
    }
    // "resonates with young professionals", "appeal to busy families", "popular among nurses":
    // people reached through a preposition are who is asked, never what the survey is about.
    if (object !== undefined && isPersonChunk(object) && /^(?:with|to|among|amongst)$/.test(particle)) {
      objectIsSubject = false;
    } else if (object !== undefined) {
      const words = chunkWords(object);
      // "choose one bank over another", "pick one gym or another": any one of the kind, so "a
      // bank" (the count word was dropped and left "when you choose bank").
      const anyOne =
        object.determiner === '' &&
        tokens[object.from]?.lower === 'one' &&
        /^(?:over|or|rather|instead)$/.test(tokens[object.end]?.lower ?? '') &&
        /^(?:another|the|other|than)$/.test(tokens[object.end + 1]?.lower ?? '');
      if (isContent(words))
        parts.push(anyOne ? withIndefiniteArticle(phraseText(words)) : addressed(words, object.determiner));
      objectChunk = object;
      // "how freelancers find new clients": people can be what others look for.
      personObject = isPersonChunk(object);
      // "cook at home": a bare place after a particle belongs to the activity, not the subject.
      const head = words.at(-1);
      if (
        particle !== '' &&
        object.determiner === '' &&
        head !== undefined &&
        !head.tags.has('Plural') &&
        !isMass(head) &&
        !head.tags.has('ProperNoun')
      ) {
        objectIsSubject = false;
      }
    }
    const negated = tokens
      .slice(Math.max(0, index - 3), index)
      .some((before) => NEGATIONS.test(before.lower) || before.tags.has('Negative'));
    const forms = conjugate(root);
    const rest = parts.length > 0 ? ` ${parts.join(' ')}` : '';
    behaviour = {
      base: forms.base + rest,
      gerund: forms.gerund + rest,
      past: forms.past + rest,
      verb: forms.base,
      // "eat out", "work out": a verb with its particle is an activity by itself.
      hasObject:
        (object !== undefined && isContent(chunkWords(object))) ||
        (object === undefined && (PARTICLE_VERBS.test(particle) || destination || completing.length > 0)),
      negated,
    };
  }

  // "I'm a PhD student researching …": the author describing themselves is not who is asked.
  const describesAuthor = (chunk: Chunk) =>
    tokens.slice(Math.max(0, chunk.from - 2), chunk.from).some((token) => FIRST_PERSON.test(token.lower));
  // "your hip replacement at St Lukes hospital", "your eye test at our opticians": a procedure
  // had at a place makes the place the subject (its owner) and the procedure the occasion. After
  // "at", even a word for people ("opticians", "the dentist's") names the place.
  const procedureBefore = (chunk: Chunk) => {
    if (tokens[chunk.from - 1]?.lower !== 'at') return undefined;
    const before = chunks.find((other) => other.end === chunk.from - 1);
    return before !== undefined && PROCEDURE_NOUNS.test(headOf(before.tokens).lower) ? before : undefined;
  };
  const procedurePlace = chunks.find((chunk) => procedureBefore(chunk) !== undefined);
  const audienceChunk = chunks.find(
    (chunk) =>
      isPersonChunk(chunk) &&
      chunk !== objectChunk &&
      chunk !== procedurePlace &&
      !describesAuthor(chunk) &&
      (verbIndex === -1 ||
        chunk.end <= verbIndex + 1 ||
        SUBJECT_PREPOSITIONS.test(tokens[chunk.from - 1]?.lower ?? '') ||
        /^(?:from|among|amongst)$/.test(tokens[chunk.from - 1]?.lower ?? '') ||
        // "appeals to busy families": the people a thing reaches.
        (tokens[chunk.from - 1]?.lower === 'to' &&
          RECEPTION_VERBS.test(tokens[chunk.from - 2]?.lower ?? ''))),
  );
  const audience = audienceChunk ? audienceText(audienceChunk, tokens, chunks) : null;

  const strong: Chunk[] = procedurePlace === undefined ? [] : [procedurePlace];
  // "Employee engagement survey", "hotel stay feedback": the words before a research noun.
  for (const chunk of chunks)
    if (chunk.tokens.some((token) => RESEARCH_NOUNS.test(token.lower))) strong.push(chunk);
  if (objectChunk && objectIsSubject) strong.push(objectChunk);
  // "a vegan menu at our restaurant", "electric scooters in our city": a place right after a thing
  // says where the thing is; it does not replace it as the subject.
  const placeOfThing = (chunk: Chunk) => {
    const before = chunks.find((other) => other.end === chunk.from - 1);
    return (
      /^(?:at|in|on|around)$/.test(tokens[chunk.from - 1]?.lower ?? '') &&
      before !== undefined &&
      !isPersonChunk(before) &&
      // "your stay at St Mary hospital": a stay or visit is had at the place, which is the subject.
      !EXPERIENCE_NOUNS.test(headOf(before.tokens).lower) &&
      isContent(chunkWords(before)) &&
      !before.tokens.some((token) => RESEARCH_NOUNS.test(token.lower))
    );
  };
  // "after physio for back pain": what the visit was for belongs to the visit, a weak reading.
  const reasonOfOccasion = (chunk: Chunk) => {
    // "for back pain": the tagger may leave "back" out of the chunk.
    const at = [chunk.from - 1, chunk.from - 2].find((index) => tokens[index]?.lower === 'for');
    const before = at === undefined ? undefined : chunks.find((other) => other.end === at);
    return before !== undefined && TEMPORAL_PREPOSITIONS.test(tokens[before.from - 1]?.lower ?? '');
  };
  for (const chunk of chunks)
    if (
      SUBJECT_PREPOSITIONS.test(tokens[chunk.from - 1]?.lower ?? '') &&
      !placeOfThing(chunk) &&
      !reasonOfOccasion(chunk)
    )
      strong.push(chunk);
  for (const chunk of chunks)
    if (
      !TEMPORAL_PREPOSITIONS.test(tokens[chunk.from - 1]?.lower ?? '') &&
      !placeOfThing(chunk) &&
      !reasonOfOccasion(chunk)
    )
      strong.push(chunk);
  for (const chunk of chunks) if (placeOfThing(chunk)) strong.push(chunk);
  const weak = chunks.filter((chunk) => TEMPORAL_PREPOSITIONS.test(tokens[chunk.from - 1]?.lower ?? ''));

  // "We're a SaaS company, find out why …": who the author is, not what the survey asks about.
  const authorIdentity = (chunk: Chunk) => {
    if (!/^(?:a|an)$/.test(chunk.determiner)) return false;
    // compromise adds an empty token for a contraction's second word ("we're" → "we're", "").
    const before = tokens
      .slice(0, chunk.from)
      .filter((token) => token.text !== '')
      .slice(-2)
      .map((token) => token.lower);
    return (
      /^(?:we're|i'm|we’re|i’m)$/.test(before.at(-1) ?? '') ||
      (/^(?:are|am)$/.test(before.at(-1) ?? '') && /^(?:we|i)$/.test(before.at(-2) ?? ''))
    );
  };
  let usedThing: Chunk | undefined;
  const pick = (candidates: readonly Chunk[]): SubjectWords | null => {
    for (const chunk of candidates) {
      if (authorIdentity(chunk)) continue;
      if (
        (isPersonChunk(chunk) && !(chunk === objectChunk && personObject) && chunk !== procedurePlace) ||
        (chunk === objectChunk && !objectIsSubject)
      )
        continue;
      const phrase = phraseText(chunkWords(chunk)).toLowerCase();
      if ([...exclude].some((excluded) => phrase === excluded || phrase.endsWith(` ${excluded}`))) continue;
      let source = chunk;
      let words = chunkWords(chunk);
      // "their use of drones for crop monitoring", "the uptake of heat pumps": what is used is the
      // thing, and using it is what people do.
      if (words.length === 1 && USE_NOUNS.test(words[0]!.lower) && tokens[chunk.end]?.lower === 'of') {
        const used = chunkAfter(chunks, chunk.end + 1);
        if (used !== undefined && isContent(chunkWords(used)) && !isPersonChunk(used)) {
          usedThing = used;
          source = used;
          words = chunkWords(used);
        }
      } else if (words.length > 1 && USE_NOUNS.test(headOf(words).lower) && isContent(words.slice(0, -1))) {
        // "electric scooter rental use in the city centre": the same, named before "use".
        words = words.slice(0, -1);
        usedThing = { determiner: '', tokens: words, from: chunk.start, start: chunk.start, end: chunk.end };
      } else if (
        words.length > 0 &&
        CONTAINERS.has(headOf(words).lower) &&
        tokens[chunk.end]?.lower === 'of'
      ) {
        const inner = chunkAfter(chunks, chunk.end + 1);
        if (inner) {
          source = inner;
          words = chunkWords(inner);
        }
      }
      if (!isContent(words)) continue;
      if (words.every((token) => token.tags.has('Place'))) continue;
      // "player feedback for our level pack", "what do pet owners look for": a lone person word (a
      // singular the people list lacks, or one the chunker split off) is who is asked, not what.
      if (words.length === 1 && isLonePerson(words[0]!)) continue;
      // "working from cafes", "sharing paths with e-scooters": an activity keeps its complement.
      let tail = '';
      const head = headOf(words);
      const after = tokens[source.end];
      const activity = words.find((word) => word.lower.endsWith('ing') && !COUNTABLE_ING.has(word.lower));
      // Not "of": "drinking water habits of office workers" names who, not where.
      if (
        activity !== undefined &&
        (activity === head || activity === words[0]) &&
        after !== undefined &&
        PARTICLES.has(after.lower) &&
        after.lower !== 'of'
      ) {
        const complement = chunkAfter(chunks, source.end + 1);
        if (complement) tail = `${after.lower} ${addressed(chunkWords(complement), complement.determiner)}`;
      }
      // "introducing a 20mph speed limit on residential streets", "moving the start time to 9am": a
      // lone doing takes what it is done to, and where or to what.
      if (
        tail === '' &&
        words.length === 1 &&
        activity === head &&
        !head.tags.has('Plural') &&
        after !== undefined &&
        DETERMINERS.has(after.lower) &&
        source.determiner === ''
      ) {
        const object = chunkAfter(chunks, source.end);
        if (object !== undefined && isContent(chunkWords(object)) && !isPersonChunk(object)) {
          tail = addressed(chunkWords(object), object.determiner);
          const particle = tokens[object.end];
          const further = chunkAfter(chunks, object.end + 1);
          if (
            particle !== undefined &&
            /^(?:to|on|in|at|for|from|with)$/.test(particle.lower) &&
            further !== undefined &&
            isContent(chunkWords(further)) &&
            !isPersonChunk(further)
          )
            tail = `${tail} ${particle.lower} ${addressed(chunkWords(further), further.determiner)}`;
        }
      }
      // "the name for our office dog", "the date of the retreat": the noun needs what it belongs to.
      if (
        tail === '' &&
        RELATIONAL_NOUNS.test(head.lower) &&
        after !== undefined &&
        /^(?:for|of)$/.test(after.lower)
      ) {
        const owner = chunkAfter(chunks, source.end + 1);
        if (owner) tail = `${after.lower} ${addressed(chunkWords(owner), owner.determiner)}`;
      }
      // "the return to office", "the intro to statistics module", "access to dental care": a noun
      // for a step or a change is nothing without where it leads or what it changes.
      if (
        tail === '' &&
        STEP_NOUNS.test(head.lower) &&
        after !== undefined &&
        /^(?:to|of|into)$/.test(after.lower)
      ) {
        const complement = chunkAfter(chunks, source.end + 1);
        const bare = tokens[source.end + 1];
        if (complement !== undefined && isContent(chunkWords(complement)))
          tail = `${after.lower} ${addressed(chunkWords(complement), complement.determiner)}`;
        else if (bare !== undefined && BARE_DESTINATIONS.test(bare.lower))
          tail = `${after.lower} ${bare.lower}`;
        // "return to office" is "the return to office" in a question.
        if (tail !== '' && source.determiner === '' && !head.tags.has('Plural'))
          return { words, determiner: 'the', tail, clauseStart: source.start === 0 };
      }
      return { words, determiner: source.determiner, tail, clauseStart: source.start === 0 };
    }
    return null;
  };
  // "We moved our support from email to a chatbot": after a change, the new thing is the subject.
  const changed = tokens.some((token) =>
    /^(?:move|switch|change|migrate|swap|upgrade|replace)$/.test(token.root || token.lower),
  );
  const changedTo = chunks.find(
    (chunk) =>
      changed &&
      tokens[chunk.from - 1]?.lower === 'to' &&
      chunks.some((other) => other.end === chunk.from - 1 && tokens[other.from - 1]?.lower === 'from'),
  );
  if (changedTo !== undefined) strong.unshift(changedTo);
  let subject = pick(strong);
  if (behaviour === null && usedThing !== undefined && subject !== null) {
    // "use of drones for crop monitoring", "scooter rental use in the city centre": the purpose or
    // the place stays with the doing.
    const linker = tokens[usedThing.end]?.lower ?? '';
    const purpose = /^(?:for|in|at|on|around)$/.test(linker)
      ? chunkAfter(chunks, usedThing.end + 1)
      : undefined;
    const what = `${addressed(chunkWords(usedThing), usedThing.determiner === 'the' ? '' : usedThing.determiner)}${
      purpose === undefined ? '' : ` ${linker} ${addressed(chunkWords(purpose), purpose.determiner)}`
    }`;
    behaviour = behaviourOf('use', what);
  }
  let weakSubject = false;
  if (subject === null) {
    subject = pick(weak);
    weakSubject = subject !== null;
  }
  // "Wedding guests feedback", "gym members": the thing the people are named after (a weak reading).
  for (const chunk of chunks) {
    // "how do small business owners choose an accountant": what they do names the subject, not
    // what the people are named after.
    if (subject !== null || behaviour?.hasObject === true || !isPersonChunk(chunk)) continue;
    const words = chunkWords(chunk).slice(0, -1);
    // "remote workers", "young professionals": a word that only describes the people is no thing.
    if (!isContent(words) || isPersonWords(words) || headOf(words).tags.has('Adjective')) continue;
    subject = {
      words,
      determiner: chunk.determiner === 'their' ? '' : chunk.determiner,
      tail: '',
      clauseStart: chunk.start === 0,
    };
    weakSubject = true;
  }
  // "after knee surgery at our clinic": with the place as the subject, what happened there.
  const procedure = procedurePlace === undefined ? undefined : procedureBefore(procedurePlace);
  const occasionChunk =
    weakSubject || subject === null
      ? undefined
      : procedure !== undefined && subject.words.includes(procedurePlace!.tokens.at(-1)!)
        ? procedure
        : weak.find((chunk) => isContent(chunkWords(chunk)) && !isPersonChunk(chunk));
  let occasion: Occasion | null = null;
  if (occasionChunk !== undefined) {
    // "your eye test": a procedure keeps every word, "test" included.
    const name = phraseText(occasionChunk === procedure ? occasionChunk.tokens : chunkWords(occasionChunk));
    const reference = /^(?:the|our|this|that)$/.test(occasionChunk.determiner)
      ? `${occasionChunk.determiner === 'our' ? 'our' : 'the'} ${name}`
      : `your ${name}`;
    // "the replacement bus service during the rail strike": a disruption says when, it is not
    // something done to people at the place ("Rail strike at the replacement bus service").
    if (!DISRUPTIONS.test(name)) occasion = { name, reference };
  }
  return { subject, weakSubject, audience, behaviour, stance, authorObject, occasion };
}
/** Events that happen around a service rather than to the person served. */
const DISRUPTIONS =
  /\b(?:strikes?|closures?|works|roadworks|disruptions?|outages?|storms?|floods?|flooding|snow|heatwaves?|pandemic|lockdowns?|renovations?|refurbishments?|building\s+work|power\s+cuts?)$/i;

/** Sentences, without greetings, politeness and the request's size ("6 questions max"). */
function clausesOf(text: string): string[] {
  const cleaned = text
    .replace(
      /\b(?:about\s+|with\s+|just\s+|only\s+|under\s+|fewer\s+than\s+|less\s+than\s+|at\s+most\s+|no\s+more\s+than\s+|up\s+to\s+|max(?:imum)?\s+(?:of\s+)?)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]+(?:short\s+|quick\s+|simple\s+)?(?:questions?|qs?)(?:\s+(?:max|maximum|tops|at\s+most|or\s+(?:less|fewer)))?\b/gi,
      ' ',
    )
    .replace(
      /\b(?:keep\s+it\s+(?:short|brief|simple)|(?:and\s+)?easy\s+to\s+(?:read|answer|understand)|nothing\s+too\s+personal|please|thanks?(?:\s+you)?|hi|hello|hey)\b[!.,]?/gi,
      ' ',
    )
    // "post workshop survey for the leadership training": the survey follows the event it names.
    .replace(
      /\bpost[\s-]+(?:event|workshop|webinar|conference|course|session|training|class)\s+(survey|feedback|questionnaire|form)\b/gi,
      '$1',
    )
    // "NPS-style survey": the kind of survey, not a subject called "style".
    .replace(/\b(nps|csat|ces|sus|likert|typeform|matrix)[\s-]+style\b/gi, '$1')
    // "teacher here.", "PM here -": who is writing, not what the survey is about.
    .replace(/^\s*(?:[a-z]+\s+){1,3}here\s*[.!,:-]\s*/i, '')
    // "find out the main reasons": the reasons are why, not a subject called "main".
    .replace(/\b(?:the\s+)?(?:main|key|top|real|biggest)\s+reasons?\b/gi, 'why')
    // "post-purchase survey for …": when the survey is sent, not what it is about.
    .replace(/\bpost[\s-]+purchase\s+(survey|feedback|questionnaire|form)\b/gi, '$1')
    // "customer effort score after a support ticket": the name of a measure, not its subject.
    .replace(
      /\b(?:customer\s+effort(?:\s+score)?(?:\s+\(ces\))?|CES)(?:\s+(?:survey|questionnaire))?\b/g,
      'survey',
    )
    .replace(/\bcustomer\s+effort(?:\s+score)?\b/gi, 'survey')
    // "citizen input on a proposed bike lane network": what the input is on is the subject.
    .replace(
      /\b(?:(?:citizen|public|community|resident|residents'|staff|customer|user)\s+)?input\s+(?:on|about|into)\b/gi,
      'about',
    )
    // "our museum wants visitor feedback on …": who wants the survey is not what it is about.
    .replace(
      /\b(?:our|my|the)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+(?:wants|needs|would\s+like|is\s+looking)\s+(?=(?:to\s+)?(?:get|collect|gather|run|hear|know|understand|find|learn|ask|survey|some|more|\w+\s+feedback|feedback|\w+\s+input|input|views|opinions)\b)/gi,
      '',
    )
    // "the city's new permit portal", "our game's new level pack": what is owned is the subject;
    // the owner (not a person's name) says whose it is.
    .replace(
      /\b(the|our|my|their|your)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)['’]s\s+((?:[a-z][\w-]*\s+){0,4}?(?:portal|app|site|website|pack|feature|menu|service|programme|program|policy|plan|system|tool|page|process|exhibit|exhibition|course|event|product|range|store|shop|line|update|release|version|redesign|launch|campaign|newsletter|podcast|show|report|listing))\b/gi,
      (_, det: string, owner: string, owned: string) => `the ${owned} of ${det} ${owner}`,
    )
    // "which day works for the team lunch": the day is the vote; the lunch is the subject.
    .replace(/\bwhich\s+(?:day|date|time)\s+works(?:\s+best)?\s+(?:for|with)\b/gi, 'about')
    // "exit interview questionnaire for employees leaving": a kind of survey, not its subject.
    .replace(/\b(?:exit\s+interview|leavers?|offboarding)(?:\s+(?:questionnaire|survey|form))?\b/gi, 'survey')
    // "30-day check-in survey for new starters": a kind of survey, not a hotel's check-in.
    .replace(/\b(?:\d+[\s-]day\s+)?check[\s-]?ins?\s+(survey|questionnaire|form)\b/gi, '$1')
    // "quick pulse check for my team": a kind of survey, not its subject.
    .replace(
      /\b(?:(?:quick|short|weekly|monthly)\s+)?pulse(?:[\s-]+(?:check(?:[\s-]?in)?|survey))?\b/gi,
      'survey',
    )
    // "uni students + mental health services": shorthand for who, then what about.
    .replace(/\s\+\s/g, ' about ')
    // "gauge interest in a vegan menu": the tagger reads "gauge" as a noun; the menu is the subject.
    .replace(
      /\b(?:gauge|measure|assess|check|test|see|gauging|measuring|assessing|testing)\s+(?:the\s+)?(?:interest|demand|appetite|support|enthusiasm)\s+(?:in|for)\b/gi,
      'about',
    )
    // "returning to the office three days a week": how often is a detail, not part of the subject.
    .replace(
      /\s+(?:\d+|one|two|three|four|five|six|seven|once|twice)(?:\s+(?:days?|times?|nights?|hours?|evenings?|mornings?))?\s+(?:a|per|each|every)\s+(?:day|week|month|year|fortnight)\b/gi,
      '',
    )
    // "Do nurses at our hospital feel safe reporting mistakes?": how people feel about doing it.
    .replace(
      /^\s*(?:do|does)\s+(\S+(?:\s+\S+)?)\s+((?:at|in|on)\s+[^?.!]+?)\s+feel\s+[\p{L}-]+\s+(\p{L}+ing\b[^?.!]*)/iu,
      'how $1 feel about $3 $2',
    )
    .replace(/^\s*(?:do|does)\s+(.+?)\s+feel\s+[\p{L}-]+\s+(\p{L}+ing\b)/iu, 'how $1 feel about $2')
    // "Our SaaS churned 12% of accounts": what was lost is people, not the product.
    .replace(
      /\b(churned|lost)\s+(?:(?:about\s+|over\s+|nearly\s+)?[\d.,]+%?\s+(?:of\s+)?)?(?:our\s+|its\s+|their\s+)?(?:accounts|users|customers|subscribers|members|clients)\b/giu,
      '$1 customers',
    )
    .replace(/^\s*[:,.;-]\s*/, '');
  return (
    (nlp(collapseSpaces(cleaned)).sentences().out('array') as string[])
      // "our charity runs a mentoring program; get feedback on how it is going": two clauses.
      .flatMap((sentence) => sentence.split(/\s*;\s+/))
      .map((sentence) => collapseSpaces(sentence))
      .filter((sentence) => /\p{L}/u.test(sentence))
  );
}

const RESEARCH_CUE =
  /\b(?:understand|know|learn|find\s+out|figure\s+out|survey|questionnaire|poll|feedback|research|study|measure|ask|hear|why|how|what|which|test|compare|opinions?|attitudes?|habits?|satisf\w*|experience)\b/i;

function placeOf(text: string): string | null {
  const places = nlp(text).places().out('array') as string[];
  const first = places.find((place) => /^\p{Lu}/u.test(place));
  return first === undefined ? null : first.replace(/[.,;:!?]+$/, '');
}

function activitySubject(behaviour: Behaviour): Subject {
  return {
    name: behaviour.gerund,
    reference: behaviour.gerund,
    category: behaviour.gerund,
    plural: false,
    mass: true,
    proper: false,
    kind: 'topic',
    determiner: '',
  };
}

/**
 * "Pizza or sushi for friday lunch?", "at the lake or the park", "tea, coffee or hot chocolate":
 * the phrases joined by "or" in a short request, each as far as its noun phrase goes (a determiner
 * before it is kept: "the lake"), with any comma-listed phrases before the first.
 */
function choicesAroundOr(text: string): string[] {
  if (text.split(/\s+/).length > 14) return [];
  const tokens = tokenize(text);
  const at = tokens.findIndex((token) => token.lower === 'or');
  if (at <= 0 || at >= tokens.length - 1) return [];
  const part = (token: Token) =>
    !DETERMINERS.has(token.lower) &&
    !token.tags.has('Preposition') &&
    !token.tags.has('QuestionWord') &&
    !isAuxiliary(token) &&
    !token.tags.has('Pronoun') &&
    // "Zoom or Google Meet": a capitalised word is a name, whatever the tagger made of it.
    ((/^\p{Lu}/u.test(token.text) && token.lower !== 'i') ||
      isNounLike(token) ||
      token.tags.has('Adjective') ||
      token.tags.has('Value') ||
      token.tags.has('ProperNoun') ||
      token.tags.has('Date'));
  const breaks = (token: Token) => /[,:;]/.test(token.post);
  /** The phrase that ends just before `stop` (exclusive), read backwards; its first index. */
  const phraseBefore = (stop: number): number => {
    let start = stop;
    while (start > 0 && part(tokens[start - 1]!) && stop - start < 3) {
      if (start < stop && breaks(tokens[start - 1]!)) break;
      start--;
    }
    if (start === stop) return stop;
    if (start > 0 && DETERMINERS.has(tokens[start - 1]!.lower) && !breaks(tokens[start - 1]!)) start--;
    return start;
  };
  const first = phraseBefore(at);
  if (first === at) return [];
  const before: [number, number][] = [[first, at]];
  // "tea, coffee or hot chocolate": earlier items of the list, each ended by a comma.
  let listEnd = first;
  while (listEnd > 0 && /,/.test(tokens[listEnd - 1]!.post) && before.length < 3) {
    const start = phraseBefore(listEnd);
    if (start === listEnd) break;
    before.unshift([start, listEnd]);
    listEnd = start;
  }
  let begin = at + 1;
  if (DETERMINERS.has(tokens[begin]!.lower)) begin++;
  let end = begin;
  while (end < tokens.length && part(tokens[end]!) && end - begin < 3) {
    end++;
    if (/[,.;:!?]/.test(tokens[end - 1]!.post)) break;
  }
  // "Dune or Middlemarch next": a time word after the choice is not part of it.
  while (end > begin + 1 && TIME_WORDS.has(tokens[end - 1]!.lower)) end--;
  if (end === begin) return [];
  const choices = [...before, [at + 1, end] as [number, number]].map(([from, to]) =>
    phraseText(tokens.slice(from, to)),
  );
  if (choices.some((choice) => choice === '' || /^(?:not|no|else)$/i.test(choice))) return [];
  return choices;
}

/** Where, unless the place is one of a poll's options or part of the subject's name. */
function placeApart(
  place: string | null,
  pollOptions: readonly string[],
  subject: Subject | null,
): string | null {
  if (place === null) return null;
  const lower = place.toLowerCase();
  if (pollOptions.some((option) => option.toLowerCase() === lower)) return null;
  if (subject !== null && subject.name.toLowerCase().includes(lower)) return null;
  return place;
}

/**
 * The research brief of a survey request. `exclude` names phrases that are not the subject (a
 * concept test's variants: in "test two subject lines for our sale email" the subject is the email).
 */
export function readBrief(message: string, exclude: readonly string[] = []): Brief {
  // One chat turn reads the same message several times (intent, survey, suggestions).
  const key = `${exclude.join('\u0000')}\u0001${message}`;
  const cached = BRIEFS.get(key);
  if (cached !== undefined) return cached;
  // Read without its anonymity clauses ("…, don't collect names or emails"), which ask for no
  // name or e-mail on the welcome page, and its form clauses ("with a follow-up asking why"):
  // neither says anything of the subject.
  const brief = {
    ...readBriefUncached(withoutFormClauses(withoutAnonymityClauses(message)), exclude),
    anonymous: requestsAnonymity(message),
  };
  if (BRIEFS.size >= 100) BRIEFS.delete(BRIEFS.keys().next().value!);
  BRIEFS.set(key, brief);
  return brief;
}

const BRIEFS = new Map<string, Brief>();

/**
 * "team offsite Thurs or Fri": days offered as the choices are taken out of the text read for the
 * subject, so that the subject is "team offsite", not a "team offsite Thurs" nobody can parse.
 */
function withoutDayChoices(text: string, options: readonly string[]): string {
  if (options.length < 2 || !options.every((option) => DAY_WORD.test(option))) return text;
  const day = options.map((option) => escapeRegExp(option.replace(/\.$/, ''))).join('|');
  const list = new RegExp(
    String.raw`\b(?:${day})\.?(?:\s*(?:,|\bor\b|\band\b|\bvs\.?|\bversus\b)\s*(?:${day})\.?)+`,
    'gi',
  );
  return collapseSpaces(text.replace(list, ' '));
}

function readBriefUncached(message: string, exclude: readonly string[]): Brief {
  const original = collapseSpaces(message);
  // Named concepts are the alternatives, never the subject: the rest names what they are for.
  const { concepts, rest } = readConcepts(original);
  // "… which one feels more premium?" asks about the concepts, never names the subject.
  const text = collapseSpaces(repairTypos(concepts.length >= 2 ? withoutComparisonQuestions(rest) : rest));
  const listed = concepts.length >= 2 ? concepts.map((concept) => concept.title) : requestedPollOptions(text);
  // "easier or harder": a comparison with before, not two choices.
  const pollOptions = listed.length >= 2 ? listed : COMPARISON.test(text) ? [] : choicesAroundOr(text);
  // A listed set of aspects is what to ask about, never the subject ("my shop - delivery, packaging").
  const { text: readText, aspects } = splitAspects(withoutDayChoices(text, pollOptions), pollOptions);
  // Goals stated alongside alternatives make a study of its own, not a poll between them.
  const choices =
    concepts.length < 2 && aspects.some((aspect) => aspect.question !== null) ? [] : pollOptions;
  // A poll's choices are its options, not its subject ("Dune or Middlemarch for the book club").
  const excluded = new Set(
    [...choices, ...exclude].flatMap((option) => {
      const lower = option.toLowerCase();
      // "the lake": the phrase without its determiner is the same choice; "Basic at $9": so is
      // its name without the price.
      const bare = lower.replace(/^(?:the|a|an|our|my|their|this|these|those)\s+/, '');
      return [lower, bare, bare.replace(/\s+(?:at|for)\s+[$€£]?\d.*$/, '')];
    }),
  );
  // "the main reasons for cancellation": what people did is the study, never its subject.
  for (const word of NEVER_SUBJECTS) excluded.add(word);
  const readings = clausesOf(asAuthor(readText)).map((clause) => ({
    clause,
    reading: readClause(tokenize(clause), excluded),
  }));
  // The sentence that asks for the research leads; earlier sentences supply a missing subject.
  const asking = [...readings].reverse().find((entry) => RESEARCH_CUE.test(entry.clause)) ?? readings[0];
  const withSubject = (entry: (typeof readings)[number] | undefined) =>
    entry !== undefined && entry.reading.subject !== null && !entry.reading.weakSubject;
  const focus = withSubject(asking)
    ? asking
    : (readings.find(withSubject) ?? readings.find((entry) => entry.reading.subject !== null) ?? asking);
  const reading = focus?.reading;
  // "… fewer volunteers turn up on Saturdays. Can you find out why?": when the asking sentence
  // names no doing of its own, what people do comes from the sentence that describes it.
  const behaviour =
    [asking, focus, ...readings]
      .map((entry) => entry?.reading.behaviour ?? null)
      .find((found) => found?.hasObject === true && asking?.reading.behaviour?.hasObject !== true) ??
    asking?.reading.behaviour ??
    reading?.behaviour ??
    null;
  let subject = reading?.subject ? makeSubject(reading.subject) : null;
  // A reading whose words were all cleaned away names nothing ("the ?").
  if (subject !== null && !/\p{L}/u.test(subject.name)) subject = null;
  if (subject === null && behaviour !== null && behaviour.hasObject) subject = activitySubject(behaviour);
  // "Survey for HR: how satisfied are employees with the new hybrid work policy, …": what is left
  // names only who asked, so the goals name the subject.
  // With nothing else named, a listed thing ("student stress levels") names it; a goal's own words
  // only when the request names nobody but who asked ("what competitor they moved to" never does).
  const requesterOnly = REQUESTER_ONLY.test(readText);
  if ((subject === null || requesterOnly) && aspects.length > 0) {
    const named = (found: SubjectWords | null): found is SubjectWords =>
      found !== null && !found.words.every((word) => /^(?:you|it|they|us)$/i.test(word.lower));
    const fromGoals =
      aspects
        .filter((aspect) => (aspect.question === null ? true : requesterOnly))
        .flatMap((aspect) => clausesOf(aspect.question ?? aspect.name))
        .map((clause) => readClause(tokenize(clause), excluded).subject)
        .find(named) ??
      // "how loyal our coffee shop customers are": the author's own thing, named inside a goal.
      aspects
        .filter((aspect) => aspect.question !== null && /\b(?:our|my)\s/i.test(aspect.name))
        .flatMap((aspect) => clausesOf(aspect.name))
        .map((clause) => readClause(tokenize(clause), excluded).subject)
        .find((found) => named(found) && /^(?:our|my)$/i.test(found.determiner));
    if (fromGoals) subject = makeSubject(fromGoals);
  }
  // "whether managers find the new flow easier or harder": the comparison the request names is
  // asked, of the thing it names.
  const comparison = COMPARISON.exec(text);
  const compared =
    comparison !== null && subject !== null && aspects.length === 0
      ? [
          {
            name: comparison[0],
            question: `Compared with before, ${subject.plural ? 'are' : 'is'} ${subject.reference} ${comparison[1]!.toLowerCase()} or ${comparison[2]!.toLowerCase()}?`,
          },
        ]
      : [];
  const audience =
    asking?.reading.audience ??
    readings.map((entry) => entry.reading.audience).find((found) => found !== null) ??
    null;
  // "festival goers about the toilets and water refill stations", "wedding guests about the venue
  // and catering": people named after an event are asked about it, and the things the request
  // lists are parts of it to ask about, not the event itself.
  const gathering = /\b([\p{L}-]+?)[\s-]+(?:goers|guests|attendees|delegates|participants)\b/iu
    .exec(readText)?.[1]
    ?.split('-')
    .find((word) => EVENT_HEADS.test(word));
  const parts = /\babout\s+((?:the\s+)?[^.?!,;:]+?\s+and\s+(?:the\s+)?[^.?!,;:]+?)\s*[.?!]?$/i.exec(readText);
  if (
    gathering !== undefined &&
    subject !== null &&
    subject.kind !== 'event' &&
    aspects.length === 0 &&
    parts !== null &&
    parts[1]!.split(/\s+/).length <= 8
  ) {
    for (const part of parts[1]!.split(/\s+and\s+/i))
      aspects.push({ name: /^the\s/i.test(part) ? part : `the ${part}`, question: null });
    const name = singularize(gathering.toLowerCase());
    subject = {
      name,
      reference: `the ${name}`,
      category: withIndefiniteArticle(name),
      plural: false,
      mass: false,
      proper: false,
      kind: 'event',
      determiner: 'the',
    };
  }
  const authorSentence = readings.find((entry) => entry !== focus && entry.reading.authorObject !== null);
  const contextSubject = authorSentence?.reading.authorObject
    ? makeSubject(authorSentence.reading.authorObject)
    : null;
  const context =
    contextSubject !== null && /\p{L}{2}/u.test(contextSubject.name) ? contextSubject.reference : null;
  return {
    message: original,
    text,
    context: context !== null && context !== subject?.reference ? context : null,
    subject,
    audience,
    behaviour,
    stance: asking?.reading.stance ?? reading?.stance ?? false,
    occasion: reading?.occasion ?? null,
    owner: /\b(?:our|we|we're|we've|we'd|my|us)\b/i.test(text),
    place: placeApart(placeOf(text), pollOptions, subject),
    questionCount: requestedQuestionCount(text),
    variantCount:
      concepts.length >= 2 ? Math.min(MAX_VARIANTS, concepts.length) : requestedVariantCount(text),
    concepts,
    pollOptions: choices,
    aspects: [...aspects, ...compared],
    anonymous: requestsAnonymity(text),
  };
}

/**
 * "Our nonprofit runs a food bank" is the author saying what they do, as "we run a food bank" is:
 * what is run is the subject, never "nonprofit runs".
 */
const NEVER_SUBJECTS = [
  'course evaluation',
  'evaluation',
  'cancellation',
  'cancellations',
  'churn',
  'attrition',
  'cancelling',
  'canceling',
  'reasons',
  'main reasons',
];

/** A request that names only who it is for: "Survey for HR:", "a questionnaire for my thesis". */
const REQUESTER_ONLY =
  /^(?:(?:a|an|the)\s+)?(?:quick\s+|short\s+)?(?:survey|questionnaire|form)\s+(?:for|from)\s+(?:the\s+|our\s+|my\s+)?(?:HR|human\s+resources|people\s+team|marketing|management|leadership|sales|finance|IT|ops|operations|board|boss|manager|professor|teacher|class|thesis|dissertation|school\s+project|project|research|team)\s*[:.-]?\s*$/i;

function asAuthor(text: string): string {
  return (
    text
      // "I'm a grad student studying sleep habits …": what the author studies is the subject.
      .replace(
        /\b(?:I'm|I\s+am|we're|we\s+are)\s+(?:an?\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:studying|researching|investigating|exploring|looking\s+(?:at|into))\s+/giu,
        'research on ',
      )
      // "a new oat milk brand targeting gen z": who it is for is not part of its name.
      .replace(/\s+(?:targeting|targeted\s+at|aimed\s+at|geared\s+towards?)\s+[^,.;:?!]+/giu, '')
      // "customers of my online plant shop how their plants arrived": "shop" is the place, not a verb.
      .replace(/\b(shop|store|market|cafe|café|studio)\s+(how|what|why|whether|if|about)\b/giu, '$1, $2')
      // "RSVP form for the alumni reunion dinner": the event replied to is the subject.
      .replace(/\b(?:an?\s+)?rsvps?(?:\s+(?:form|survey|page|questionnaire))?\s+(?:for|to)\s+/giu, '')
      // "for my thesis on remote work and loneliness": what the thesis is about is the subject.
      .replace(
        /\bfor\s+my\s+(?:thesis|dissertation|research\s+project|class\s+project|school\s+project|project|coursework)\s+(?:on|about|into)\s+/giu,
        'about ',
      )
      // "we r a nonprofit doing after school tutoring": what the organisation does is the subject.
      .replace(
        /\b(?:we(?:'re|\s+are|\s+r)|I'm|I\s+am)\s+an?\s+(?:small\s+|local\s+)?(?:nonprofit|non-profit|charity|company|business|startup|organi[sz]ation|group|club|school)\s+(?:doing|running|offering|providing|that\s+runs|that\s+does|that\s+offers)\s+/giu,
        'we run ',
      )
      // "(3 days in office)": a detail in brackets names nothing.
      .replace(/\s*\([^()]*\)/g, '')
      // "I run a small yoga studio": the author's own studio is "our yoga studio".
      .replace(/\bI\s+(run|own|manage)\s+an?\s+(?:small\s+|little\s+|local\s+|tiny\s+)?/giu, 'I $1 our ')
      // "two logo concepts for our new craft brewery": the variants are for the brewery.
      .replace(
        /\b(?:two|three|four|five|2|3|4|5)\s+(?:[\p{L}-]+\s+){0,2}?(?:concepts?|designs?|versions?|options?|logos?|names?|taglines?|headlines?|ads?|labels?|layouts?|mock-?ups?)\s+for\s+/giu,
        '',
      )
      // "our airline's in-flight wifi", "the museum's new exhibition": the thing owned is the subject
      // ("our in-flight wifi", "the new exhibition"); an owner glued on ("the museum new
      // exhibition") is no phrase. People's things keep their owner, possessive and all ("the
      // children's ballet classes").
      .replace(/\b(our|my|the)\s+([\p{L}-]+)['’]s\s+(?=\p{L})/giu, (_, det: string, owner: string) =>
        PERSON_WORDS.has(owner.toLowerCase()) ? `${det} ${owner}'s ` : `${det} `,
      )
      // "… before we go to consultation", "… so we can plan next year": the author's own timeline
      // or purpose says when or why, not what the survey is about.
      // Only a trailing clause: "Before we spend on ads, I want to know …" leads into the request.
      .replace(
        /(?<=[\p{L}\d])\s+(?:before|until|so\s+that|so)\s+(?:we|i)\s+(?:can\s+|could\s+)?[^,.;:?!]*/giu,
        '',
      )
      // "the dark mode we shipped in v2.3 of our app": a thing the author made is theirs ("our dark
      // mode"), and what they did to it says when, not what it is.
      .replace(
        /\b(?:the|a|an|this)\s+((?:[\p{L}\d-]+\s+){0,4}?[\p{L}\d-]+)\s+(?:that\s+|which\s+)?(?:we|I)\s+(?:just\s+|recently\s+|have\s+|'ve\s+)?(?:shipped|launched|released|added|built|introduced|rolled\s+out|installed|redesigned|rebuilt)\b(?:[^,.;:?!]|\.(?=\d))*?(?=\s+(?:of|for|to|at)\s+(?:our|the|my)\b|[,;:?!]|\.(?!\d)|$)/giu,
        'our $1',
      )
      // "asking farmers about …", "surveying parents on …": the request's own verb, not a kind of people.
      .replace(/^\s*(?:asking|surveying|polling|interviewing)\s+(?=\p{L})/iu, 'ask ')
      // "Survey asking travelers about …": the travellers are asked.
      .replace(/\b(survey|questionnaire|poll|form)\s+asking\s+/giu, '$1 for ')
      // "I manage IT support for a university": the author's own service.
      .replace(/\bI\s+(run|manage|lead|head)\s+(?!an?\b|our\b|the\b|my\b)(?=\p{L})/giu, 'I $1 our ')
      // "how small restaurants decide which POS system to buy": the POS system is what is chosen.
      .replace(
        /\bhow\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:decide|choose|pick|select)\s+which\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]*[^s\s])\s+to\s+(buy|use|choose|hire|book|get)\b/giu,
        // The article is chosen for the chosen thing's sound: "buy an electric bike", not "a electric".
        (_match, who: string, thing: string, verb: string) =>
          `how ${who} ${verb} ${withIndefiniteArticle(thing)}`,
      )
      // "Post-webinar survey": after the webinar.
      .replace(
        /\bpost-(webinar|event|workshop|course|conference|training|session|class|show|game|match)\b(?![^.?!]*\bfor\s+(?:our|the|a|an|my)\b)/giu,
        'the $1',
      )
      // "I'm a high school counselor wanting to understand …": who the author is, not the subject.
      .replace(
        /\b(?:I'm|I\s+am|we're|we\s+are)\s+(?:an?\s+)?(?:[\p{L}'’-]+\s+){0,4}?(?:wanting|hoping|trying|looking|planning)\s+to\s+/giu,
        'I want to ',
      )
      // "Checking interest in a meal-kit for students": the meal-kit is the subject.
      .replace(
        /\b(?:checking|gauging|testing|measuring|assessing|exploring)\s+(?:the\s+)?(?:interest|demand|appetite)\s+(?:in|for)\s+/giu,
        'interest in ',
      )
      // "how nurses at our hospital feel about the new rota": what they feel about is the subject,
      // never "hospital feel".
      .replace(/\b(?:at|in)\s+(?:our|the|my|their)\s+[\p{L}-]+\s+(feel|think)\s+(about|of)\s+/giu, '$1 $2 ')
      // "to validate a startup idea: a subscription box for houseplants": the idea is the subject.
      .replace(
        /\b(?:(?:to\s+)?(?:validate|test|check)\s+)?(?:an?|our|my)\s+(?:new\s+)?(?:startup|business|product|app|service)?\s*idea\s*(?::|\s[-–—]|,|\bfor\b)\s*/giu,
        'on ',
      )
      .replace(
        /\b(?:our|my)\s+(?:[\p{L}-]+\s+)?(?:nonprofit|non-profit|charity|company|business|startup|team|organi[sz]ation|group|club|school|firm|agency|council|church|studio|brand|family)\s+(runs|operates|owns|manages|organi[sz]es|hosts|makes|sells|offers)\b/giu,
        (_, verb: string) =>
          `we ${verb
            .toLowerCase()
            .replace(/s$/, '')
            .replace(/organi([sz])e$/, 'organi$1e')}`,
      )
  );
}

/**
 * Whether a word is a word: known to the tagger's lexicon, a name or acronym ("TikTok", "CRM"), an
 * English-looking form ("onboarding", "coworking"), or a compound of a known word ("telehealth").
 * Keyboard mashing ("asdfgh", "qwerty uiop") is none of these.
 */
function looksLikeWord(word: string): boolean {
  if (/^\p{Lu}/u.test(word)) return true;
  const lower = word.toLowerCase().replace(/[^a-z-]/g, '');
  if (lower.length < 2) return false;
  const known = (part: string) => part in LEXICON || part.replace(/e?s$/, '') in LEXICON;
  if (known(lower) || lower.split('-').every((part) => part.length > 1 && known(part))) return true;
  if (
    /(?:ing|tion|sion|ment|ness|ship|ity|ism|ers?|ors?|ance|ence|able|ful|less|ery|ary|ure|age|ist)s?$/.test(
      lower,
    )
  )
    return true;
  for (let at = 3; at <= lower.length - 3; at++) {
    if (
      (lower.slice(0, at).length >= 4 && known(lower.slice(0, at))) ||
      (lower.length - at >= 4 && known(lower.slice(at)))
    )
      return true;
  }
  // Otherwise, English letter patterns: vowels, no long consonant or vowel runs, no "qw" openings.
  return (
    /[aeiouy]/.test(lower) &&
    !/[bcdfghjklmnpqrstvwxz]{4,}|[aeiou]{3,}/.test(lower) &&
    !/^(?:qw|wq|xz|zx|qz|jq|vq|kq|[bcdfghjklmnpqrstvwxz]{3})/.test(lower)
  );
}

/**
 * The request asks why fewer people do something than before: "why are fewer people coming to our
 * market", "less students using the campus gym", "not as many volunteers turn up".
 */
export function asksAboutDecline(brief: Brief): boolean {
  if (/\b(?:fewer|not\s+as\s+many|less\s+and\s+less)\b/i.test(brief.text)) return true;
  const audience = brief.audience;
  return (
    audience !== null &&
    new RegExp(String.raw`\bless\s+${audience.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(
      brief.text,
    )
  );
}

/** Whether a brief names anything a survey could be about (not "asdfgh", not "hello"). */
export function hasContent(brief: Brief): boolean {
  // "We want to understand how clients heard about us, what barriers they face, …": the goals
  // themselves are the content, whatever noun is left to name the survey.
  if (brief.aspects.some((aspect) => aspect.question !== null)) return true;
  const named = brief.subject?.name ?? brief.audience ?? '';
  return named.split(/\s+/).some(looksLikeWord);
}

const COLLECTIVE =
  /^(?:team|staff|people|everyone|anyone|family|crew|workforce|audience|public|alumni|housekeeping)$/i;

/** Who the survey asks, in the plural ("patient" → "patients"), or null when nobody in particular. */
export function audienceName(brief: Brief): string | null {
  const audience = brief.audience;
  if (audience === null || /^(?:people|everyone|anyone|users?|customers?)$/i.test(audience)) return null;
  const last = audience.split(/\s+/).at(-1) ?? '';
  return COLLECTIVE.test(last) || /s$/i.test(last) ? audience : pluralize(audience);
}
