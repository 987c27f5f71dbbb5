import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import type { VoiceCommentReceipt } from '#shared/take/take-types.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { webm } from '../test-support/sample-files.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';
import { voiceNoteSurvey } from '../test-support/voice-note-survey.ts';

const document = voiceNoteSurvey('Preview with a voice note');

describe.each(testDatabases())('preview voice notes on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;

  beforeAll(async () => {
    server = await createTestServer(await target.open());
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
  });
  afterAll(() => server.close());

  test('in the author’s preview too, a voice note alone answers a required question', async () => {
    const [required, optional] = survey.draft.pages[1]!.content_blocks[0]!.items as [
      QuestionItem,
      QuestionItem,
    ];
    const record = async (question: QuestionItem) => {
      const response = await owner.request(
        `/api/surveys/${survey.id}/preview/voice?question_id=${question.id}`,
        {
          method: 'POST',
          headers: { 'content-type': 'audio/webm' },
          body: webm('preview-note'),
        },
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as VoiceCommentReceipt).id;
    };
    const submit = (voiceIds: string[]) =>
      owner.request(`/api/surveys/${survey.id}/preview/submissions`, {
        json: { answers: [], voice_comment_ids: voiceIds },
      });
    const elsewhere = await record(optional);
    expect((await submit([elsewhere])).status).toBe(422);
    expect((await submit([crypto.randomUUID()])).status).toBe(422);
    const spoken = await record(required);
    const accepted = await submit([spoken]);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ submissionId: null, preview: true });
  });
});
