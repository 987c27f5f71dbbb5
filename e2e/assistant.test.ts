import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './support.ts';

const CONCEPT_TEST = 'Create a concept test comparing two landing-page headlines for a budgeting app';

/** Every text field's value in the survey panel (the editor edits in place, so text lives in fields). */
function panelValues(panel: Locator): Promise<string[]> {
  return panel
    .locator('input[type="text"], textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
}

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder('Ask me anything about user testing...');
  await input.fill(text);
  await input.press('Enter');
  // Busy until the answer has finished streaming.
  await expect(page.getByPlaceholder('Ask me anything about user testing...')).toBeEnabled();
}

test('Offline: one sentence becomes a survey, reshaped by talking, the same after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('assistant'));
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText('What are we working on today?')).toBeVisible();
  await expect(page.getByText('No chat history yet.')).toBeVisible();

  await send(page, CONCEPT_TEST);
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const sessionUrl = page.url();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText("I'm running offline");
  const card = conversation.getByRole('button', { name: /Click to view/ });
  await expect(card).toContainText('Budgeting app');
  // The session is in the history with its project.
  const history = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(history.getByRole('link', { name: /Create a concept test comparing/ })).toBeVisible();

  await card.click();
  const panel = page.getByRole('complementary', { name: 'Survey panel' });
  await expect(panel.getByText('Variant B').first()).toBeVisible();
  await expect(panel.getByText(/Saved/)).toBeVisible();
  const questionCount = async () => Number(/(\d+) questions/.exec((await panel.textContent()) ?? '')?.[1]);
  const before = await questionCount();

  await send(page, 'add a question asking how likely they are to sign up, 1 to 10');
  await expect.poll(() => panelValues(panel)).toContain('How likely are you to sign up?');
  expect(await questionCount()).toBe(before + 1);

  await send(page, 'make the second question multiple choice with options Weekly, Monthly, Never');
  const second = panel.getByRole('button', {
    name: /^Question 2: How appealing is Variant B\? Multiple choice/,
  });
  await second.click();
  await expect.poll(() => panelValues(panel)).toEqual(expect.arrayContaining(['Weekly', 'Monthly', 'Never']));
  const storedDraft = async () => {
    const sessions = (await (await page.request.get('/api/chat/sessions')).json()) as {
      sessions: { project_id: string }[];
    };
    const survey = await page.request.get(`/api/surveys/${sessions.sessions[0]!.project_id}`);
    return JSON.stringify(((await survey.json()) as { draft: unknown }).draft);
  };
  expect(await storedDraft()).toContain('Weekly');

  // Undo reverts only the assistant's last change, in the panel and on the server.
  await conversation.getByRole('button', { name: 'Undo change' }).click();
  await expect.poll(() => panelValues(panel)).not.toContain('Weekly');
  await expect(panel.getByRole('button', { name: 'Response type: Number select' }).first()).toBeVisible();
  expect(await questionCount()).toBe(before + 1);
  expect(await storedDraft()).not.toContain('Weekly');
  expect(await storedDraft()).toContain('How likely are you to sign up?');

  // A suggestion button sends its text.
  const suggestion = conversation
    .getByRole('group', { name: 'Suggested replies' })
    .getByRole('button')
    .first();
  const suggestionText = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(
    conversation.getByRole('listitem').filter({ hasText: `You: ${suggestionText}` }),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Ask me anything about user testing...')).toBeEnabled();

  // Reload: the same conversation and the same survey.
  await page.goto(sessionUrl);
  await expect(conversation.getByText(CONCEPT_TEST)).toBeVisible();
  await expect(
    conversation.getByText('make the second question multiple choice with options Weekly, Monthly, Never'),
  ).toBeVisible();
  await conversation
    .getByRole('button', { name: /Click to view/ })
    .first()
    .click();
  await expect(panel.getByText(/Saved/)).toBeVisible();
  expect(await questionCount()).toBe(before + 1);
  await expect(panel.getByRole('button', { name: /How likely are you to sign up\?/ })).toBeVisible();
  expect(await panelValues(panel)).not.toContain('Weekly');

  // New chat clears the session, the messages and the panel.
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('Chat history: delete after confirming; the sidebar collapse survives a reload', async ({ page }) => {
  await signUpByApi(page, uniqueEmail('history'));
  await page.goto('/chat');
  await send(page, 'Hello');
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const item = sidebar.getByRole('link', { name: /Hello/ });
  await expect(item).toContainText('Today');

  await item.hover();
  await sidebar.getByRole('button', { name: 'Delete chat Hello' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(
    'Are you sure you want to delete this chat session? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(sidebar.getByText('No chat history yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await page.reload();
  await expect(sidebar.getByText('No chat history yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.mouse.move(900, 400);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(sidebar.getByText('Chat History')).toHaveCount(0);
});

test('On the polls page the docked assistant answers from the real response counts', async ({ page }) => {
  await signUpByApi(page, uniqueEmail('dock'));
  await page.goto('/chat');
  await send(page, 'Create an NPS survey for a coffee subscription');
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);

  await page.getByRole('link', { name: 'Surveys', exact: true }).click();
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  // The drawer is titled by the current chat.
  const dock = page
    .getByRole('complementary')
    .filter({ has: page.getByRole('button', { name: 'Close chat assistant' }) });
  await dock
    .getByPlaceholder('Ask me anything about user testing...')
    .fill('Which survey has the most responses?');
  await dock.getByPlaceholder('Ask me anything about user testing...').press('Enter');
  await expect(dock.getByRole('log', { name: 'Conversation' })).toContainText(/coffee subscription/i);
  await dock.getByRole('button', { name: 'Close chat assistant' }).click();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
  // The full chat page has its own input; the dock's toggle isn't offered there.
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toHaveCount(0);
});
