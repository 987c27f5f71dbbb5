import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ParticipantComparison,
  ParticipantPage,
  SurveyListPage,
  SurveyReport,
} from '#shared/report/report-types.ts';
import type { PublishRefusedBody } from '#shared/survey/publish-checks.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyVersionDetail, SurveyVersionList } from '#shared/survey/survey-versions.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';
import { submissions, surveyVersions } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 10: published versions, publish checks, preview, and reports across versions.

const study = {
  title: 'Coffee study',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'How clear?', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            {
              text: 'How often?',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Weekly', 'Monthly'] },
            },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
  ],
};

type Client = Awaited<ReturnType<typeof signedInClient>>;

const questionsOf = (document: SurveyDocument) =>
  document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
const reportQuestions = (report: SurveyReport) =>
  report.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );

describe.each(testDatabases())('published versions on $name', (target) => {
  let server: TestServer;
  let owner: Client;
  let stranger: Client;
  let sequence = 0;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    stranger = await signedInClient(server, 'stranger');
  });
  afterAll(() => server.close());

  async function create(client: Client, template_data: unknown = study): Promise<SurveyRecord> {
    const response = await client.request('/api/surveys', { json: { template_data } });
    expect(response.status).toBe(201);
    return (await response.json()) as SurveyRecord;
  }
  async function read(id: string): Promise<SurveyRecord> {
    return (await (await owner.request(`/api/surveys/${id}`)).json()) as SurveyRecord;
  }
  async function saveDraft(id: string, edit: (document: SurveyDocument) => SurveyDocument) {
    const current = await read(id);
    const response = await owner.request(`/api/surveys/${id}/draft`, {
      method: 'PUT',
      json: { template_data: edit(current.draft), baseVersion: current.draft_version },
    });
    expect(response.status).toBe(200);
  }
  async function publish(id: string) {
    const response = await owner.request(`/api/surveys/${id}/publish`, { json: {} });
    expect(response.status).toBe(200);
    return (await response.json()) as { shareId: string; version: number; unchanged: boolean };
  }
  async function submit(shareId: string, body: Record<string, unknown>) {
    const respondent = createClient(server, `198.51.100.${(sequence % 200) + 1}`);
    sequence += 1;
    return respondent.request(`/api/public/surveys/${shareId}/submissions`, {
      json: body,
      headers: { 'idempotency-key': `key-${Date.now()}-${sequence}` },
    });
  }

  test('publishing a broken draft is refused with its problems, and nothing is published', async () => {
    const survey = await create(owner, {
      title: 'Broken',
      pages: [
        { page_type: 'STANDARD', content_blocks: [] },
        { page_type: 'THANK_YOU' },
        { page_type: 'WELCOME' },
      ],
    });
    const response = await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    expect(response.status).toBe(422);
    const body = (await response.json()) as PublishRefusedBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.problems.map((problem) => problem.code)).toEqual([
      'no_question',
      'welcome_not_first',
      'thank_you_not_last',
    ]);
    expect(body.error.problems[1]!.location.pageId).toBe(survey.draft.pages[2]!.id);
    const after = await read(survey.id);
    expect(after).toMatchObject({ published_version: 0, state: 'draft', is_public: false });
    expect(
      await server.database.db.select().from(surveyVersions).where(eq(surveyVersions.surveyId, survey.id)),
    ).toEqual([]);
    // A draft stays lenient: the broken document still saves.
    expect(after.draft_version).toBe(1);
  });

  test('publishing an unchanged draft again makes no new version, and reopens a private survey', async () => {
    const survey = await create(owner);
    expect(await publish(survey.id)).toEqual({ shareId: survey.share_id, version: 1, unchanged: false });
    // A double click or an API retry: the draft is the live version already.
    expect(await publish(survey.id)).toEqual({ shareId: survey.share_id, version: 1, unchanged: true });
    const stored = await server.database.db
      .select()
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, survey.id));
    expect(stored.map((row) => row.version)).toEqual([1]);

    const hidden = await owner.request(`/api/surveys/${survey.id}`, {
      method: 'PATCH',
      json: { is_public: false },
    });
    expect(hidden.status).toBe(200);
    expect(await publish(survey.id)).toMatchObject({ version: 1, unchanged: true });
    expect(await read(survey.id)).toMatchObject({ published_version: 1, state: 'live', is_public: true });

    // Any change, even one a diff would call small, is a new version.
    await saveDraft(survey.id, (document) => ({ ...document, description: 'Now with a description' }));
    expect(await publish(survey.id)).toMatchObject({ version: 2, unchanged: false });
  });

  test('each publish stores an immutable version; history, read-only view, restore and discard', async () => {
    const survey = await create(owner);
    expect(survey.state).toBe('draft');
    expect(await publish(survey.id)).toEqual({ shareId: survey.share_id, version: 1, unchanged: false });
    expect((await read(survey.id)).state).toBe('live');

    await saveDraft(survey.id, (document) => ({ ...document, title: 'Coffee study, round two' }));
    expect((await read(survey.id)).state).toBe('live_with_changes');
    const list = (await (await owner.request('/api/surveys?search=Coffee')).json()) as SurveyListPage;
    expect(list.items.find((item) => item.id === survey.id)).toMatchObject({
      state: 'live_with_changes',
      published_version: 1,
    });

    expect((await publish(survey.id)).version).toBe(2);
    const [q1] = questionsOf((await read(survey.id)).draft) as [QuestionItem];
    expect(
      (await submit(survey.share_id, { answers: [{ question_id: q1.id, numeric_value: 3 }] })).status,
    ).toBe(201);

    const versions = (await (
      await owner.request(`/api/surveys/${survey.id}/versions`)
    ).json()) as SurveyVersionList;
    expect(versions).toMatchObject({ live_version: 2, state: 'live' });
    expect(
      versions.items.map((item) => [item.version, item.response_count, item.is_live, item.title]),
    ).toEqual([
      [2, 1, true, 'Coffee study, round two'],
      [1, 0, false, 'Coffee study'],
    ]);
    const first = (await (
      await owner.request(`/api/surveys/${survey.id}/versions/1`)
    ).json()) as SurveyVersionDetail;
    expect(first.document.title).toBe('Coffee study');
    expect((await owner.request(`/api/surveys/${survey.id}/versions/9`)).status).toBe(404);
    expect((await owner.request(`/api/surveys/${survey.id}/versions/zero`)).status).toBe(422);

    // Restoring version 1 bumps draft_version: an editor still on the old draft gets a conflict.
    const before = await read(survey.id);
    const stale = await owner.request(`/api/surveys/${survey.id}/versions/1/restore`, {
      json: { baseVersion: before.draft_version - 1 },
    });
    expect(stale.status).toBe(409);
    expect((await read(survey.id)).draft.title).toBe('Coffee study, round two');
    const restored = await owner.request(`/api/surveys/${survey.id}/versions/1/restore`, {
      json: { baseVersion: before.draft_version },
    });
    expect(restored.status).toBe(200);
    const afterRestore = (await restored.json()) as SurveyRecord;
    expect(afterRestore).toMatchObject({
      draft_version: before.draft_version + 1,
      state: 'live_with_changes',
    });
    expect(afterRestore.draft).toEqual(first.document);
    const editorSave = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: before.draft, baseVersion: before.draft_version },
    });
    expect(editorSave.status).toBe(409);

    // Discard changes: the draft becomes the live version again.
    const discarded = await owner.request(`/api/surveys/${survey.id}/discard-changes`, { json: {} });
    expect(discarded.status).toBe(200);
    expect((await discarded.json()) as SurveyRecord).toMatchObject({
      state: 'live',
      title: 'Coffee study, round two',
    });

    // Versions never change: the database refuses an update.
    await expect(
      server.database.db
        .update(surveyVersions)
        .set({ document: {} })
        .where(eq(surveyVersions.surveyId, survey.id)),
    ).rejects.toThrow();
  });

  test('discarding changes of a survey never published is refused', async () => {
    const survey = await create(owner);
    const response = await owner.request(`/api/surveys/${survey.id}/discard-changes`, { json: {} });
    expect(response.status).toBe(409);
    expect((await read(survey.id)).draft_version).toBe(1);
  });

  test('another author gets 404 and an anonymous caller 401 on every version route; nothing changes', async () => {
    const survey = await create(owner);
    await publish(survey.id);
    const [q1] = questionsOf(survey.draft) as [QuestionItem];
    const routes: [string, string, unknown?][] = [
      ['POST', `/api/surveys/${survey.id}/publish`, {}],
      ['GET', `/api/surveys/${survey.id}/versions`],
      ['GET', `/api/surveys/${survey.id}/versions/1`],
      ['POST', `/api/surveys/${survey.id}/versions/1/restore`, {}],
      ['POST', `/api/surveys/${survey.id}/discard-changes`, {}],
      ['GET', `/api/surveys/${survey.id}/preview`],
      [
        'POST',
        `/api/surveys/${survey.id}/preview/submissions`,
        { answers: [{ question_id: q1.id, numeric_value: 3 }] },
      ],
      ['POST', `/api/surveys/${survey.id}/preview/views`, { media_item_ids: [] }],
      ['GET', `/api/reports/${survey.share_id}?version=1`],
      ['GET', `/api/reports/${survey.share_id}/responses.csv?version=1`],
    ];
    const anonymous = createClient(server);
    for (const [method, path, json] of routes) {
      expect((await stranger.request(path, { method, json })).status, `${method} ${path}`).toBe(404);
      expect((await anonymous.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
    expect(await read(survey.id)).toMatchObject({ published_version: 1, draft_version: 1, state: 'live' });
  });

  test('the preview serves the draft like the public survey and validates answers without storing them', async () => {
    const survey = await create(owner);
    await saveDraft(survey.id, (document) => ({ ...document, title: 'Not yet published' }));
    const preview = await owner.request(`/api/surveys/${survey.id}/preview`);
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as PublicSurvey;
    expect(body).toMatchObject({ preview: true, title: 'Not yet published', published_version: 0 });
    const [q1] = questionsOf(body.document) as [QuestionItem];

    const refused = await owner.request(`/api/surveys/${survey.id}/preview/submissions`, {
      json: { answers: [{ question_id: 'nope', text_value: 'x' }] },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Unknown question');
    const accepted = await owner.request(`/api/surveys/${survey.id}/preview/submissions`, {
      json: { answers: [{ question_id: q1.id, numeric_value: 4 }] },
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ submissionId: null, preview: true });
    expect(
      await server.database.db.select().from(submissions).where(eq(submissions.surveyId, survey.id)),
    ).toEqual([]);
    // Unpublished: respondents still see nothing.
    expect((await createClient(server).request(`/api/public/surveys/${survey.share_id}`)).status).toBe(404);
  });

  test('a respondent who loaded version 1 submits after version 2 is published; both count, never mixed', async () => {
    const survey = await create(owner);
    await publish(survey.id);
    const respondent = createClient(server);
    const loaded = (await (
      await respondent.request(`/api/public/surveys/${survey.share_id}`)
    ).json()) as PublicSurvey;
    expect(loaded).toMatchObject({ published_version: 1, latest_version: 1 });
    const [clear, often, why] = questionsOf(loaded.document) as [QuestionItem, QuestionItem, QuestionItem];
    const optionId = (question: QuestionItem, text: string) =>
      'options' in question.response_options
        ? question.response_options.options.find((option) => option.text === text)!.id
        : '';

    // Version 2: "Why?" removed, an option of "How often?" reworded, a new question added.
    await saveDraft(survey.id, (document) => {
      const page = document.pages.find((candidate) => candidate.page_type === 'STANDARD')!;
      const block = page.content_blocks[0]!;
      if (block.type !== 'QUESTION_SET') throw new Error('question block expected');
      const items = block.items
        .filter((item) => item.id !== why.id)
        .map((item) =>
          item.id === often.id && 'options' in item.response_options
            ? ({
                ...item,
                response_options: {
                  ...item.response_options,
                  options: item.response_options.options.map((option) =>
                    option.text === 'Monthly' ? { ...option, text: 'Yearly' } : option,
                  ),
                },
              } as QuestionItem)
            : item,
        );
      const added: QuestionItem = { ...why, id: 'question_added_v2', text: 'Anything else?', position: 5 };
      return {
        ...document,
        pages: document.pages.map((candidate) =>
          candidate.id === page.id
            ? { ...candidate, content_blocks: [{ ...block, items: [...items, added] }] }
            : candidate,
        ),
      };
    });
    expect((await publish(survey.id)).version).toBe(2);

    // The respondent's page still holds version 1 (a reload asks for it by number) and submits it.
    const reloaded = await respondent.request(`/api/public/surveys/${survey.share_id}?version=1`);
    expect((await reloaded.json()) as PublicSurvey).toMatchObject({
      published_version: 1,
      latest_version: 2,
    });
    const late = await submit(survey.share_id, {
      published_version: 1,
      answers: [
        { question_id: clear.id, numeric_value: 5 },
        { question_id: often.id, choice_ids: [optionId(often, 'Monthly')] },
        { question_id: why.id, text_value: 'Because v1' },
      ],
    });
    expect(late.status).toBe(201);
    // Against version 2 the removed question is unknown (validated against the version stated).
    const wrong = await submit(survey.share_id, {
      published_version: 2,
      answers: [{ question_id: why.id, text_value: 'x' }],
    });
    expect(wrong.status).toBe(422);
    const current = (await (
      await respondent.request(`/api/public/surveys/${survey.share_id}`)
    ).json()) as PublicSurvey;
    const often2 = questionsOf(current.document).find((question) => question.id === often.id)!;
    expect(
      (
        await submit(survey.share_id, {
          answers: [
            { question_id: clear.id, numeric_value: 1 },
            { question_id: often.id, choice_ids: [optionId(often2, 'Yearly')] },
            { question_id: 'question_added_v2', text_value: 'New one' },
          ],
        })
      ).status,
    ).toBe(201);
    expect((await submit(survey.share_id, { published_version: 3, answers: [] })).status).toBe(404);

    const report = (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport;
    expect(report).toMatchObject({ totalResponses: 2, version: 'all', live_version: 2 });
    expect(report.versions!.map((entry) => [entry.version, entry.response_count])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    const byId = new Map(reportQuestions(report).map((question) => [question.id, question]));
    expect(byId.get(clear.id)).toMatchObject({
      askedInVersions: [1, 2],
      removedInVersion: null,
      versionGroups: null,
      results: { totalResponses: 2, average: 3 },
    });
    // Removed in version 2, still shown with its answers.
    expect(byId.get(why.id)).toMatchObject({ removedInVersion: 2, askedInVersions: [1] });
    expect(byId.get(why.id)!.results.responses.map((response) => response.text)).toEqual(['Because v1']);
    // A reworded option: each version's answers apart, the newest shown first.
    const oftenReport = byId.get(often.id)!;
    expect(oftenReport.versionNote).toBe(
      'The options changed in version 2: answers are shown per version and never mixed.',
    );
    expect(oftenReport.versionGroups!.map((group) => [group.versions, group.results.totalResponses])).toEqual(
      [
        [[2], 1],
        [[1], 1],
      ],
    );
    expect(oftenReport.results.distribution.find((bucket) => bucket.label === 'Yearly')?.value).toBe(1);
    expect(oftenReport.results.distribution.some((bucket) => bucket.label === 'Monthly')).toBe(false);
    expect(
      oftenReport.versionGroups![1]!.results.distribution.find((bucket) => bucket.label === 'Monthly')?.value,
    ).toBe(1);

    // One version at a time.
    const onlyFirst = (await (
      await owner.request(`/api/reports/${survey.share_id}?version=1`)
    ).json()) as SurveyReport;
    expect(onlyFirst).toMatchObject({ totalResponses: 1, version: 1 });
    expect(reportQuestions(onlyFirst).map((question) => question.id)).toEqual([clear.id, often.id, why.id]);
    expect(reportQuestions(onlyFirst)[0]!.results.average).toBe(5);
    expect((await owner.request(`/api/reports/${survey.share_id}?version=7`)).status).toBe(404);
    expect((await owner.request(`/api/reports/${survey.share_id}?version=latest`)).status).toBe(422);

    // The JSON export is the same report.
    const json = await owner.request(`/api/reports/${survey.share_id}?download=json&version=2`);
    expect(json.headers.get('content-disposition')).toContain('-report-v2.json');
    expect(((await json.json()) as SurveyReport).totalResponses).toBe(1);

    // The CSV: a Version column, a column for the removed question, one per version of the changed one.
    const csv = (await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text()).replace(
      /^\uFEFF/,
      '',
    );
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Submitted at,Version,Name,Email,How clear?,How often? (version 2),How often? (version 1),Anything else?,Why?,Voice notes',
    );
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([
      ['1', '', '', '5', '', 'Monthly', '', 'Because v1', ''],
      ['2', '', '', '1', 'Yearly', '', 'New one', '', ''],
    ]);

    // Participants and the comparison follow the filter; a v1 answer is compared with v1-compatible ones.
    const participants = (await (
      await owner.request(`/api/reports/${survey.share_id}/participants?version=1`)
    ).json()) as ParticipantPage;
    expect(participants.items.map((item) => item.version)).toEqual([1]);
    const comparison = (await (
      await owner.request(
        `/api/reports/${survey.share_id}/participants/${participants.items[0]!.submission_id}`,
      )
    ).json()) as ParticipantComparison;
    expect(comparison.participant.version).toBe(1);
    expect(comparison.questions[clear.id]).toMatchObject({ value: 5, average: 3 });
    expect(
      (
        await owner.request(
          `/api/reports/${survey.share_id}/participants/${participants.items[0]!.submission_id}?version=2`,
        )
      ).status,
    ).toBe(404);
  });

  test('a private survey refuses submissions to any version as before', async () => {
    const survey = await create(owner);
    await publish(survey.id);
    await owner.request(`/api/surveys/${survey.id}`, { method: 'PATCH', json: { is_public: false } });
    const response = await submit(survey.share_id, { published_version: 1, answers: [] });
    expect(response.status).toBe(404);
    expect(
      (await createClient(server).request(`/api/public/surveys/${survey.share_id}?version=1`)).status,
    ).toBe(404);
  });
});
