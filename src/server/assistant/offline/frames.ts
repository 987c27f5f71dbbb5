import { missesScheduled } from './missed-attendance.ts';
import { measuredProperty } from './measured-properties.ts';
import { nonVisitService } from './non-visit-services.ts';
import { afterPurchaseAct } from './after-purchase-acts.ts';
import { readOpenDecision } from './open-decisions.ts';
import { readFallingNumbers } from './falling-numbers.ts';
import { asksWhyNotRenewed } from './renewals.ts';
import { readJourney } from './journeys.ts';
import { asksAboutDecline } from './brief.ts';
import { receivedNotAttended, visitStep } from './received-services.ts';
import type { Brief } from './brief.ts';
import { RATED, attractionVisited, subjectNature } from './subject-nature.ts';
import { listedIdeas } from './listed-ideas.ts';
import {
  STUDY_FRAME_LABELS,
  STUDY_FRAME_REQUEST_WORDS,
  studyFrameFromWording,
  studyFrames,
} from './study-frames.ts';

// The research frames the offline generator knows: what kind of study a request asks for. Each
// frame has its own questions (question-bank.ts, frame-banks.ts); the frame is chosen from the
// request's wording (cues) and from the brief's shape (a churn verb, an opinion verb, a purchase).

export const researchFrames = [
  'concept-test',
  'product-feedback',
  'customer-satisfaction',
  'nps',
  'event-feedback',
  'market-research',
  'poll',
  'churn',
  'purchase-decision',
  'habits',
  'attitude',
  'employee',
  'service-experience',
  'consultation',
  'course-evaluation',
  ...studyFrames,
  'exploratory',
] as const;
export type ResearchFrame = (typeof researchFrames)[number];

/** How the reply names each frame ("I read this as a churn study"). */
export const FRAME_LABELS: Record<ResearchFrame, string> = {
  'concept-test': 'a concept test',
  'product-feedback': 'product feedback',
  'customer-satisfaction': 'a customer satisfaction survey',
  nps: 'a Net Promoter Score survey',
  'event-feedback': 'event feedback',
  'market-research': 'market research',
  poll: 'a poll',
  churn: 'a study of why people leave',
  'purchase-decision': 'a decision study (how people choose)',
  habits: 'a habits and usage study',
  attitude: 'an opinion survey',
  employee: 'an employee survey',
  'service-experience': 'a service experience survey',
  consultation: 'a consultation on a proposed change',
  'course-evaluation': 'a course evaluation',
  ...STUDY_FRAME_LABELS,
  exploratory: 'an exploratory survey',
};

/** A request that picks each frame, for the reply's "or make it …" suggestions. */
export const FRAME_REQUEST_WORDS: Record<ResearchFrame, string> = {
  'concept-test': 'a concept test comparing two versions of',
  'product-feedback': 'a product feedback survey for',
  'customer-satisfaction': 'a customer satisfaction survey for',
  nps: 'an NPS survey for',
  'event-feedback': 'an event feedback survey for',
  'market-research': 'a market research survey for',
  poll: 'a quick poll about',
  churn: 'a survey on why people stop using',
  'purchase-decision': 'a survey on how people choose',
  habits: 'a habits survey about',
  attitude: 'an opinion survey about',
  employee: 'an employee survey about',
  'service-experience': 'a service experience survey for',
  consultation: 'a consultation on the proposed',
  'course-evaluation': 'a course evaluation for',
  ...STUDY_FRAME_REQUEST_WORDS,
  exploratory: 'a general survey about',
};

interface Cue {
  frame: ResearchFrame;
  pattern: RegExp;
  weight: number;
}

const VARIANT_NOUNS = String.raw`(?:headlines?|designs?|logos?|concepts?|mockups?|taglines?|slogans?|packaging|landing[- ]pages?|ads?|adverts?|prototypes?|versions?|names?|covers?|labels?|icons?|flavou?rs?|subject\s+lines?|layouts?|banners?|thumbnails?|videos?|pages?|flows?|variants?|options?|colou?r\s+schemes?|menus?|offers?|messages?)`;
const COUNT = String.raw`(?:two|three|four|five|six|2|3|4|5|6)`;

// Explicit names of a study weigh 3, strong hints 2, loose hints 1; ties go to the earlier frame
// in FRAME_ORDER, so the more specific frames win.
const CUES: readonly Cue[] = [
  {
    frame: 'concept-test',
    weight: 3,
    pattern:
      /\b(?:a\s*\/\s*b|ab\s+test|split[- ]test|concept[- ]test(?:ing)?|concept\s+test|monadic|side[- ]by[- ]side)\b/i,
  },
  {
    frame: 'concept-test',
    weight: 3,
    pattern: new RegExp(
      String.raw`\b(?:test|compare|comparing|pick\s+between|choose\s+between|which\s+of)\s+(?:these\s+|the\s+|our\s+|my\s+)?${COUNT}\b|\b${COUNT}\s+(?:[\w-]+\s+){0,2}${VARIANT_NOUNS}\b.*\b(?:which|better|best|prefer|compare|test)\b|\bwhich\s+(?:of\s+)?(?:these\s+|the\s+)?(?:${COUNT}\s+)?(?:[\w-]+\s+){0,2}${VARIANT_NOUNS}\b`,
      'i',
    ),
  },
  {
    frame: 'concept-test',
    weight: 2,
    pattern:
      /\bcompar(?:e|es|ing|ison)\b|\bvariants?\b|\bversus\b|\bvs\.?\s|\bwhich\b.*\b(?:better|best|prefer(?:red)?|wins?|works?\s+best|more\s+appealing|sells?)\b|\b[A-F]\s+or\s+[A-F]\b/i,
  },
  {
    frame: 'concept-test',
    weight: 1,
    pattern: new RegExp(String.raw`\b${VARIANT_NOUNS}\b`, 'i'),
  },
  { frame: 'nps', weight: 3, pattern: /\b(?:nps|net\s+promoter)\b/i },
  { frame: 'nps', weight: 2, pattern: /\brecommend\w*\b/i },
  // "how likely are you to recommend our vet practice": the NPS question itself, word for word.
  { frame: 'nps', weight: 3, pattern: /\b(?:how\s+)?likely\s+(?:\w+\s+){0,4}?to\s+recommend\b/i },
  { frame: 'nps', weight: 1, pattern: /\b(?:loyal(?:ty)?|promoters?|detractors?)\b/i },
  { frame: 'poll', weight: 3, pattern: /\b(?:polls?|straw\s+poll)\b/i },
  {
    frame: 'poll',
    weight: 2,
    pattern: /\b(?:vote|voting|votes|pick\s+between|choose\s+between|decide\s+between)\b/i,
  },
  // "which venue should we book for the summer party": a decision put to people, before the event.
  {
    frame: 'poll',
    weight: 3,
    pattern: /\b(?:which|what)\s+(?:[\w-]+\s+){1,2}should\s+we\b/i,
  },
  {
    frame: 'churn',
    weight: 3,
    pattern:
      /\b(?:churn\w*|cancel\w*|unsubscrib\w*|abandon\w*|quit\w*|drop(?:ping|ped)?\s+out|stop(?:s|ped)?\s+(?:using|coming|buying|going|visiting)|(?:do\s+not|don't|didn't|never|not)\s+(?:come\s+back|return|renew|upgrade|finish|complete|subscribe|buy|use)|leav(?:e|es|ing)\s+(?:our|the|their|after|us)|why\s+(?:do\s+)?(?:\w+\s+){1,3}leave)\b/i,
  },
  {
    frame: 'churn',
    weight: 2,
    pattern:
      /\b(?:fewer|retention|lapsed|lost\s+customers|bring\s+them\s+back|exit\s+survey)\b|\bfew\s+(?:\w+\s+)?(?:complete|finish|come\s+back|return|renew|upgrade|convert)\b/i,
  },
  { frame: 'event-feedback', weight: 3, pattern: /\bevent\s+feedback\b|\bpost[- ]event\b/i },
  // "survey for attendees of a charity 5k run": people who attended something attended an event.
  { frame: 'event-feedback', weight: 2, pattern: /\battendees?\b/i },
  { frame: 'event-feedback', weight: 2, pattern: /^how\s+was\s+(?:the|our|today's|yesterday's|\w+\s+)?\b/i },
  {
    frame: 'event-feedback',
    weight: 2,
    pattern:
      /\b(?:events?|conferences?|meetups?|meet-ups?|webinars?|workshops?|summits?|hackathons?|festivals?|seminars?|bootcamps?|training|talks?|keynotes?|retreats?|offsites?|parties|party|galas?|expos?|trade\s+shows?|lectures?|picnics?|weddings?|concerts?|(?:jazz|quiz|game|movie)\s+nights?|classes|class)\b/i,
  },
  {
    frame: 'employee',
    weight: 3,
    pattern:
      /\b(?:employees?|emplyees?|staff|workforce|colleagues|work[\s-]life\s+balance|new\s+hires?|new\s+(?:starters?|joiners?)|direct\s+reports|morale|wellbeing|well-being|burn(?:ed|t|ing)?\s+out|burnout|workload|pulse(?:[\s-]+(?:survey|check(?:[\s-]?in)?))?|(?:my|our)\s+team\s+(?:after|since|during)|reorg(?:anisation|anization)?|restructur\w*|engagement\s+survey|employee\s+engagement|exit\s+interview|shift\s+schedule|four[- ]day\s+(?:work\s+)?week|hybrid\s+work|our\s+(?:nurses|engineers|team|teachers|drivers|volunteers)|team\s+morale|(?:engineering|sales|warehouse)\s+team|manager\s+feedback)\b/i,
  },
  {
    frame: 'service-experience',
    weight: 3,
    pattern:
      /\b(?:patients?|telehealth|clinic|hospital|appointments?|physio\w*|dental|dentist|vet|gp|surgery|pharmacy|museum|passport|citizens|council|stay\s+at|visitors)\b/i,
  },
  { frame: 'service-experience', weight: 1, pattern: /\b(?:visits?|experience|service)\b/i },
  { frame: 'customer-satisfaction', weight: 3, pattern: /\b(?:csat|customer\s+satisfaction)\b/i },
  {
    frame: 'customer-satisfaction',
    weight: 2,
    pattern:
      /\bsatisf\w*|\bhappy\s+with\b|\bcustomer\s+(?:service|support|experience|care)\b|\bhelp\s*desk|\bhelpdesk\b|\blive\s+chat\b|\bdelivery\s+times?\b/i,
  },
  {
    frame: 'customer-satisfaction',
    weight: 1,
    pattern:
      /\b(?:service|support|delivery|restaurant|hotel|hostel|store|shop|checkout|cafe|café|salon|b&b|repair|plumbing|customers?)\b/i,
  },
  {
    frame: 'market-research',
    weight: 3,
    pattern:
      /\bmarket\s+research\b|\bcustomer\s+discovery\b|\bproblem\s+(?:discovery|validation)\b|\bvalidate\s+(?:an?|our|the|my)\s+(?:\w+\s+)?idea\b|\bwillingness\s+to\s+pay\b|\bpricing\s+research\b|\bmarket\s+(?:survey|study|sizing|size|fit)\b|\b(?:would|will)\s+(?:people|customers|anyone)\s+(?:pay|buy|use)\b|\bdemand\s+for\b|\bprice\s+sensitivity\b|\bhow\s+much\s+(?:would|will)\s+\w+\s+pay\b/i,
  },
  {
    frame: 'market-research',
    weight: 2,
    pattern:
      /\b(?:target\s+(?:audience|market|customers?)|competitors?|competition|price\s+points?|segments?|segmentation|personas?|demographics?|startup|business\s+idea|new\s+business)\b/i,
  },
  {
    frame: 'purchase-decision',
    weight: 3,
    pattern:
      /\b(?:how|why|where|when)\s+(?:do\s+|does\s+)?(?:\w+\s+){0,3}(?:buy|buys|purchase|purchases|shop\s+for|shops\s+for|choose|chooses|pick|picks|decide|decides|select|selects|book|books|look\s+for|looks\s+for)\b|\bwhat\s+(?:do\s+|does\s+)?(?:\w+\s+){0,3}looks?\s+for\s+(?:in|when\s+(?:choosing|picking|selecting|hiring|buying|booking|finding))\b|\bbuying\s+(?:decision|behaviou?r|habits)\b|\bpurchase\s+decisions?\b|\bwho\s+buys\b|\bconver(?:t|ts|ting|sion)\b|\btrust\s+a\s+(?:seller|brand|shop)\b/i,
  },
  {
    frame: 'purchase-decision',
    weight: 1,
    pattern: /\b(?:buy|buying|purchas\w*|shopping\s+for|spend\w*)\b/i,
  },
  { frame: 'product-feedback', weight: 3, pattern: /\b(?:product|feature|user|app|beta)\s+feedback\b/i },
  {
    frame: 'product-feedback',
    weight: 2,
    pattern:
      /\bfeatures?\b|\bbeta\b|\busability\b|\bonboarding\b|\bredesign\b|\b(?:reminders?|checklist|records\s+system|expense\s+tool)\b/i,
  },
  {
    frame: 'product-feedback',
    weight: 1,
    pattern:
      /\b(?:products?|apps?|application|software|tools?|platform|website|site|saas|dashboard|extension|plugin|api|game|feedback|system|crm)\b/i,
  },
  {
    frame: 'habits',
    weight: 3,
    pattern: /\bhabits?\b|\busage\b|\broutines?\b|\bhow\s+often\b|\bscreen\s+time\b/i,
  },
  // "how do retirees spend their weekends", "how teenagers spend their free time": spending time
  // is what people do with their days (a habits study), not buying; "spend" alone reads as money
  // and made these purchase-decision surveys ("What matters most when you spend your weekends?").
  {
    frame: 'habits',
    weight: 3,
    pattern:
      /\bspend(?:s|ing)?\s+(?:their|your|our|my|his|her|the)?\s*(?:\w+\s+)?(?:weekends?|evenings?|free\s+time|spare\s+time|leisure\s+time|time|holidays?|summers?|days?\s+off|(?:lunch\s+)?breaks?|mornings?|afternoons?|nights?|retirement|downtime|school\s+holidays|half\s+term)\b/i,
  },
  {
    frame: 'habits',
    weight: 1,
    pattern:
      /\b(?:how\s+(?:do\s+|does\s+)?(?:\w+\s+){0,3}(?:use|uses|spend|plan|cook|listen|watch|read|run|do|deal|find|travel|commute|get))\b/i,
  },
  {
    frame: 'attitude',
    weight: 3,
    pattern:
      /\b(?:attitudes?|opinions?|views\s+on|perceptions?|sentiment|what\s+(?:do|does)\s+(?:\w+\s+){0,3}think|how\s+(?:do|does)\s+(?:\w+\s+){0,3}feel|feel\s+about|think\s+(?:of|about))\b/i,
  },
  // "a survey for my thesis on remote work and loneliness": academic research into people's
  // experience, never a product's market (its "demographics" are about the sample).
  {
    frame: 'attitude',
    weight: 6,
    pattern:
      /\b(?:thesis|dissertation|academic\s+(?:study|research)|research\s+study|phd|master'?s\s+(?:project|study))\b/i,
  },
];

const FRAME_ORDER: readonly ResearchFrame[] = [
  'concept-test',
  'poll',
  'nps',
  'churn',
  'employee',
  'event-feedback',
  'purchase-decision',
  'service-experience',
  'customer-satisfaction',
  'market-research',
  'product-feedback',
  'habits',
  'attitude',
  'consultation',
  'course-evaluation',
  'exploratory',
];

/** The frame the wording names most strongly, or null when it names none. */
export function frameFromWording(message: string): ResearchFrame | null {
  return scoredFrameFromWording(message).frame;
}

/** The frame the wording names most strongly, with how strongly (a loose hint scores 1). */
function scoredFrameFromWording(message: string): { frame: ResearchFrame | null; score: number } {
  // "Design a study …", "Test two …": the request's own verb is not a design or a test.
  const text = message.replace(/^\s*(?:please\s+)?(?:design|create|make|build|draft|write)\b/i, '');
  const scores = new Map<ResearchFrame, number>();
  for (const cue of CUES) {
    if (cue.pattern.test(text)) scores.set(cue.frame, (scores.get(cue.frame) ?? 0) + cue.weight);
  }
  // A concept noun alone ("our new cafe menu") does not make a comparison.
  if ((scores.get('concept-test') ?? 0) < 2) scores.delete('concept-test');
  let best: ResearchFrame | null = null;
  let bestScore = 0;
  for (const frame of FRAME_ORDER) {
    const score = scores.get(frame) ?? 0;
    if (score > bestScore) {
      best = frame;
      bestScore = score;
    }
  }
  return { frame: best, score: bestScore };
}

const EXPLICIT_CONCEPT_TEST =
  /\b(?:a\s*\/\s*b|ab\s+test|split[- ]test|concept[- ]test\w*|concept\s+test|monadic|side[- ]by[- ]side|compar\w*|variants?|versus|vs\.?|test(?:s|ing)?)\b/i;

/** Things a concept test compares: "two names", "which tagline", "packaging designs". */
const CREATIVE_WORK =
  /\b(?:names?|taglines?|slogans?|logos?|headlines?|designs?|packaging|labels?|ads?|adverts?|advertisements?|banners?|mock-?ups?|concepts?|versions?|variants?|pricing|price\s+points?|plans?|messages?|messaging|claims?|covers?|icons?|layouts?|landing\s+pages?|taglines?|titles?|mascots?)\b/i;

const VOTE_WORDING = /\b(?:decid\w*|vot\w*|poll)\b/i;

const CUSTOMERS =
  /\b(?:customers?|clients?|guests?|users?|shoppers?|diners?|buyers?|patrons?|subscribers?|readers?|players?)\b/i;

const CHURN_VERBS = /^(?:cancel|quit|leave|stop|unsubscribe|abandon|churn|drop|end|lapse)$/;
const ONE_OFF_CHOICES =
  /^(?:renew|switch|upgrade|join|sign|subscribe|move|apply|enrol|enroll|register|adopt|try|donate|return)$/;
const PURCHASE_VERBS = /^(?:buy|purchase|shop|choose|pick|select|book|order|decide|hire|rent|pay|find)$/;

const SERVED = /\b(?:patients?|customers?|clients?|guests?|visitors?|diners?|shoppers?|passengers?)$/i;
const WORKERS =
  /\b(?:nurses|doctors|employees|staff|workers|volunteers|colleagues|engineers|drivers|teachers|new\s+hires)$/i;

const SOFTWARE_HEAD =
  /\b(?:portal|app|apps|website|site|platform|software|system|dashboard|chatbot|online\s+\w+|e-?mail\s+\w+|tool)$/i;

/** A task done through software: "booking appointments through our online portal", "paying via the app". */
const DONE_THROUGH_SOFTWARE =
  /\b[a-z]+ing\s+(?:[\w'-]+\s+){0,3}?(?:through|via|using|on|in)\s+(?:our|the|their|your|an?)\s+(?:[\w-]+\s+){0,2}?(?:portal|app|website|site|platform|kiosk)\b/i;

const CHOICE_WORDING =
  /\b(?:between|which|choos\w*|pick\w*|decid\w*|vot\w*|prefer\w*|vs|versus|whether\s+to)\b/i;

/** A short poll question: "Pizza or sushi for friday lunch?", "Should we read Dune or Middlemarch?" */
function looksLikeChoice(brief: Brief): boolean {
  return (
    brief.pollOptions.length >= 2 &&
    brief.text.split(/\s+/).length <= 14 &&
    /\bor\b|\bbetween\b/i.test(brief.text)
  );
}

/** Occasions people attend together: "after the conference at our hotel" is event feedback. */
const GATHERINGS =
  /^(?:events?|conferences?|meetups?|webinars?|workshops?|summits?|festivals?|parties|party|weddings?|concerts?|galas?|seminars?|retreats?|dinners?|shows?)$/i;

const COURSE_EVALUATION = /\b(?:course|module|class|teaching)\s+(?:evaluation|feedback|review)\b/i;

const MEASURABLE_FRAMES: readonly ResearchFrame[] = [
  'attitude',
  'product-feedback',
  'customer-satisfaction',
  'habits',
  'service-experience',
  'exploratory',
];

/** What members, donors and volunteers belong to: asked about, it is the supporters' own study. */
const ORGANISATION_HEADS =
  /\b(?:club|society|association|union|church|choir|charity|trust|foundation|bank|group|team|network|league|rescue|shelter|hospice|guild|co-?op|cooperative|chapter|federation|institute|organi[sz]ation)s?$/i;

/** The research frame for a request: its wording first, then the shape of its brief. */
export function chooseFrame(brief: Brief): ResearchFrame {
  const frame = frameByReading(brief);
  // "how do commuters get to work", "how do staff get to the office": a journey (journeys.ts),
  // whether the people are staff or the wording looked like a task.
  if (
    (MEASURABLE_FRAMES.includes(frame) || frame === 'workflow' || frame === 'employee') &&
    readJourney(brief) !== null
  )
    return 'habits';
  // "the match length in our mobile game", "the new opening hours of the recycling centre": views
  // on a property (measured-properties.ts), whichever general frame the wording suggested. Tests,
  // polls, NPS and consultations keep their own questions.
  if (MEASURABLE_FRAMES.includes(frame) && measuredProperty(brief) !== null) return 'attitude';
  // "the claims process", "the council's bin collection service", "the care home their relative
  // lives in": a service that is not a visit (non-visit-services.ts) is still a service received.
  if (MEASURABLE_FRAMES.includes(frame) && nonVisitService(brief) !== null) return 'service-experience';
  // Switching, returning and renting are not buying (after-purchase-acts.ts): why people switch or
  // rent is still a decision, a return or a hire from the author is a service received.
  const act = afterPurchaseAct(brief);
  if (act !== null && (frame === 'purchase-decision' || MEASURABLE_FRAMES.includes(frame)))
    return act === 'switching' || act === 'renting' ? 'purchase-decision' : 'service-experience';
  // "how farmers decide when to harvest their wheat": a decision, though nothing is bought.
  if (MEASURABLE_FRAMES.includes(frame) && readOpenDecision(brief.text) !== null) return 'purchase-decision';
  if (MEASURABLE_FRAMES.includes(frame) && visitStep(brief)) return 'service-experience';
  // "weekday morning attendance has dropped a lot since september": people coming less
  // (falling-numbers.ts), however the rest of the request reads.
  if ((MEASURABLE_FRAMES.includes(frame) || frame === 'supporter') && readFallingNumbers(brief) !== null)
    return 'churn';
  // "why didn't annual pass holders renew", "why do members of our golf club not renew" (renewals.ts).
  if ((MEASURABLE_FRAMES.includes(frame) || frame === 'supporter') && asksWhyNotRenewed(brief))
    return 'churn';
  // "visitors to our community garden", "who visited the castle": a visit to walk round
  // (attraction-visits.ts). An opinion of one is still an opinion.
  if (frame !== 'attitude' && MEASURABLE_FRAMES.includes(frame) && attractionVisited(brief))
    return 'service-experience';
  // "feedback after physiotherapy sessions", "my experience at the vaccination centre": a service
  // received, not an event attended.
  return frame === 'event-feedback' && receivedNotAttended(brief) ? 'service-experience' : frame;
}

function frameByReading(brief: Brief): ResearchFrame {
  // A study named by its kind (a pricing study, a screener, a donor survey) is that study, unless
  // the request spells out concepts to compare side by side.
  // Named alternatives to choose between ("should rehearsals start at 7 or 7:30") stay a poll.
  // "product feedback after purchase", "post-purchase survey for furniture delivery": what was
  // bought and how it arrived, not how people choose.
  // Bought online is delivered too ("a mattress bought online").
  const delivered =
    /\b(?:deliver\w*|assembly|installation)\b|\b(?:bought|ordered|purchased)\s+(?:[\w-]+\s+){0,3}?online\b/i.test(
      brief.text,
    );
  // "post-purchase survey for an online furniture store": how buying and receiving went; "for
  // people who bought our running shoes": what they bought.
  if (/\bpost[- ]purchase\b/i.test(brief.text))
    return delivered || /\b(?:store|shop|retailer|boutique|marketplace)s?\b/i.test(brief.text)
      ? 'customer-satisfaction'
      : 'product-feedback';
  if (/\bafter\s+(?:their\s+|a\s+|the\s+)?purchas\w*|\bproduct\s+feedback\b/i.test(brief.text))
    return delivered ? 'customer-satisfaction' : 'product-feedback';
  // "why do patients miss their follow-up appointments", "why students skip lectures": people
  // who miss what is booked for them (missed-attendance.ts), whatever the place or the people.
  if (missesScheduled(brief)) return 'churn';
  // "why do trial users not convert to paid?": people who leave at the end of a trial.
  if (
    /\btrials?\b/i.test(brief.text) &&
    /\b(?:convert\w*|upgrad\w*|pay\w*|subscrib\w*)\b/i.test(brief.text) &&
    /\b(?:not|n't|never|don't|doesn't|didn't|fail\w*|why)\b/i.test(brief.text)
  )
    return 'churn';
  // "what stops older adults from booking GP appointments online", "why don't parents volunteer at
  // the school": people who do not do something are asked what holds them back, whatever place,
  // product or audience the doing involves. Named choices or concepts still make a poll or a test.
  if (
    brief.behaviour?.negated === true &&
    brief.behaviour.hasObject &&
    // "why free users never convert to the premium plan": a decision not taken, worded as one.
    frameFromWording(brief.text) !== 'purchase-decision' &&
    brief.concepts.length < 2 &&
    brief.pollOptions.length < 2 &&
    !/\b(?:polls?|nps|net\s+promoter)\b/i.test(brief.text)
  )
    return 'churn';
  // "booking appointments through our online portal", "ordering prescriptions via the practice
  // app": a task done through software tests how usable the software is; it is not a visit with a
  // wait and staff, nor a class or a course because the task books one.
  if (
    DONE_THROUGH_SOFTWARE.test(brief.text) &&
    brief.concepts.length < 2 &&
    brief.pollOptions.length < 2 &&
    frameFromWording(brief.text) !== 'nps'
  )
    return 'usability';
  // "Retrospective survey for our agile team after Q3": a team looking back at its own work.
  if (
    /\bretro(?:spective)?s?\b/i.test(brief.text) &&
    brief.pollOptions.length < 2 &&
    !/\bpoll\b/i.test(brief.text)
  )
    return 'employee';
  const worded0 = studyFrameFromWording(brief.text);
  // "a proposed bike lane network … which streets should be prioritised": a consultation that
  // mentions priorities, with nothing listed to rank.
  // "Post-event survey for a charity gala — donors and guests": the event is asked about, whoever came.
  const eventFirst =
    worded0 === 'supporter' &&
    /\bpost[- ]event\b|\bevent\s+feedback\b|\b(?:post|after)[- ](?:gala|dinner|ball|party|fundraiser|concert|auction)\b|\bafter\s+(?:the|our)\s+(?:gala|event|dinner|ball|party|fundraiser|concert|auction)\b/i.test(
      brief.text,
    );
  if (eventFirst) return 'event-feedback';
  const study =
    worded0 === 'prioritisation' &&
    listedIdeas(brief).length < 2 &&
    /\bpropos\w*|\bconsult\w*/i.test(brief.text)
      ? null
      : worded0;
  // "how satisfied are members with the new booking system at the tennis club": the people are
  // members, but what they are asked about is a system they use, not their membership.
  if (study === 'supporter' && brief.subject !== null && SOFTWARE_HEAD.test(brief.subject.name))
    return 'product-feedback';
  // "what do members of our tennis club think of the new floodlights", "survey for our choir
  // members about the new rehearsal venue": members asked about a thing, not about why they
  // belong (blind review P). The thing's own study follows.
  const memberThing =
    study === 'supporter' &&
    brief.subject !== null &&
    (/^new\s/i.test(brief.subject.name) ||
      brief.subject.kind === 'venue' ||
      brief.subject.kind === 'product') &&
    !ORGANISATION_HEADS.test(brief.subject.name);
  // "what should we offer next? classes, retreats, workshops": named ideas are ranked.
  if (study === 'ideas' && brief.pollOptions.length >= 2) return 'poll';
  if (study === 'ideas' && listedIdeas(brief).length >= 2) return 'prioritisation';
  // "Poll members on whether the club should allow dogs": a poll asked for by name stays a poll,
  // whoever is asked.
  const pollAskedFor = /^\s*(?:(?:a|quick|short)\s+)?poll\b/i.test(brief.text);
  if (
    study !== null &&
    !memberThing &&
    !(pollAskedFor && (study === 'supporter' || study === 'ideas' || study === 'workflow')) &&
    (study === 'prioritisation' ||
      (brief.concepts.length < 2 &&
        (brief.pollOptions.length < 2 || study === 'pricing' || study === 'screener')))
  )
    return study;
  const audience = brief.audience ?? '';
  // "How satisfied are our dental patients with … front desk staff?": the people served are asked,
  // so the staff they mention are part of the service, not the respondents.
  let worded = frameFromWording(
    SERVED.test(audience) ? brief.text.replace(/\b(?:staff|employees?|team)\b/gi, ' ') : brief.text,
  );
  // "Post-training survey for a cybersecurity workshop for staff": feedback on the session, not on
  // their job.
  if (
    worded === 'employee' &&
    /\b(?:training|workshop|course|session|webinar|seminar|bootcamp|induction\s+day)\b/i.test(brief.text) &&
    /\bpost[- ]|\bafter\b|\bfeedback\b|\bevaluation\b/i.test(brief.text)
  )
    worded = 'course-evaluation';
  // "Student wellbeing check-in", "in-store experience and staff helpfulness for a clothing
  // chain": pupils and shoppers are not employees, whatever the wellbeing or staff words say.
  if (
    worded === 'employee' &&
    !/\b(?:employees?|colleagues|workforce|our\s+(?:team|staff|nurses|engineers|teachers|drivers)|staff\s+(?:survey|wellbeing|morale|engagement))\b/i.test(
      brief.text,
    )
  ) {
    if (
      /\b(?:students?|pupils?|high\s*schoolers|kids|children|teens|teenagers|undergrads?)\b/i.test(brief.text)
    )
      worded = 'attitude';
    else if (
      /\b(?:stores?|shops?|retail|in-store|shoppers?|customers?|restaurants?|hotels?|caf[eé]s?|salons?)\b/i.test(
        brief.text,
      )
    )
      worded = 'customer-satisfaction';
  }
  // "how warehouse staff use the new stock scanning app": how a tool is used at work is feedback on
  // the tool, from the staff who use it, not a survey of their job.
  if (
    worded === 'employee' &&
    brief.behaviour?.verb === 'use' &&
    SOFTWARE_HEAD.test(brief.subject?.name ?? '')
  )
    worded = 'product-feedback';
  // "Do nurses at our hospital feel safe …", "volunteers at our food bank": people who work at a
  // place are asked about their work there, not served as its visitors.
  if (
    WORKERS.test(audience) &&
    // Staff eating at the canteen are its diners.
    !/\b(?:canteens?|cafeterias?|menus?|food|meals?)$/i.test(brief.subject?.name ?? '') &&
    (worded === 'service-experience' ||
      worded === 'customer-satisfaction' ||
      // "how nurses use the new electronic handover tool": a tool people use at work is rated as a
      // tool, by the people who use it.
      (worded === 'product-feedback' && !SOFTWARE_HEAD.test(brief.subject?.name ?? '')))
  )
    worded = 'employee';
  // "which flavour should we launch next: mango, yuzu or blackcurrant": named choices without a
  // concept test's words are a poll's options, not variants to show.
  // "which tagline works better: 'Money made simple' or 'Banking for humans'": concepts spelled
  // out for a thing to name, word or design are variants to show and compare.
  // A decision put to a vote ("help me decide between three names: …") stays a poll.
  if (
    brief.concepts.length >= 2 &&
    (EXPLICIT_CONCEPT_TEST.test(brief.text) ||
      (CREATIVE_WORK.test(brief.text) && !VOTE_WORDING.test(brief.text)))
  )
    return 'concept-test';
  if (worded === 'concept-test' && brief.pollOptions.length >= 2 && !EXPLICIT_CONCEPT_TEST.test(brief.text))
    return 'poll';
  if (worded === 'concept-test') return worded;
  if (looksLikeChoice(brief)) return 'poll';
  // A proposed change is supported or opposed, and a course is taught: neither is a product to
  // rate, whatever other words the request uses (unless it names a study of its own kind).
  const nature = subjectNature(brief);
  // "I run an online piano course; why do students stop after the first month?": people leaving a
  // course (or anything) is a study of why they leave, not a rating of it.
  if (
    worded !== 'poll' &&
    worded !== 'nps' &&
    brief.behaviour !== null &&
    CHURN_VERBS.test(brief.behaviour.verb) &&
    !brief.behaviour.negated &&
    /\bwhy\b|\bwhat\s+makes\b|\breasons?\b/i.test(brief.text)
  )
    return 'churn';
  if (worded !== 'poll' && worded !== 'nps' && worded !== 'churn') {
    if (nature === 'proposal') return 'consultation';
    if (nature === 'course' || COURSE_EVALUATION.test(brief.text)) return 'course-evaluation';
    // "feedback on the new moderation rules": a rule in place is agreed with or not, and felt; it
    // is not a product to use or a service to rate.
    if (
      nature === 'arrangement' &&
      (worded === null || worded === 'product-feedback' || worded === 'customer-satisfaction')
    )
      return 'attitude';
  }
  // "choosing a venue for the retreat: A vs B vs C. Ask staff what they prefer": named
  // alternatives to choose between make a poll, whoever is asked.
  if (brief.pollOptions.length >= 2 && CHOICE_WORDING.test(brief.text)) return 'poll';
  // "What do our donors care about most — transparency, impact stories or tax benefits?": what
  // matters most among named things is a ranking.
  if (
    brief.pollOptions.length >= 2 &&
    /\b(?:care\s+(?:about\s+)?|value|matters?|want|need|important\s+to\s+\w+)\s*most\b|\bmost\s+important\b/i.test(
      brief.text,
    )
  )
    return 'prioritisation';
  // "why are fewer people coming to our market": people doing something less is a churn study.
  if (worded !== 'employee' && asksAboutDecline(brief) && brief.behaviour?.hasObject === true) return 'churn';
  // "our new lunch menu", "the school lunch menu": food is tasted and served, not "used".
  if (
    (worded === null || worded === 'product-feedback' || worded === 'habits' || worded === 'employee') &&
    /\b(?:menus?|food|meals?|lunch(?:es)?|canteen|cafeteria)$/i.test(brief.subject?.name ?? '') &&
    !/\b(?:app|website|site|navigation|dropdown)\b/i.test(brief.text)
  )
    return 'customer-satisfaction';
  // "users of our patient portal", "the hospital's booking app": software is used, not visited, so
  // no waiting room and no staff explaining things.
  if (
    (worded === 'service-experience' || worded === 'customer-satisfaction') &&
    SOFTWARE_HEAD.test(brief.subject?.name ?? '')
  )
    return 'product-feedback';
  // "Museum visitors: what did they think of the dinosaur exhibition": the event named is what is
  // asked about, more than the place that holds it.
  if (worded === 'service-experience' && brief.subject?.kind === 'event') return 'event-feedback';
  // "what customers think of our new sourdough": customers judging the author's own offering give
  // feedback on something they tried, not a view on a public question.
  if (
    (worded === 'attitude' || (worded === null && brief.stance)) &&
    brief.subject !== null &&
    /^(?:our|my)$/.test(brief.subject.determiner) &&
    CUSTOMERS.test(brief.audience ?? '')
  ) {
    if (brief.subject.kind === 'product') return 'product-feedback';
    if (brief.subject.kind === 'event') return 'event-feedback';
    // A bread, a terrace, a menu: nothing to "use", so satisfaction rather than product questions.
    return 'customer-satisfaction';
  }
  // "feedback from parents after their child's vaccination at the health centre", "guests after a
  // spa treatment at our hotel": something done to people at a place is a service they received.
  if (
    brief.occasion !== null &&
    brief.subject !== null &&
    // "nurses … during night shifts": a worker's shift is their work, not a service they received.
    !WORKERS.test(audience) &&
    (worded === null ||
      /^(?:product-feedback|customer-satisfaction|habits|attitude|event-feedback)$/.test(worded)) &&
    !GATHERINGS.test(brief.occasion.name.split(/\s+/).at(-1) ?? '')
  )
    return 'service-experience';
  const verb = brief.behaviour?.verb ?? '';
  // "Customer research on why people switch broadband providers": a loose hint ("customer") does
  // not outweigh what the people do, when that doing is a choice or a leaving.
  const looseHint = scoredFrameFromWording(brief.text).score <= 1;
  // "feedback from guests at the awards dinner": the word "feedback" alone names no product; the
  // event or the place the request names is what is rated.
  if (worded === 'product-feedback' && looseHint && brief.subject !== null) {
    if (brief.subject.kind === 'event') return 'event-feedback';
    if (brief.subject.kind === 'venue') return 'customer-satisfaction';
  }
  const decisive =
    brief.behaviour?.hasObject === true &&
    (CHURN_VERBS.test(verb) || ONE_OFF_CHOICES.test(verb) || PURCHASE_VERBS.test(verb));
  if (
    worded !== null &&
    worded !== 'habits' &&
    worded !== 'attitude' &&
    worded !== 'product-feedback' &&
    !(looseHint && decisive)
  )
    return worded;
  if (brief.behaviour?.negated || CHURN_VERBS.test(verb)) return 'churn';
  // "how often do people order takeaway": asking how often is a habits study, whatever the verb.
  if (worded === 'habits' && /\bhow\s+often\b/i.test(brief.text) && brief.behaviour?.hasObject)
    return 'habits';
  if (PURCHASE_VERBS.test(verb)) return 'purchase-decision';
  // "what makes tenants renew their lease", "switch to our car wash": a one-off choice.
  if (brief.behaviour?.hasObject && ONE_OFF_CHOICES.test(verb)) return 'purchase-decision';
  // "how do residents rate the new wildflower meadow", "how do commuters rate the number 12 bus
  // route": rating is a view of it, not a habit ("how do …" alone leans to habits).
  if (worded === 'habits' && RATED.test(brief.text) && brief.subject !== null)
    return brief.subject.kind === 'venue' ? 'customer-satisfaction' : 'attitude';
  if (worded !== null) return worded;
  // "whether managers find the new approval flow easier": a view of a tool people use is feedback
  // on it, not an opinion on a public question.
  if (brief.stance && brief.subject?.kind === 'product') return 'product-feedback';
  if (brief.stance) return 'attitude';
  if (brief.behaviour?.hasObject) return 'habits';
  // A named thing of a known kind: "our food truck", "the company newsletter", "the lunch".
  switch (brief.subject?.kind) {
    case 'product':
      return 'product-feedback';
    case 'venue':
      return 'customer-satisfaction';
    case 'event':
      return 'event-feedback';
    default:
      return 'exploratory';
  }
}
