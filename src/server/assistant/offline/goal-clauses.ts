import { PAST_TO_BASE } from './past-tense.ts';
import { capitalize, collapseSpaces } from './text-tools.ts';

// The goals a request states as clauses, turned into the questions a respondent is asked:
// "where people get stuck" → "Where do you get stuck?", "whether the new progress bar helps" →
// "Does the new progress bar help?", "did users notice it" → "Did you notice {it}?". People the
// request talks about in the third person are the respondents ("you"); "it" and a "they" that
// names things ("were they too long") stay placeholders ({it}, {they}) for the survey's subject,
// which is read later from the rest of the request.

/** Where a converted question refers to the survey's subject ("Do you use {it}?"). */
export const SUBJECT_IT = '{it}';
export const SUBJECT_THEY = '{they}';

const PERSON_WORD = new RegExp(
  String.raw`^(?:they|people|everyone|someone|users?|customers?|clients?|students?|pupils?|patients?|members?|guests?|visitors?|attendees?|employees?|staff|participants?|parents?|residents?|volunteers?|shoppers?|diners?|readers?|listeners?|viewers?|players?|gamers?|subscribers?|respondents?|freelancers?|engineers?|developers?|designers?|teachers?|nurses?|doctors?|drivers?|riders?|passengers?|travell?ers?|donors?|supporters?|buyers?|owners?|tenants?|fans?|kids|children|teens|teenagers|adults|families|workers?|colleagues?|managers?|admins?|learners?|trainees?|candidates?|applicants?|commuters?|cyclists?|runners?|athletes?|citizens?|locals?|neighbou?rs?|homeowners?|renters?|farmers?|sellers?|vendors?|partners?|suppliers?|testers?|hires|newcomers|beginners|researchers?|marketers?|founders?|professionals?|seniors|millennials|consumers?|audiences?|followers?|creators?|musicians?|artists?|writers?|coaches?|mentors?|agents?|reps|dentists?|pharmacists?|caregivers?|carers?|alumni|graduates?|interns?|contractors?|clinicians?|physicians?|therapists?|moms?|mums?|dads?|women|men)$`,
  'i',
);

// Verbs goal clauses use, in their base form; their -s and past forms are derived.
const VERBS = new Set(
  'help work make get feel find use like love dislike hate prefer want need notice enjoy understand know think expect trust rely spend wait pay come go surprise matter affect cause meet fit suit change improve hurt confuse annoy frustrate worry bother attract stop keep choose buy order read watch open click share recommend miss hear see learn struggle manage face deal handle look seem react respond perceive rate value remember visit return attend join leave quit cancel switch buy try discover search browse compare decide plan book travel commute eat drink sleep exercise play listen feel hope fear care agree disagree believe mind experience encounter run live shop download install sign subscribe renew upgrade complete finish skip abandon drop lose save earn spend check ask call email contact talk speak interact engage participate volunteer donate give receive reach sit stand stay arrive prepare study practice practise train take send write bring carry build create fix update post upload print fill submit apply register log answer reply solve teach tell show move walk drive ride cycle park cook bake clean wash wear grow sell borrow rent hire follow spend book bring pick collect deliver print scan review approve report track measure plan schedule cancel put keep'.split(
    ' ',
  ),
);

type Tense = 'present' | 'third' | 'past';

/** A word as a verb of VERBS: its base and tense, or null ("costs" is not read as a verb). */
export const goalVerb = (word: string) => verbOf(word);

function verbOf(word: string): { base: string; tense: Tense } | null {
  const lower = word.toLowerCase();
  if (VERBS.has(lower)) return { base: lower, tense: 'present' };
  const irregular = PAST_TO_BASE[lower];
  if (irregular !== undefined) return { base: irregular, tense: 'past' };
  for (const [ending, replacement] of [
    ['ied', 'y'],
    ['ed', 'e'],
    ['ed', ''],
  ] as const) {
    if (lower.endsWith(ending)) {
      const stem = lower.slice(0, -ending.length) + replacement;
      if (VERBS.has(stem)) return { base: stem, tense: 'past' };
      // "stopped", "planned": a doubled last consonant.
      if (replacement === '' && /(.)\1$/.test(stem) && VERBS.has(stem.slice(0, -1)))
        return { base: stem.slice(0, -1), tense: 'past' };
    }
  }
  for (const [ending, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (lower.endsWith(ending)) {
      const stem = lower.slice(0, -ending.length) + replacement;
      if (VERBS.has(stem)) return { base: stem, tense: 'third' };
    }
  }
  return null;
}

/** They, them and their, said of the respondents, as "you". */
function toSecondPerson(words: string): string {
  return words
    .replace(/\bthey'd\b/gi, "you'd")
    .replace(/\bthey're\b/gi, "you're")
    .replace(/\bthey've\b/gi, "you've")
    .replace(/\bthey\b/gi, 'you')
    .replace(/\bthem\b/gi, 'you')
    .replace(/\btheirs\b/gi, 'yours')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/\bhis or her\b|\bher or his\b/gi, 'your');
}

/** The words after the subject: the respondents become "you", "it" the survey's subject. */
function restOf(words: string): string {
  return toSecondPerson(words).replace(/\bit\b/g, SUBJECT_IT);
}

const DETERMINER = /^(?:the|our|their|your|all|most|many|some|new|existing|current|regular|first-time|its)$/i;

/** Whether a noun phrase names people (the respondents): "our remote engineers", "patients". */
function namesPeople(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 4) return false;
  if (PERSON_WORD.test(last)) return true;
  // "technicians", "physiotherapists", "trainees": plural words for people by their ending.
  return /(?:ians|ists|ees|ers|ors|ants|ents)$/i.test(last) && !NOT_PEOPLE.test(last);
}

const NOT_PEOPLE =
  /^(?:orders|numbers|letters|papers|events|documents|comments|payments|contents|components|elements|filters|folders|headers|footers|buttons|banners|posters|stickers|computers|printers|servers|monitors|errors|colou?rs|doors|floors|cent(?:er|re)s|chapters|offers|layers|markers|containers|vouchers|trailers|sliders|flyers|covers|answers|amounts|accounts|assignments|departments|apartments|appointments|treatments|instruments|arguments|segments|moments|statements|requirements|improvements|announcements|advertisements|investments|agreements|supplements|experiments|environments|ingredients|plants|grants|restaurants|fees|coffees|trees|meters|metres|hours|minutes|filters|timers|stores|shelters|registers|chargers|burgers|lockers|showers|towers|powers|corners|dinners|flowers|photos|tickets|rooms|prices|costs|times|emails|reminders|newsletters|waiters|sessions|seasons|options|features|changes|lessons)$/i;

/** Adjectives and determiners that make the next word a noun: "the new search bar". */
const BEFORE_NOUN =
  /^(?:the|a|an|our|their|your|its|new|old|online|mobile|current|redesigned|updated|latest|main|weekly|daily|monthly|annual|free|paid|digital|local|public|shared)$/i;

// States of people, not of things: "were they happy" asks the respondents; "were they too long" the
// subject ("the lab sessions").
const PERSON_STATES =
  /^(?:happy|unhappy|satisfied|dissatisfied|informed|aware|comfortable|uncomfortable|confident|willing|able|unable|interested|likely|ready|safe|welcome|welcomed|valued|appreciated|supported|included|heard|engaged|motivated|stressed|tired|rested|sure|prepared|trained|familiar|glad|pleased|excited|worried|concerned|frustrated|confused|bored|lonely|involved|treated|respected|listened|burned|burnt|overwhelmed|satisfied|content|proud|keen|eager|open)$/i;

/** Qualities judged by the people served, never by the people who have them: "how friendly …". */
const SERVICE_QUALITY =
  /^how\s+(?:friendly|helpful|polite|rude|knowledgeable|professional|quick|responsive|attentive|courteous|caring|approachable|competent|efficient|patient|welcoming|kind|respectful|reliable|punctual)$/i;

const AUX_FOR_YOU: Readonly<Record<string, string>> = {
  does: 'do',
  is: 'are',
  was: 'were',
  has: 'have',
  am: 'are',
};

// A question word; the words between it and the people asked are read with it ("how many hours").
const WH_WORD = String.raw`(?:how\s+(?:often|long|much|many|well|easily|quickly|far|soon)|where|when|why|how|what|which)`;
// A question word with its noun before an auxiliary: "which tools do they …".
const WH = String.raw`(?:how\s+(?:often|long|much|many|well|easily|quickly|far|soon)(?:\s+(?!(?:they|we|you|it|people|I)\b)[\p{L}-]+)?|where|when|why|how|(?:what|which)(?:\s+(?!(?:they|we|you|it|people|I)\b)[\p{L}-]+){0,3}?)`;
const AUX = String.raw`(?:do|does|did|would|will|could|can|should|might|are|is|was|were|have|has|had)`;

/** The people or thing a clause is about, split from its verb: "[the new progress bar] [helps] …". */
function splitAtVerb(
  words: string[],
): { subject: string; verb: { base: string; tense: Tense }; rest: string } | null {
  for (let at = 1; at < Math.min(words.length, 6); at++) {
    const verb = PERSON_WORD.test(words[at]!) || BEFORE_NOUN.test(words[at - 1]!) ? null : verbOf(words[at]!);
    if (verb === null) continue;
    const subject = words.slice(0, at);
    // "the" or "our" directly before a verb-looking word makes it a noun ("the work").
    if (DETERMINER.test(subject.at(-1)!) && subject.length === 1 && !/^(?:they|people)$/i.test(subject[0]!))
      continue;
    if (subject.some((word) => /^(?:and|or|but|to|of|for|with|that|who)$/i.test(word))) return null;
    return { subject: subject.join(' '), verb, rest: words.slice(at + 1).join(' ') };
  }
  return null;
}

const doFor = (tense: Tense, person: boolean) =>
  tense === 'past' ? 'did' : tense === 'third' && !person ? 'does' : 'do';

/** A goal clause in the third person as the question to ask its respondent; null when unsure. */
export function goalQuestion(clause: string): string | null {
  const text = collapseSpaces(
    clause
      .replace(/[’‘]/g, "'")
      .replace(/[.?!]+$/, '')
      .replace(/\bwhat's\b/gi, 'what is')
      // "do theyd pay": the apostrophe people leave out.
      .replace(/\b(they|we|you)d\b/gi, "$1'd")
      // "whether they'd want half-day": the modal spelled out, as the patterns below read it.
      .replace(/\b(they|people|\w+s)'d\b/gi, '$1 would'),
  ).replace(/^(?:and|or|also|plus)\s+/i, '');
  if (text === '' || text.split(/\s+/).length > 18) return null;
  // A request to the assistant, not a goal: "can you make…", "what should I ask".
  // ("would you pay for a premium version" asks the respondent and stays.)
  if (
    /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:make|create|draft|write|help|build|generate|put|give|design|set\s+up|do|whip|come\s+up|prepare|suggest|add)\b/i.test(
      text,
    ) ||
    (/^\S+\s+(?:I|we)\b/i.test(text) && !/^(?:how|what|which|where|when|why)\s/i.test(text)) ||
    // "what should we ask?", "what do you suggest?", "any ideas?": asked of the assistant about
    // the survey, not of its respondents (blind review P).
    /^(?:what|which|how\s+many)\s+(?:\w+\s+)?(?:should|could|would|can|do|shall)\s+(?:I|we)\s+(?:ask|include|put|cover|add|measure|use)\b/i.test(
      text,
    ) ||
    /^(?:what|which)\s+(?:\w+\s+)?(?:do|would|can)\s+you\s+(?:suggest|recommend|advise|propose)\b/i.test(
      text,
    ) ||
    /^any\s+(?:ideas|suggestions|tips|thoughts)\b/i.test(text)
  )
    return null;
  if (/\b(?:I|me|my)\b/.test(text)) return null;
  // "what did they think of the exhibition", "how they feel about the changes": a view of the
  // subject, which the survey as a whole asks about.
  if (/\b(?:think|thought|feel|felt)\s+(?:of|about)\b/i.test(text)) return null;

  // Already a question: "did users notice it", "were they too long", "has it caused any issues".
  let match = new RegExp(String.raw`^(${AUX})\s+(.+)$`, 'iu').exec(text);
  if (match) return directQuestion(match[1]!.toLowerCase(), match[2]!, null);
  // "what amenities matter most", "what would they pay monthly", "which tools do they rely on".
  match = new RegExp(
    String.raw`^(${WH}|how\s+(?!(?:they|we|you|it|people|I)\b)[\p{L}-]+)\s+(${AUX})\s+(.+)$`,
    'iu',
  ).exec(text);
  // "how members would react": people after "how" are who acts, read below.
  if (match && !namesPeople(match[1]!.replace(/^how\s+/i, '')))
    return directQuestion(match[2]!.toLowerCase(), match[3]!, match[1]!);
  // "whether the new progress bar helps", "if patients find it easy", "whether they feel informed".
  match = /^(?:whether|if)\s+(.+)$/iu.exec(text);
  if (match) return yesNoClause(match[1]!);
  // "what topics next?": what they would like next.
  match = /^(what|which)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+next$/iu.exec(text);
  if (match) return `${capitalize(match[1]!.toLowerCase())} ${match[2]!} would you like next?`;
  // "who would use it" → "Would you use {it}?"
  match = /^who\s+(would|will|could|might)\s+(.+)$/iu.exec(text);
  if (match) return `${capitalize(match[1]!.toLowerCase())} you ${restOf(match[2]!)}?`;
  // "where people get stuck", "how long they waited", "what tools they rely on".
  match = new RegExp(String.raw`^(${WH_WORD})\s+(.+)$`, 'iu').exec(text);
  if (match) return whClause(match[1]!, match[2]!);
  // "what amenities matter most" (no auxiliary, no person): asked as it is.
  return null;
}

/** "did users notice it" → "Did you notice {it}?"; `wh` leads when the question has one. */
function directQuestion(aux: string, body: string, wh: string | null): string | null {
  const words = body.split(/\s+/);
  const lead = wh === null ? '' : `${wh.toLowerCase()} `;
  // The person or thing asked about: up to four words before the rest.
  for (let at = Math.min(4, words.length - 1); at >= 1; at--) {
    const subject = words.slice(0, at).join(' ');
    if (namesPeople(subject) && !/^it$/i.test(subject)) {
      const rest = words.slice(at).join(' ');
      // "were they too long": a state that is not a person's names the subject's things.
      const firstRest = rest
        .split(/\s+/)
        .find((word) => !/^(?:too|very|really|so|a\s+bit|still|always|ever|quite)$/i.test(word));
      if (
        /^they$/i.test(subject) &&
        /^(?:are|is|were|was)$/.test(aux) &&
        firstRest &&
        !PERSON_STATES.test(firstRest) &&
        !/ed$/i.test(firstRest)
      )
        return capitalize(`${lead}${aux} ${SUBJECT_THEY} ${restOf(rest)}?`);
      const yourAux = AUX_FOR_YOU[aux] ?? aux;
      return capitalize(`${lead}${yourAux} you ${restOf(rest)}?`);
    }
  }
  // No person: "has it caused any readability issues", "was registration easy".
  if (/^it\b/i.test(body)) return capitalize(`${lead}${aux} ${SUBJECT_IT}${restOf(body.slice(2))}?`);
  return capitalize(`${lead}${aux} ${restOf(body)}?`);
}

/** "the new progress bar helps" → "Does the new progress bar help?" */
function yesNoClause(body: string): string | null {
  const words = body.split(/\s+/);
  // "whether they would pay", "if people will come back".
  const modal = /^(.+?)\s+(would|will|could|can|should|might)\s+(.+)$/iu.exec(body);
  if (modal && modal[1]!.split(/\s+/).length <= 4) {
    const person = namesPeople(modal[1]!);
    const subject = person ? 'you' : subjectWords(modal[1]!);
    return capitalize(`${modal[2]!.toLowerCase()} ${subject} ${restOf(modal[3]!)}?`);
  }
  // "whether they are happy", "if the classes are too long".
  const be = /^(.+?)\s+(are|is|were|was)\s+(.+)$/iu.exec(body);
  if (be && be[1]!.split(/\s+/).length <= 4) {
    const state =
      be[3]!.split(/\s+/).find((word) => !/^(?:too|very|really|so|still|always|quite)$/i.test(word)) ?? '';
    if (namesPeople(be[1]!) && (!/^they$/i.test(be[1]!) || PERSON_STATES.test(state) || /ed$/i.test(state)))
      return capitalize(
        `${AUX_FOR_YOU[be[2]!.toLowerCase()] ?? be[2]!.toLowerCase()} you ${restOf(be[3]!)}?`,
      );
    const subject = /^they$/i.test(be[1]!) ? SUBJECT_THEY : subjectWords(be[1]!);
    return capitalize(`${be[2]!.toLowerCase()} ${subject} ${restOf(be[3]!)}?`);
  }
  // "whether they have the equipment they need", "if it has caused problems".
  const have = /^(.+?)\s+(have|has|had)\s+(.+)$/iu.exec(body);
  if (have && have[1]!.split(/\s+/).length <= 4) {
    const person = namesPeople(have[1]!);
    const subject = person ? 'you' : subjectWords(have[1]!);
    const participle =
      /^(?:\w+ed|been|seen|done|used|tried|heard|gone|taken|had|made|found|got|gotten|given|noticed|caused)$/i.test(
        have[3]!.split(/\s+/)[0] ?? '',
      );
    if (participle)
      return capitalize(`${person ? 'have' : have[2]!.toLowerCase()} ${subject} ${restOf(have[3]!)}?`);
    const tense: Tense =
      have[2]!.toLowerCase() === 'had' ? 'past' : have[2]!.toLowerCase() === 'has' ? 'third' : 'present';
    return capitalize(`${doFor(tense, person)} ${subject} have ${restOf(have[3]!)}?`);
  }
  const split = splitAtVerb(words.map((word) => word));
  if (split === null) return null;
  // "if parents still prefer paper forms": the adverb goes with the verb.
  const adverbs: string[] = [];
  const named = split.subject.split(/\s+/);
  while (named.length > 1 && ADVERB.test(named.at(-1)!)) adverbs.unshift(named.pop()!.toLowerCase());
  const person = namesPeople(named.join(' '));
  const subject = person ? 'you' : subjectWords(named.join(' '));
  const adverb = adverbs.length === 0 ? '' : ` ${adverbs.join(' ')}`;
  // "if collection times suit customers": the people the thing serves are the respondents.
  const rest =
    split.rest === ''
      ? ''
      : ` ${restOf(person ? split.rest : split.rest.replace(/^(?:our\s+|the\s+)?(\S+)/i, (word, last: string) => (namesPeople(last) ? 'them' : word)))}`;
  return capitalize(`${doFor(split.verb.tense, person)} ${subject}${adverb} ${split.verb.base}${rest}?`);
}

/** A thing named in a clause, with "it" and "they" as the survey's subject. */
function subjectWords(words: string): string {
  if (/^it$/i.test(words)) return SUBJECT_IT;
  if (/^they$/i.test(words)) return SUBJECT_THEY;
  // "whether issue got solved": a case of the respondent's own, named without its determiner.
  if (OWN_CASE.test(words)) return `your ${words.toLowerCase()}`;
  return toSecondPerson(words);
}

/** Things each respondent has one of with a service: "issue", "order", "booking", "claim". */
const OWN_CASE =
  /^(?:issue|problem|order|request|complaint|claim|booking|appointment|parcel|package|ticket|application|query|enquiry|inquiry|refund|repair)$/i;

const ADVERB =
  /^(?:still|really|often|usually|actually|mostly|typically|currently|ever|normally|generally|already|also|first)$/i;

/**
 * "where people get stuck" → "Where do you get stuck?", "what tools our engineers rely on" → "What
 * tools do you rely on?", "what amenities matter most" → asked as it is.
 */
function whClause(wh: string, body: string): string | null {
  const words = body.replace(/\s*'d\b/g, ' would').split(/\s+/);
  for (let at = 0; at < words.length - 1; at++) {
    if (!PERSON_WORD.test(words[at]!)) continue;
    // The people named with their determiner: "our remote engineers", "the kids".
    let from = at;
    for (let back = at - 1; back >= Math.max(0, at - 2); back--)
      if (DETERMINER.test(words[back]!)) from = back;
    const lead = [wh, ...words.slice(0, from)]
      .join(' ')
      .toLowerCase()
      .replace(/\bwhat's\b/, 'what is');
    let next = at + 1;
    const adverbs: string[] = [];
    while (next < words.length && ADVERB.test(words[next]!)) adverbs.push(words[next++]!.toLowerCase());
    const verbWord = words[next];
    if (verbWord === undefined) return null;
    const rest = words.slice(next + 1).join(' ');
    const tail = rest === '' ? '' : ` ${restOf(rest)}`;
    const adverb = adverbs.length === 0 ? '' : ` ${adverbs.join(' ')}`;
    const lowerVerb = verbWord.toLowerCase();
    if (/^(?:would|will|could|can|should|might)$/.test(lowerVerb))
      return capitalize(`${lead} ${lowerVerb} you${adverb}${tail}?`);
    // "how friendly the reception staff are": a quality others judge in people who serve them
    // asks the respondent to judge it, of those people.
    if (/^(?:are|is|were|was)$/.test(lowerVerb) && tail === '' && SERVICE_QUALITY.test(lead)) {
      const people = words.slice(from, at + 1).join(' ');
      return capitalize(`${/^how\s+\S+/.exec(lead)![0]} ${lowerVerb} ${people}?`);
    }
    if (/^(?:are|is|were|was)$/.test(lowerVerb)) {
      // "how loyal our coffee shop customers are": the people's own words are not the question's.
      const asked = tail === '' && /^how\s+\S+/.test(lead) ? /^how\s+\S+/.exec(lead)![0] : lead;
      return capitalize(`${asked} ${AUX_FOR_YOU[lowerVerb] ?? lowerVerb} you${adverb}${tail}?`);
    }
    if (
      /^(?:have|has)$/.test(lowerVerb) &&
      /^(?:\w+ed|been|seen|done|tried|heard|gone|taken|had|made|found|got|given)$/i.test(
        rest.split(/\s+/)[0] ?? '',
      )
    )
      return capitalize(`${lead} have you${adverb}${tail}?`);
    const verb = /^(?:have|has|had)$/.test(lowerVerb)
      ? { base: 'have', tense: (lowerVerb === 'had' ? 'past' : 'present') as Tense }
      : verbOf(verbWord);
    if (verb === null) return null;
    // "how often they visit": visiting, using or attending is of the survey's subject.
    const object =
      tail === '' &&
      /^(?:visit|use|attend)$/.test(verb.base) &&
      /^(?:how\s+often|how\s+long|when|why|how)$/.test(lead)
        ? ` ${SUBJECT_IT}`
        : '';
    return capitalize(`${lead} ${doFor(verb.tense, true)} you${adverb} ${verb.base}${tail}${object}?`);
  }
  // Nobody named: "what amenities matter most" asks about the things themselves.
  if (/^(?:what|which)\b/i.test(wh) && !/\b(?:it|we|us|our)\b/i.test(body)) {
    const verbAt = body.split(/\s+/).findIndex((word) => verbOf(word) !== null);
    if (verbAt >= 0 && verbAt <= 2) return capitalize(`${wh.toLowerCase()} ${restOf(body)}?`);
  }
  return null;
}
