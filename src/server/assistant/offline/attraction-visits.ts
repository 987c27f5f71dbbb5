import type { Subject } from './brief.ts';
import { choice, openText, scale } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// A visit to a place people walk round rather than a counter they are served at: a garden, a
// park, a trail, a museum, a castle (blind reviews O and P: "visitors to our community garden" and
// "how do visitors rate the new sculpture trail" were asked "How long did you have to wait?" and
// "How clearly did the staff explain things to you?"). What such a visit is made of is what
// people enjoyed, how well kept it is, finding the way, the facilities, how long they stayed and
// whether they would come back. Which subjects are such places is read in subject-nature.ts
// (attractionVisited), where their nature is settled.

export function attractionQuestions(subject: Subject): QuestionTemplate[] {
  const visit = 'Your visit';
  const next = 'Next time';
  const ref = subject.reference;
  const is = subject.plural ? 'are' : 'is';
  return [
    template({
      section: visit,
      priority: 1,
      measures: 'overall rating',
      needs: [],
      build: () => scale(`Overall, how would you rate ${ref}?`, { required: true }),
    }),
    template({
      section: visit,
      priority: 2,
      measures: 'what people enjoyed',
      needs: [],
      build: () => openText(`What did you enjoy most about ${ref}?`),
    }),
    template({
      section: visit,
      priority: 3,
      measures: 'how well kept it is',
      needs: [],
      build: () => scale(`How clean and well kept ${is} ${ref}?`),
    }),
    template({
      section: visit,
      priority: 4,
      measures: 'finding the way',
      needs: [],
      build: () => scale('How easy was it to find your way around?'),
    }),
    template({
      section: visit,
      priority: 5,
      measures: 'the facilities',
      needs: [],
      build: () => scale('How would you rate the facilities, such as toilets, seating and parking?'),
    }),
    template({
      section: next,
      priority: 6,
      measures: 'coming back',
      needs: [],
      build: () => scale('How likely are you to come back?'),
    }),
    template({
      section: visit,
      priority: 4.5,
      measures: 'how long people stayed',
      needs: [],
      build: () =>
        choice('How long did you spend there?', ['Under an hour', '1–2 hours', 'Half a day', 'A whole day']),
    }),
    template({
      section: next,
      priority: 8,
      measures: 'what would make it better',
      needs: [],
      build: () => openText(`What would make ${ref} better?`),
    }),
  ];
}
