/** How many steps back the editor keeps (issue 10 asks for at least 50). */
export const HISTORY_LIMIT = 100;

/**
 * Undo/redo over immutable snapshots: every step stores the whole document before it. Documents are
 * small and operations share unchanged branches, so this is cheap and can undo anything, including
 * a version adopted from the assistant or another tab, without inverse operations.
 */
export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The coalescing key of the step that produced `present`, while more of it may follow. */
  openKey: string | null;
}

export function createHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], openKey: null };
}

/**
 * Records `next` as one step. Consecutive edits with the same `coalesceKey` (the keystrokes typed
 * into one field during one visit) extend the step instead of adding one. The same document back
 * is no step at all.
 */
export function recordEdit<T>(
  history: EditHistory<T>,
  next: T,
  coalesceKey: string | null = null,
): EditHistory<T> {
  if (next === history.present) return history;
  if (coalesceKey !== null && coalesceKey === history.openKey && history.past.length > 0) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    future: [],
    openKey: coalesceKey,
  };
}

/** Replaces the present without a step (the server's copy of the same content, say). */
export function replacePresent<T>(history: EditHistory<T>, present: T): EditHistory<T> {
  return { ...history, present };
}

export function canUndo(history: EditHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory<unknown>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    openKey: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, openKey: null };
}

/** Ends the open step: the next edit, even with the same key, starts a new one. */
export function closeStep<T>(history: EditHistory<T>): EditHistory<T> {
  return history.openKey === null ? history : { ...history, openKey: null };
}
