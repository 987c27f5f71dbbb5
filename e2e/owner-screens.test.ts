import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ARTIFACTS, E2E_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 15, owner screens: what floats (toasts, the assistant button) covers nothing one needs, the
// chat keeps a usable width beside the survey panel, and screenshots at 1440 and 390 px to look at.

const headers = { origin: `http://127.0.0.1:${E2E_PORT}` };
const SHOTS = `${E2E_ARTIFACTS}/screens`;

const SURVEY = {
  title: 'Packaging study',
  pages: [
    {
      page_type: 'standard',
      title: 'First impressions of the new packaging design',
      content_blocks: [
        {
          type: 'question set',
          items: [
            {
              text: 'How likely are you to recommend it?',
              question_type: 'number-select',
              options: { min: 0, max: 10 },
            },
            {
              text: 'Which box do you prefer?',
              question_type: 'multiple choice',
              options: ['Green', 'Blue'],
            },
          ],
        },
      ],
    },
  ],
};

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
const box = (locator: Locator) => locator.boundingBox();

async function signUpWithSurvey(page: Page, launched: boolean) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('owner-with-a-longer-sign-up-address'), password: PASSWORD, name: 'O' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const survey = (await (
    await page.request.post('/api/surveys', { data: { template_data: SURVEY }, headers })
  ).json()) as {
    id: string;
  };
  if (launched) {
    expect(
      (await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })).status(),
    ).toBe(200);
  }
  return survey.id;
}

for (const width of [1440, 390]) {
  test(`owner screens at ${width} px: toasts and the assistant button cover nothing`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const surveyId = await signUpWithSurvey(page, true);

    await page.goto('/polls');
    await expect(page.getByRole('heading', { name: 'Packaging study' })).toBeVisible();
    await expect(page.getByText('Your Survey Results')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png` });

    await page.getByRole('button', { name: 'More actions for Packaging study' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share survey' });
    await expect(dialog.getByText('Public Survey')).toBeVisible();
    await dialog.getByRole('switch', { name: 'Public access' }).click();
    await expect(dialog.getByText('Private Survey')).toBeVisible();
    await expect(dialog.getByText(/The link is switched off/)).toBeVisible();
    // Checked at once: a toast leaves after a few seconds.
    const toast = page.getByText('Survey unpublished successfully');
    await expect(toast).toBeVisible();
    // By attribute: the open dialog hides the rest of the page from the accessibility tree.
    const profile = page.locator('button[aria-label="Account menu"]:visible').first();
    const fabButton = page.locator('button[aria-label="Open chat assistant"]');
    // Where the toast comes to rest: it slides down from above the bar, so on a loaded machine a
    // box read mid-slide overlapped the avatar (a CI failure); at rest it must cover neither.
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toBeVisible();
    await expect
      .poll(
        async () =>
          overlaps(await box(toast), await box(profile)) || overlaps(await box(toast), await box(fabButton)),
      )
      .toBe(false);

    await page.screenshot({ path: `${SHOTS}/share-modal-${width}.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The account menu, with a sign-up e-mail longer than a phone is wide, stays inside the window.
    await profile.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    const menuBox = (await box(menu))!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');

    await page.goto(`/surveys/${surveyId}/edit`);
    const footer = page
      .locator('footer')
      .filter({ hasText: /question/ })
      .last();
    await expect(page.getByText(/Saved|All changes saved|Up to date/).first()).toBeVisible();
    const fab = page.getByRole('button', { name: 'Open chat assistant' });
    await expect(fab).toBeVisible();
    // Scrolled to the end: neither the save bar's contents nor the last page's buttons are under it.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      for (const main of document.querySelectorAll('main')) main.scrollTo(0, main.scrollHeight);
    });
    for (const child of await footer.locator('p, button, span').all()) {
      if (await child.isVisible()) expect(overlaps(await box(fab), await box(child))).toBe(false);
    }
    const pageButtons = page.getByRole('list', { name: 'Pages' }).getByRole('button');
    for (const button of await pageButtons.all()) {
      if (await button.isVisible()) expect(overlaps(await box(fab), await box(button))).toBe(false);
    }
    await page.screenshot({ path: `${SHOTS}/editor-${width}.png` });
  });
}

test('the chat keeps a usable width beside the survey panel; the placeholder fits at 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpWithSurvey(page, false);
  await page.goto('/chat');
  const input = page.getByPlaceholder('Ask me anything about user testing...');
  await input.fill('Create a concept test comparing two landing-page headlines for a budgeting app');
  await input.press('Enter');
  await expect(input).toBeEnabled({ timeout: 30_000 });
  await page
    .getByRole('log', { name: 'Conversation' })
    .getByRole('button', { name: /Click to view/ })
    .click();
  const panel = page.getByRole('complementary', { name: 'Survey panel' });
  await expect(panel.getByText(/Saved/)).toBeVisible();
  const chat = await box(page.getByRole('region', { name: 'Chat', exact: true }));
  expect(chat?.width).toBeGreaterThanOrEqual(440);
  // The panel's header fits its width: "Launch Survey" is not cut off at the edge.
  const launch = await box(panel.getByRole('button', { name: 'Launch Survey' }));
  const panelBox = await box(panel);
  expect(launch!.x + launch!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
  await page.screenshot({ path: `${SHOTS}/chat-1440.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: /Back/ }).first().click();
  await expect(panel).toBeHidden();
  // The whole placeholder is drawn: its text is no wider than the field.
  const fits = await input.evaluate((field) => {
    const element = field as HTMLTextAreaElement;
    const style = getComputedStyle(element, '::placeholder');
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding =
      parseFloat(getComputedStyle(element).paddingLeft) + parseFloat(getComputedStyle(element).paddingRight);
    return canvas.measureText(element.placeholder).width <= element.clientWidth - padding;
  });
  expect(fits).toBe(true);
  await page.screenshot({ path: `${SHOTS}/chat-390.png` });
});
