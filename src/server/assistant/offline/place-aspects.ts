import { choice, scale } from './question-kit.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';

// What a service experience is made of depends on the kind of place: a hotel stay is check-in,
// the room and the staff; a restaurant visit is the food, the service and the wait; a flight is
// boarding, the seat and punctuality. A satisfaction or service survey for a known kind of place
// asks about those, so it reads as written by someone who knows the business.

interface PlaceKind {
  pattern: RegExp;
  /** How questions name the experience when the request names only who is asked ("hotel guest survey"). */
  experience: string;
  questions: LenientQuestion[];
}

const RATING = { min: 'Very poor', mid: 'Average', max: 'Excellent' };
const rate = (text: string) => scale(text, { labels: RATING });

/** Whether an order came when promised: asked of every delivery and online order. */
const ON_TIME = choice('Did your order arrive on the day we promised?', [
  'Yes',
  'No, it was late',
  'No, it was early',
]);

/** How a delivery went, whatever was delivered. */
const DELIVERED = [
  ON_TIME,
  choice('Did everything arrive in good condition?', [
    'Yes',
    'Something was damaged',
    'Something was missing',
  ]),
  rate('How would you rate the delivery team?'),
];

const PLACES: readonly PlaceKind[] = [
  {
    // A school or work canteen: eaten at most days, so taste, choice, price and the queue.
    pattern: /\b(?:cafeterias?|canteens?|dining\s+halls?|school\s+(?:lunch(?:es)?|meals?|dinners?|food))\b/i,
    experience: 'the food',
    questions: [
      choice('How often do you (or your child) eat there?', [
        'Every day',
        'A few times a week',
        'About once a week',
        'Rarely',
      ]),
      rate('How would you rate the taste of the food?'),
      choice('How do you find the portions?', ['Too small', 'About right', 'Too big']),
      rate('How would you rate the choice of healthy options?'),
      rate('How would you rate the value for money?'),
      choice('How long do you usually wait in the queue?', [
        'Under 5 minutes',
        '5–10 minutes',
        '10–20 minutes',
        'More than 20 minutes',
      ]),
    ],
  },
  {
    // An online shop has no staff at a till: finding, paying, delivery and what arrived.
    pattern:
      /\bonline\s+(?:[\w-]+\s+){0,2}?(?:store|shop|retailer|marketplace|boutique)s?\b|\be-?commerce\b|\bweb\s*shop\b/i,
    experience: 'your order',
    questions: [
      rate('How easy was it to find what you were looking for?'),
      rate('How easy was it to place your order and pay?'),
      ON_TIME,
      choice('Was what arrived as described?', ['Yes', 'Mostly', 'No']),
    ],
  },
  {
    // A repair or a service is judged on the work: done right, ready when promised, explained and
    // fairly priced; nothing is picked off a shelf ("our bike repair shop", "the car service").
    pattern:
      /\b(?:repairs?|repairers?|servicing|mechanics?|garages?|MOT|tailors?|alterations|cobblers?|dry\s+cleaners?)\b/i,
    experience: 'the work we did',
    questions: [
      choice('Was the work done right the first time?', ['Yes', 'Mostly', 'No, it had to be redone']),
      choice('Was it ready when we said it would be?', ['Yes', 'No, it was late', 'It was early']),
      rate('How clearly did we explain the work and the cost?'),
      rate('How fair was the price for the work done?'),
    ],
  },
  {
    // Broadband, boilers and solar panels are fitted by someone who visits: the appointment, the
    // fitting and whether it works, not a parcel to unpack ("home broadband installation"). The
    // provider itself, month after month ("their broadband provider"), is not a visit.
    pattern:
      /^(?=.*\b(?:broadband|internet|wi-?fi|fibre|fiber|boilers?|heat\s+pumps?|solar\s+panels?|smart\s+meters?|ev\s+chargers?)\b)(?=.*\b(?:install\w*|fitt(?:ed|ing)|engineers?|installers?|technicians?|set[\s-]?up|connect(?:ed|ion|ing)?)\b)/is,
    experience: 'your installation',
    questions: [
      choice('Did the engineer arrive at the agreed time?', [
        'Yes',
        'No, they were late',
        'They did not come',
      ]),
      choice('Was everything working when they left?', ['Yes', 'Partly', 'No']),
      rate('How clearly did the engineer explain what they had done?'),
      rate('How tidy did they leave your home?'),
    ],
  },
  {
    // Furniture and appliances are delivered and then put together or fitted.
    pattern:
      /\b(?:assembly|installation|furniture|sofas?|mattress(?:es)?|wardrobes?|appliances?|fridges?|washing\s+machines?)\b/i,
    experience: 'your delivery',
    questions: [
      ...DELIVERED,
      scale('How easy was assembly or installation?', {
        labels: { min: 'Very difficult', mid: 'Neither easy nor difficult', max: 'Very easy' },
      }),
    ],
  },
  {
    pattern:
      /\b(?:hotels?|hostels?|b&b|bed\s+and\s+breakfast|resorts?|guesthouses?|inns?|motels?|hotel\s+stay)\b/i,
    experience: 'your stay',
    questions: [
      rate('How would you rate check-in and check-out?'),
      rate('How clean and comfortable was your room?'),
      rate('How would you rate the friendliness and helpfulness of the staff?'),
      rate('How would you rate the value for money of your stay?'),
      rate('How would you rate breakfast and the other food and drink?'),
    ],
  },
  {
    // Buses, trains and ferries (before flights, whose passengers they share): on time, told about
    // delays, a seat, clean (blind review P: a replacement bus service was asked about cabin crew).
    pattern:
      /\b(?:bus|buses|coach(?:es)?|trains?|rail|railway|ferry|ferries|trams?|metro|shuttle)\s+(?:services?|routes?|journeys?|lines?|timetables?|crossings?)\b|\breplacement\s+bus(?:es)?\b|\bferr(?:y|ies)\b|\bpark\s+and\s+ride\b/i,
    experience: 'your journey',
    questions: [
      rate('How would you rate the punctuality of the service?'),
      rate('How would you rate the information about times and delays?'),
      choice('How easy is it usually to get a seat?', [
        'I always get a seat',
        'I usually get a seat',
        'I often have to stand',
        'Sometimes it is too full to get on',
      ]),
      rate('How would you rate comfort and cleanliness on board?'),
      rate('How would you rate the drivers and staff?'),
    ],
  },
  {
    pattern: /\b(?:airlines?|flights?|passengers?|long-haul|short-haul|cabin\s+crew)\b/i,
    experience: 'your flight',
    questions: [
      rate('How easy were booking and check-in?'),
      choice('Did your flight leave and arrive on time?', [
        'On time',
        'Delayed by less than 30 minutes',
        'Delayed by 30 minutes to 2 hours',
        'Delayed by more than 2 hours',
      ]),
      rate('How comfortable was your seat?'),
      rate('How would you rate the cabin crew?'),
      rate('How would you rate the food and drink on board?'),
    ],
  },
  {
    pattern:
      /\b(?:restaurants?|diners?|dining|bistros?|pizzerias?|brasseries?|eatery|cafes?|cafés?|coffee\s+shops?|bakery|bakeries|pubs?|bars?|(?:lunch|dinner|brunch|tasting|breakfast|drinks|kids|set)\s+menus?)\b/i,
    experience: 'your visit',
    questions: [
      rate('How would you rate the food and drink you ordered?'),
      rate('How would you rate the service from our staff?'),
      choice('How long did you wait for your order?', [
        'Less than 10 minutes',
        '10–20 minutes',
        '20–30 minutes',
        'More than 30 minutes',
      ]),
      rate('How would you rate the atmosphere?'),
      rate('How would you rate the value for money?'),
    ],
  },
  {
    pattern: /\b(?:banks?|bank\s+branch|branches|credit\s+unions?|building\s+society)\b/i,
    experience: 'your visit to the branch',
    questions: [
      choice('How long did you wait to be seen?', [
        'No wait',
        'Under 5 minutes',
        '5–15 minutes',
        'More than 15 minutes',
      ]),
      choice('Was what you came in for sorted out during this visit?', ['Yes', 'Partly', 'No']),
      rate('How knowledgeable was the staff member who helped you?'),
      scale('How comfortable did you feel discussing your finances?', {
        labels: { min: 'Very uncomfortable', mid: 'Neutral', max: 'Very comfortable' },
      }),
    ],
  },
  {
    pattern:
      /\b(?:gyms?|fitness\s+(?:centre|center|club|studio)s?|leisure\s+centres?|health\s+clubs?|locker\s+rooms?)\b/i,
    experience: 'the gym',
    questions: [
      rate('How would you rate the condition and range of the equipment?'),
      rate('How clean are the changing rooms and facilities?'),
      choice('How busy is it when you usually come?', [
        'Rarely busy',
        'Sometimes busy',
        'Often too busy to train well',
      ]),
      scale('How well do the opening hours and class times fit your schedule?', {
        labels: { min: 'Not at all', mid: 'Somewhat', max: 'Perfectly' },
      }),
    ],
  },
  {
    pattern: /\b(?:pharmac(?:y|ies)|chemists?|prescriptions?)\b/i,
    experience: 'your visit',
    questions: [
      choice('Was your prescription ready when you arrived?', [
        'Yes',
        'No, I had to wait',
        'No, I had to come back another time',
      ]),
      choice('How long did you wait to be served?', [
        'No wait',
        'Under 10 minutes',
        '10–30 minutes',
        'More than 30 minutes',
      ]),
      rate('How well did the pharmacist answer your questions?'),
    ],
  },
  {
    pattern:
      /\b(?:stores?|shops?|in-store|supermarkets?|garden\s+centres?|boutiques?|showrooms?|outlets?|retail)\b/i,
    experience: 'your visit',
    questions: [
      scale('How easy was it to find what you were looking for?', {
        labels: { min: 'Very difficult', mid: 'Neither easy nor difficult', max: 'Very easy' },
      }),
      choice('Was everything you wanted in stock?', ['Yes', 'Mostly', 'No']),
      rate('How helpful were the staff?'),
      rate('How quick and easy was paying at the checkout?'),
    ],
  },
  {
    pattern:
      /\b(?:tickets?|help\s*desk|helpdesk|support\s+(?:chat|team|request|call)s?|customer\s+support|live\s+chat)\b/i,
    experience: 'your support request',
    questions: [
      choice('Was your issue resolved?', ['Yes', 'Partly', 'No']),
      choice('How many times did you have to contact us about this issue?', [
        'Once',
        'Twice',
        'Three or more times',
      ]),
      rate('How would you rate the knowledge of the person who helped you?'),
      rate('How would you rate the speed of our replies?'),
    ],
  },
  {
    pattern:
      /\b(?:tenants?|apartments?|flats|landlords?|lettings?|housing\s+association|residents?\s+of\s+our)\b/i,
    experience: 'living in your home',
    questions: [
      rate('How would you rate how quickly repairs and maintenance are done?'),
      rate('How well do we keep you informed about things that affect your home?'),
      scale('How much does noise from neighbours or outside bother you?', {
        labels: { min: 'Not at all', mid: 'Somewhat', max: 'A great deal' },
      }),
      scale('How safe do you feel in your building?', {
        labels: { min: 'Very unsafe', mid: 'Neither safe nor unsafe', max: 'Very safe' },
      }),
    ],
  },
  {
    // Groceries, meals and parcels: on time, complete and fresh; nothing to assemble.
    pattern: /\b(?:deliver(?:y|ies))\b/i,
    experience: 'your delivery',
    questions: [...DELIVERED, rate('How would you rate the quality of what arrived?')],
  },
];

/** The kind of place a request names, first match in the order above (a hotel before its bar). */
function placeKind(text: string): PlaceKind | null {
  return PLACES.find((place) => place.pattern.test(text)) ?? null;
}

/** How questions name the experience at the request's kind of place, or null when none is named. */
export function placeExperience(text: string): string | null {
  return placeKind(text)?.experience ?? null;
}

const CUSTOMER_EFFORT = /\bcustomer\s+effort\b|\bCES\b/;

const SERVED_FRAMES = new Set(['customer-satisfaction', 'service-experience', 'nps']);

/** The kind of place's own questions, asked straight after the overall rating. */
export function placeQuestions(intent: string, text: string): BankQuestion[] {
  if (!SERVED_FRAMES.has(intent)) return [];
  const place = placeKind(text);
  if (place === null) return [];
  // A customer effort score asks the standard effort question first (1–7, agree).
  const effort = CUSTOMER_EFFORT.test(text)
    ? [
        scale('How easy was it to get your issue resolved?', {
          min: 1,
          max: 7,
          labels: { min: 'Very difficult', mid: 'Neither easy nor difficult', max: 'Very easy' },
          required: true,
        }),
      ]
    : [];
  // "(or your child)" only where children eat there.
  const children = /\b(?:school|pupils|kids|child(?:ren)?|parents)\b/i.test(text);
  const fitted = place.questions.map((question) =>
    children ? question : { ...question, text: String(question.text).replace(' (or your child)', '') },
  );
  return [...effort, ...fitted].map((question, index) => ({
    section: 'Your experience',
    priority: 1.5 + index / 20,
    measures: `the ${String(question.text)
      .replace(/^How (?:would you rate|well|easy|clean|long|many|quick)\s*/i, '')
      .replace(/\?$/, '')
      .toLowerCase()}`,
    question,
  }));
}
