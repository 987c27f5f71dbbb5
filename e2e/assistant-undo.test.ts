import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// Two assistant changes are taken back step by step (issue 13 §3): "undo" in words takes back the
// newest, then the Undo button, which has moved to the change before, takes back the other.

const PROMPT = 'Ask me anything about user testing...';

function panelValues(panel: Locator): Promise<string[]> {
  return panel
    .locator('input[type="text"], textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
}

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder(PROMPT);
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByPlaceholder(PROMPT)).toBeEnabled();
}

test('Two assistant changes are undone one after another, in words and with the Undo button', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('undo-steps'));
  await page.goto('/chat');
  await send(page, 'Create a customer satisfaction survey for an online grocery delivery service');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await conversation
    .getByRole('button', { name: /Click to view/ })
    .first()
    .click();
  const panel = page.getByRole('complementary', { name: 'Survey panel' });
  const title = panel.getByRole('textbox', { name: 'Survey title' });
  await expect(title).not.toHaveValue('');
  const originalTitle = await title.inputValue();
  const undoButtons = conversation.getByRole('button', { name: 'Undo change' });

  await send(page, 'Rename the survey to Grocery check-in');
  await expect(title).toHaveValue('Grocery check-in');
  await send(page, 'Add a question asking how likely they are to order again, 0 to 10');
  await expect.poll(() => panelValues(panel)).toContain('How likely are you to order again?');
  // Only the newest change offers Undo.
  await expect(undoButtons).toHaveCount(1);

  await send(page, 'undo');
  await expect(conversation).toContainText('Undid the last change to “Grocery check-in”.');
  await expect.poll(() => panelValues(panel)).not.toContain('How likely are you to order again?');
  await expect(title).toHaveValue('Grocery check-in');
  // The Undo button moved to the rename, the change before.
  await expect(undoButtons).toHaveCount(1);
  await page.screenshot({ path: `${E2E_ARTIFACTS}/assistant-undo-steps-1440.png` });

  // On a phone the panel covers the chat: back to the conversation, where the button waits.
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel).toHaveCount(0);
  await undoButtons.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${E2E_ARTIFACTS}/assistant-undo-steps-390.png` });

  await undoButtons.click();
  await expect(page.getByText('Change undone')).toBeVisible();
  // The undone survey opens in the panel.
  await expect(title).toHaveValue(originalTitle);
  await panel.getByRole('button', { name: 'Back' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(undoButtons).toHaveCount(0);

  // Nothing more to take back, and the answer says so.
  await send(page, 'undo the last two changes');
  await expect(conversation).toContainText('There is no assistant change to undo in this chat.');
  await conversation
    .getByRole('button', { name: /Click to view/ })
    .last()
    .click();
  await expect(title).toHaveValue(originalTitle);
  await expect.poll(() => panelValues(panel)).not.toContain('How likely are you to order again?');
});
