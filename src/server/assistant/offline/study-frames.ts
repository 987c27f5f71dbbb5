import type { Brief } from './brief.ts';
import { ANYTHING_ELSE, FREQUENCY_OPTIONS, choice, openText, scale, yesNo } from './question-kit.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import { capitalize, collapseSpaces, withIndefiniteArticle } from './text-tools.ts';
import { readWorkflow, workflowQuestions } from './workflow-study.ts';
import { listedIdeas } from './listed-ideas.ts';
import { ideasQuestions, readIdeasRequest } from './ideas-study.ts';
import { feelingQuestions, readFeeling } from './feeling-somewhere.ts';
import { accessQuestions, readAccess } from './access-study.ts';

// Kinds of study a researcher asks for by name that the other frames would force into the nearest
// template: what people would pay (pricing), whether they would take up something not built yet
// (purchase intent), who qualifies for a study (screener), why members, volunteers and donors
// stay (supporters), where a flow trips people up (usability), whether people know a brand and
// what they think of it (brand), and which of several things matter most (prioritisation). Each is
// read from the request's wording, and its questions name the thing the request names ("the
// premium tier of our recipe app"), never a template's guess at a topic noun.

export const studyFrames = [
  'pricing',
  'purchase-intent',
  'screener',
  'supporter',
  'usability',
  'brand',
  'prioritisation',
  'workflow',
  'ideas',
  'rsvp',
  'pmf',
  'feeling',
  'access',
] as const;
export type StudyFrame = (typeof studyFrames)[number];

export const STUDY_FRAME_LABELS: Record<StudyFrame, string> = {
  pricing: 'a pricing study (what people would pay)',
  'purchase-intent': 'a purchase intent study for a new idea',
  screener: 'a screener for recruiting participants',
  supporter: 'a survey of members, volunteers or donors',
  usability: 'a usability survey',
  brand: 'a brand awareness and perception survey',
  prioritisation: 'a prioritisation survey (what matters most)',
  workflow: 'a study of how people do a task',
  ideas: 'an ideas survey (what people want next)',
  rsvp: 'an RSVP form (who is coming and what they need)',
  pmf: 'a product-market fit survey (the Sean Ellis question)',
  feeling: 'a survey of how safe or welcome people feel',
  access: 'a study of how people get a service they need',
};

export const STUDY_FRAME_REQUEST_WORDS: Record<StudyFrame, string> = {
  pricing: 'a pricing survey for',
  'purchase-intent': 'a survey on whether people would buy',
  screener: 'a screener for people who use',
  supporter: 'a volunteer survey for',
  usability: 'a usability survey for',
  brand: 'a brand awareness survey for',
  prioritisation: 'a survey to prioritise',
  workflow: 'a survey on how people',
  ideas: 'an ideas survey on what people want from',
  rsvp: 'an RSVP form for',
  pmf: 'a product-market fit survey for',
  feeling: 'a survey on how safe people feel in',
  access: 'a survey on how people get',
};

const SCREENER =
  /\bscreener\b|\bscreening\s+(?:survey|questions?|questionnaire|form)\b|\brecruit(?:ing|ment)?\s+(?:\w+\s+)?(?:participants|testers|people|respondents|users|interviewees)\b|\bqualify(?:ing)?\s+(?:participants|respondents|questions)\b/i;
const PRICING =
  /\b(?:rais(?:e|es|ing)|increas(?:e|es|ing)|lower(?:s|ing)?|chang(?:e|es|ing))\s+(?:our\s+|the\s+|my\s+)?(?:prices?|fees?|rates?)\b|\bprice\s+(?:rise|increase|change|hike)\b|\bvan\s+westendorp\b|\bprice\s+(?:acceptance|sensitivity|points?|test(?:ing)?|perception)\b|\bpricing\s+(?:survey|study|research|test(?:ing)?|questionnaire|questions)\b|\b(?:survey|study|research|questions?)\s+(?:on|about|for)\s+(?:\w+\s+)?pricing\b|\bwillingness\s+to\s+pay\b|\bpay\s+(?:more|extra|a\s+premium)\s+for\b|\bwilling\s+to\s+pay\b|\bwhat\s+(?:\w+\s+){0,3}(?:would|will|might)\s+pay\b|\bhow\s+much\s+(?:\w+\s+){0,3}(?:would|will|should|might)\s+(?:\w+\s+){0,2}(?:pay|charge|spend)\b|\bwhat\s+(?:to|should\s+we)\s+charge\b|\bpay\s+(?:up\s+to\s+|about\s+|around\s+)?[$€£]\s?\d|[$€£]\s?\d[\d.,]*\S*\s+(?:\w+\s+){0,2}too\s+(?:much|expensive|high|cheap)\b|\btoo\s+(?:much|expensive|high)\b[^.?!]*[$€£]\s?\d|\bworth\s+[$€£]\s?\d/i;
// "interest in weekend pottery classes", "would parents be interested in a breakfast club": a
// request about interest asks whether people would take up something they do not have yet, so
// it is not an evaluation of it ("our"/"the" thing may already run, so those are left alone).
const INTEREST_IN_SOMETHING_NEW =
  /^\s*(?:(?:level\s+of|how\s+much)\s+)?interest\s+(?:(?:among|from)\s+(?:[\w'-]+\s+){1,3}?)?in\s+(?!(?:our|my|the|your|their|this|that)\b)|\b(?:be|are|is)\s+interested\s+in\s+(?:a|an|joining|having|trying|taking|using|attending)\b/i;
const INTENT =
  /\bpurchase\s+intent\s+(?:survey|study|test|research|questionnaire)\b|\b(?:gauge|assess(?:ing)?|measur(?:e|ing)|test(?:ing)?|check(?:ing)?|explor(?:e|ing))\s+(?:the\s+)?(?:interest|demand|appetite)\b|\b(?:interest|demand)\s+(?:in|for)\s+(?:a|an)\s+(?:new|possible|potential|proposed)\b|(?<!(?:the|a|this|that)\s)\b(?:thinking\s+(?:of|about)|considering|planning\s+(?:to|on)|plan\s+to|want\s+to|might)\s+(?:launch|launching|offer|offering|introduc\w+|add|adding|build|building|open|opening|start|starting|sell|selling)\b|\b(?:would|will)\s+(?:\w+\s+){0,2}(?:use|buy|try|want|subscribe\s+to|sign\s+up\s+for|pay\s+for)\s+(?:it|this|that|one|(?:a|an)\s+(?!\w+\s+(?:again|more)))|\b(?:would|will)\s+(?:people|customers|members|users|guests|they|anyone)\s+(?:join|sign\s+up)\b|\b(?:do|does|would)\s+(?:our\s+|the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s\s+(?:want|like\s+the\s+idea\s+of)\s+(?!to\b)|\b(?:product|feature|service|business)\s+idea\b|\bif\s+we\s+(?:launched|offered|built|added|opened|introduced|made|sold)\b/i;
const SUPPORTER_PEOPLE =
  /\b(?:volunteers?|volunteering|donors?|donat(?:e|es|ed|ing|ion|ions)|alumni|fundrais\w*|supporters)\b/i;
const MEMBERSHIP_BODY =
  /\bmembers?\b.*\b(?:club|society|association|union|church|choir|co-?op|cooperative|nonprofit|non-profit|charity|chapter|guild|league|network|community|federation|institute)\b|\b(?:club|society|association|union|church|choir|co-?op|nonprofit|charity|chapter|guild|league)\s+members?\b|\bmembership\s+(?:renewal|survey)\b/i;
const USABILITY =
  /\busability\b|\b(?:check[\s-]?out|sign[\s-]?up|booking|navigation|search|payment|onboarding)\s+(?:re-?design|revamp|flow\s+change)\b|\bre-?design(?:ed)?\s+(?:of\s+(?:the\s+|our\s+)?)?(?:check[\s-]?out|sign[\s-]?up|booking|navigation|search|payment)\b|\buser\s+experience\b|\b(?:sign[\s-]?up|signup|check[\s-]?out|registration|booking|search|navigation|onboarding|payment|application)\s+(?:flow|funnel|journey|steps?|form|page|screens?)\b|\bget(?:s|ting)?\s+stuck\b|\bdrop[\s-]?offs?\b|\bdropp(?:ing|ed)\s+(?:off|out)\s+(?:during|in|at|on|before)\b|\bwhich\s+step\b|\beasy\s+to\s+(?:use|navigate|find)\b|\b(?:website|site|app|portal)\s+(?:navigation|usability|ease\s+of\s+use)\b|\bux\s+(?:survey|feedback|study)\b/i;
const BRAND =
  /\bbrand\s+(?:awareness|perception|health|tracking|tracker|recall|image|equity|survey|study|research)\b|\bbrand\s+(?:is|are)\s+perceived\b|\b(?:our|the)\s+brand\s+(?:perceived|seen|viewed)\b|\bhow\s+(?:is|are)\s+(?:our|the|my)\s+(?:brand|company)\s+(?:perceived|seen|viewed)\b|\b(?:are|is)\s+(?:they|people|customers|users)\s+aware\s+of\b|\bawareness\s+of\b|\bheard\s+of\s+(?:us|our)\b/i;
const PRIORITISATION =
  /\bprioriti[sz]\w*\b|\bpriorities\b|\brank(?:ing)?\s+(?:these|the|our|their|some|a\s+few|\w+\s+){0,3}(?:features?|benefits?|ideas?|options?|priorities|improvements?|perks?|initiatives?|projects?|requests?)\b|\bwhich\s+(?:features?|benefits?|improvements?|perks?)\s+(?:matter|are\s+most|do\s+(?:people|they|customers|users|employees|staff)\s+(?:value|need)\s+most)\b|\bfeature\s+requests?\b|\broadmap\b|\bmost\s+important\s+(?:features?|benefits?)\b/i;
const CHURN_WORDING =
  /\b(?:cancel\w*|churn\w*|quit\w*|unsubscrib\w*|stop(?:s|ped)?\s+\w+ing|don'?t\s+come\s+back|lapsed|fewer|declin\w*|dropp?(?:ed|ing)?\s+(?:off|out))\b/i;
const WHY_PEOPLE_LEAVE =
  /\bwhy\b[^.?!]*\b(?:abandon\w*|drop(?:s|ped|ping)?\s+(?:out|off)|leav(?:e|es|ing)|quit\w*|give\s+up|gave\s+up)\b/i;
const EMPLOYER_WORDING = /\b(?:employees?|staff|colleagues|workforce)\b/i;

// "Wedding guest survey for rsvp and meal choices", "registration form for our gala dinner": who
// is coming, how many and what they need, asked before the event rather than feedback after it.
const RSVP =
  /\brsvps?\b|\b(?:registration|sign[\s-]?up|booking)\s+form\s+for\s+(?:the\s+|our\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,3}?(?:event|party|dinner|gala|wedding|reunion|ceremony|lunch|breakfast|celebration|picnic|barbecue|bbq)\b|\b(?:meal|menu)\s+(?:choices?|selections?)\b[^.?!]*\b(?:wedding|party|dinner|gala|reunion)\b|\b(?:wedding|party|dinner|gala|reunion)\b[^.?!]*\b(?:meal|menu)\s+(?:choices?|selections?)\b|\bwho(?:'s|\s+is)\s+coming\b|\b(?:registration|sign[\s-]?ups?)\b[^.?!]*\b(?:party|dinner|gala|wedding|reunion|bbq|barbecue|picnic|celebration)\b/i;

// "product-market fit survey (Sean Ellis style)": the standard question on how people would feel
// without the product, asked of its users, and what the "very disappointed" value.
const PMF =
  /\bproduct[\s-]+market[\s-]+fit\b|\bPMF\b|\bsean\s+ellis\b|\bvery\s+disappointed\s+(?:test|question|score)\b/i;

// "onboarding survey for new SaaS users after first week": how getting started with a product went,
// asked as usability of the first steps (new staff have their own onboarding questions).
const PRODUCT_ONBOARDING =
  /\b(?:onboarding|getting\s+started)\b(?=[^.?!]*\b(?:users?|customers?|clients?|apps?|saas|product|platform|software|tool|accounts?|sign[\s-]?ups?|trial)\b)/i;
const NEW_STAFF = /\b(?:new\s+(?:hires?|starters?|joiners?|employees?|staff|colleagues)|employees?|staff)\b/i;

/**
 * "a concept test for a reusable cup subscription": one concept, nothing to compare it with, is
 * shown on its own and asked about as a new idea (a monadic test), not as variants A and B.
 */
const ONE_CONCEPT =
  /^(?!.*\b(?:a\s*\/\s*b|ab|split|vs\.?|versus|compar\w*|which|or|two|three|four|five|[2-5]|variants|versions|options|designs|concepts|names|headlines|logos|taglines|mockups)\b).*\bconcept[- ]test(?:s|ing)?\s+(?:for|of|on)\s+(?:a|an|our|my|the)\s/i;

/** The study the request names, when it is one of these kinds; null otherwise. */
export function studyFrameFromWording(text: string): StudyFrame | null {
  if (RSVP.test(text)) return 'rsvp';
  // "do tourists feel welcome in our town", "feel safe in the car park": the feeling, wherever it is felt.
  if (readFeeling(text) !== null) return 'feeling';
  // "how rural households get broadband", "how older people access GP appointments".
  if (readAccess(text) !== null) return 'access';
  // "Test two onboarding flows": variants to compare stay a concept test.
  if (
    PRODUCT_ONBOARDING.test(text) &&
    !NEW_STAFF.test(text) &&
    !/\b(?:test(?:s|ing)?|compar\w*|a\s*\/\s*b|versus|vs\.?|variants?|flows)\b/i.test(text)
  )
    return 'usability';
  if (PMF.test(text)) return 'pmf';
  if (SCREENER.test(text)) return 'screener';
  if (PRIORITISATION.test(text)) return 'prioritisation';
  // A study named "market research" stays market research, prices included.
  if (PRICING.test(text) && !/\bpricing\s+pages?\b|\bmarket\s+research\b/i.test(text)) return 'pricing';
  // "why do customers abandon their carts on our checkout page": why people leave a flow is a
  // study of leaving, whatever page they leave from.
  if (USABILITY.test(text) && !WHY_PEOPLE_LEAVE.test(text)) return 'usability';
  if (BRAND.test(text)) return 'brand';
  // "how small charities recruit volunteers": a task, whoever the people in it are.
  if (readWorkflow(text) !== null) return 'workflow';
  if (INTENT.test(text) || INTEREST_IN_SOMETHING_NEW.test(text) || ONE_CONCEPT.test(text))
    return 'purchase-intent';
  if (readIdeasRequest(text) !== null) return 'ideas';
  if (
    (SUPPORTER_PEOPLE.test(text) || MEMBERSHIP_BODY.test(text)) &&
    !CHURN_WORDING.test(text) &&
    !EMPLOYER_WORDING.test(text)
  )
    return 'supporter';
  return null;
}

// ----- what the request names ---------------------------------------------------------------------

/** Where a noun phrase ends: punctuation or a word that starts a new clause or place. */
const PHRASE_END = String.raw`(?=\s+(?:in|at|among|across|to\s+(?:our|the|my)\b|to\s+(?:see|find|learn|know|understand)|and\s+(?:what|how|why|whether|if|which|ask|do|does|did|are|is|would|will|can|could|should)|so|because|with\s+(?:people|customers|users)|who|that|which|where|would|will|do|does|vs|versus|or\s+not)\b|\s*[.?!,;:()]|\s+[-–—]\s|$)`;

function cut(phrase: string | undefined): string | null {
  if (phrase === undefined) return null;
  const text = collapseSpaces(phrase.replace(/["“”]/g, ''));
  if (text === '' || text.split(/\s+/).length > 9) return null;
  return text;
}

/** "a premium tier of our recipe app" → "the premium tier of our recipe app"; "our app" stays. */
function definite(phrase: string): string {
  if (/^(?:our|my|the|their|your|this|these)\s/i.test(phrase)) return phrase.replace(/^my\s/i, 'our ');
  if (/^(?:an?)\s/i.test(phrase)) return phrase.replace(/^an?\s/i, 'the ');
  // "brand awareness of Acme Coffee": a name takes no article ("had you heard of the Acme Coffee?").
  if (/^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*$/u.test(phrase)) return phrase;
  return `the ${phrase}`;
}

/**
 * The thing a pricing, intent, usability or brand study is about, as the request names it, with
 * "the" or "our" in front: "the premium tier of our recipe app", "the refill station for cleaning
 * products". Null when the request names nothing usable.
 */
export function studyThing(frame: StudyFrame, text: string, brief: Brief): string | null {
  const tries: RegExp[] = [];
  const tail = String.raw`((?:the|a|an|our|my|this)\s+[^.?!,;:()]+?|[$€£]?\d[^.?!,;:()]*?\b[\w-]+(?:\s+[\w-]+){0,4}?|[a-z][\w-]*(?:\s+[\w-]+){0,5}?)${PHRASE_END}`;
  if (frame === 'pricing')
    tries.push(
      new RegExp(
        String.raw`\b(?:pricing|price\w*|westendorp)\s+(?:\w+\s+){0,2}?(?:for|of|on)\s+${tail}`,
        'i',
      ),
      // "pay $30 for our day pass": a price may stand between the verb and what it buys.
      new RegExp(String.raw`\b(?:pay|charge|spend)\s+(?:\S+\s+){0,2}?(?:for|on)\s+${tail}`, 'i'),
      // "Is our coworking day pass worth $30?", "would the course be worth €200": what is priced
      // comes before the price.
      new RegExp(
        String.raw`\b((?:the|a|an|our|my|this)\s+[^.?!,;:()$€£]+?)\s+(?:be\s+|is\s+|are\s+)?(?:worth|priced\s+at|cost(?:s|ing)?)\s+[$€£]\s?\d`,
        'i',
      ),
    );
  if (frame === 'purchase-intent')
    tries.push(
      // "a new feature: shared grocery lists for families": the feature is what follows the colon.
      new RegExp(
        String.raw`\bnew\s+(?:feature|product|service|idea|offer)\s*:\s*([^.?!,;]+?)${PHRASE_END}`,
        'i',
      ),
      new RegExp(String.raw`\bconcept[- ]test(?:s|ing)?\s+(?:for|of|on)\s+${tail}`, 'i'),
      new RegExp(
        String.raw`\b(?:launch(?:ing)?|offer(?:ing)?|introduc(?:e|ing)|add(?:ing)?|build(?:ing)?|open(?:ing)?|start(?:ing)?|sell(?:ing)?|use|buy|try|want|subscribe\s+to|sign\s+up\s+for|pay\s+for|interest(?:ed)?\s+in|demand\s+for)\s+${tail}`,
        'i',
      ),
    );
  if (frame === 'usability')
    tries.push(
      new RegExp(
        String.raw`\b((?:the|our|my)\s+(?:[\w-]+\s+){0,2}?(?:sign[\s-]?up|signup|check[\s-]?out|registration|booking|search|navigation|onboarding|payment|application)\s+(?:flow|funnel|journey|steps?|form|page|process))\b`,
        'i',
      ),
      new RegExp(
        String.raw`\b(?:usability|ux|user\s+experience)\s+(?:\w+\s+){0,2}?(?:for|of|on)\s+${tail}`,
        'i',
      ),
      // "a follow-up questionnaire for our banking app, SUS style".
      /\b(?:for|of|on|about|through|via|using)\s+((?:our|the|my)\s+(?:[\w-]+\s+){0,3}?(?:app|site|website|portal|platform|tool|software|product|dashboard|service|system|kiosk))\b/i,
    );
  if (frame === 'brand')
    tries.push(
      /\b(our\s+(?:brand|company|business))\b/i,
      new RegExp(String.raw`\baware\s+of\s+${tail}`, 'i'),
      // "measure awareness of the council's free bulky waste collection", "awareness of the new
      // 20mph limit": the thing named after "awareness of" is what people are asked whether they
      // know (it fell back to "the brand" whenever it was not "our" thing).
      new RegExp(String.raw`\bawareness\s+(?:\w+\s+)?of\s+${tail}`, 'i'),
      new RegExp(String.raw`\bbrand\s+(?:\w+\s+){0,2}?(?:for|of)\s+${tail}`, 'i'),
    );
  for (const pattern of tries) {
    const found = cut(pattern.exec(text)?.[1]);
    if (found !== null && !/^(?:it|this|that|one|people|them|customers)$/i.test(found)) {
      // "the sign up flow on our mobile app": keep where the flow is.
      const where = /^(?:the|our|my)\s/i.test(found)
        ? (new RegExp(
            String.raw`${escape(found)}\s+(on|in|of)\s+((?:our|the|my)\s+[\w\s-]+?)${PHRASE_END}`,
            'i',
          ).exec(text) ?? null)
        : null;
      const phrase = where ? `${found} ${where[1]} ${where[2]}` : found;
      return definite(phrase);
    }
  }
  if (brief.subject !== null && brief.subject.kind !== 'topic') return brief.subject.reference;
  return null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What people would pay for something, as an amount: price bands fit one market (a $5 app) and not
 * another (a weekly meal kit, a sofa), so none are offered. The period is the request's, or asked.
 */
export function mostYouWouldPay(thing: string, text: string): LenientQuestion {
  const period = pricePeriod(text);
  return period === null
    ? openText(`What is the most you would pay for ${thing}, and how often (per order, week, month or year)?`)
    : {
        text: `What is the most you would pay per ${period.replace(/^an?\s/, '')} for ${thing}?`,
        response_type: 'NUMBER',
        required: false,
        response_options: { placeholder: 'Amount', min: 0, max: null, integer: false },
      };
}

/** Whether a request asks what people would pay ("would people pay for …", "at what price"). */
const ASKS_PRICE = /\bpay\b|\bpaying\b|\bprice\b|\bcost\b|\bworth\s+(?:it|paying)\b|\bspend\b/i;

/** "per week", "a month": the period a price is paid for, when the request names one. */
export function pricePeriod(text: string): string | null {
  // "from $15 to $20 a class": the unit a stated price is for comes first.
  const priced =
    /[$€£]\s?\d[\d.,]*\s+(?:a|an|per)\s+(class|session|visit|lesson|night|person|ticket|meal|box|month|week|year|day|hour|seat|user)\b/i.exec(
      text,
    );
  if (priced) return `a ${priced[1]!.toLowerCase()}`;
  const match =
    /\bper\s+(week|month|year|night|visit|session|class|person|seat|user|box|meal|ticket|serving|portion|lesson|hour|day|pass|order|delivery|item|unit)\b|\/\s*(week|month|year|mo|yr|night)\b|\b(weekly|monthly|yearly|annual|annually)\b|\ba\s+(week|month|year)\b/i.exec(
      text,
    );
  if (match === null) return null;
  const word = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').toLowerCase();
  const unit =
    {
      mo: 'month',
      yr: 'year',
      weekly: 'week',
      monthly: 'month',
      yearly: 'year',
      annual: 'year',
      annually: 'year',
    }[word] ?? word;
  return `a ${unit}`;
}

/** The prices the request states ("$25/month"; "$8, $10 or $12"), to test acceptance of: up to four. */
function statedPrices(text: string): string[] {
  const prices = [...text.matchAll(/[$€£]\s?\d+(?:[.,]\d{1,2})?/g)].map((match) =>
    match[0].replace(/\s/g, ''),
  );
  return [...new Set(prices)].slice(0, 4);
}

/** The people a screener looks for and what they do: "nurses who use electronic health records daily". */
function screenedPeople(text: string): { people: string | null; act: string | null; often: string | null } {
  const match =
    /\b(?:with|for|of|recruit(?:ing)?(?:\s+participants)?:?|find|need)\s+((?:[\w-]+\s+){0,4}?[\w-]+)\s+who\s+([^.,;:!?()]+)/i.exec(
      text,
    ) ?? /((?:[\w-]+\s+){0,3}?[\w-]+)\s+who\s+([^.,;:!?()]+)/i.exec(text);
  if (match === null) return { people: null, act: null, often: null };
  let act = collapseSpaces(match[2]!.replace(/,?\s*(?:need|want|for)\s+(?:a|an|the)\s+screener.*$/i, ''));
  const oftenMatch =
    /\s+(daily|weekly|monthly|every\s+day|every\s+week|every\s+month|at\s+least\s+(?:once\s+)?(?:a|per)\s+\w+|regularly|often)$/i.exec(
      act,
    );
  const often = oftenMatch?.[1]?.toLowerCase() ?? null;
  if (oftenMatch) act = act.slice(0, oftenMatch.index);
  const people = match[1]!
    .replace(/^(?:a\s+study\s+with|study\s+with|participants?:?|people:?)\s*/i, '')
    .replace(/^(?:a|an|the|some)\s+/i, '');
  const base = act
    .replace(
      /^(uses|buys|works|runs|owns|drives|has|lives|shops|eats|plays|cooks|visits|travels|orders|manages|looks\s+after)\b/i,
      (verb) =>
        verb.toLowerCase() === 'has'
          ? 'have'
          : verb.replace(/es$/i, (end) => (/(?:sh|ch|ss|x)es$/i.test(verb) ? '' : end)).replace(/s$/i, ''),
    )
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthey\b/gi, 'you');
  return { people: people === '' ? null : people, act: base === '' ? null : base, often };
}

const INTENT_OPTIONS = ['Definitely would', 'Probably would', 'Not sure', 'Probably not', 'Definitely not'];

function entry(section: string, priority: number, measures: string, question: LenientQuestion): BankQuestion {
  return { section, priority, measures, question };
}

/** Options the author can mark as ending a screener for anyone who picks them. */
export interface ScreenedQuestion extends BankQuestion {
  disqualify?: string[];
}

/** "would you pay more for carbon neutral delivery": a premium on top of what people pay now. */
/** How much price weighs in the decision: asked by both the premium and the pricing studies. */
function priceWeight(section: string, priority: number): BankQuestion {
  return entry(
    section,
    priority,
    'how price weighs in the decision',
    scale('How important is price compared with other things when you decide?', {
      labels: { min: 'Not at all important', mid: 'Moderately important', max: 'The most important thing' },
    }),
  );
}

const PREMIUM = /\bpay\s+(?:more|extra|a\s+premium)\s+for\b/i;

/**
 * What a premium is worth: whether people would pay more for the thing than for the ordinary
 * option, and how much more, as a share of the price (which fits any price, groceries or rent).
 */
function premium(thing: string): BankQuestion[] {
  const value = 'Paying more';
  // "the organic ingredients are", "the carbon neutral delivery is".
  const is = /[^su]s$/i.test(thing) ? 'are' : 'is';
  return [
    entry(
      value,
      1,
      'whether people would pay a premium',
      choice(`Would you pay more for ${thing} than for the standard option?`, INTENT_OPTIONS, {
        required: true,
      }),
    ),
    entry(
      value,
      2,
      'how much more',
      choice(`How much more would you be willing to pay for ${thing}?`, [
        'Nothing more',
        'Up to 5% more',
        '5–10% more',
        '10–20% more',
        'More than 20% more',
      ]),
    ),
    entry(
      value,
      3,
      'how much the thing matters',
      scale(`How important ${is} ${thing} to you?`, {
        labels: { min: 'Not at all important', mid: 'Moderately important', max: 'Extremely important' },
      }),
    ),
    entry(
      value,
      4,
      'what would make it worth more',
      openText(`What would make ${thing} worth paying more for?`),
    ),
    entry(
      value,
      5,
      'doubts',
      openText(`What, if anything, would make you doubt that ${thing} ${is} worth the extra cost?`),
    ),
    priceWeight(value, 6),
    entry(value, 7, 'anything else', openText(ANYTHING_ELSE)),
  ];
}

function pricing(named: string, text: string): BankQuestion[] {
  if (PREMIUM.test(text) && statedPrices(text).length === 0) return premium(named);
  const period = pricePeriod(text);
  const per = period === null ? '' : ` per ${period.replace(/^a\s/, '')}`;
  const prices = statedPrices(text);
  // "the $25/month dog walking subscription": the price is asked about, not part of the name.
  const thing = named.replace(/^(the|our)\s+[$€£]?\d[\d.,]*(?:\s*\/\s*\w+|\s+(?:a|per)\s+\w+)?\s+/i, '$1 ');
  const value = 'Value and price';
  const questions: BankQuestion[] = [];
  const at = (price: string) => `${price}${period === null ? '' : ` ${period}`}`;
  // Each price the request names is asked about (in the order given); one price also gets how it feels.
  prices.forEach((price, index) =>
    questions.push(
      entry(
        value,
        1 + index / 10,
        prices.length === 1 ? 'acceptance of the stated price' : `acceptance of ${at(price)}`,
        choice(`At ${at(price)}, how likely would you be to sign up for ${thing}?`, INTENT_OPTIONS, {
          required: index === 0,
        }),
      ),
    ),
  );
  if (prices.length === 1) {
    questions.push(
      entry(
        value,
        2,
        'how the stated price feels',
        choice(`How does ${at(prices[0]!)} for ${thing} seem to you?`, [
          'Too cheap to trust',
          'A bargain',
          'About right',
          'Expensive, but I would still consider it',
          'Too expensive',
        ]),
      ),
    );
  }
  // Van Westendorp's four price questions: the range people find acceptable.
  const westendorp: [string, string][] = [
    ['too cheap', `At what price${per} would ${thing} be so cheap that you would doubt its quality?`],
    ['a bargain', `At what price${per} would ${thing} be a bargain, a great buy for the money?`],
    [
      'getting expensive',
      `At what price${per} would ${thing} start to feel expensive, but still worth considering?`,
    ],
    ['too expensive', `At what price${per} would ${thing} be too expensive to consider?`],
  ];
  westendorp.forEach(([measure, question], index) =>
    questions.push({
      section: 'What you would pay',
      priority: 3 + index / 10,
      group: 'van-westendorp',
      measures: `the price that feels ${measure}`,
      question: {
        text: question,
        response_type: 'NUMBER',
        required: false,
        response_options: { placeholder: 'Amount', min: 0, max: null, integer: false },
      },
    }),
  );
  questions.push(
    entry(
      'What you would pay',
      4,
      'what people pay today',
      // How today's spend feels: the answers say that, so the question asks it.
      choice(
        `How do you feel about what you pay${per === '' ? '' : per} today for something like ${thing}?`,
        [
          'I pay nothing for it',
          'It costs less than I would expect',
          'It costs about what I would expect',
          'It costs more than I would like',
          "I don't use anything like it",
        ],
      ),
    ),
    entry(
      value,
      5,
      'what would make it worth more',
      openText(`What would make ${thing} worth paying more for?`),
    ),
    entry(
      value,
      6,
      'preferred way to pay',
      choice('How would you prefer to pay?', [
        'Monthly',
        'Yearly, with a discount',
        'Pay as I go',
        'A one-off payment',
      ]),
    ),
    priceWeight(value, 7),
    entry(value, 8, 'anything else', openText(ANYTHING_ELSE)),
  );
  return questions;
}

function purchaseIntent(thing: string, text: string): BankQuestion[] {
  const idea = 'The idea';
  const you = 'About you';
  return [
    entry(
      idea,
      1,
      'first reaction',
      scale(`What is your first reaction to ${thing}?`, {
        labels: { min: 'Very negative', mid: 'Neutral', max: 'Very positive' },
      }),
    ),
    entry(
      idea,
      2,
      'purchase intent',
      choice(`If ${thing} were available, how likely would you be to use it?`, INTENT_OPTIONS, {
        required: true,
      }),
    ),
    // "would people pay for a premium tier": what they would pay is the question asked.
    ...(ASKS_PRICE.test(text)
      ? [entry(idea, 2.5, 'what people would pay', mostYouWouldPay(thing, text))]
      : []),
    entry(
      idea,
      3,
      'the need it meets',
      scale(`How well would ${thing} meet a need you have?`, {
        labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
      }),
    ),
    entry(idea, 4, 'what appeals', openText(`What, if anything, appeals to you about ${thing}?`)),
    entry(
      idea,
      5,
      'concerns and barriers',
      choice(
        `What, if anything, would stop you from using ${thing}?`,
        [
          'The price',
          "I don't need it",
          'I already have something that works',
          'Not sure it would work well',
          'Trust or privacy',
          'Nothing would stop me',
        ],
        { multiple: true, allowOther: true },
      ),
    ),
    entry(you, 6, 'what people do today', openText('How do you handle this today, without it?')),
    entry(
      you,
      7,
      'how often it would be used',
      choice(`How often do you think you would use ${thing}?`, [...FREQUENCY_OPTIONS, 'Never']),
    ),
    entry(idea, 8, 'what would make it better', openText(`What would make ${thing} more useful to you?`)),
    entry(you, 9, 'anything else', openText(ANYTHING_ELSE)),
  ];
}

function screener(text: string): ScreenedQuestion[] {
  const { people, act, often } = screenedPeople(text);
  const fit = 'Who we are looking for';
  const questions: ScreenedQuestion[] = [];
  if (people !== null)
    questions.push({
      ...entry(
        fit,
        1,
        'whether they are in the group studied',
        choice('Which of these describes you?', [capitalize(people), 'None of these'], { required: true }),
      ),
      disqualify: ['None of these'],
    });
  if (act !== null) {
    const lowest =
      often !== null && /weekly|week/.test(often)
        ? ['Less than once a month', 'A few times a month', 'Never']
        : often !== null
          ? ['A few times a month', 'Less than once a month', 'Never']
          : ['Never'];
    questions.push(
      {
        ...entry(
          fit,
          2,
          'how often they do it',
          choice(
            `How often do you ${act}?`,
            [
              'Every day',
              'A few times a week',
              'About once a week',
              'A few times a month',
              'Less than once a month',
              'Never',
            ],
            { required: true },
          ),
        ),
        disqualify: lowest.filter((option) => option !== 'A few times a month' || often !== 'weekly'),
      },
      entry(
        fit,
        3,
        'how recently they did it',
        choice(`When did you last ${act}?`, [
          'In the past week',
          'In the past month',
          'In the past 3 months',
          'Longer ago',
        ]),
      ),
      entry(
        'Tell us more',
        4.8,
        'how well they can describe it',
        openText(`In a few sentences, how do you ${act} in a typical week?`),
      ),
    );
  }
  questions.push(
    {
      ...entry(
        fit,
        4,
        'people who work in research or the industry',
        choice(
          'Do you, or does anyone in your household, work in any of these?',
          ['Market research', 'Advertising or marketing', 'Journalism', 'None of these'],
          { multiple: true, required: true },
        ),
      ),
      disqualify: ['Market research', 'Advertising or marketing', 'Journalism'],
    },
    {
      ...entry(
        fit,
        5,
        'age group',
        choice(
          'Which age group are you in?',
          ['Under 18', '18–24', '25–34', '35–44', '45–54', '55 or older'],
          { required: true },
        ),
      ),
      disqualify: ['Under 18'],
    },
    {
      ...entry(
        'Taking part',
        4.5,
        'availability for a session',
        yesNo('Would you be available for a 45-minute video call in the next two weeks?', { required: true }),
      ),
      disqualify: ['No'],
    },
    entry(
      'Taking part',
      8,
      'consent to be contacted',
      yesNo('May we contact you by email to arrange a time?'),
    ),
  );
  return questions;
}

type SupporterKind = 'volunteer' | 'donor' | 'member' | 'alumni';

export function supporterKind(text: string): SupporterKind {
  if (/\bvolunteer/i.test(text)) return 'volunteer';
  if (/\balumn/i.test(text)) return 'alumni';
  if (/\b(?:donor|donat|fundrais|give|gave|giving)/i.test(text)) return 'donor';
  return 'member';
}

/** The organisation supporters give to: "our hospice charity", "our rowing club"; "us" when unnamed. */
function organisation(text: string, brief: Brief): string {
  const named =
    /\b((?:our|my|the|a|an)\s+(?:[\w'-]+\s+){0,3}?(?:charity|club|society|association|nonprofit|non-profit|organisation|organization|food\s+bank|shelter|rescue|hospice|school|church|choir|union|museum|library|foundation|trust|team|group|program|programme|network|community|co-?op|league|fundraiser|appeal|campaign|festival)(?:\s+(?:fundraiser|appeal|campaign|programme|program|club|team|network))?)\b/i.exec(
      text,
    )?.[1];
  if (named !== undefined) return definite(named.replace(/^(?:a|an)\s/i, 'the '));
  if (
    brief.subject !== null &&
    brief.subject.kind !== 'topic' &&
    !/volunteer|donor|member/i.test(brief.subject.name)
  )
    return brief.subject.reference;
  return 'us';
}

function supporters(text: string, brief: Brief): BankQuestion[] {
  const kind = supporterKind(text);
  const org = organisation(text, brief);
  const why = 'Why you support us';
  const next = 'Looking ahead';
  if (kind === 'donor') {
    return [
      entry(
        why,
        1,
        'why they give',
        choice(
          `What are the main reasons you gave to ${org}?`,
          [
            'I believe in the cause',
            'Someone I know asked me',
            'I have a personal connection',
            'I trust how the money is used',
            'A specific appeal moved me',
          ],
          { multiple: true, allowOther: true },
        ),
      ),
      entry(
        why,
        2,
        'how they feel about their gift',
        scale('How confident are you that your gift makes a difference?', {
          labels: { min: 'Not at all confident', mid: 'Somewhat confident', max: 'Very confident' },
        }),
      ),
      entry(
        next,
        3,
        'likelihood to give again',
        choice(`How likely are you to give to ${org} again?`, INTENT_OPTIONS, { required: true }),
      ),
      entry(
        next,
        4,
        'preferred way to hear from them',
        choice(
          'How would you like to hear from us?',
          ['Email', 'Post', 'Text message', 'Social media', 'Phone', "I'd rather not be contacted"],
          { multiple: true },
        ),
      ),
      entry(
        next,
        5,
        'how often to hear from them',
        choice('How often would you like to hear from us?', [
          'Monthly',
          'Every few months',
          'Once a year',
          'Only when there is news',
        ]),
      ),
      entry(
        next,
        6,
        'what they want to hear',
        choice(
          'What would you most like to hear about?',
          [
            'The difference my gift made',
            'Stories from the people or animals helped',
            'How the money is spent',
            'Ways to get involved',
            'Upcoming events',
          ],
          { multiple: true },
        ),
      ),
      entry(
        next,
        7,
        'what would make them give more',
        openText(`What, if anything, would make you give more, or more often, to ${org}?`),
      ),
      entry(next, 8, 'anything else', openText(ANYTHING_ELSE)),
    ];
  }
  if (kind === 'alumni')
    return [
      entry(
        why,
        1,
        'how connected alumni feel',
        scale(`How connected do you feel to ${org} today?`, {
          labels: { min: 'Not at all connected', mid: 'Somewhat connected', max: 'Very connected' },
        }),
      ),
      entry(
        why,
        2,
        'value of the programme now',
        scale(
          `How valuable ${org === 'us' ? 'have we' : `has ${org}`} been to your career since you graduated?`,
          {
            labels: { min: 'Not at all valuable', mid: 'Somewhat valuable', max: 'Extremely valuable' },
          },
        ),
      ),
      entry(
        next,
        3,
        'ways alumni want to take part',
        choice(
          'Which of these would you like to take part in?',
          [
            'Networking events',
            'Mentoring current students',
            'Guest talks or teaching',
            'Hiring graduates',
            'Giving or fundraising',
            'Online alumni community',
          ],
          { multiple: true, allowOther: true },
        ),
      ),
      entry(
        next,
        4,
        'what stops alumni taking part',
        choice(
          'What, if anything, makes it hard to stay involved?',
          [
            'Not enough time',
            "I don't hear about what's on",
            'Events are too far away',
            "The activities don't interest me",
            'Nothing, I take part as much as I want',
          ],
          { multiple: true, allowOther: true },
        ),
      ),
      entry(
        next,
        5,
        'how alumni want to hear from them',
        choice(
          'How would you like to hear from us?',
          ['Email', 'LinkedIn', 'Alumni newsletter', 'Events', "I'd rather not be contacted"],
          { multiple: true },
        ),
      ),
      entry(why, 6, 'likelihood to recommend the programme', {
        text: `How likely are you to recommend ${org} to a friend or colleague?`,
        response_type: 'NPS',
        required: false,
        response_options: {},
      }),
      entry(
        next,
        7,
        'what would bring them closer',
        openText('What one thing would make you more involved as an alumnus or alumna?'),
      ),
      entry(next, 8, 'anything else', openText(ANYTHING_ELSE)),
    ];
  if (kind === 'volunteer')
    return [
      entry(
        why,
        1,
        'why they volunteer',
        choice(
          `What are the main reasons you volunteer with ${org}?`,
          [
            'To help the cause',
            'To meet people',
            'To learn new skills',
            'For my career or CV',
            'To give something back',
            'It fits my free time',
          ],
          { multiple: true, allowOther: true },
        ),
      ),
      entry(
        why,
        2,
        'how satisfied they are',
        scale(`Overall, how satisfied are you with volunteering at ${org}?`),
      ),
      entry(
        why,
        3,
        'feeling valued',
        scale('How valued do you feel as a volunteer?', {
          labels: { min: 'Not at all valued', mid: 'Somewhat valued', max: 'Very valued' },
        }),
      ),
      entry(
        why,
        4,
        'training and support',
        scale('How well prepared and supported do you feel for your role?', {
          labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
        }),
      ),
      entry(
        next,
        5,
        'time they can give',
        choice('How much time could you give in a typical month?', [
          'Less than 2 hours',
          '2–5 hours',
          '6–10 hours',
          'More than 10 hours',
        ]),
      ),
      entry(
        next,
        6,
        'plans to stay',
        choice(
          `How likely are you to still be volunteering with ${org} a year from now?`,
          ['Very likely', 'Likely', 'Not sure', 'Unlikely', 'Very unlikely'],
          { required: true },
        ),
      ),
      entry(
        next,
        5.5,
        'what would keep them',
        openText('What would make you more likely to keep volunteering with us?'),
      ),
      entry(next, 8, 'anything else', openText(ANYTHING_ELSE)),
    ];
  return [
    entry(
      why,
      1,
      'why they are members',
      choice(
        org === 'us'
          ? 'What are the main reasons you are a member?'
          : `What are the main reasons you are a member of ${org}?`,
        [
          'The activities',
          'The people and the community',
          'Facilities and equipment',
          'Value for money',
          'Coaching or learning',
          'Habit, I have been a member for years',
        ],
        { multiple: true, allowOther: true },
      ),
    ),
    entry(
      why,
      2,
      'how satisfied they are',
      scale(
        org === 'us'
          ? 'Overall, how satisfied are you with your membership?'
          : `Overall, how satisfied are you with your membership of ${org}?`,
      ),
    ),
    entry(
      why,
      3,
      'value for money',
      scale('How good value for money is your membership?', {
        labels: { min: 'Very poor value', mid: 'Fair value', max: 'Excellent value' },
      }),
    ),
    entry(
      next,
      4,
      'renewal intent',
      choice('How likely are you to renew your membership?', INTENT_OPTIONS, { required: true }),
    ),
    entry(
      why,
      5,
      'how involved they are',
      choice('How often do you take part?', [
        'Every week',
        'A few times a month',
        'About once a month',
        'Less often',
      ]),
    ),
    entry(next, 6, 'what to do better', openText('What is one thing we could do better?')),
    entry(
      next,
      7,
      'what would make them more involved',
      openText('What would make you take part more often?'),
    ),
    entry(next, 8, 'anything else', openText(ANYTHING_ELSE)),
  ];
}

/**
 * The System Usability Scale (Brooke, 1996): ten statements, alternately positive and negative,
 * each agreed with on 1–5. Asked word for word so the scores compare with published benchmarks.
 */
const SUS_STATEMENTS = [
  'I think that I would like to use {thing} frequently.',
  'I found {thing} unnecessarily complex.',
  'I thought {thing} was easy to use.',
  'I think that I would need the support of a technical person to be able to use {thing}.',
  'I found the various functions in {thing} were well integrated.',
  'I thought there was too much inconsistency in {thing}.',
  'I would imagine that most people would learn to use {thing} very quickly.',
  'I found {thing} very cumbersome to use.',
  'I felt very confident using {thing}.',
  'I needed to learn a lot of things before I could get going with {thing}.',
];

function systemUsabilityScale(thing: string): BankQuestion[] {
  return SUS_STATEMENTS.map((statement, index) =>
    entry(index < 5 ? 'Using it' : 'Learning it', 1 + index / 100, `SUS item ${index + 1}`, {
      ...scale(statement.replace('{thing}', thing), {
        labels: { min: 'Strongly disagree', mid: 'Neither agree nor disagree', max: 'Strongly agree' },
        required: true,
      }),
    }),
  ).map((question) => ({ ...question, group: 'sus' }));
}

function usability(thing: string, text = ''): BankQuestion[] {
  // "SUS style", "system usability scale": the standard ten items, kept together.
  if (/\bSUS\b|\bsystem\s+usability\s+scale\b/i.test(text))
    return [
      ...systemUsabilityScale(thing),
      entry(
        'Your thoughts',
        2,
        'what was confusing',
        openText('What, if anything, was confusing or frustrating?'),
      ),
    ];
  if (/\b(?:onboarding|getting\s+started|first\s+(?:week|days?|month)|set[\s-]?up)\b/i.test(text))
    return gettingStarted(thing === 'the site or app' ? 'our product' : thing);
  const task = 'Getting it done';
  const thoughts = 'Your thoughts';
  return [
    entry(
      task,
      1,
      'task success',
      choice(
        `Were you able to do what you came to do with ${thing}?`,
        ['Yes, easily', 'Yes, with some difficulty', 'No, I gave up'],
        { required: true },
      ),
    ),
    entry(
      task,
      2,
      'ease of use',
      scale(`How easy or difficult was ${thing} to use?`, {
        labels: { min: 'Very difficult', mid: 'Neither easy nor difficult', max: 'Very easy' },
      }),
    ),
    entry(
      task,
      3,
      'where people get stuck',
      choice(
        'Where, if anywhere, did you get stuck or hesitate?',
        [
          'Finding where to start',
          'Understanding what to enter',
          'Error messages',
          'Slow loading',
          'The final step',
          'Nowhere, it went smoothly',
        ],
        { multiple: true, allowOther: true },
      ),
    ),
    entry(thoughts, 4, 'what was confusing', openText('What, if anything, was confusing or frustrating?')),
    entry(
      task,
      5,
      'time taken',
      choice('How long did it take compared with what you expected?', [
        'Quicker than expected',
        'About what I expected',
        'Longer than expected',
      ]),
    ),
    entry(
      thoughts,
      6,
      'confidence',
      scale('How confident did you feel that you were doing it right?', {
        labels: { min: 'Not at all confident', mid: 'Somewhat confident', max: 'Very confident' },
      }),
    ),
    entry(
      thoughts,
      7,
      'one change',
      openText(`If you could change one thing about ${thing}, what would it be?`),
    ),
    entry(
      task,
      8,
      'device used',
      choice('Which device did you use?', ['Phone', 'Tablet', 'Laptop or desktop']),
    ),
    entry(thoughts, 9, 'anything else', openText(ANYTHING_ELSE)),
  ];
}

/** Things announced for people to know about rather than brands: "the new bin collection schedule". */
const NOTICE =
  /\b(?:schedules?|timetables?|rules?|polic(?:y|ies)|schemes?|campaigns?|changes?|collections?|regulations?|guidelines?|opening\s+hours|routes?|charges?|limits?|zones?|closures?|diversions?)$/i;

function brand(thing: string, text: string): BankQuestion[] {
  const know = 'What you know';
  const think = 'What you think';
  const compared = /\bcompar\w*|competitors?|rivals?|vs\b|versus/i.test(text);
  // "awareness of the new recycling collection schedule": a notice people need to know about is
  // understood and acted on, not used, bought or described as "good value".
  const notice = NOTICE.test(thing);
  // "we sell running shoes": which brands people name unprompted, before ours is mentioned.
  const category = /\bwe\s+(?:sell|make|brew|bake|run|offer)\s+([^.?!,;:()]+?)\s*(?:[.?!,;:()]|$)/i.exec(
    text,
  )?.[1];
  const questions: BankQuestion[] = [
    ...(category === undefined
      ? []
      : [
          entry(
            know,
            0.5,
            'unprompted awareness',
            openText(`When you think of ${category.toLowerCase()}, which brands come to mind first?`),
          ),
        ]),
    entry(
      know,
      1,
      'awareness',
      choice(
        `Before today, had you heard of ${thing}?`,
        ['Yes, I know it well', 'Yes, I know a little about it', "I've heard the name only", 'No, never'],
        { required: true },
      ),
    ),
    entry(
      know,
      2,
      'where people heard of it',
      choice(
        `Where have you seen or heard of ${thing}?`,
        notice
          ? [
              'A letter or leaflet',
              'Email or text message',
              'Social media',
              'A website',
              'Friends or neighbours',
              'Local news',
              "I haven't",
            ]
          : [
              'Friends or family',
              'Social media',
              'In a shop or in person',
              'Online search',
              'Advertising',
              'News or press',
              "I haven't",
            ],
        { multiple: true, allowOther: true },
      ),
    ),
    entry(
      know,
      3,
      'use',
      notice
        ? scale(`How well do you understand what ${thing} means for you?`, {
            labels: { min: 'Not at all', mid: 'Somewhat', max: 'Completely' },
          })
        : choice(
            /\b(?:brand|company|brewery|bakery|shop|store|bank|restaurant|cafe|café|hotel|gym|firm|agency|business|chain|label)$/i.test(
              thing,
            )
              ? `Have you ever been a customer of ${thing}?`
              : `Have you ever used ${thing}?`,
            ['Yes, regularly', 'Yes, once or twice', 'No, but I would consider it', 'No, and I would not'],
          ),
    ),
    entry(
      think,
      4,
      'first associations',
      openText(`What three words come to mind when you think of ${thing}?`),
    ),
    entry(
      think,
      5,
      'overall impression',
      scale(`What is your overall impression of ${thing}?`, {
        labels: { min: 'Very negative', mid: 'Neutral', max: 'Very positive' },
      }),
    ),
    entry(
      think,
      6,
      'what it stands for',
      notice
        ? choice(`Has ${thing} changed what you do?`, ['Yes, a lot', 'Yes, a little', 'Not yet', 'No'])
        : choice(
            `Which of these, if any, describe ${thing}?`,
            [
              'Good quality',
              'Good value',
              'Trustworthy',
              'Innovative',
              'Friendly',
              'Expensive',
              'Old-fashioned',
              'None of these',
            ],
            { multiple: true },
          ),
    ),
    entry(think, 9, 'anything else', openText(ANYTHING_ELSE)),
  ];
  if (compared)
    questions.push(
      entry(
        think,
        7,
        'standing against competitors',
        choice(`Compared with similar brands, how does ${thing} compare?`, [
          'Much better',
          'A little better',
          'About the same',
          'A little worse',
          'Much worse',
          "I can't say",
        ]),
      ),
      entry(
        think,
        8,
        'competitors considered',
        openText('Which other brands would you consider instead, and why?'),
      ),
    );
  else
    questions.push(
      entry(think, 7, 'likelihood to recommend', {
        text: `How likely are you to recommend ${thing} to a friend?`,
        response_type: 'NPS',
        required: false,
        response_options: {},
      }),
    );
  return questions;
}

/** The things to put in order: the request's listed options or aspects. */

function prioritisation(brief: Brief, text: string): BankQuestion[] {
  const items = listedIdeas(brief).map(capitalize).slice(0, 10);
  const noun =
    /\b(features?|benefits?|ideas?|improvements?|perks?|initiatives?|projects?|options?|priorities)\b/i
      .exec(text)?.[1]
      ?.toLowerCase()
      .replace(/s$/, '')
      .replace(/ie$/, 'y') ?? 'option';
  const plural = noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
  const rank = 'Your priorities';
  const more = 'Anything missing';
  const questions: BankQuestion[] = [];
  if (items.length >= 2)
    questions.push(
      entry(rank, 1, 'the order of importance', {
        text: `How would you rank these ${plural}, from most to least important to you?`,
        response_type: 'RANKING',
        required: true,
        response_options: { options: items },
      }),
      entry(
        rank,
        2,
        'the single most valuable',
        choice(`If you could have only one of these ${plural}, which would it be?`, items),
      ),
      entry(
        rank,
        3,
        'what would not be missed',
        choice(`Which of these ${plural} matters least to you?`, items),
      ),
      entry(rank, 4, 'why the top choice matters', openText(`Why does your top ${noun} matter most to you?`)),
    );
  else
    questions.push(
      entry(rank, 1, 'what matters most', openText(`Which ${plural} matter most to you, and why?`)),
      entry(rank, 2, 'what matters least', openText(`Which ${plural} could you do without?`)),
    );
  if (items.length >= 2)
    questions.push(
      entry(
        more,
        5.5,
        'what people would pay more for',
        choice(`Which of these ${plural}, if any, would you pay more for?`, [...items, 'None of them'], {
          multiple: true,
        }),
      ),
      entry(
        more,
        6.5,
        'what people would not want',
        openText(`Is there any ${noun} on this list you would rather not have? Why?`),
      ),
    );
  questions.push(
    entry(
      more,
      5,
      'what is missing',
      openText(`Is there ${withIndefiniteArticle(noun)} we have not listed that you would value more?`),
    ),
    entry(
      more,
      6,
      'how much it would change things',
      scale(`How much difference would your top ${noun} make to you?`, {
        labels: { min: 'No difference', mid: 'Some difference', max: 'A big difference' },
      }),
    ),
    entry(more, 7, 'anything else', openText(ANYTHING_ELSE)),
  );
  return questions;
}

export interface StudyTopic {
  /** How questions name it ("the premium tier of our recipe app"), or the frame's generic wording. */
  reference: string;
  generic: boolean;
}

const GENERIC_THING: Record<StudyFrame, string> = {
  pricing: 'this product',
  'purchase-intent': 'this idea',
  screener: 'the study',
  supporter: 'us',
  usability: 'it',
  brand: 'the brand',
  prioritisation: 'the options',
  workflow: 'the task',
  ideas: 'new ideas',
  rsvp: 'the event',
  pmf: 'our product',
  feeling: 'there',
  access: 'the service',
};

export function studyTopic(frame: StudyFrame, brief: Brief): StudyTopic {
  if (frame === 'access') {
    const access = readAccess(brief.text);
    return access === null
      ? { reference: GENERIC_THING.access, generic: true }
      : { reference: access.service, generic: false };
  }
  if (frame === 'feeling') {
    const feeling = readFeeling(brief.text);
    return feeling === null
      ? { reference: GENERIC_THING.feeling, generic: true }
      : { reference: feeling.where, generic: false };
  }
  if (frame === 'supporter') {
    const org = organisation(brief.text, brief);
    return { reference: org, generic: org === 'us' };
  }
  if (frame === 'ideas') {
    const request = readIdeasRequest(brief.text, brief);
    return request === null
      ? { reference: GENERIC_THING.ideas, generic: true }
      : { reference: request.offeredBy ?? request.wanted, generic: false };
  }
  if (frame === 'workflow') {
    const task = readWorkflow(brief.text);
    return task === null
      ? { reference: GENERIC_THING.workflow, generic: true }
      : { reference: task.gerund, generic: false };
  }
  if (frame === 'pmf') {
    // "for our B2B analytics startup": what the startup makes is the product.
    const named = /\bfor\s+((?:our|my|the)\s+[^,.;:?!()]+)/i.exec(brief.text)?.[1];
    if (named !== undefined)
      return {
        reference: named
          .trim()
          .replace(/^my\s/i, 'our ')
          .replace(/\s+(?:users|customers|members|subscribers)$/i, '')
          .replace(/\s+(?:startup|company|business)$/i, ' product'),
        generic: false,
      };
  }
  if (frame === 'rsvp') {
    const event = rsvpEvent(brief.text);
    if (event !== null) return { reference: event, generic: false };
  }
  if (frame === 'screener' || frame === 'prioritisation' || frame === 'rsvp') {
    const reference = brief.subject?.reference ?? GENERIC_THING[frame];
    return { reference, generic: brief.subject === null };
  }
  const thing = studyThing(frame, brief.text, brief);
  return thing === null
    ? { reference: GENERIC_THING[frame], generic: true }
    : { reference: thing, generic: false };
}

export function studyQuestions(frame: StudyFrame, brief: Brief): ScreenedQuestion[] {
  const { reference } = studyTopic(frame, brief);
  const thing = frame === 'usability' && reference === 'it' ? 'the site or app' : reference;
  switch (frame) {
    case 'pricing':
      return pricing(thing, brief.text);
    case 'purchase-intent':
      return purchaseIntent(thing, brief.text);
    case 'screener':
      return screener(brief.message);
    case 'supporter':
      return supporters(brief.text, brief);
    case 'usability':
      return usability(thing, brief.message);
    case 'brand':
      return brand(thing, brief.text);
    case 'prioritisation':
      return prioritisation(brief, brief.text);
    case 'ideas': {
      const request = readIdeasRequest(brief.text, brief);
      return request === null ? [] : ideasQuestions(request);
    }
    case 'workflow': {
      const task = readWorkflow(brief.text);
      return task === null ? [] : workflowQuestions(task);
    }
    case 'rsvp':
      return rsvp(reference, brief.text);
    case 'pmf':
      return productMarketFit(reference);
    case 'feeling': {
      const feeling = readFeeling(brief.text);
      return feeling === null ? [] : feelingQuestions(feeling);
    }
    case 'access': {
      const access = readAccess(brief.text);
      return access === null ? [] : accessQuestions(access);
    }
  }
}

/** How getting started with a product went: ease, time to value, what helped, what nearly stopped it. */
function gettingStarted(thing: string): BankQuestion[] {
  const start = 'Getting started';
  const now = 'Since then';
  return [
    entry(
      start,
      1,
      'ease of getting started',
      scale(`How easy was it to get started with ${thing}?`, { required: true }),
    ),
    entry(
      start,
      2,
      'time to value',
      choice(`How long did it take before ${thing} was useful to you?`, [
        'Within a day',
        'A few days',
        'About a week',
        'Longer than a week',
        "It isn't useful to me yet",
      ]),
    ),
    entry(
      start,
      3,
      'what helped',
      choice(
        'Which of these helped you get started?',
        [
          'The welcome email',
          'The product tour',
          'Help articles or videos',
          'Templates or examples',
          'Talking to support',
          'None of these',
        ],
        { multiple: true, allowOther: true },
      ),
    ),
    entry(
      start,
      4,
      'what nearly stopped them',
      openText('What, if anything, almost stopped you from getting started?'),
    ),
    entry(now, 5, 'confidence now', scale(`How confident do you feel using ${thing} now?`)),
    entry(
      now,
      6,
      'what would have helped',
      openText('What one thing would have made getting started easier?'),
    ),
  ];
}

/** The Sean Ellis product-market fit survey: the disappointment question first, then why. */
function productMarketFit(product: string): ScreenedQuestion[] {
  const section = 'Without us';
  const more = 'What it does for you';
  return [
    {
      section,
      priority: 1,
      measures: 'share who would be very disappointed',
      question: choice(
        `How would you feel if you could no longer use ${product}?`,
        ['Very disappointed', 'Somewhat disappointed', 'Not disappointed', 'N/A — I no longer use it'],
        { required: true },
      ),
    },
    {
      section: more,
      priority: 2,
      measures: 'the main benefit',
      question: openText(`What is the main benefit you get from ${product}?`),
    },
    {
      section: more,
      priority: 3,
      measures: 'who it is for',
      question: openText(`What type of people do you think would benefit most from ${product}?`),
    },
    {
      section,
      priority: 4,
      measures: 'the alternative',
      question: openText(`What would you use instead if ${product} were no longer available?`),
    },
    {
      section: more,
      priority: 5,
      measures: 'what to improve',
      question: openText(`How can we improve ${product} for you?`),
    },
    {
      section: more,
      priority: 6,
      measures: 'word of mouth',
      question: yesNo(`Have you recommended ${product} to anyone?`),
    },
  ];
}

const GATHERING_WORDS = String.raw`(?:event|party|dinner|gala|wedding|reunion|ceremony|lunch|breakfast|brunch|celebration|picnic|barbecue|bbq|launch|conference|meetup|workshop|night|retreat|fundraiser|ball|festival|day)`;

/** The event an RSVP is for: "our summer garden party", "the alumni reunion dinner", "the wedding". */
function rsvpEvent(text: string): string | null {
  const named = new RegExp(
    String.raw`\b(the|our|my|a|an)\s+((?:[\p{L}'’-]+\s+){0,3}${GATHERING_WORDS})\b`,
    'iu',
  ).exec(text);
  if (named) return `${/^(?:our|my)$/i.test(named[1]!) ? 'our' : 'the'} ${named[2]!.toLowerCase()}`;
  const bare = new RegExp(String.raw`\b((?:[\p{L}-]+\s+)?${GATHERING_WORDS})\b`, 'iu').exec(text);
  return bare ? `the ${bare[1]!.toLowerCase().replace(/^(?:for|to|and|rsvp)\s+/, '')}` : null;
}

/** Who is coming, how many, and what they need: meals only when the request mentions food. */
function rsvp(event: string, text: string): ScreenedQuestion[] {
  const section = 'Your reply';
  const needs = 'What you need';
  const meals = /\b(?:meals?|menu|dinner|lunch|food|catering|starter|main\s+course)\b/i.test(text);
  return [
    {
      section,
      priority: 1,
      measures: 'who is coming',
      question: choice(
        `Will you be able to come to ${event}?`,
        ["Yes, I'll be there", "Sorry, I can't make it"],
        {
          required: true,
        },
      ),
    },
    {
      section,
      priority: 2,
      measures: 'how many are coming',
      question: choice('How many people are in your party, including you?', [
        'Just me',
        '2',
        '3',
        '4',
        '5 or more',
      ]),
    },
    {
      section,
      priority: 3,
      measures: 'the names to expect',
      question: openText('What are the full names of everyone coming in your party?'),
    },
    ...(meals
      ? [
          {
            section: needs,
            priority: 4,
            measures: 'meal choices',
            question: choice('Which main course would you like?', ['Meat', 'Fish', 'Vegetarian', 'Vegan'], {
              allowOther: true,
            }),
          },
        ]
      : []),
    {
      section: needs,
      priority: 5,
      measures: 'dietary needs',
      question: choice(
        'Do you or anyone in your party have dietary needs or allergies?',
        ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut allergy', 'Halal', 'Kosher'],
        { multiple: true, allowOther: true },
      ),
    },
    {
      section: needs,
      priority: 6,
      measures: 'access needs',
      question: yesNo('Will you or anyone in your party need step-free access or other support to attend?'),
    },
    {
      section: needs,
      priority: 7,
      measures: 'anything else to know',
      question: openText('Is there anything else we should know, such as travel plans or questions for us?'),
    },
  ];
}
