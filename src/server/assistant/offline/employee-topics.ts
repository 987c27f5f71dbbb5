import { choice, openText, scale } from './question-kit.ts';
import type { LenientQuestion } from './question-kit.ts';

// Workplace topics an employee survey is often about, each with the questions an HR lead would
// ask (blind review C, issue 13: "ask our warehouse staff about safety" asked "How has safety
// affected your workload?", and new hires' onboarding got a generic engagement survey).

export interface TopicQuestion {
  section: string;
  priority: number;
  measures: string;
  question: LenientQuestion;
}

interface EmployeeTopic {
  /** How the survey's title names it: "Safety: employee survey". */
  name: string;
  pattern: RegExp;
  questions: TopicQuestion[];
}

const SAFE = { min: 'Very unsafe', mid: 'Neither safe nor unsafe', max: 'Very safe' };
const OFTEN = ['Always', 'Often', 'Sometimes', 'Rarely', 'Never'];

const TOPICS: readonly EmployeeTopic[] = [
  {
    name: 'Safety',
    pattern: /\b(?:safety|safe|hazards?|accidents?|injur(?:y|ies)|near[\s-]miss(?:es)?|ppe)\b/i,
    questions: [
      {
        section: 'Safety at work',
        priority: 1,
        measures: 'how safe people feel',
        question: scale('How safe do you feel while you work?', { labels: SAFE, required: true }),
      },
      {
        section: 'Safety at work',
        priority: 2,
        measures: 'near misses seen',
        question: choice('In the past month, have you seen a near miss or an unsafe situation?', [
          'Yes, and I reported it',
          "Yes, but I didn't report it",
          'No',
        ]),
      },
      {
        section: 'Safety at work',
        priority: 3,
        measures: 'equipment and training',
        question: choice('Do you have the safety equipment and training you need?', OFTEN.slice(0, 4)),
      },
      {
        section: 'Speaking up',
        priority: 4,
        measures: 'comfort reporting',
        question: scale('How comfortable would you feel reporting a safety concern?', {
          labels: { min: 'Not at all comfortable', mid: 'Somewhat comfortable', max: 'Very comfortable' },
        }),
      },
      {
        section: 'Speaking up',
        priority: 5,
        measures: 'whether reports lead to action',
        question: choice('When someone raises a safety concern, how often does something change?', OFTEN),
      },
      {
        section: 'Safety at work',
        priority: 6,
        measures: 'the biggest risk',
        question: openText('What is the biggest safety risk in your work today?'),
      },
      {
        section: 'Speaking up',
        priority: 7,
        measures: 'one improvement',
        question: openText('What one change would make your workplace safer?'),
      },
    ],
  },
  {
    name: 'Onboarding',
    pattern:
      /\bonboarding\b|\bnew\s+(?:hires?|starters?|joiners?|employees|staff)\b|\bfirst\s+(?:\d+|thirty|sixty|ninety)\s+days\b|\bfirst\s+(?:week|month)s?\b/i,
    questions: [
      {
        section: 'Your first days',
        priority: 1,
        measures: 'readiness on day one',
        question: choice(
          'On your first day, did you have what you needed (equipment, accounts, access)?',
          ['Yes, everything', 'Most of it', 'Very little'],
          { required: true },
        ),
      },
      {
        section: 'Your first days',
        priority: 2,
        measures: 'clarity of the role',
        question: scale('How clear were your role and what was expected of you?', {
          labels: { min: 'Very unclear', mid: 'Somewhat clear', max: 'Very clear' },
        }),
      },
      {
        section: 'Learning the job',
        priority: 3,
        measures: 'usefulness of training',
        question: scale('How useful was the training you received?', {
          labels: { min: 'Not useful', mid: 'Somewhat useful', max: 'Very useful' },
        }),
      },
      {
        section: 'Learning the job',
        priority: 4,
        measures: 'a buddy or mentor',
        question: choice('Did you have a buddy or mentor to turn to?', [
          'Yes, and it helped',
          "Yes, but it didn't help much",
          'No',
        ]),
      },
      {
        section: 'Learning the job',
        priority: 5,
        measures: 'support from the manager',
        question: scale('How supported did you feel by your manager in your first weeks?', {
          labels: { min: 'Not supported', mid: 'Somewhat', max: 'Fully supported' },
        }),
      },
      {
        section: 'Learning the job',
        priority: 6,
        measures: 'time to be productive',
        question: choice('How long did it take before you felt productive?', [
          'Under 2 weeks',
          '2–4 weeks',
          '1–3 months',
          'I am not there yet',
        ]),
      },
      {
        section: 'Your first days',
        priority: 7,
        measures: 'what was missing',
        question: openText(
          'What was missing from your first weeks, or what would you change for the next person?',
        ),
      },
    ],
  },
];

/** The workplace topic's own questions, when the request is about one; null otherwise. */
export function employeeTopicQuestions(text: string): TopicQuestion[] | null {
  return TOPICS.find((topic) => topic.pattern.test(text))?.questions ?? null;
}

/** The workplace topic's name, when the request is about one. */
export function employeeTopicName(text: string): string | null {
  return TOPICS.find((topic) => topic.pattern.test(text))?.name ?? null;
}
