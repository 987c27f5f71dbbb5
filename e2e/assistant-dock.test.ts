import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// The docked assistant on the editor and analytics pages (issue 13 points 4 and 6): it edits the
// open survey, answers about the results shown, keeps out of the way of the page's own actions,
// and its chat behaves (one error with Retry, one history entry per browser tab).

const headers = { origin: `http://127.0.0.1:${E2E_PORT}` };
const shots = 'e2e/.artifacts/assistant-dock';
const PROMPT = 'Ask me anything about user testing...';

const commuterSurvey = {
  title: 'Commuter survey',
  description: '',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'How satisfied are you with the new bus route?',
              response_type: 'NUMBER_SELECT',
              required: true,
              response_options: { min: 1, max: 5 },
            },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

interface CreatedSurvey {
  id: string;
  share_id: string;
  draft: { pages: { content_blocks: { items: { id: string }[] }[] }[] };
}

async function createSurvey(page: Page): Promise<CreatedSurvey> {
  const response = await page.request.post('/api/surveys', {
    data: { template_data: commuterSurvey },
    headers,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedSurvey;
}

async function openDock(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  return page
    .getByRole('complementary')
    .filter({ has: page.getByRole('button', { name: 'Close chat assistant' }) });
}

async function ask(dock: Locator, text: string) {
  const input = dock.getByPlaceholder(PROMPT);
  await input.fill(text);
  await input.press('Enter');
  await expect(dock.getByPlaceholder(PROMPT)).toBeEnabled();
}

/** Each action is on screen and is what a click at its centre reaches (nothing lies over it). */
async function expectUncovered(page: Page, actions: Locator[]) {
  for (const action of actions) {
    await expect(action).toBeInViewport();
    const reached = await action.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(reached, `${await action.textContent()} is covered`).toBe(true);
  }
}

async function shoot(page: Page, name: string, actions: () => Locator[]) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectUncovered(page, actions());
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('From the dock on the editor page, an edit changes the open survey and the editor undoes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpByApi(page, uniqueEmail('dock-edit'));
  const survey = await createSurvey(page);
  await page.goto(`/surveys/${survey.id}/edit`);
  const title = page.getByRole('textbox', { name: 'Survey title' });
  await expect(title).toHaveValue('Commuter survey');

  // An edit of the author's own, not saved yet when the question goes out.
  await page.getByRole('textbox', { name: 'Survey description' }).fill('Riders of line 42');
  const dock = await openDock(page);
  await ask(dock, 'Rename the survey to Bus route feedback');
  await expect(dock.getByRole('log', { name: 'Conversation' })).not.toContainText("There's no survey yet");

  // The open editor shows the change at once, with the author's edit kept.
  await expect(title).toHaveValue('Bus route feedback');
  await expect(page.getByRole('textbox', { name: 'Survey description' })).toHaveValue('Riders of line 42');
  await expect(page.getByText(/Saved/).first()).toBeVisible();
  await shoot(page, 'editor', () => [page.getByRole('button', { name: /Launch Survey|Publish changes/ })]);

  // The editor's Undo takes the assistant's change back; the server gets the undone draft.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(title).toHaveValue('Commuter survey');
  await expect(page.getByRole('textbox', { name: 'Survey description' })).toHaveValue('Riders of line 42');
  await expect
    .poll(async () => {
      const stored = (await (await page.request.get(`/api/surveys/${survey.id}`)).json()) as {
        draft: { title: string; description: string };
      };
      return [stored.draft.title, stored.draft.description];
    })
    .toEqual(['Commuter survey', 'Riders of line 42']);
  // No conflict question: the editor and the assistant did not save over each other.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('On the analytics page the dock answers from the numbers shown and keeps clear of the actions', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  await signUpByApi(page, uniqueEmail('dock-results'));
  const survey = await createSurvey(page);
  const { shareId } = (await (
    await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };
  const question = survey.draft.pages[1]!.content_blocks[0]!.items[0]!;
  const respondent = await playwright.request.newContext({ baseURL: headers.origin });
  for (const score of [4, 5, 2]) {
    const response = await respondent.post(`/api/public/surveys/${shareId}/submissions`, {
      data: { answers: [{ question_id: question.id, numeric_value: score }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status()).toBe(201);
  }
  await respondent.dispose();

  await page.goto(`/analytics/${shareId}`);
  await expect(page.getByRole('heading', { name: 'Commuter survey' })).toBeVisible();
  const dock = await openDock(page);
  await ask(dock, 'Summarise the results');
  const conversation = dock.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('3 responses');
  // The same number as the page shows for the question.
  const shown = (await page.getByTestId('average').first().textContent())?.trim();
  expect(shown).toBe('3.7');
  await expect(conversation).toContainText(`average ${shown} on 1–5 (3 answers)`);
  await shoot(page, 'analytics', () => [
    page.getByRole('link', { name: 'Download CSV' }),
    page.getByRole('link', { name: 'Export JSON' }),
    page.getByRole('link', { name: 'Edit survey' }),
  ]);
});

test('A failed send keeps the prompt, shows one error, and Retry succeeds', async ({ page }) => {
  await signUpByApi(page, uniqueEmail('dock-retry'));
  await page.goto('/polls');
  const dock = await openDock(page);
  let failures = 0;
  await page.route('**/api/chat', async (route) => {
    if (route.request().method() !== 'POST' || failures > 0) return route.fallback();
    failures += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The assistant is unavailable' } }),
    });
  });

  const input = dock.getByPlaceholder(PROMPT);
  await input.fill('How many surveys do I have?');
  await input.press('Enter');
  await expect(dock.getByText(/Sorry, I encountered an error/)).toHaveCount(1);
  await expect(page.getByText(/The assistant is unavailable/)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(input).toHaveValue('How many surveys do I have?');

  await dock.getByRole('button', { name: 'Retry' }).click();
  const conversation = dock.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText("You don't have any surveys yet");
  await expect(page.getByText(/Sorry, I encountered an error/)).toHaveCount(0);
  await expect(conversation.getByText('How many surveys do I have?')).toHaveCount(1);
  await expect(input).toHaveValue('');
  expect(failures).toBe(1);
});

test('Dock questions from two pages land in one history entry per browser tab', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signUpByApi(page, uniqueEmail('dock-session'));
  const survey = await createSurvey(page);
  await page.goto(`/surveys/${survey.id}/edit`);
  await ask(await openDock(page), 'What can you do?');
  // A full page load, as following a bookmark or the address bar would.
  await page.goto('/polls');
  const dock = await openDock(page);
  await expect(dock.getByRole('log', { name: 'Conversation' })).toContainText('What can you do?');
  await ask(dock, 'How many surveys do I have?');

  const sessions = async () =>
    ((await (await page.request.get('/api/chat/sessions')).json()) as { sessions: { id: string }[] })
      .sessions;
  let list = await sessions();
  expect(list).toHaveLength(1);
  const messages = (await (await page.request.get(`/api/chat/sessions/${list[0]!.id}/messages`)).json()) as {
    messages: { role: string; content: string }[];
  };
  expect(
    messages.messages.filter((message) => message.role === 'user').map((message) => message.content),
  ).toEqual(['What can you do?', 'How many surveys do I have?']);
  // The offline notice came with the first answer only.
  expect(messages.messages.filter((message) => message.content.includes('LLM_PROVIDER'))).toHaveLength(1);

  // Another tab is another page session: its own history entry.
  const other = await context.newPage();
  await other.goto('/polls');
  await ask(await openDock(other), 'Which survey has the most responses?');
  list = await sessions();
  expect(list).toHaveLength(2);
});
