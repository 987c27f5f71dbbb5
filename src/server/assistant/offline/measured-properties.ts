import type { Brief, Subject } from './brief.ts';
import { choice, openText, scale, yesNo } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';
import { capitalize, escapeRegExp } from './text-tools.ts';

// A survey about a property of something rather than the thing: "the match length in our mobile
// game", "the water temperature at the pool", "the new opening hours of the recycling centre",
// "the portion sizes at our restaurant" (blind reviews O and P: these got a public matter's "how
// much does it affect you personally", "what worries you" and "which word describes it: Useful,
// Promising…", or a habits study's "how much time do you spend on it"). A measure is too much, too
// little or about right, and a timetable suits people or not, so that is what is asked, with what
// the right amount would be and whether it ever put them off the thing it belongs to.

type MeasureKind = 'scaled' | 'timetable';

interface MeasureHead {
  head: RegExp;
  /** The three answers from too little to too much ("Too short", "About right", "Too long"). */
  poles?: readonly [string, string, string];
  /** The measure in "What would be the right … for you?". */
  noun?: string;
}

const HEADS: readonly MeasureHead[] = [
  {
    head: /\b(?:length|duration|running\s+time)s?$/i,
    poles: ['Too short', 'About right', 'Too long'],
    noun: 'length',
  },
  { head: /\btemperatures?$/i, poles: ['Too cold', 'About right', 'Too warm'], noun: 'temperature' },
  {
    head: /\b(?:portion\s+)?(?:sizes?|portions)$/i,
    poles: ['Too small', 'About right', 'Too big'],
    noun: 'size',
  },
  {
    head: /\b(?:leg\s*room|head\s*room|spacing|space\s+between\s+\w+)$/i,
    poles: ['Not enough', 'About right', 'More than enough'],
    noun: 'amount of space',
  },
  { head: /\bfrequency$/i, poles: ['Not often enough', 'About right', 'Too often'], noun: 'frequency' },
  {
    head: /\b(?:volume|noise\s+levels?|loudness|music\s+levels?)$/i,
    poles: ['Too quiet', 'About right', 'Too loud'],
    noun: 'level',
  },
  {
    head: /\bdifficulty(?:\s+levels?)?$/i,
    poles: ['Too easy', 'About right', 'Too hard'],
    noun: 'difficulty',
  },
  { head: /\bpace$/i, poles: ['Too slow', 'About right', 'Too fast'], noun: 'pace' },
  { head: /\bnumber\s+of\s+[\w\s-]+$/i, poles: ['Too few', 'About right', 'Too many'], noun: 'number' },
  // Working hours are a workload, not a timetable to suit.
  {
    head: /\b(?:opening|closing|visiting|office|collection|class|session|service|surgery)\s+(?:hours|times)$/i,
  },
];

/** A property asked about: "the match length" in "our mobile game". */
export interface MeasuredProperty {
  subject: Subject;
  kind: MeasureKind;
  poles: readonly [string, string, string] | null;
  noun: string | null;
  /** What it is a property of, when the request says: "our mobile game", "the recycling centre". */
  whole: string | null;
  /** How a question naming the whole as well names the property: "the length" of our episodes. */
  short: string;
}

const DETERMINER = String.raw`(?:the|our|their|your|my|its)`;
const OF_PHRASE = new RegExp(
  String.raw`\b${DETERMINER}\s+((?:[\w-]+\s+){0,2}?(?:length|duration|temperature|size|frequency|volume|difficulty|pace|number|spacing))\s+of\s+(${DETERMINER}\s+)?((?:[\w'-]+\s+){0,3}?[\w'-]+?)(?=\s*(?:[,.;?!]|$)|\s+(?:at|in|on|for|during|from|with|and)\b)`,
  'i',
);
const WHOLE_AFTER = String.raw`\s+(?:in|at|on|of|for|from)\s+(${DETERMINER}\s+)?((?:[\w'-]+\s+){0,3}?[\w'-]+?)(?=\s*(?:[,.;?!]|$)|\s+(?:at|in|on|for|during|from|with|and|after|before|when)\b)`;

function headOf(name: string): MeasureHead | null {
  return HEADS.find((entry) => entry.head.test(name)) ?? null;
}

function named(name: string, determiner: string): Subject {
  const plural = /s$/i.test(name.split(/\s+of\s+/i)[0]!) && !/ss$/i.test(name.split(/\s+of\s+/i)[0]!);
  return {
    name,
    reference: `${determiner} ${name}`,
    category: name,
    plural,
    mass: false,
    proper: false,
    kind: 'topic',
    determiner,
  };
}

/**
 * The property the request asks about, when its subject is one: the subject itself ("the match
 * length") or the measure phrase around it ("the length of our podcast episodes" when the subject
 * read is "length", "the noise level" when it is "noise"). Null for any other subject.
 */
export function measuredProperty(brief: Brief): MeasuredProperty | null {
  const subject = brief.subject;
  if (subject === null) return null;
  const of = OF_PHRASE.exec(brief.text);
  if (of !== null && of[1]!.toLowerCase().includes(subject.name.toLowerCase().split(/\s+/)[0]!)) {
    const measure = of[1]!.trim();
    const head = headOf(measure);
    if (head !== null) {
      const whole = `${(of[2] ?? 'the ').trim()} ${of[3]!.trim()}`;
      return {
        subject: named(`${measure} of ${whole}`, 'the'),
        kind: head.poles === undefined ? 'timetable' : 'scaled',
        poles: head.poles ?? null,
        noun: head.noun ?? null,
        whole,
        short: `the ${measure}`,
      };
    }
  }
  // "noise" read from "the noise level": the measure is the subject and the word after it.
  const around = new RegExp(
    String.raw`\b(${escapeRegExp(subject.name)}(?:\s+(?:levels?|sizes?|length|times|hours))?)\b`,
    'i',
  ).exec(brief.text);
  const name = around?.[1]?.trim() ?? subject.name;
  const head = headOf(name);
  if (head === null) return null;
  const after = new RegExp(escapeRegExp(name) + WHOLE_AFTER, 'i').exec(brief.text);
  const whole = after === null ? null : `${(after[1] ?? 'the ').trim()} ${after[2]!.trim()}`;
  return {
    subject:
      name === subject.name ? subject : named(name, subject.determiner === '' ? 'the' : subject.determiner),
    kind: head.poles === undefined ? 'timetable' : 'scaled',
    poles: head.poles ?? null,
    noun: head.noun ?? null,
    whole,
    short:
      name === subject.name
        ? subject.reference
        : `${subject.determiner === '' ? 'the' : subject.determiner} ${name}`,
  };
}

/** The brief with the property as its subject, for the title and the questions. */
export function withMeasuredSubject(brief: Brief): Brief {
  const property = measuredProperty(brief);
  return property === null ? brief : { ...brief, subject: property.subject };
}

export function measuredPropertyQuestions(property: MeasuredProperty): QuestionTemplate[] {
  return property.kind === 'timetable' ? timetableQuestions(property) : scaledQuestions(property);
}

function scaledQuestions(property: MeasuredProperty): QuestionTemplate[] {
  const { subject, whole } = property;
  const ref = subject.reference;
  const does = subject.plural ? 'do' : 'does';
  const has = subject.plural ? 'have' : 'has';
  const view = 'Your view';
  const more = 'A little more';
  return [
    template({
      section: view,
      priority: 1,
      measures: 'whether it is about right',
      needs: [],
      build: () => choice(`How do you find ${ref}?`, property.poles!, { required: true }),
    }),
    template({
      section: view,
      priority: 2,
      measures: 'what would be right',
      needs: [],
      build: () => openText(`What would be the right ${property.noun!} for you, and why?`),
    }),
    template({
      section: view,
      priority: 3,
      measures: 'how much it matters',
      needs: [],
      build: () =>
        scale(
          whole === null
            ? `How much ${does} ${ref} matter to you?`
            : `How much ${does} ${property.short} affect your enjoyment of ${whole}?`,
        ),
    }),
    ...(whole === null
      ? []
      : [
          template({
            section: more,
            priority: 4,
            measures: 'whether it puts people off',
            needs: [],
            build: () => yesNo(`${capitalize(has)} ${property.short} ever put you off ${whole}?`),
          }),
        ]),
    template({
      section: more,
      priority: 5,
      measures: 'overall satisfaction',
      needs: [],
      build: () => scale(`Overall, how satisfied are you with ${ref}?`),
    }),
    template({
      section: more,
      priority: 6,
      measures: 'what they would change',
      needs: [],
      build: () => openText(`What, if anything, would you change about ${ref}?`),
    }),
  ];
}

const TIMES = ['Weekday mornings', 'Weekday afternoons', 'Weekday evenings', 'Saturdays', 'Sundays'];

function timetableQuestions(property: MeasuredProperty): QuestionTemplate[] {
  const { subject, whole } = property;
  const ref = subject.reference;
  const does = subject.plural ? 'do' : 'does';
  const has = subject.plural ? 'have' : 'has';
  const fit = 'How they suit you';
  const more = 'A little more';
  return [
    template({
      section: fit,
      priority: 1,
      measures: 'how well they suit people',
      needs: [],
      build: () => scale(`How well ${does} ${ref} suit you?`, { required: true }),
    }),
    template({
      section: fit,
      priority: 2,
      measures: 'the times that suit',
      needs: [],
      build: () => choice('Which times would suit you best?', TIMES, { multiple: true }),
    }),
    template({
      section: fit,
      priority: 3,
      measures: 'whether they stop people going',
      needs: [],
      build: () =>
        yesNo(
          `${capitalize(has)} ${property.short} ever stopped you from going${whole === null ? '' : ` to ${whole}`}?`,
        ),
    }),
    // Only a change can be better or worse than before.
    ...(/\bnew\b/i.test(subject.name)
      ? [
          template({
            section: more,
            priority: 4,
            measures: 'compared with before',
            needs: [],
            build: () =>
              choice(`Compared with before, ${subject.plural ? 'are' : 'is'} ${ref}…`, [
                'Better for me',
                'About the same',
                'Worse for me',
              ]),
          }),
        ]
      : []),
    ...(whole === null
      ? []
      : [
          template({
            section: more,
            priority: 5,
            measures: 'how often people go',
            needs: [],
            build: () =>
              choice(`How often do you go to ${whole}?`, [
                'Every week',
                'A few times a month',
                'About once a month',
                'Less often',
              ]),
          }),
        ]),
    template({
      section: more,
      priority: 6,
      measures: 'what they would change',
      needs: [],
      build: () => openText(`What, if anything, would you change about ${ref}?`),
    }),
  ];
}
