import type { BankQuestion } from './question-kit.ts';
import { choice, openText, scale } from './question-kit.ts';

// How safe or welcome people feel somewhere or doing something: "do night shift staff feel safe
// in the hospital car park", "do tourists feel welcome in our town", "how safe do students feel
// walking home from campus at night" (blind reviews O and P: these became a workplace safety
// audit, an opinion of "the welcome" or of the car park, or a habits study). The feeling is what
// is measured, where the request says it is felt: how safe or welcome, what makes it worse, what
// people do because of it and what would help. Safety at work itself stays an employee survey.

export type Feeling = 'safe' | 'welcome';

export interface FeelingSomewhere {
  feeling: Feeling;
  /** Where or when, as a question says it: "in the hospital car park", "walking home from campus at night". */
  where: string;
}

/** Where or when it is felt: a place ("in", "at", "on") or a doing ("walking home", "visiting clients"). */
const WHERE_START = String.raw`(?:in|at|on|around|near|inside|outside|when|while|after|during|across|through|within|among|with|[a-z]+ing)`;

const FEELING = new RegExp(
  String.raw`\b(?:feel(?:s|ing)?\s+(safe|unsafe|welcome|welcomed|unwelcome)|how\s+(safe|unsafe|welcome|welcomed)\s+(?:do|does|did)\s+(?:[\w'-]+\s+){1,4}?feel)\s+(${WHERE_START}\b[^?.!,;]*)`,
  'i',
);

/**
 * Safety in the job itself is the employee survey's ("how safe do staff feel at work"), and so is
 * feeling safe to speak up ("feel safe reporting mistakes", "raising concerns"): neither is a place.
 */
const AT_WORK =
  /^(?:(?:at|in)\s+(?:work|their\s+(?:jobs?|work|workplace|roles?)|the\s+workplace|our\s+workplace)|(?:reporting|raising|speaking|sharing|asking|admitting|challenging|disagreeing|giving|voicing|expressing|telling|talking|being)\b)/i;

const AFTER_DARK =
  /\b(?:at\s+night|after\s+dark|in\s+the\s+evenings?|late\s+at\s+night|overnight|night[- ]?time)\b/i;

export function readFeeling(text: string): FeelingSomewhere | null {
  const match = FEELING.exec(text);
  if (match === null) return null;
  const word = (match[1] ?? match[2]!).toLowerCase();
  const where = match[3]!
    .trim()
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/\s+(?:and|or|but)$/i, '');
  if (AT_WORK.test(where) || where.split(/\s+/).length < 2) return null;
  return { feeling: /safe/.test(word) ? 'safe' : 'welcome', where };
}

const SAFE_LABELS = { min: 'Very unsafe', mid: 'Neither safe nor unsafe', max: 'Very safe' };
const WELCOME_LABELS = { min: 'Very unwelcome', mid: 'Neither welcome nor unwelcome', max: 'Very welcome' };

/** A town, an area or a country is found one's way around; a club or a group is got to know. */
const AREA =
  /\b(?:towns?|city|cities|villages?|country|countries|areas?|region|island|neighbou?rhood|high\s+street|centre|center)\b/i;

export function feelingQuestions({ feeling, where }: FeelingSomewhere): BankQuestion[] {
  const q = (section: string, priority: number, measures: string, question: BankQuestion['question']) => ({
    section,
    priority,
    measures,
    question,
  });
  if (feeling === 'safe') {
    const how = 'How safe you feel';
    const what = 'What would help';
    return [
      q(
        how,
        1,
        'how safe people feel',
        scale(`How safe do you feel ${where}?`, { labels: SAFE_LABELS, required: true }),
      ),
      // Safety by day and after dark are different answers, unless the request names the time.
      ...(AFTER_DARK.test(where)
        ? []
        : [
            q(
              how,
              2,
              'when people feel least safe',
              choice('When do you feel least safe there?', [
                'During the day',
                'In the evening',
                'Late at night',
                'No difference',
              ]),
            ),
          ]),
      q(
        how,
        3,
        'how often people have felt unsafe',
        choice(`Have you ever felt unsafe ${where}?`, ['Yes, often', 'Yes, once or twice', 'No, never']),
      ),
      q(
        how,
        4,
        'what makes people feel less safe',
        choice(
          'What, if anything, makes you feel less safe?',
          [
            'Poor lighting',
            'Few people around',
            'The behaviour of other people',
            'No staff or security nearby',
            'Things I have heard happened there',
            'Nothing, I feel safe',
          ],
          { multiple: true, allowOther: true },
        ),
      ),
      q(
        what,
        5,
        'what people do because of it',
        choice('Do you change what you do because of safety worries?', [
          'Yes, I avoid it when I can',
          'Yes, I make sure I am not alone',
          'Yes, in another way',
          'No',
        ]),
      ),
      q(what, 6, 'what would help', openText(`What would help you feel safer ${where}?`)),
      q(
        what,
        7,
        'knowing how to get help',
        choice('If something happened, would you know how to report it or get help?', [
          'Yes',
          'No',
          'Not sure',
        ]),
      ),
    ];
  }
  const how = 'How welcome you feel';
  const what = 'What would help';
  return [
    q(
      how,
      1,
      'how welcome people feel',
      scale(`How welcome do you feel ${where}?`, { labels: WELCOME_LABELS, required: true }),
    ),
    q(
      how,
      2,
      'how often people have felt unwelcome',
      choice(`Have you ever felt unwelcome ${where}?`, ['Yes, often', 'Yes, once or twice', 'No, never']),
    ),
    q(how, 3, 'what made people feel welcome', openText('What, if anything, has made you feel welcome?')),
    q(how, 4, 'how friendly people are', scale('How friendly have people been towards you?')),
    q(
      what,
      5,
      AREA.test(where) ? 'finding one’s way' : 'getting to know people',
      scale(
        AREA.test(where)
          ? 'How easy has it been to find your way around and get the information you need?'
          : 'How easy has it been to get to know people?',
      ),
    ),
    q(what, 6, 'what would help', openText('What one thing would make you feel more welcome?')),
    q(
      what,
      7,
      'what made people feel unwelcome',
      openText('If anything has made you feel unwelcome, what happened?'),
    ),
    q(what, 8, 'coming back', scale('How likely are you to come back?')),
  ];
}
