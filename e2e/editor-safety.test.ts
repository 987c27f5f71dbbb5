import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SurveyRecord } from '../src/shared/survey/survey-record.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

const ORIGIN = { origin: `http://127.0.0.1:${E2E_PORT}` };

async function createSurvey(request: APIRequestContext): Promise<SurveyRecord> {
  const response = await request.post('/api/surveys', { data: {}, headers: ORIGIN });
  expect(response.status()).toBe(201);
  return (await response.json()) as SurveyRecord;
}

async function readSurvey(request: APIRequestContext, id: string): Promise<SurveyRecord> {
  return (await (await request.get(`/api/surveys/${id}`)).json()) as SurveyRecord;
}

/** Another writer (a second tab, a script): saves a change to the current draft. */
async function saveElsewhere(
  request: APIRequestContext,
  id: string,
  change: (record: SurveyRecord) => unknown,
) {
  const current = await readSurvey(request, id);
  const response = await request.put(`/api/surveys/${id}/draft`, {
    data: { template_data: change(current), baseVersion: current.draft_version },
    headers: ORIGIN,
  });
  expect(response.status()).toBe(200);
}

function saveStatus(scope: Page | Locator): Locator {
  return scope
    .getByRole('status')
    .filter({ hasText: /Unsaved changes|Saving|Saved|Not saved/ })
    .first();
}

test('Reopening the editor in the same tab (Polls, then Back) shows the newest draft, and editing raises no false conflict', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('reopen'));
  const survey = await createSurvey(page.request);
  await page.goto(`/surveys/${survey.id}/edit`);
  const title = page.getByRole('textbox', { name: 'Survey title' });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await title.fill('First edit');
  await expect(saveStatus(page)).toHaveText('Saved just now');

  await page.getByRole('link', { name: 'Surveys' }).first().click();
  await expect(page).toHaveURL(/\/polls$/);
  // The list is on screen, so the editor has closed: the router swaps pages in a React transition
  // after the URL changes, and a Back before that keeps the same editor open (not a reopening).
  await expect(page.getByText('Your Survey Results')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Survey title' })).toHaveCount(0);
  // Meanwhile the draft changes elsewhere too.
  await saveElsewhere(page.request, survey.id, (record) => ({
    ...record.draft,
    pages: record.draft.pages.map((entry, index) =>
      index === 1 ? { ...entry, title: 'Changed elsewhere' } : entry,
    ),
  }));
  await page.goBack();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(title).toHaveValue('First edit');
  await expect(page.getByRole('textbox', { name: 'Page 2 title' })).toHaveValue('Changed elsewhere');

  await title.fill('Second edit');
  await expect(saveStatus(page)).toHaveText('Saved just now');
  await expect(page.getByRole('dialog', { name: 'This survey changed elsewhere' })).toHaveCount(0);
  const stored = await readSurvey(page.request, survey.id);
  expect(stored.draft.title).toBe('Second edit');
  expect(stored.draft.pages[1]?.title).toBe('Changed elsewhere');
});

test('Leaving with an edit still unsaved, then Back while its save is on its way, shows that edit; the next edit saves without a conflict', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('reopen-in-flight'));
  const survey = await createSurvey(page.request);
  await page.goto(`/surveys/${survey.id}/edit`);
  const title = page.getByRole('textbox', { name: 'Survey title' });
  await expect(title).toBeVisible({ timeout: 30_000 });

  // The save that leaving sends is held on its way, as on a slow network.
  let releaseSave!: () => void;
  const saveReleased = new Promise<void>((resolve) => (releaseSave = resolve));
  let released = false;
  let savesSent = 0;
  await page.route('**/api/surveys/*/draft', async (route) => {
    savesSent += 1;
    await saveReleased;
    await route.continue();
  });
  let readsWhileSaving = 0;
  await page.route(`**/api/surveys/${survey.id}`, async (route) => {
    if (route.request().method() === 'GET' && !released) readsWhileSaving += 1;
    await route.continue();
  });

  await title.fill('Typed just before leaving');
  await page.getByRole('link', { name: 'Surveys' }).first().click();
  await page.getByRole('dialog', { name: 'Leave the editor?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByText('Your Survey Results')).toBeVisible();
  await expect.poll(() => savesSent).toBe(1);

  // Back at once: the editor waits for that save instead of reading the draft from before it.
  await page.goBack();
  await expect(page.getByRole('status').filter({ hasText: 'Loading survey' })).toBeVisible();
  expect(readsWhileSaving).toBe(0);
  released = true;
  releaseSave();
  await expect(title).toHaveValue('Typed just before leaving', { timeout: 30_000 });
  await page.unroute('**/api/surveys/*/draft');

  await title.fill('Edited after reopening');
  await expect(saveStatus(page)).toHaveText('Saved just now', { timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'This survey changed elsewhere' })).toHaveCount(0);
  const stored = await readSurvey(page.request, survey.id);
  expect(stored.draft.title).toBe('Edited after reopening');
  expect(savesSent).toBe(1);
});

test('Two tabs: "Keep mine" keeps the fields the other tab changed and I did not, and their version stays restorable', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('two-tabs'));
  const survey = await createSurvey(page.request);
  const other = await context.newPage();
  await page.goto(`/surveys/${survey.id}/edit`);
  await other.goto(`/surveys/${survey.id}/edit`);
  // First loads on a busy machine can be slow.
  await expect(page.getByRole('textbox', { name: 'Survey title' })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole('textbox', { name: 'Survey title' })).toBeVisible({ timeout: 30_000 });

  // The other tab renames the survey and saves first.
  await other.getByRole('textbox', { name: 'Survey title' }).fill('Renamed in the other tab');
  await expect(saveStatus(other)).toHaveText('Saved just now');

  // This tab, still on the old version, names page 2.
  await page.getByRole('textbox', { name: 'Page 2 title' }).fill('About you');
  const dialog = page.getByRole('dialog', { name: 'This survey changed elsewhere' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(saveStatus(page)).toHaveText('Saved just now');
  await expect(page.getByRole('textbox', { name: 'Survey title' })).toHaveValue('Renamed in the other tab');
  await expect(page.getByRole('textbox', { name: 'Page 2 title' })).toHaveValue('About you');

  const stored = await readSurvey(page.request, survey.id);
  expect(stored.draft.title).toBe('Renamed in the other tab');
  expect(stored.draft.pages[1]?.title).toBe('About you');

  // The other tab's version as it was is one click away, even after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Restore the other version' })).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/editor-safety-restore-1440.png' });
});

test('A save that fails with 503 is retried by itself and ends "Saved"; a save whose reply was lost is no conflict', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('retry'));
  const survey = await createSurvey(page.request);
  await page.goto(`/surveys/${survey.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Survey title' })).toBeVisible({ timeout: 30_000 });

  let refused = 0;
  await page.route('**/api/surveys/*/draft', async (route) => {
    if (refused < 3) {
      refused += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Pollen is restarting' } }),
      });
      return;
    }
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Survey title' }).fill('Kept through an outage');
  await expect(page.getByText('Save failed')).toBeVisible();
  await expect(page.getByText(/Retrying in \d+s/)).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Saved just now', { timeout: 30_000 });
  expect(refused).toBe(3);
  expect((await readSurvey(page.request, survey.id)).draft.title).toBe('Kept through an outage');
  await page.unroute('**/api/surveys/*/draft');

  // The server stores the next save, but its reply never reaches the page.
  let lost = 0;
  await page.route('**/api/surveys/*/draft', async (route) => {
    if (lost === 0) {
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Survey title' }).fill('Stored, reply lost');
  await expect(saveStatus(page)).toHaveText('Saved just now', { timeout: 30_000 });
  expect(lost).toBe(1);
  await expect(page.getByRole('dialog', { name: 'This survey changed elsewhere' })).toHaveCount(0);
  const stored = await readSurvey(page.request, survey.id);
  expect(stored.draft.title).toBe('Stored, reply lost');
  // Stored once: the retry was recognised, not saved again.
  expect(stored.draft_version).toBe(3);
});

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('Undoing "Remove file" brings the image back, and it is still there after autosave and a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('undo-file'));
  const survey = await createSurvey(page.request);
  await page.goto(`/surveys/${survey.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Survey title' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('region', { name: 'Survey Page (page 2)', exact: true });
  await card.getByRole('button', { name: 'Add Content', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose content type' })
    .getByRole('button', { name: /Media Block/ })
    .click();
  await card
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PNG });
  const image = card.getByRole('img', { name: /hero\.png/ });
  await expect(image).toBeVisible();
  const url = await image.getAttribute('src');
  expect(url).toMatch(/^\/api\/files\//);
  const storedDraftNamesImage = async () =>
    JSON.stringify((await readSurvey(page.request, survey.id)).draft).includes(url!);
  await expect.poll(storedDraftNamesImage).toBe(true);

  await card.getByRole('button', { name: 'Remove', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove file' });
  await expect(dialog).toContainText('Are you sure you want to remove this file?');
  await dialog.getByRole('button', { name: 'Remove file' }).click();
  await expect(image).toHaveCount(0);
  await expect.poll(storedDraftNamesImage).toBe(false);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(image).toBeVisible();
  await expect.poll(storedDraftNamesImage).toBe(true);
  await expect(saveStatus(page)).toHaveText('Saved just now');

  await page.reload();
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect((await page.request.get(url!)).status()).toBe(200);
});

const CONCEPT_TEST = 'Create a concept test comparing two landing-page headlines for a budgeting app';

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder('Ask me anything about user testing...');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByPlaceholder('Ask me anything about user testing...')).toBeEnabled();
}

test('Undo and redo cover a chat edit, deleting a question and changing its type', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpByApi(page, uniqueEmail('undo'));
  await page.goto('/chat');
  await send(page, CONCEPT_TEST);
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await conversation.getByRole('button', { name: /Click to view/ }).click();
  const panel = page.getByRole('complementary', { name: 'Survey panel' });
  await expect(saveStatus(panel)).toContainText('Saved');
  const questionCount = async () => Number(/(\d+) questions/.exec((await panel.textContent()) ?? '')?.[1]);
  const before = await questionCount();
  const undo = panel.getByRole('button', { name: 'Undo' });
  const redo = panel.getByRole('button', { name: 'Redo' });

  // The assistant's change arrives as one undo step.
  await send(page, 'add a question asking how likely they are to sign up, 1 to 10');
  await expect.poll(questionCount).toBe(before + 1);
  await undo.click();
  await expect.poll(questionCount).toBe(before);
  await redo.click();
  await expect.poll(questionCount).toBe(before + 1);

  // Deleting a question, then Ctrl+Z (focus outside any text field).
  const firstQuestion = panel
    .getByRole('list', { name: 'Questions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Delete question' }) })
    .first();
  const questionText = await firstQuestion.getByRole('textbox').first().inputValue();
  await firstQuestion.getByRole('button', { name: 'Delete question' }).click();
  await expect.poll(questionCount).toBe(before);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(questionCount).toBe(before + 1);
  // Back as it was: its text shows on its collapsed card or in its open text field.
  const shown = async () =>
    `${(await panel.textContent()) ?? ''}\n${(
      await panel
        .locator('textarea')
        .evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value))
    ).join('\n')}`;
  await expect.poll(shown).toContain(questionText);

  // Changing the type of the open question wipes its options; undo brings them back.
  const typeButton = panel.getByRole('button', { name: /^Response type: / }).first();
  const typeBefore = await typeButton.getAttribute('aria-label');
  await typeButton.click();
  await page
    .getByRole('dialog', { name: 'Response type' })
    .getByRole('button', { name: /^Slider/ })
    .click();
  await expect(panel.getByRole('button', { name: 'Response type: Slider' }).first()).toBeVisible();
  await undo.click();
  await expect(panel.getByRole('button', { name: typeBefore! }).first()).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(panel.getByRole('button', { name: 'Response type: Slider' }).first()).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(panel.getByRole('button', { name: typeBefore! }).first()).toBeVisible();

  // What the editor shows is what the server keeps.
  await expect(saveStatus(panel)).toContainText('Saved');
  await expect
    .poll(async () => {
      const sessions = (await (await page.request.get('/api/chat/sessions')).json()) as {
        sessions: { project_id: string }[];
      };
      const stored = await readSurvey(page.request, sessions.sessions[0]!.project_id);
      return JSON.stringify(stored.draft).includes(questionText);
    })
    .toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'e2e/.artifacts/editor-safety-undo-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/.artifacts/editor-safety-undo-390.png' });
});
