import type { Brief } from './brief.ts';
import { choice, openText, scale } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// People who miss or skip something booked or timetabled for them: "why do patients miss their
// follow-up appointments", "why do students skip lectures", "clients missing counselling
// sessions" (blind review O: these became a visit's satisfaction survey, a course evaluation or a
// habits study by turns). They still mean to go, so the study asks how often and why they miss
// it and what would help them make it, not why they left or how the visit went.

const SCHEDULED_THINGS = String.raw`(?:appointments?|sessions?|classes|class|lectures?|lessons?|check-?ups?|screenings?|shifts?|meetings?|training|practices?|rehearsals?|therapy|clinics?|school|tutorials?|seminars?)`;

const MISSING = new RegExp(
  String.raw`\b(?:miss(?:es|ed|ing)?|skip(?:s|ped|ping)?|no[- ]show(?:s|ing)?\s+(?:at|for|to)|not\s+(?:turn(?:ing)?\s+up|show(?:ing)?\s+up)\s+(?:to|for|at))\s+(?:\w+[\s-]+){0,3}?${SCHEDULED_THINGS}\b`,
  'i',
);

/** Things booked for someone, who can be reminded of them and rearrange them. */
const BOOKED = /\b(?:appointments?|sessions?|check-?ups?|screenings?|therapy|clinics?)\b/i;

export function missesScheduled(brief: Brief): boolean {
  return MISSING.test(brief.text) && brief.behaviour !== null && /^(?:miss|skip)$/.test(brief.behaviour.verb);
}

export function missedAttendance(brief: Brief): QuestionTemplate[] {
  const missing = 'Missing it';
  const helping = 'What would help';
  const booked = BOOKED.test(brief.behaviour?.base ?? '');
  return [
    template({
      section: missing,
      priority: 1,
      measures: 'how often people miss it',
      needs: ['behaviour'],
      build: ({ behaviour }) =>
        choice(
          `How often do you ${behaviour.base}?`,
          ['Never', 'Once or twice a year', 'A few times a year', 'Most months', 'Most weeks'],
          { required: true },
        ),
    }),
    template({
      section: missing,
      priority: 2,
      measures: 'the main reason',
      needs: ['behaviour'],
      build: ({ behaviour }) =>
        choice(
          `When you ${behaviour.base}, what is usually the main reason?`,
          [
            'I forgot',
            "The day or time doesn't suit me",
            'Getting there is hard',
            "I can't get time off work or study",
            'Caring or family responsibilities',
            'I was unwell',
            "I didn't think it was worth going",
          ],
          { allowOther: true },
        ),
    }),
    template({
      section: missing,
      priority: 3,
      measures: 'the reason in their own words',
      needs: ['subject', 'behaviour'],
      // "one of your follow-up appointments", but "the last time you skipped lectures".
      build: ({ subject, behaviour }) =>
        openText(
          subject.plural && subject.determiner !== ''
            ? `Think of the last time you ${behaviour.past.split(' ')[0]} one of ${subject.reference}. What happened?`
            : `Think of the last time you ${behaviour.past}. What happened?`,
        ),
    }),
    ...(booked
      ? [
          template({
            section: missing,
            priority: 4,
            measures: 'reminders',
            needs: [],
            build: () =>
              choice('Do you get a reminder beforehand?', [
                'Yes, and it helps',
                "Yes, but it doesn't help much",
                'No',
                "I'm not sure",
              ]),
          }),
          template({
            section: helping,
            priority: 6,
            measures: 'how easy rearranging is',
            needs: ['subject'],
            build: ({ subject }) =>
              scale(
                `How easy is it to rearrange ${subject.reference} when you can't make ${subject.plural ? 'them' : 'it'}?`,
              ),
          }),
        ]
      : []),
    template({
      section: helping,
      priority: 5,
      measures: 'what would help',
      needs: ['subject'],
      build: ({ subject }) => openText(`What would help you make it to ${subject.reference}?`),
    }),
    template({
      section: helping,
      priority: 7,
      measures: 'how worthwhile it feels',
      needs: ['subject'],
      build: ({ subject }) => scale(`How worthwhile do you find ${subject.reference}?`),
    }),
    template({
      section: helping,
      priority: 8,
      measures: 'times that suit',
      needs: [],
      build: () =>
        choice(
          'Which times would suit you best?',
          ['Early morning', 'During the day', 'Evening', 'Weekends'],
          {
            multiple: true,
          },
        ),
    }),
  ];
}
