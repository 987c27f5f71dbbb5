import { afterEach, expect, test, vi } from 'vitest';
import { recordOf } from '../features/editor/editor-test-support.tsx';
import { getSurveyAfterSaves, saveDraft } from './survey-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch that answers reads with the stored record at once and holds each draft save until released. */
function serverWithHeldSaves() {
  const record = recordOf();
  const reads: string[] = [];
  const held: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { template_data: typeof record.draft };
        await new Promise<void>((resolve) => held.push(resolve));
        record.draft = body.template_data;
        record.draft_version += 1;
        return Response.json({ version: record.draft_version, savedAt: new Date().toISOString() });
      }
      reads.push(url);
      return Response.json(record);
    }),
  );
  return { record, reads, releaseNext: () => held.shift()?.() };
}

test('reopening reads the survey only after the save sent on leaving is answered, so it includes that edit', async () => {
  const server = serverWithHeldSaves();
  const edited = { ...server.record.draft, title: 'Typed just before leaving' };
  const save = saveDraft(server.record.id, { template_data: edited, baseVersion: 1, saveId: 'a' });

  const reopened = getSurveyAfterSaves(server.record.id);
  // Any number of turns of the event loop: the read cannot go out while the save is unanswered.
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(server.reads).toEqual([]);

  server.releaseNext();
  await save;
  const record = await reopened;
  expect(server.reads).toHaveLength(1);
  expect(record.draft.title).toBe('Typed just before leaving');
  expect(record.draft_version).toBe(2);
});

test('a failed save does not hold the read back, and another survey is read at once', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') return new Response('{}', { status: 503 });
      return Response.json(recordOf());
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const save = saveDraft('survey_1', { template_data: recordOf().draft, baseVersion: 1 });
  await expect(getSurveyAfterSaves('survey_2')).resolves.toMatchObject({ id: 'survey_1' });
  await expect(save).rejects.toThrow();
  await expect(getSurveyAfterSaves('survey_1')).resolves.toMatchObject({ draft_version: 1 });
  vi.restoreAllMocks();
});
