import type { Brief, Subject } from './brief.ts';
import { choice, openText, scale, slider, yesNo } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// Services that are not a visit to a counter (blind reviews O and P: a planning application, a
// claims process, the bin collection and a care home were all asked "How long did you have to
// wait? No wait / Under 10 minutes" and "How clear were the instructions?").
// - A process is gone through over days or weeks: how easy it was to follow, how long it took
//   from start to finish, whether people were kept informed or had to chase.
// - A regular service comes to people or their home (a collection, cleaning, repairs, servicing):
//   how reliable it is, whether they are told about changes and how problems are put right.
// - A care home is where someone lives: how well they are cared for, how they seem, how welcome
//   their family feels and how concerns are dealt with.

export type NonVisitService = 'process' | 'regular' | 'care-home';

const PROCESS =
  /\b(?:process(?:es)?|(?:applications?|claims?|admissions?|enrol+ments?|registrations?|appeals?|complaints?|refunds?|returns|renewals?|sign-?ups?)(?:\s+(?:process|procedure))?)$/i;

/** Done for people again and again, at their home or for their street; a visit stays a visit. */
const REGULAR =
  /\b(?:cleaning|collections?|mowing|gardening|maintenance|repairs?|servicing|home\s+care|domiciliary\s+care|laundry|pest\s+control)(?:\s+(?:services?|rounds?|contracts?|teams?))?$|\b(?:cleaning|collection|repairs?|care|maintenance|gardening)\s+(?:services?|rounds?)$/i;

const CARE_HOME = /\b(?:care|nursing|residential|retirement)\s+homes?$/i;

/** The kind of service the brief's subject is, when it is not a visit; null otherwise. */
export function nonVisitService(brief: Brief): NonVisitService | null {
  const name = brief.subject?.name ?? '';
  if (CARE_HOME.test(name)) return 'care-home';
  if (PROCESS.test(name)) return 'process';
  if (REGULAR.test(name)) return 'regular';
  return null;
}

/** Families asked about the home a relative lives in, rather than the people who live there. */
const RELATIVES =
  /\b(?:famil(?:y|ies)|relatives?|next\s+of\s+kin|sons|daughters)\b|\btheir\s+(?:mum|mom|dad|mother|father|parents?|relatives?|loved\s+ones?|grandparents?)\b/i;

export function nonVisitServiceQuestions(kind: NonVisitService, brief: Brief): QuestionTemplate[] {
  const subject = brief.subject!;
  switch (kind) {
    case 'process':
      return processQuestions(subject, brief.owner);
    case 'regular':
      return regularQuestions(subject, brief.owner, /\bcouncil\b/i.test(brief.text));
    case 'care-home':
      return careHomeQuestions(subject, RELATIVES.test(`${brief.audience ?? ''} ${brief.text}`));
  }
}

function overall(subject: Subject, section: string): QuestionTemplate {
  return template({
    section,
    priority: 1,
    measures: 'overall rating',
    needs: [],
    build: () => scale(`Overall, how would you rate ${subject.reference}?`, { required: true }),
  });
}

function processQuestions(subject: Subject, owner: boolean): QuestionTemplate[] {
  const going = 'Going through it';
  const after = 'Looking back';
  const ref = subject.reference;
  return [
    overall(subject, going),
    template({
      section: going,
      priority: 2,
      measures: 'how easy it was to follow',
      needs: [],
      build: () => scale(`How easy was ${ref} to follow?`),
    }),
    template({
      section: going,
      priority: 3,
      measures: 'how long it took',
      needs: [],
      build: () =>
        choice(`How long did ${ref} take from start to finish?`, [
          'Less than a week',
          '1–4 weeks',
          '1–3 months',
          'More than 3 months',
          "It isn't finished yet",
        ]),
    }),
    template({
      section: going,
      priority: 4,
      measures: 'being kept informed',
      needs: [],
      build: () => scale('How well were you kept informed about progress?'),
    }),
    template({
      section: going,
      priority: 5,
      measures: 'clarity of what was needed',
      needs: [],
      build: () => scale('How clear was it what information or documents you needed to provide?'),
    }),
    template({
      section: after,
      priority: 6,
      measures: 'chasing',
      needs: [],
      build: () => yesNo(`Did you have to chase ${owner ? 'us' : 'anyone'} for an update?`),
    }),
    template({
      section: after,
      priority: 7,
      measures: 'the hardest part',
      needs: [],
      build: () => openText(`What was the hardest part of ${ref}?`),
    }),
    template({
      section: after,
      priority: 8,
      measures: 'what could be better',
      needs: [],
      build: () => openText('What could have been better?'),
    }),
  ];
}

function regularQuestions(subject: Subject, owner: boolean, publicService: boolean): QuestionTemplate[] {
  const service = 'The service';
  const problems = 'When things go wrong';
  const ref = subject.reference;
  const is = subject.plural ? 'are' : 'is';
  return [
    overall(subject, service),
    template({
      section: service,
      priority: 2,
      measures: 'reliability',
      needs: [],
      build: () => scale(`How reliable ${is} ${ref}?`),
    }),
    template({
      section: service,
      priority: 3,
      measures: 'quality of the work',
      needs: [],
      build: () =>
        scale(`How would you rate the quality of the ${/\bcare\b/i.test(subject.name) ? 'care' : 'work'}?`),
    }),
    template({
      section: service,
      priority: 4,
      measures: 'being kept informed',
      needs: [],
      build: () => scale('How well are you told about changes, such as a missed or moved day?'),
    }),
    template({
      section: problems,
      priority: 5,
      measures: 'putting problems right',
      needs: [],
      build: () =>
        choice('When something has gone wrong, how well was it put right?', [
          'Very well',
          'Quite well',
          'Not very well',
          'Not at all',
          'Nothing has gone wrong',
        ]),
    }),
    template({
      section: problems,
      priority: 6,
      measures: 'ease of getting in touch',
      needs: [],
      build: () => scale(`How easy is it to get in touch with ${owner ? 'us' : 'them'} when you need to?`),
    }),
    template({
      section: problems,
      priority: 7,
      measures: 'the one improvement',
      needs: [],
      build: () => openText(`What one thing would most improve ${ref}?`),
    }),
    // Nobody recommends the council's bin collection to a friend.
    ...(publicService
      ? []
      : [
          template({
            section: problems,
            priority: 8,
            measures: 'likelihood to recommend',
            needs: [],
            build: () => slider(`How likely are you to recommend ${ref} to friends or family?`, { max: 10 }),
          }),
        ]),
  ];
}

function careHomeQuestions(subject: Subject, relatives: boolean): QuestionTemplate[] {
  const care = 'Care';
  const living = 'Living there';
  const ref = subject.reference;
  const who = relatives ? 'your relative' : 'you';
  return [
    overall(subject, care),
    template({
      section: care,
      priority: 2,
      measures: 'how well people are cared for',
      needs: [],
      build: () => scale(`How well do the staff care for ${who}?`),
    }),
    template({
      section: care,
      priority: 3,
      measures: 'health and personal care',
      needs: [],
      build: () =>
        scale(`How well are ${relatives ? "your relative's" : 'your'} health and personal care needs met?`),
    }),
    template({
      section: living,
      priority: 4,
      measures: 'how happy people are there',
      needs: [],
      build: () =>
        relatives
          ? scale('How happy does your relative seem living there?')
          : scale(`How much does ${ref} feel like home to you?`),
    }),
    ...(relatives
      ? [
          template({
            section: living,
            priority: 5,
            measures: 'how welcome families feel',
            needs: [],
            build: () => scale('How welcome do you feel when you visit?'),
          }),
          template({
            section: living,
            priority: 6,
            measures: 'being kept informed',
            needs: [],
            build: () => scale(`How well does ${ref} keep you informed about your relative?`),
          }),
        ]
      : [
          template({
            section: living,
            priority: 5,
            measures: 'food and activities',
            needs: [],
            build: () => scale('How would you rate the food and the activities on offer?'),
          }),
        ]),
    template({
      section: living,
      priority: 7,
      measures: 'how concerns are dealt with',
      needs: [],
      build: () =>
        choice('When you raise a concern, how well is it dealt with?', [
          'Very well',
          'Quite well',
          'Not very well',
          'Not at all',
          "I haven't raised one",
        ]),
    }),
    template({
      section: living,
      priority: 8,
      measures: 'the one improvement',
      needs: [],
      build: () => openText(`What one thing would most improve ${ref}?`),
    }),
  ];
}
