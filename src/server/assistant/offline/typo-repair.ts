import nlp from 'compromise';
import { EVENT_HEADS } from './brief-words.ts';

// Authors type fast. The words the request reader relies on ("survey", "understand", "customer")
// are repaired when misspelt, and chat shorthand ("ppl", "wanna") is spelt out, so "help me
// undrestand why ppl cancel there netflix" reads like the sentence it means.

const SHORTHAND: Readonly<Record<string, string>> = {
  ppl: 'people',
  peeps: 'people',
  wanna: 'want to',
  gonna: 'going to',
  pls: 'please',
  plz: 'please',
  teh: 'the',
  u: 'you',
  ur: 'your',
  abt: 'about',
  w: 'with',
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  im: "I'm",
  // "ask members whats going on": the missing apostrophe of a question word.
  whats: "what's",
  thats: "that's",
  hows: "how's",
  thx: 'thanks',
  q: 'question',
  qs: 'questions',
  biz: 'business',
  // Too short for the near-miss repair below, but common in a hurried request.
  evnt: 'event',
  srvy: 'survey',
  svy: 'survey',
  fdbk: 'feedback',
  mtg: 'meeting',
  mgmt: 'management',
};

/** Words whose meaning steers the reader; a near miss of one of these is taken to be it. */
const VOCABULARY = [
  'coffee',
  'restaurant',
  'customers',
  'survey',
  'questionnaire',
  'feedback',
  'customer',
  'customers',
  'employee',
  'employees',
  'satisfaction',
  'satisfied',
  'understand',
  'experience',
  'people',
  'research',
  'question',
  'questions',
  'attendees',
  'participants',
  'students',
  'patients',
  'recommend',
  'opinion',
  'opinions',
  'attitudes',
  'habits',
  'wellbeing',
  'engagement',
  'onboarding',
  'subscription',
  'membership',
  'experience',
  'concept',
  'compare',
  'comparison',
  'market',
  'product',
  'service',
  'restaurant',
  'conference',
  'workshop',
  'webinar',
  'create',
  'measure',
  // What surveys are most often about: "trainig feedback", "evnt survey", "newsleter".
  'training',
  'course',
  'session',
  'program',
  'programme',
  'evaluation',
  'meeting',
  'volunteers',
  'members',
  'parents',
  'teachers',
  'residents',
  'tenants',
  'website',
  'interview',
  'interviews',
  'newsletter',
  'podcast',
  'community',
  'delivery',
];

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/** A word the lexicon knows, or a regular form of one ("studies", "planned", "booking"). */
function isKnownWord(lower: string): boolean {
  if (lower in LEXICON) return true;
  const stems = [
    lower.replace(/s$/, ''),
    lower.replace(/es$/, ''),
    lower.replace(/ies$/, 'y'),
    lower.replace(/ed$/, ''),
    lower.replace(/ed$/, 'e'),
    lower.replace(/ing$/, ''),
    lower.replace(/ing$/, 'e'),
    lower.replace(/ly$/, ''),
  ];
  if (stems.some((stem) => stem !== lower && stem.length >= 3 && stem in LEXICON)) return true;
  return false;
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      // A swap of two neighbouring letters ("teh") counts as one edit, like any other slip.
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** "teh" for "the": two neighbouring letters swapped, and nothing else ("tiredness" is not "residents"). */
function swappedNeighbours(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    a[differ[0]!] === b[differ[1]!] &&
    a[differ[1]!] === b[differ[0]!]
  );
}

function repairWord(word: string): string {
  const lower = word.toLowerCase();
  const shorthand = SHORTHAND[lower];
  if (shorthand !== undefined) return shorthand;
  // The reader's own words for events ("concert", "festival") are words, whatever the small
  // lexicon lacks: "concert goers" is never "concept goers".
  if (lower.length < 5 || isKnownWord(lower) || VOCABULARY.includes(lower) || EVENT_HEADS.test(lower))
    return word;
  // One slip (a missing, extra, wrong or swapped letter). Two would turn real words the small
  // lexicon lacks into key words: "payments" is two letters from "patients" (blind review D).
  const allowed = 1;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of VOCABULARY) {
    // "subscriptions" is a form of "subscription", not a slip.
    if (lower.startsWith(candidate) || Math.abs(candidate.length - lower.length) > allowed) continue;
    const distance = swappedNeighbours(candidate, lower) ? 1 : editDistance(lower, candidate);
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ?? word;
}

/** Words after which "there" is a place ("get there", "over there") or a question ("is there"). */
const THERE_BEFORE =
  /^(?:is|are|was|were|be|been|being|isn't|aren't|get|gets|got|getting|go|goes|went|going|gone|come|comes|came|coming|live|lives|lived|living|stay|stays|stayed|staying|work|works|worked|working|eat|eats|ate|eating|shop|shops|shopping|sit|sitting|stand|walk|walks|walking|drive|driving|travel|travelling|traveling|move|moved|moving|over|out|in|up|down|from|near|around|back|here|and|or|but|if|whether|so|then|than|because|that|when|where|why|how|what|who|which|do|does|did|will|would|could|should|can|may|might|there|still|right|just|not|never|always|often|ever)$/i;

/** Words after "there" that make it "there is", "there often", "there at night": not a noun. */
const THERE_AFTER =
  /^(?:is|are|was|were|be|been|isn't|aren't|wasn't|weren't|will|won't|would|has|have|had|seems?|used|often|again|anymore|regularly|every|at|on|in|by|for|from|to|when|because|and|or|but|a|an|the|this|that|these|those|now|too|yet|still|before|after|early|late|alone|together|any|some|much|more|less|first|last|instead|each|all|with|without|so|then|if|any|enough|safely|daily|weekly|monthly|anything|anyone|something|someone|much|very|really|lately|recently|already|soon|once|twice|nowadays|today|tonight|tomorrow|yesterday|myself|yourself|themselves)$/i;

/**
 * The message with shorthand spelt out and near misses of the reader's key words corrected;
 * everything else (names, numbers, punctuation) is left as typed.
 */
export function repairTypos(message: string): string {
  return (
    message
      // "Q3", "B2B", "4th": a word with digits in it is a code, never a misspelling.
      .replace(/(?<![\p{N}])[\p{L}']+(?![\p{N}])/gu, (word) => repairWord(word))
      // "cancel there netflix", "edit there photos", "price there cakes": "there" between a word
      // that can take an object and a noun is "their". "Get there", "live there", "over there",
      // "is there parking" and "there is" keep it.
      .replace(/\b([a-z']+)\s+there\s+([a-z][a-z'-]*)\b/gi, (whole, before: string, after: string) =>
        THERE_BEFORE.test(before) || THERE_AFTER.test(after) ? whole : `${before} their ${after}`,
      )
  );
}
