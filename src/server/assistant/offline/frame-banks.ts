import { asksAboutDecline } from './brief.ts';
import type { Behaviour, Brief } from './brief.ts';
import { ANYTHING_ELSE, FREQUENCY_OPTIONS, choice, openText, scale, slider, yesNo } from './question-kit.ts';
import type { BankQuestion } from './question-kit.ts';
import { be, does, fillTemplates, has, takePart, template } from './question-template.ts';
import type { QuestionTemplate } from './question-template.ts';
import { courseQuestions, exploratoryQuestions, proposalQuestions } from './fallback-banks.ts';
import { attractionVisited, proposalSubject, usedInMoments } from './subject-nature.ts';
import type { SubjectNature } from './subject-nature.ts';
import { employeeTopicQuestions, isWorkplaceSurroundings } from './employee-topics.ts';
import { missedAttendance, missesScheduled } from './missed-attendance.ts';
import { notRenewedThing } from './renewals.ts';
import { journeyQuestions, readJourney } from './journeys.ts';
import { fallingNumbersQuestions, readFallingNumbers } from './falling-numbers.ts';
import { measuredProperty, measuredPropertyQuestions } from './measured-properties.ts';
import { nonVisitService, nonVisitServiceQuestions } from './non-visit-services.ts';
import { attractionQuestions } from './attraction-visits.ts';
import { afterPurchaseAct, afterPurchaseQuestions } from './after-purchase-acts.ts';
import { openDecisionQuestions, readOpenDecision } from './open-decisions.ts';

/** Subjects one can like: a product, a place, an activity; not a problem, a proposal or people. */
const LIKEABLE: readonly SubjectNature[] = ['offering', 'unknown', 'course'];

// Questions of the frames that start from what people do or think (churn, buying decisions,
// habits, opinions, work, services, exploration), as typed templates over the brief.

const CHURN_VERBS = /^(?:cancel|quit|leave|stop|unsubscribe|abandon|churn|drop|end|lapse)$/;
const BUYING_VERBS = /^(?:buy|purchase|shop|order|book|rent|hire|pay)$/;
/** Verbs of reaching a service or a place, done now and then: counted in visits, not in hours. */
const VISIT_VERBS = /^(?:access|visit|book|order|call|contact|attend|see|consult|hire|rent)$/;

/** Verbs people do again and again ("How often do you buy textbooks?"), unlike "decide" or "quit". */
const ONE_OFF_VERBS =
  /^(?:decide|choose|pick|select|cancel|quit|leave|stop|unsubscribe|abandon|switch|upgrade|renew|finish|start|join|sign|move|close|recommend)$/;

/** "decided to cancel", "decided not to upgrade". */
function decidedTo(act: { base: string }): string {
  return /^not\s/.test(act.base) ? act.base.replace(/^not\s/, 'not to ') : `to ${act.base}`;
}

interface Act {
  base: string;
  gerund: string;
  negated: boolean;
}

/** A doing not done once, in the past: "didn't finish checkout", "did not renew". */
export const PAST_NEGATION = /\b(?:didn'?t|did\s+not|never)\b/i;

/** What the people did (or do not do) that the study is about: "cancel your gym membership". */
function churnAct(brief: Brief): Act | null {
  const { behaviour, subject } = brief;
  // "few people complete their first workout": what they did not do.
  const few = /\bfew\s+(?:\w+\s+)?(complete|finish|return\s+to|renew|come\s+back\s+to)\s+([^.?!,;]+)/i.exec(
    brief.text,
  );
  if (few !== null) {
    const object = few[2]!.trim().replace(/\btheir\b/gi, 'your');
    return {
      base: `not ${few[1]!.toLowerCase()} ${object}`,
      gerund: `not ${few[1]!.toLowerCase()}ing ${object}`
        .replace('completeing', 'completing')
        .replace('finishing', 'finishing'),
      negated: false,
    };
  }
  // "why do trial users not convert to paid?": they stay on, or leave, without paying.
  if (/\btrials?\b/i.test(brief.text) && /\b(?:convert\w*|upgrad\w*|pay\w*|subscrib\w*)\b/i.test(brief.text))
    return { base: 'not upgrade after your trial', gerund: 'not upgrading after your trial', negated: false };
  if (staysOnFreePlan(brief))
    return { base: 'not upgrade to a paid plan', gerund: 'not upgrading to a paid plan', negated: false };
  // "why season ticket holders don't renew", "why policy holders do not renew with us": what the
  // people hold is what they did not renew (blind review P: "stop using our football club").
  const held = notRenewedThing(brief);
  if (held !== null) return { base: `not renew ${held}`, gerund: `not renewing ${held}`, negated: false };
  // "why they didn't finish checkout": one time they did not, a decision like leaving, not a
  // standing barrier.
  if (behaviour && behaviour.hasObject && behaviour.negated && PAST_NEGATION.test(brief.text))
    return { base: `not ${behaviour.base}`, gerund: `not ${behaviour.gerund}`, negated: false };
  if (behaviour && behaviour.hasObject && (behaviour.negated || CHURN_VERBS.test(behaviour.verb))) {
    return { base: behaviour.base, gerund: behaviour.gerund, negated: behaviour.negated };
  }
  if (behaviour && behaviour.verb === 'leave' && !behaviour.hasObject) {
    return { base: 'leave', gerund: 'leaving', negated: false };
  }
  // "Exit interview for employees leaving the company": people leave a job, they do not stop using it.
  if (leftJob(brief)) return { base: 'leave', gerund: 'leaving', negated: false };
  // "why people stopped giving monthly to our wildlife trust": donors stop giving, they never
  // "used" the charity.
  if (whatIsLeft(brief) === 'giving' && !/\bvolunteer/i.test(brief.text))
    return subject === null
      ? { base: 'stop giving', gerund: 'stopping giving', negated: false }
      : {
          base: `stop giving to ${subject.reference}`,
          gerund: `stopping giving to ${subject.reference}`,
          negated: false,
        };
  if (subject === null) return null;
  const verb = takePart(subject.kind) ?? { base: 'use', gerund: 'using' };
  return {
    base: `stop ${verb.gerund} ${subject.reference}`,
    gerund: `stopping ${verb.gerund} ${subject.reference}`,
    negated: false,
  };
}

const EMPLOYEES =
  /\b(?:employees?|staff|workers?|colleagues|team\s+members?|nurses|engineers|drivers|volunteers)\b/i;

/**
 * Why people left, in the words of what they left: a job (pay, manager, growth), a place they went
 * to (prices, quality, convenience) or a subscription or app (cost, use, needs).
 */
function leftJob(brief: Brief): boolean {
  return (
    EMPLOYEES.test(brief.audience ?? '') || /\bexit\s+interview|\bleaving\s+the\s+company\b/i.test(brief.text)
  );
}

/**
 * What is being left, when its reasons differ from a paid product's: a free trial not converted, a
 * basket abandoned, giving stopped, a course dropped, a game put down (blind review C: all got "It
 * cost too much / I didn't use it enough").
 */
type Leaving =
  | 'trial'
  | 'trial-of-a-thing'
  | 'free-plan'
  | 'cart'
  | 'giving'
  | 'activity'
  | 'course'
  | 'game'
  | 'first-step'
  | 'emails'
  | 'form'
  | null;

/**
 * People on a free plan who do not upgrade ("why free users of our app don't upgrade"): they
 * still use it, so they are asked why they have not paid, not why they "stopped using" it, nor
 * whether they switched to an alternative or would "come back".
 */
function staysOnFreePlan(brief: Brief): boolean {
  return (
    /\bfree\s+(?:users?|plan|tier|version|accounts?|members?|customers?)\b|\bfreemium\b/i.test(brief.text) &&
    /\b(?:convert\w*|upgrad\w*|pay(?:ing)?\s+for|subscrib\w*|go(?:ing)?\s+(?:premium|pro|paid))\b/i.test(
      brief.text,
    )
  );
}

/**
 * A trial of software (a plan to upgrade to, features, setting up) rather than of a thing sent or
 * a service tried (a magazine, a meal box, a gym): the software reasons do not fit the others.
 */
const SOFTWARE_TRIAL =
  /\b(?:apps?|software|saas|platform|tool|dashboard|plugin|extension|api|crm|plans?|upgrad\w*|premium|pro\s+version|features?|seats?|workspace|account)\b/i;

/**
 * Leaving before a first step, named by what was not done: "leave our website without signing up",
 * "browse without booking".
 */
const LEFT_BEFORE_A_STEP =
  /\bwithout\s+(?:signing\s+up|registering|joining|subscribing|buying|booking|ordering|enquiring|applying|creating\s+an\s+account|checking\s+out|donating|completing)\b/i;

/** Classes people go to for fitness or pleasure, not to be taught a course: "yoga classes". */
const LEISURE_CLASSES =
  /\b(?:yoga|pilates|dance|dancing|fitness|spin|spinning|zumba|swim\w*|gym|boxing|martial\s+arts|karate|judo|climbing|running|choir|pottery|craft|art|aerobics|barre|crossfit|hiit|aqua\w*)\b[^.?!]*\b(?:classes|class|sessions?|club|group)\b/i;

/** A form or an application left before the end: "leave our booking form halfway through". */
const FORM_LEFT =
  /\b(?:forms?|applications?)\b[^.?!]*\b(?:halfway|half-way|part[\s-]?way|midway|before\s+(?:finishing|completing|submitting))\b|\b(?:abandon\w*|leav\w*|quit\w*|not\s+finish\w*|don'?t\s+finish|never\s+finish)\s+(?:our\s+|the\s+|their\s+|an?\s+)?(?:[\w-]+\s+){0,3}(?:forms?|applications?)\b/i;

function whatIsLeft(brief: Brief): Leaving {
  const text = brief.text;
  if (staysOnFreePlan(brief)) return 'free-plan';
  // "few people complete their first workout", "drop off during onboarding": a first step not taken.
  if (
    /\bfew\s+(?:\w+\s+)?(?:complete|finish)\b|\bfirst\s+(?:workout|lesson|order|step|session|project)\b|\bonboarding\b|\bset(?:ting)?[\s-]?up\b/i.test(
      text,
    )
  )
    return 'first-step';
  if (LEFT_BEFORE_A_STEP.test(text)) return 'first-step';
  if (/\b(?:free\s+)?trials?\b/i.test(text)) return SOFTWARE_TRIAL.test(text) ? 'trial' : 'trial-of-a-thing';
  if (/\b(?:shopping\s+)?(?:carts?|baskets?)\b|\bcheckouts?\b/i.test(text)) return 'cart';
  // "why do people leave our online booking form halfway through": a form left unfinished.
  if (FORM_LEFT.test(text)) return 'form';
  // "supporters who cancelled their direct debit to our animal rescue": a gift stopped.
  if (/\bdonors?\b|\bdonat\w*|\bgiving\b|\bstopped\s+giving\b|\bsupporters?\b|\bsponsors?\b/i.test(text))
    return 'giving';
  // "unsubscribe from our newsletter": mail people stopped reading, which costs them nothing.
  if (/\bunsubscrib\w*|\b(?:newsletters?|mailing\s+lists?|e-?mails?)\b/i.test(text)) return 'emails';
  if (LEISURE_CLASSES.test(text)) return 'activity';
  if (
    /\b(?:bootcamps?|courses?|programmes?|classes|class|degrees?|apprenticeships?)\b|\bdrop(?:ped|ping)?\s+out\b/i.test(
      text,
    )
  )
    return 'course';
  if (/\b(?:games?|gaming)\b|\bstop(?:ped)?\s+playing\b/i.test(text)) return 'game';
  return null;
}

const LEAVING_REASONS: Record<Exclude<Leaving, null>, string[]> = {
  'first-step': [
    "I didn't have time yet",
    'It looked too hard or too long',
    "I wasn't sure what to do next",
    'I was only looking around',
    "Something didn't work",
    'I lost interest',
  ],
  trial: [
    'The paid plan costs too much',
    "I didn't see enough value during the trial",
    'Setting it up took too long',
    'A feature I need is missing',
    'The trial was too short to decide',
    'I chose another product',
  ],
  'free-plan': [
    'The free plan does everything I need',
    'The paid plan costs too much',
    "I'm not sure what the paid plan adds",
    "I don't use it often enough to pay for it",
    'Someone else would have to approve the cost',
    'I plan to upgrade later',
  ],
  'trial-of-a-thing': [
    'The full price costs too much',
    "I didn't get enough out of it during the trial",
    "I didn't have time to make the most of it",
    "It wasn't what I expected",
    'I only wanted the free period',
    'I found something I prefer',
  ],
  cart: [
    'Unexpected costs, such as delivery',
    'I had to create an account',
    "The payment method I wanted wasn't offered",
    'I was only looking',
    'Delivery would take too long',
    'Something went wrong on the site',
  ],
  giving: [
    'Money is tighter for me now',
    'I give to other causes now',
    "I wasn't sure how my gift was used",
    'I was asked to give too often',
    "I didn't feel thanked",
    'My circumstances changed',
  ],
  activity: [
    'The day or time no longer suits me',
    'The cost',
    'I enjoyed the classes less than before',
    'The instructor changed',
    'The classes were too full',
    'An injury or health reason',
    'I found another class or gym',
  ],
  course: [
    'I fell behind',
    'It was harder than I expected',
    'Not enough time alongside work or family',
    'Not enough support from teachers or mentors',
    "It wasn't what I expected",
    'The cost',
    'Personal reasons',
  ],
  emails: [
    'Too many emails',
    "The content wasn't relevant to me",
    "I didn't have time to read them",
    "I didn't remember signing up",
    'The quality dropped',
    'I get the same news elsewhere',
  ],
  form: [
    'It was taking too long',
    "It asked for something I didn't have to hand",
    'An error or something not working',
    "The price or times weren't what I wanted",
    'I was only looking',
    'I was interrupted and meant to come back',
  ],
  game: [
    'I got bored',
    'It got too hard',
    'Too many ads',
    'It felt like paying was the only way to win',
    'Bugs or crashes',
    'No time to play',
    'I found another game',
  ],
};

function churnReasons(brief: Brief, act: Act): string[] {
  const left = whatIsLeft(brief);
  if (left !== null && !leftJob(brief)) return LEAVING_REASONS[left];
  // Volunteers are unpaid: they stop for time, fit and feeling valued, not pay or a better offer.
  if (/\bvolunteer(?:s|ing)?\b/i.test(brief.text))
    return [
      "I didn't have enough time",
      "The shifts or times didn't suit me",
      "I didn't feel welcome or valued",
      "The tasks weren't what I expected",
      'Personal reasons or a move',
      'I volunteer somewhere else now',
    ];
  if (leftJob(brief))
    return [
      'Pay and benefits',
      'My manager',
      'Few chances to grow',
      'Workload or hours',
      'A better offer elsewhere',
      'Personal reasons or a move',
    ];
  if (brief.subject?.kind === 'venue' || /^stop\s+(?:coming|visiting|going)\b/.test(act.base))
    return [
      'Prices went up',
      'The quality changed',
      'It no longer fits my routine',
      'I found somewhere I prefer',
      'My circumstances changed',
    ];
  return [
    'It cost too much',
    "I didn't use it enough",
    "It didn't meet my needs",
    'I found a better alternative',
    'My circumstances changed',
  ];
}

/** People doing something less than before: how often now, what changed, what would bring them back. */
/** Fewer people taking a step once ("joining our scout group"): what puts people off and what would help. */
function fewerJoining(behaviour: Behaviour): QuestionTemplate[] {
  const thinking = 'Thinking about it';
  const help = 'What would help';
  return [
    template({
      section: thinking,
      priority: 1,
      measures: 'who has considered it',
      needs: [],
      build: () =>
        choice(
          `Have you ever thought about ${behaviour.gerund}?`,
          ['Yes, and I did', "Yes, but I didn't", 'No, never'],
          { required: true },
        ),
    }),
    template({
      section: thinking,
      priority: 2,
      measures: 'what puts people off',
      needs: [],
      build: () => openText(`What, if anything, puts you off ${behaviour.gerund}?`),
    }),
    template({
      section: thinking,
      priority: 3,
      measures: 'how people hear of it',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `How did you first hear about ${subject.reference}?`,
          ['Friends or family', 'Social media', 'School or work', 'A poster or flyer', 'Online search'],
          { allowOther: true },
        ),
    }),
    template({
      section: help,
      priority: 4,
      measures: 'what would make it likelier',
      needs: [],
      build: () =>
        choice(
          `Which of these would make you more likely to ${behaviour.base}?`,
          [
            'A lower cost',
            'A more convenient time or place',
            'Knowing someone there',
            'More information about what it involves',
          ],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: help,
      priority: 5,
      measures: 'likelihood in the coming months',
      needs: [],
      build: () => scale(`How likely are you to ${behaviour.base} in the next few months?`),
    }),
    template({
      section: help,
      priority: 6,
      measures: 'what people want from it',
      needs: ['subject'],
      build: ({ subject }) => openText(`What would you most want from ${subject.reference}?`),
    }),
  ];
}

function decline(behaviour: Behaviour): QuestionTemplate[] {
  if (ONE_OFF_VERBS.test(behaviour.verb)) return fewerJoining(behaviour);
  const now = 'How often you come';
  const back = 'What would bring you back';
  return [
    template({
      section: now,
      priority: 1,
      measures: 'how often people do it now',
      needs: [],
      build: () =>
        choice(
          `How often do you ${behaviour.base} these days?`,
          [...FREQUENCY_OPTIONS, 'Not at the moment'],
          {
            required: true,
          },
        ),
    }),
    template({
      section: now,
      priority: 2,
      measures: 'change over the past year',
      needs: [],
      build: () =>
        choice(`Compared with a year ago, how often do you ${behaviour.base}?`, [
          'More often',
          'About as often',
          'Less often',
          'I have stopped',
        ]),
    }),
    template({
      section: now,
      priority: 3,
      measures: 'what changed',
      needs: [],
      build: () => openText(`If you ${behaviour.base} less often than before, what has changed for you?`),
    }),
    template({
      section: now,
      priority: 4,
      measures: 'what holds people back',
      needs: [],
      build: () =>
        choice(
          `Which of these keep you from ${behaviour.gerund} more often?`,
          [
            'Not enough time',
            'The cost',
            'It is hard to get to',
            'It is not as good as it was',
            'I found something else I prefer',
          ],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: back,
      priority: 5,
      measures: 'what would bring people back',
      needs: [],
      build: () => openText(`What would make you ${behaviour.base} more often?`),
    }),
    template({
      section: back,
      priority: 6,
      measures: 'likelihood in the coming month',
      needs: [],
      build: () => scale(`How likely are you to ${behaviour.base} in the next month?`),
    }),
    template({
      section: back,
      priority: 7,
      measures: 'what people value',
      needs: ['subject'],
      natures: LIKEABLE,
      build: ({ subject }) => openText(`What do you like most about ${subject.reference}?`),
    }),
  ];
}

/** "turn up" → "turn up at the community garden": the doing, with where when it names no place. */
function withSubject(behaviour: Behaviour, brief: Brief): Behaviour {
  const subject = brief.subject;
  if (subject === null || (subject.kind === 'topic' && subject.mass)) return behaviour;
  if (behaviour.base.toLowerCase().includes(subject.name.toLowerCase())) return behaviour;
  if (!/^\S+ (?:up|out|in|along|over|round|around|by)$/.test(behaviour.base)) return behaviour;
  const where = ` at ${subject.reference}`;
  return {
    ...behaviour,
    base: behaviour.base + where,
    gerund: behaviour.gerund + where,
    past: behaviour.past + where,
  };
}

function churn(brief: Brief): QuestionTemplate[] {
  // "why do patients miss their follow-up appointments": they still mean to go.
  if (missesScheduled(brief)) return missedAttendance(brief);
  if (asksAboutDecline(brief) && brief.behaviour?.hasObject && !brief.behaviour.negated)
    return decline(withSubject(brief.behaviour, brief));
  // "attendance has dropped since september": people coming less, with no doing to name it by.
  const falling = readFallingNumbers(brief);
  if (falling !== null) return fallingNumbersQuestions(falling);
  const act = churnAct(brief);
  const decision = 'Your decision';
  const looking = 'Looking back';
  const closing: QuestionTemplate[] = [
    template({
      section: looking,
      priority: 6,
      measures: 'what would bring people back',
      needs: [],
      when: () => whatIsLeft(brief) !== 'free-plan',
      build: () =>
        scale(
          whatIsLeft(brief) === 'giving'
            ? 'How likely are you to give again in the future?'
            : whatIsLeft(brief) === 'form'
              ? 'How likely are you to finish it another time?'
              : whatIsLeft(brief) === 'emails'
                ? 'How likely are you to sign up again in the future?'
                : 'How likely are you to come back in the future?',
        ),
    }),
    template({
      section: looking,
      priority: 6,
      measures: 'likelihood to upgrade',
      needs: [],
      when: () => whatIsLeft(brief) === 'free-plan',
      build: () => scale('How likely are you to upgrade to a paid plan in the next six months?'),
    }),
    template({
      section: looking,
      priority: 7,
      measures: 'what played a part',
      needs: [],
      // Price and customer service are a customer's reasons, not a leaving employee's; a trial, a
      // basket, a gift, a course or a game has its own reasons in the first question.
      when: () => !leftJob(brief) && whatIsLeft(brief) === null,
      build: () =>
        choice(
          'Which of these played a part?',
          ['Price', 'Quality', 'Lack of time', 'Customer service', 'A change in my life'],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: looking,
      priority: 8,
      measures: 'the step where people stopped',
      needs: [],
      // A checkout is left at a step: which one says what to fix.
      when: () => whatIsLeft(brief) === 'cart',
      build: () =>
        choice('At which step did you stop?', [
          'Looking at my basket',
          'Creating an account or signing in',
          'Entering delivery details',
          'Choosing delivery',
          'Paying',
        ]),
    }),
    template({
      section: looking,
      priority: 8,
      measures: 'where in the form people stopped',
      needs: [],
      when: () => whatIsLeft(brief) === 'form',
      build: () =>
        choice('How far did you get before you stopped?', [
          'Near the start',
          'About halfway',
          'Near the end',
          'At the last step',
        ]),
    }),
    template({
      section: looking,
      priority: 8,
      measures: 'what people valued',
      needs: ['subject'],
      // A cart left at the checkout, or a form left halfway, was never something to like.
      when: () => whatIsLeft(brief) !== 'cart' && whatIsLeft(brief) !== 'form',
      // Free users still use it: what they like now, not what they liked.
      build: ({ subject }) =>
        openText(
          whatIsLeft(brief) === 'free-plan'
            ? `What do you like most about ${subject.reference}?`
            : `What, if anything, did you like about ${subject.reference}?`,
        ),
    }),
  ];
  const templates: QuestionTemplate[] = [];
  if (act === null) return closing;
  if (act.negated) {
    templates.push(
      template({
        section: decision,
        priority: 1,
        measures: 'the main barrier',
        needs: [],
        build: () =>
          choice(
            `What is the main reason you don't ${act.base}?`,
            // Reasons that fit anything not done, free or paid, a habit or a service: not knowing
            // enough comes first, as it does for most things people never start.
            [
              "I don't know enough about it",
              "It isn't worth it to me",
              'It takes too much time or effort',
              'It costs too much',
              'I forget',
            ],
            { allowOther: true, required: true },
          ),
      }),
      template({
        section: decision,
        priority: 2,
        measures: 'barriers in their own words',
        needs: [],
        build: () => openText(`What stops you from ${act.gerund}?`),
      }),
      template({
        section: decision,
        priority: 3,
        measures: 'what would help',
        needs: [],
        build: () => openText(`What would make it easier to ${act.base}?`),
      }),
      template({
        section: decision,
        priority: 4,
        measures: 'how much people want to',
        needs: [],
        build: () => scale(`How much would you like to ${act.base}?`),
      }),
      template({
        section: decision,
        priority: 5,
        measures: 'past attempts',
        needs: [],
        build: () =>
          choice(`Have you ever tried to ${act.base}?`, ['Yes, several times', 'Yes, once', 'No, never']),
      }),
      // People who do not do something have nothing to come back to or to have liked: ask whether
      // they mean to start.
      template({
        section: looking,
        priority: 6,
        measures: 'whether people mean to start',
        needs: [],
        build: () => scale(`How likely are you to ${act.base} in the next six months?`),
      }),
    );
    return templates;
  }
  templates.push(
    template({
      section: decision,
      priority: 1,
      measures: 'the main reason',
      needs: [],
      build: () =>
        choice(`What was the main reason you decided ${decidedTo(act)}?`, churnReasons(brief, act), {
          allowOther: true,
          required: true,
        }),
    }),
    template({
      section: decision,
      priority: 2,
      measures: 'the reason in their own words',
      needs: [],
      build: () => openText(`In your own words, what led you ${decidedTo(act)}?`),
    }),
    template({
      section: decision,
      priority: 3,
      measures: 'what could have kept them',
      needs: [],
      build: () => openText('What, if anything, could have changed your mind?'),
    }),
    template({
      section: decision,
      priority: 4,
      measures: 'how long the decision took',
      needs: [],
      // A basket left or a game put down is rarely a decision weighed for weeks; staying on a
      // free plan is no single decision at all.
      when: () => !['cart', 'form', 'game', 'first-step', 'free-plan'].includes(whatIsLeft(brief) ?? ''),
      build: () =>
        choice('How long did you think about it before deciding?', [
          'I decided right away',
          'A few days',
          'A few weeks',
          'A few months or more',
        ]),
    }),
    template({
      section: decision,
      priority: 5,
      measures: 'where they went instead',
      needs: [],
      // A job left is not swapped for "an alternative"; a place or a product is.
      when: () =>
        !leftJob(brief) &&
        !['giving', 'form', 'emails', 'first-step', 'free-plan'].includes(whatIsLeft(brief) ?? ''),
      build: () =>
        choice(
          whatIsLeft(brief) === 'cart'
            ? 'Did you buy it somewhere else?'
            : 'Have you switched to an alternative?',
          ['Yes', 'Not yet, but I plan to', "No, and I don't plan to"],
        ),
    }),
    template({
      section: looking,
      priority: 9,
      measures: 'how easy it was',
      needs: [],
      // "How easy was it to not upgrade?": only a step taken can be easy or hard.
      // "How easy was it to leave?" reads as a complaint about the exit for a job left.
      // Nor is leaving a page before a first step ("leave our website without signing up").
      when: () =>
        !/^not\s/.test(act.base) &&
        !/^leave$/.test(act.base) &&
        whatIsLeft(brief) !== 'cart' &&
        whatIsLeft(brief) !== 'form' &&
        !LEFT_BEFORE_A_STEP.test(brief.text),
      build: () => scale(`How easy was it to ${act.base}?`),
    }),
  );
  return [...templates, ...closing];
}

function purchaseAct(brief: Brief): { base: string; past: string; buying: boolean } | null {
  const { behaviour, subject } = brief;
  if (behaviour && behaviour.hasObject) {
    return { base: behaviour.base, past: behaviour.past, buying: BUYING_VERBS.test(behaviour.verb) };
  }
  if (subject === null) return null;
  return { base: `choose ${subject.category}`, past: `chose ${subject.category}`, buying: false };
}

function purchaseDecision(brief: Brief): QuestionTemplate[] {
  // Switching or renting rather than buying: not "what matters most when you switch? Brand reputation".
  const after = afterPurchaseAct(brief);
  if (after !== null) return afterPurchaseQuestions(after, brief);
  // "decide when to harvest their wheat": no product, price or brand to weigh.
  const open = readOpenDecision(brief.text);
  if (open !== null) return openDecisionQuestions(open);
  const act = purchaseAct(brief);
  const deciding = 'How you decide';
  const more = 'A little more';
  const templates: QuestionTemplate[] = [
    template({
      section: more,
      priority: 9,
      measures: 'who else decides',
      needs: [],
      build: () =>
        choice('Who else has a say in the decision?', [
          'Nobody, I decide alone',
          'My partner or family',
          'Friends',
          'Colleagues',
        ]),
    }),
    template({
      section: more,
      priority: 10,
      measures: 'openness to switching',
      needs: [],
      build: () => scale('How likely are you to try a new option next time?'),
    }),
  ];
  if (act === null) return templates;
  templates.push(
    // "where do people buy their coffee beans": the request asks where.
    template({
      section: deciding,
      priority: 0.5,
      measures: 'where people buy',
      needs: [],
      when: (b) => act.buying && /\bwhere\b/i.test(b.text),
      build: () =>
        choice(
          `Where do you usually ${act.base}?`,
          ['A supermarket', 'A specialist shop', 'Online', 'Directly from the maker'],
          { multiple: true, allowOther: true, required: true },
        ),
    }),
    template({
      section: deciding,
      priority: 1,
      measures: 'what matters most',
      needs: [],
      build: () =>
        choice(
          `What matters most to you when you ${act.base}?`,
          // Brands are bought; an accountant, a nursery or a supplier is chosen by its reputation.
          act.buying
            ? ['Price', 'Quality', 'Convenience', 'Reviews and recommendations', 'Brand reputation']
            : ['Price', 'Quality', 'Convenience', 'Reviews and recommendations', 'Reputation'],
          { allowOther: true, required: true },
        ),
    }),
    template({
      section: deciding,
      priority: 2,
      measures: 'the deciding moment',
      needs: [],
      build: () => openText(`What made up your mind the last time you ${act.past}?`),
    }),
    template({
      section: deciding,
      priority: 3,
      measures: 'where people look for information',
      needs: [],
      build: () =>
        choice(
          `Where do you look for information before you ${act.base}?`,
          [
            'Search engines',
            'Review or comparison sites',
            'Friends and family',
            'Social media',
            // Shop staff advise on what is bought; a service is asked about by contacting it.
            act.buying ? 'Staff in a shop' : 'Visiting or contacting them first',
          ],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: deciding,
      priority: 4,
      measures: 'confidence in the choice',
      needs: [],
      build: () => scale(`How confident do you feel when you ${act.base}?`),
    }),
    template({
      section: deciding,
      priority: 5,
      measures: 'frustrations',
      needs: [],
      build: () => openText(`What frustrates you most when you ${act.base}?`),
    }),
    template({
      section: more,
      priority: 6,
      measures: 'how long deciding takes',
      needs: [],
      build: () =>
        choice('How long does it usually take you to decide?', [
          'Minutes',
          'A day or two',
          'A week or two',
          'Longer than a month',
        ]),
    }),
  );
  if (act.buying) {
    templates.push(
      template({
        section: more,
        priority: 7,
        measures: 'how often people buy',
        needs: [],
        build: () =>
          choice(`How often do you ${act.base}?`, [
            'Every week',
            'Every month',
            'A few times a year',
            'Once a year or less',
          ]),
      }),
      template({
        section: more,
        priority: 8,
        measures: 'where people buy',
        needs: [],
        build: () =>
          choice(
            `Where do you usually ${act.base}?`,
            ['Online', 'In a shop', 'Second-hand', 'Through someone I know'],
            {
              allowOther: true,
            },
          ),
      }),
    );
  }
  return templates;
}

/**
 * Whether time spent is a fair measure of the doing: not for a service reached now and then
 * ("visit the library") nor for a thing used in a moment ("use the compost bins").
 */
function countedInTime(brief: Brief): boolean {
  return !VISIT_VERBS.test(brief.behaviour?.verb ?? '') && !usedBriefly(brief);
}

/** A thing used in a moment ("use the compost bins"): neither timed in hours nor enjoyed. */
function usedBriefly(brief: Brief): boolean {
  return usedInMoments(brief.behaviour?.base ?? '') || usedInMoments(brief.subject?.name ?? '');
}

function habitual(brief: Brief): boolean {
  const verb = brief.behaviour?.verb ?? '';
  return brief.behaviour !== null && !brief.behaviour.negated && !ONE_OFF_VERBS.test(verb);
}

/**
 * The time people spend, named as the doing's object: "spend their weekends", "spend your free
 * time", "spend their lunch breaks". Its questions are about what fills that time.
 */
const SPENT_TIME =
  /^(?:(?:\w+\s+)?(?:weekends?|evenings?|free\s+time|spare\s+time|leisure\s+time|holidays?|summers?|days?\s+off|breaks?|mornings?|afternoons?|nights?|retirement|downtime|half\s+term))$/i;

function spendsTime(brief: Brief): boolean {
  return brief.behaviour?.verb === 'spend' && SPENT_TIME.test(brief.subject?.name ?? '');
}

/**
 * "How do retirees spend their weekends?": a time-use study, asked of what fills the time, who
 * with, and whether it is spent as people would like. The habit questions ("How often do you
 * spend your weekends?", "hours a week spending your weekends") read as nonsense for it.
 */
function timeUse(): QuestionTemplate[] {
  const time = 'Your time';
  const views = 'What you think';
  return [
    template({
      section: time,
      priority: 1,
      measures: 'what fills the time',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `Which of these do you spend most of ${subject.reference} doing?`,
          [
            'Time with family or friends',
            'Hobbies or sport',
            'Resting and relaxing',
            'Chores and errands',
            'Work or study',
            'TV, games or social media',
            'Going out',
          ],
          { multiple: true, allowOther: true, required: true },
        ),
    }),
    template({
      section: time,
      priority: 2,
      measures: 'a typical example',
      needs: ['subject'],
      build: ({ subject }) =>
        openText(
          `Think of ${subject.reference} recently. How did you spend ${subject.plural ? 'them' : 'it'}?`,
        ),
    }),
    template({
      section: time,
      priority: 3,
      measures: 'who with',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(
          `Who do you usually spend ${subject.reference} with?`,
          ['Mostly on my own', 'My partner', 'Family', 'Friends', 'Colleagues or classmates'],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: views,
      priority: 4,
      measures: 'satisfaction with how it is spent',
      needs: ['subject'],
      build: ({ subject }) => scale(`How satisfied are you with how you spend ${subject.reference}?`),
    }),
    template({
      section: views,
      priority: 5,
      measures: 'what gets in the way',
      needs: ['subject'],
      build: ({ subject }) =>
        openText(`What, if anything, stops you from spending ${subject.reference} the way you would like?`),
    }),
    template({
      section: views,
      priority: 6,
      measures: 'what they would do more of',
      needs: ['subject'],
      build: ({ subject }) => openText(`What would you like to do more of in ${subject.reference}?`),
    }),
    template({
      section: views,
      priority: 7,
      measures: 'change over time',
      needs: ['subject'],
      build: ({ subject }) =>
        choice(`Compared with a year ago, how has the way you spend ${subject.reference} changed?`, [
          'More active',
          'About the same',
          'Less active',
          'Changed in other ways',
        ]),
    }),
  ];
}

function habits(brief: Brief): QuestionTemplate[] {
  // "how do commuters get to work": a journey, not a habit with an object.
  const journey = readJourney(brief);
  if (journey !== null) return journeyQuestions(journey);
  if (spendsTime(brief)) return timeUse();
  const usage = 'Your habits';
  const views = 'What you think';
  return [
    template({
      section: usage,
      priority: 1,
      measures: 'how often',
      needs: ['behaviour'],
      when: habitual,
      build: ({ behaviour }) =>
        choice(`How often do you ${behaviour.base}?`, [...FREQUENCY_OPTIONS, 'Never'], { required: true }),
    }),
    template({
      section: usage,
      priority: 1,
      measures: 'how big a part it plays',
      needs: ['subject'],
      when: (b) => !habitual(b),
      build: ({ subject }) =>
        choice(
          `How big a part of your week ${be(subject)} ${subject.reference}?`,
          ['A very big part', 'A fair part', 'A small part', 'No part at all'],
          { required: true },
        ),
    }),
    template({
      section: usage,
      priority: 2,
      measures: 'how regular the habit is',
      needs: ['subject'],
      when: (b) => !habitual(b) && b.subject !== null && b.subject.determiner === '' && !b.subject.proper,
      build: ({ subject }) =>
        choice(`How would you describe your ${subject.name} habits?`, [
          'Very regular',
          'Fairly regular',
          'Irregular',
          "I'm trying to change them",
        ]),
    }),
    // "how often do people eat out and where": the request asks where it happens.
    template({
      section: usage,
      priority: 1.5,
      measures: 'where',
      needs: ['behaviour'],
      when: (b) => habitual(b) && /\bwhere\b/i.test(b.text),
      build: ({ behaviour }) =>
        choice(
          `Where do you usually ${behaviour.base}?`,
          ['Close to home', 'Close to work or school', 'In a town or city centre', 'Wherever I happen to be'],
          { multiple: true, allowOther: true },
        ),
    }),
    template({
      section: usage,
      priority: 2,
      measures: 'when they last did it',
      needs: ['behaviour'],
      when: habitual,
      build: ({ behaviour }) =>
        choice(`When did you last ${behaviour.base}?`, [
          'This week',
          'This month',
          'In the last six months',
          'Longer ago',
          'Never',
        ]),
    }),
    template({
      section: usage,
      priority: 3,
      measures: 'the main reason',
      needs: ['behaviour'],
      when: habitual,
      build: ({ behaviour }) => openText(`What is the main reason you ${behaviour.base}?`),
    }),
    template({
      section: usage,
      priority: 4,
      measures: 'time spent',
      needs: ['behaviour'],
      // Hours a week fit a pastime ("cooking at home"); a service reached now and then ("access
      // mental health services", "visit the library") is counted in visits, not hours.
      // Nor are things used in a moment ("use the compost bins", "use the bike racks").
      when: (b) => habitual(b) && countedInTime(b),
      build: ({ behaviour }) =>
        choice(`How many hours a week do you spend ${behaviour.gerund}?`, [
          'Less than 1 hour',
          '1–3 hours',
          '4–7 hours',
          'More than 7 hours',
        ]),
    }),
    template({
      section: views,
      priority: 5,
      measures: 'importance',
      needs: ['subject'],
      build: ({ subject }) => scale(`How important ${be(subject)} ${subject.reference} to you?`),
    }),
    template({
      section: views,
      priority: 6,
      measures: 'what makes it hard',
      needs: ['behaviour'],
      when: habitual,
      build: ({ behaviour }) => openText(`What, if anything, makes it hard to ${behaviour.base}?`),
    }),
    template({
      section: views,
      priority: 6,
      measures: 'what gets in the way',
      needs: ['subject'],
      when: (b) => !habitual(b),
      build: ({ subject }) => openText(`What, if anything, makes ${subject.reference} difficult for you?`),
    }),
    template({
      section: views,
      priority: 7,
      measures: 'change over time',
      needs: ['subject'],
      when: countedInTime,
      build: ({ subject }) =>
        choice(`Compared with a year ago, how much time do you spend on ${subject.reference}?`, [
          'More',
          'About the same',
          'Less',
          'None then or now',
        ]),
    }),
    template({
      section: views,
      priority: 7,
      measures: 'change over time',
      needs: ['subject'],
      // Something used in a moment changes in how often it is used, not in time spent on it.
      when: (b) => !VISIT_VERBS.test(b.behaviour?.verb ?? '') && !countedInTime(b),
      build: ({ subject }) =>
        choice(`Compared with a year ago, how often do you use ${subject.reference}?`, [
          'More often',
          'About as often',
          'Less often',
          'Not then or now',
        ]),
    }),
    template({
      section: views,
      priority: 8,
      measures: 'enjoyment',
      needs: ['behaviour'],
      // Reaching a service for help ("access mental health services") is not done for enjoyment.
      // Nor is a thing used in a moment ("the bike racks").
      when: (b) =>
        habitual(b) && !/^(?:access|consult|contact|call)$/.test(b.behaviour?.verb ?? '') && !usedBriefly(b),
      build: ({ behaviour }) => scale(`How much do you enjoy ${behaviour.gerund}?`),
    }),
    template({
      section: views,
      priority: 9,
      measures: 'what they like',
      needs: ['subject'],
      natures: LIKEABLE,
      build: ({ subject }) => openText(`What do you like most about ${subject.reference}?`),
    }),
    template({
      section: views,
      priority: 10,
      measures: 'what they would change',
      needs: ['subject'],
      build: ({ subject }) => openText(`What would you change about ${subject.reference}?`),
    }),
  ];
}

const FEELING = { min: 'Very negative', mid: 'Neutral', max: 'Very positive' };
const PUBLIC_MATTER =
  /\b(?:council|city|town|village|residents?|public|government|local|neighbou?rhood|community|high\s+street|streets?|roads?|lanes?|parking|buses|bus|trains?|traffic)\b/i;

/**
 * Everything but a thing people use, eat or visit. "How much does the new seasonal menu affect you
 * personally?", "What worries you about the new scanners?" and "Have you talked about it with
 * friends or family?" are a public matter's questions; views on an offering ask whether it meets
 * people's needs, what they like and what they would change.
 */
const NOT_AN_OFFERING: readonly SubjectNature[] = [
  'arrangement',
  'issue',
  'proposal',
  'course',
  'people',
  'unknown',
];

function attitude(brief: Brief): QuestionTemplate[] {
  // "the match length", "the water temperature": too much, too little or about right.
  const property = measuredProperty(brief);
  if (property !== null) return measuredPropertyQuestions(property);
  const view = 'Your view';
  const more = 'A little more';
  return [
    template({
      section: view,
      priority: 1,
      measures: 'overall feeling',
      needs: ['subject'],
      build: ({ subject }) =>
        scale(`Overall, how do you feel about ${subject.reference}?`, { labels: FEELING, required: true }),
    }),
    template({
      section: view,
      priority: 2,
      measures: 'the reason behind it',
      needs: [],
      build: () => openText('What is the main reason you feel that way?'),
    }),
    template({
      section: view,
      priority: 3,
      measures: 'how well informed people are',
      needs: ['subject'],
      // Only a plan can be news to people; nobody has "heard about" group projects or the shifts
      // they already work.
      natures: ['proposal'],
      build: ({ subject }) =>
        choice(`How much have you heard about ${subject.reference}?`, [
          'A lot',
          'Some',
          'A little',
          'Nothing at all',
        ]),
    }),
    template({
      section: view,
      priority: 4,
      measures: 'personal impact',
      needs: ['subject'],
      natures: NOT_AN_OFFERING,
      build: ({ subject }) => scale(`How much ${does(subject)} ${subject.reference} affect you personally?`),
    }),
    template({
      section: view,
      priority: 4,
      measures: 'how well it meets needs',
      needs: ['subject'],
      natures: ['offering'],
      build: ({ subject }) => scale(`How well ${does(subject)} ${subject.reference} meet your needs?`),
    }),
    template({
      section: view,
      priority: 5,
      measures: 'worries',
      needs: ['subject'],
      natures: NOT_AN_OFFERING,
      build: ({ subject }) => openText(`What, if anything, worries you about ${subject.reference}?`),
    }),
    template({
      section: view,
      priority: 5,
      measures: 'what they like',
      needs: ['subject'],
      natures: ['offering'],
      build: ({ subject }) => openText(`What do you like most about ${subject.reference}?`),
    }),
    template({
      section: more,
      priority: 6,
      measures: 'how views changed',
      needs: ['subject'],
      // Nobody had a view a year ago of something new ("the new school lunch menu").
      when: (b) => !/\bnew\b/i.test(b.subject?.name ?? ''),
      build: ({ subject }) =>
        choice(`Compared with a year ago, how has your view of ${subject.reference} changed?`, [
          'More positive',
          'About the same',
          'More negative',
          'I had no view then',
        ]),
    }),
    template({
      section: more,
      priority: 7,
      measures: 'what would win people over',
      needs: ['subject'],
      build: ({ subject }) => openText(`What would make you feel more positive about ${subject.reference}?`),
    }),
    template({
      section: more,
      priority: 8,
      measures: 'the word people choose',
      needs: ['subject'],
      // Useful, promising, unnecessary, worrying or confusing is said of a plan, a rule or a
      // course; of a meadow, the broadband or the welcome in a town it reads as a form letter
      // (blind reviews O and P).
      natures: ['proposal', 'arrangement', 'course'],
      build: ({ subject }) =>
        choice(
          `Which word best describes ${subject.reference} for you?`,
          ['Useful', 'Promising', 'Unnecessary', 'Worrying', 'Confusing'],
          { allowOther: true },
        ),
    }),
    template({
      section: more,
      priority: 9,
      measures: 'how often people do it',
      needs: ['behaviour'],
      when: habitual,
      build: ({ behaviour }) =>
        choice(`How often do you ${behaviour.base}?`, [...FREQUENCY_OPTIONS, 'Never']),
    }),
    template({
      section: more,
      priority: 10,
      measures: 'who benefits',
      needs: ['subject'],
      // "People like me or businesses" is a question about public things (a cycle lane, a
      // council plan), not about group projects or a club's rules.
      when: (b) => PUBLIC_MATTER.test(b.text),
      build: ({ subject }) =>
        choice(`Who do you think benefits most from ${subject.reference}?`, [
          'People like me',
          'Businesses',
          'Everyone equally',
          'Nobody really',
        ]),
    }),
    template({
      section: more,
      priority: 11,
      measures: 'conversations',
      needs: ['subject'],
      natures: NOT_AN_OFFERING,
      build: ({ subject }) =>
        yesNo(`Have you talked about ${subject.reference} with friends or family recently?`),
    }),
    template({
      section: more,
      priority: 11,
      measures: 'what they would change',
      needs: ['subject'],
      natures: ['offering'],
      build: ({ subject }) => openText(`What would you change about ${subject.reference}?`),
    }),
  ];
}

/** Subjects that are the climate at work itself ("employee engagement", "team morale"). */
const WORKPLACE_CLIMATE =
  /\b(?:engagement|morale|wellbeing|well-being|satisfaction|burnout|workload|culture|happiness|stress)$/i;

/** Would they recommend working here: the employee NPS every staff survey ends with. */
function employeeNps(section: string, priority: number): QuestionTemplate {
  return template({
    section,
    priority,
    measures: 'employee NPS',
    needs: [],
    build: () => slider('How likely are you to recommend working here to a friend?', { max: 10 }),
  });
}

/** An exit survey looks back: why they leave, what it was like, what would have kept them. */
function leaverQuestions(ahead: string): QuestionTemplate[] {
  const looking = 'Looking back';
  const entries: [string, number, string, () => ReturnType<typeof scale>][] = [
    [
      looking,
      1,
      'why people leave',
      () =>
        choice(
          'What is the main reason you are leaving?',
          ['Pay and benefits', 'Career growth', 'My manager', 'Workload', 'Personal reasons'],
          { allowOther: true, required: true },
        ),
    ],
    [
      looking,
      2,
      'what would have kept them',
      () => openText('What, if anything, could we have done to keep you?'),
    ],
    [looking, 3, 'overall satisfaction', () => scale('Overall, how satisfied were you with working here?')],
    [
      looking,
      4,
      'support from managers',
      () =>
        scale('How supported did you feel by your manager?', {
          labels: { min: 'Not supported', mid: 'Somewhat', max: 'Fully supported' },
        }),
    ],
    [
      looking,
      5,
      'recognition',
      () =>
        choice('How often did you feel recognised for your work?', ['Often', 'Sometimes', 'Rarely', 'Never']),
    ],
    [
      ahead,
      6,
      'would return',
      () => choice('Would you consider working here again?', ['Yes', 'Maybe', 'No']),
    ],

    [
      ahead,
      8,
      'where they go next',
      () =>
        choice('What are you doing next?', [
          'A similar role elsewhere',
          'A different kind of work',
          'Studying',
          'Taking a break',
          'Retiring',
          'Prefer not to say',
        ]),
    ],
    [ahead, 9, 'anything else', () => openText(ANYTHING_ELSE)],
  ];
  return [
    ...entries.map(([section, priority, measures, build]) =>
      template({ section, priority, measures, needs: [], build }),
    ),
    employeeNps(ahead, 7),
  ];
}

function employee(brief: Brief): QuestionTemplate[] {
  const work = 'Your work';
  const team = 'Your team';
  const ahead = 'Looking ahead';
  const specific = (b: Brief) => b.subject !== null && !WORKPLACE_CLIMATE.test(b.subject.name);
  const leaving =
    brief.behaviour?.verb === 'leave' ||
    /\bexit\b|\bleaving\b|\bleavers?\b|\bresign\w*|\bdeparting\b|\boffboarding\b/i.test(brief.text);
  // Safety, onboarding: a topic with its own questions, unless the survey is about a named change
  // ("new hires and the new shift schedule") that the topic words only happen to sit beside.
  if (leaving) return leaverQuestions(ahead);
  const topic = employeeTopicQuestions(brief.text);
  // "ask new hires about the new expenses policy": a named change keeps its own questions.
  const namedChange =
    specific(brief) &&
    /\bnew\b|\bchang|\bpolic|\bschedul|\brota\b|\bsystem\b|\bprocess\b/i.test(brief.subject!.name) &&
    employeeTopicQuestions(brief.subject!.name) === null;
  const aboutTopic = topic !== null && !namedChange;
  // "the move to a paperless office", "our sales team's new CRM": a survey about one change asks
  // about that change first; questions about the job in general only fill what is left.
  const aboutChange = specific(brief) && brief.subject!.kind !== 'venue';
  // "the new office layout", "the staff parking scheme": changed surroundings are judged by how
  // well they serve people, not by workload, how they were explained or the support they need.
  const surroundings = aboutChange && isWorkplaceSurroundings(brief.subject!.name);
  const wayOfWorking = aboutChange && !surroundings;
  const general = (priority: number) => (aboutChange ? priority + 20 : priority);
  if (aboutTopic)
    return [
      ...topic.map((entry) => template({ ...entry, needs: [], build: () => entry.question })),
      employeeNps(ahead, 8),
      template({
        section: ahead,
        priority: 9,
        measures: 'anything else',
        needs: [],
        build: () => openText(ANYTHING_ELSE),
      }),
    ];
  return [
    template({
      section: work,
      priority: 1,
      measures: 'satisfaction with the change',
      needs: ['subject'],
      when: specific,
      build: ({ subject }) => scale(`How satisfied are you with ${subject.reference}?`, { required: true }),
    }),
    template({
      section: work,
      priority: 2,
      measures: 'what works and what does not',
      needs: ['subject'],
      when: specific,
      build: ({ subject }) => openText(`What works well about ${subject.reference}, and what doesn't?`),
    }),
    template({
      section: work,
      priority: 3,
      measures: 'effect on workload',
      needs: ['subject'],
      // A change affects workload; the place people work or volunteer at ("our food bank") does not.
      when: (b) =>
        specific(b) &&
        b.subject!.kind !== 'venue' &&
        !surroundings &&
        (!/^(?:our|my)$/.test(b.subject!.determiner) || /\bnew\b|\bchang/i.test(b.subject!.name)),
      build: ({ subject }) =>
        choice(`How ${has(subject)} ${subject.reference} affected your workload?`, [
          'Much heavier',
          'A little heavier',
          'No change',
          'A little lighter',
          'Much lighter',
        ]),
    }),
    template({
      section: work,
      priority: 4,
      measures: 'how well the change was explained',
      needs: ['subject'],
      when: () => wayOfWorking,
      build: ({ subject }) =>
        scale(`How well was ${subject.reference} explained to you?`, {
          labels: { min: 'Not at all well', mid: 'Somewhat', max: 'Very well' },
        }),
    }),
    template({
      section: work,
      priority: 5,
      measures: 'support needed with the change',
      needs: ['subject'],
      when: () => wayOfWorking,
      build: ({ subject }) =>
        openText(`What support would help you get the most out of ${subject.reference}?`),
    }),
    template({
      section: ahead,
      priority: 6,
      measures: 'whether to keep the change',
      needs: ['subject'],
      when: () => wayOfWorking,
      build: ({ subject }) =>
        choice(`Would you like to carry on with ${subject.reference}?`, [
          'Yes, as it is',
          'Yes, with changes',
          'No',
          'Not sure',
        ]),
    }),
    template({
      section: work,
      priority: 3,
      measures: 'how well the surroundings serve people',
      needs: ['subject'],
      when: () => surroundings,
      build: ({ subject }) =>
        scale(`How well ${does(subject)} ${subject.reference} meet your needs day to day?`),
    }),
    template({
      section: work,
      priority: 4,
      measures: 'effect on the working day',
      needs: ['subject'],
      when: () => surroundings,
      build: ({ subject }) =>
        choice(`Overall, ${has(subject)} ${subject.reference} made your working day better or worse?`, [
          'Much better',
          'A little better',
          'About the same',
          'A little worse',
          'Much worse',
        ]),
    }),
    template({
      section: ahead,
      priority: 6,
      measures: 'what to change about the surroundings',
      needs: ['subject'],
      when: () => surroundings,
      build: ({ subject }) => openText(`What, if anything, would you change about ${subject.reference}?`),
    }),
    template({
      section: work,
      priority: 1,
      measures: 'why people leave',
      needs: [],
      when: () => leaving,
      build: () =>
        choice(
          'What is the main reason you are leaving?',
          ['Pay and benefits', 'Career growth', 'My manager', 'Workload', 'Personal reasons'],
          { allowOther: true, required: true },
        ),
    }),
    template({
      section: work,
      priority: general(2),
      measures: 'overall job satisfaction',
      needs: [],
      build: () =>
        scale('Overall, how satisfied are you with your job?', { required: !specific(brief) && !leaving }),
    }),
    template({
      section: work,
      priority: general(4),
      measures: 'workload',
      needs: [],
      build: () =>
        scale('How manageable is your workload?', {
          labels: { min: 'Not manageable', mid: 'Somewhat', max: 'Very manageable' },
        }),
    }),
    template({
      section: team,
      priority: general(5),
      measures: 'support from managers',
      needs: [],
      build: () =>
        scale('How supported do you feel by your manager?', {
          labels: { min: 'Not supported', mid: 'Somewhat', max: 'Fully supported' },
        }),
    }),
    template({
      section: team,
      priority: general(6),
      measures: 'recognition',
      needs: [],
      build: () =>
        choice('How often do you feel recognised for your work?', ['Often', 'Sometimes', 'Rarely', 'Never']),
    }),
    template({
      section: team,
      priority: general(7),
      measures: 'tools and resources',
      needs: [],
      build: () =>
        choice('Do you have the tools and resources you need to do your job well?', [
          'Always',
          'Mostly',
          'Sometimes',
          'Rarely',
        ]),
    }),
    employeeNps(ahead, general(8)),
    template({
      section: ahead,
      priority: general(3),
      measures: 'one improvement',
      needs: [],
      build: () => openText('What is one thing that would make work better for you?'),
    }),
    template({
      section: ahead,
      priority: general(10),
      measures: 'intent to stay',
      needs: [],
      when: () => !leaving,
      build: () =>
        choice('Where do you see yourself a year from now?', [
          'Here, in a bigger role',
          'Here, in the same role',
          'Somewhere else',
          'Not sure',
        ]),
    }),
    template({
      section: ahead,
      priority: general(11),
      measures: 'stress',
      needs: [],
      build: () =>
        choice('How often do you feel stressed at work?', ['Rarely', 'Sometimes', 'Often', 'Almost always']),
    }),
  ];
}

/** A procedure that can hurt and that people recover from ("knee surgery", "a root canal"). */
const PROCEDURES =
  /\b(?:surgery|surgeries|operation|procedure|root\s+canal|extraction|fracture|birth|implant|replacement|transplant|biopsy|physio\w*|therapy|injury|stitches)\b/i;

/** Questions about what was done at the place ("your knee surgery"), when the request names it. */
function occasionQuestions(brief: Brief): QuestionTemplate[] {
  const occasion = brief.occasion;
  if (occasion === null) return [];
  const care = 'How you were treated';
  const after = 'Afterwards';
  const procedure = PROCEDURES.test(occasion.name);
  const templates: QuestionTemplate[] = [
    template({
      section: care,
      priority: procedure ? 6 : 2,
      measures: 'expectations of what was done',
      needs: [],
      build: () => scale(`How well did ${occasion.reference} meet your expectations?`),
    }),
    template({
      section: care,
      priority: 3,
      measures: 'how well people were cared for',
      needs: [],
      build: () => scale(`How well did the staff look after you during ${occasion.reference}?`),
    }),
  ];
  if (procedure) {
    templates.push(
      template({
        section: care,
        priority: 3.5,
        measures: 'pain management',
        needs: [],
        build: () => scale(`How well was any pain managed during and after ${occasion.reference}?`),
      }),
      template({
        section: after,
        priority: 4.5,
        measures: 'preparation for recovery',
        needs: [],
        build: () => scale('How well did we prepare you for your recovery at home?'),
      }),
      template({
        section: after,
        priority: 6.5,
        measures: 'recovery so far',
        needs: [],
        build: () =>
          choice('How is your recovery going so far?', [
            'Better than I expected',
            'As I expected',
            'Slower than I expected',
            'I have had complications',
          ]),
      }),
    );
  }
  return templates;
}

function serviceExperience(brief: Brief): QuestionTemplate[] {
  // A return or a hire from the author: how it went, not a visit's wait.
  const after = afterPurchaseAct(brief);
  if (after !== null) return afterPurchaseQuestions(after, brief);
  // A garden, a trail or a museum is walked round, not served at a counter.
  if (attractionVisited(brief)) return attractionQuestions(brief.subject!);
  // A process, a regular service or a care home has no wait at a counter.
  const notAVisit = nonVisitService(brief);
  if (notAVisit !== null) return nonVisitServiceQuestions(notAVisit, brief);
  const visit = 'Your visit';
  const care = 'How you were treated';
  const next = 'Next time';
  const inPerson = brief.subject === null || brief.subject.kind !== 'product';
  // With what was done named, questions about it come before the general ones about a visit.
  const later = brief.occasion === null ? 0 : 8;
  const templates: QuestionTemplate[] = [
    ...occasionQuestions(brief),
    template({
      section: visit,
      priority: 1,
      measures: 'overall rating',
      needs: ['subject'],
      build: ({ subject }) => scale(`Overall, how would you rate ${subject.reference}?`, { required: true }),
    }),
    template({
      section: visit,
      priority: 1,
      measures: 'overall rating',
      needs: [],
      when: (b) => b.subject === null,
      build: () => scale('Overall, how would you rate your experience?', { required: true }),
    }),
    template({
      section: visit,
      priority: 2 + later,
      measures: 'ease of getting help',
      needs: [],
      build: () => scale('How easy was it to get the help you needed?'),
    }),
    template({
      section: visit,
      priority: 3 + later,
      measures: 'waiting time',
      needs: [],
      build: () =>
        choice('How long did you have to wait?', [
          'No wait',
          'Under 10 minutes',
          '10–30 minutes',
          'More than 30 minutes',
        ]),
    }),
    template({
      section: care,
      priority: 4,
      measures: 'clear explanations',
      needs: [],
      when: () => inPerson,
      build: () => scale('How clearly did the staff explain things to you?'),
    }),
    template({
      section: care,
      priority: 4,
      measures: 'clear instructions',
      needs: [],
      when: () => !inPerson,
      build: () => scale('How clear were the instructions?'),
    }),
    template({
      section: care,
      priority: 5 + later,
      measures: 'feeling listened to',
      needs: [],
      when: () => inPerson,
      build: () => scale('How well did you feel listened to?'),
    }),
    template({
      section: care,
      priority: 6,
      measures: 'needs met',
      needs: [],
      build: () => yesNo('Did you get everything you needed?'),
    }),
    template({
      section: next,
      priority: later === 0 ? 7 : 5.5,
      measures: 'likelihood to recommend',
      needs: ['subject'],
      build: ({ subject }) =>
        slider(`How likely are you to recommend ${subject.reference} to friends or family?`, { max: 10 }),
    }),
    template({
      section: next,
      priority: 8,
      measures: 'what went well',
      needs: [],
      build: () => openText('What, if anything, went well?'),
    }),
    template({
      section: next,
      priority: later === 0 ? 2 : 5.8,
      measures: 'what could be better',
      needs: [],
      build: () => openText('What could have been better?'),
    }),
    template({
      section: next,
      priority: 10,
      measures: 'how people reached the service',
      needs: [],
      build: () =>
        choice('How did you use the service?', ['In person', 'Online', 'By phone'], { allowOther: true }),
    }),
  ];
  return templates.sort((a, b) => a.priority - b.priority);
}

/** Questions any survey can end with, used when a frame has fewer than were asked for. */
export function closingQuestions(): BankQuestion[] {
  const section = 'A bit about you';
  return [
    { section, priority: 100, measures: 'anything else', question: openText(ANYTHING_ELSE) },
    {
      section,
      priority: 101,
      measures: 'age group',
      question: choice('Which age group are you in?', [
        'Under 18',
        '18–24',
        '25–34',
        '35–44',
        '45–54',
        '55 or older',
      ]),
    },
    {
      section,
      priority: 102,
      measures: 'occupation',
      question: choice(
        'Which best describes you?',
        ['Student', 'Employed', 'Self-employed', 'Not working', 'Retired'],
        {
          allowOther: true,
        },
      ),
    },
    {
      section,
      priority: 103,
      measures: 'follow-up',
      question: yesNo('Would you be happy for us to follow up on your answers?'),
    },
    {
      section,
      priority: 104,
      measures: 'survey length',
      question: choice('How did you find the length of this survey?', [
        'Too short',
        'About right',
        'Too long',
      ]),
    },
    {
      section,
      priority: 105,
      measures: 'how people heard about the survey',
      question: choice(
        'How did you hear about this survey?',
        ['Email', 'Social media', 'A friend or colleague', 'A website'],
        {
          allowOther: true,
        },
      ),
    },
  ];
}

export type BriefFrame =
  | 'churn'
  | 'purchase-decision'
  | 'habits'
  | 'attitude'
  | 'employee'
  | 'service-experience'
  | 'consultation'
  | 'course-evaluation'
  | 'exploratory';

const BANKS: Record<BriefFrame, (brief: Brief) => QuestionTemplate[]> = {
  churn,
  'purchase-decision': purchaseDecision,
  habits,
  attitude,
  employee,
  'service-experience': serviceExperience,
  consultation: proposalQuestions,
  'course-evaluation': courseQuestions,
  exploratory: exploratoryQuestions,
};

export function isBriefFrame(frame: string): frame is BriefFrame {
  return frame in BANKS;
}

export function briefFrameQuestions(frame: BriefFrame, brief: Brief): BankQuestion[] {
  // A consultation asks about the change proposed, not the street or office it changes.
  const asked = frame === 'consultation' ? { ...brief, subject: proposalSubject(brief) } : brief;
  return fillTemplates(BANKS[frame](asked), asked);
}
