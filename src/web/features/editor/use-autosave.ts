import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { ApiError } from '../../lib/api-error.ts';

/** Spec owner-side §9: autosave fires this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveDraft = (
  document: SurveyDocument,
  baseVersion: number,
) => Promise<{ version: number; savedAt: string }>;

export interface AutosaveOptions {
  initialDocument: SurveyDocument;
  initialVersion: number;
  /** When the loaded draft was last saved (the record's updated_at), for "Saved {n}m ago". */
  initialSavedAt?: string | null;
  save: SaveDraft;
  /** Reads the newer record when a 409 does not carry it. */
  loadLatest?: () => Promise<SurveyRecord>;
  delayMs?: number;
}

export interface AutosaveState {
  document: SurveyDocument;
  version: number;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  /** The last failure's message; cleared by a successful save, clearError or retry. */
  error: string | null;
  /** Another tab or window saved first: the newer record, until the author picks a side. */
  conflict: SurveyRecord | null;
  lastSavedAt: Date | null;
}

export interface Autosave extends AutosaveState {
  /** Applies one pure operation; the same document back means refused, and changes nothing. */
  update: (operation: (document: SurveyDocument) => SurveyDocument) => void;
  /** Saves now, even when nothing seems to have changed. */
  retry: () => void;
  clearError: () => void;
  /** Conflict: drop local edits and continue from the newer version. */
  reloadLatest: () => void;
  /** Conflict: save this document over the newer version. */
  overwrite: () => void;
  /** Saves unsaved changes now and resolves once no save is running; never rejects. */
  flush: () => Promise<void>;
  /** A newer version saved elsewhere (the assistant): taken as is, or offered as a conflict. */
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

function isSameDocument(a: SurveyDocument, b: SurveyDocument): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function conflictRecord(error: unknown): SurveyRecord | null {
  const details = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null || !('current' in details)) return null;
  const current = (details as { current: unknown }).current;
  if (typeof current !== 'object' || current === null || !('draft' in current)) return null;
  return current as SurveyRecord;
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The save loop, outside React so its ordering is plain to read and to test: one save at a time,
 * edits made meanwhile saved next, nothing dropped.
 */
class DraftAutosave {
  private state: AutosaveState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private saving = false;
  /** The timer fired (or a retry came) while a save was running: save again when it ends. */
  private pending = false;
  private revision = 0;
  private lastSavedCopy: SurveyDocument;
  private options: AutosaveOptions;
  /** flush() callers waiting for the running save (and the saves queued behind it) to end. */
  private idleWaiters: (() => void)[] = [];

  constructor(options: AutosaveOptions) {
    this.options = options;
    this.lastSavedCopy = options.initialDocument;
    this.state = {
      document: options.initialDocument,
      version: options.initialVersion,
      hasUnsavedChanges: false,
      isSaving: false,
      error: null,
      conflict: null,
      lastSavedAt: parseDate(options.initialSavedAt),
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

  update = (operation: (document: SurveyDocument) => SurveyDocument) => {
    const next = operation(this.state.document);
    if (next === this.state.document) return;
    this.revision += 1;
    this.set({ document: next, hasUnsavedChanges: true });
    this.schedule();
  };

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run(false);
    }, this.delay);
  }

  retry = () => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.set({ error: null });
    void this.run(true);
  };

  clearError = () => this.set({ error: null });

  reloadLatest = () => {
    const current = this.state.conflict;
    if (!current) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
    this.revision += 1;
    this.lastSavedCopy = current.draft;
    this.set({
      document: current.draft,
      version: current.draft_version,
      hasUnsavedChanges: false,
      error: null,
      conflict: null,
      lastSavedAt: parseDate(current.updated_at) ?? new Date(),
    });
  };

  overwrite = () => {
    const current = this.state.conflict;
    if (!current) return;
    this.set({ version: current.draft_version, conflict: null, error: null });
    void this.run(true);
  };

  /**
   * Saves now what is unsaved, without waiting for the timer, and resolves when no save is
   * running. Failures stay in the state (error or conflict), as with any save.
   */
  flush = async (): Promise<void> => {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
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
   * replaces the document as if just loaded; with them the author picks a side in the conflict UI.
   */
  adopt = (record: SurveyRecord) => {
    const localEdits =
      this.saving ||
      (this.state.hasUnsavedChanges && !isSameDocument(this.state.document, this.lastSavedCopy));
    if (localEdits) {
      this.set({ conflict: record });
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
    this.revision += 1;
    this.lastSavedCopy = record.draft;
    this.set({
      document: record.draft,
      version: record.draft_version,
      hasUnsavedChanges: false,
      error: null,
      conflict: null,
      lastSavedAt: parseDate(record.updated_at) ?? new Date(),
    });
  };

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

  private async run(force: boolean): Promise<void> {
    if (this.saving) {
      this.pending = true;
      return;
    }
    // Waiting for the author to settle a conflict: saving again would only conflict again.
    if (this.state.conflict) return;
    const document = this.state.document;
    const revision = this.revision;
    if (!force && isSameDocument(document, this.lastSavedCopy)) {
      if (revision === this.revision) this.set({ hasUnsavedChanges: false });
      return;
    }

    this.saving = true;
    this.set({ isSaving: true });
    try {
      const result = await this.options.save(document, this.state.version);
      this.lastSavedCopy = document;
      this.set({
        version: result.version,
        error: null,
        lastSavedAt: parseDate(result.savedAt) ?? new Date(),
        hasUnsavedChanges: this.revision !== revision,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const current =
          conflictRecord(error) ?? (await this.options.loadLatest?.().catch(() => null)) ?? null;
        if (current) this.set({ conflict: current });
        else this.set({ error: saveErrorMessage(error) });
      } else {
        this.set({ error: saveErrorMessage(error) });
      }
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

  /** The editor is shown: resume a save that was waiting. */
  attach() {
    if (this.state.hasUnsavedChanges && !this.timer && !this.saving) this.schedule();
  }

  /** The editor goes away: don't wait for the timer, send what is unsaved now. */
  detach() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.state.hasUnsavedChanges) void this.run(false);
  }
}

/**
 * Autosave of a survey draft (spec owner-side §4): 2000 ms after the last change, skipped when the
 * data equals the last saved copy, one save at a time with edits made meanwhile saved next, errors
 * kept for a Retry, and a 409 turned into a choice between the newer version and this one.
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
    retry: controller.retry,
    clearError: controller.clearError,
    reloadLatest: controller.reloadLatest,
    overwrite: controller.overwrite,
    flush: controller.flush,
    adopt: controller.adopt,
  };
}
