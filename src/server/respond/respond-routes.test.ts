import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';
import { answers, mediaViews, submissions, voiceComments } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { startFakeTranscriptionServer } from '../test-support/fake-transcription-server.ts';
import { RECORDED_SECONDS, RECORDED_WEBM, webm } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

const studyDocument = {
  title: 'Checkout study',
  pages: [
    {
      page_type: 'WELCOME',
      title: 'Welcome',
      options: { collectName: 'required', collectEmail: 'optional' },
    },
    {
      page_type: 'STANDARD',
      content_blocks: [
        { type: 'MEDIA_SET', items: [{ media_type: 'DESCRIPTION', media_data: { text: 'Concept A' } }] },
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Which one?',
              response_type: 'MULTIPLE_CHOICE',
              required: true,
              response_options: { options: ['A', 'B'], allow_other: true },
            },
            {
              text: 'How easy?',
              response_type: 'NUMBER_SELECT',
              required: true,
              response_options: { min: 1, max: 5 },
            },
            { text: 'Budget?', response_type: 'SLIDER', response_options: { min: 0, max: 1000, step: 10 } },
            { text: 'Why?', response_type: 'FREE_RESPONSE', response_options: { maxLength: 20 } },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

function questionsOf(document: SurveyDocument): QuestionItem[] {
  return document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
}

describe.each(testDatabases())('respondents on $name', (target) => {
  let server: TestServer;
  let survey: SurveyRecord;
  let questions: QuestionItem[];
  let transcription: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
  let transcribingServer: TestServer;

  beforeAll(async () => {
    transcription = await startFakeTranscriptionServer('I would pay for this if it synced with my bank.');
    server = await createTestServer(await target.open(), {
      SUBMISSION_RATE_LIMIT_MAX: '1000',
      TRUST_PROXY: 'true',
    });
    transcribingServer = await createTestServer(server.database, {
      TRANSCRIPTION_BASE_URL: transcription.baseUrl,
    });
    const owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: studyDocument } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    questions = questionsOf(survey.draft);
  });
  afterAll(async () => {
    // The second app shares the first one's database, so one close ends both.
    await server.close();
    await transcription.close();
  });

  const anonymous = () => createClient(server, `203.0.113.${Math.floor(Math.random() * 250) + 1}`);
  const goodAnswers = () => {
    const [choice, number, slider, text] = questions as [
      QuestionItem,
      QuestionItem,
      QuestionItem,
      QuestionItem,
    ];
    const firstOption =
      choice.response_type === 'MULTIPLE_CHOICE' ? choice.response_options.options[0]!.id : '';
    return [
      { question_id: choice.id, choice_ids: [firstOption] },
      { question_id: number.id, numeric_value: 4 },
      { question_id: slider.id, numeric_value: 250 },
      { question_id: text.id, text_value: '  Fast and clear ' },
    ];
  };
  const submit = (body: unknown, key: string = randomUUID(), client = anonymous()) =>
    client.request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: body,
      headers: { 'idempotency-key': key },
    });

  test('anyone can read the published snapshot; the draft is never served', async () => {
    const owner = await signedInClient(server, 'drafter');
    const other = (await (await owner.request('/api/surveys', { json: {} })).json()) as SurveyRecord;
    expect((await anonymous().request(`/api/public/surveys/${other.share_id}`)).status).toBe(404);

    const response = await anonymous().request(`/api/public/surveys/${survey.share_id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as PublicSurvey;
    expect(body).toMatchObject({ share_id: survey.share_id, title: 'Checkout study', published_version: 1 });
    const again = await anonymous().request(`/api/public/surveys/${survey.share_id}`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  test('a private or unknown survey answers 404 without content', async () => {
    const owner = await signedInClient(server, 'private');
    const hidden = (await (await owner.request('/api/surveys', { json: {} })).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${hidden.id}/publish`, { json: {} });
    await owner.request(`/api/surveys/${hidden.id}`, { method: 'PATCH', json: { is_public: false } });
    for (const shareId of [hidden.share_id, 'unknown1234', '../../etc']) {
      const response = await anonymous().request(`/api/public/surveys/${encodeURIComponent(shareId)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: "This survey isn't available" },
      });
    }
    const submitHidden = await anonymous().request(`/api/public/surveys/${hidden.share_id}/submissions`, {
      json: { name: 'x', answers: [] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(submitHidden.status).toBe(404);
  });

  test('a valid submission is stored once with all its answers, and a retry with the same key stores nothing new', async () => {
    const key = randomUUID();
    const body = { name: ' Jane ', email: 'jane@example.com', answers: goodAnswers() };
    const first = await submit(body, key);
    expect(first.status).toBe(201);
    const { submissionId } = (await first.json()) as { submissionId: string };
    // The same answers serialised in another order are the same response.
    const replay = await submit(
      { answers: [...goodAnswers()].reverse(), email: body.email, name: body.name },
      key,
    );
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ submissionId });

    const stored = await server.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Jane', email: 'jane@example.com', publishedVersion: 1 });
    const rows = await server.database.db
      .select()
      .from(answers)
      .where(eq(answers.submissionId, submissionId));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.questionId === questions[3]!.id)?.textValue).toBe('Fast and clear');
    expect(rows.find((row) => row.questionId === questions[1]!.id)?.numericValue).toBe(4);
    const choice = questions[0]!;
    const firstOption =
      choice.response_type === 'MULTIPLE_CHOICE' ? choice.response_options.options[0]!.id : '';
    expect(rows.find((row) => row.questionId === choice.id)?.choiceIds).toEqual([firstOption]);
    expect(rows.find((row) => row.questionId === choice.id)?.textValue).toBeNull();
  });

  test('concurrent retries with one key still store exactly one submission', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submit({ name: 'Race', answers: goodAnswers() }, key)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(
      await server.database.db.select().from(submissions).where(eq(submissions.idempotencyKey, key)),
    ).toHaveLength(1);
  });

  const storedRows = async (key: string) => {
    const rows = await server.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.idempotencyKey, key));
    const answerRows = await Promise.all(
      rows.map((row) =>
        server.database.db
          .select({ questionId: answers.questionId, text: answers.textValue, number: answers.numericValue })
          .from(answers)
          .where(eq(answers.submissionId, row.id)),
      ),
    );
    return { rows, answers: answerRows.flat().sort((a, b) => a.questionId.localeCompare(b.questionId)) };
  };

  test('a stored key is answered with its submission after the survey was made private, republished or its limit reached', async () => {
    const owner = await signedInClient(server, 'replay');
    const own = (await (
      await owner.request('/api/surveys', { json: { template_data: studyDocument } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${own.id}/publish`, { json: {} });
    const ownQuestions = questionsOf(own.draft);
    const body = {
      name: 'Lost reply',
      answers: [
        { question_id: ownQuestions[0]!.id, choice_ids: ['__other__'], other_text: 'Neither' },
        { question_id: ownQuestions[1]!.id, numeric_value: 2 },
      ],
    };
    const key = randomUUID();
    const client = anonymous();
    const send = () =>
      client.request(`/api/public/surveys/${own.share_id}/submissions`, {
        json: body,
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const { submissionId } = (await first.json()) as { submissionId: string };

    // Its reply was lost; meanwhile the owner made the survey private.
    await owner.request(`/api/surveys/${own.id}`, { method: 'PATCH', json: { is_public: false } });
    const whilePrivate = await send();
    expect(whilePrivate.status).toBe(200);
    expect(await whilePrivate.json()).toEqual({ submissionId });
    // A new key is still refused: the survey is private.
    expect(
      (
        await client.request(`/api/public/surveys/${own.share_id}/submissions`, {
          json: body,
          headers: { 'idempotency-key': randomUUID() },
        })
      ).status,
    ).toBe(404);

    // Republished as version 2: the retry still finds the first submission.
    await owner.request(`/api/surveys/${own.id}/publish`, { json: {} });
    const afterRepublish = await send();
    expect(afterRepublish.status).toBe(200);
    expect(await afterRepublish.json()).toEqual({ submissionId });

    // Over the rate limit, a stored key is still answered (a retry stores nothing).
    const limited = await createTestServer(server.database, {
      SUBMISSION_RATE_LIMIT_MAX: '1',
      TRUST_PROXY: 'true',
    });
    const limitedClient = createClient(limited, '198.51.100.90');
    const path = `/api/public/surveys/${own.share_id}/submissions`;
    const fresh = { name: 'Limit', answers: body.answers };
    expect(
      (await limitedClient.request(path, { json: fresh, headers: { 'idempotency-key': randomUUID() } }))
        .status,
    ).toBe(201);
    const overLimit = await limitedClient.request(path, { json: body, headers: { 'idempotency-key': key } });
    expect(overLimit.status).toBe(200);
    expect(overLimit.headers.get('retry-after')).toBeNull();

    const { rows } = await storedRows(key);
    expect(rows).toEqual([
      expect.objectContaining({ id: submissionId, publishedVersion: 1, name: 'Lost reply' }),
    ]);
  });

  test('the same key with other answers is refused with 409 and the stored response is unchanged', async () => {
    const key = randomUUID();
    const first = await submit({ name: 'First', answers: goodAnswers() }, key);
    expect(first.status).toBe(201);
    const before = await storedRows(key);

    const changed = goodAnswers().map((answer) =>
      answer.question_id === questions[1]!.id ? { ...answer, numeric_value: 2 } : answer,
    );
    for (const body of [
      { name: 'First', answers: changed },
      { name: 'Someone else', answers: goodAnswers() },
      { name: 'First', answers: goodAnswers(), started_at: '2026-01-01T00:00:00.000Z' },
    ]) {
      const response = await submit(body, key);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: 'idempotency_key_reused', message: expect.stringMatching(/already stored/) },
      });
    }
    expect(await storedRows(key)).toEqual(before);
    expect(before.answers.find((row) => row.questionId === questions[1]!.id)?.number).toBe(4);
    // The original body is still a plain retry.
    expect((await submit({ name: 'First', answers: goodAnswers() }, key)).status).toBe(200);
  });

  test('concurrent requests with one key and two bodies store one response; the other body is refused', async () => {
    const key = randomUUID();
    const bodies = [
      { name: 'Alpha', answers: goodAnswers() },
      { name: 'Beta', answers: goodAnswers() },
    ];
    const responses = await Promise.all(
      [0, 1, 0, 1, 0, 1].map(async (which) => ({ which, status: (await submit(bodies[which], key)).status })),
    );
    const { rows } = await storedRows(key);
    expect(rows).toHaveLength(1);
    const winner = rows[0]!.name === 'Alpha' ? 0 : 1;
    const statuses = (which: number) =>
      responses
        .filter((response) => response.which === which)
        .map((response) => response.status)
        .sort();
    expect(statuses(winner)).toEqual([200, 200, 201]);
    expect(statuses(1 - winner)).toEqual([409, 409, 409]);
  });

  test('a refused body stores nothing, so the corrected answers go out under the same key', async () => {
    const key = randomUUID();
    const refused = await submit({ answers: goodAnswers() }, key);
    expect(refused.status).toBe(422);
    expect((await storedRows(key)).rows).toHaveLength(0);
    const corrected = await submit({ name: 'Fixed', answers: goodAnswers() }, key);
    expect(corrected.status).toBe(201);
    expect((await storedRows(key)).rows).toEqual([expect.objectContaining({ name: 'Fixed' })]);
  });

  test('bad submissions are refused with the field named and nothing stored', async () => {
    const [choice, number, slider, text] = questions as [
      QuestionItem,
      QuestionItem,
      QuestionItem,
      QuestionItem,
    ];
    const before = (await server.database.db.select().from(submissions)).length;
    const cases: [unknown, RegExp][] = [
      [
        { name: 'x', answers: [...goodAnswers(), { question_id: 'question_nope', text_value: 'hi' }] },
        /question_id|Unknown question/,
      ],
      [
        {
          name: 'x',
          answers: goodAnswers().map((a) =>
            a.question_id === number.id ? { question_id: number.id, numeric_value: 9 } : a,
          ),
        },
        /numeric_value|from 1 to 5/,
      ],
      [
        {
          name: 'x',
          answers: goodAnswers().map((a) =>
            a.question_id === number.id ? { question_id: number.id, text_value: 'four' } : a,
          ),
        },
        /.+/,
      ],
      [
        {
          name: 'x',
          answers: goodAnswers().map((a) =>
            a.question_id === slider.id ? { question_id: slider.id, numeric_value: 5000 } : a,
          ),
        },
        /.+/,
      ],
      [
        {
          name: 'x',
          answers: goodAnswers().map((a) =>
            a.question_id === text.id ? { question_id: text.id, text_value: 'x'.repeat(21) } : a,
          ),
        },
        /20/,
      ],
      [
        {
          name: 'x',
          answers: goodAnswers().map((a) =>
            a.question_id === choice.id ? { question_id: choice.id, choice_ids: ['not-an-option'] } : a,
          ),
        },
        /.+/,
      ],
      [{ name: 'x', answers: goodAnswers().filter((a) => a.question_id !== number.id) }, /How easy\?/],
      [{ answers: goodAnswers() }, /name/i],
      [{ name: 'x', email: 'not-an-email', answers: goodAnswers() }, /mail/i],
      [{ name: 'x', answers: 'nope' }, /answers/],
    ];
    for (const [body, pattern] of cases) {
      const response = await submit(body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(422);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(pattern);
    }
    expect((await submit({ name: 'x', answers: goodAnswers() }, 'short')).status).toBe(400);
    expect((await server.database.db.select().from(submissions)).length).toBe(before);
  });

  test('submissions are rate-limited per address and survey', async () => {
    const limited = await createTestServer(server.database, {
      SUBMISSION_RATE_LIMIT_MAX: '2',
      TRUST_PROXY: 'true',
    });
    const client = createClient(limited, '198.51.100.77');
    const send = () =>
      client.request(`/api/public/surveys/${survey.share_id}/submissions`, {
        json: { name: 'Rate', answers: goodAnswers() },
        headers: { 'idempotency-key': randomUUID() },
      });
    expect([(await send()).status, (await send()).status]).toEqual([201, 201]);
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await createClient(limited, '198.51.100.78').request(
          `/api/public/surveys/${survey.share_id}/submissions`,
          {
            json: { name: 'Other', answers: goodAnswers() },
            headers: { 'idempotency-key': randomUUID() },
          },
        )
      ).status,
    ).toBe(201);
  });

  test('a voice note without a transcription service is kept with no transcript, and joins its submission', async () => {
    const client = anonymous();
    // The page declares 12 s for a 1.3 s recording: the stored length is measured from the audio.
    const upload = await client.request(
      `/api/public/surveys/${survey.share_id}/voice?question_id=${questions[3]!.id}&duration=12`,
      {
        method: 'POST',
        headers: { 'content-type': 'audio/webm;codecs=opus' },
        body: RECORDED_WEBM,
      },
    );
    expect(upload.status).toBe(201);
    const receipt = (await upload.json()) as {
      id: string;
      transcription_status: string;
      transcription: string | null;
    };
    expect(receipt).toEqual({
      id: receipt.id,
      transcription_status: 'none',
      transcription: null,
      duration_seconds: RECORDED_SECONDS,
    });

    const response = await submit(
      { name: 'Voice', answers: goodAnswers(), voice_comment_ids: [receipt.id] },
      randomUUID(),
      client,
    );
    const { submissionId } = (await response.json()) as { submissionId: string };
    const [note] = await server.database.db
      .select()
      .from(voiceComments)
      .where(eq(voiceComments.id, receipt.id));
    expect(note).toMatchObject({
      submissionId,
      durationSeconds: RECORDED_SECONDS,
      transcription: null,
      transcriptionStatus: 'none',
    });
    expect(await server.storage.read(note!.objectKey)).not.toBeNull();
  });

  test('with a transcription service the note is transcribed through its real protocol', async () => {
    const response = await createClient(transcribingServer).request(
      `/api/public/surveys/${survey.share_id}/voice?question_id=${questions[0]!.id}`,
      { method: 'POST', headers: { 'content-type': 'audio/webm' }, body: webm('more-webm') },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transcription_status: 'done',
      transcription: 'I would pay for this if it synced with my bank.',
    });
    const sent = transcription.requests.at(-1)!;
    expect(sent.contentType).toMatch(/^multipart\/form-data/);
    expect(sent.body).toContain('name="model"');
    expect(sent.body).toContain('whisper-1');
    expect(sent.body).toContain('more-webm');
  });

  test('voice uploads refuse unknown questions, non-audio bodies and oversize notes', async () => {
    const base = `/api/public/surveys/${survey.share_id}/voice`;
    const send = (query: string, contentType: string, body: Buffer) =>
      anonymous().request(`${base}?${query}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
    expect((await send('question_id=nope', 'audio/webm', Buffer.from('x'))).status).toBe(422);
    expect((await send(`question_id=${questions[0]!.id}`, 'text/html', Buffer.from('<x>'))).status).toBe(422);
    // Random bytes labelled as a recording: refused by their content, nothing stored.
    const notesBefore = await server.database.db.select().from(voiceComments);
    const random = await send(`question_id=${questions[0]!.id}`, 'audio/webm', randomBytes(2048));
    expect(random.status).toBe(422);
    expect(await random.json()).toEqual({
      error: { code: 'validation_failed', message: 'The recording is not valid audio/webm audio.' },
    });
    expect(await server.database.db.select().from(voiceComments)).toHaveLength(notesBefore.length);
    const html = await send(`question_id=${questions[0]!.id}`, 'audio/ogg', Buffer.from('<html>…</html>'));
    expect(html.status).toBe(422);
    const small = await createTestServer(server.database, { VOICE_MAX_BYTES: '8' });
    const oversize = await createClient(small).request(`${base}?question_id=${questions[0]!.id}`, {
      method: 'POST',
      headers: { 'content-type': 'audio/webm' },
      body: Buffer.from('0123456789'),
    });
    expect(oversize.status).toBe(413);
  });

  test('media views and engagements are counted for items of the published survey only', async () => {
    const mediaId = survey.draft.pages[1]!.content_blocks[0]!.items[0]!.id;
    for (let i = 0; i < 2; i++) {
      const response = await anonymous().request(`/api/public/surveys/${survey.share_id}/views`, {
        json: { media_item_ids: [mediaId, 'media_unknown'] },
      });
      expect(response.status).toBe(204);
    }
    await anonymous().request(`/api/public/surveys/${survey.share_id}/views`, {
      json: { media_item_ids: [mediaId], kind: 'engagement' },
    });
    const rows = await server.database.db.select().from(mediaViews).where(eq(mediaViews.surveyId, survey.id));
    expect(rows).toEqual([
      expect.objectContaining({ mediaItemId: mediaId, viewCount: 2, engagementCount: 1 }),
    ]);
  });
});
