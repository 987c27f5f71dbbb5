import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

const base = `http://127.0.0.1:${E2E_PORT}`;
const headers = { origin: base };

const checkout = {
  title: 'Checkout study',
  description: 'How easy is paying?',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'optional' } },
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
            {
              text: 'Monthly budget?',
              response_type: 'SLIDER',
              response_options: { min: 0, max: 1000, step: 1 },
            },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('An author manages surveys from the dashboard and reads correct results', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  // An author with a published, answered survey and a draft.
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('results'), password: PASSWORD, name: 'R' },
        headers,
      })
    ).status(),
  ).toBe(200);
  const survey = (await (
    await page.request.post('/api/surveys', { data: { template_data: checkout }, headers })
  ).json()) as {
    id: string;
    draft: typeof checkout & { pages: { content_blocks: { items: { id: string }[] }[] }[] };
  };
  const { shareId } = (await (
    await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };
  await page.request.post('/api/surveys', {
    data: { template_data: { title: 'Zebra onboarding', description: 'First week' } },
    headers,
  });
  const [easy, slowed, budget] = survey.draft.pages[1]!.content_blocks[0]!.items;
  const respondent = await playwright.request.newContext({ baseURL: base });
  for (const [name, score, text, spend] of [
    ['Ann', 5, 'Nothing at all', 100],
    ['Bob', 4, 'The coupon field', 600],
    ['Cy', 2, 'Card form errors', 999],
  ] as const) {
    const response = await respondent.post(`/api/public/surveys/${shareId}/submissions`, {
      data: {
        name,
        answers: [
          { question_id: easy!.id, numeric_value: score },
          { question_id: slowed!.id, text_value: text },
          { question_id: budget!.id, numeric_value: spend },
        ],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status()).toBe(201);
  }
  await respondent.dispose();

  // Dashboard: cards, search, sort.
  await page.goto('/polls');
  await expect(page.getByRole('heading', { name: 'Checkout study' })).toBeVisible();
  await expect(page.getByText('3 Responses')).toBeVisible();
  await page.getByLabel('Search surveys').fill('zebra');
  await expect(page.getByRole('heading', { name: 'Zebra onboarding' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkout study' })).toBeHidden();
  await page.getByLabel('Clear search').click();
  await page.getByLabel('Sort surveys').selectOption('submission_count_desc');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Checkout study');

  // Share: the public switch, and copying the link.
  await page.getByRole('button', { name: 'More actions for Checkout study' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Public Survey')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Public access' }).click();
  await expect(page.getByText('Survey unpublished successfully')).toBeVisible();
  await expect(dialog.getByText('Private Survey')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  expect((await page.request.get(`/api/public/surveys/${shareId}`)).status()).toBe(404);
  await dialog.getByRole('switch', { name: 'Public access' }).click();
  await expect(page.getByText('Survey published successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/t/${shareId}`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Delete the draft.
  await page.getByRole('button', { name: 'More actions for Zebra onboarding' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      'This action cannot be undone. All survey data, responses, and analytics will be permanently removed.',
    ),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Survey' }).click();
  await expect(page.getByText('Survey deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zebra onboarding' })).toBeHidden();

  // Analytics: the right numbers.
  await page
    .getByRole('link', { name: /View Results/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/analytics/${shareId}$`));
  await expect(page.getByText('Total Responses', { exact: true })).toBeVisible();
  await expect(page.getByTestId('average').first()).toHaveText('3.7');
  // Both questions of the block at once, numbered as respondents saw them.
  const questions = page.getByRole('article');
  await expect(questions).toHaveCount(3);
  await expect(questions.nth(1).getByText('Q2', { exact: true })).toBeVisible();
  await expect(page.getByText('The coupon field')).toBeVisible();
  await shoot(page, 'analytics');

  // Comparison mode: Ann answered 5; the others 4 and 2.
  await page.getByRole('button', { name: 'Compare a participant' }).click();
  await page.getByPlaceholder('Search by name or email').fill('Ann');
  await page.getByRole('list', { name: 'Participants' }).getByRole('button', { name: /Ann/ }).click();
  await expect(page.getByText('You are here').first()).toBeVisible();
  await expect(page.getByText('Scored higher than 100% of participants')).toBeVisible();
  await expect(page.getByText('+1.3 from average')).toBeVisible();

  // CSV export.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Submitted at,Version,Name,Email,How easy was checkout?,What slowed you down?,Monthly budget?,Voice notes',
  );
  // Every response answered the one published version.
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['1', '1', '1']);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',').slice(2, 6).join(','))
      .sort(),
  ).toEqual(['Ann,,5,Nothing at all', 'Bob,,4,The coupon field', 'Cy,,2,Card form errors']);

  // Live: an answer submitted elsewhere shows within seconds, without a reload.
  await page.getByRole('button', { name: 'Exit comparison' }).click();
  const total = page.getByText('Total Responses', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('3');
  const late = await playwright.request.newContext({ baseURL: base });
  const response = await late.post(`/api/public/surveys/${shareId}/submissions`, {
    data: {
      name: 'Dee',
      answers: [
        { question_id: easy!.id, numeric_value: 3 },
        { question_id: slowed!.id, text_value: 'Arrived while watching' },
      ],
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(response.status()).toBe(201);
  await late.dispose();
  // One poll (3 s) and one report fetch, with room for a loaded machine.
  await expect(total).toHaveText('4', { timeout: 15_000 });
  await expect(page.getByText('Arrived while watching')).toBeVisible();
  await expect(page.getByTestId('average').first()).toHaveText('3.5');
});

const shots = 'e2e/.artifacts/results';

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
