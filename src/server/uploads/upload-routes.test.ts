import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';
import { objectKeyFor } from './upload-routes.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe.each(testDatabases())('uploads on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;

  beforeAll(async () => {
    server = await createTestServer(await target.open());
    owner = await signedInClient(server);
    survey = (await (await owner.request('/api/surveys', { json: {} })).json()) as SurveyRecord;
  });
  afterAll(() => server.close());

  const ask = (body: Record<string, unknown>) =>
    owner.request('/api/uploads', { json: { surveyId: survey.id, ...body } });

  test('an image is uploaded through the signed URL and served back with its type', async () => {
    const response = await ask({ fileName: 'Hero Shot.png', size: PNG.length, contentType: 'image/png' });
    expect(response.status).toBe(201);
    const ticket = (await response.json()) as {
      uploadUrl: string;
      objectKey: string;
      publicUrl: string;
      category: string;
    };
    expect(ticket.category).toBe('image');
    expect(ticket.objectKey).toMatch(new RegExp(`^[^/]+/${survey.id}/Hero_Shot_\\d+\\.png$`));

    const put = await server.app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    const served = await server.app.request(ticket.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  test('an oversize file is refused with the exact message and nothing is stored', async () => {
    const response = await ask({ fileName: 'huge.png', size: 11 * 1024 * 1024, contentType: 'image/png' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'File size exceeds 10MB limit for image files' },
    });
  });

  test('a wrong type or a mismatched content type is refused', async () => {
    expect(
      (await ask({ fileName: 'tool.exe', size: 10, contentType: 'application/octet-stream' })).status,
    ).toBe(422);
    expect((await ask({ fileName: 'page.png', size: 10, contentType: 'text/html' })).status).toBe(422);
  });

  test('the signed URL refuses a forged token, another content type and a body larger than announced', async () => {
    const ticket = (await (
      await ask({ fileName: 'small.png', size: 8, contentType: 'image/png' })
    ).json()) as {
      uploadUrl: string;
      objectKey: string;
    };
    const forged = ticket.uploadUrl.replace(/token=[^&]+/, 'token=forged');
    expect(
      (
        await server.app.request(forged, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: PNG.subarray(0, 8),
        })
      ).status,
    ).toBe(403);
    const otherKey = ticket.uploadUrl.replace(
      /key=[^&]+/,
      `key=${encodeURIComponent(ticket.objectKey.replace('small', 'other'))}`,
    );
    expect(
      (
        await server.app.request(otherKey, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: PNG.subarray(0, 8),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.app.request(ticket.uploadUrl, {
          method: 'PUT',
          headers: { 'content-type': 'text/html' },
          body: '<script>',
        })
      ).status,
    ).toBe(422);
    const tooBig = await server.app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(tooBig.status).toBe(413);
    expect(await server.storage.read(ticket.objectKey)).toBeNull();
  });

  test('removing a file deletes the object; another user cannot', async () => {
    const ticket = (await (
      await ask({ fileName: 'gone.png', size: PNG.length, contentType: 'image/png' })
    ).json()) as {
      uploadUrl: string;
      objectKey: string;
      publicUrl: string;
    };
    await server.app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    const stranger = await signedInClient(server, 'stranger');
    expect(
      (await stranger.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      (await owner.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await server.app.request(ticket.publicUrl)).status).toBe(404);
  });

  test('keys never leave the upload folder', async () => {
    expect(objectKeyFor('u1', survey.id, '../../../etc/passwd', 5)).toBe(`u1/${survey.id}/passwd_5`);
    expect((await server.app.request('/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.app.request(`/api/files/u1/${survey.id}/..%2F..%2Fx.png`)).status).toBe(404);
  });
});
