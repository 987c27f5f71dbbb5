import { expect, test, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// The editor's logic and piping on a desktop and a phone (issue 12 follow-ups): the respondent
// preview renders piping as respondents will read it, never raw braces.

test.describe.configure({ timeout: 120_000 });

const textQuestion = (id: string, text: string, position: number, key?: string) => ({
  id,
  text,
  description: '',
  required: true,
  position,
  ...(key ? { key } : {}),
  response_type: 'FREE_RESPONSE',
  response_options: { placeholder: 'Type here', maxLength: 200 },
});

const standardPage = (id: string, position: number, title: string, items: object[], extra: object = {}) => ({
  id,
  title,
  description: '',
  page_type: 'STANDARD',
  position,
  options: {},
  visual_layout: null,
  content_blocks: [{ id: `block_${id}`, type: 'QUESTION_SET', position: 0, column_position: 0, items }],
  ...extra,
});

/** About you (name, pet with a rule) › Dogs only (display condition) › Your pet (piped) › thanks. */
const pipingSurvey = {
  title: 'Pets and people',
  description: '',
  hidden_fields: ['source'],
  pages: [
    {
      id: 'welcome',
      title: 'Pets and people',
      description: '',
      page_type: 'WELCOME',
      position: 0,
      options: { collectName: 'hidden', collectEmail: 'hidden' },
      visual_layout: null,
      content_blocks: [],
    },
    standardPage('p_about', 1, 'About you', [
      textQuestion('q_first', 'What is your first name?', 0, 'first_name'),
      {
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
      },
    ]),
    standardPage('p_dogs', 2, 'Dogs only', [textQuestion('q_breed', 'Which breed is your dog?', 0)], {
      display_condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'opt_dog' },
    }),
    standardPage('p_name', 3, 'Your pet', [
      {
        ...textQuestion('q_name', "What is your {{pet}}'s name, {{first_name|friend}}?", 0),
        description: 'You came from {{source}}.',
      },
    ]),
    {
      id: 'thanks',
      title: 'Thanks!',
      description: '',
      page_type: 'THANK_YOU',
      position: 4,
      options: {},
      visual_layout: null,
      content_blocks: [],
    },
  ],
};

async function draftSurvey(page: Page): Promise<string> {
  await signUpByApi(page, uniqueEmail('logic-ui'));
  await page.goto('/polls');
  const response = await page.request.post('/api/surveys', {
    data: { template_data: pipingSurvey },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

const viewport = (width: number) => ({ width, height: width > 600 ? 900 : 844 });

test('the respondent preview renders piping as respondents read it, never as braces', async ({ page }) => {
  const id = await draftSurvey(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize(viewport(width));
    await page.goto(`/surveys/${id}/edit`);
    // The page's only question opens expanded; the field keeps the tokens as text.
    await expect(page.getByLabel('Question 1 text').last()).toHaveValue(/\{\{pet\}\}/);
    const preview = page.getByRole('region', { name: 'Respondent preview' }).filter({ hasText: 'name,' });
    await expect(preview).toContainText("What is your answer to “Which pet do you have?”'s name, friend?");
    await expect(preview).toContainText('You came from source from the link.');
    expect(await preview.textContent()).not.toMatch(/\{\{|\}\}/);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/piping-preview-${width}.png` });
  }
});

test('the logic panel reads as sentences on a phone, with finger-sized controls and keyboard flow', async ({
  page,
}) => {
  const id = await draftSurvey(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize(viewport(width));
    await page.goto(`/surveys/${id}/edit`);
    await page.getByRole('button', { name: /Which pet do you have\?/ }).click();
    const logic = page.getByRole('region', { name: 'Logic' }).filter({ hasText: 'No pet' });
    await expect(logic.getByText('If the answer to "Which pet do you have?" is "No pet"')).toBeVisible();
    await logic.getByRole('button', { name: 'Add rule' }).click();
    const form = logic.getByRole('form', { name: 'New rule' });
    await expect(form.getByLabel('What to test')).toBeFocused();
    await form.getByLabel('Comparison').selectOption('equals');
    const controls = [
      form.getByLabel('What to test'),
      form.getByLabel('Comparison'),
      form.getByLabel('Value'),
      form.getByLabel('then'),
      form.getByRole('button', { name: 'Add rule' }),
      form.getByRole('button', { name: 'Cancel' }),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      // Inside the screen, and on a phone tall enough for a finger.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      if (width < 600) expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await form.getByLabel('Value').selectOption({ label: 'cat' });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-rule-form-${width}.png` });
    await form.getByLabel('then').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(logic.getByRole('button', { name: 'Edit rule 2' })).toBeFocused();
    await expect(logic.getByText('If the answer to "Which pet do you have?" is "cat"')).toBeVisible();
    await logic.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-rules-${width}.png` });
    // Removing a rule leaves the focus on the rule before it.
    await logic.getByRole('button', { name: 'Remove rule 2' }).click();
    await expect(logic.getByRole('button', { name: 'Edit rule 1' })).toBeFocused();

    const condition = page.getByText('Shown only if the answer to "Which pet do you have?" is "dog".');
    await condition.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Change condition' }).click();
    const conditionForm = page.getByRole('form', { name: 'Display condition' });
    await expect(conditionForm.getByLabel('What to test')).toBeFocused();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-display-condition-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Change condition' })).toBeFocused();
  }
});

test('publishing names logic edits in plain words, not as other edits', async ({ page }) => {
  const id = await draftSurvey(page);
  const origin = new URL(page.url()).origin;
  const published = await page.request.post(`/api/surveys/${id}/publish`, { data: {}, headers: { origin } });
  expect(published.ok(), await published.text()).toBe(true);
  const record = (await (await page.request.get(`/api/surveys/${id}`)).json()) as { draft_version: number };
  // The draft sends cats to "Your pet" and shows "Dogs only" to newsletter readers instead.
  const draft = structuredClone(pipingSurvey);
  const pet = draft.pages[1]!.content_blocks[0]!.items[1] as { logic: object[] };
  pet.logic.push({
    id: 'rule_cat',
    condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'opt_cat' },
    go_to: { type: 'page', page_id: 'p_name' },
  });
  Object.assign(draft.pages[2]!, {
    display_condition: { source: 'hidden_field', field: 'source', operator: 'equals', value: 'newsletter' },
  });
  const saved = await page.request.put(`/api/surveys/${id}/draft`, {
    data: { template_data: draft, baseVersion: record.draft_version },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const width of [1440, 390]) {
    await page.setViewportSize(viewport(width));
    await page.goto(`/surveys/${id}/edit`);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish changes' });
    await expect(dialog.getByRole('list', { name: 'Changes' })).toContainText(
      'Rule added to “Which pet do you have?” (page 2): If the answer to "Which pet do you have?" is "cat", go to page 4 ("Your pet").',
    );
    await expect(dialog.getByRole('list', { name: 'Changes' })).toContainText(
      'Page 3 (“Dogs only”) display condition changed from “the answer to "Which pet do you have?" is "dog"” to “the hidden field "source" is "newsletter"”',
    );
    await expect(dialog).not.toContainText('edits to page texts');
    await page.screenshot({ path: `${E2E_ARTIFACTS}/logic-publish-diff-${width}.png` });
    await page.keyboard.press('Escape');
  }
});
