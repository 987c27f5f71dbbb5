import type { Brief } from './brief.ts';
import { ANYTHING_ELSE, choice, openText, scale } from './question-kit.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import { collapseSpaces } from './text-tools.ts';

// "What features should we build next", "what new products customers would like", "trip
// preferences", "content they want": a request for ideas. The other frames rated what exists
// ("How long did you wait for your order?"); this one asks what people want next, what it would
// let them do, what they use instead, and what to keep.

export interface IdeasRequest {
  /** What ideas are wanted for: "features", "new products", "trips", "content". */
  wanted: string;
  /** Whose offer they would join, with its determiner: "our project management tool"; null: "us". */
  offeredBy: string | null;
}

const WANTERS = String.raw`(?:they|people|customers|members|users|readers|subscribers|parents|students|guests|visitors|clients|fans|listeners|viewers|players|residents|staff|employees|families|kids|everyone)`;
// "what services and opening hours they want": up to two things joined by "and".
const WANTED = String.raw`((?:new\s+|other\s+|more\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?(?:\s+and\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)?)`;

const PATTERNS: readonly RegExp[] = [
  // "what new classes our yoga studio should offer next year".
  new RegExp(
    String.raw`\bwhat\s+${WANTED}\s+(?:our|the|my)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+should\s+(?:offer|add|build|launch|stock|sell|run|host|start|teach|put\s+on)\b`,
    'i',
  ),
  // "what should we offer next at our yoga studio?": ideas with nothing named yet.
  /\bwhat\s+(?:else\s+)?should\s+(?:we|i|(?:our|the|my)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:offer|add|build|launch|stock|sell|run|host|start)\s+(next)\b/i,
  new RegExp(
    String.raw`\bwhat\s+${WANTED}\s+(?:should\s+(?:we|i)\s+(?:build|add|offer|make|launch|stock|sell|run|host|plan|cover|write|do|bake|cook|serve|organi[sz]e)|(?:would|do|does)\s+(?:\w+\s+){0,2}?(?:like|want|love|prefer|enjoy)|${WANTERS}\s+(?:want|would\s+(?:like|love|want)|wish|are\s+looking\s+for))\b`,
    'i',
  ),
  new RegExp(
    String.raw`\babout\s+(?:the\s+)?${WANTED}\s+${WANTERS}\s+(?:want|would\s+like|wish\s+for)\b`,
    'i',
  ),
  /\b((?:(?!(?:about|for|on|of|the|our|their|your|my|and|with)\b)[a-z][\w-]*\s+)?[a-z][\w-]*)\s+preferences\b/i,
  /\bideas\s+for\s+((?:new\s+)?[a-z][\w-]*(?:\s+(?!(?:at|in|on|for|from|with|to|and|or)\b)[a-z][\w-]*)?)/i,
];

/** Words that name the asking, not the thing: "what do customers like", "what they want". */
const NOT_WANTED =
  /^(?:do|does|did|would|they|people|customers|you|we|is|are|kind|sort|type|what|which|how)$/i;

/** Words that say which people ("morning customers", "new members"), not what they want. */
const PEOPLE_DESCRIBED =
  /^(?:morning|evening|afternoon|night|weekend|weekday|lunchtime|early|late|regular|new|young|older|local|loyal|first-time|returning|existing|potential|current|former|older)$/i;

/** "trip" → "trips": preferences are for a kind of thing, in the plural. */
function plural(word: string): string {
  if (/s$/i.test(word) || /^(?:content|food|music|merch|equipment|information|advice|training)$/i.test(word))
    return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const PEOPLE_TAIL =
  /\s+(?:subscribers|members|customers|users|readers|listeners|viewers|players|guests|visitors|clients|fans|parents|students)$/i;

function offeredBy(text: string, wanted: string, brief: Brief | null): string | null {
  const subject = brief?.subject ?? null;
  if (
    subject !== null &&
    subject.kind !== 'topic' &&
    !wanted.toLowerCase().includes(subject.name.toLowerCase())
  )
    // "our yoga studio should offer": the verb's modal is not part of the name.
    return subject.reference.replace(/\s+(?:should|would|could|will|can|must|just|really|also|now)$/i, '');
  // "I run a bakery", "our newsletter subscribers": whose offer it is.
  const run = /\bI\s+(?:run|own|manage|have)\s+(?:a|an)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i.exec(text);
  if (run !== null) return `our ${run[1]!.toLowerCase()}`;
  const ours =
    /\bour\s+((?!(?:about|for|on|with|to|in|at|who|that|and|or|should|would|could|will|can|must|just|really|also|now|recently|finally|is|are|has|have|wants?|needs?)\b)[a-z][\w-]*(?:\s+(?!(?:about|for|on|with|to|in|at|who|that|and|or|should|would|could|will|can|must|just|really|also|now|recently|finally|is|are|has|have|wants?|needs?)\b)[a-z][\w-]*){0,2})/i.exec(
      text,
    );
  if (ours !== null) {
    const name = ours[1]!.replace(PEOPLE_TAIL, '').toLowerCase();
    if (!PEOPLE_TAIL.test(` ${name}`) && name !== wanted.toLowerCase()) return `our ${name}`;
  }
  return null;
}

/** The ideas a request asks for, when it asks for ideas; null otherwise. */
export function readIdeasRequest(request: string, brief: Brief | null = null): IdeasRequest | null {
  // "what new services they'd like": the modal spelled out, as the patterns read it.
  const text = request.replace(/\b(they|people|\w+s)'d\b/gi, '$1 would');
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (match === null) continue;
    let wanted = collapseSpaces(match[1]!.toLowerCase());
    if (wanted.split(/\s+/).some((word) => NOT_WANTED.test(word))) continue;
    // "what morning customers want": a word that describes the people is not what they want.
    if (PEOPLE_DESCRIBED.test(wanted)) continue;
    // "remote work preferences", "shift preferences": an arrangement to choose, not ideas to offer.
    if (
      pattern.source.includes('preferences') &&
      /\b(?:work|working|schedules?|hours|shifts?|times?|arrangements?|days?)$/i.test(wanted)
    )
      continue;
    if (wanted === 'next') wanted = 'things';
    if (pattern.source.includes('preferences')) wanted = wanted.replace(/[\w-]+$/, plural);
    return { wanted, offeredBy: offeredBy(text, wanted, brief) };
  }
  return null;
}

function entry(section: string, priority: number, measures: string, question: LenientQuestion): BankQuestion {
  return { section, priority, measures, question };
}

export function ideasQuestions({ wanted, offeredBy: by }: IdeasRequest): BankQuestion[] {
  const ideas = 'Your ideas';
  const today = 'What you have today';
  const offerer = by ?? 'us';
  return [
    entry(
      ideas,
      1,
      'what people want next',
      openText(`What ${wanted} would you most like ${offerer} to offer next?`, { required: true }),
    ),
    entry(
      ideas,
      2,
      'what it would let them do',
      openText('What would that let you do, or what problem would it solve for you?'),
    ),
    entry(ideas, 3, 'what matters in it', openText(`When it comes to ${wanted}, what matters most to you?`)),
    entry(
      ideas,
      3,
      'likelihood of trying it',
      choice('If we offered your top idea, how likely would you be to try it?', [
        'Definitely would',
        'Probably would',
        'Not sure',
        'Probably not',
        'Definitely not',
      ]),
    ),
    entry(
      today,
      5,
      'what they do instead',
      openText('What do you do instead today, or where do you go for it?'),
    ),
    entry(
      today,
      7,
      'what to keep',
      openText(
        by === null
          ? 'What do you like most about what we offer today?'
          : `What do you like most about ${by} today?`,
      ),
    ),
    entry(
      ideas,
      4,
      'how much it would add',
      scale('How much difference would your top idea make for you?', {
        labels: { min: 'No difference', mid: 'Some difference', max: 'A big difference' },
      }),
    ),
    entry(
      today,
      8,
      'how to hear about it',
      choice('How would you like to hear when something new is ready?', [
        'By email',
        'On our website or app',
        'On social media',
        'In person',
        'No need to tell me',
      ]),
    ),
    entry(today, 9, 'anything else', openText(ANYTHING_ELSE)),
  ];
}
