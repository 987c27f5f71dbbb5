import { z } from 'zod';
import { surveyDocumentSchema, type SurveyDocument } from '#shared/survey/survey-schema.ts';

/**
 * The version an author did not choose when settling a save conflict ("Load theirs" sets theirs'
 * alternative, mine, aside; "Keep mine" sets the other tab's version aside). One copy per survey, in
 * this browser's local storage: it survives a reload or a closed tab, needs no server round trip
 * (so it also works while the server is unreachable), and costs nothing when never used.
 */
export interface SetAsideCopy {
  document: SurveyDocument;
  /** Whose version it is: the author's own edits, or the version saved elsewhere. */
  origin: 'mine' | 'theirs';
  /** ISO time it was set aside. */
  at: string;
}

export interface SetAsideStore {
  read(): SetAsideCopy | null;
  write(copy: SetAsideCopy | null): void;
}

const storedCopySchema = z.object({
  document: surveyDocumentSchema,
  origin: z.enum(['mine', 'theirs']),
  at: z.string(),
});

export function setAsideKey(surveyId: string): string {
  return `pollen:set-aside:${surveyId}`;
}

/** The survey's set-aside copy in localStorage; unreadable or unavailable storage reads as none. */
export function localSetAsideStore(surveyId: string): SetAsideStore {
  const key = setAsideKey(surveyId);
  return {
    read() {
      try {
        const raw = window.localStorage.getItem(key);
        if (!raw) return null;
        const parsed = storedCopySchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(copy) {
      try {
        if (copy) window.localStorage.setItem(key, JSON.stringify(copy));
        else window.localStorage.removeItem(key);
      } catch (error) {
        // Full or blocked storage: the copy still lives in this tab's undo history.
        console.warn('Could not keep the set-aside version', error);
      }
    },
  };
}
