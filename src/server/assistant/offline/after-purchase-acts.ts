import type { Brief } from './brief.ts';
import { choice, openText, scale } from './question-kit.ts';
import { template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';

// Switching, returning and renting are not buying (blind reviews O and P: "why do small
// businesses switch their broadband provider", "people who returned an item to our online shop"
// and "why do people rent power tools instead of buying them" were all asked "What matters most
// to you when you return an item? Price / Quality / Brand reputation" and "Where do you look for
// information before you …?"). Each has its own questions:
// - switching: why people left the old one, how easy the move was, what nearly stopped them and
//   how the new one compares;
// - returning: why it went back, how easy it was, how clear the policy was and how long the refund
//   took;
// - renting rather than buying: why rent, what would make people buy, how often they rent;
// - a rental from the author ("customers who rented a paddleboard from us"): how the hire went.

export type AfterPurchaseAct = 'switching' | 'returning' | 'renting' | 'rental';

/** Things people switch between: a provider, a bank, a plan, "from X to Y". */
const SWITCHING =
  /\b(?:switch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|mov(?:e|es|ed|ing))\s+(?:(?:their|your|our|the|a|an|to\s+(?:a|an|another|our|the)|from\s+(?:a|an|one|their|the))\s+)?(?:[\w-]+\s+){0,2}?(?:providers?|suppliers?|banks?|networks?|lenders?|insurers?|insurance|tariffs?|carriers?|mortgages?|energy\s+companies|broadband)\b|\bswitch(?:es|ed|ing)?\s+(?:from|to|over)\b|\bswitch(?:es|ed|ing)?\s+(?:their|your|energy|broadband|phone|mobile|bank)\b/i;

/** Something sent back after buying it ("returned an item", "send back clothes"). */
const RETURNING =
  /\b(?:return(?:s|ed|ing)?|send(?:s|ing)?\s+back|sent\s+back)\s+(?:(?:a|an|the|their|your|some|any|our)\s+)?(?:[\w-]+\s+){0,2}?(?:items?|products?|orders?|goods|clothes|clothing|shoes|purchases?|parcels?|gifts?|things|stuff)\b|\b(?:send(?:s|ing)?|sent)\s+(?:[\w-]+\s+){1,3}back\b/i;

/** People hired are a service, not a rental ("hire a photographer"). */
const HIRED_PEOPLE =
  /\b(?:staff|people|workers|employees|nann(?:y|ies)|cleaners?|accountants?|photographers?|builders?|plumbers?|electricians?|tutors?|developers?|freelancers?|contractors?|consultants?|agenc(?:y|ies)|firms?|designers?|coach(?:es)?|trainers?|lawyers?|solicitors?|caterers?|djs?|bands?|interns?|graduates?|apprentices?|candidates?|drivers?|teachers?|nurses?)\b/i;

/** The request asks about a hire from the author, not why people hire at all. */
const FROM_US =
  /\bwho\s+(?:rented|hired|leased)\b|\b(?:rent(?:ed|ing)?|hir(?:ed|ing)|leas(?:ed|ing))\s+[^.?!]*?\bfrom\s+(?:us|our)\b/i;
const DECIDING = /\b(?:why|instead\s+of|rather\s+than|decide|choose|whether)\b/i;

export function afterPurchaseAct(brief: Brief): AfterPurchaseAct | null {
  const text = brief.text;
  if (RETURNING.test(text)) return 'returning';
  const verb = brief.behaviour?.verb ?? '';
  if (/^(?:rent|hire|lease)$/.test(verb) && !HIRED_PEOPLE.test(brief.behaviour!.base)) {
    return FROM_US.test(text) && !DECIDING.test(text) ? 'rental' : 'renting';
  }
  if (SWITCHING.test(text)) return 'switching';
  return null;
}

/** How the survey names the act: "switch your broadband provider", or a plain word for it. */
function doing(brief: Brief, fallback: { base: string; past: string }): { base: string; past: string } {
  const behaviour = brief.behaviour;
  return behaviour?.hasObject ? { base: behaviour.base, past: behaviour.past } : fallback;
}

export function afterPurchaseQuestions(act: AfterPurchaseAct, brief: Brief): QuestionTemplate[] {
  switch (act) {
    case 'switching':
      return switchingQuestions(doing(brief, { base: 'switch', past: 'switched' }));
    case 'returning':
      return returningQuestions(brief.owner);
    case 'renting':
      return rentingQuestions(doing(brief, { base: 'rent', past: 'rented' }));
    case 'rental':
      return rentalQuestions();
  }
}

/** The title for the act's survey: "Why people switch their broadband provider", "Your return". */
export function afterPurchaseTitle(act: AfterPurchaseAct, brief: Brief): string {
  const base = brief.behaviour?.hasObject ? brief.behaviour.base.replace(/\byour\b/g, 'their') : null;
  switch (act) {
    case 'switching':
      return base === null ? 'Why people switch' : `Why people ${base}`;
    case 'renting':
      return base === null ? 'Why people rent rather than buy' : `Why people ${base} rather than buy`;
    case 'returning':
      return 'Your return: how it went';
    case 'rental':
      return 'Your rental: how it went';
  }
}

function switchingQuestions(act: { base: string; past: string }): QuestionTemplate[] {
  const why = 'Why you switched';
  const after = 'Since you switched';
  return [
    template({
      section: why,
      priority: 1,
      measures: 'the main reason for switching',
      needs: [],
      build: () =>
        choice(
          `What was the main reason you ${act.past}?`,
          [
            'A better price elsewhere',
            'Poor service or support',
            'It was slow or unreliable',
            'Better features elsewhere',
            'My contract or plan ended',
            'My needs changed',
          ],
          { allowOther: true, required: true },
        ),
    }),
    template({
      section: why,
      priority: 2,
      measures: 'the last straw',
      needs: [],
      build: () => openText('What finally made you decide to switch?'),
    }),
    template({
      section: why,
      priority: 3,
      measures: 'how long people thought about it',
      needs: [],
      build: () =>
        choice('How long had you been thinking about switching before you did?', [
          'I decided right away',
          'A few weeks',
          'A few months',
          'A year or more',
        ]),
    }),
    template({
      section: after,
      priority: 4,
      measures: 'how easy switching was',
      needs: [],
      build: () => scale('How easy was it to switch?'),
    }),
    template({
      section: after,
      priority: 5,
      measures: 'what nearly stopped people',
      needs: [],
      build: () => openText('What, if anything, nearly stopped you from switching?'),
    }),
    template({
      section: after,
      priority: 6,
      measures: 'how the new one compares',
      needs: [],
      build: () =>
        choice('So far, how does the new one compare with the one you left?', [
          'Much better',
          'A bit better',
          'About the same',
          'Worse',
        ]),
    }),
    template({
      section: after,
      priority: 7,
      measures: 'what would have kept people',
      needs: [],
      build: () => openText('What, if anything, could the one you left have done to keep you?'),
    }),
  ];
}

function returningQuestions(owner: boolean): QuestionTemplate[] {
  const why = 'Why it went back';
  const how = 'How the return went';
  return [
    template({
      section: why,
      priority: 1,
      measures: 'the reason for the return',
      needs: [],
      build: () =>
        choice(
          'What was the main reason you sent it back?',
          [
            "It didn't fit or suit me",
            "It wasn't as described",
            'It was faulty or damaged',
            'It arrived too late',
            'I changed my mind',
            'I ordered more than one to choose from',
          ],
          { allowOther: true, required: true },
        ),
    }),
    template({
      section: how,
      priority: 2,
      measures: 'how easy returning was',
      needs: [],
      build: () => scale('How easy was it to send it back?'),
    }),
    template({
      section: how,
      priority: 3,
      measures: 'how clear the policy was',
      needs: [],
      build: () => scale(`How clear was ${owner ? 'our' : 'the'} returns policy?`),
    }),
    template({
      section: how,
      priority: 4,
      measures: 'how long the refund took',
      needs: [],
      build: () =>
        choice('How long did your refund or exchange take?', [
          'Under a week',
          '1–2 weeks',
          'More than 2 weeks',
          "I'm still waiting",
        ]),
    }),
    template({
      section: how,
      priority: 5,
      measures: 'being kept updated',
      needs: [],
      build: () => scale('How well were you kept updated about your return?'),
    }),
    template({
      section: how,
      priority: 6,
      measures: 'buying again',
      needs: [],
      build: () =>
        scale(
          owner ? 'How likely are you to shop with us again?' : 'How likely are you to shop there again?',
        ),
    }),
    template({
      section: how,
      priority: 7,
      measures: 'what would have helped',
      needs: [],
      build: () => openText('What would have made returning it easier?'),
    }),
  ];
}

function rentingQuestions(act: { base: string; past: string }): QuestionTemplate[] {
  const why = 'Why rent';
  const more = 'A little more';
  return [
    template({
      section: why,
      priority: 1,
      measures: 'why people rent rather than buy',
      needs: [],
      build: () =>
        choice(
          `Why do you ${act.base} rather than buy?`,
          [
            'I only need it now and then',
            'It costs less than buying',
            'I have nowhere to keep it',
            'I want to try before I buy',
            'No upkeep or repairs',
            'I can use a better model',
          ],
          { multiple: true, allowOther: true, required: true },
        ),
    }),
    template({
      section: why,
      priority: 2,
      measures: 'what would make people buy',
      needs: [],
      build: () => openText('What, if anything, would make you buy rather than rent?'),
    }),
    template({
      section: why,
      priority: 3,
      measures: 'how often people rent',
      needs: [],
      build: () =>
        choice('How often do you rent or hire things like this?', [
          'Once a year or less',
          'A few times a year',
          'Every month',
          'More often',
        ]),
    }),
    template({
      section: more,
      priority: 4,
      measures: 'what matters in choosing where',
      needs: [],
      build: () =>
        choice(
          'What matters most when you choose where to rent from?',
          [
            'Price',
            'Condition',
            'Easy pick-up and return',
            'Range to choose from',
            'Reviews and recommendations',
          ],
          { allowOther: true },
        ),
    }),
    template({
      section: more,
      priority: 5,
      measures: 'frustrations',
      needs: [],
      build: () => openText(`What frustrates you most when you ${act.base}?`),
    }),
    template({
      section: more,
      priority: 6,
      measures: 'how easy finding a rental is',
      needs: [],
      build: () => scale('How easy is it to find somewhere to rent what you need?'),
    }),
  ];
}

function rentalQuestions(): QuestionTemplate[] {
  const hire = 'Your rental';
  const next = 'Next time';
  return [
    template({
      section: hire,
      priority: 1,
      measures: 'overall rating',
      needs: [],
      build: () => scale('Overall, how would you rate your rental?', { required: true }),
    }),
    template({
      section: hire,
      priority: 2,
      measures: 'ease of booking',
      needs: [],
      build: () => scale('How easy was it to book?'),
    }),
    template({
      section: hire,
      priority: 3,
      measures: 'condition on collection',
      needs: [],
      build: () => choice('What condition was it in when you got it?', ['Excellent', 'Good', 'Fair', 'Poor']),
    }),
    template({
      section: hire,
      priority: 4,
      measures: 'pick-up and return',
      needs: [],
      build: () => scale('How smooth were picking it up and bringing it back?'),
    }),
    template({
      section: next,
      priority: 5,
      measures: 'value for money',
      needs: [],
      build: () => scale('How would you rate the value for money?'),
    }),
    template({
      section: next,
      priority: 6,
      measures: 'renting again',
      needs: [],
      build: () => scale('How likely are you to rent from us again?'),
    }),
    template({
      section: next,
      priority: 7,
      measures: 'what could be better',
      needs: [],
      build: () => openText('What could we have done better?'),
    }),
  ];
}
