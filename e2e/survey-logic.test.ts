import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import type { Page as SurveyPage, SurveyDocument } from '../src/shared/survey/survey-schema.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// Issue 12 in the browser: a branching survey answered two ways takes two paths (pages seen and
// progress); a link's hidden fields reach the participant view and the CSV, also after a reload
// without the query; a later question shows an earlier answer piped in.

test.describe.configure({ timeout: 120_000 });

const text = (id: string, words: string, required: boolean, position: number, key?: string) => ({
  id,
  text: words,
  description: '',
  required,
  position,
  ...(key ? { key } : {}),
  response_type: 'FREE_RESPONSE' as const,
  response_options: { placeholder: 'Type here', maxLength: 200 },
});

function page(id: string, position: number, title: string, items: object[], extra: object = {}): SurveyPage {
  return {
    id,
    title,
    description: '',
    page_type: 'STANDARD',
    position,
    options: {},
    visual_layout: null,
    content_blocks: [{ id: `block_${id}`, type: 'QUESTION_SET', position: 0, column_position: 0, items }],
    ...extra,
  } as SurveyPage;
}

/** About you (name, pet: none → end) › Dogs only (shown if dog) › Your pet (piped) › thanks. */
function petSurvey(): SurveyDocument {
  const pet = {
    id: 'q_pet',
    text: 'Which pet do you have?',
    description: '',
    required: true,
    position: 1,
    key: 'pet',
    response_type: 'SINGLE_CHOICE',
    response_options: {
      options: [
        { id: 'opt_dog', text: 'dog', position: 0 },
        { id: 'opt_cat', text: 'cat', position: 1 },
        { id: 'opt_none', text: 'No pet', position: 2 },
      ],
      allow_other: false,
      allow_multiple: false,
    },
    logic: [
      {
        id: 'rule_none',
        condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'opt_none' },
        go_to: { type: 'end' },
      },
    ],
  };
  return {
    title: 'Pets and people',
    description: '',
    hidden_fields: ['source', 'uid'],
    pages: [
      {
        id: 'welcome',
        title: 'Pets and people',
        description: 'Two minutes about your pet.',
        page_type: 'WELCOME',
        position: 0,
        options: { collectName: 'optional', collectEmail: 'hidden' },
        visual_layout: null,
        content_blocks: [],
      },
      page('p_about', 1, 'About you', [
        text('q_first', 'What is your first name?', true, 0, 'first_name'),
        pet,
      ]),
      page('p_dogs', 2, 'Dogs only', [text('q_breed', 'Which breed is your dog?', false, 0)], {
        display_condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'opt_dog' },
      }),
      page('p_name', 3, 'Your pet', [
        text('q_name', "What is your {{pet}}'s name, {{first_name|friend}}?", true, 0),
      ]),
      {
        id: 'thanks',
        title: 'Thanks, {{first_name|friend}}!',
        description: 'Your answers are in.',
        page_type: 'THANK_YOU',
        position: 4,
        options: {},
        visual_layout: null,
        content_blocks: [],
      },
    ],
  } as SurveyDocument;
}

async function publishedSurvey(owner: Page): Promise<string> {
  await signUpByApi(owner, uniqueEmail('logic'));
  await owner.goto('/polls');
  const call = async (method: string, path: string, data?: unknown) => {
    const response = await owner.request.fetch(path, {
      method,
      data,
      headers: { origin: new URL(owner.url()).origin },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const survey = (await call('POST', '/api/surveys', { template_data: petSurvey() })) as { id: string };
  const { shareId } = (await call('POST', `/api/surveys/${survey.id}/publish`, {})) as { shareId: string };
  return shareId;
}

async function respondent(browser: Browser, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  return context.newPage();
}

/** "QUESTION n" and "n/total" in the header, and the bar's value. */
async function expectProgress(visitor: Page, number: number, total: number) {
  await expect(visitor.getByText(`QUESTION ${number}`, { exact: true })).toBeVisible();
  await expect(visitor.getByText(`${number}/${total}`, { exact: true })).toBeVisible();
}

/** Welcome, then the name and the pet on page 1 (About you). */
async function answerAs(visitor: Page, name: string, pet: string): Promise<void> {
  await visitor.getByLabel('Your name').fill(name);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByRole('heading', { name: 'What is your first name?' })).toBeVisible();
  await expectProgress(visitor, 1, 3);
  await visitor.getByRole('textbox').fill(name);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByRole('heading', { name: 'Which pet do you have?' })).toBeVisible();
  await visitor.getByRole('radio', { name: pet }).click();
}

test('A branching survey answered two ways takes two paths, and its progress follows each', async ({
  page,
  browser,
}) => {
  const shareId = await publishedSurvey(page);

  // Way 1: a dog. About you (2) › Dogs only (1) › Your pet (1): four questions.
  const dogOwner = await respondent(browser);
  await dogOwner.goto(`/t/${shareId}`);
  await answerAs(dogOwner, 'Ann', 'dog');
  await expectProgress(dogOwner, 2, 4);
  await dogOwner.getByRole('button', { name: 'Next' }).click();
  await expect(dogOwner.getByRole('heading', { name: 'Which breed is your dog?' })).toBeVisible();
  await expectProgress(dogOwner, 3, 4);
  await dogOwner.getByRole('button', { name: 'Next' }).click();
  // Piped: the earlier answers, never braces.
  await expect(dogOwner.getByRole('heading', { name: "What is your dog's name, Ann?" })).toBeVisible();
  await expect(dogOwner.getByText('{{')).toHaveCount(0);
  await expectProgress(dogOwner, 4, 4);
  await dogOwner.screenshot({ path: `${E2E_ARTIFACTS}/logic-piped-1440.png`, fullPage: true });
  await dogOwner.getByRole('textbox').fill('Rex');
  await dogOwner.getByRole('button', { name: 'Submit' }).click();
  await expect(dogOwner.getByRole('heading', { name: 'Thanks, Ann!' })).toBeVisible();

  // Way 2: no pet. The rule skips to the end: two questions, Submit right after the choice.
  const noPet = await respondent(browser, 390);
  await noPet.goto(`/t/${shareId}`);
  await answerAs(noPet, 'Bo', 'No pet');
  await expectProgress(noPet, 2, 2);
  await expect(noPet.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(noPet.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await noPet.screenshot({ path: `${E2E_ARTIFACTS}/logic-skip-390.png`, fullPage: true });
  await noPet.getByRole('button', { name: 'Submit' }).click();
  await expect(noPet.getByRole('heading', { name: 'Thanks, Bo!' })).toBeVisible();

  // Changing the answer back re-opens the longer path (a cat: About you › Your pet, three questions).
  const changer = await respondent(browser);
  await changer.goto(`/t/${shareId}`);
  await answerAs(changer, 'Cy', 'No pet');
  await expectProgress(changer, 2, 2);
  await changer.getByRole('radio', { name: 'cat' }).click();
  await expectProgress(changer, 2, 3);
  await changer.getByRole('button', { name: 'Next' }).click();
  await expect(changer.getByRole('heading', { name: "What is your cat's name, Cy?" })).toBeVisible();
  await expectProgress(changer, 3, 3);

  // The owner's CSV: the skipped questions are empty, the answered ones filled.
  const csv = await (await page.request.get(`/api/reports/${shareId}/responses.csv`)).text();
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toContain('Which breed is your dog?');
  expect(rows).toHaveLength(2);
});

test('Hidden fields from the link are kept across a reload and shown in the participant view and the CSV', async ({
  page,
  browser,
}) => {
  const shareId = await publishedSurvey(page);
  const visitor = await respondent(browser);
  await visitor.goto(`/t/${shareId}?source=newsletter&uid=42&utm_campaign=spring`);
  await answerAs(visitor, 'Dee', 'cat');
  // Reload without the query: the saved progress keeps the link's fields.
  await visitor.goto(`/t/${shareId}`);
  await expect(visitor.getByRole('radio', { name: 'cat' })).toBeChecked();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('textbox').fill('Tom');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thanks, Dee!' })).toBeVisible();

  await page.goto(`/analytics/${shareId}`);
  await page.getByRole('button', { name: 'Compare a participant' }).click();
  await page.getByPlaceholder('Search by name or email').fill('Dee');
  const pick = page.getByRole('list', { name: 'Participants' }).getByRole('button', { name: /Dee/ });
  await expect(pick).toContainText('source: newsletter');
  await pick.click();
  const fields = page.getByLabel('Hidden fields from their link');
  await expect(fields).toContainText('newsletter');
  await expect(fields).toContainText('42');
  await expect(fields).not.toContainText('spring');
  await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-participant-1440.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .slice(1)
    .trim()
    .split('\r\n');
  const names = csv[0]!.split(',');
  expect(names.slice(2, 6)).toEqual(['Name', 'Email', 'Hidden field: source', 'Hidden field: uid']);
  const row = Object.fromEntries(csv[1]!.split(',').map((cell, index) => [names[index]!, cell]));
  expect(row).toMatchObject({ Name: 'Dee', 'Hidden field: source': 'newsletter', 'Hidden field: uid': '42' });
});

test('The editor shows rules in plain words and sets one without JSON', async ({ page }) => {
  await signUpByApi(page, uniqueEmail('logic-editor'));
  await page.goto('/polls');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/surveys', {
    data: { template_data: petSurvey() },
    headers: { origin },
  });
  const { id } = (await created.json()) as { id: string };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto(`/surveys/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Hidden fields' })).toBeVisible();
    await expect(
      page.getByText('Shown only if the answer to "Which pet do you have?" is "dog".'),
    ).toBeVisible();
    await page.getByRole('button', { name: /Which pet do you have\?/ }).click();
    await expect(
      page.getByText('If the answer to "Which pet do you have?" is "No pet", skip to the end of the survey.'),
    ).toBeVisible();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-editor-${width}.png`, fullPage: true });
  }
  // Keyboard only: add "If … is cat, go to page 4" with the selects.
  await page.setViewportSize({ width: 1440, height: 900 });
  const petLogic = page.getByRole('region', { name: 'Logic' }).filter({ hasText: 'No pet' });
  await petLogic.getByRole('button', { name: 'Add rule' }).click();
  const form = petLogic.getByRole('form', { name: 'New rule' });
  await form.getByLabel('Comparison').selectOption('equals');
  await form.getByLabel('Value').selectOption({ label: 'cat' });
  await form.getByLabel('then').selectOption({ label: 'go to page 4 ("Your pet")' });
  await form.getByRole('button', { name: 'Add rule' }).press('Enter');
  await expect(
    page.getByText('If the answer to "Which pet do you have?" is "cat", go to page 4 ("Your pet").'),
  ).toBeVisible();
  await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-editor-rule-1440.png`, fullPage: true });
});

test('The participant picker stays on screen when the funnel above it loads after it was opened', async ({
  page,
  browser,
}) => {
  const shareId = await publishedSurvey(page);
  const visitor = await respondent(browser);
  await visitor.goto(`/t/${shareId}`);
  await answerAs(visitor, 'Eve', 'cat');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('textbox').fill('Tom');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thanks, Eve!' })).toBeVisible();

  // The funnel answers only once the picker is open, as on a slow connection. Its panel sits above
  // "Compare a participant": when it used to grow on arriving, it pushed the button and the open
  // picker, fixed to the window, below the fold where nothing could scroll them back.
  let releaseFunnel: () => void = () => {};
  const funnelHeld = new Promise<void>((resolve) => (releaseFunnel = resolve));
  await page.route('**/api/reports/*/funnel*', async (route) => {
    await funnelHeld;
    await route.continue();
  });
  await page.goto(`/analytics/${shareId}`);
  await expect(page.getByText('Loading the funnel...')).toBeVisible();
  await page.getByRole('button', { name: 'Compare a participant' }).click();
  await page.getByPlaceholder('Search by name or email').fill('Eve');
  releaseFunnel();
  await expect(page.getByRole('heading', { name: 'Drop-off funnel' })).toBeVisible();
  const pick = page.getByRole('list', { name: 'Participants' }).getByRole('button', { name: /Eve/ });
  await expect(pick).toBeInViewport();
  await pick.click();
  await expect(page.getByRole('region', { name: 'Comparison mode' })).toContainText('Comparing Eve');
});
