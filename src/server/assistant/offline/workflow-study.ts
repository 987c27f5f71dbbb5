import nlp from 'compromise';
import { conjugate, knownVerb, lexiconVerb } from './brief.ts';
import { PERSON_WORDS } from './brief-words.ts';
import { ANYTHING_ELSE, choice, openText, scale } from './question-kit.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import { collapseSpaces } from './text-tools.ts';

// "How finance admins approve expenses", "how nurses handle shift handovers", "how freelancers
// find new clients": a study of how people do a task. The other frames would rate the people
// ("satisfied with admins") or ask why they do their job; this one asks how often, the steps,
// the time, the tools and people relied on, what slows them down and what they would change.

export interface Workflow {
  /** The people who do the task, as the request names them: "finance admins". */
  people: string;
  /** The task addressed to the respondent: "approve expenses in our tool", "run 1:1s with your reports". */
  base: string;
  gerund: string;
  past: string;
  /** The request asks what is hard about it ("what do … struggle with"): asked second. */
  hardest?: boolean;
}

/** People words the lexicon may not list: "finance admins", "procurement teams", "sales reps". */
const PEOPLE_HEAD =
  /^(?:[a-z][\w-]*(?:ers|ors|ists|ians|ants|ents|ees|ins|eps|ives|ics|ads|ads)|people|staff|teams|children|kids|men|women|folks|families|adults|parents|nurses|owners|students|teachers|users|customers|agencies|companies|businesses|firms|startups|schools|charities|nonprofits|hospitals|clinics|councils|restaurants|shops|stores|retailers|practices|labs|departments)$/i;

/** What the people feel, judge or buy is another study (attitude, feedback, decision, habits). */
const OTHER_STUDY_VERBS =
  /^(?:feel|think|like|love|hate|rate|see|view|perceive|want|prefer|would|will|should|could|can|may|might|must|are|is|were|was|be|have|has|had|buy|purchase|shop|choose|pick|decide|select|book|spend|get|getting|react|respond|experience|say|need|value|trust|know|care|go|come|visit|eat|drink|watch|read|listen|play|pay|cook|hear|learn|find\s+out)$/i;

/** Where the task ends: a new clause, a list, a purpose of the survey. */
const TASK_END =
  /\s*(?:\s(?:today|now|nowadays|these\s+days|at\s+the\s+moment)\b|[.?!;,()]|:(?!\d)|\s[-–—]\s|\band\s+(?:what|how|why|whether|if|which|where|when|who)\b|\b(?:so\s+(?:that|we)|because|to\s+(?:see|find|learn|know|understand|improve)|in\s+order)\b).*$/i;

/** After "how": an optional auxiliary and determiner, then the people, the verb and the task. */
const HOW = /\bhow\s+(?:(?:do|does|did|are|is|were|was)\s+)?(?:(?:the|our|their|your|my)\s+)?([^.?!;]+)/gi;
const ADVERB = /^(?:currently|usually|actually|typically|really|normally|generally)$/i;

function isPeople(phrase: string): boolean {
  const head = phrase.split(/\s+/).at(-1)!.toLowerCase();
  if (/(?:ss|ness|ous|us|is)$/.test(head) || !/^[a-z][\w-]*$/.test(head)) return false;
  // The tagger knows most roles ("chefs", "radiologists", "landlords") as plural actors.
  return PERSON_WORDS.has(head) || PEOPLE_HEAD.test(head) || isPluralActor(head);
}

function isPluralActor(word: string): boolean {
  const term = nlp(`the ${word} said`).terms().eq(1);
  return term.has('#Actor') && term.has('#Plural');
}

/** "survey for teachers on how they use …": the people "they" stands for, named earlier. */
function peopleBefore(text: string): string {
  const words = text.split(/[^\w'-]+/).filter((word) => word !== '');
  return words.findLast((word) => isPeople(word) && !/^(?:people|everyone)$/i.test(word)) ?? 'people';
}

/**
 * A second task in the same phrase, which takes the tense too: "clean and prepare data",
 * "splitting bills and paying friends back", "manage invoices and get paid". The words before
 * and after its "and"; null when there is none.
 */
function secondVerb(rest: string): { verb: string; before: string; after: string } | null {
  const leading = /^and\s+([a-z]+)\b(.*)$/i.exec(rest);
  if (leading !== null)
    return knownVerb(leading[1]!.toLowerCase())
      ? { verb: leading[1]!.toLowerCase(), before: '', after: leading[2]! }
      : null;
  const found =
    /\band\s+([a-z]+ing)\b/i.exec(rest) ??
    [...rest.matchAll(/\band\s+([a-z]+)\b/gi)].find(
      (match) => !/s$/i.test(match[1]!) && lexiconVerb(match[1]!.toLowerCase()),
    );
  if (found === undefined || found === null) return null;
  const word = found[1]!.toLowerCase();
  return {
    verb: /ing$/.test(word) ? baseOfGerund(word) : word,
    before: rest.slice(0, found.index),
    after: rest.slice(found.index + found[0].length),
  };
}

/** "paying" → "pay", "making" → "make", "running" → "run". */
function baseOfGerund(gerund: string): string {
  const stem = gerund.replace(/ing$/, '');
  const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  const candidates = [stem, `${stem}e`, doubled];
  return (
    candidates.find((candidate) => candidate.length > 1 && lexiconVerb(candidate)) ??
    candidates.find((candidate) => candidate.length > 1 && knownVerb(candidate)) ??
    stem
  );
}

/** A respondent reads the task about themself: "their reports" → "your reports". */
function addressed(phrase: string): string {
  return phrase
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/\b(?:they|them)\b/gi, 'you');
}

/** The task a request asks about, when it asks how some people do something; null otherwise. */
/** "what do first-time home buyers struggle with most when searching for a property". */
const STRUGGLE =
  /\bwhat\s+(?:do|does)\s+(?:the\s+|our\s+)?((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+(?:struggle\s+with|find\s+(?:hard(?:est)?|difficult|frustrating))(?:\s+most)?\s+(?:when|while|about)\s+([a-z]+ing)\s+([^.?!;]+)/i;

export function readWorkflow(text: string): Workflow | null {
  const struggle = STRUGGLE.exec(text);
  if (struggle !== null && isPeople(struggle[1]!)) {
    const base = nlp(struggle[2]!).verbs().toInfinitive().text().toLowerCase();
    if (base !== '' && knownVerb(base)) {
      const found = readTask([struggle[1]!, base, ...struggle[3]!.split(/\s+/)], struggle[1]!, true);
      if (found !== null) return { ...found, hardest: true };
    }
  }
  for (const match of text.matchAll(HOW)) {
    // "what are their goals and how did they hear about us": one question of a list, not the study.
    if (/(?:\band|,)\s*$/i.test(text.slice(0, match.index))) continue;
    const words = match[1]!.split(/\s+/);
    // "how they use AI tools in lesson planning": "they" are the people named before.
    const found =
      words[0]?.toLowerCase() === 'they'
        ? readTask(['they', ...words.slice(1)], peopleBefore(text.slice(0, match.index)))
        : readTask(words);
    if (found !== null) return found;
  }
  return null;
}

/** "finance admins approve expenses in our tool": one to three words of people, then the task. */
/** `struggle`: what people find hard in it is asked, so any verb names a task ("choosing a nursery"). */
function readTask(words: readonly string[], named?: string, struggle = false): Workflow | null {
  for (let length = 1; length <= 3 && length < words.length - 1; length += 1) {
    const said = words.slice(0, length).join(' ');
    const people = named ?? said;
    const saysPeople =
      named !== undefined ||
      (isPeople(said) && !/^(?:often|much|many|long|satisfied|likely|well|happy)$/i.test(words[0]!));
    if (!saysPeople) continue;
    let at = length;
    if (ADVERB.test(words[at]!)) at += 1;
    // "how customers go about splitting bills": the task is the -ing word.
    if (
      /^go(?:es)?$/i.test(words[at] ?? '') &&
      /^about$/i.test(words[at + 1] ?? '') &&
      /ing$/i.test(words[at + 2] ?? '')
    ) {
      const base = nlp(words[at + 2]!)
        .verbs()
        .toInfinitive()
        .text()
        .toLowerCase();
      if (base !== '') return readTask([people, base, ...words.slice(at + 3)], people, struggle);
    }
    const verb = (words[at] ?? '').toLowerCase();
    // "how our clients heard about us": a past event is one of the survey's questions, not a task.
    if (
      /^(?:heard|found|thought|felt|went|came|got|made|took|saw|knew|bought|chose|left)$|[^e]ed$/.test(verb)
    )
      return null;
    if (
      !/^[a-z]+$/.test(verb) ||
      (!struggle && OTHER_STUDY_VERBS.test(verb)) ||
      PERSON_WORDS.has(verb) ||
      !knownVerb(verb)
    )
      return null;
    const object = collapseSpaces(
      words
        .slice(at + 1)
        .join(' ')
        .replace(TASK_END, ''),
    );
    if (object === '' || object.split(/\s+/).length > 10) return null;
    // "manage work-life balance", "cope with stress": a state lived with, not a task done.
    if (
      /\b(?:balance|stress|wellbeing|well-being|health|anxiety|burnout|workload|loneliness|pressure)\b/i.test(
        object,
      )
    )
      return null;
    // "how testers find the onboarding" asks what they think of it; "find new clients" is a task.
    if (verb === 'find' && /^(?:the|our|this|it|your|their|my)\b/i.test(object)) return null;
    // "how people use our app" is a habits study; "use AI tools for lesson planning" is a practice.
    if (verb === 'use' && !/\b(?:for|to|when|while|in)\b/i.test(object)) return null;
    const forms = conjugate(verb);
    const rest = addressed(object);
    const pair = secondVerb(rest);
    if (pair !== null) {
      const other = conjugate(pair.verb);
      const form = (own: string, second: string) =>
        `${own} ${pair.before}and ${second} ${pair.after}`.replace(/\s+/g, ' ').trim();
      return {
        people,
        base: form(forms.base, other.base),
        gerund: form(forms.gerund, other.gerund),
        past: form(forms.past, other.past),
      };
    }
    return {
      people,
      base: `${forms.base} ${rest}`,
      gerund: `${forms.gerund} ${rest}`,
      past: `${forms.past} ${rest}`,
    };
  }
  return null;
}

function entry(section: string, priority: number, measures: string, question: LenientQuestion): BankQuestion {
  return { section, priority, measures, question };
}

/**
 * People doing something in their own lives ("families plan vacations", "freelancers find
 * clients") are not slowed by "switching between tools"; people at work are. The people and the
 * task's words decide which options fit.
 */
const PERSONAL_PEOPLE =
  /\b(?:people|families|parents|teenagers|teens|students|kids|children|couples|travell?ers|commuters|adults|gamers|fans|shoppers|consumers|buyers|homeowners|renters|tenants|pet\s+owners|dog\s+owners|freelancers|designers|creators|musicians|artists|cyclists|runners|drivers|patients|readers|listeners|customers|users|members|guests|visitors|residents|citizens|voters|donors)$/i;
const WORK_WORDS =
  /\b(?:tool|crm|app|system|software|spreadsheets?|invoices?|expenses?|reports?|tickets?|data|records|approvals?|handovers?|shifts?|patients|orders|inventory|payroll|claims|cases)\b/i;

function isPersonalTask(task: Workflow): boolean {
  return PERSONAL_PEOPLE.test(task.people) && !WORK_WORDS.test(task.base);
}

export function workflowQuestions(task: Workflow): BankQuestion[] {
  const today = 'How you do it today';
  const hurdles = 'What gets in the way';
  const personal = isPersonalTask(task);
  return [
    ...(task.hardest === true
      ? [
          entry(
            hurdles,
            1.5,
            'what is hardest',
            openText(`What do you find hardest when ${task.gerund}?`, { required: true }),
          ),
        ]
      : []),
    entry(
      today,
      1,
      'how often people do it',
      choice(
        `How often do you ${task.base}?`,
        personal
          ? [
              'Every week or more',
              'A few times a month',
              'A few times a year',
              'About once a year',
              'Less often',
            ]
          : [
              'Several times a day',
              'About once a day',
              'A few times a week',
              'A few times a month',
              'Less often',
            ],
        { required: true },
      ),
    ),
    entry(
      today,
      2,
      'the steps people take',
      openText(`Think about the last time you ${task.past}. What did you do, step by step?`),
    ),
    entry(
      hurdles,
      3,
      'what slows people down',
      choice(
        `What makes it harder when ${task.gerund}?`,
        // Using something is held back by the thing itself, not by options to compare or by
        // colleagues to wait for ("use video calling", "use the budgeting feature").
        /^use\s/.test(task.base) && (PERSONAL_PEOPLE.test(task.people) || !WORK_WORDS.test(task.base))
          ? [
              'Not knowing how to do something',
              'Technical problems',
              'It is slow or unreliable',
              'Something I need is missing',
              'Privacy or security worries',
              'Nothing, it goes smoothly',
            ]
          : personal
            ? [
                'Not enough time',
                'Too many options to compare',
                'The cost',
                'Not knowing where to start',
                'Agreeing with other people',
                'Information I cannot trust',
                'Nothing, it goes smoothly',
              ]
            : [
                'Missing or unclear information',
                'Waiting for someone else',
                'Switching between tools',
                'Repetitive manual steps',
                'Unclear rules or guidance',
                'Interruptions',
                'Nothing, it goes smoothly',
              ],
        { multiple: true, allowOther: true },
      ),
    ),
    entry(
      today,
      4,
      'time taken',
      choice(
        `Roughly how long does it take you to ${task.base}, each time?`,
        // Finding clients or hiring takes weeks, not minutes.
        /^(?:find|hire|recruit|sell|build|launch|plan|raise|win|land|grow|get)\b/i.test(task.base)
          ? ['Less than a week', '1–4 weeks', '1–3 months', 'Longer than 3 months']
          : ['A few minutes', 'Up to half an hour', 'Up to an hour', 'A few hours', 'A day or more'],
      ),
    ),
    entry(
      hurdles,
      5,
      'how well it works',
      scale(`How well does the way you ${task.base} work for you today?`, {
        labels: { min: 'Very poorly', mid: 'Neither well nor poorly', max: 'Very well' },
      }),
    ),
    entry(
      today,
      6,
      'tools and people relied on',
      openText(
        personal
          ? `Which websites, apps or people do you turn to when ${task.gerund}?`
          : `What tools, documents or people do you rely on when ${task.gerund}?`,
      ),
    ),
    entry(
      hurdles,
      7,
      'one change',
      openText(`If you could change one thing about how you ${task.base}, what would it be?`),
    ),
    entry(
      today,
      8,
      'who else takes part',
      choice(`Who else is involved when you ${task.base}?`, [
        'No one, I do it alone',
        'One other person',
        'A few people',
        'Several teams',
      ]),
    ),
    ...(personal
      ? []
      : [
          entry(
            hurdles,
            9,
            'how much is done by hand',
            choice('How much of it do you do by hand, without a tool doing the work for you?', [
              'All of it',
              'Most of it',
              'About half',
              'A little',
              'None of it',
            ]),
          ),
        ]),
    entry(
      hurdles,
      10,
      'confidence in the result',
      scale(`How confident are you that the result is right when you ${task.base}?`, {
        labels: { min: 'Not at all confident', mid: 'Somewhat confident', max: 'Very confident' },
      }),
    ),
    entry(
      today,
      11,
      'what changed lately',
      openText(`How has the way you ${task.base} changed over the past year, if at all?`),
    ),
    entry(hurdles, 12, 'anything else', openText(ANYTHING_ELSE)),
  ];
}
