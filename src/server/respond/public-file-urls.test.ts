import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { FileMediaData, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { PNG } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

interface Ticket {
  fileId: string;
  uploadUrl: string;
  objectKey: string;
  publicUrl: string;
}

const imageItem = (fileUrl: string, objectKey: string, title: string) => ({
  media_type: 'IMAGE',
  title,
  media_data: {
    file_url: fileUrl,
    object_key: objectKey,
    file_name: `${title}.png`,
    file_size: PNG.length,
    file_type: 'image/png',
    file_extension: 'png',
    category: 'image',
    upload_status: 'completed',
    upload_error: '',
  },
});

function fileDataOf(document: SurveyDocument): FileMediaData[] {
  return document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) =>
      block.type === 'MEDIA_SET'
        ? block.items.flatMap((item) => ('file_url' in item.media_data ? [item.media_data] : []))
        : [],
    ),
  );
}

describe.each(testDatabases())('file URLs in public surveys on $name', (target) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  async function uploadedPng(client: Awaited<ReturnType<typeof signedInClient>>, surveyId: string) {
    const ticket = (await (
      await client.request('/api/uploads', {
        json: { surveyId, fileName: 'concept.png', size: PNG.length, contentType: 'image/png' },
      })
    ).json()) as Ticket;
    const put = await server.app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    return ticket;
  }

  test('the public survey JSON names files by opaque id, also for documents saved with the old key URLs', async () => {
    const owner = await signedInClient(server);
    const survey = (await (await owner.request('/api/surveys', { json: {} })).json()) as SurveyRecord;
    const current = await uploadedPng(owner, survey.id);
    const legacy = await uploadedPng(owner, survey.id);
    const ownerId = current.objectKey.split('/')[0]!;
    // Another author's file, pasted into this survey: never exposed through it.
    const stranger = await signedInClient(server, 'stranger');
    const theirSurvey = (await (await stranger.request('/api/surveys', { json: {} })).json()) as SurveyRecord;
    const theirs = await uploadedPng(stranger, theirSurvey.id);

    const document = {
      ...survey.draft,
      pages: [
        {
          page_type: 'STANDARD',
          content_blocks: [
            {
              type: 'MEDIA_SET',
              items: [
                imageItem(current.publicUrl, current.objectKey, 'current'),
                // How documents stored file URLs before opaque ids: the key, with the user id.
                imageItem(`/api/files/${legacy.objectKey}`, legacy.objectKey, 'legacy'),
                imageItem(`/api/files/${legacy.objectKey}`, '', 'legacy-url-only'),
                imageItem(theirs.publicUrl, '', 'foreign'),
              ],
            },
            {
              type: 'QUESTION_SET',
              items: [{ text: 'Which one?', response_type: 'FREE_RESPONSE', response_options: {} }],
            },
          ],
        },
      ],
    };
    const saved = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: document, baseVersion: survey.draft_version },
    });
    expect(saved.status).toBe(200);
    // The owner's own draft keeps its keys: removing a file needs them.
    const draft = (await (await owner.request(`/api/surveys/${survey.id}`)).json()) as SurveyRecord;
    expect(fileDataOf(draft.draft).map((data) => data.object_key)).toContain(legacy.objectKey);
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);

    const anonymous = createClient(server);
    const response = await anonymous.request(`/api/public/surveys/${survey.share_id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(ownerId);
    expect(text).not.toContain(theirs.objectKey.split('/')[0]!);
    expect(text).not.toContain('object_key":"u');

    const published = JSON.parse(text) as PublicSurvey;
    const urls = fileDataOf(published.document).map((data) => data.file_url);
    expect(urls).toEqual([
      `/api/files/${current.fileId}`,
      `/api/files/${legacy.fileId}`,
      `/api/files/${legacy.fileId}`,
      '',
    ]);
    expect(fileDataOf(published.document).every((data) => data.object_key === '')).toBe(true);
    for (const url of urls.filter(Boolean)) {
      const file = await anonymous.request(url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    }
    // The old key URL itself still answers for a public survey (links saved before the change).
    expect((await anonymous.request(`/api/files/${legacy.objectKey}`)).status).toBe(200);
  });
});
