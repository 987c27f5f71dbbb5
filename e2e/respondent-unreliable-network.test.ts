import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import type { SurveyReport } from '../src/shared/report/report-types.ts';
import { E2E_ARTIFACTS, E2E_POSTGRES_PORT } from '../playwright.config.ts';
import { e2eDatabaseUrl } from './stored-rows.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 14: a submission whose reply is lost is stored once, whatever happens next (offline, the
// survey made private, answers changed in another tab). Rows are read from the PostgreSQL server
// when one answers, else through the owner's report.

const base = `http://127.0.0.1:${E2E_POSTGRES_PORT}`;
const SUBMISSIONS = '**/api/public/surveys/*/submissions';
const OFFLINE_TEXT =
  "You're offline. Your answers are saved on this device and will be sent when you're back online.";

test.use({ baseURL: base });

const studyDocument = {
  title: 'Commute survey',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'required', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [{ text: 'How do you get to work?', response_type: 'FREE_RESPONSE', required: true }],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thanks a lot!', description: 'We read every answer.' },
  ],
};

async function publishStudy(browser: Browser) {
  const owner = await browser.newContext({ baseURL: base });
  const headers = { origin: base };
  const signUp = await owner.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('owner'), password: PASSWORD, name: 'Owner' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const survey = (await (
    await owner.request.post('/api/surveys', { data: { template_data: studyDocument }, headers })
  ).json()) as { id: string };
  const publish = await owner.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers });
  expect(publish.ok()).toBe(true);
  const { shareId } = (await publish.json()) as { shareId: string };
  const setPublic = async (isPublic: boolean) => {
    const response = await owner.request.patch(`/api/surveys/${survey.id}`, {
      data: { is_public: isPublic },
      headers,
    });
    expect(response.ok()).toBe(true);
  };
  return { owner, surveyId: survey.id, shareId, setPublic };
}

/**
 * The stored submissions with their answer, oldest first: the rows when a PostgreSQL server answers,
 * else what the owner's report lists (the embedded database belongs to the server's process).
 */
async function storedSubmissions(owner: BrowserContext, surveyId: string): Promise<StoredSubmission[]> {
  const databaseUrl = e2eDatabaseUrl();
  if (databaseUrl === null) {
    const report = (await (await owner.request.get(`/api/reports/${surveyId}`)).json()) as SurveyReport;
    const question = report.pages
      .flatMap((p) => p.content_blocks.flatMap((b) => (b.type === 'QUESTION_SET' ? b.items : [])))
      .find((q) => q.text === 'How do you get to work?')!;
    return question.results.responses
      .toSorted((a, b) => a.submitted_at.localeCompare(b.submitted_at))
      .map((r) => ({ id: r.submission_id, name: r.name ?? '', text_value: r.text }));
  }
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const result = await database.query<StoredSubmission>(
      `select s.id, s.name, a.text_value from submissions s join answers a on a.submission_id = s.id
       where s.survey_id = $1 order by s.created_at`,
      [surveyId],
    );
    return result.rows;
  } finally {
    await database.end();
  }
}
interface StoredSubmission {
  id: string;
  name: string;
  text_value: string;
}

async function answerUpToSubmit(page: Page, shareId: string, answer: string) {
  await page.goto(`/t/${shareId}`);
  await page.getByLabel('Your name').fill('Robin');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'How do you get to work?' }).fill(answer);
}

/**
 * The next submission reaches the server and is stored, but its reply never reaches the page;
 * `meanwhile` runs after the server stored it and before the reply is dropped.
 */
async function loseTheNextReply(page: Page, meanwhile: () => Promise<void> = async () => {}) {
  let stored = 0;
  await page.route(
    SUBMISSIONS,
    async (route) => {
      const response = await route.fetch();
      stored = response.status();
      await meanwhile();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  return () => stored;
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test('A stored submission whose reply was lost, then an offline phone: one response, sent when back online', async ({
  browser,
}) => {
  const { owner, surveyId, shareId } = await publishStudy(browser);
  const { context, page } = await phone(browser);
  await answerUpToSubmit(page, shareId, 'By bike, along the river');

  const firstStatus = await loseTheNextReply(page, () => context.setOffline(true));
  await page.getByRole('button', { name: 'Submit' }).click();

  // The server stored it; the page never heard back and the phone went offline.
  await expect(page.getByRole('status')).toHaveText(OFFLINE_TEXT);
  expect(firstStatus()).toBe(201);
  expect(await storedSubmissions(owner, surveyId)).toHaveLength(1);
  await expect(page.getByRole('textbox', { name: 'How do you get to work?' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  const kept = await page.evaluate(() =>
    Object.entries(localStorage).find(([key]) => key.startsWith('pollen:take:')),
  );
  expect(JSON.parse(kept?.[1] ?? '{}')).toMatchObject({
    sentPayload: { answers: [expect.objectContaining({ text_value: 'By bike, along the river' })] },
  });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/respondent-offline-390.png` });

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Thanks a lot!' })).toBeVisible();
  expect(await storedSubmissions(owner, surveyId)).toEqual([
    expect.objectContaining({ name: 'Robin', text_value: 'By bike, along the river' }),
  ]);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pollen:take:'))),
  ).toEqual([]);
  await context.close();
  await owner.close();
});

test('A retry after the survey was made private is answered with the stored response, never stored twice', async ({
  browser,
}) => {
  const { owner, surveyId, shareId, setPublic } = await publishStudy(browser);
  const { context, page } = await phone(browser);
  await answerUpToSubmit(page, shareId, 'Train, then a short walk');

  // Stored, reply lost, and the owner makes the survey private before the page retries.
  await loseTheNextReply(page, () => setPublic(false));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks a lot!' })).toBeVisible();

  // Public again: nothing more arrives, the response is stored once.
  await setPublic(true);
  await page.reload();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  expect(await storedSubmissions(owner, surveyId)).toEqual([
    expect.objectContaining({ name: 'Robin', text_value: 'Train, then a short walk' }),
  ]);
  await context.close();
  await owner.close();
});

test('Answers changed in a second tab after the first tab sent them: the page says they were already sent', async ({
  browser,
}) => {
  const { owner, surveyId, shareId } = await publishStudy(browser);
  const context = await browser.newContext({ baseURL: base });
  const first = await context.newPage();
  await answerUpToSubmit(first, shareId, 'Bus');
  // A second tab restores the same progress (and its key) from this device's storage.
  const second = await context.newPage();
  await second.goto(`/t/${shareId}`);
  const secondAnswer = second.getByRole('textbox', { name: 'How do you get to work?' });
  await expect(secondAnswer).toHaveValue('Bus');

  await first.getByRole('button', { name: 'Submit' }).click();
  await expect(first.getByRole('heading', { name: 'Thanks a lot!' })).toBeVisible();

  await secondAnswer.fill('Car');
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByRole('heading', { name: 'Your answers were already sent' })).toBeVisible();
  await expect(second.getByText(/those answers are final/)).toBeVisible();
  await second.setViewportSize({ width: 1440, height: 900 });
  await second.screenshot({ path: `${E2E_ARTIFACTS}/respondent-already-sent-1440.png` });

  expect(await storedSubmissions(owner, surveyId)).toEqual([expect.objectContaining({ text_value: 'Bus' })]);
  await context.close();
  await owner.close();
});

test('While Pollen answers 503 the page says it is still trying, and Retry now sends at once', async ({
  browser,
}) => {
  const { owner, surveyId, shareId } = await publishStudy(browser);
  const { context, page } = await phone(browser);
  await answerUpToSubmit(page, shareId, 'On foot');
  // Unavailable, back in 30 s: only "Retry now" can bring the next attempt within this test.
  await page.route(
    SUBMISSIONS,
    (route) =>
      route.fulfill({
        status: 503,
        headers: { 'Retry-After': '30' },
        json: { error: { code: 'unavailable', message: 'Pollen is restarting.' } },
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Still trying to send your answers…');
  await page.screenshot({ path: `${E2E_ARTIFACTS}/respondent-still-trying-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/respondent-still-trying-1440.png` });
  expect(await storedSubmissions(owner, surveyId)).toEqual([]);

  await page.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks a lot!' })).toBeVisible();
  expect(await storedSubmissions(owner, surveyId)).toEqual([expect.objectContaining({ text_value: 'On foot' })]);
  await context.close();
  await owner.close();
});
