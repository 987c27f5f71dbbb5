import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import type { VoiceCommentReceipt } from '#shared/take/take-types.ts';
import { voiceComments } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { RECORDED_WEBM } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';
import { voiceNoteSurvey } from '../test-support/voice-note-survey.ts';
import { purgeUnclaimedVoiceNotes } from './voice-note-store.ts';

const document = voiceNoteSurvey('Voice notes');

describe.each(testDatabases())('voice note lifecycle on $name', (target) => {
  let server: TestServer;
  let survey: SurveyRecord;
  let required: QuestionItem;
  let optional: QuestionItem;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), {
      SUBMISSION_RATE_LIMIT_MAX: '1000',
      VOICE_RATE_LIMIT_MAX: '1000',
    });
    const owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    [required, optional] = survey.draft.pages[1]!.content_blocks[0]!.items as [QuestionItem, QuestionItem];
  });
  afterAll(() => server.close());

  const respondent = () => createClient(server);
  async function record(question: QuestionItem): Promise<string> {
    const response = await respondent().request(
      `/api/public/surveys/${survey.share_id}/voice?question_id=${question.id}`,
      { method: 'POST', headers: { 'content-type': 'audio/webm' }, body: RECORDED_WEBM },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as VoiceCommentReceipt).id;
  }
  const submit = (voiceIds: string[], key = randomUUID()) =>
    respondent().request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: { answers: [], voice_comment_ids: voiceIds },
      headers: { 'idempotency-key': key },
    });
  const remove = (voiceId: string) =>
    respondent().request(`/api/public/surveys/${survey.share_id}/voice/${voiceId}`, { method: 'DELETE' });
  const noteRow = async (voiceId: string) =>
    (await server.database.db.select().from(voiceComments).where(eq(voiceComments.id, voiceId)))[0];

  test('a voice note alone answers a required question; a note on another question does not', async () => {
    const elsewhere = await record(optional);
    const refused = await submit([elsewhere]);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { message: '"What would you change?" needs an answer' },
    });
    const spoken = await record(required);
    const key = randomUUID();
    const stored = await submit([spoken, elsewhere], key);
    expect(stored.status, await stored.clone().text()).toBe(201);
    const { submissionId } = (await stored.json()) as { submissionId: string };
    expect((await noteRow(spoken))?.submissionId).toBe(submissionId);
    // A retry of the same submission, its notes now claimed, is answered with the stored one.
    expect(await (await submit([spoken, elsewhere], key)).json()).toEqual({ submissionId });
  });

  test('deleting a note removes it and its audio; a retried delete is fine; a submitted note stays', async () => {
    const replaced = await record(required);
    const objectKey = (await noteRow(replaced))!.objectKey;
    expect(await server.storage.read(objectKey)).not.toBeNull();
    expect((await remove(replaced)).status).toBe(204);
    expect(await noteRow(replaced)).toBeUndefined();
    expect(await server.storage.read(objectKey)).toBeNull();
    expect((await remove(replaced)).status).toBe(204);
    // The deleted note no longer answers anything.
    expect((await submit([replaced])).status).toBe(422);

    const sent = await record(required);
    expect((await submit([sent])).status).toBe(201);
    const conflict = await remove(sent);
    expect(conflict.status).toBe(409);
    expect(await noteRow(sent)).toBeDefined();
  });

  test('a note cannot be deleted through another survey’s link', async () => {
    const note = await record(required);
    const owner = await signedInClient(server, 'other-owner');
    const other = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${other.id}/publish`, { json: {} });
    const response = await respondent().request(`/api/public/surveys/${other.share_id}/voice/${note}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(await noteRow(note)).toBeDefined();
  });

  test('the purge takes unclaimed notes unused for the keep time, never a claimed one or one a submission just used', async () => {
    const [abandoned, claimed, retried, fresh] = [
      await record(required),
      await record(required),
      await record(required),
      await record(required),
    ] as [string, string, string, string];
    expect((await submit([claimed])).status).toBe(201);
    await server.database.db
      .update(voiceComments)
      .set({ createdAt: sql`now() - interval '3 days'`, updatedAt: sql`now() - interval '3 days'` })
      .where(inArray(voiceComments.id, [abandoned, claimed, retried]));
    // A submission that carries the note arrives (here refused for a reason of its own: it
    // answers an unknown question); it marks the note as used, as the stored one would.
    const refused = await respondent().request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: { answers: [{ question_id: 'nope', text_value: 'x' }], voice_comment_ids: [retried] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBe(422);

    const abandonedKey = (await noteRow(abandoned))!.objectKey;
    const purged = await purgeUnclaimedVoiceNotes(server.database.db, server.storage, 24);
    expect(purged).toContain(abandonedKey);
    expect(await noteRow(abandoned)).toBeUndefined();
    expect(await server.storage.read(abandonedKey)).toBeNull();
    for (const kept of [claimed, retried, fresh]) expect(await noteRow(kept), kept).toBeDefined();
  });
});
