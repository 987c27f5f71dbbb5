import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 12 §6: an author filters the analytics page, the figures change, a reload keeps the
// filter, the CSV download carries only the filtered responses, and the cross-tab shows row
// percentages.

const base = `http://127.0.0.1:${E2E_PORT}`;
const headers = { origin: base };

const plans = {
  title: 'Plan feedback',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'optional' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Plan',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Free', 'Pro'] },
            },
            { text: 'Rating', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            {
              text: 'Team size',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Solo', 'Team'] },
            },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

test('An author filters the analytics page, keeps the filter on reload, downloads it and reads a cross-tab', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('filters'), password: PASSWORD, name: 'F' },
        headers,
      })
    ).status(),
  ).toBe(200);
  const survey = (await (
    await page.request.post('/api/surveys', { data: { template_data: plans }, headers })
  ).json()) as {
    id: string;
    draft: {
      pages: {
        content_blocks: { items: { id: string; response_options: { options?: { id: string }[] } }[] }[];
      }[];
    };
  };
  const { shareId } = (await (
    await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };
  const [plan, rating, size] = survey.draft.pages[1]!.content_blocks[0]!.items;
  const [free, pro] = plan!.response_options.options!;
  const [solo, team] = size!.response_options.options!;
  const respondent = await playwright.request.newContext({ baseURL: base });
  // Ann, Bob, Cy and Dee on Pro (three in teams); Eve and Finn on Free.
  for (const [name, picked, score, teamSize] of [
    ['Ann', pro, 5, team],
    ['Bob', pro, 4, team],
    ['Cy', pro, 2, solo],
    ['Dee', pro, 5, team],
    ['Eve', free, 1, solo],
    ['Finn', free, 3, solo],
  ] as const) {
    const response = await respondent.post(`/api/public/surveys/${shareId}/submissions`, {
      data: {
        name,
        answers: [
          { question_id: plan!.id, choice_ids: [picked!.id] },
          { question_id: rating!.id, numeric_value: score },
          { question_id: size!.id, choice_ids: [teamSize!.id] },
        ],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status()).toBe(201);
  }
  await respondent.dispose();

  await page.goto(`/analytics/${shareId}`);
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByText('All responses')).toBeVisible();
  const totalStat = page.locator('dt', { hasText: /^Total Responses$/ }).locator('..');
  await expect(totalStat).toContainText('6');

  // Plan is Pro.
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await filters.getByLabel('Filter by').selectOption({ label: 'Plan' });
  await filters.getByLabel('Option').selectOption({ label: 'Pro' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByText('Plan is Pro')).toBeVisible();
  await expect(totalStat).toContainText('4');
  await expect(page).toHaveURL(new RegExp(`a\\.${plan!.id}\\.is=${pro!.id}`));

  // Rating at least 4: Ann, Bob and Dee.
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await filters.getByLabel('Filter by').selectOption({ label: 'Rating' });
  await filters.getByLabel('Condition').selectOption({ label: 'at least' });
  await filters.getByLabel('Number').fill('4');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByText('Rating ≥ 4')).toBeVisible();
  await expect(totalStat).toContainText('3');

  // A reload keeps the filter and its figures.
  await page.reload();
  await expect(filters.getByText('Plan is Pro')).toBeVisible();
  await expect(filters.getByText('Rating ≥ 4')).toBeVisible();
  await expect(totalStat).toContainText('3');

  // The CSV download carries only the filtered responses.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: /CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toContain('-filtered');
  const csv = readFileSync((await download.path())!, 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
  expect(rows.map((row) => row.split(',')[2]).sort()).toEqual(['Ann', 'Bob', 'Dee']);

  // The cross-tab: plan by team size, row percentages.
  await page.getByLabel('Rows').selectOption({ label: 'Plan' });
  await page.getByLabel('Columns').selectOption({ label: 'Team size' });
  const table = page.getByRole('region', { name: 'Cross-tab' }).getByRole('table');
  await expect(table).toHaveAccessibleName(/Each row adds up to 100%/);
  // Under the filter all three are Pro and in teams.
  await expect(table.getByRole('row', { name: /^Pro/ })).toContainText('100.0%');

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: testInfo.outputPath('report-filters-1440.png'), fullPage: true });

  // Removing the rating chip: Pro only; the cross-tab follows (3 of 4 Pro in teams: 75%).
  await filters.getByRole('button', { name: 'Remove filter: Rating ≥ 4' }).click();
  await expect(totalStat).toContainText('4');
  await expect(table.getByRole('row', { name: /^Pro/ })).toContainText('75.0%');
  await expect(table.getByRole('row', { name: /^Pro/ })).toContainText('25.0%');

  // Back returns to the previous filter.
  await page.goBack();
  await expect(filters.getByText('Rating ≥ 4')).toBeVisible();
  await expect(totalStat).toContainText('3');

  // A filter nobody meets says so; Clear all brings everything back.
  await page.goto(`/analytics/${shareId}?a.${rating!.id}.min=5&a.${rating!.id}.max=1`);
  await expect(page.getByText('No responses match these filters')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('report-filters-390.png'), fullPage: true });
  await filters.getByRole('button', { name: 'Clear all' }).click();
  await expect(filters.getByText('All responses')).toBeVisible();
  await expect(totalStat).toContainText('6');
  await page.screenshot({ path: testInfo.outputPath('report-filters-390-all.png'), fullPage: false });

  // The completion control: kept in the URL and on reload, at both widths.
  await filters.getByLabel('Responses').selectOption({ label: 'Completed and partial' });
  await expect(page).toHaveURL(/completion=all/);
  await expect(filters.getByText('Completed and partial', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(filters.getByLabel('Responses')).toHaveValue('all');
  await expect(totalStat).toContainText('6');
  await filters.screenshot({ path: testInfo.outputPath('filter-bar-completion-390.png') });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await filters.screenshot({ path: testInfo.outputPath('filter-bar-completion-1440.png') });
});
