import { choice, openText, scale } from './question-kit.ts';
import type { BankQuestion } from './question-kit.ts';

// Some things named like events are not occasions people attend once: an exhibition stands for
// months and is visited; a breakfast a hotel added is served every day and eaten. Asking how well
// organised they were, how long they lasted or whether people would "attend a similar event"
// reads wrong; they are asked about as what they are.

export type StandingOffering = 'display' | 'meal';

const DISPLAY = /\b(?:exhibits?|exhibitions?|displays?|galler(?:y|ies)|installations?|trails?)$/i;
const MEAL = /\b(?:breakfasts?|brunch(?:es)?|lunch(?:es)?|dinners?|buffets?)$/i;
/** Meals that are occasions: "the charity gala dinner", "a networking breakfast", "team lunch". */
const MEAL_OCCASION =
  /\b(?:gala|networking|charity|awards?|annual|christmas|festive|team|club|fundrais\w*|launch|business|anniversary|reunion|wedding|party|celebration|ball|event|supper\s+club|leaving|retirement|welcome)\b/i;

/** Whether a subject named like an event is a display visited or a meal served; null when an occasion. */
export function standingOffering(name: string, text: string): StandingOffering | null {
  if (DISPLAY.test(name)) return 'display';
  if (MEAL.test(name) && !MEAL_OCCASION.test(text)) return 'meal';
  return null;
}

/** What a display or a served meal is asked about, after the overall rating. */
export function standingOfferingQuestions(kind: StandingOffering, reference: string): BankQuestion[] {
  const section = 'Your visit';
  const questions =
    kind === 'display'
      ? [
          scale(`How interesting did you find ${reference}?`),
          scale(`How much did you learn from ${reference}?`),
          scale(`How easy was it to find your way around ${reference}?`),
          choice(`How long did you spend at ${reference}?`, [
            'Less than 30 minutes',
            '30 minutes to an hour',
            '1–2 hours',
            'More than 2 hours',
          ]),
          scale(`How likely are you to recommend ${reference} to friends or family?`),
        ]
      : [
          scale('How would you rate the taste and quality of the food?'),
          scale('How would you rate the choice on offer?'),
          scale('How would you rate the value for money?'),
          scale(`How likely are you to have ${reference} again?`),
        ];
  return [
    ...questions.map((question, index) => ({
      section,
      priority: 2 + index,
      measures: String(question.text).toLowerCase(),
      question,
    })),
    {
      section: 'Your ideas',
      // Before the last closed questions: a six-question draft keeps one open answer.
      priority: 4.5,
      measures: 'the best part',
      question: openText(`What did you like most about ${reference}?`),
    },
    {
      section: 'Your ideas',
      priority: 9,
      measures: 'what to change',
      question: openText(`What would you change about ${reference}?`),
    },
  ];
}
