import { capitalize, cleanPhrase, collapseSpaces } from './text-tools.ts';

// Authors describe questions about respondents in the third person ("asking how likely they are to
// sign up"); respondents must read them in the second person, as a real question.

const PRONOUNS: Readonly<Record<string, string>> = {
  they: 'you',
  them: 'you',
  their: 'your',
  theirs: 'yours',
  themselves: 'yourself',
  themself: 'yourself',
  "they're": "you're",
  "they've": "you've",
  "they'd": "you'd",
  "they'll": "you'll",
  'they’re': 'you’re',
  'they’ve': 'you’ve',
  'they’d': 'you’d',
  'they’ll': 'you’ll',
};

/** they → you, their → your, … (whole words, keeping a leading capital). */
export function toSecondPerson(text: string): string {
  return text.replace(/\b(they(?:['’](?:re|ve|d|ll))?|them(?:selves|self)?|theirs?)\b/gi, (word) => {
    const replacement = PRONOUNS[word.toLowerCase()] ?? word;
    return /^[A-Z]/.test(word) ? capitalize(replacement) : replacement;
  });
}

const AUXILIARIES = new Set([
  'are',
  'were',
  'is',
  'was',
  'would',
  'will',
  'could',
  'can',
  'do',
  'did',
  'does',
  'have',
  'had',
  'has',
  'should',
  'might',
  'may',
  'must',
]);

/** Past forms authors commonly use, with the base form "did you …" needs. */
const PAST_TO_BASE: Readonly<Record<string, string>> = {
  used: 'use',
  liked: 'like',
  loved: 'love',
  tried: 'try',
  chose: 'choose',
  bought: 'buy',
  heard: 'hear',
  found: 'find',
  signed: 'sign',
  joined: 'join',
  attended: 'attend',
  visited: 'visit',
  enjoyed: 'enjoy',
  preferred: 'prefer',
  paid: 'pay',
  came: 'come',
  went: 'go',
  saw: 'see',
  learned: 'learn',
  learnt: 'learn',
  noticed: 'notice',
  decided: 'decide',
  switched: 'switch',
  started: 'start',
  stopped: 'stop',
  purchased: 'purchase',
  ordered: 'order',
  expected: 'expect',
  picked: 'pick',
  selected: 'select',
  discovered: 'discover',
  got: 'get',
  made: 'make',
  took: 'take',
  thought: 'think',
  felt: 'feel',
  left: 'leave',
  wanted: 'want',
  needed: 'need',
  missed: 'miss',
  cancelled: 'cancel',
  canceled: 'cancel',
  rated: 'rate',
  received: 'receive',
  contacted: 'contact',
};

/** Forms of "is"/"are" that end a "what your … is" clause. */
const COPULAS = new Set(['is', 'are', 'was', 'were']);

const WH_START =
  /^(how(?:\s+(?:much|many|often|long|likely|well|easy|easily|hard|satisfied|happy|important|useful|confident|interested|clear|quickly|soon|far|old|big|good))?|what(?:\s+kind\s+of|\s+type\s+of)?|which|why|when|where|who|whom)\s+/i;

const SUBJECTS = /^(?:you|it|we|i)$/i;

/** "ask" + subject + verb as a question: "you used" → "did you use", "it works" → "does it work". */
function invertSubjectVerb(subject: string, verb: string, tail: readonly string[]): string | undefined {
  const lowerVerb = verb.toLowerCase();
  const rest = tail.join(' ');
  if (AUXILIARIES.has(lowerVerb)) return `${lowerVerb} ${subject} ${rest}`.trim();
  const base = PAST_TO_BASE[lowerVerb];
  if (base !== undefined) return `did ${subject} ${base} ${rest}`.trim();
  if (lowerVerb === '' || /ed$/.test(lowerVerb)) return undefined;
  const thirdPerson = subject.toLowerCase() === 'it';
  const verbForm = thirdPerson ? lowerVerb.replace(/(?<!s)s$/, '') : lowerVerb;
  return `${thirdPerson ? 'does' : 'do'} ${subject} ${verbForm} ${rest}`.trim();
}

/** Turns "how likely you are to sign up" into "how likely are you to sign up". */
function invertWhClause(clause: string): string | undefined {
  const start = WH_START.exec(clause);
  if (!start) return undefined;
  const words = clause.slice(start[0].length).split(' ');
  // "what your favourite feature is" → "what is your favourite feature"
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  if (words.length >= 2 && COPULAS.has(last) && !SUBJECTS.test(words[0] ?? '')) {
    // A bare "how" takes its adjective along: "how appealing Variant C is" → "how appealing is …".
    const bareHow = /^how$/i.test(start[1]!) && words.length >= 3;
    const wh = bareHow ? `${start[1]} ${words[0]}` : start[1]!;
    const subject = words.slice(bareHow ? 1 : 0, -1).join(' ');
    return `${wh} ${last} ${subject}`;
  }
  // The subject may follow a noun: "which plan you prefer", "how many times you used it".
  const subjectAt = words.slice(0, 4).findIndex((word) => SUBJECTS.test(word));
  const alreadyInverted = subjectAt > 0 && AUXILIARIES.has(words[subjectAt - 1]!.toLowerCase());
  if (subjectAt === -1 || alreadyInverted) return `${start[1]} ${words.join(' ')}`;
  const wh = [start[1], ...words.slice(0, subjectAt)].join(' ');
  const inverted = invertSubjectVerb(
    words[subjectAt]!,
    words[subjectAt + 1] ?? '',
    words.slice(subjectAt + 2),
  );
  return inverted === undefined ? undefined : `${wh} ${inverted}`;
}

/** "whether you would recommend it" → "would you recommend it". */
function invertYesNoClause(clause: string): string | undefined {
  const match = /^(?:whether|if)\s+(you|it|we)\s+(\S+)\s*(.*)$/i.exec(clause);
  if (!match) return undefined;
  const [, subject = '', verb = '', tail = ''] = match;
  return invertSubjectVerb(subject, verb, tail === '' ? [] : [tail]);
}

function withQuestionMark(text: string): string {
  const trimmed = text.replace(/[\s.,;:!?]+$/, '');
  return `${trimmed}?`;
}

/**
 * Phrases an author's description as a respondent-facing question: "how likely they are to sign
 * up" → "How likely are you to sign up?", "whether they would recommend it" → "Would you
 * recommend it?", "their favourite feature" → "What is your favourite feature?". Text that is
 * already a question keeps its wording.
 */
export function phraseAsQuestion(description: string): string {
  let clause = collapseSpaces(toSecondPerson(cleanPhrase(description)))
    .replace(/\s+or\s+not\b/i, '')
    .replace(/[?]+$/, '');
  if (clause === '') return '';
  clause = clause.replace(/^(?:to\s+)?(?:ask(?:ing|s)?(?:\s+(?:them|you))?\s+)?/i, '');
  const lower = clause.toLowerCase();
  const inverted = invertWhClause(clause) ?? invertYesNoClause(clause);
  if (inverted !== undefined) return withQuestionMark(capitalize(inverted));
  if (/^(?:rate|score|grade)\s+/i.test(clause)) {
    return withQuestionMark(`How would you rate ${clause.replace(/^\S+\s+/, '')}`);
  }
  if (/^(?:describe|explain|tell us|share|list|name)\b/i.test(clause)) {
    return `${capitalize(clause).replace(/[\s.,;:!?]+$/, '')}.`;
  }
  if (/^(?:your|the)\s/i.test(lower)) return withQuestionMark(`What is ${clause}`);
  if (/^(?:do|does|did|are|is|was|were|would|will|could|can|have|has|should)\s/i.test(lower)) {
    return withQuestionMark(capitalize(clause));
  }
  if (/^(?:whether|if)\s/i.test(lower)) {
    return withQuestionMark(capitalize(clause.replace(/^(?:whether|if)\s+/i, '')));
  }
  return withQuestionMark(capitalize(clause));
}

/** A topic phrase ("pricing", "the checkout flow") as an open question about it. */
export function questionAbout(subject: string): string {
  const phrase = toSecondPerson(cleanPhrase(subject));
  return `What do you think about ${phrase}?`;
}
