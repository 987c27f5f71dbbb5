import type { Brief } from './brief.ts';
import { choice, openText, scale } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// Decisions that are not a choice between things to buy: "how farmers decide when to harvest
// their wheat", "how allotment holders decide what to grow each year", "how parents decide
// whether to vaccinate" (blind review P: these were asked "What matters most to you when you
// choose a wheat? Price / Quality / Reputation" and "Where do you look for information before you
// choose an allotment?"). What people rely on, how they made up their mind last time, who has a
// say, what makes it hard and how often it turns out right fit any such decision.

export interface OpenDecision {
  /** "when to harvest your wheat", "what to grow each year", "whether to vaccinate your children". */
  decision: string;
  /** A when or what decision is made ahead of time; a whether decision may not be. */
  timed: boolean;
}

/** "decide which car to buy", "decide what to buy for dinner": a purchase, for the decision bank. */
const BUYING = /^(?:buy|purchase|order|book|get|pick|choose|select|hire|rent)\b/i;

const DECIDE =
  /\b(?:decid(?:e|es|ed|ing)|choos(?:e|es|ing)|work\s+out|plan)\s+(when|what|whether|if|how\s+(?:much|many|often|long)|where)\s+(?:(?:and\s+)?(?:how\s+much|what|when)\s+)?to\s+([a-z][^?.!,;]*)/i;

export function readOpenDecision(text: string): OpenDecision | null {
  const match = DECIDE.exec(text);
  if (match === null) return null;
  const asked = match[1]!.toLowerCase().replace(/\s+/g, ' ');
  const rest = match[2]!
    .trim()
    .replace(/\s+(?:and|or|but|so)$/i, '')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthemselves\b/gi, 'yourself');
  if (BUYING.test(rest) || rest.split(/\s+/).length > 8) return null;
  return {
    decision: `${asked === 'if' ? 'whether' : asked} to ${rest}`,
    timed: /^(?:when|what|where)$/.test(asked),
  };
}

export function openDecisionQuestions({ decision, timed }: OpenDecision): QuestionTemplate[] {
  const deciding = 'How you decide';
  const more = 'A little more';
  return [
    template({
      section: deciding,
      priority: 1,
      measures: 'what people rely on',
      needs: [],
      build: () =>
        choice(
          `What do you rely on most when deciding ${decision}?`,
          [
            'My own experience',
            'Advice from people I trust',
            'Information or data I look up',
            'Tools or measurements',
            'What I did last time',
            'Gut feeling',
          ],
          { multiple: true, allowOther: true, required: true },
        ),
    }),
    template({
      section: deciding,
      priority: 2,
      measures: 'how people made up their mind',
      needs: [],
      build: () =>
        openText(`Think about the last time you decided ${decision}. How did you make up your mind?`),
    }),
    template({
      section: deciding,
      priority: 3,
      measures: 'what makes it hard',
      needs: [],
      build: () => openText(`What, if anything, makes it hard to decide ${decision}?`),
    }),
    template({
      section: deciding,
      priority: 4,
      measures: 'confidence in the decision',
      needs: [],
      build: () => scale('How confident do you usually feel about the decision?'),
    }),
    template({
      section: more,
      priority: 5,
      measures: 'who else has a say',
      needs: [],
      build: () =>
        choice('Who else has a say in the decision?', [
          'Nobody, I decide alone',
          'My partner or family',
          'Friends',
          'Colleagues',
          'An adviser or expert',
        ]),
    }),
    ...(timed
      ? [
          template({
            section: more,
            priority: 6,
            measures: 'how far ahead people decide',
            needs: [],
            build: () =>
              choice('How far ahead do you usually decide?', [
                'On the day',
                'A few days before',
                'A few weeks before',
                'Months before',
              ]),
          }),
        ]
      : []),
    template({
      section: more,
      priority: 7,
      measures: 'how often it turns out right',
      needs: [],
      build: () =>
        choice('Looking back, how often does the decision turn out right?', [
          'Almost always',
          'Usually',
          'About half the time',
          'Not often',
        ]),
    }),
    template({
      section: more,
      priority: 8,
      measures: 'what would make it easier',
      needs: [],
      build: () => openText('What would make the decision easier?'),
    }),
  ];
}

/** "How farmers decide when to harvest their wheat". */
export function openDecisionTitle({ decision }: OpenDecision, brief: Brief): string {
  return `How ${brief.audience ?? 'people'} decide ${decision.replace(/\byour\b/g, 'their').replace(/\byourself\b/g, 'themselves')}`;
}
