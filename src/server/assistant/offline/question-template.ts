import type { Behaviour, Brief, Subject, SubjectKind } from './brief.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import { subjectNature } from './subject-nature.ts';
import type { SubjectNature } from './subject-nature.ts';

// Typed question templates: each declares the slots of the brief it needs and the kinds of
// subject it suits, and is filled only when the brief has them, so a question never reads "How
// often do you use the remote work?" or leaves a slot empty.

export interface Slots {
  subject: Subject;
  behaviour: Behaviour;
  audience: string;
  place: string;
}
export type Slot = keyof Slots;

export interface QuestionTemplate {
  section: string;
  priority: number;
  measures: string;
  needs: readonly Slot[];
  /** Subject kinds it suits; any when absent. */
  fits?: readonly SubjectKind[];
  /** What the subject must be for the wording to read ("like most about" suits a product, not a problem); any when absent. */
  natures?: readonly SubjectNature[];
  /** A further condition on the brief (a buying verb, a negated behaviour…). */
  when?: (brief: Brief) => boolean;
  build: (slots: Slots) => LenientQuestion;
}

export function template<N extends Slot>(spec: {
  section: string;
  priority: number;
  measures: string;
  needs: readonly N[];
  fits?: readonly SubjectKind[];
  natures?: readonly SubjectNature[];
  when?: (brief: Brief) => boolean;
  build: (slots: Pick<Slots, N>) => LenientQuestion;
}): QuestionTemplate {
  return spec as QuestionTemplate;
}

function slotsOf(brief: Brief): Partial<Slots> {
  return {
    ...(brief.subject ? { subject: brief.subject } : {}),
    ...(brief.behaviour?.hasObject ? { behaviour: brief.behaviour } : {}),
    ...(brief.audience ? { audience: brief.audience } : {}),
    ...(brief.place ? { place: brief.place } : {}),
  };
}

/** The templates this brief can fill, filled, as bank questions. */
export function fillTemplates(templates: readonly QuestionTemplate[], brief: Brief): BankQuestion[] {
  const slots = slotsOf(brief);
  return templates
    .filter(
      (entry) =>
        entry.needs.every((slot) => slots[slot] !== undefined) &&
        (entry.fits === undefined || (brief.subject !== null && entry.fits.includes(brief.subject.kind))) &&
        (entry.natures === undefined || entry.natures.includes(subjectNature(brief))) &&
        (entry.when === undefined || entry.when(brief)),
    )
    .map((entry) => ({
      section: entry.section,
      priority: entry.priority,
      measures: entry.measures,
      // Every slot the template needs was checked above.
      question: entry.build(slots as Slots),
    }));
}

/** "is" or "are" for the subject: "How important is remote work", "… are electric cars". */
export function be(subject: Subject): string {
  return subject.plural ? 'are' : 'is';
}

/** "does" or "do". */
export function does(subject: Subject): string {
  return subject.plural ? 'do' : 'does';
}

/** "has" or "have". */
export function has(subject: Subject): string {
  return subject.plural ? 'have' : 'has';
}

/** "it" or "them". */
export function it(subject: Subject): string {
  return subject.plural ? 'them' : 'it';
}

/** The verb for taking part in a subject: use an app, visit a gym, attend a workshop. */
export function takePart(kind: SubjectKind): { base: string; gerund: string } | null {
  switch (kind) {
    case 'product':
      return { base: 'use', gerund: 'using' };
    case 'venue':
      return { base: 'visit', gerund: 'visiting' };
    case 'event':
      return { base: 'attend', gerund: 'attending' };
    case 'topic':
      return null;
  }
}
