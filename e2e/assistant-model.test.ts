import { expect, test } from '@playwright/test';
import { E2E_MODEL_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

test.use({ baseURL: `http://127.0.0.1:${E2E_MODEL_PORT}` });

test('With an OpenAI-compatible model: create by chat, open the survey, change it by chat', async ({
  page,
}) => {
  const email = uniqueEmail('model');
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Model' },
    headers: { origin: `http://127.0.0.1:${E2E_MODEL_PORT}` },
  });
  expect(response.status()).toBe(200);

  await page.goto('/chat');
  const input = page.getByPlaceholder('Ask me anything about user testing...');
  await input.fill('Create a concept test comparing two landing-page headlines for a budgeting app');
  await input.press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('Done. The survey is open beside this chat.');
  await expect(conversation).not.toContainText("I'm running offline");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);

  await conversation.getByRole('button', { name: /Budgeting app: headline test.*Click to view/ }).click();
  const panel = page.getByRole('complementary', { name: 'Survey panel' });
  await expect(panel.getByLabel('Survey title')).toHaveValue('Budgeting app: headline test');

  await conversation.getByRole('button', { name: 'Rename the survey to Headline showdown' }).click();
  await expect(panel.getByLabel('Survey title')).toHaveValue('Headline showdown');
  await expect(conversation.getByRole('button', { name: 'Undo change' })).toBeVisible();
});
