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
