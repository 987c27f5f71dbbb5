import { expect, test, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// Issue 12 §7: a survey with a ranking and a matrix question, answered with the keyboard alone on a
// phone and on a desktop; the analytics page then shows the average ranks and the matrix grid.

const surveyDocument = {
  title: 'Roadmap check',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Rank these features',
              response_type: 'RANKING',
              required: true,
              options: ['Speed', 'Price', 'Support'],
            },
          ],
        },
      ],
    },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'How do you rate us?',
              response_type: 'MATRIX',
              required: true,
              response_options: {
                rows: ['Speed of the app', 'Price'],
                columns: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'],
              },
            },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thanks!' },
  ],
};

async function publish(page: Page): Promise<{ id: string; shareId: string }> {
  await signUpByApi(page, uniqueEmail('ranking'));
  await page.goto('/polls');
  const call = async (method: string, path: string, data?: unknown) => {
    const response = await page.request.fetch(path, {
      method,
      data,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const survey = (await call('POST', '/api/surveys', { template_data: surveyDocument })) as { id: string };
  const { shareId } = (await call('POST', `/api/surveys/${survey.id}/publish`, {})) as { shareId: string };
  return { id: survey.id, shareId };
}

/** Presses Tab until the focused element matches (keyboard only, as a respondent would). */
async function tabTo(page: Page, matches: (label: string) => boolean, limit = 25, key = 'Tab') {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(key);
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-label');
      if (labelled) return labelled;
      const group = element.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
      return `${group}|${element.closest('label')?.textContent ?? element.textContent ?? ''}`;
    });
    if (matches(label)) return;
  }
  throw new Error('focus never reached the element');
}

async function answerByKeyboard(page: Page, shareId: string, width: number, shots: boolean) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.goto(`/t/${shareId}`);
  await tabTo(page, (label) => label.includes('Start') || label.includes('Next'));
  await page.keyboard.press('Enter');

  // Ranking: move Speed to the end with its handle, then Support up one with the arrow key.
  await expect(page.getByRole('heading', { name: 'Rank these features' })).toBeVisible();
  await tabTo(page, (label) => label === 'Speed, position 1 of 3');
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Speed, position 3 of 3' })).toBeFocused();
  await tabTo(page, (label) => label === 'Support, position 2 of 3');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Support, position 1 of 3' })).toBeFocused();
  await expect(page.getByText('Support, position 1 of 3.')).toBeAttached();
  if (shots) await page.screenshot({ path: `${E2E_ARTIFACTS}/ranking-take-${width}.png`, fullPage: true });
  await tabTo(page, (label) => label.endsWith('Next'));
  await page.keyboard.press('Enter');

  // Matrix: one radio group per statement; Space picks, arrows move within the row.
  await expect(page.getByRole('heading', { name: 'How do you rate us?' })).toBeVisible();
  await tabTo(page, (label) => label.startsWith('Speed of the app|'));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // Very good
  await expect(page.getByText('1 of 2 answered', { exact: true })).toBeVisible();
  // Like any required question, the missing statement is named only once the respondent tries to
  // go on: Submit stays on the grid and says which one.
  await expect(page.getByText('has no answer yet', { exact: false })).toHaveCount(0);
  await tabTo(page, (label) => label.endsWith('Submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('"Price" has no answer yet', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How do you rate us?' })).toBeVisible();
  // Back into the row from below lands on its last point (Excellent); three steps left is Fair.
  await tabTo(page, (label) => label.startsWith('Price|'), 25, 'Shift+Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // Fair
  await expect(page.getByText('2 of 2 answered', { exact: true })).toBeVisible();
  const row = page.getByRole('group', { name: 'Price' });
  await expect(row.getByRole('radio', { name: 'Fair' })).toBeChecked();
  if (shots) await page.screenshot({ path: `${E2E_ARTIFACTS}/matrix-take-${width}.png`, fullPage: true });
  await tabTo(page, (label) => /Submit|Finish|Send/.test(label));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible({ timeout: 20_000 });
}

test('ranking and matrix answered by keyboard alone on a phone and a desktop; analytics shows ranks and the grid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { id, shareId } = await publish(page);

  // On a phone the matrix stacks its choices under each statement (no squashed table).
  await answerByKeyboard(page, shareId, 390, true);
  await answerByKeyboard(page, shareId, 1440, true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/analytics/${shareId}`);
  const ranking = page.getByRole('table').filter({ hasText: 'Average rank' });
  await expect(ranking).toBeVisible({ timeout: 20_000 });
  // Both respondents ranked Support, Price, Speed: average ranks 1.0, 2.0, 3.0; Support first for all.
  await expect(ranking.getByRole('row')).toHaveText([
    /Option.*Average rank/,
    /Support.*1\.0.*100%/,
    /Price.*2\.0/,
    /Speed.*3\.0.*0%/,
  ]);
  const grid = page.getByRole('table').filter({ hasText: 'Mean' });
  await expect(grid.getByRole('row', { name: /Speed of the app/ })).toContainText('100%');
  await expect(grid.getByRole('row', { name: /Speed of the app/ })).toContainText('4.0');
  await expect(grid.getByRole('row', { name: /^Price/ })).toContainText('2.0');
  await page.screenshot({ path: `${E2E_ARTIFACTS}/ranking-matrix-analytics-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/ranking-matrix-analytics-390.png`, fullPage: true });

  // The editor of both questions, wide and narrow.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto(`/surveys/${id}/edit`);
    await expect(page.getByText('Rank these features').first()).toBeVisible({ timeout: 20_000 });
    await page.getByText('Rank these features').first().click();
    await expect(page.getByRole('button', { name: 'Move option 1 down' })).toBeVisible();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/ranking-editor-${width}.png`, fullPage: true });
    await page.getByText('How do you rate us?').first().click();
    await expect(page.getByRole('button', { name: 'Add statement' })).toBeVisible();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/matrix-editor-${width}.png`, fullPage: true });
  }
});

test('a ranking reordered by pointer drag on a phone and then by keyboard is stored in that order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { shareId } = await publish(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/t/${shareId}`);
  await page.getByRole('button', { name: /Start|Next/ }).click();
  await expect(page.getByRole('heading', { name: 'Rank these features' })).toBeVisible();

  // Drag "Speed" by its handle from first place to below "Support" (mouse down, move, up).
  const handle = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}, position`) });
  const from = (await handle('Speed').boundingBox())!;
  const to = (await handle('Support').boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, to.y + to.height / 2, { steps: 4 });
  await page.mouse.move(from.x + 20, to.y + to.height - 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: /, position \d of 3$/ })).toHaveText([
    /Price/,
    /Support/,
    /Speed/,
  ]);
  await expect(handle('Speed')).toHaveAccessibleName('Speed, position 3 of 3');
  await page.screenshot({ path: `${E2E_ARTIFACTS}/ranking-drag-390.png`, fullPage: true });

  // Then the keyboard: Support up one place with the arrow key on its handle.
  await handle('Support').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Support, position 1 of 3' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();

  const grid = page.getByRole('group', { name: 'How do you rate us?' });
  await grid.getByRole('group', { name: 'Speed of the app' }).getByRole('radio', { name: 'Good', exact: true }).check();
  await grid.getByRole('group', { name: 'Price' }).getByRole('radio', { name: 'Fair' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible({ timeout: 20_000 });

  // The server keeps the order given: Support 1, Price 2, Speed 3.
  const csv = await (await page.request.get(`/api/reports/${shareId}/responses.csv`)).text();
  const [header, row] = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const rankOf = (option: string) => row![header!.findIndex((name) => name.includes(`[rank: ${option}]`))];
  expect([rankOf('Support'), rankOf('Price'), rankOf('Speed')]).toEqual(['1', '2', '3']);
});
