import type { Brief, Subject } from './brief.ts';

// What a survey's subject is, as far as the questions about it are concerned. A product or a
// brand can be liked, used and be familiar; a rule in place is lived under; a problem people live
// with (fatigue, noise, workload) is experienced and coped with; a proposed change is supported or
// opposed; a course is taught; people are not a thing to rate. When none is clear the questions
// must read for any subject.

export type SubjectNature =
  'offering' | 'arrangement' | 'issue' | 'proposal' | 'course' | 'people' | 'unknown';

/**
 * Rules people live under once they are in place ("the new moderation rules", "the hybrid working
 * policy"): agreed with or not, never used, bought or heard of from an advert.
 */
const ARRANGEMENT_HEADS =
  /\b(?:polic(?:y|ies)|rules?|regulations?|guidelines?|rotas?|dress\s+code|code\s+of\s+conduct|procedures?|bans?|curfews?|quotas?)$/i;

const PROPOSAL_WORDING =
  /\b(?:propos(?:ed|al|als|ing)|planned|plans?\s+(?:to|for)|consultation|would\s+you\s+support|introduc(?:e|ing)\s+a|policy\s+change|changes?\s+to\s+the|before\s+the\s+vote)\b|\b(?:council|city|town|parish|municipality|borough|county|school\s+board|board|government|authority)\b[^.?!]*\b(?:consider\w*|plan\w*|propos\w*|wants?\s+to|looking\s+(?:at|into)|new)\b/i;

/** "The town council is planning to pedestrianise the square", "the council is considering …". */
const COUNCIL_CHANGE =
  /\b(?:council|city|town|parish|municipality|borough|county|school\s+board|government|authority)\b[^.?!]*\b(?:is|are)\s+(?:planning|proposing|considering|looking\s+(?:at|into))\b/i;

/** Heads of things a council, school or employer could change: "bike lane", "speed limit". */
const CHANGE_HEADS =
  /\b(?:lanes?|paths?|limits?|charges?|schemes?|polic(?:y|ies)|rules?|bans?|closures?|permits?|zones?|routes?|crossings?|parks?|developments?|plans?|proposals?|changes?|levy|tax|fees?|week)$/i;

/** A change named by its doing: "introducing a …", "extending opening hours", "scrapping the …". */
const CHANGE_DOING =
  /^(?:introducing|extending|moving|closing|changing|scrapping|banning|adding|removing|raising|cutting|replacing|reducing|increasing|allowing|merging|pedestrianising|pedestrianizing|restricting|charging|relocating|reopening|shortening|lengthening|ending|axing|renaming)\s+\S/i;

const COURSE_HEADS =
  /\b(?:course|courses|class|classes|module|modules|lectures?|curriculum|seminar\s+series|tutorials?|lessons?|bootcamp)$/i;

const TAUGHT_WORDING =
  /\b(?:tutoring|tutors?|after-?school|mentoring|mentors?|lessons?|classes|teaching|learners?|pupils|curriculum|coaching|workshops?)\b/i;

const ISSUE_HEADS =
  /\b(?:fatigue|stress|burnout|burn-out|pain|anxiety|loneliness|isolation|sleep|insomnia|wellbeing|well-being|health|mental\s+health|workload|pressure|noise|safety|harassment|bullying|debt|problems?|issues?|difficult(?:y|ies)|struggles?|guilt|worries|worry|fear|commute|commuting|cost\s+of\s+living|balance|scheduling|shifts?|overtime|hours|morale|motivation|waiting\s+times?|delays?|access(?:ibility)?|discrimination|inclusion|diet|exercise|fitness|screen\s+time|air\s+quality|pollution|traffic|crime|housing|rent|drought|droughts|floods?|flooding|heatwaves?|storms?|wildfires?|water\s+shortages?|climate\s+change|litter|potholes)$/i;

const PEOPLE_HEADS =
  /\b(?:people|members|donors|volunteers|parents|alumni|mentors|mentees|neighbou?rs|residents|regulars|farmers|suppliers|partners|families|students|teachers|staff|employees|customers|clients|users|guests|patients|visitors|fans|followers|supporters|community|network|club|team|players|carers|caregivers|readers|subscribers|tenants|landlords|drivers|riders)$/i;

// "the proposal to close the high street to cars", "the plan to build a skate park": the change
// itself, up to where the sentence goes on to say where or for whom.
const PROPOSAL_CLAUSE =
  /\b(?:the|a|our|this)\s+(proposal|plans?|idea)\s+to\s+([a-z][\w\s'-]*?)(?=\s*(?:[,.;?!]|\s-\s|$))/i;
const PLANNING_CLAUSE =
  /\b(?:is|are)\s+(?:planning|proposing|hoping|looking)\s+to\s+([a-z][\w\s'-]*?)(?=\s*(?:[,.;?!]|\s-\s|$))/i;
const PROPOSED_THING =
  /\b(?:proposed|planned)\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?=\s+(?:on|in|at|for|along|by|near|next|to|through|across|from|around)\b|\s*[,.;?!]|\s+-\s|$)/i;

/**
 * What a consultation asks about: the proposed change as the request words it ("the proposed
 * 20mph speed limit", "the proposal to close the high street to cars"), or the brief's subject.
 */
export function proposalSubject(brief: Brief): Subject | null {
  const subject = brief.subject;
  if (subject !== null && CHANGE_HEADS.test(subject.name)) return subject;
  // "is planning to pedestrianise the market square": the plan is what residents are asked about.
  const planning = PLANNING_CLAUSE.exec(brief.text);
  if (planning !== null && !(subject !== null && CHANGE_HEADS.test(subject.name))) {
    const name = `plan to ${planning[1]!.trim()}`;
    return {
      name,
      reference: `the ${name}`,
      category: name,
      plural: false,
      mass: false,
      proper: false,
      kind: 'topic',
      determiner: 'the',
    };
  }
  const clause = PROPOSAL_CLAUSE.exec(brief.text);
  const thing = clause === null ? PROPOSED_THING.exec(brief.text) : null;
  if (clause === null && thing === null) return subject;
  const name =
    clause !== null ? `${clause[1]!.toLowerCase()} to ${clause[2]!.trim()}` : `proposed ${thing![1]!}`;
  return {
    name,
    reference: `the ${name}`,
    category: name,
    plural: clause !== null ? /s$/i.test(clause[1]!) : /s$/i.test(name) && !/ss$/i.test(name),
    mass: false,
    proper: false,
    kind: 'topic',
    determiner: 'the',
  };
}

/** Places people walk round rather than are served at (attraction-visits.ts asks about a visit). */
const ATTRACTION =
  /\b(?:gardens?|(?<!car\s)parks?|trails?|meadows?|museums?|galler(?:y|ies)|zoos?|aquariums?|beach(?:es)?|playgrounds?|nature\s+reserves?|castles?|arboretums?|botanic(?:al)?\s+gardens?|wildlife\s+(?:centres?|parks?)|heritage\s+sites?|stately\s+homes?|woods|woodlands?|sculpture\s+parks?|country\s+parks?|skate\s*parks?)$/i;

export function attractionVisited(brief: Brief): boolean {
  return ATTRACTION.test(brief.subject?.name ?? '');
}

/** Things put in for people to use: lights, seats, lockers, changing rooms, a pitch. */
const FACILITY_HEADS =
  /\b(?:floodlights?|lighting|lights|changing\s+rooms?|toilets?|showers?|benches|seating|seats|shelters?|racks?|signage|signposts?|lifts?|ramps?|pitch(?:es)?|courts?|lockers?|facilities|equipment|water\s+fountains?|furniture|vending\s+machines?|charging\s+points?|chargers?|wi-?fi|hand\s+dryers?)$/i;

/** "how do commuters rate …", "how would guests rate …": the subject is something to rate. */
export const RATED = /\bhow\s+(?:do|does|did|would|will)\s+(?:[\w'-]+\s+){1,4}?rate\b/i;

/** The nature of the brief's subject; 'unknown' when the wording does not settle it. */
export function subjectNature(brief: Brief): SubjectNature {
  const subject = brief.subject;
  const name = subject?.name.toLowerCase() ?? '';
  if (COUNCIL_CHANGE.test(brief.text)) return 'proposal';
  if (
    PROPOSAL_WORDING.test(brief.text) &&
    (name === '' ||
      CHANGE_HEADS.test(name) ||
      /\bnew\b/i.test(brief.text) ||
      PROPOSAL_CLAUSE.test(brief.text) ||
      PROPOSED_THING.test(brief.text))
  )
    return 'proposal';
  if (subject === null) return 'unknown';
  // "introducing a 20mph speed limit", "extending opening hours to Sundays": a change named by its
  // doing is proposed, whoever proposes it.
  if (CHANGE_DOING.test(name)) return 'proposal';
  if (COURSE_HEADS.test(name)) return 'course';
  // "Our nonprofit runs after-school tutoring … how the program is going": a programme that teaches.
  if (/\bprogram(?:me)?s?$/.test(name) && TAUGHT_WORDING.test(brief.text)) return 'course';
  if (ISSUE_HEADS.test(name)) return 'issue';
  if (ARRANGEMENT_HEADS.test(name)) return 'arrangement';
  if (PEOPLE_HEADS.test(name)) return 'people';
  if (subject.kind === 'product' || subject.kind === 'venue' || subject.proper) return 'offering';
  // "how do residents rate the new wildflower meadow": a thing rated is used or visited, not a
  // public worry to talk over with friends.
  if (RATED.test(brief.text)) return 'offering';
  // "the new playground", "the community garden": a place people go to and like or not.
  if (attractionVisited(brief)) return 'offering';
  // "the new floodlights", "the new benches in the square": a facility is used, not a worry to
  // talk over with friends (blind review P).
  if (FACILITY_HEADS.test(name)) return 'offering';
  return 'unknown';
}

/**
 * Things used in a moment and walked away from (a bin, a rack, a locker, a charging point): how
 * often they are used is a fair question, hours a week spent using them is not. Matched on the
 * last word of what is used ("the recycling bins", "the bike racks at the station" → "racks").
 */
const BRIEFLY_USED_HEADS =
  /^(?:bins?|racks?|lockers?|drops?|boxes|box|points?|machines?|stops?|toilets?|taps?|lifts?|elevators?|chargers?|dispensers?|fountains?|crossings?|kiosks?|tills?|atms?|cashpoints?|stands?|bays?|hooks?|showers?|doorbells?|buttons?|barriers?|gates?|turnstiles?|scanners?|printers?|hand\s*dryers?)$/i;

/** Whether `thing` ("the compost bins", "the library's book drop") is used in moments, not hours. */
export function usedInMoments(thing: string): boolean {
  const head = /([\p{L}-]+)\s*$/u.exec(thing)?.[1] ?? '';
  return BRIEFLY_USED_HEADS.test(head);
}

/** A proposal about getting around: a lane, a road, a charge on drivers, a crossing. */
export const TRAVEL_WORDING =
  /\b(?:bike|cycle|cycling|road|street|lane|traffic|parking|speed|bus|tram|rail|station|crossing|congestion|pedestrian|car|cars|junction|roundabout|path)\b/i;
