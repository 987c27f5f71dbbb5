import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ARTIFACTS, E2E_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 12 §5 end to end (docs/decisions/029-distribution-controls.md): a survey closed by its
// response limit shows the closed card; one response per browser shows "already answered" on
// return; the thank-you page leads on to the redirect; the owner's settings and the closed card
// are photographed at 1440 and 390 px.

const base = `http://127.0.0.1:${E2E_PORT}`;

test.use({
  baseURL: base,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  },
});

const document = {
  title: 'Farmers market pulse',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [{ text: 'What should we sell next?', response_type: 'FREE_RESPONSE', required: true }],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thank you!', description: 'See you at the market.' },
  ],
};

type Settings = {
  closes_at?: string | null;
  closes_time_zone?: string | null;
  response_limit?: number | null;
  one_response_per_browser?: boolean;
  redirect_url?: string | null;
};

async function publish(
  browser: Browser,
  settings: Settings = {},
): Promise<{ owner: BrowserContext; shareId: string; surveyId: string }> {
  const owner = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const headers = { origin: base };
  const signUp = await owner.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('distribution'), password: PASSWORD, name: 'Owner' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const survey = (await (
    await owner.request.post('/api/surveys', { data: { template_data: document }, headers })
  ).json()) as { id: string };
  const { shareId } = (await (
    await owner.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };
  const saved = await owner.request.put(`/api/surveys/${survey.id}/distribution`, {
    data: {
      closes_at: null,
      closes_time_zone: null,
      response_limit: null,
      one_response_per_browser: false,
      redirect_url: null,
      ...settings,
    },
    headers,
  });
  expect(saved.status()).toBe(200);
  return { owner, shareId, surveyId: survey.id };
}

async function answer(page: Page, shareId: string, text = 'Sourdough') {
  await page.goto(`/t/${shareId}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a survey closed by its response limit shows the closed card to the next respondent', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, shareId } = await publish(browser, { response_limit: 1 });
  const first = await browser.newPage();
  await answer(first, shareId);
  await expect(first.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    const late = await browser.newPage({ viewport: { width, height } });
    await late.goto(`/t/${shareId}`);
    await expect(late.getByRole('heading', { name: 'This survey is closed' })).toBeVisible();
    await expect(late.getByText('It has received all the responses it needs')).toBeVisible();
    await expect(late.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await late.screenshot({ path: `${E2E_ARTIFACTS}/distribution-closed-${width}.png`, fullPage: true });
    await late.close();
  }
  await owner.close();
});

test('a respondent who started before the limit was reached is told their answers were not recorded', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, shareId } = await publish(browser, { response_limit: 1 });
  const slow = await browser.newPage();
  await slow.goto(`/t/${shareId}`);
  await slow.getByRole('button', { name: 'Next' }).click();
  await slow.getByRole('textbox').fill('Honey');
  // Meanwhile someone else takes the last place.
  const fast = await browser.newPage();
  await answer(fast, shareId);
  await expect(fast.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await slow.getByRole('button', { name: 'Submit' }).click();
  await expect(
    slow.getByRole('heading', { name: 'This survey closed before your answers arrived' }),
  ).toBeVisible();
  await expect(slow.getByText('your answers were not recorded')).toBeVisible();
  await owner.close();
});

test('one response per browser: the same browser sees "already answered" on return, another browser answers', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, shareId } = await publish(browser, { one_response_per_browser: true });
  const respondent = await browser.newContext({ baseURL: base });
  const page = await respondent.newPage();
  await answer(page, shareId);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'You’ve already answered this survey' })).toBeVisible();
  // A second tab of the same browser, too.
  const tab = await respondent.newPage();
  await tab.goto(`/t/${shareId}`);
  await expect(tab.getByRole('heading', { name: 'You’ve already answered this survey' })).toBeVisible();

  const other = await browser.newPage();
  await answer(other, shareId, 'Apples');
  await expect(other.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await respondent.close();
  await owner.close();
});

test('after the thank-you page, "Continue" is shown and the respondent is taken to the redirect', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const target = `${base}/?from=market-survey`;
  const { owner, shareId } = await publish(browser, { redirect_url: target });
  const page = await browser.newPage();
  await answer(page, shareId);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', target);
  await page.waitForURL(target, { timeout: 15_000 });
  await owner.close();
});

test('the owner sets a limit in the response settings; the header and the dashboard card show it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, shareId } = await publish(browser);
  const page = await owner.newPage();
  await page.goto(`/analytics/${shareId}`);
  await page.getByRole('button', { name: 'Response settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Response settings' });
  await dialog.getByRole('switch', { name: 'Stop after a number of responses' }).click();
  await dialog.getByRole('spinbutton', { name: 'Response limit' }).fill('100');
  await dialog.getByRole('switch', { name: 'One response per browser' }).click();
  await dialog
    .getByRole('textbox', { name: 'After the thank-you page, continue to' })
    .fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save response settings' }).click();
  await expect(dialog.getByText('The redirect address must be a full web address')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'After the thank-you page, continue to' })
    .fill('https://example.com/market');
  await dialog.getByRole('button', { name: 'Save response settings' }).click();
  await expect(dialog.getByText('Saved')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Close on a date' }).click();
  await dialog.getByLabel('Closing date and time').fill('2030-12-01T17:00');
  await dialog.getByRole('button', { name: 'Save response settings' }).click();
  await expect(dialog.getByText('Saved')).toBeVisible();
  await expect(dialog.getByTestId('distribution-status')).toContainText('Closes 1 Dec, 17:00');
  await expect(dialog.getByTestId('distribution-status')).toContainText('0 of 100 responses');
  await page.screenshot({ path: `${E2E_ARTIFACTS}/distribution-settings-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/distribution-settings-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('distribution-status').first()).toContainText('0 of 100 responses');

  await page.goto('/polls');
  const card = page.getByTestId('survey-card').filter({ hasText: 'Farmers market pulse' });
  await expect(card.getByTestId('distribution-status')).toContainText('Closes 1 Dec, 17:00');
  await expect(card.getByTestId('distribution-status')).toContainText('0 of 100 responses');
  await page.screenshot({ path: `${E2E_ARTIFACTS}/distribution-dashboard-1440.png` });
  await owner.close();
});
