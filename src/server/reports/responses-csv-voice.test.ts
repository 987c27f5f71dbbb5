import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { voiceComments } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { RECORDED_WEBM } from '../test-support/sample-files.ts';
import {
  TEST_ORIGIN,
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

const document = {
  title: 'Voice study',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        { type: 'QUESTION_SET', items: [{ text: 'Tell us more', response_type: 'FREE_RESPONSE' }] },
      ],
    },
  ],
};

describe.each(testDatabases())('voice notes in the CSV on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { LOG_LEVEL: 'error' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
  });
  afterAll(() => server.close());

  async function leaveNote(): Promise<string> {
    const question = survey.draft.pages[1]!.content_blocks[0]!.items[0] as QuestionItem;
    const upload = await createClient(server).request(
      `/api/public/surveys/${survey.share_id}/voice?question_id=${question.id}&duration=1.3`,
      { method: 'POST', headers: { 'content-type': 'audio/webm;codecs=opus' }, body: RECORDED_WEBM },
    );
    expect(upload.status, await upload.clone().text()).toBe(201);
    return ((await upload.json()) as { id: string }).id;
  }

  test('a note without a transcript gives its absolute audio link and duration; a transcript stays as it is', async () => {
    const silent = await leaveNote();
    const transcribed = await leaveNote();
    await server.database.db
      .update(voiceComments)
      .set({ transcription: 'Too pricey', transcriptionStatus: 'done' })
      .where(eq(voiceComments.id, transcribed));
    const submitted = await createClient(server).request(
      `/api/public/surveys/${survey.share_id}/submissions`,
      {
        json: { name: 'Vi', answers: [], voice_comment_ids: [silent, transcribed] },
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(submitted.status, await submitted.clone().text()).toBe(201);

    const csv = await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Submitted at,Version,Name,Email,Tell us more,Voice notes');
    const audioPath = `/api/reports/${survey.share_id}/voice/${silent}`;
    const cell = row!.split(',').at(-1);
    // Ordered as recorded; the link is absolute (PUBLIC_URL), so it works from a spreadsheet.
    expect(cell).toBe(`Audio (0:01): ${TEST_ORIGIN}${audioPath} | Too pricey`);
    const audio = await owner.request(audioPath);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/webm');
  });
});
