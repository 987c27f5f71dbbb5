import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { preferenceBlockIdOf, studyDesignOf } from '#shared/survey/study-design.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { MediaSetBlock, QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { loadConfig } from '../config.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import {
  createTestServer,
  testDatabases,
  TEST_ORIGIN,
  type TestServer,
} from '../test-support/test-server.ts';
import { chat, only, survey } from './chat-test-support.ts';
import { createModelAssistant } from './model-assistant.ts';
import { toSurveyDocument, type ModelSurvey } from './model-survey-input.ts';
import { createLanguageModel } from './model.ts';
import { editSurvey } from './offline/edit-commands.ts';
import type { SurveyEdit } from './survey-edits.ts';

// Issue 11 on the model path: create_survey takes a variants block's design and a preference
// question linked to the variants, and a design change reads the same on both paths.

const [pglite] = testDatabases();
type Client = Awaited<ReturnType<typeof signedInClient>>;

const variants = [
  { title: 'Variant A', text: 'Green box with a leaf' },
  { title: 'Variant B', text: 'Black box with gold letters' },
];

/** What a model sends for "test two packaging designs": side by side, a linked preference question. */
const sideBySide: ModelSurvey = {
  title: 'Packaging test',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome' },
    {
      page_type: 'STANDARD',
      title: 'Compare the packs',
      blocks: [
        { kind: 'variants', variants, must_view_all: true },
        {
          kind: 'questions',
          questions: [
            {
              text: 'Which pack do you prefer?',
              response_type: 'MULTIPLE_CHOICE',
              preference: true,
              required: true,
            },
            { text: 'Why that one?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thanks!' },
  ],
};

/** "Each respondent should see only one": monadic, questions about the variant on screen. */
const monadic: ModelSurvey = {
  title: 'Packaging test, one pack each',
  pages: [
    {
      page_type: 'STANDARD',
      title: 'Your view of this pack',
      blocks: [
        { kind: 'variants', variants, design: 'monadic' },
        {
          kind: 'questions',
          questions: [
            { text: 'How appealing is this pack?', response_type: 'NUMBER_SELECT', min: 1, max: 5 },
          ],
        },
      ],
    },
  ],
};

function mediaSet(doc: SurveyDocument): MediaSetBlock {
  const set = doc.pages
    .flatMap((page) => page.content_blocks)
    .find((block): block is MediaSetBlock => block.type === 'MEDIA_SET');
  if (!set) throw new Error('expected a media set');
  return set;
}

function questions(doc: SurveyDocument): QuestionItem[] {
  return doc.pages
    .flatMap((page) => page.content_blocks)
    .flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : []));
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== 'variants_of')
      .map(([key, entry]) => [key, withoutIds(entry)]),
  );
}

async function createOwnSurvey(client: Client, input: ModelSurvey): Promise<SurveyRecord> {
  const document = toSurveyDocument(input);
  if (!document.ok) throw new Error(document.error);
  const response = await client.request('/api/surveys', { json: { template_data: document.survey } });
  expect(response.status).toBe(201);
  return (await response.json()) as SurveyRecord;
}

describe('the model input keeps concept-test designs', () => {
  test('a preference question is linked to its page’s variants, options = the variants', () => {
    const result = toSurveyDocument(sideBySide);
    if (!result.ok) throw new Error(result.error);
    const set = mediaSet(result.survey);
    expect(studyDesignOf(set)).toBe('side_by_side');
    expect(set.must_view_all).toBe(true);
    const [preference] = questions(result.survey);
    expect(preferenceBlockIdOf(preference!)).toBe(set.id);
    expect(
      'options' in preference!.response_options &&
        preference!.response_options.options.map(({ id, text }) => ({ id, text })),
    ).toEqual(set.items.map((item) => ({ id: item.id, text: item.title })));
  });

  test('a preference question in a monadic test is refused with the publish check’s reason', () => {
    const wrong: ModelSurvey = structuredClone(monadic);
    wrong.pages[0]!.blocks![1]!.questions!.push({
      text: 'Which pack do you prefer?',
      response_type: 'MULTIPLE_CHOICE',
      preference: true,
    });
    const result = toSurveyDocument(wrong);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/monadic test each person sees one variant/);
  });
});

describe('concept tests through the scripted OpenAI-compatible server', () => {
  let fake: FakeOpenAiServer;
  let modelServer: TestServer;
  let offlineServer: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const env = { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' };
    const model = createLanguageModel(loadConfig({ PUBLIC_URL: TEST_ORIGIN, ...env }));
    if (!model) throw new Error('expected a model');
    modelServer = await createTestServer(await pglite!.open(), env, {
      assistant: createModelAssistant(model, { maxRetries: 0 }),
    });
    offlineServer = await createTestServer(await pglite!.open());
  });
  afterAll(async () => {
    await modelServer.close();
    await offlineServer.close();
    await fake.close();
  });

  test('create_survey with a monadic design stores a monadic test', async () => {
    const owner = await signedInClient(modelServer);
    fake.reply(
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: JSON.stringify(monadic) }] },
      { kind: 'text', text: 'Each respondent sees one pack.' },
    );
    const events = await chat(owner, {
      message: 'Test two packaging designs; each respondent should see only one',
    });
    const artifact = only(events, 'artifact');
    expect(artifact.change).toBe('created');
    const stored = await survey(owner, artifact.surveyId);
    const set = mediaSet(stored.draft);
    expect(studyDesignOf(set)).toBe('monadic');
    expect(set.items.map((item) => item.title)).toEqual(['Variant A', 'Variant B']);
    // The system prompt tells the model when to choose each design and how to link a preference.
    const system = (fake.requests.at(-2)!.messages as { role: string; content: string }[])[0]!;
    expect(system.content).toMatch(/monadic \("each respondent should see only one"/);
    expect(system.content).toMatch(/preference: true/);
  });

  test.each([
    { request: 'Make it monadic', design: 'monadic' as const },
    { request: 'switch to sequential monadic', design: 'sequential_monadic' as const },
    { request: 'show one variant per person', design: 'monadic' as const },
  ])('$request gives the same survey offline and through the model', async ({ request, design }) => {
    const author = await signedInClient(offlineServer);
    const offlineSurvey = await createOwnSurvey(author, sideBySide);
    const offline = await chat(author, { message: request, surveyId: offlineSurvey.id });
    expect(only(offline, 'artifact')).toMatchObject({ change: 'updated' });
    const edits = (doc: SurveyDocument): SurveyEdit[] => [
      { op: 'set_study_design', block_id: mediaSet(doc).id, design },
    ];
    expect(editSurvey(offlineSurvey.draft, request)).toMatchObject({ edits: edits(offlineSurvey.draft) });

    const owner = await signedInClient(modelServer);
    const modelSurvey = await createOwnSurvey(owner, sideBySide);
    fake.reply(
      {
        kind: 'tool',
        calls: [{ name: 'apply_edits', arguments: JSON.stringify({ edits: edits(modelSurvey.draft) }) }],
      },
      { kind: 'text', text: 'Done.' },
    );
    expect(only(await chat(owner, { message: request, surveyId: modelSurvey.id }), 'artifact')).toMatchObject(
      {
        change: 'updated',
      },
    );

    const offlineAfter = (await survey(author, offlineSurvey.id)).draft;
    const modelAfter = (await survey(owner, modelSurvey.id)).draft;
    expect(withoutIds(modelAfter)).toEqual(withoutIds(offlineAfter));
    expect(studyDesignOf(mediaSet(offlineAfter))).toBe(design);
    // Monadic leaves nothing to choose between: the preference question goes; sequential keeps it linked.
    const linked = questions(offlineAfter).filter((question) => preferenceBlockIdOf(question) !== null);
    expect(linked.map((question) => question.text)).toEqual(
      design === 'monadic' ? [] : ['Which pack do you prefer?'],
    );
  });
});
