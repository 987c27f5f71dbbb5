import type { Brief } from './brief.ts';
import { choice, openText, scale } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// How people get somewhere: "how do commuters get to work", "how do students travel to campus",
// "how do staff get to the office" (blind review P: the first was padding only, "work" read as
// the doing; the second a task's step-by-step workflow; the third a job satisfaction survey). A
// journey is asked as one: how people travel, how long it takes, what makes it harder and what
// would help.

export interface Journey {
  /** "work", "campus", "the office". */
  destination: string;
}

const JOURNEY =
  /\bhow\s+(?:do|does|did|can|could|would)?\s*(?:[\w'-]+\s+){1,5}?(?:get|travel|commute|go|come|cycle|walk|drive)\s+(?:in\s*to|into|to)\s+((?:the|our|their|your)\s+(?:[\w'-]+\s+){0,2}?(?:office|offices|campus|school|college|university|hospital|station|site|depot|warehouse|factory|stadium|ground|venue|festival|centre|center|city|town|shops?|clinic|surgery|library|gym)|work|school|campus|college|uni|university|town|the\s+city)\b/i;

export function readJourney(brief: Brief): Journey | null {
  const match = JOURNEY.exec(brief.text);
  if (match === null) return null;
  return { destination: match[1]!.replace(/^their\s/i, 'your ').replace(/^uni$/i, 'university') };
}

export function journeyQuestions({ destination }: Journey): QuestionTemplate[] {
  const journey = 'Your journey';
  const better = 'What would help';
  return [
    template({
      section: journey,
      priority: 1,
      measures: 'how people travel',
      needs: [],
      build: () =>
        choice(
          `How do you usually get to ${destination}?`,
          [
            'On foot',
            'By bike or scooter',
            'By bus',
            'By train or tram',
            'By car, on my own',
            'By car, sharing',
            'By taxi',
          ],
          { allowOther: true, required: true },
        ),
    }),
    template({
      section: journey,
      priority: 2,
      measures: 'how long the journey takes',
      needs: [],
      build: () =>
        choice('How long does the journey usually take, door to door?', [
          'Under 15 minutes',
          '15–30 minutes',
          '30–60 minutes',
          'More than an hour',
        ]),
    }),
    template({
      section: journey,
      priority: 3,
      measures: 'satisfaction with the journey',
      needs: [],
      build: () => scale(`How satisfied are you with your journey to ${destination}?`),
    }),
    template({
      section: better,
      priority: 4,
      measures: 'what makes it harder',
      needs: [],
      build: () =>
        choice(
          'What, if anything, makes the journey harder?',
          [
            'The cost',
            'Delays or unreliable services',
            'Traffic',
            'Parking',
            'Safety',
            'The weather',
            'Nothing',
          ],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: better,
      priority: 5,
      measures: 'what would help',
      needs: [],
      build: () => openText('What would make the journey easier for you?'),
    }),
    template({
      section: better,
      priority: 6,
      measures: 'openness to another way',
      needs: [],
      build: () =>
        choice(`Would you consider another way of getting to ${destination}?`, ['Yes', 'Maybe', 'No']),
    }),
    template({
      section: better,
      priority: 7,
      measures: 'how often people make the journey',
      needs: [],
      build: () =>
        choice('How many days a week do you usually make this journey?', ['1', '2', '3', '4', '5 or more']),
    }),
  ];
}

/** "How commuters get to work". */
export function journeyTitle({ destination }: Journey, brief: Brief): string {
  return `How ${brief.audience ?? 'people'} get to ${destination.replace(/^your\s/i, 'their ')}`;
}
