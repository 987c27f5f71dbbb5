import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { useAutosave, type SaveDraft } from './use-autosave.ts';

// The docked assistant changes the survey open in the editor while the author may have edits not
// saved yet (issue 13 point 4): the editor takes the change without losing or fighting those edits.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function record(draft: SurveyDocument, version: number): SurveyRecord {
  return {
    id: 's1',
    title: draft.title,
    description: draft.description,
    share_id: 'share12345',
    is_public: false,
    status: 'draft',
    draft,
    draft_version: version,
    published_version: 0,
    published_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-02T00:00:00.000Z',
  };
}

function setup() {
  const initialDocument = { ...createStarterSurvey(), title: 'Gym survey', description: '' };
  const save = vi.fn<SaveDraft>(async (_document, baseVersion) => ({
    version: baseVersion + 1,
    savedAt: new Date().toISOString(),
  }));
  const hook = renderHook(() => useAutosave({ initialDocument, initialVersion: 4, save }));
  const edit = (change: Partial<SurveyDocument>) =>
    act(() => hook.result.current.update((document) => ({ ...document, ...change })));
  return { hook, save, initialDocument, edit };
}

test("unsaved edits elsewhere in the survey are kept under the assistant's change, saved on its version", async () => {
  const { hook, save, initialDocument, edit } = setup();
  edit({ description: 'Why members leave' });
  // The assistant renamed the survey meanwhile (version 5 on the server).
  act(() => hook.result.current.adopt(record({ ...initialDocument, title: 'Gym churn study' }, 5)));

  expect(hook.result.current.conflict).toBeNull();
  expect(hook.result.current.document).toMatchObject({
    title: 'Gym churn study',
    description: 'Why members leave',
  });
  expect(hook.result.current.version).toBe(5);
  expect(hook.result.current.hasUnsavedChanges).toBe(true);
  await advance(2000);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]?.[0]).toMatchObject({
    title: 'Gym churn study',
    description: 'Why members leave',
  });
  expect(save.mock.calls[0]?.[1]).toBe(5);

  // Undo takes back the assistant's change only; the author's edit stays.
  act(() => hook.result.current.undo());
  expect(hook.result.current.document).toMatchObject({
    title: 'Gym survey',
    description: 'Why members leave',
  });
  await advance(2000);
  expect(save.mock.calls.at(-1)?.[0]).toMatchObject({
    title: 'Gym survey',
    description: 'Why members leave',
  });
  expect(save.mock.calls.at(-1)?.[1]).toBe(6);
});

test('when the author and the assistant changed the same thing, the author is asked and nothing is saved over', async () => {
  const { hook, save, initialDocument, edit } = setup();
  edit({ title: 'My own title' });
  const theirs = record({ ...initialDocument, title: 'Gym churn study' }, 5);
  act(() => hook.result.current.adopt(theirs));

  expect(hook.result.current.conflict?.theirs).toEqual(theirs);
  expect(hook.result.current.document.title).toBe('My own title');
  await advance(5000);
  expect(save).not.toHaveBeenCalled();
});
