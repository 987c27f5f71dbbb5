import type { Brief } from './brief.ts';
import { EVENT_HEADS } from './brief-words.ts';

// Some things that look like events are services a person receives. "Sessions" of a treatment
// (physiotherapy, counselling, massage) are appointments, not gatherings with talks and
// networking; a visit to a place ("how was your experience at the vaccination centre") is a
// service at that place, not an event to attend again. The event frame is kept whenever the
// request names a gathering or its attendees.

/** Care or treatment given one person at a time: its sessions are appointments. */
const CARE_SESSIONS =
  /\b(?:therapy|therapies|personal\s+training|physio\w*|counsel+ing|massage|treatment|rehab\w*|osteopathy|chiropractic|acupuncture|podiatry|dental|hygienist|consultation|check-?ups?|vaccination|speech\s+and\s+language)\s+(?:sessions?|appointments?|visits?)$/i;

/** Whether the request names a gathering ("workshop", "the gala") or the people who attended one. */
function namesGathering(text: string): boolean {
  return text.split(/[^\p{L}-]+/u).some((word) => EVENT_HEADS.test(word) || /^attendees?$/i.test(word));
}

/**
 * Whether what the event frame would ask about is a service received instead: sessions of care,
 * or a place visited when no gathering is named.
 */
export function receivedNotAttended(brief: Brief): boolean {
  const subject = brief.subject;
  if (subject === null) return false;
  if (CARE_SESSIONS.test(subject.name)) return true;
  return subject.kind === 'venue' && !namesGathering(brief.text);
}

/** A step of a visit: "the check-in at our ski lodge", "the check-out", "the bag drop". */
const VISIT_STEP = /\b(?:check-?ins?|check-?outs?|bag\s+drops?)$/i;

/**
 * Whether the subject is a step of a visit (blind review P: "the check-in at our ski lodge" was a
 * product's "How did you first hear about the check-in?"): asked as the service it is.
 */
export function visitStep(brief: Brief): boolean {
  return VISIT_STEP.test(brief.subject?.name ?? '');
}
