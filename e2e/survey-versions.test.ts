import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 10, web side: live vs draft, Publish changes with its diff, a refused publish's problem
// list, Discard changes, version history with restore, and a respondent who started on version 1
// finishing after version 2 is live, with both versions' answers in analytics.

const base = `http://127.0.0.1:${E2E_PORT}`;
const headers = { origin: base };
const shots = 'e2e/.artifacts/survey-versions';

const study = {
  title: 'Checkout study',
  description: 'How easy is paying?',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'How easy was checkout?',
              response_type: 'NUMBER_SELECT',
              required: true,
              response_options: { min: 1, max: 5 },
            },
            { text: 'What slowed you down?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

interface Created {
  id: string;
  draft: { pages: { content_blocks: { items: { id: string }[] }[] }[] };
}

async function signUp(page: Page, label: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail(label), password: PASSWORD, name: label },
    headers,
  });
  expect(response.status()).toBe(200);
}

async function createSurvey(page: Page, template: unknown): Promise<Created> {
  return (await (
    await page.request.post('/api/surveys', { data: { template_data: template }, headers })
  ).json()) as Created;
}

async function publish(page: Page, id: string): Promise<{ shareId: string; version: number }> {
  const response = await page.request.post(`/api/surveys/${id}/publish`, { data: {}, headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as { shareId: string; version: number };
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('A respondent who started version 1 finishes after version 2 is published, and analytics shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUp(page, 'versions');
  const survey = await createSurvey(page, study);
  const { shareId } = await publish(page, survey.id);

  // A respondent starts version 1 and answers the first question.
  const respondentContext = await browser.newContext({ baseURL: base });
  const respondent = await respondentContext.newPage();
  await respondent.goto(`/t/${shareId}`);
  await respondent.getByPlaceholder('Jane Doe').fill('Early bird');
  await respondent.getByRole('button', { name: 'Next' }).click();
  await respondent.getByRole('radio', { name: /^4/ }).click();
  await respondent.getByRole('button', { name: 'Next' }).click();

  // The author renames the survey in the editor: LIVE with unpublished changes.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/surveys/${survey.id}/edit`);
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live');
  const title = page.getByRole('textbox', { name: 'Survey title' });
  await title.fill('Checkout study, round two');
  await expect(page.getByText(/^Saved/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live_with_changes');
  await expect(page.getByTestId('live-version-notice')).toContainText('Respondents see version 1');
  await expect(page.getByTestId('live-version-notice')).toContainText('Checkout study');
  await shoot(page, 'editor-badge');

  // Publish changes lists what changed since version 1.
  await page.getByRole('button', { name: 'Publish changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish changes' });
  await expect(dialog.getByRole('list', { name: 'Changes' })).toContainText(
    'Title changed from “Checkout study” to “Checkout study, round two”',
  );
  await shoot(page, 'publish-dialog');
  await dialog.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByText('Version 2 is live.')).toBeVisible();
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live');

  // The respondent on version 1 finishes and is thanked.
  await respondent.getByRole('textbox').fill('Nothing, it was quick');
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(respondent.getByText('Thank You!')).toBeVisible();
  await respondentContext.close();

  // A respondent of version 2.
  const [easy] = survey.draft.pages[1]!.content_blocks[0]!.items;
  const late = await page.request.post(`/api/public/surveys/${shareId}/submissions`, {
    data: { name: 'Late', answers: [{ question_id: easy!.id, numeric_value: 2 }] },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(late.status()).toBe(201);

  // Dashboard: the card says LIVE.
  await page.goto('/polls');
  await expect(page.getByTestId('survey-card').getByTestId('lifecycle-badge')).toHaveAttribute(
    'data-state',
    'live',
  );
  await shoot(page, 'dashboard-badge');

  // Analytics: both answers under all versions, one each under a version.
  await page.goto(`/analytics/${shareId}`);
  const total = page.getByText('Total Responses', { exact: true }).locator('..');
  await expect(total).toContainText('2');
  const picker = page.getByRole('combobox', { name: 'Version' });
  await picker.selectOption('1');
  await expect(page.getByText('Showing only answers to version 1.')).toBeVisible();
  await expect(total).toContainText('1');
  await expect(page.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', /version=1$/);
  await picker.selectOption('2');
  await expect(page.getByText('Showing only answers to version 2 (live).')).toBeVisible();
  await expect(total).toContainText('1');
  await shoot(page, 'analytics-filter');
});

test('A refused publish shows its problems in the editor, each next to the place to fix', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, 'problems');
  const survey = await createSurvey(page, {
    title: 'Broken draft',
    pages: [
      {
        page_type: 'STANDARD',
        content_blocks: [{ type: 'QUESTION_SET', items: [{ text: '', response_type: 'FREE_RESPONSE' }] }],
      },
    ],
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/surveys/${survey.id}/edit`);
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'draft');
  await page.getByRole('button', { name: 'Launch Survey' }).click();

  const summary = page.getByRole('region', { name: "This survey can't be published yet" });
  await expect(summary).toBeVisible();
  const problem = summary.getByRole('button', { name: /Question 1 has no text/ });
  await expect(problem).toBeVisible();
  const marker = page.getByTestId('problem-marker');
  await expect(marker).toContainText('Question 1 has no text');
  await shoot(page, 'problem-list');
  await problem.click();
  await expect(marker).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/surveys/${survey.id}/edit$`));

  // Fixing it in the editor empties the list.
  await page
    .getByRole('button', { name: /Question 1/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Question 1 text' }).fill('What brought you here?');
  await expect(
    page.getByText('Every problem is fixed. Publish again when you’re ready.'.replace('’', "'")),
  ).toBeVisible();
});

test('Discard changes resets the draft; history lists versions, opens one read-only and restores it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'history');
  const survey = await createSurvey(page, study);
  await publish(page, survey.id);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/surveys/${survey.id}/edit`);
  const title = page.getByRole('textbox', { name: 'Survey title' });

  // Version 2 with a new title.
  await title.fill('Second title');
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live_with_changes');
  await expect(page.getByText(/^Saved/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live');

  // An edit, then Discard changes.
  await title.fill('A title nobody should see');
  await expect(page.getByText(/^Saved/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page
    .getByRole('dialog', { name: 'Discard unpublished changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(page.getByText('Changes discarded.')).toBeVisible();
  await expect(title).toHaveValue('Second title');
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live');

  // History: both versions, version 1 read-only, restored into the draft.
  await page.getByRole('button', { name: 'Version history' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  const list = history.getByRole('list', { name: 'Published versions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem', { name: 'Version 2' })).toContainText('LIVE');
  await expect(list.getByRole('listitem', { name: 'Version 1' })).toContainText('0 responses');
  await shoot(page, 'history');
  await history.getByRole('button', { name: 'Open version 1' }).click();
  const opened = page.getByRole('dialog', { name: 'Version 1' });
  await expect(opened.getByRole('article', { name: 'Survey as published' })).toContainText('Checkout study');
  await expect(opened.getByRole('textbox')).toHaveCount(0);
  await opened.getByRole('button', { name: 'Restore into draft' }).click();
  await page
    .getByRole('dialog', { name: 'Restore version 1 into the draft?' })
    .getByRole('button', { name: 'Restore into draft' })
    .click();
  await expect(page.getByText('Version 1 restored into the draft.')).toBeVisible();
  await expect(title).toHaveValue('Checkout study');
  await expect(page.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live_with_changes');

  // Preview of the draft: the respondent's flow under its banner.
  await page.goto(`/surveys/${survey.id}/preview`);
  await expect(page.getByRole('note', { name: 'Preview' })).toHaveText('Preview — answers are not saved');
  // It is the respondent's own bundle (take.html), not the app's.
  await expect(page.locator('script[type="module"][src*="/assets/take-"]')).toHaveCount(1);
});
