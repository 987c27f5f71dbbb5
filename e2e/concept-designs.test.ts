import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { CONCEPT_VARIANTS, conceptTestSurvey } from '../src/shared/survey/concept-test-fixture.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// Issue 11 in the browser: the author picks the study design on the media set; a respondent of a
// monadic test sees exactly one variant; in a sequential monadic test every variant once, in a
// random order that is recorded and answered per variant; a side-by-side choice waits until every
// variant was seen.

// Journeys of several respondents each, on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

type Design = Parameters<typeof conceptTestSurvey>[0];

async function publishedSurvey(page: Page, design: Design): Promise<{ id: string; shareId: string }> {
  await signUpByApi(page, uniqueEmail('concept'));
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
  const survey = (await call('POST', '/api/surveys', { template_data: conceptTestSurvey(design) })) as {
    id: string;
  };
  const { shareId } = (await call('POST', `/api/surveys/${survey.id}/publish`, {})) as { shareId: string };
  return { id: survey.id, shareId };
}

/** A respondent in their own browser (their own stored progress and variant order). */
async function respondent(browser: Browser, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  return context.newPage();
}

const texts = CONCEPT_VARIANTS.map((variant) => variant.text);
const visibleConcepts = async (page: Page) => {
  const shown: string[] = [];
  for (const text of texts) if (await page.getByText(text).isVisible()) shown.push(text);
  return shown;
};

/** The owner's CSV of responses, as rows of cells by header. */
async function responsesCsv(page: Page, shareId: string): Promise<Record<string, string>[]> {
  const response = await page.request.get(`/api/reports/${shareId}/responses.csv`);
  expect(response.ok()).toBe(true);
  const [header, ...lines] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index]!, cell])));
}

test('Monadic: each respondent sees exactly one variant, and the assignment is stored with the response', async ({
  page,
  browser,
}) => {
  const { shareId } = await publishedSurvey(page, { design: 'monadic' });
  const seen: string[] = [];
  for (const width of [1440, 390]) {
    const visitor = await respondent(browser, width);
    await visitor.goto(`/t/${shareId}`);
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(visitor.getByRole('heading', { name: 'How appealing is this packaging?' })).toBeVisible();
    const shown = await visibleConcepts(visitor);
    expect(shown).toHaveLength(1);
    await expect(visitor.getByRole('group', { name: 'Variants' })).toHaveCount(0);
    await visitor.screenshot({ path: `${E2E_ARTIFACTS}/concept-monadic-${width}.png`, fullPage: true });
    await visitor.getByRole('radio', { name: '4' }).click();
    await visitor.getByRole('button', { name: 'Next' }).click();
    // The same one variant on the next question.
    await expect(visitor.getByText(shown[0]!)).toBeVisible();
    expect(await visibleConcepts(visitor)).toEqual(shown);
    await visitor.getByRole('radio', { name: /Calm/ }).click();
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thanks!' })).toBeVisible();
    seen.push(shown[0]!);
    await visitor.context().close();
  }
  // Balanced: the second respondent got another variant than the first.
  expect(new Set(seen).size).toBe(2);
  const rows = await responsesCsv(page, shareId);
  const byText = new Map<string, string>(CONCEPT_VARIANTS.map((variant) => [variant.text, variant.title]));
  expect(rows.map((row) => row['Assigned variant']).sort()).toEqual(
    seen.map((text) => byText.get(text)).sort(),
  );
  for (const row of rows) expect(row['How appealing is this packaging?']).toBe('4');
});

test('Sequential monadic: every variant once, in a recorded random order, answered per variant', async ({
  page,
  browser,
}) => {
  const { shareId } = await publishedSurvey(page, { design: 'sequential_monadic' });
  const visitor = await respondent(browser, 390);
  await visitor.goto(`/t/${shareId}`);
  await visitor.getByRole('button', { name: 'Next' }).click();
  const order: string[] = [];
  for (let index = 1; index <= 3; index++) {
    const label = visitor.getByText(new RegExp(`· ${index} of 3$`));
    await expect(label).toBeVisible();
    order.push((await label.textContent())!.split(' · ')[0]!);
    expect(await visibleConcepts(visitor)).toHaveLength(1);
    if (index === 2)
      await visitor.screenshot({ path: `${E2E_ARTIFACTS}/concept-sequential-390.png`, fullPage: true });
    await visitor.getByRole('radio', { name: String(index + 1) }).click();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(visitor.getByRole('heading', { name: 'Which word fits it best?' })).toBeVisible();
    await visitor.getByRole('radio', { name: /Fresh/ }).click();
    await visitor.getByRole('button', { name: 'Next' }).click();
  }
  expect([...order].sort()).toEqual(['Desert', 'Forest', 'Ocean']);
  await expect(visitor.getByRole('heading', { name: 'Which packaging would you pick?' })).toBeVisible();
  await visitor.getByRole('radio', { name: new RegExp(order[1]!) }).click();
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thanks!' })).toBeVisible();

  const [row] = await responsesCsv(page, shareId);
  expect(row!['Variant order']).toBe(order.join(' > '));
  order.forEach((name, index) =>
    expect(row![`How appealing is this packaging? [${name}]`]).toBe(String(index + 2)),
  );
  expect(row!['Which packaging would you pick?']).toBe(order[1]);
});

test('Side by side: the choice waits until every variant was on screen; the design control explains each design', async ({
  page,
  browser,
}) => {
  const { id, shareId } = await publishedSurvey(page, { design: 'side_by_side', mustViewAll: true });
  for (const width of [1440, 390]) {
    const visitor = await respondent(browser, width);
    await visitor.goto(`/t/${shareId}`);
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByRole('radio', { name: '3' }).click();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByRole('radio', { name: /Bold/ }).click();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(visitor.getByRole('heading', { name: 'Which packaging would you pick?' })).toBeVisible();
    const tabs = visitor.getByRole('group', { name: 'Variants' }).getByRole('button');
    const first = (await tabs.first().textContent())!;
    await visitor.getByRole('radio', { name: new RegExp(first) }).click();
    await expect(
      visitor.getByText('Please look at every variant before choosing. (1 of 3 seen)'),
    ).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await visitor.screenshot({ path: `${E2E_ARTIFACTS}/concept-must-view-${width}.png`, fullPage: true });
    for (let index = 1; index < 3; index++) await tabs.nth(index).click();
    await expect(visitor.getByText(/Please look at every variant/)).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thanks!' })).toBeVisible();
    await visitor.context().close();
  }

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto(`/surveys/${id}/edit`);
    const control = page.getByRole('group', { name: 'How people see the variants' });
    await control.scrollIntoViewIfNeeded();
    await expect(control.getByRole('radio', { name: /Side by side/ })).toBeChecked();
    await control.screenshot({ path: `${E2E_ARTIFACTS}/concept-design-control-${width}.png` });
  }
  await page.getByRole('radio', { name: /One per person/ }).check();
  await expect(page.getByRole('switch', { name: /must view every variant/ })).toHaveCount(0);
});
