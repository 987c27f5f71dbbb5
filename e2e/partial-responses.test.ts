import { expect, test } from '@playwright/test';
import type { FunnelReport, PartialResponsePage } from '../src/shared/report/funnel.ts';
import { E2E_POSTGRES_PORT } from '../playwright.config.ts';
import { phoneContext, publishByApi } from './support.ts';

// Issue 12 §3-4 end to end: a respondent who answers two steps and closes the page is a partial
// response and shows in the funnel; a respondent who completes shows as completed, not partial.

const base = `http://127.0.0.1:${E2E_POSTGRES_PORT}`;

test.use({
  baseURL: base,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  },
});

const document = {
  title: 'Coffee cart feedback',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      title: 'Your visit',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'What did you order?',
              response_type: 'SINGLE_CHOICE',
              required: true,
              response_options: { options: ['Espresso', 'Flat white', 'Tea'] },
            },
            {
              text: 'How was the wait?',
              response_type: 'NUMBER_SELECT',
              required: true,
              response_options: { min: 1, max: 5 },
            },
            { text: 'What should we change?', response_type: 'FREE_RESPONSE', required: true },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thank you!', description: 'See you at the cart.' },
  ],
};

test('a respondent who leaves after two steps is a partial response in the funnel; one who completes is completed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, shareId } = await publishByApi(browser, document, base);
  const funnel = async () =>
    (await (await owner.request.get(`/api/reports/${shareId}/funnel`)).json()) as FunnelReport;
  const partials = async () =>
    (await (await owner.request.get(`/api/reports/${shareId}/partials`)).json()) as PartialResponsePage;

  // Respondent 1 answers two questions, reaches the third and closes the page.
  const leaver = await phoneContext(browser, base);
  const page = await leaver.newPage();
  await page.goto(`/t/${shareId}`);
  await page.getByLabel('Your name').fill('Lena Leaver');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Flat white' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /4/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What should we change?' })).toBeVisible();
  // Saved in the background as they go: nothing on the page speaks of it.
  await expect.poll(async () => (await partials()).items[0]?.answered ?? 0, { timeout: 20_000 }).toBe(2);
  await page.close({ runBeforeUnload: true });
  await leaver.close();

  const afterLeaving = await funnel();
  expect(afterLeaving.funnel).toMatchObject({ views: 1, starts: 1, completions: 0 });
  expect(afterLeaving.funnel.steps.map((step) => [step.reached, step.leftHere])).toEqual([
    [1, 0],
    [1, 0],
    [1, 1],
  ]);

  const analytics = await owner.newPage();
  await analytics.goto(`/analytics/${shareId}`);
  const section = analytics.getByRole('region', { name: 'Drop-off funnel' });
  await expect(section.getByRole('list', { name: 'Funnel steps' }).getByRole('listitem')).toHaveCount(6);
  await expect(section.getByText('Starts').locator('..')).toContainText('1');
  const partialSection = analytics.getByRole('region', { name: /Partial responses/ });
  await expect(partialSection.getByText('Lena Leaver')).toBeVisible();
  await expect(partialSection.getByText('Partial', { exact: true })).toBeVisible();
  await expect(partialSection.getByText(/Reached step 3 of 3 · 2 answers/)).toBeVisible();

  // Respondent 2 completes.
  const finisher = await browser.newContext({ baseURL: base });
  const second = await finisher.newPage();
  await second.goto(`/t/${shareId}`);
  await second.getByLabel('Your name').fill('Cora Complete');
  await second.getByRole('button', { name: 'Next' }).click();
  await second.getByRole('radio', { name: 'Tea' }).click();
  await second.getByRole('button', { name: 'Next' }).click();
  await second.getByRole('radio', { name: /2/ }).click();
  await second.getByRole('button', { name: 'Next' }).click();
  await second.getByRole('textbox').fill('A second grinder, please.');
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await finisher.close();

  await expect.poll(async () => (await funnel()).funnel.completions, { timeout: 20_000 }).toBe(1);
  const done = await funnel();
  expect(done.funnel).toMatchObject({ views: 2, starts: 2, completions: 1, completionRate: 0.5 });
  expect(done.untrackedResponses).toBe(0);
  expect((await partials()).items.map((item) => item.name)).toEqual(['Lena Leaver']);

  await analytics.reload();
  await expect(section.getByText('Completions').locator('..')).toContainText('1');
  await expect(section.getByText('Completion rate').locator('..')).toContainText('50%');
  await expect(
    analytics.getByRole('region', { name: /Partial responses/ }).getByText('Cora Complete'),
  ).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: '/tmp/pollen-funnel-shots/funnel-1440.png' });
  await analytics.setViewportSize({ width: 390, height: 844 });
  await analytics.reload();
  await expect(section.getByRole('list', { name: 'Funnel steps' })).toBeVisible();
  expect(
    await analytics.evaluate(() => window.document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await section.screenshot({ path: '/tmp/pollen-funnel-shots/funnel-390.png' });
  await analytics
    .getByRole('region', { name: /Partial responses/ })
    .screenshot({ path: '/tmp/pollen-funnel-shots/partials-390.png' });
  await owner.close();
});
