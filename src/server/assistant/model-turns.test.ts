import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { loadConfig } from '../config.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { headlineTest } from '../test-support/headline-test-survey.ts';
import {
  createTestServer,
  testDatabases,
  TEST_ORIGIN,
  type TestServer,
} from '../test-support/test-server.ts';
import { modelTurnLimitMessage } from './chat-routes.ts';
import { answerText, chat, only, survey } from './chat-test-support.ts';
import { createModelAssistant } from './model-assistant.ts';
import { toSurveyDocument, type ModelSurvey } from './model-survey-input.ts';
import { createLanguageModel } from './model.ts';
import { editSurvey } from './offline/edit-commands.ts';
import { listQuestions } from './offline/question-index.ts';
import type { SurveyEdit } from './survey-edits.ts';

// The model path against the scripted OpenAI-compatible server (issue 13 §3, §7): earlier turns'
// tool calls and results go back to the model, an edit request gives the same survey as offline,
// and model turns are limited per author per minute.

const [pglite] = testDatabases();
const TURNS_PER_MINUTE = 4;

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** A satisfaction survey without any variants (adding one must start a showcase). */
const plainSurvey: ModelSurvey = {
  title: 'Support follow-up',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', collect_email: 'optional' },
    {
      page_type: 'STANDARD',
      title: 'Your last support request',
      blocks: [
        {
          kind: 'questions',
          questions: [
            {
              text: 'How satisfied were you with the answer?',
              response_type: 'NUMBER_SELECT',
              min: 1,
              max: 5,
            },
            { text: 'What was your request about?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thanks!' },
  ],
};

async function createOwnSurvey(client: Client, input: ModelSurvey): Promise<SurveyRecord> {
  const document = toSurveyDocument(input);
  if (!document.ok) throw new Error(document.error);
  const response = await client.request('/api/surveys', { json: { template_data: document.survey } });
  expect(response.status).toBe(201);
  return (await response.json()) as SurveyRecord;
}

/** The document with every id left out: surveys edited on two servers get different new ids. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, entry]) => [key, withoutIds(entry)]),
  );
}

const questionId = (doc: SurveyDocument, number: number) => listQuestions(doc)[number - 1]!.question.id;
const welcomeId = (doc: SurveyDocument) => doc.pages.find((page) => page.page_type === 'WELCOME')!.id;

/** Requests as an author types them, and the apply_edits call a model would make for each. */
const EDIT_REQUESTS: {
  request: string;
  fixture: ModelSurvey;
  edits: (doc: SurveyDocument) => SurveyEdit[];
}[] = [
  {
    request: 'Add a question asking how likely they are to sign up, 1 to 10',
    fixture: headlineTest,
    edits: () => [
      {
        op: 'add_question',
        question: {
          text: 'How likely are you to sign up?',
          response_type: 'NUMBER_SELECT',
          min: 1,
          max: 10,
          required: false,
        },
      },
    ],
  },
  { request: 'Add a variant', fixture: headlineTest, edits: () => [{ op: 'add_variant' }] },
  {
    request: 'add another variant called Budget hero',
    fixture: plainSurvey,
    edits: () => [{ op: 'add_variant', title: 'Budget hero' }],
  },
  {
    request: 'Rename the survey to Budget headline check',
    fixture: headlineTest,
    edits: () => [{ op: 'set_survey_details', title: 'Budget headline check' }],
  },
  {
    request: 'Remove question 2',
    fixture: headlineTest,
    edits: (doc) => [{ op: 'delete_question', question_id: questionId(doc, 2) }],
  },
  {
    request: 'Make question 2 multiple choice with options Billing, Login, Something else',
    fixture: plainSurvey,
    edits: (doc) => [
      {
        op: 'set_response',
        question_id: questionId(doc, 2),
        response_type: 'MULTIPLE_CHOICE',
        options: ['Billing', 'Login', 'Something else'],
      },
    ],
  },
  {
    request: 'Change question 1 to a 0-10 rating',
    fixture: plainSurvey,
    edits: (doc) => [
      {
        op: 'set_response',
        question_id: questionId(doc, 1),
        response_type: 'NUMBER_SELECT',
        min: 0,
        max: 10,
      },
    ],
  },
  {
    request: 'move question 2 to the top',
    fixture: headlineTest,
    edits: (doc) => [
      { op: 'move_question', question_id: questionId(doc, 2), before_question_id: questionId(doc, 1) },
    ],
  },
  {
    request: 'Add the option Neither to question 1',
    fixture: headlineTest,
    edits: (doc) => [{ op: 'add_option', question_id: questionId(doc, 1), text: 'Neither' }],
  },
  {
    request: 'Remove the option No preference from question 1',
    fixture: headlineTest,
    edits: (doc) => [{ op: 'remove_option', question_id: questionId(doc, 1), text: 'No preference' }],
  },
  {
    request: "Don't ask for email",
    fixture: headlineTest,
    edits: (doc) => [{ op: 'update_page', page_id: welcomeId(doc), collect_email: 'hidden' }],
  },
  {
    request: 'make question 2 required please',
    fixture: plainSurvey,
    edits: (doc) => [{ op: 'update_question', question_id: questionId(doc, 2), required: true }],
  },
];

describe('model turns behind an OpenAI-compatible endpoint', () => {
  let fake: FakeOpenAiServer;
  let modelServer: TestServer;
  let offlineServer: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const env = {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      ASSISTANT_RATE_LIMIT_MAX: String(TURNS_PER_MINUTE),
    };
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
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("the second turn sends the first turn's tool call and its result back to the model", async () => {
    const owner = await signedInClient(modelServer);
    const open = await createOwnSurvey(owner, headlineTest);
    const why = questionId(open.draft, 2);
    fake.reply(
      {
        kind: 'tool',
        calls: [
          {
            name: 'apply_edits',
            arguments: JSON.stringify({
              edits: [{ op: 'update_question', question_id: why, required: true }],
            }),
          },
        ],
      },
      { kind: 'text', text: 'Question 2 is now required.' },
    );
    const first = await chat(owner, { message: 'Make the why question required', surveyId: open.id });
    const { sessionId } = only(first, 'session');
    expect(answerText(first)).toBe('Question 2 is now required.');

    fake.reply({ kind: 'text', text: 'I made question 2 required.' });
    await chat(owner, { message: 'What did you change just now?', sessionId });
    const second = fake.requests.at(-1)!;
    const messages = second.messages as { role: string; content: unknown; tool_calls?: unknown[] }[];
    const call = messages.find((message) => message.role === 'assistant' && message.tool_calls?.length);
    expect(call?.tool_calls).toEqual([
      expect.objectContaining({
        type: 'function',
        function: expect.objectContaining({ name: 'apply_edits', arguments: expect.stringContaining(why) }),
      }),
    ]);
    const callId = (call!.tool_calls![0] as { id: string }).id;
    const result = messages.find((message) => message.role === 'tool') as
      { tool_call_id: string; content: string } | undefined;
    expect(result?.tool_call_id).toBe(callId);
    expect(JSON.parse(result!.content)).toEqual({ ok: true, applied: 1 });
    // In order: the first question, the tool call, its result, the first answer, the new question.
    const roles = messages.filter((message) => message.role !== 'system').map((message) => message.role);
    expect(roles).toEqual(['user', 'assistant', 'tool', 'assistant', 'user']);
    expect(messages.at(-1)).toMatchObject({ role: 'user', content: 'What did you change just now?' });
  });

  test.each(EDIT_REQUESTS)(
    '$request gives the same survey offline and through the model',
    async ({ request, fixture, edits }) => {
      // Offline: the request in words, through the chat.
      const author = await signedInClient(offlineServer);
      const offlineSurvey = await createOwnSurvey(author, fixture);
      const offline = await chat(author, { message: request, surveyId: offlineSurvey.id });
      expect(only(offline, 'artifact')).toMatchObject({ change: 'updated', undoable: true });
      // The offline assistant read the words into the very operations a model sends.
      expect(editSurvey(offlineSurvey.draft, request)).toMatchObject({ edits: edits(offlineSurvey.draft) });

      // Model: the same request, answered with apply_edits naming the survey's ids.
      const owner = await signedInClient(modelServer);
      const modelSurvey = await createOwnSurvey(owner, fixture);
      fake.reply(
        {
          kind: 'tool',
          calls: [{ name: 'apply_edits', arguments: JSON.stringify({ edits: edits(modelSurvey.draft) }) }],
        },
        { kind: 'text', text: 'Done.' },
      );
      const model = await chat(owner, { message: request, surveyId: modelSurvey.id });
      expect(only(model, 'artifact')).toMatchObject({ change: 'updated', undoable: true });

      const offlineAfter = await survey(author, offlineSurvey.id);
      const modelAfter = await survey(owner, modelSurvey.id);
      expect(withoutIds(modelAfter.draft)).toEqual(withoutIds(offlineAfter.draft));
      expect(withoutIds(offlineAfter.draft)).not.toEqual(withoutIds(offlineSurvey.draft));
    },
  );

  test(`after ${TURNS_PER_MINUTE} model turns in a minute the next is refused with 429; undo still answers`, async () => {
    // One fixed minute, so the window cannot roll over in the middle of the test.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    const owner = await signedInClient(modelServer);
    const other = await signedInClient(modelServer, 'other');
    let sessionId: string | undefined;
    for (let turn = 0; turn < TURNS_PER_MINUTE; turn++) {
      fake.reply({ kind: 'text', text: `Answer ${turn + 1}` });
      const events = await chat(owner, { message: `Question ${turn + 1}`, sessionId });
      sessionId = only(events, 'session').sessionId;
    }
    const before = fake.requests.length;

    const refused = await owner.request('/api/chat', { json: { message: 'One more question', sessionId } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('59');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      modelTurnLimitMessage(TURNS_PER_MINUTE, 59),
    );
    expect(fake.requests).toHaveLength(before);

    // Undo in words costs no model call, and another author has their own allowance.
    const undo = await chat(owner, { message: 'undo', sessionId });
    expect(answerText(undo)).toMatch(/^There is no assistant change to undo/);
    fake.reply({ kind: 'text', text: 'Hello' });
    expect(answerText(await chat(other, { message: 'Hi' }))).toBe('Hello');

    // The next minute starts a new allowance.
    vi.setSystemTime(Date.now() + 60_000);
    fake.reply({ kind: 'text', text: 'Back again' });
    expect(answerText(await chat(owner, { message: 'One more question', sessionId }))).toBe('Back again');
  });
});
