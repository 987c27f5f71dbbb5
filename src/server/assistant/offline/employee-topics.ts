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

const OFTEN_REVERSED = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];
const CHANGE = ['Much better', 'A little better', 'About the same', 'A little worse', 'Much worse'];

const AGREE = { min: 'Strongly disagree', mid: 'Neither agree nor disagree', max: 'Strongly agree' };

/**
 * The surroundings and amenities of work (a car park, an office layout, a break room): changed
 * for staff, but not a way of working, so they do not add to a workload, need explaining or call
 * for support the way a new tool or process does. Matched anywhere in the subject's name ("the
 * staff parking permit scheme", "the new seating plan").
 */
const WORKPLACE_SURROUNDINGS =
  /\b(?:parking|car\s*parks?|layouts?|seating|desks?|hot[\s-]?desking|floor\s*plans?|break\s*rooms?|kitchens?|canteens?|cafeterias?|staff\s*rooms?|lounges?|furniture|lockers?|changing\s*rooms?|showers?|bike\s*(?:storage|sheds?|racks?)|lighting|heating|air\s*con\w*|decor|refurb\w*|fit[\s-]?out|uniforms?|lifts?|toilets?|vending\s*machines?)\b/i;

// "new staff car park permits": "new staff" before a workplace amenity names the amenity's users,
// not new hires.
const NEW_STARTERS = new RegExp(
  String.raw`\bnew\s+(?:hires?|starters?|joiners?|employees|staff)\b(?!\s+(?:[a-z-]+\s+)?` +
    WORKPLACE_SURROUNDINGS.source.replace(/^\\b/, '') +
    ')',
  'i',
);

const TOPICS: readonly EmployeeTopic[] = [
  {
    name: 'Manager effectiveness',
    pattern:
      /\bmanager\s+(?:effectiveness|feedback|review|360|survey)\b|\bupward\s+feedback\b|\b360[\s-]?(?:degree\s+)?(?:feedback|review)\b/i,
    questions: [
      {
        section: 'Your manager',
        priority: 1,
        measures: 'clear expectations',
        question: scale('How clear is your manager about what is expected of you?', {
          labels: { min: 'Not at all clear', mid: 'Somewhat clear', max: 'Very clear' },
          required: true,
        }),
      },
      {
        section: 'Your manager',
        priority: 2,
        measures: 'useful feedback',
        question: choice('How often does your manager give you useful feedback?', [
          'Every week',
          'Every month',
          'A few times a year',
          'Rarely',
          'Never',
        ]),
      },
      {
        section: 'Your manager',
        priority: 3,
        measures: 'support for growth',
        question: scale('How well does your manager support your growth?'),
      },
      {
        section: 'Your manager',
        priority: 4,
        measures: 'recognition',
        question: scale('How well does your manager recognise good work?'),
      },
      {
        section: 'Your manager',
        priority: 5,
        measures: 'fairness',
        question: scale('How fairly does your manager treat everyone in the team?'),
      },
      {
        section: 'What to change',
        priority: 6,
        measures: 'start, stop, keep',
        question: openText('What should your manager start, stop or keep doing?'),
      },
    ],
  },
  {
    name: 'Team retrospective',
    pattern: /\bretro(?:spective)?s?\b/i,
    questions: [
      {
        section: 'Looking back',
        priority: 1,
        measures: 'how the team worked together',
        question: scale('How well did the team work together this period?', {
          labels: { min: 'Very poorly', mid: 'Neither well nor poorly', max: 'Very well' },
        }),
      },
      {
        section: 'Looking back',
        priority: 2,
        measures: 'what went well',
        question: openText('What went well?'),
      },
      {
        section: 'Looking back',
        priority: 3,
        measures: 'what got in the way',
        question: openText('What got in the way of your work?'),
      },
      {
        section: 'Looking back',
        priority: 4,
        measures: 'clarity of goals',
        question: scale("How clear were the team's goals and priorities?", {
          labels: { min: 'Not at all clear', mid: 'Somewhat clear', max: 'Very clear' },
        }),
      },
      {
        section: 'Looking back',
        priority: 5,
        measures: 'sustainable pace',
        question: choice('How sustainable was your workload?', [
          'Very sustainable',
          'Mostly sustainable',
          'Hard to keep up',
          'Not sustainable',
        ]),
      },
      {
        section: 'Next time',
        priority: 6,
        measures: 'what to change',
        question: openText('What should we start, stop or keep doing next time?'),
      },
    ],
  },
  // Before safety: "whether employees feel safe reporting harassment" is about conduct and speaking
  // up, not hazards and protective equipment (blind review I).
  {
    name: 'Harassment and speaking up',
    pattern:
      /\b(?:harass\w*|bullying|bullied|discriminat\w*|misconduct|inappropriate\s+behaviou?r|respect\s+at\s+work)\b/i,
    questions: [
      {
        section: 'Your experience',
        priority: 1,
        measures: 'harassment experienced',
        question: choice(
          'In the past 12 months, have you experienced harassment, bullying or discrimination at work?',
          ['Yes', 'No', 'Prefer not to say'],
          { required: true },
        ),
      },
      {
        section: 'Your experience',
        priority: 2,
        measures: 'harassment witnessed',
        question: choice(
          'In the past 12 months, have you seen a colleague being harassed, bullied or discriminated against?',
          ['Yes', 'No', 'Prefer not to say'],
        ),
      },
      {
        section: 'Speaking up',
        priority: 3,
        measures: 'whether it was reported',
        question: choice('If you experienced or saw it, did you report it?', [
          'Yes',
          'No',
          'I have not experienced or seen it',
        ]),
      },
      {
        section: 'Speaking up',
        priority: 4,
        measures: 'how safe reporting feels',
        question: scale('How safe would you feel reporting harassment here?', { labels: SAFE }),
      },
      {
        section: 'Speaking up',
        priority: 5,
        measures: 'knowing how to report',
        question: choice('Do you know how to report harassment confidentially?', ['Yes', 'Not sure', 'No']),
      },
      {
        section: 'Speaking up',
        priority: 6,
        measures: 'trust that reports are acted on',
        question: scale('How confident are you that a report would be taken seriously and acted on?', {
          labels: { min: 'Not at all confident', mid: 'Somewhat confident', max: 'Very confident' },
        }),
      },
      {
        section: 'Speaking up',
        priority: 7,
        measures: 'what would help',
        question: openText('What would make it easier to speak up?'),
      },
    ],
  },
  {
    name: 'Performance reviews',
    pattern: /\bperformance\s+(?:reviews?|appraisals?|evaluations?|management)\b|\bappraisals?\b/i,
    questions: [
      {
        section: 'Your last review',
        priority: 1,
        measures: 'fairness of the rating',
        question: scale('My last performance rating was fair.', { labels: AGREE, required: true }),
      },
      {
        section: 'Your last review',
        priority: 2,
        measures: 'clear criteria',
        question: scale('I understood how I would be assessed before the review.', { labels: AGREE }),
      },
      {
        section: 'Your last review',
        priority: 3,
        measures: 'evidence used',
        question: scale('The review was based on evidence of my work, not impressions.', { labels: AGREE }),
      },
      {
        section: 'The process',
        priority: 4,
        measures: 'consistency across teams',
        question: scale('People in different teams are assessed by the same standards.', { labels: AGREE }),
      },
      {
        section: 'The process',
        priority: 5,
        measures: 'manager preparation',
        question: scale('My manager was well prepared for my review.', { labels: AGREE }),
      },
      {
        section: 'The process',
        priority: 6,
        measures: 'able to disagree',
        question: scale('I could disagree with my review without it counting against me.', { labels: AGREE }),
      },
      {
        section: 'The process',
        priority: 7,
        measures: 'one change',
        question: openText('What one change would make performance reviews fairer or more useful?'),
      },
    ],
  },
  {
    // "wellbeing check-in for our warehouse staff": how people are, body and mind, and the support
    // there is; work-life balance is one part of it (blind review P: only balance was asked).
    name: 'Wellbeing',
    pattern: /\bwell-?being\b|\bwell\s+being\b|\bmental\s+health\b/i,
    questions: [
      {
        section: 'How you are doing',
        priority: 1,
        measures: 'wellbeing overall',
        question: scale('Overall, how would you rate your wellbeing at work at the moment?', {
          labels: { min: 'Very poor', mid: 'Okay', max: 'Very good' },
          required: true,
        }),
      },
      {
        section: 'How you are doing',
        priority: 2,
        measures: 'stress',
        question: choice('How often do you feel stressed at work?', OFTEN_REVERSED),
      },
      {
        section: 'How you are doing',
        priority: 3,
        measures: 'exhaustion',
        question: choice('How often do you finish a working day or shift feeling exhausted?', OFTEN_REVERSED),
      },
      {
        section: 'Your work',
        priority: 4,
        measures: 'workload',
        question: scale('How manageable is your workload?', {
          labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
        }),
      },
      {
        section: 'Your work',
        priority: 5,
        measures: 'physical strain',
        question: choice('Does your work cause you physical strain or pain?', ['No', 'Sometimes', 'Often']),
      },
      {
        section: 'Support',
        priority: 6,
        measures: 'talking to a manager',
        question: scale('How comfortable would you feel talking to your manager about your wellbeing?', {
          labels: { min: 'Very uncomfortable', mid: 'Neutral', max: 'Very comfortable' },
        }),
      },
      {
        section: 'Support',
        priority: 7,
        measures: 'knowing the support on offer',
        question: choice('Do you know what support is available if you are struggling?', [
          'Yes, and I have used it',
          "Yes, but I haven't used it",
          'No',
        ]),
      },
      {
        section: 'Support',
        priority: 5.5,
        measures: 'one change',
        question: openText('What one thing would most improve your wellbeing at work?'),
      },
    ],
  },
  {
    name: 'Work-life balance',
    pattern: /\bwork[\s-]life\s+balance\b|\bswitch(?:ing)?\s+off\b|\bboundaries\b/i,
    questions: [
      {
        section: 'Your balance',
        priority: 1,
        measures: 'satisfaction with balance',
        question: scale(
          'How satisfied are you with the balance between your work and the rest of your life?',
          {
            required: true,
          },
        ),
      },
      {
        section: 'Your balance',
        priority: 2,
        measures: 'work spilling over',
        question: choice(
          'How often does work spill into your evenings, weekends or time off?',
          OFTEN_REVERSED,
        ),
      },
      {
        section: 'Your balance',
        priority: 3,
        measures: 'extra hours',
        question: choice('In a typical week, how many hours do you work beyond your contracted hours?', [
          'None',
          'Up to 2 hours',
          '3–5 hours',
          '6–10 hours',
          'More than 10 hours',
        ]),
      },
      {
        section: 'Your balance',
        priority: 4,
        measures: 'switching off',
        question: scale('How well are you able to switch off after work?', {
          labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
        }),
      },
      {
        section: 'What helps',
        priority: 5,
        measures: 'what helps',
        question: choice(
          'Which of these help you keep a good balance?',
          [
            'Fixed working hours',
            'A separate place to work',
            'Turning off notifications',
            'Flexible hours',
            'Support from my manager',
            'None of these',
          ],
          { multiple: true, allowOther: true },
        ),
      },
      {
        section: 'What helps',
        priority: 6,
        measures: 'employer support',
        question: scale('How well does your employer support a healthy balance?', {
          labels: { min: 'Very poorly', mid: 'Adequately', max: 'Very well' },
        }),
      },
      {
        section: 'What helps',
        priority: 7,
        measures: 'one change',
        question: openText('What one change would most improve your work-life balance?'),
      },
    ],
  },
  {
    name: 'Inclusion and belonging',
    pattern: /\b(?:diversity|inclusion|inclusive|belonging|DEI|D&I|DE&I|equity)\b/i,
    questions: [
      {
        section: 'Belonging',
        priority: 1,
        measures: 'belonging',
        question: scale('I feel I belong here.', { labels: AGREE, required: true }),
      },
      {
        section: 'Belonging',
        priority: 2,
        measures: 'being yourself',
        question: scale('I can be myself at work without worrying how I will be judged.', { labels: AGREE }),
      },
      {
        section: 'Fairness',
        priority: 3,
        measures: 'fair treatment',
        question: scale('People here are treated fairly, whatever their background.', { labels: AGREE }),
      },
      {
        section: 'Fairness',
        priority: 4,
        measures: 'equal opportunities',
        question: scale('I have the same chances to grow and be promoted as my colleagues.', {
          labels: AGREE,
        }),
      },
      {
        section: 'Fairness',
        priority: 5,
        measures: 'exclusion seen',
        question: choice(
          'In the past year, have you seen or experienced someone being excluded or treated unfairly at work?',
          ['Yes, it happened to me', 'Yes, I saw it happen to someone else', 'No', 'Prefer not to say'],
        ),
      },
      {
        section: 'Fairness',
        priority: 6,
        measures: 'trust in reporting',
        question: scale('If I raised a concern about unfair treatment, I trust it would be handled well.', {
          labels: AGREE,
        }),
      },
      {
        section: 'Belonging',
        priority: 7,
        measures: 'one change',
        question: openText('What one change would make this a more inclusive place to work?'),
      },
    ],
  },
  {
    name: 'Workload and wellbeing',
    pattern:
      /\b(?:burn(?:ed|t|ing)?[\s-]?out|exhaust\w*|stress\w*|understaff\w*|staffing(?:\s+levels?)?|overwork\w*|fatigue)\b/i,
    questions: [
      {
        section: 'How you are doing',
        priority: 1,
        measures: 'exhaustion',
        question: choice(
          'How often do you feel exhausted at the end of a working day or shift?',
          OFTEN_REVERSED,
          {
            required: true,
          },
        ),
      },
      {
        section: 'Staffing',
        priority: 2,
        measures: 'understaffing',
        question: choice('In the past month, how often was your team short-staffed?', [
          'Never',
          'Once or twice',
          'Most weeks',
          'Almost every day or shift',
        ]),
      },
      {
        section: 'Staffing',
        priority: 3,
        measures: 'breaks taken',
        question: choice('How often are you able to take your full breaks?', OFTEN),
      },
      {
        section: 'Staffing',
        priority: 4,
        measures: 'effect on quality and safety',
        question: choice(
          'How often do you worry that staffing levels affect the quality or safety of your work?',
          OFTEN_REVERSED,
        ),
      },
      {
        section: 'How you are doing',
        priority: 5,
        measures: 'switching off',
        question: scale('How well are you able to switch off after work?', {
          labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
        }),
      },
      {
        section: 'How you are doing',
        priority: 6,
        measures: 'intention to stay',
        question: choice('How likely are you to be working here in a year?', [
          'Very likely',
          'Likely',
          'Not sure',
          'Unlikely',
          'Very unlikely',
        ]),
      },
      {
        section: 'Staffing',
        priority: 7,
        measures: 'one change',
        question: openText('What one change would most reduce the pressure on you?'),
      },
    ],
  },
  {
    name: 'Changes at work',
    pattern:
      /\b(?:re-?org\w*|restructur\w*|reorgani[sz]ation|merger|new\s+(?:structure|leadership)|layoffs?|redundanc\w*)\b/i,
    questions: [
      {
        section: 'The changes',
        priority: 1,
        measures: 'understanding why',
        question: scale('How well do you understand the reasons for the changes?', {
          labels: { min: 'Not at all', mid: 'Partly', max: 'Completely' },
          required: true,
        }),
      },
      {
        section: 'The changes',
        priority: 2,
        measures: 'role clarity',
        question: scale('How clear is your role now?', {
          labels: { min: 'Very unclear', mid: 'Somewhat clear', max: 'Very clear' },
        }),
      },
      {
        section: 'Since then',
        priority: 3,
        measures: 'morale compared with before',
        question: choice('How is morale in your team now, compared with before the changes?', CHANGE),
      },
      {
        section: 'The changes',
        priority: 4,
        measures: 'communication',
        question: scale('How well have you been kept informed about the changes?', {
          labels: { min: 'Very poorly', mid: 'Adequately', max: 'Very well' },
        }),
      },
      {
        section: 'Since then',
        priority: 5,
        measures: 'confidence in direction',
        question: scale('How confident are you in the direction we are heading?', {
          labels: { min: 'Not at all confident', mid: 'Somewhat confident', max: 'Very confident' },
        }),
      },
      {
        section: 'Since then',
        priority: 6,
        measures: 'workload change',
        question: choice('How has your workload changed since the changes?', [
          'Much heavier',
          'A little heavier',
          'No change',
          'A little lighter',
          'Much lighter',
        ]),
      },
      {
        section: 'Since then',
        priority: 7,
        measures: 'concerns',
        question: openText('What concerns you most about the changes, if anything?'),
      },
    ],
  },
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
    pattern: new RegExp(
      String.raw`\bonboarding\b|\bfirst\s+(?:\d+|thirty|sixty|ninety)\s+days\b|\bfirst\s+(?:week|month)s?\b|` +
        NEW_STARTERS.source,
      'i',
    ),
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

/** "after the reorg", "since the merger": the change as the request names it. */
function changeNamed(text: string): string {
  const word =
    /\b(re-?org|restructur(?:e|ing)|reorgani[sz]ation|merger|new\s+structure|new\s+leadership)\b/i.exec(
      text,
    )?.[1];
  return word === undefined ? 'the changes' : `the ${word.toLowerCase()}`;
}

/** The workplace topic's own questions, when the request is about one; null otherwise. */
export function employeeTopicQuestions(text: string): TopicQuestion[] | null {
  const topic = TOPICS.find((candidate) => candidate.pattern.test(text));
  if (topic === undefined) return null;
  if (topic.name !== 'Changes at work') return topic.questions;
  const change = changeNamed(text);
  return topic.questions.map((entry) => ({
    ...entry,
    question: { ...entry.question, text: String(entry.question.text).replace(/\bthe changes\b/g, change) },
  }));
}

/** The workplace topic's name, when the request is about one. */
export function employeeTopicName(text: string): string | null {
  return TOPICS.find((topic) => topic.pattern.test(text))?.name ?? null;
}

export function isWorkplaceSurroundings(subjectName: string): boolean {
  return WORKPLACE_SURROUNDINGS.test(subjectName);
}
