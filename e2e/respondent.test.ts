import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import pg from 'pg';
import type { SurveyReport } from '../src/shared/report/report-types.ts';
import { E2E_POSTGRES_PORT } from '../playwright.config.ts';
import { e2eDatabaseUrl } from './stored-rows.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

const base = `http://127.0.0.1:${E2E_POSTGRES_PORT}`;

test.use({
  baseURL: base,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // A synthetic microphone, and no permission prompt, for the voice note.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const studyDocument = {
  title: 'Budgeting app concept test',
  pages: [
    {
      page_type: 'WELCOME',
      title: 'Welcome',
      description: 'Eight quick questions.',
      options: { collectName: 'required', collectEmail: 'optional' },
    },
    {
      page_type: 'STANDARD',
      title: 'Concepts',
      content_blocks: [
        {
          type: 'MEDIA_SET',
          items: [
            {
              media_type: 'DESCRIPTION',
              title: 'Concept A',
              show_title: true,
              media_data: { text: 'Save more, stress less.' },
            },
            {
              media_type: 'DESCRIPTION',
              title: 'Concept B',
              show_title: true,
              media_data: { text: 'Every dollar, planned.' },
            },
          ],
        },
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Which concept do you prefer?',
              response_type: 'MULTIPLE_CHOICE',
              required: true,
              response_options: { options: ['Concept A', 'Concept B'], allow_other: true },
            },
            {
              text: 'How clear is it?',
              response_type: 'NUMBER_SELECT',
              required: true,
              response_options: { min: 1, max: 5 },
            },
          ],
        },
      ],
    },
    {
      page_type: 'STANDARD',
      title: 'About you',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Monthly budget?',
              response_type: 'SLIDER',
              required: true,
              response_options: { min: 0, max: 1000, step: 50 },
            },
            {
              text: 'Which apps do you use?',
              response_type: 'CHECKBOX',
              response_options: { options: ['Mint', 'YNAB', 'Spreadsheet'] },
            },
            { text: 'Would you try it?', response_type: 'YES_NO', required: true },
            { text: 'Rate the design', response_type: 'RATING', response_options: { min: 1, max: 5 } },
            {
              text: 'Pick a colour',
              response_type: 'SINGLE_CHOICE',
              response_options: { options: ['Green', 'Blue'] },
            },
            { text: 'Anything else?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thanks a lot!', description: 'We read every answer.' },
  ],
};

async function publishStudy(browser: Browser) {
  const owner = await browser.newContext({ baseURL: base });
  const headers = { origin: base };
  expect(
    (
      await owner.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('owner'), password: PASSWORD, name: 'Owner' },
        headers,
      })
    ).status(),
  ).toBe(200);
  const survey = (await (
    await owner.request.post('/api/surveys', { data: { template_data: studyDocument }, headers })
  ).json()) as { id: string };
  const { shareId } = (await (
    await owner.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };
  return { owner, surveyId: survey.id, shareId };
}

test('The respondent pages have no serious accessibility violations at 360 px', async ({ browser }) => {
  const { owner, shareId } = await publishStudy(browser);
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 740 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
  await page.goto(`/t/${shareId}`);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByLabel('Your name').fill('Axe');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Which concept do you prefer?' })).toBeVisible();
  expect(await serious()).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await context.close();
  await owner.close();
});

test('A respondent answers every question type on a phone, reloads mid-way, leaves a voice note and submits once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, surveyId, shareId } = await publishStudy(browser);
  const survey = { id: surveyId };

  // A respondent, with no account, on a phone.
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['microphone'],
  });
  const page = await context.newPage();
  await page.goto(`/t/${shareId}`);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Your name').fill('Jane Respondent');
  await next.click();

  // Multiple choice with "Other", plus a voice note.
  await expect(page.getByRole('heading', { name: 'Which concept do you prefer?' })).toBeFocused();
  // Side by side: the variants come in this respondent's random order, so either one is shown first.
  const shownVariant = page
    .getByText(/^(Save more, stress less\.|Every dollar, planned\.)$/)
    .filter({ visible: true });
  await expect(shownVariant).toHaveCount(1);
  // A voice note alone answers the required question; replacing it deletes the first one.
  await page.getByRole('button', { name: 'Record a voice note' }).click();
  await expect(page.getByText('Recording', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Recording time' })).toHaveText(/0:0[1-9]/);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText('It will be sent with your answers.')).toBeVisible();
  await expect(next).toBeEnabled();
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/voice/'),
  );
  await page.getByRole('button', { name: 'Replace' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByRole('timer', { name: 'Recording time' })).toHaveText(/0:0[1-9]/);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText('It will be sent with your answers.')).toBeVisible();
  await page.getByRole('radio', { name: 'Other' }).click();
  await page.getByRole('textbox', { name: 'Other' }).fill('Both, honestly');
  await next.click();

  // Number select by keyboard: the 4 key picks 4, Enter moves on.
  await expect(page.getByRole('heading', { name: 'How clear is it?' })).toBeFocused();
  await page.keyboard.press('4');
  await expect(page.getByRole('radio', { name: /4/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Monthly budget?' })).toBeVisible();

  // A reload mid-way resumes where the respondent was.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Monthly budget?' })).toBeVisible();
  await expect(page.getByText('QUESTION 3')).toBeVisible();

  const slider = page.getByRole('slider');
  await expect(slider).toHaveValue('500');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('550');
  await next.click();

  await page.getByRole('checkbox', { name: 'Mint' }).click();
  await page.getByRole('checkbox', { name: 'Spreadsheet' }).click();
  await next.click();

  await page.getByRole('radio', { name: 'Yes' }).click();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Rate the design' })).toBeFocused();
  await page.keyboard.press('5');
  await next.click();

  // Single choice toggles off on a second click.
  const green = page.getByRole('radio', { name: 'Green' });
  await green.click();
  await expect(green).toHaveAttribute('aria-checked', 'true');
  await green.click();
  await expect(green).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('radio', { name: 'Blue' }).click();
  await next.click();

  await page.getByRole('textbox').fill('Great idea, ship it.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks a lot!' })).toBeVisible();
  await expect(page.getByText('We read every answer.')).toBeVisible();

  // Every answer is stored, once: the owner's report counts each question's answer and shows it.
  const report = (await (await owner.request.get(`/api/reports/${survey.id}`)).json()) as SurveyReport;
  expect(report.totalResponses).toBe(1);
  const reported = report.pages.flatMap((p) =>
    p.content_blocks.flatMap((b) => (b.type === 'QUESTION_SET' ? b.items : [])),
  );
  const resultsOf = (text: string) => reported.find((q) => q.text === text)!.results;
  expect(reported.map((q) => [q.text, q.results.totalResponses])).toEqual(
    reported.map((q) => [q.text, 1]),
  );
  expect(reported).toHaveLength(8);
  expect(resultsOf('Which concept do you prefer?').responses.map((r) => [r.name, r.text])).toEqual([
    ['Jane Respondent', 'Both, honestly'],
  ]);
  expect(resultsOf('How clear is it?').average).toBe(4);
  expect(resultsOf('Monthly budget?').average).toBe(550);
  expect(resultsOf('Rate the design').average).toBe(5);
  const chosen = (text: string) =>
    resultsOf(text)
      .distribution.filter((bucket) => bucket.value > 0)
      .map((bucket) => bucket.label)
      .sort();
  expect(chosen('Which apps do you use?')).toEqual(['Mint', 'Spreadsheet']);
  expect(chosen('Would you try it?')).toEqual(['Yes']);
  expect(chosen('Pick a colour')).toEqual(['Blue']);
  expect(resultsOf('Anything else?').responses.map((r) => r.text)).toEqual(['Great idea, ship it.']);
  expect(reported.flatMap((q) => q.results.voiceNotes.map((n) => n.transcription_status))).toEqual(['none']);

  // On a PostgreSQL server the rows themselves are checked too (the embedded database can't be read
  // from here: it belongs to the server's process).
  const databaseUrl = e2eDatabaseUrl();
  if (databaseUrl === null) {
    await context.close();
    await owner.close();
    return;
  }
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const submissions = await database.query('select id, name from submissions where survey_id = $1', [
      survey.id,
    ]);
    expect(submissions.rows).toEqual([{ id: expect.any(String), name: 'Jane Respondent' }]);
    const submissionId = submissions.rows[0].id as string;
    const answers = await database.query(
      `select a.question_id, a.text_value, a.numeric_value, a.choice_ids, a.other_text from answers a where a.submission_id = $1`,
      [submissionId],
    );
    expect(answers.rows).toHaveLength(8);
    const published = (await database.query('select published from surveys where id = $1', [survey.id]))
      .rows[0].published as {
      pages: {
        content_blocks: {
          type: string;
          items: {
            id: string;
            text: string;
            response_options: { options?: { id: string; text: string }[] };
          }[];
        }[];
      }[];
    };
    const questions = published.pages.flatMap((p) =>
      p.content_blocks.flatMap((b) => (b.type === 'QUESTION_SET' ? b.items : [])),
    );
    const answerTo = (text: string) => {
      const question = questions.find((q) => q.text === text)!;
      const row = answers.rows.find((r) => r.question_id === question.id);
      const optionText = (id: string) =>
        question.response_options.options?.find((o) => o.id === id)?.text ?? id;
      return { ...row, choices: ((row?.choice_ids as string[] | null) ?? []).map(optionText) };
    };
    expect(answerTo('Which concept do you prefer?')).toMatchObject({
      choices: ['__other__'],
      other_text: 'Both, honestly',
    });
    expect(answerTo('How clear is it?').numeric_value).toBe(4);
    expect(answerTo('Monthly budget?').numeric_value).toBe(550);
    expect(answerTo('Which apps do you use?').choices.sort()).toEqual(['Mint', 'Spreadsheet']);
    expect(answerTo('Would you try it?').choices).toEqual(['Yes']);
    expect(answerTo('Rate the design').numeric_value).toBe(5);
    expect(answerTo('Pick a colour').choices).toEqual(['Blue']);
    expect(answerTo('Anything else?').text_value).toBe('Great idea, ship it.');
    const notes = await database.query(
      'select submission_id, transcription, transcription_status from voice_comments where survey_id = $1',
      [survey.id],
    );
    expect(notes.rows).toEqual([
      { submission_id: submissionId, transcription: null, transcription_status: 'none' },
    ]);
  } finally {
    await database.end();
  }
  await context.close();
  await owner.close();
});
