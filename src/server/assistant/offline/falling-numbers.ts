import type { Brief } from './brief.ts';
import { choice, openText } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// Authors often say what worries them rather than who does what: "we run a small yoga studio in
// Leeds and weekday morning attendance has dropped a lot since september", "bookings at our
// escape room are down this year" (blind review P: that request became an exploratory survey of
// "members whats going"). Falling numbers are a study of people coming less: how often they come
// now, whether that changed, why, and what would bring them more often.

const FALLING = new RegExp(
  String.raw`\b(?:attendance|numbers|bookings|footfall|visitor\s+numbers|visits|turnout|sign-?ups|enrol+ments?|membership|participation)\b(?:\s+(?:at|in|for|to)\s+((?:[\w'-]+\s+){1,4}?))?\s*(?:has|have|is|are|keeps?)?\s*(?:been\s+)?(?:dropp(?:ed|ing)|fall(?:en|ing)|fell|declin(?:ed|ing)|gone\s+down|going\s+down|down|shr[au]nk|shrinking|decreas(?:ed|ing)|slump(?:ed|ing)|dipp(?:ed|ing)|tail(?:ed|ing)\s+off)\b`,
  'i',
);

/** What the author runs: "we run a small yoga studio", "I manage a community choir", "our café". */
const RUNS =
  /\b(?:we|i)\s+(?:run|own|manage|have|organi[sz]e|host)\s+(?:a|an|the|our|my)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+?)(?=\s+(?:in|at|on|near|and|but|which|that|where|for|since|with)\b|\s*[,.;:!?]|$)/i;

export interface FallingNumbers {
  /** "our yoga studio", or null when the request names nothing people come to. */
  place: string | null;
}

export function readFallingNumbers(brief: Brief): FallingNumbers | null {
  const falling = FALLING.exec(brief.text);
  if (falling === null) return null;
  // "bookings at our escape room are down": where the numbers fell.
  const at = falling[1]?.trim();
  const run = RUNS.exec(brief.text)?.[1];
  const place =
    at !== undefined && /^(?:our|my|the)\s/i.test(at)
      ? at.replace(/^my\s/i, 'our ')
      : run !== undefined
        ? `our ${run.replace(/^(?:small|little|tiny|local|busy|new)\s+/i, '')}`
        : null;
  return { place };
}

export function fallingNumbersQuestions({ place }: FallingNumbers): QuestionTemplate[] {
  const now = 'How often you come';
  const why = 'What changed';
  const there = place === null ? '' : ` to ${place}`;
  return [
    template({
      section: now,
      priority: 1,
      measures: 'how often people come now',
      needs: [],
      build: () =>
        choice(
          `How often do you come${there} these days?`,
          ['Every week', 'A few times a month', 'About once a month', 'Less often', 'Not at the moment'],
          { required: true },
        ),
    }),
    template({
      section: now,
      priority: 2,
      measures: 'how that changed',
      needs: [],
      build: () =>
        choice('Compared with a year ago, do you come…', [
          'More often',
          'About as often',
          'Less often',
          "I've only just started",
        ]),
    }),
    template({
      section: why,
      priority: 3,
      measures: 'why people come less',
      needs: [],
      build: () =>
        choice(
          'If you come less often than before, what are the main reasons?',
          [
            'The days or times no longer suit me',
            'The cost',
            'I have less time than before',
            'Health or an injury',
            'I go somewhere else now',
            'I enjoy it less than before',
          ],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: why,
      priority: 4,
      measures: 'what changed for people',
      needs: [],
      build: () => openText('What, if anything, has changed for you?'),
    }),
    template({
      section: why,
      priority: 5,
      measures: 'what would bring people more often',
      needs: [],
      build: () => openText('What would make you come more often?'),
    }),
    template({
      section: why,
      priority: 6,
      measures: 'the times that suit',
      needs: [],
      build: () =>
        choice(
          'Which times would suit you best?',
          ['Weekday mornings', 'Weekday lunchtimes', 'Weekday evenings', 'Saturdays', 'Sundays'],
          { multiple: true },
        ),
    }),
  ];
}

/** "Why attendance at our yoga studio has dropped". */
export function fallingNumbersTitle({ place }: FallingNumbers): string {
  return place === null ? 'Why fewer people come' : `Why fewer people come to ${place}`;
}
