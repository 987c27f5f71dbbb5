import { useEffect, useState, useSyncExternalStore } from 'react';
import { isDeepEqual } from '#shared/survey/deep-equal.ts';
import {
  canRedo,
  canUndo,
  createHistory,
  recordEdit,
  redo,
  undo,
  type EditHistory,
} from '#shared/survey/edit-history.ts';
import { mergeSurvey, type MergeConflict } from '#shared/survey/merge-survey.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { draftConflictBodySchema, type SurveyRecord } from '#shared/survey/survey-record.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SetAsideCopy, SetAsideStore } from './set-aside-store.ts';

/** Spec owner-side §9: autosave fires this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;
/** Automatic retries after a failed save wait 1 s, 2 s, 4 s… up to this. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** The wait before automatic retry number `attempt` (1-based): doubling from 1 s, capped. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

export type SaveDraft = (
  document: SurveyDocument,
  baseVersion: number,
  /** The same id when the same save is sent again, so the server can recognise a lost reply. */
  saveId: string,
) => Promise<{ version: number; savedAt: string }>;

export interface AutosaveOptions {
  initialDocument: SurveyDocument;
  initialVersion: number;
  /** When the loaded draft was last saved (the record's updated_at), for "Saved {n}m ago". */
  initialSavedAt?: string | null;
  save: SaveDraft;
  /** Reads the newer record when a 409 does not carry it. */
  loadLatest?: () => Promise<SurveyRecord>;
  /** Where the version not chosen in a conflict is kept (default: nowhere but undo history). */
  setAsideStore?: SetAsideStore;
  delayMs?: number;
  createSaveId?: () => string;
}

/** A save refused because a newer version exists: both sides, and what "Keep mine" would save. */
export interface DraftConflict {
  theirs: SurveyRecord;
  /** The author's edits on top of theirs: fields the author left alone take theirs' values. */
  merged: SurveyDocument;
  /** Fields both sides changed differently; "Keep mine" keeps the author's value for these. */
  differences: MergeConflict[];
}

export interface AutosaveState {
  document: SurveyDocument;
  version: number;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  /** The last failure's message; cleared by a successful save, clearError or retry. */
  error: string | null;
  /** When the next automatic retry after a failure goes out (null: none planned). */
  retryAt: Date | null;
  /** Another tab or window saved first, until the author picks a side. */
  conflict: DraftConflict | null;
  lastSavedAt: Date | null;
  canUndo: boolean;
  canRedo: boolean;
  /** The version the author did not choose in the last conflict, ready to restore. */
  setAside: SetAsideCopy | null;
}

export interface Autosave extends AutosaveState {
  /**
   * Applies one pure operation as one undo step; the same document back means refused. Edits with
   * the same `coalesceKey` in a row (typing into one field) make a single step.
   */
  update: (operation: (document: SurveyDocument) => SurveyDocument, coalesceKey?: string | null) => void;
  undo: () => void;
  redo: () => void;
  /** Saves now ("Retry now"), even when nothing seems to have changed. */
  retry: () => void;
  clearError: () => void;
  /** Conflict: continue from the newer version; the author's version is set aside. */
  loadTheirs: () => void;
  /** Conflict: save the author's edits merged onto the newer version, which is set aside. */
  keepMine: () => void;
  /** Brings back the set-aside version (one undo step); the current one is set aside in its place. */
  restoreSetAside: () => void;
  dismissSetAside: () => void;
  /** Saves unsaved changes now and resolves once no save is running; never rejects. */
  flush: () => Promise<void>;
  /** A newer version saved elsewhere (the assistant): one undo step, or a conflict over local edits. */
  adopt: (record: SurveyRecord) => void;
}

/** The message an autosave failure shows (spec §8): the server's message or "HTTP error! status: {code}". */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.code === 'http_error' ? `HTTP error! status: ${error.status}` : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

/** Failures that may pass by themselves: no connection, timeouts, rate limits, server errors. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The 409's body as the contract types it; a body that breaks it reads as "no newer copy". */
function conflictDetails(error: ApiError): { current: SurveyRecord | null; lastSaveId: string | null } {
  const body = draftConflictBodySchema.safeParse(error.details);
  if (!body.success) return { current: null, lastSaveId: null };
  return { current: body.data.current, lastSaveId: body.data.lastSaveId ?? null };
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function randomSaveId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A save that went out and whose outcome is unknown (no reply, or a failure reply). */
interface SentSave {
  saveId: string;
  document: SurveyDocument;
  baseVersion: number;
}

/**
 * The save loop, outside React so its ordering is plain to read and to test: one save at a time,
 * edits made meanwhile saved next, nothing dropped, failures retried with back-off.
 */
class DraftAutosave {
  private state: AutosaveState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private saving = false;
  /** The timer fired (or a retry came) while a save was running: save again when it ends. */
  private pending = false;
  private revision = 0;
  /** The document as the server last confirmed it: the base a conflict is merged against. */
  private lastSavedCopy: SurveyDocument;
  private history: EditHistory<SurveyDocument>;
  private failedAttempts = 0;
  /** The editor is gone: its last save was sent; no retry loop outlives it. */
  private detached = false;
  /** Saves sent since the last confirmed one; a 409 naming one of them means it landed. */
  private unconfirmed: SentSave[] = [];
  private options: AutosaveOptions;
  /** flush() callers waiting for the running save (and the saves queued behind it) to end. */
  private idleWaiters: (() => void)[] = [];

  constructor(options: AutosaveOptions) {
    this.options = options;
    this.lastSavedCopy = options.initialDocument;
    this.history = createHistory(options.initialDocument);
    this.state = {
      document: options.initialDocument,
      version: options.initialVersion,
      hasUnsavedChanges: false,
      isSaving: false,
      error: null,
      retryAt: null,
      conflict: null,
      lastSavedAt: parseDate(options.initialSavedAt),
      canUndo: false,
      canRedo: false,
      setAside: options.setAsideStore?.read() ?? null,
    };
  }

  /** The latest save and loadLatest functions (they may close over new props each render). */
  setOptions(options: AutosaveOptions) {
    this.options = options;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  private set(patch: Partial<AutosaveState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private get delay() {
    return this.options.delayMs ?? AUTOSAVE_DELAY_MS;
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Moves the history; the document follows it and, when it changed, is saved after the usual delay. */
  private moveTo(history: EditHistory<SurveyDocument>, patch: Partial<AutosaveState> = {}) {
    const changed = history.present !== this.history.present;
    this.history = history;
    if (changed) this.revision += 1;
    this.set({
      document: history.present,
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      ...(changed ? { hasUnsavedChanges: true } : {}),
      ...patch,
    });
    if (changed && this.state.hasUnsavedChanges) this.schedule();
  }

  /** One undo step to `document`, or none when it reads the same as what is shown. */
  private stepTo(document: SurveyDocument): EditHistory<SurveyDocument> {
    return isDeepEqual(document, this.state.document) ? this.history : recordEdit(this.history, document);
  }

  update = (operation: (document: SurveyDocument) => SurveyDocument, coalesceKey: string | null = null) => {
    const next = operation(this.state.document);
    if (next === this.state.document) return;
    this.moveTo(recordEdit(this.history, next, coalesceKey));
  };

  undo = () => this.moveTo(undo(this.history));

  redo = () => this.moveTo(redo(this.history));

  private schedule() {
    this.clearTimer();
    // While retrying after a failure, an edit does not bring the next attempt forward.
    const retryWait = this.state.retryAt ? this.state.retryAt.getTime() - Date.now() : 0;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.run(false);
      },
      Math.max(this.delay, retryWait),
    );
  }

  retry = () => {
    this.clearTimer();
    this.set({ error: null, retryAt: null });
    void this.run(true);
  };

  clearError = () => this.set({ error: null });

  /** The connection is back: don't wait out the back-off. */
  retrySoon = () => {
    if (this.state.retryAt) this.retry();
  };

  private setAside(copy: SetAsideCopy | null) {
    this.options.setAsideStore?.write(copy);
    this.set({ setAside: copy });
  }

  /** Settles a conflict on `document` as the new content over `theirs`, saving it if it differs. */
  private settle(theirs: SurveyRecord, document: SurveyDocument, setAside: SetAsideCopy) {
    this.clearTimer();
    this.pending = false;
    this.unconfirmed = [];
    this.lastSavedCopy = theirs.draft;
    this.setAside(setAside);
    const differs = !isDeepEqual(document, theirs.draft);
    this.moveTo(this.stepTo(document), {
      version: theirs.draft_version,
      conflict: null,
      error: null,
      retryAt: null,
      hasUnsavedChanges: differs,
      ...(differs ? {} : { lastSavedAt: parseDate(theirs.updated_at) ?? new Date() }),
    });
    if (differs) void this.run(false);
  }

  loadTheirs = () => {
    const conflict = this.state.conflict;
    if (!conflict) return;
    const mine = this.state.document;
    this.settle(conflict.theirs, conflict.theirs.draft, {
      document: mine,
      origin: 'mine',
      at: new Date().toISOString(),
    });
  };

  keepMine = () => {
    const conflict = this.state.conflict;
    if (!conflict) return;
    // Merged again now: the author may have edited while the question was open.
    const { document } = mergeSurvey(this.lastSavedCopy, this.state.document, conflict.theirs.draft);
    this.settle(conflict.theirs, document, {
      document: conflict.theirs.draft,
      origin: 'theirs',
      at: new Date().toISOString(),
    });
  };

  restoreSetAside = () => {
    const copy = this.state.setAside;
    if (!copy) return;
    const current = this.state.document;
    this.setAside({
      document: current,
      origin: copy.origin === 'mine' ? 'theirs' : 'mine',
      at: new Date().toISOString(),
    });
    this.moveTo(this.stepTo(copy.document));
  };

  dismissSetAside = () => this.setAside(null);

  /**
   * Saves now what is unsaved, without waiting for the timer, and resolves when no save is
   * running. Failures stay in the state (error or conflict), as with any save.
   */
  flush = async (): Promise<void> => {
    this.clearTimer();
    try {
      if (this.saving) {
        // Edits made since the running save started go next, before we report idle.
        this.pending = true;
      } else if (this.state.hasUnsavedChanges) {
        await this.run(false);
      }
      await this.whenIdle();
    } catch {
      // Never throws: a failed save is in the state, shown by the indicator.
    }
  };

  /**
   * The server's newer version (the assistant changed the survey). Without unsaved local edits it
   * replaces the document as one undo step. With edits to other parts of the survey, the two are
   * merged as one undo step (undo takes the assistant's change back and keeps the author's edits),
   * and the merge is saved on the newer version. When both changed the same thing, or a save is on
   * its way, the author picks a side in the conflict UI: nothing of theirs is overwritten.
   */
  adopt = (record: SurveyRecord) => {
    const localEdits =
      this.saving || (this.state.hasUnsavedChanges && !isDeepEqual(this.state.document, this.lastSavedCopy));
    if (localEdits) {
      const conflict = this.conflictWith(record);
      if (this.saving || conflict.differences.length > 0) this.set({ conflict });
      else this.adoptMerged(record, conflict.merged);
      return;
    }
    this.clearTimer();
    this.pending = false;
    this.unconfirmed = [];
    this.failedAttempts = 0;
    this.lastSavedCopy = record.draft;
    this.moveTo(this.stepTo(record.draft), {
      version: record.draft_version,
      hasUnsavedChanges: false,
      error: null,
      retryAt: null,
      conflict: null,
      lastSavedAt: parseDate(record.updated_at) ?? new Date(),
    });
  };

  private adoptMerged(record: SurveyRecord, merged: SurveyDocument) {
    this.clearTimer();
    this.pending = false;
    this.unconfirmed = [];
    this.failedAttempts = 0;
    this.lastSavedCopy = record.draft;
    this.moveTo(this.stepTo(merged), {
      version: record.draft_version,
      error: null,
      retryAt: null,
      conflict: null,
      hasUnsavedChanges: !isDeepEqual(merged, record.draft),
    });
    if (this.state.hasUnsavedChanges && !this.timer) this.schedule();
  }

  private conflictWith(theirs: SurveyRecord): DraftConflict {
    const { document, conflicts } = mergeSurvey(this.lastSavedCopy, this.state.document, theirs.draft);
    return { theirs, merged: document, differences: conflicts };
  }

  private whenIdle(): Promise<void> {
    if (!this.saving) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private notifyIdle() {
    if (this.saving) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** The id for sending `document` on `baseVersion`: the earlier one if this exact save went out before. */
  private saveIdFor(document: SurveyDocument, baseVersion: number): string {
    const earlier = this.unconfirmed.find(
      (sent) => sent.baseVersion === baseVersion && isDeepEqual(sent.document, document),
    );
    if (earlier) return earlier.saveId;
    const saveId = (this.options.createSaveId ?? randomSaveId)();
    this.unconfirmed.push({ saveId, document, baseVersion });
    return saveId;
  }

  private confirmSaved(document: SurveyDocument, version: number, savedAt: Date, revision: number) {
    this.lastSavedCopy = document;
    this.unconfirmed = [];
    this.failedAttempts = 0;
    this.set({
      version,
      error: null,
      retryAt: null,
      lastSavedAt: savedAt,
      hasUnsavedChanges: this.revision !== revision && !isDeepEqual(this.state.document, document),
    });
  }

  private async run(force: boolean): Promise<void> {
    if (this.saving) {
      this.pending = true;
      return;
    }
    // Waiting for the author to settle a conflict: saving again would only conflict again.
    if (this.state.conflict) return;
    const document = this.state.document;
    const revision = this.revision;
    if (!force && isDeepEqual(document, this.lastSavedCopy)) {
      if (revision === this.revision) this.set({ hasUnsavedChanges: false, error: null, retryAt: null });
      this.failedAttempts = 0;
      return;
    }

    this.clearTimer();
    this.saving = true;
    this.set({ isSaving: true, retryAt: null });
    const baseVersion = this.state.version;
    const saveId = this.saveIdFor(document, baseVersion);
    try {
      const result = await this.options.save(document, baseVersion, saveId);
      this.confirmSaved(document, result.version, parseDate(result.savedAt) ?? new Date(), revision);
    } catch (error) {
      await this.handleFailure(error);
    } finally {
      this.saving = false;
      this.set({ isSaving: false });
    }
    if (this.pending) {
      this.pending = false;
      await this.run(false);
    }
    this.notifyIdle();
  }

  private async handleFailure(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      const details = conflictDetails(error);
      const landed = this.unconfirmed.find((sent) => sent.saveId === details.lastSaveId);
      if (landed && details.current) {
        // One of our own saves landed but its reply was lost: not a conflict. Build on it.
        this.confirmSaved(
          landed.document,
          details.current.draft_version,
          parseDate(details.current.updated_at) ?? new Date(),
          -1,
        );
        if (!isDeepEqual(this.state.document, landed.document)) {
          this.set({ hasUnsavedChanges: true });
          this.pending = true;
        }
        return;
      }
      const current = details.current ?? (await this.options.loadLatest?.().catch(() => null)) ?? null;
      if (current) this.set({ conflict: this.conflictWith(current), error: null, retryAt: null });
      else this.set({ error: saveErrorMessage(error) });
      return;
    }
    if (!isTransient(error)) {
      // Retrying the same request cannot help (invalid, signed out): say so and wait for the author.
      this.set({ error: saveErrorMessage(error), retryAt: null });
      return;
    }
    if (this.detached) return;
    this.failedAttempts += 1;
    const wait = retryDelay(this.failedAttempts);
    this.set({
      error: saveErrorMessage(error),
      retryAt: new Date(Date.now() + wait),
      hasUnsavedChanges: true,
    });
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.set({ retryAt: null });
      void this.run(false);
    }, wait);
  }

  /** The editor is shown: resume a save that was waiting, and retry as soon as the browser is online. */
  attach() {
    this.detached = false;
    if (this.state.hasUnsavedChanges && !this.timer && !this.saving) this.schedule();
    window.addEventListener('online', this.retrySoon);
  }

  /** The editor goes away: don't wait for the timer, send what is unsaved now. */
  detach() {
    this.detached = true;
    window.removeEventListener('online', this.retrySoon);
    this.clearTimer();
    if (this.state.hasUnsavedChanges) void this.run(false);
  }
}

/**
 * Autosave of a survey draft (spec owner-side §4) with its undo history: 2000 ms after the last
 * change, skipped when the data equals the last saved copy, one save at a time with edits made
 * meanwhile saved next, failures retried by themselves with back-off (1 s, 2 s, 4 s… 30 s), a lost
 * reply recognised by its save id, and a 409 turned into a choice between the newer version and
 * the author's edits merged onto it.
 */
export function useAutosave(options: AutosaveOptions): Autosave {
  const [controller] = useState(() => new DraftAutosave(options));
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  useEffect(() => {
    controller.setOptions(options);
  });

  useEffect(() => {
    controller.attach();
    return () => controller.detach();
  }, [controller]);

  return {
    ...state,
    update: controller.update,
    undo: controller.undo,
    redo: controller.redo,
    retry: controller.retry,
    clearError: controller.clearError,
    loadTheirs: controller.loadTheirs,
    keepMine: controller.keepMine,
    restoreSetAside: controller.restoreSetAside,
    dismissSetAside: controller.dismissSetAside,
    flush: controller.flush,
    adopt: controller.adopt,
  };
}
