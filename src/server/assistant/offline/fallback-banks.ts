import type { Brief } from './brief.ts';
import { FREQUENCY_OPTIONS, choice, openText, scale, yesNo } from './question-kit.ts';
import { be, does, has, it, template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';
import { TRAVEL_WORDING, subjectNature } from './subject-nature.ts';

// The questions of the general (exploratory) survey, chosen by what the subject is: a product or
// brand is liked and familiar, a problem is lived with, a proposal is supported or opposed, a
// course is taught, people are neither. When the subject's nature is unclear, every question must
// read correctly for any subject ("What is your experience with …").

const AFFECT = { min: 'Not at all', mid: 'Somewhat', max: 'A great deal' };
const QUALITY = { min: 'Poor', mid: 'Fair', max: 'Excellent' };
const CLARITY = { min: 'Not at all clear', mid: 'Fairly clear', max: 'Very clear' };
const USEFUL = { min: 'Not useful', mid: 'Somewhat useful', max: 'Very useful' };
const LIKELY = { min: 'Not at all likely', mid: 'Maybe', max: 'Very likely' };

function offeringQuestions(): QuestionTemplate[] {
  const experience = 'Your experience';
  const views = 'Your views';
  return [
    template({
      section: experience,
      priority: 1,
      measures: 'familiarity',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `How familiar are you with ${subject.reference}?`,
          ['Very familiar', 'Somewhat familiar', `I've only heard of ${it(subject)}`, 'Not familiar at all'],
          { required: true },
        ),
    }),
    template({
      section: experience,
      priority: 2,
      measures: 'first associations',
      needs: ['subject'],
      build: ({ subject }) => openText(`When you think of ${subject.reference}, what comes to mind first?`),
    }),
    template({
      section: experience,
      priority: 3,
      measures: 'importance',
      needs: ['subject'],
      build: ({ subject }) => scale(`How important ${be(subject)} ${subject.reference} to you?`),
    }),
    template({
      section: views,
      priority: 4,
      measures: 'what people like',
      needs: ['subject'],
      build: ({ subject }) => openText(`What do you like most about ${subject.reference}?`),
    }),
    template({
      section: views,
      priority: 5,
      measures: 'frustrations',
      needs: ['subject'],
      build: ({ subject }) => openText(`What, if anything, frustrates you about ${subject.reference}?`),
    }),
    template({
      section: views,
      priority: 6,
      measures: 'satisfaction today',
      needs: ['subject'],
      build: ({ subject }) => scale(`How satisfied are you with ${subject.reference} today?`),
    }),
    ...neutralTail(7),
  ];
}

/** Questions that read correctly whatever the subject is. */
function neutralQuestions(): QuestionTemplate[] {
  const experience = 'Your experience';
  return [
    template({
      section: experience,
      priority: 1,
      measures: 'overall experience',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `How would you describe your experience with ${subject.reference}?`,
          [
            'Very positive',
            'Mostly positive',
            'Mixed',
            'Mostly negative',
            'Very negative',
            'I have no experience of it',
          ],
          { required: true },
        ),
    }),
    template({
      section: experience,
      priority: 2,
      measures: 'experience in their words',
      needs: ['subject'],
      build: ({ subject }) => openText(`What has your experience with ${subject.reference} been like?`),
    }),
    template({
      section: experience,
      priority: 3,
      measures: 'importance',
      needs: ['subject'],
      build: ({ subject }) => scale(`How important ${be(subject)} ${subject.reference} to you?`),
    }),
    template({
      section: 'Your views',
      priority: 4,
      measures: 'what matters most',
      needs: ['subject'],
      build: ({ subject }) => openText(`What matters most to you about ${subject.reference}?`),
    }),
    ...neutralTail(5),
  ];
}

function neutralTail(start: number): QuestionTemplate[] {
  const views = 'Your views';
  return [
    template({
      section: views,
      priority: start,
      measures: 'change over time',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(`How has your experience of ${subject.reference} changed over the past year?`, [
          'Better',
          'About the same',
          'Worse',
          'No experience then',
        ]),
    }),
    template({
      section: views,
      priority: start + 1,
      measures: 'one change',
      needs: ['subject'],
      build: ({ subject }) =>
        openText(`If you could change one thing about ${subject.reference}, what would it be?`),
    }),
    template({
      section: views,
      priority: start + 2,
      measures: 'sources',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `Where do you usually hear about ${subject.reference}?`,
          ['Friends and family', 'News', 'Social media', 'Work or school'],
          { multiple: true, allowOther: true },
        ),
    }),
  ];
}

/** A problem or experience people live with: fatigue, noise, workload, loneliness. */
function issueQuestions(): QuestionTemplate[] {
  const effect = 'How it affects you';
  const help = 'What helps';
  return [
    template({
      section: effect,
      priority: 1,
      measures: 'how much it affects people',
      needs: ['subject'],
      build: ({ subject }) =>
        scale(`How much ${does(subject)} ${subject.reference} affect you day to day?`, {
          labels: AFFECT,
          required: true,
        }),
    }),
    template({
      section: effect,
      priority: 2,
      measures: 'how often',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(`In the past month, how often ${has(subject)} ${subject.reference} affected you?`, [
          'Never',
          'Rarely',
          'Sometimes',
          'Often',
          'All the time',
        ]),
    }),
    template({
      section: effect,
      priority: 3,
      measures: 'experience in their words',
      needs: ['subject'],
      build: ({ subject }) => openText(`In your own words, what is your experience of ${subject.reference}?`),
    }),
    template({
      section: help,
      priority: 4,
      measures: 'what makes it worse',
      needs: ['subject'],
      build: ({ subject }) => openText(`What makes ${subject.reference} worse for you?`),
    }),
    template({
      section: help,
      priority: 5,
      measures: 'what helps',
      needs: ['subject'],
      build: ({ subject }) => openText(`What, if anything, helps you deal with ${subject.reference}?`),
    }),
    template({
      section: help,
      priority: 6,
      measures: 'support',
      needs: ['subject'],
      build: ({ subject }) =>
        scale(`How well supported do you feel in dealing with ${subject.reference}?`, {
          labels: { min: 'Not at all supported', mid: 'Somewhat supported', max: 'Fully supported' },
        }),
    }),
    template({
      section: help,
      priority: 7,
      measures: 'change over time',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(`Over the past year, has ${subject.reference} got better or worse for you?`, [
          'Better',
          'About the same',
          'Worse',
          'Not sure',
        ]),
    }),
    template({
      section: help,
      priority: 8,
      measures: 'the change that would help most',
      needs: ['subject'],
      build: ({ subject }) =>
        openText(`What one change would make the biggest difference to ${subject.reference} for you?`),
    }),
  ];
}

const CIVIC =
  /\b(?:council|city|town|village|street|road|neighbou?rhood|residents?|locals?|district|borough|area)\b/i;

/** A proposed change put to the people it affects: a bike lane, a policy, a four-day week. */
export function proposalQuestions(): QuestionTemplate[] {
  const view = 'Your view';
  const you = 'How it affects you';
  return [
    template({
      section: view,
      priority: 1,
      measures: 'how informed people feel',
      needs: ['subject'],
      build: ({ subject }) =>
        scale(`How well informed do you feel about ${subject.reference}?`, {
          labels: { min: 'Not at all informed', mid: 'Fairly informed', max: 'Very well informed' },
        }),
    }),
    template({
      section: view,
      priority: 2,
      measures: 'support or opposition',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `Overall, do you support or oppose ${subject.reference}?`,
          [
            'Strongly support',
            'Tend to support',
            'Neither support nor oppose',
            'Tend to oppose',
            'Strongly oppose',
          ],
          { required: true },
        ),
    }),
    template({
      section: view,
      priority: 3,
      measures: 'the reason for their view',
      needs: [],
      build: () => openText('What is the main reason for your view?'),
    }),
    template({
      section: you,
      priority: 4,
      measures: 'effect on them',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(`How would ${subject.reference} affect you?`, [
          'Mostly positively',
          'Mostly negatively',
          'A bit of both',
          'No effect on me',
          'Not sure',
        ]),
    }),
    template({
      section: you,
      priority: 5,
      measures: 'how people travel',
      needs: [],
      when: (brief) => TRAVEL_WORDING.test(brief.text),
      build: () =>
        choice(
          'How do you usually travel around the area?',
          ['On foot', 'By bike or scooter', 'By bus or train', 'By car', 'By taxi'],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: you,
      priority: 6,
      measures: 'connection to the area',
      needs: [],
      when: (brief) => CIVIC.test(brief.text) || TRAVEL_WORDING.test(brief.text),
      build: () =>
        choice(
          'Which of these describe you?',
          ['I live nearby', 'I work nearby', 'I travel through the area', 'I run a business nearby'],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: you,
      priority: 7,
      measures: 'concerns',
      needs: ['subject'],
      build: ({ subject }) => openText(`What concerns, if any, do you have about ${subject.reference}?`),
    }),
    template({
      section: you,
      priority: 8,
      measures: 'what would make it work',
      needs: ['subject'],
      build: ({ subject }) => openText(`What would make ${subject.reference} work better for you?`),
    }),
  ];
}

/** Learners who are children, so that their parents answer: "kids swimming lessons", "junior tennis". */
const CHILD_LEARNERS = /\b(?:kids?|children|child's|child|juniors?|toddlers?|bab(?:y|ies)|under-?\d+s?)\b/i;

/** Children learning outside school ("kids swimming lessons"): their parents answer for them. */
function childLearners(brief: Brief): boolean {
  return CHILD_LEARNERS.test(brief.text) && !FORMAL_EDUCATION.test(brief.text);
}

const FORMAL_EDUCATION =
  /\b(?:students?|undergrad\w*|university|college|school|module|lectures?|exams?|assessments?|grades?|evaluation|semester|term)\b/i;

/** A course or class: teaching, materials, pace, assessment. */
export function courseQuestions(): QuestionTemplate[] {
  const course = 'The course';
  const learning = 'Your learning';
  return [
    template({
      section: course,
      priority: 1,
      measures: 'overall rating',
      needs: ['subject'],
      build: ({ subject }) =>
        scale(`Overall, how would you rate ${subject.reference}?`, { labels: QUALITY, required: true }),
    }),
    template({
      section: course,
      priority: 2,
      measures: 'teaching',
      needs: [],
      build: () => scale('How clear was the teaching?', { labels: CLARITY }),
    }),
    template({
      section: course,
      priority: 3,
      measures: 'materials',
      needs: [],
      when: (brief) => !childLearners(brief),
      build: () => scale('How useful were the materials and resources?', { labels: USEFUL }),
    }),
    // "feedback on the kids swimming lessons": parents answer for their children, so the questions
    // ask how the child is getting on, not how the respondent learned.
    template({
      section: course,
      priority: 3,
      measures: "the child's enjoyment",
      needs: ['subject'],
      when: childLearners,
      build: ({ subject }) =>
        choice(`How much does your child enjoy ${subject.reference}?`, [
          'A lot',
          'Quite a bit',
          'A little',
          'Not at all',
        ]),
    }),
    template({
      section: course,
      priority: 4,
      measures: 'pace',
      needs: [],
      build: () => choice('How did you find the pace?', ['Too slow', 'About right', 'Too fast']),
    }),
    template({
      section: course,
      priority: 5,
      measures: 'assessment',
      needs: [],
      when: (brief) => FORMAL_EDUCATION.test(brief.text),
      build: () =>
        scale('How clear and fair were the assignments and assessment?', {
          labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
        }),
    }),
    template({
      section: learning,
      priority: 6,
      measures: 'confidence gained',
      needs: [],
      when: (brief) => !childLearners(brief),
      build: () =>
        scale('How confident do you feel using what you learned?', {
          labels: { min: 'Not confident', mid: 'Fairly confident', max: 'Very confident' },
        }),
    }),
    template({
      section: learning,
      priority: 6,
      measures: "the child's progress",
      needs: [],
      when: childLearners,
      build: () =>
        choice('How much progress has your child made?', ['A lot', 'Some', 'A little', 'None yet']),
    }),
    template({
      section: learning,
      priority: 4.5,
      measures: 'most useful part',
      needs: ['subject'],
      build: ({ subject }) => openText(`What was the most useful part of ${subject.reference}?`),
    }),
    template({
      section: learning,
      priority: 8,
      measures: 'one improvement',
      needs: ['subject'],
      build: ({ subject }) => openText(`What one thing would improve ${subject.reference}?`),
    }),
    template({
      section: learning,
      priority: 9,
      measures: 'would recommend',
      needs: ['subject'],
      build: ({ subject }) =>
        scale(`How likely are you to recommend ${subject.reference} to others?`, { labels: LIKELY }),
    }),
  ];
}

/** A group of people: members, donors, alumni. They take part; they are not a thing to rate. */
function peopleQuestions(): QuestionTemplate[] {
  const part = 'Taking part';
  return [
    template({
      section: part,
      priority: 1,
      measures: 'involvement',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `How involved are you with ${subject.reference}?`,
          ['Very involved', 'Somewhat involved', 'A little involved', 'Not involved'],
          { required: true },
        ),
    }),
    template({
      section: part,
      priority: 2,
      measures: 'how often in touch',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(`How often are you in touch with ${subject.reference}?`, [...FREQUENCY_OPTIONS, 'Never']),
    }),
    template({
      section: part,
      priority: 3,
      measures: 'experience',
      needs: ['subject'],
      build: ({ subject }) => openText(`What is your experience with ${subject.reference}?`),
    }),
    template({
      section: part,
      priority: 4,
      measures: 'what matters most',
      needs: ['subject'],
      build: ({ subject }) => openText(`What matters most to you about ${subject.reference}?`),
    }),
    template({
      section: 'Looking ahead',
      priority: 5,
      measures: 'what gets in the way',
      needs: [],
      build: () => openText('What, if anything, makes it harder for you to take part?'),
    }),
    template({
      section: 'Looking ahead',
      priority: 6,
      measures: 'feeling valued',
      needs: [],
      build: () =>
        scale('How valued do you feel?', {
          labels: { min: 'Not at all valued', mid: 'Somewhat valued', max: 'Very valued' },
        }),
    }),
    template({
      section: 'Looking ahead',
      priority: 7,
      measures: 'one improvement',
      needs: [],
      build: () => openText('What one thing should we do differently?'),
    }),
    template({
      section: 'Looking ahead',
      priority: 8,
      measures: 'staying involved',
      needs: [],
      build: () => yesNo('Do you expect to stay involved over the next year?'),
    }),
  ];
}

/** The general survey's questions for this brief's subject. */
export function exploratoryQuestions(brief: Brief): QuestionTemplate[] {
  switch (subjectNature(brief)) {
    case 'offering':
      return offeringQuestions();
    case 'issue':
      return issueQuestions();
    case 'proposal':
      return proposalQuestions();
    case 'course':
      return courseQuestions();
    case 'people':
      return peopleQuestions();
    case 'arrangement':
    case 'unknown':
      return neutralQuestions();
  }
}
