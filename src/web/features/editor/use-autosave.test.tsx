import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import {
  DRAFT_CONFLICT_MESSAGE,
  type DraftConflictBody,
  type SurveyRecord,
} from '#shared/survey/survey-record.ts';
import { ApiError, apiErrorFromResponse } from '../../lib/api-error.ts';
import type { SetAsideCopy } from './set-aside-store.ts';
import { useAutosave, type SaveDraft } from './use-autosave.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Deferred = {
  resolve: (value: { version: number; savedAt: string }) => void;
  reject: (error: unknown) => void;
};

/** A save whose calls the test answers one by one. */
function controlledSave() {
  const pending: Deferred[] = [];
  const save = vi.fn<SaveDraft>(
    () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { save, pending };
}

function setup(save: SaveDraft, extra: { loadLatest?: () => Promise<SurveyRecord> } = {}) {
  const initialDocument = createStarterSurvey();
  const hook = renderHook(() =>
    useAutosave({ initialDocument, initialVersion: 3, save, loadLatest: extra.loadLatest }),
  );
  const rename = (title: string) =>
    act(() => hook.result.current.update((document: SurveyDocument) => ({ ...document, title })));
  return { hook, initialDocument, rename };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test('saves 2000 ms after the last change, with the latest data and the base version', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);

  rename('First');
  expect(hook.result.current.hasUnsavedChanges).toBe(true);
  await advance(1500);
  rename('Second');
  await advance(1999);
  expect(save).not.toHaveBeenCalled();
  await advance(1);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]?.[0].title).toBe('Second');
  expect(save.mock.calls[0]?.[1]).toBe(3);
  expect(hook.result.current.isSaving).toBe(true);

  await act(async () => pending[0]?.resolve({ version: 4, savedAt: new Date().toISOString() }));
  expect(hook.result.current.isSaving).toBe(false);
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
  expect(hook.result.current.version).toBe(4);
  expect(hook.result.current.lastSavedAt).toBeInstanceOf(Date);
});

test('a refused operation (same document back) changes nothing and schedules no save', async () => {
  const { save } = controlledSave();
  const { hook } = setup(save);
  act(() => hook.result.current.update((document) => document));
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
  await advance(5000);
  expect(save).not.toHaveBeenCalled();
});

test('skips the save when the data equals the last saved copy', async () => {
  const { save } = controlledSave();
  const { hook, rename, initialDocument } = setup(save);
  rename('Changed');
  rename(initialDocument.title);
  expect(hook.result.current.hasUnsavedChanges).toBe(true);
  await advance(2000);
  expect(save).not.toHaveBeenCalled();
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
});

test('an edit made while a save is running is saved next, never dropped', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);

  rename('One');
  await advance(2000);
  expect(save).toHaveBeenCalledTimes(1);

  rename('Two');
  await advance(2000);
  // Only one save at a time.
  expect(save).toHaveBeenCalledTimes(1);

  await act(async () => pending[0]?.resolve({ version: 4, savedAt: new Date().toISOString() }));
  expect(save).toHaveBeenCalledTimes(2);
  expect(save.mock.calls[1]?.[0].title).toBe('Two');
  expect(save.mock.calls[1]?.[1]).toBe(4);
  expect(hook.result.current.hasUnsavedChanges).toBe(true);

  await act(async () => pending[1]?.resolve({ version: 5, savedAt: new Date().toISOString() }));
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
  expect(hook.result.current.version).toBe(5);
});

test('a failure keeps the message (server message, or HTTP error! status) and "Retry now" forces a save', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);

  rename('One');
  await advance(2000);
  await act(async () =>
    pending[0]?.reject(new ApiError(500, 'http_error', 'HTTP 500: Internal Server Error')),
  );
  expect(hook.result.current.error).toBe('HTTP error! status: 500');
  expect(hook.result.current.hasUnsavedChanges).toBe(true);

  act(() => hook.result.current.retry());
  expect(hook.result.current.error).toBeNull();
  expect(save).toHaveBeenCalledTimes(2);
  await act(async () => pending[1]?.reject(new ApiError(400, 'validation_failed', 'Title is too long')));
  expect(hook.result.current.error).toBe('Title is too long');

  act(() => hook.result.current.clearError());
  expect(hook.result.current.error).toBeNull();

  act(() => hook.result.current.retry());
  await act(async () => pending[2]?.resolve({ version: 4, savedAt: new Date().toISOString() }));
  expect(hook.result.current.error).toBeNull();
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
});

function newerRecord(document: SurveyDocument): SurveyRecord {
  return {
    id: 's1',
    title: 'From the other tab',
    description: '',
    share_id: 'share12345',
    is_public: false,
    status: 'draft',
    draft: { ...document, title: 'From the other tab' },
    draft_version: 9,
    published_version: 0,
    published_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-02T00:00:00.000Z',
  };
}

/** The 409 PUT /api/surveys/:id/draft answers (survey-routes.ts), read as apiFetch reads it. */
function draftConflict(current: SurveyRecord, lastSaveId: string | null = null): Promise<ApiError> {
  const body: DraftConflictBody = {
    error: { code: 'conflict', message: DRAFT_CONFLICT_MESSAGE },
    current,
    lastSaveId,
  };
  return apiErrorFromResponse(
    new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } }),
  );
}

test('a 409 offers the newer version; "Load theirs" replaces the document and sets mine aside', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename, initialDocument } = setup(save);
  const current = newerRecord(initialDocument);

  rename('Mine');
  await advance(2000);
  const conflict = await draftConflict(current);
  await act(async () => pending[0]?.reject(conflict));
  expect(hook.result.current.conflict?.theirs).toEqual(current);
  expect(hook.result.current.error).toBeNull();

  // No further saves while the author decides.
  rename('Mine again');
  await advance(5000);
  expect(save).toHaveBeenCalledTimes(1);

  act(() => hook.result.current.loadTheirs());
  expect(hook.result.current.conflict).toBeNull();
  expect(hook.result.current.document.title).toBe('From the other tab');
  expect(hook.result.current.version).toBe(9);
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
  expect(hook.result.current.setAside).toMatchObject({ origin: 'mine', document: { title: 'Mine again' } });
  await advance(5000);
  expect(save).toHaveBeenCalledTimes(1);
});

test('a 409 without the record reads it; "Keep mine" saves again on top of the newer version', async () => {
  const { save, pending } = controlledSave();
  const initial = createStarterSurvey();
  const loadLatest = vi.fn(async () => newerRecord(initial));
  const { hook, rename } = setup(save, { loadLatest });

  rename('Mine');
  await advance(2000);
  await act(async () => pending[0]?.reject(new ApiError(409, 'conflict', 'Edited elsewhere')));
  expect(loadLatest).toHaveBeenCalled();
  expect(hook.result.current.conflict?.theirs.draft_version).toBe(9);
  // Both changed the title: the dialog lists it.
  expect(hook.result.current.conflict?.differences).toEqual([
    { label: 'Survey title', mine: 'Mine', theirs: 'From the other tab' },
  ]);

  act(() => hook.result.current.keepMine());
  expect(save).toHaveBeenCalledTimes(2);
  expect(save.mock.calls[1]?.[0].title).toBe('Mine');
  expect(save.mock.calls[1]?.[1]).toBe(9);
  await act(async () => pending[1]?.resolve({ version: 10, savedAt: new Date().toISOString() }));
  expect(hook.result.current.conflict).toBeNull();
  expect(hook.result.current.version).toBe(10);
  expect(hook.result.current.document.title).toBe('Mine');
});

test('leaving the editor sends unsaved changes at once instead of dropping them', async () => {
  const { save } = controlledSave();
  const { hook, rename } = setup(save);
  rename('Unsaved');
  hook.unmount();
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]?.[0].title).toBe('Unsaved');
});

test('flush saves unsaved changes at once and resolves only when the save has ended', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);

  rename('Flushed');
  let flushed = false;
  let flush!: Promise<void>;
  act(() => {
    flush = hook.result.current.flush().then(() => {
      flushed = true;
    });
  });
  // No 2000 ms wait: the save went out now.
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]?.[0].title).toBe('Flushed');
  await act(async () => {});
  expect(flushed).toBe(false);

  await act(async () => pending[0]?.resolve({ version: 4, savedAt: new Date().toISOString() }));
  await act(() => flush);
  expect(flushed).toBe(true);
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
  // The cancelled timer does not save a second time.
  await advance(5000);
  expect(save).toHaveBeenCalledTimes(1);
});

test('flush waits for a running save and then sends the edits made meanwhile', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);

  rename('One');
  await advance(2000);
  expect(save).toHaveBeenCalledTimes(1);
  rename('Two');

  let flush!: Promise<void>;
  let flushed = false;
  act(() => {
    flush = hook.result.current.flush().then(() => {
      flushed = true;
    });
  });
  expect(save).toHaveBeenCalledTimes(1);
  await act(async () => pending[0]?.resolve({ version: 4, savedAt: new Date().toISOString() }));
  expect(save).toHaveBeenCalledTimes(2);
  expect(save.mock.calls[1]?.[0].title).toBe('Two');
  expect(flushed).toBe(false);

  await act(async () => pending[1]?.resolve({ version: 5, savedAt: new Date().toISOString() }));
  await act(() => flush);
  expect(flushed).toBe(true);
  expect(hook.result.current.version).toBe(5);
});

test('flush never rejects: a failed save stays in the state', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);
  rename('Doomed');
  let flush!: Promise<void>;
  act(() => {
    flush = hook.result.current.flush();
  });
  await act(async () => pending[0]?.reject(new ApiError(500, 'http_error', 'HTTP 500')));
  await expect(flush).resolves.toBeUndefined();
  expect(hook.result.current.error).toBe('HTTP error! status: 500');
  expect(hook.result.current.hasUnsavedChanges).toBe(true);
});

test('flush with nothing unsaved resolves without saving', async () => {
  const { save } = controlledSave();
  const { hook } = setup(save);
  await act(() => hook.result.current.flush());
  expect(save).not.toHaveBeenCalled();
});

test('adopt without local edits takes the newer version as saved, and saves nothing', async () => {
  const { save } = controlledSave();
  const { hook, initialDocument } = setup(save);
  const current = newerRecord(initialDocument);

  act(() => hook.result.current.adopt(current));
  expect(hook.result.current.document.title).toBe('From the other tab');
  expect(hook.result.current.version).toBe(9);
  expect(hook.result.current.hasUnsavedChanges).toBe(false);
  expect(hook.result.current.conflict).toBeNull();
  expect(hook.result.current.lastSavedAt?.toISOString()).toBe(current.updated_at);
  await advance(5000);
  expect(save).not.toHaveBeenCalled();

  // The adopted document is the new last-saved copy: changing back to it is not a change.
  act(() => hook.result.current.update((document) => ({ ...document, title: 'Mine' })));
  act(() => hook.result.current.update((document) => ({ ...document, title: 'From the other tab' })));
  await advance(2000);
  expect(save).not.toHaveBeenCalled();
  // Later saves build on the adopted version.
  act(() => hook.result.current.update((document) => ({ ...document, title: 'Mine' })));
  await advance(2000);
  expect(save.mock.calls[0]?.[1]).toBe(9);
});

test('adopt with unsaved local edits offers the newer version as a conflict instead', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename, initialDocument } = setup(save);
  const current = newerRecord(initialDocument);

  rename('Local edit');
  act(() => hook.result.current.adopt(current));
  expect(hook.result.current.conflict?.theirs).toEqual(current);
  expect(hook.result.current.document.title).toBe('Local edit');
  // Nothing is saved over it while the author decides.
  await advance(5000);
  expect(save).not.toHaveBeenCalled();

  act(() => hook.result.current.keepMine());
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]?.[0].title).toBe('Local edit');
  expect(save.mock.calls[0]?.[1]).toBe(9);
  await act(async () => pending[0]?.resolve({ version: 10, savedAt: new Date().toISOString() }));
  expect(hook.result.current.conflict).toBeNull();
});

const unavailable = () => new ApiError(503, 'http_error', 'HTTP 503: Service Unavailable');
const saved = (version: number) => ({ version, savedAt: new Date().toISOString() });

test('a failed save is retried by itself after 1 s, 2 s, 4 s… while edits keep coming, and nothing is dropped', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);

  rename('One');
  await advance(2000);
  await act(async () => pending[0]?.reject(unavailable()));
  expect(hook.result.current.error).toBe('HTTP error! status: 503');
  expect(hook.result.current.retryAt?.getTime()).toBe(Date.now() + 1000);

  await advance(999);
  expect(save).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(save).toHaveBeenCalledTimes(2);
  await act(async () => pending[1]?.reject(new ApiError(0, 'network_error', 'Could not reach Pollen.')));

  // An edit while waiting does not bring the retry forward, and goes out with it.
  rename('Two');
  await advance(1999);
  expect(save).toHaveBeenCalledTimes(2);
  await advance(1);
  expect(save).toHaveBeenCalledTimes(3);
  expect(save.mock.calls[2]?.[0].title).toBe('Two');
  await act(async () => pending[2]?.reject(unavailable()));
  await advance(3999);
  expect(save).toHaveBeenCalledTimes(3);
  await advance(1);
  expect(save).toHaveBeenCalledTimes(4);

  await act(async () => pending[3]?.resolve(saved(4)));
  expect(hook.result.current).toMatchObject({
    error: null,
    retryAt: null,
    hasUnsavedChanges: false,
    version: 4,
  });
  expect(hook.result.current.document.title).toBe('Two');
});

test('the wait doubles up to 30 s and starts again from 1 s after a success', async () => {
  const { retryDelay, MAX_RETRY_DELAY_MS } = await import('./use-autosave.ts');
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
  ]);
  expect(MAX_RETRY_DELAY_MS).toBe(30000);
});

test('a refused save (invalid, signed out) waits for the author instead of retrying', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);
  rename('Bad');
  await advance(2000);
  await act(async () => pending[0]?.reject(new ApiError(422, 'validation_failed', 'Title is too long')));
  expect(hook.result.current.error).toBe('Title is too long');
  expect(hook.result.current.retryAt).toBeNull();
  await advance(60_000);
  expect(save).toHaveBeenCalledTimes(1);
});

test('coming back online retries at once instead of waiting out the back-off', async () => {
  const { save, pending } = controlledSave();
  const { rename } = setup(save);
  rename('Offline edit');
  await advance(2000);
  await act(async () => pending[0]?.reject(new ApiError(0, 'network_error', 'offline')));
  await act(async () => window.dispatchEvent(new Event('online')));
  expect(save).toHaveBeenCalledTimes(2);
});

test('a save sent again carries the same save id; a changed document gets a new one', async () => {
  const { save, pending } = controlledSave();
  const { rename } = setup(save);
  rename('One');
  await advance(2000);
  await act(async () => pending[0]?.reject(unavailable()));
  await advance(1000);
  expect(save.mock.calls[1]?.[2]).toBe(save.mock.calls[0]?.[2]);
  await act(async () => pending[1]?.reject(unavailable()));
  rename('Two');
  await advance(2000);
  expect(save.mock.calls[2]?.[2]).not.toBe(save.mock.calls[0]?.[2]);
});

test('a 409 naming one of our own saves (its reply was lost) is no conflict: its version is taken and the rest saved', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename, initialDocument } = setup(save);

  rename('One');
  await advance(2000);
  const firstId = save.mock.calls[0]?.[2];
  // Stored by the server, but the reply never arrived.
  await act(async () => pending[0]?.reject(new ApiError(0, 'network_error', 'Could not reach Pollen.')));
  rename('Two');
  await advance(2000);
  expect(save.mock.calls[1]?.[0].title).toBe('Two');
  expect(save.mock.calls[1]?.[1]).toBe(3);
  const current = {
    ...newerRecord(initialDocument),
    draft: { ...initialDocument, title: 'One' },
    draft_version: 4,
  };
  const lostReply = await draftConflict(current, firstId);
  await act(async () => pending[1]?.reject(lostReply));
  expect(hook.result.current.conflict).toBeNull();
  expect(save).toHaveBeenCalledTimes(3);
  expect(save.mock.calls[2]?.[0].title).toBe('Two');
  expect(save.mock.calls[2]?.[1]).toBe(4);
  await act(async () => pending[2]?.resolve(saved(5)));
  expect(hook.result.current).toMatchObject({ version: 5, hasUnsavedChanges: false, error: null });
});

test('"Keep mine" keeps the other tab’s changes where I did not edit; theirs is set aside and can be restored', async () => {
  const { save, pending } = controlledSave();
  const store = { copy: null as SetAsideCopy | null };
  const setAsideStore = { read: () => store.copy, write: (copy: SetAsideCopy | null) => (store.copy = copy) };
  const initialDocument = createStarterSurvey();
  const hook = renderHook(() => useAutosave({ initialDocument, initialVersion: 3, save, setAsideStore }));

  act(() => hook.result.current.update((document) => ({ ...document, title: 'My title' })));
  await advance(2000);
  const theirs = {
    ...newerRecord(initialDocument),
    draft: { ...initialDocument, description: 'Their description' },
  };
  const conflict = await draftConflict(theirs);
  await act(async () => pending[0]?.reject(conflict));
  expect(hook.result.current.conflict?.differences).toEqual([]);

  act(() => hook.result.current.keepMine());
  expect(save.mock.calls[1]?.[0]).toMatchObject({ title: 'My title', description: 'Their description' });
  expect(save.mock.calls[1]?.[1]).toBe(9);
  expect(store.copy).toMatchObject({ origin: 'theirs', document: { title: initialDocument.title } });
  await act(async () => pending[1]?.resolve(saved(10)));

  // Restore swaps: theirs comes back (as an edit to save), mine is set aside in its place.
  act(() => hook.result.current.restoreSetAside());
  expect(hook.result.current.document.title).toBe(initialDocument.title);
  expect(store.copy).toMatchObject({ origin: 'mine', document: { title: 'My title' } });
  await advance(2000);
  expect(save.mock.calls[2]?.[0].title).toBe(initialDocument.title);
  // And that restore is one undo step.
  act(() => hook.result.current.undo());
  expect(hook.result.current.document.title).toBe('My title');
});

test('the set-aside copy is read back when the editor opens again', () => {
  const copy: SetAsideCopy = {
    document: createStarterSurvey(),
    origin: 'mine',
    at: '2026-01-01T00:00:00.000Z',
  };
  const hook = renderHook(() =>
    useAutosave({
      initialDocument: createStarterSurvey(),
      initialVersion: 1,
      save: vi.fn<SaveDraft>(),
      setAsideStore: { read: () => copy, write: () => {} },
    }),
  );
  expect(hook.result.current.setAside).toEqual(copy);
});

test('undo and redo walk every operation, and the result is saved like any edit', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename, initialDocument } = setup(save);
  expect(hook.result.current.canUndo).toBe(false);
  rename('One');
  rename('Two');
  act(() => hook.result.current.undo());
  expect(hook.result.current.document.title).toBe('One');
  expect(hook.result.current.canRedo).toBe(true);
  act(() => hook.result.current.undo());
  expect(hook.result.current.document.title).toBe(initialDocument.title);
  act(() => hook.result.current.redo());
  expect(hook.result.current.document.title).toBe('One');
  await advance(2000);
  expect(save.mock.calls[0]?.[0].title).toBe('One');
  await act(async () => pending[0]?.resolve(saved(4)));
  act(() => hook.result.current.undo());
  expect(hook.result.current.hasUnsavedChanges).toBe(true);
  await advance(2000);
  expect(save.mock.calls[1]?.[0].title).toBe(initialDocument.title);
});

test('keystrokes with one coalescing key are one undo step', () => {
  const { save } = controlledSave();
  const { hook, initialDocument } = setup(save);
  for (const title of ['H', 'He', 'Hey'])
    act(() => hook.result.current.update((document) => ({ ...document, title }), 'visit-1'));
  act(() => hook.result.current.undo());
  expect(hook.result.current.document.title).toBe(initialDocument.title);
});

test("the assistant's adopted change is one undo step, and undoing it saves the version before it", async () => {
  const { save, pending } = controlledSave();
  const { hook, initialDocument } = setup(save);
  act(() => hook.result.current.adopt(newerRecord(initialDocument)));
  expect(hook.result.current.canUndo).toBe(true);
  act(() => hook.result.current.undo());
  expect(hook.result.current.document.title).toBe(initialDocument.title);
  await advance(2000);
  expect(save.mock.calls[0]?.[0].title).toBe(initialDocument.title);
  expect(save.mock.calls[0]?.[1]).toBe(9);
  await act(async () => pending[0]?.resolve(saved(10)));
  act(() => hook.result.current.redo());
  expect(hook.result.current.document.title).toBe('From the other tab');
});

test('once the editor is gone its last save is sent once, and a failure starts no retry loop', async () => {
  const { save, pending } = controlledSave();
  const { hook, rename } = setup(save);
  rename('Leaving');
  hook.unmount();
  expect(save).toHaveBeenCalledTimes(1);
  await act(async () => pending[0]?.reject(unavailable()));
  await advance(60_000);
  expect(save).toHaveBeenCalledTimes(1);
});
