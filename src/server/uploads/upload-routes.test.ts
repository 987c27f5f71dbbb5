import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { files } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { HTML, PNG, SVG_WITH_SCRIPT } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';
import { objectKeyFor } from './upload-routes.ts';

interface Ticket {
  fileId: string;
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
  objectKey: string;
  publicUrl: string;
  category: string;
}

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

  const ask = (body: Record<string, unknown>, surveyId = survey.id) =>
    owner.request('/api/uploads', { json: { surveyId, ...body } });
  const ticketFor = async (fileName: string, body: Buffer, contentType: string, surveyId = survey.id) => {
    const response = await ask({ fileName, size: body.length, contentType }, surveyId);
    expect(response.status).toBe(201);
    return (await response.json()) as Ticket;
  };
  const put = (ticket: Ticket, body: BodyInit, contentType: string) =>
    server.app.request(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body });
  const fileRow = async (fileId: string) =>
    (await server.database.db.select().from(files).where(eq(files.id, fileId)))[0];

  test('an image is uploaded through the signed URL and served back to its owner by opaque id', async () => {
    const ticket = await ticketFor('Hero Shot.png', PNG, 'image/png');
    expect(ticket.category).toBe('image');
    expect(ticket.objectKey).toMatch(new RegExp(`^[^/]+/${survey.id}/Hero_Shot_\\d+\\.png$`));
    expect(ticket.publicUrl).toBe(`/api/files/${ticket.fileId}`);
    expect((await put(ticket, PNG, 'image/png')).status).toBe(200);

    const served = await owner.request(ticket.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const confirmed = await owner.request(`/api/uploads/${ticket.fileId}/complete`, { method: 'POST' });
    expect(await confirmed.json()).toEqual({
      fileId: ticket.fileId,
      publicUrl: ticket.publicUrl,
      size: PNG.length,
      category: 'image',
    });
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

  test('a content type with a line break or another control character is refused at the first request', async () => {
    const before = await server.database.db.select().from(files).where(eq(files.surveyId, survey.id));
    for (const contentType of [
      'image/png\r\nX-Injected: 1',
      'image/png\n',
      'image/png\u0007',
      'image/png\t',
    ]) {
      const response = await ask({ fileName: 'header.png', size: PNG.length, contentType });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'contentType: The content type may only hold printable ASCII characters, no line breaks or control characters.',
      );
    }
    const after = await server.database.db.select().from(files).where(eq(files.surveyId, survey.id));
    expect(after).toHaveLength(before.length);
  });

  test('an HTML page named .png is refused, and neither the object nor its row is kept', async () => {
    const ticket = await ticketFor('innocent.png', HTML, 'image/png');
    const response = await put(ticket, HTML, 'image/png');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: "The file's content is not a valid .png file." },
    });
    expect(await server.storage.read(ticket.objectKey)).toBeNull();
    expect(await fileRow(ticket.fileId)).toBeUndefined();
    expect((await owner.request(ticket.publicUrl)).status).toBe(404);
  });

  test('text files must be UTF-8 text: a CSV is accepted, binary bytes named .txt are not', async () => {
    const csv = Buffer.from('name,score\nZoë,5\n');
    const good = await ticketFor('scores.csv', csv, 'text/csv');
    expect((await put(good, csv, 'text/csv')).status).toBe(200);
    const binary = Buffer.from([0x68, 0x69, 0x00, 0x01, 0xff, 0xfe]);
    const bad = await ticketFor('notes.txt', binary, 'text/plain');
    expect((await put(bad, binary, 'text/plain')).status).toBe(422);
    expect(await server.storage.read(bad.objectKey)).toBeNull();
  });

  test('an SVG carrying script is stored but served as a sandboxed attachment', async () => {
    const ticket = await ticketFor('logo.svg', SVG_WITH_SCRIPT, 'image/svg+xml');
    expect((await put(ticket, SVG_WITH_SCRIPT, 'image/svg+xml')).status).toBe(200);
    const served = await owner.request(ticket.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    // Opened directly it downloads; even if rendered, the CSP allows no script and sandboxes it.
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.svg"$/);
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).not.toContain('script-src');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the signed URL refuses a forged token, another key, another content type and a body larger than announced', async () => {
    const ticket = await ticketFor('small.png', PNG.subarray(0, 8), 'image/png');
    const forged = ticket.uploadUrl.replace(/token=[^&]+/, 'token=forged');
    expect(
      (
        await server.app.request(forged, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: PNG,
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
          body: PNG,
        })
      ).status,
    ).toBe(403);
    expect((await put(ticket, '<script>', 'text/html')).status).toBe(422);
    const tooBig = await put(ticket, PNG, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(await server.storage.read(ticket.objectKey)).toBeNull();
  });

  test('a signed URL writes once: a replay is refused and the first file stays', async () => {
    const ticket = await ticketFor('once.png', PNG, 'image/png');
    expect((await put(ticket, PNG, 'image/png')).status).toBe(200);
    const replay = await put(ticket, Buffer.alloc(PNG.length, 0x41), 'image/png');
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({
      error: { code: 'conflict', message: 'This upload link has already been used.' },
    });
    const again = await put(ticket, PNG, 'image/png');
    expect(again.status).toBe(409);
    expect(Buffer.from(await (await owner.request(ticket.publicUrl)).arrayBuffer())).toEqual(PNG);
  });

  test('two PUTs racing on one URL store one file', async () => {
    const ticket = await ticketFor('race.png', PNG, 'image/png');
    const statuses = (await Promise.all([put(ticket, PNG, 'image/png'), put(ticket, PNG, 'image/png')])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await fileRow(ticket.fileId))?.status).toBe('completed');
  });

  test('the URL of a removed file is refused and writes no object', async () => {
    const ticket = await ticketFor('removed.png', PNG, 'image/png');
    const removed = await owner.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    const late = await put(ticket, PNG, 'image/png');
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({
      error: { code: 'forbidden', message: 'This upload link is no longer valid: its file was removed.' },
    });
    expect(await server.storage.read(ticket.objectKey)).toBeNull();
  });

  test('a file sent straight to storage (the S3 path) is checked when its upload is confirmed', async () => {
    const notYet = await ticketFor('direct.png', PNG, 'image/png');
    const early = await owner.request(`/api/uploads/${notYet.fileId}/complete`, { method: 'POST' });
    expect(early.status).toBe(409);
    // The bytes reach the store without passing the PUT route, as a presigned S3 URL does.
    await server.storage.put(notYet.objectKey, PNG);
    expect((await owner.request(notYet.publicUrl)).status).toBe(404); // not served before it is checked
    const stranger = await signedInClient(server, 'stranger');
    expect(
      (await stranger.request(`/api/uploads/${notYet.fileId}/complete`, { method: 'POST' })).status,
    ).toBe(404);
    const confirmed = await owner.request(`/api/uploads/${notYet.fileId}/complete`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect((await owner.request(notYet.publicUrl)).status).toBe(200);

    const smuggled = await ticketFor('smuggled.png', HTML, 'image/png');
    await server.storage.put(smuggled.objectKey, HTML);
    const refused = await owner.request(`/api/uploads/${smuggled.fileId}/complete`, { method: 'POST' });
    expect(refused.status).toBe(422);
    expect(await server.storage.read(smuggled.objectKey)).toBeNull();
    expect(await fileRow(smuggled.fileId)).toBeUndefined();
  });

  test('removing a file keeps it for undo, readable by its owner only; another user cannot remove it', async () => {
    const ticket = await ticketFor('gone.png', PNG, 'image/png');
    await put(ticket, PNG, 'image/png');
    const stranger = await signedInClient(server, 'stranger');
    expect(
      (await stranger.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      (await owner.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await owner.request(ticket.publicUrl)).status).toBe(200);
    expect((await stranger.request(ticket.publicUrl)).status).toBe(404);
    expect((await fileRow(ticket.fileId))?.status).toBe('removed');
  });

  test('a file a published version shows stays served after the draft removes it; a draft-only file is hidden', async () => {
    const own = (await (await owner.request('/api/surveys', { json: {} })).json()) as SurveyRecord;
    const shown = await ticketFor('shown.png', PNG, 'image/png', own.id);
    await put(shown, PNG, 'image/png');
    const draftOnly = await ticketFor('draft-only.png', PNG, 'image/png', own.id);
    await put(draftOnly, PNG, 'image/png');
    const template_data = {
      pages: [
        {
          page_type: 'STANDARD',
          content_blocks: [
            {
              type: 'MEDIA_SET',
              items: [
                {
                  media_type: 'IMAGE',
                  media_data: {
                    file_url: shown.publicUrl,
                    object_key: shown.objectKey,
                    file_name: 'shown.png',
                  },
                },
              ],
            },
            {
              type: 'QUESTION_SET',
              items: [{ text: 'Which do you prefer?', response_type: 'FREE_RESPONSE', response_options: {} }],
            },
          ],
        },
      ],
    };
    const saved = await owner.request(`/api/surveys/${own.id}/draft`, {
      method: 'PUT',
      json: { template_data, baseVersion: own.draft_version },
    });
    expect(saved.status).toBe(200);
    expect((await owner.request(`/api/surveys/${own.id}/publish`, { json: {} })).status).toBe(200);

    const remove = (ticket: Ticket) =>
      owner.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, { method: 'DELETE' });
    expect((await remove(shown)).status).toBe(204);
    expect((await remove(draftOnly)).status).toBe(204);

    const anonymous = createClient(server);
    expect((await anonymous.request(shown.publicUrl)).status).toBe(200);
    expect(await fileRow(shown.fileId)).toBeDefined();
    expect((await fileRow(shown.fileId))?.status).toBe('completed');
    expect((await anonymous.request(draftOnly.publicUrl)).status).toBe(404);
    expect((await fileRow(draftOnly.fileId))?.status).toBe('removed');
  });

  test("a private survey's files are served to its owner only; a public survey's to anyone", async () => {
    const template_data = {
      pages: [
        {
          page_type: 'STANDARD',
          content_blocks: [
            {
              type: 'QUESTION_SET',
              items: [{ text: 'Why?', response_type: 'FREE_RESPONSE', response_options: {} }],
            },
          ],
        },
      ],
    };
    const own = (await (
      await owner.request('/api/surveys', { json: { template_data } })
    ).json()) as SurveyRecord;
    const ticket = await ticketFor('private.png', PNG, 'image/png', own.id);
    await put(ticket, PNG, 'image/png');
    const anonymous = createClient(server);
    const stranger = await signedInClient(server, 'other-author');
    // Old documents name files by key; that URL obeys the same rule.
    const keyUrl = `/api/files/${ticket.objectKey}`;
    const statuses = async () => ({
      anonymous: [
        (await anonymous.request(ticket.publicUrl)).status,
        (await anonymous.request(keyUrl)).status,
      ],
      stranger: [(await stranger.request(ticket.publicUrl)).status, (await stranger.request(keyUrl)).status],
      owner: [(await owner.request(ticket.publicUrl)).status, (await owner.request(keyUrl)).status],
    });

    // Never published: a draft's files are the owner's.
    expect(await statuses()).toEqual({ anonymous: [404, 404], stranger: [404, 404], owner: [200, 200] });
    const privately = await owner.request(ticket.publicUrl);
    expect(privately.headers.get('cache-control')).toBe('private, no-store');

    expect((await owner.request(`/api/surveys/${own.id}/publish`, { json: {} })).status).toBe(200);
    expect(await statuses()).toEqual({ anonymous: [200, 200], stranger: [200, 200], owner: [200, 200] });

    expect(
      (await owner.request(`/api/surveys/${own.id}`, { method: 'PATCH', json: { is_public: false } })).status,
    ).toBe(200);
    expect(await statuses()).toEqual({ anonymous: [404, 404], stranger: [404, 404], owner: [200, 200] });

    expect((await owner.request(`/api/surveys/${own.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await statuses()).toEqual({ anonymous: [404, 404], stranger: [404, 404], owner: [404, 404] });
  });

  test('keys never leave the upload folder', async () => {
    expect(objectKeyFor('u1', survey.id, '../../../etc/passwd', 5)).toBe(`u1/${survey.id}/passwd_5`);
    expect((await server.app.request('/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.app.request(`/api/files/u1/${survey.id}/..%2F..%2Fx.png`)).status).toBe(404);
  });
});
