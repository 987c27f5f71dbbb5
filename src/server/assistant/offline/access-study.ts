import type { BankQuestion } from './question-kit.ts';
import { choice, openText, scale } from './question-kit.ts';

// How people get a service they need: "how rural households get broadband", "how older people
// access GP appointments", "how families in rural areas get childcare" (blind review P: these
// became an opinion of "the broadband", a habits study of "rural areas" or a task's step-by-step
// workflow). Access is asked as access: how people get it now, how easy that is, what stands in
// the way, whether they have gone without, and what would help.

export interface AccessRequest {
  /** "get broadband", "access GP appointments". */
  base: string;
  /** "broadband", "GP appointments". */
  service: string;
}

const SERVICE = String.raw`(?:broadband|internet|wi-?fi|mobile\s+signal|childcare|child\s+care|healthcare|health\s+care|social\s+care|care|(?:legal\s+|financial\s+|debt\s+|careers?\s+)?advice|support|services?|help|treatment|(?:gp\s+|doctor'?s?\s+|dental\s+|hospital\s+)?appointments?|benefits|housing|public\s+transport|transport|counselling|therapy|mental\s+health\s+support|food|information|training|funding|grants?|loans?|credit|banking|cash|a\s+dentist|dentists?|a\s+gp|gps?|doctors?|a\s+doctor)`;

const ACCESS = new RegExp(
  String.raw`\bhow\s+(?:do\s+|does\s+|did\s+|can\s+|could\s+)?(?:[\w'-]+\s+){1,6}?(access|get|find|obtain|reach)\s+((?:[\w'-]+\s+){0,2}?${SERVICE})\b`,
  'i',
);

export function readAccess(text: string): AccessRequest | null {
  const match = ACCESS.exec(text);
  if (match === null) return null;
  const service = match[2]!.trim().replace(/^(?:their|your|the)\s+/i, '');
  return { base: `${match[1]!.toLowerCase()} ${service}`, service };
}

/** Services people have all the time rather than reach now and then. */
const CONTINUOUS =
  /\b(?:broadband|internet|wi-?fi|mobile\s+signal|childcare|child\s+care|housing|benefits|banking|credit|social\s+care)$/i;

export function accessQuestions({ base, service }: AccessRequest): BankQuestion[] {
  const now = 'How you get it now';
  const barriers = 'What gets in the way';
  const q = (section: string, priority: number, measures: string, question: BankQuestion['question']) => ({
    section,
    priority,
    measures,
    question,
  });
  return [
    q(now, 1, 'how easy access is', scale(`How easy is it for you to ${base}?`, { required: true })),
    q(now, 2, 'how people get it now', openText(`How do you ${base} at the moment?`)),
    // A service is reached now and then: counted in visits, never in hours a week. Broadband or
    // childcare is there all the time or not at all.
    ...(CONTINUOUS.test(service)
      ? []
      : [
          q(
            now,
            2.5,
            'how often people need it',
            choice(`How often do you ${base}?`, [
              'Every week',
              'A few times a month',
              'A few times a year',
              'Once a year or less',
              'Never',
            ]),
          ),
        ]),
    q(
      barriers,
      3,
      'what makes it hard',
      choice(
        `What, if anything, makes it hard to ${base}?`,
        [
          'The cost',
          'Distance or travel',
          'Waiting times',
          'Not knowing where to go',
          'Opening hours or availability',
          'Forms, language or paperwork',
          "Nothing, it's easy",
        ],
        { multiple: true, allowOther: true },
      ),
    ),
    q(
      barriers,
      4,
      'going without',
      choice(
        `In the past year, have you needed ${service} and not been able to get ${/s$/i.test(service) && !/ss$/i.test(service) ? 'them' : 'it'}?`,
        ['Yes, often', 'Yes, once or twice', 'No'],
      ),
    ),
    q(barriers, 5, 'how well needs are met', scale('How well does what you can get meet your needs?')),
    q(barriers, 6, 'what would help', openText(`What would make it easier to ${base}?`)),
  ];
}
